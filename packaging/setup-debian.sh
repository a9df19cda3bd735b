#!/usr/bin/env bash
# Installs the Debian 12 packages Match Timeline needs to build, test and package.
# Non-interactive and idempotent: when everything is present it only runs dpkg-query.
set -euo pipefail

# Installed with --no-install-recommends, so everything a CMake package config needs is named
# here even when another package only recommends it (packaging/fresh-check.sh proves the list on
# a minimal debootstrap root).
packages=(
    # compilers and build tools; clang and its runtime build the libFuzzer targets (tests/fuzz)
    build-essential cmake ninja-build pkg-config clang libclang-rt-14-dev
    # Qt 6: Qt6Charts' CMake package needs Qt6OpenGL's (libqt6opengl6-dev), which qt6-base-dev
    # only recommends
    qt6-base-dev qt6-base-dev-tools libqt6opengl6-dev qt6-charts-dev qt6-svg-dev
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n libgl-dev
    # the analysis: ICU, CLD2 language identification, Snowball stemmers
    libicu-dev libcld2-dev libstemmer-dev
    # bench/ (Google Benchmark)
    libbenchmark-dev
    # the viewer under a virtual display, and screenshots of it
    xvfb xauth imagemagick
    # packaging checks: AppStream, desktop files, the .deb
    appstream desktop-file-utils dpkg-dev file
)

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    echo "setup: all ${#packages[@]} packages are installed"
    exit 0
fi

echo "setup: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
    sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
