#!/usr/bin/env bash
# Proves the README's two commands on a clean Debian 12 root, as a new user meets them:
#   1. a minimal bookworm root from debootstrap (the base is cached under /var/cache),
#   2. a clean clone of HEAD inside it,
#   3. the test command (packaging/test.sh) in full,
#   4. the run command (packaging/run.sh) under Xvfb: the window must paint the sample's
#      timeline and still be alive a few seconds later,
#   5. the viewer without any display: a clear message, not a Qt plugin dump.
# Prints the time of each step; on failure names the step and shows the end of its log.
# Mounts and processes it started are cleaned up on success, failure and Ctrl+C.
#
#   packaging/fresh-check.sh [--keep]      --keep leaves the root in place for a look inside
#
# Needs root (or sudo), git, and network access to Debian's package mirror.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
cache="${MT_FRESH_CACHE:-/var/cache/matchtimeline-fresh}"
mirror="${MT_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
security="${MT_DEBIAN_SECURITY:-http://deb.debian.org/debian-security}"
logs="${MT_FRESH_LOGS:-$repo/build/fresh-check}"
keep=0
[ "${1:-}" = "--keep" ] && keep=1

if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null; then
        exec sudo --preserve-env=MT_FRESH_CACHE,MT_DEBIAN_MIRROR,MT_DEBIAN_SECURITY,MT_FRESH_LOGS \
            "$0" "$@"
    fi
    echo "fresh-check: needs root (debootstrap, chroot and mounts), and sudo is not installed" >&2
    exit 1
fi

work="$(mktemp -d /var/tmp/matchtimeline-fresh.XXXXXX)"
root="$work/root"
display=":77"
mkdir -p "$logs"
rm -f "$logs"/*.log "$logs"/*.png

# ---- cleanup: every process whose root is ours, then every mount under it -------------------
processes_in_root() {
    local p
    for p in /proc/[0-9]*; do
        [ "$(readlink "$p/root" 2>/dev/null)" = "$root" ] && echo "${p#/proc/}"
    done
    return 0
}

cleanup() {
    local status=$?
    trap - EXIT INT TERM
    local pids
    pids="$(processes_in_root)"
    if [ -n "$pids" ]; then
        kill -TERM $pids 2>/dev/null || true
        sleep 2
        pids="$(processes_in_root)"
        [ -n "$pids" ] && kill -KILL $pids 2>/dev/null || true
    fi
    local m
    for m in var/cache/apt/archives dev sys proc; do
        if mountpoint -q "$root/$m" 2>/dev/null; then
            umount -R "$root/$m" 2>/dev/null || umount -R -l "$root/$m" || true
        fi
    done
    if [ "$keep" -eq 1 ] && [ "$status" -eq 0 ]; then
        echo "fresh-check: root kept at $root"
    elif grep -q " $work" /proc/mounts; then
        echo "fresh-check: something is still mounted under $work; not removing it" >&2
    else
        rm -rf "$work"
    fi
    exit "$status"
}
trap cleanup EXIT
trap 'echo "fresh-check: interrupted" >&2; exit 130' INT TERM

# ---- steps --------------------------------------------------------------------------------
step_start=0
current=""
begin() {
    current="$1"
    step_start=$(date +%s)
    printf 'fresh-check: %-28s ' "$current..."
}
done_step() {
    printf '%4d s%s\n' $(($(date +%s) - step_start)) "${1:+  ($1)}"
}
fail() {
    local log="$1" why="$2"
    printf 'FAILED\n'
    echo "fresh-check: step '$current' failed: $why" >&2
    if [ -s "$log" ]; then
        grep -iE 'error|could not|not found|unable to' "$log" | head -n 5 | sed 's/^/  /' >&2 || true
        echo "---- last lines of $log ----" >&2
        tail -n 40 "$log" >&2
        echo "----" >&2
    fi
    exit 1
}
# Runs a command with its output in a log, in the background, so that Ctrl+C reaches the trap
# at once (bash runs traps only between foreground commands) and the cleanup stops it.
logged() {
    local log="$1"
    shift
    "$@" >"$log" 2>&1 &
    wait $!
}

# Runs a command in the root as root would on a fresh machine: a login-like environment.
in_root() {
    chroot "$root" /usr/bin/env -i HOME=/root TERM=dumb \
        PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "$@"
}

host_tools() {
    local missing=()
    command -v debootstrap >/dev/null || missing+=(debootstrap)
    command -v git >/dev/null || missing+=(git)
    if [ ${#missing[@]} -gt 0 ]; then
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
            "${missing[@]}" >"$logs/host-tools.log" 2>&1 \
            || fail "$logs/host-tools.log" "could not install ${missing[*]} on this machine"
    fi
}

make_base() {
    begin "debootstrap base"
    if [ -f "$cache/base/.complete" ]; then
        done_step "cached in $cache/base"
        return
    fi
    rm -rf "$cache/base"
    mkdir -p "$cache/base"
    logged "$logs/debootstrap.log" debootstrap --variant=minbase bookworm "$cache/base" "$mirror" \
        || fail "$logs/debootstrap.log" "debootstrap could not make a bookworm root"
    touch "$cache/base/.complete"
    done_step "made from $mirror"
}

make_root() {
    begin "clean root"
    cp -a "$cache/base" "$root"
    rm -f "$root/.complete"
    cat >"$root/etc/apt/sources.list" <<EOF
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb $security bookworm-security main
EOF
    cp /etc/resolv.conf "$root/etc/resolv.conf"
    mount -t proc proc "$root/proc"
    mount --rbind /sys "$root/sys" && mount --make-rslave "$root/sys"
    mount --rbind /dev "$root/dev" && mount --make-rslave "$root/dev"
    # apt's downloads are kept across runs; what is installed is not.
    mkdir -p "$cache/archives/partial"
    mount --bind "$cache/archives" "$root/var/cache/apt/archives"
    rm -f "$root/etc/apt/apt.conf.d/docker-clean"
    done_step
}

clone_head() {
    begin "clean clone of HEAD"
    git clone --quiet --no-local "$repo" "$root/root/matchtimeline" >"$logs/clone.log" 2>&1 \
        || fail "$logs/clone.log" "git clone of $repo failed"
    done_step "$(git -C "$root/root/matchtimeline" log -1 --format=%h)"
}

test_command() {
    begin "test command"
    logged "$logs/test-command.log" in_root /bin/bash -c 'cd /root/matchtimeline && packaging/test.sh' \
        || fail "$logs/test-command.log" "packaging/test.sh exited with $?"
    done_step "$(grep -Eo '[0-9]+% tests passed.*' "$logs/test-command.log" | tail -n 1)"
}

# Distinct colours in a screenshot taken inside the root; an empty X screen has one.
colours_on_screen() {
    in_root /usr/bin/env DISPLAY="$display" import -window root "/tmp/$1.png" 2>/dev/null || {
        echo 0
        return
    }
    in_root convert "/tmp/$1.png" -format '%k' info: 2>/dev/null || echo 0
}

run_command() {
    begin "run command under Xvfb"
    local log="$logs/run-command.log"
    in_root Xvfb "$display" -screen 0 1366x768x24 -nolisten tcp >"$logs/xvfb.log" 2>&1 &
    sleep 2
    in_root /usr/bin/env DISPLAY="$display" /bin/bash -c \
        'cd /root/matchtimeline && exec packaging/run.sh' >"$log" 2>&1 &
    local viewer=$! waited=0 colours=0
    # The run command builds first (several minutes), then the window appears.
    while [ "$waited" -lt 1800 ]; do
        kill -0 "$viewer" 2>/dev/null || fail "$log" "packaging/run.sh ended before a window appeared"
        colours=$(colours_on_screen first)
        [ "$colours" -ge 64 ] && break
        sleep 5
        waited=$((waited + 5))
    done
    [ "$colours" -ge 64 ] || fail "$log" "no window painted within 30 minutes"
    sleep 5
    kill -0 "$viewer" 2>/dev/null || fail "$log" "the viewer died within 5 s of its first paint"
    colours=$(colours_on_screen viewer)
    [ "$colours" -ge 64 ] || fail "$log" "the window went blank ($colours colours)"
    cp "$root/tmp/viewer.png" "$logs/viewer.png"
    grep -q 'qt.qpa.plugin' "$log" && fail "$log" "Qt complained about its platform plugin"
    kill -TERM "$viewer" 2>/dev/null || true
    wait "$viewer" 2>/dev/null || true
    done_step "$colours colours; screenshot $logs/viewer.png"
}

no_display() {
    begin "viewer without a display"
    local log="$logs/no-display.log" status=0
    logged "$log" in_root /bin/bash -c \
        'cd /root/matchtimeline && timeout 60 build/release/app/matchtimeline --sample' || status=$?
    [ "$status" -ne 0 ] || fail "$log" "the viewer started without a display and exited 0"
    [ "$status" -ne 124 ] || fail "$log" "the viewer hung without a display"
    grep -q 'no display' "$log" || fail "$log" "no clear message (exit $status)"
    grep -q 'qt.qpa' "$log" && fail "$log" "a Qt platform-plugin dump instead of a message"
    done_step "exit $status: $(head -n 1 "$log")"
}

total_start=$(date +%s)
host_tools
make_base
make_root
clone_head
test_command
run_command
no_display
echo "fresh-check: passed in $(($(date +%s) - total_start)) s; logs in $logs"
