# ctest packaging/deb: builds the .deb from the current build tree with cpack (into a scratch
# folder) and checks that it holds what a desktop needs. Exit code 77 = skipped.
#   cmake -DBUILD_DIR=... -DAPP_ID=... -DWORK_DIR=... -P check-deb.cmake
find_program(DPKG_DEB dpkg-deb)
if(NOT DPKG_DEB)
    message("SKIP: dpkg-deb is not installed (Debian package dpkg); cannot inspect a .deb")
    cmake_language(EXIT 77)
endif()
get_filename_component(CMAKE_DIR "${CMAKE_COMMAND}" DIRECTORY)
find_program(CPACK cpack HINTS "${CMAKE_DIR}" REQUIRED)

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
execute_process(
    COMMAND "${CPACK}" -G DEB --config "${BUILD_DIR}/CPackConfig.cmake" -B "${WORK_DIR}"
    WORKING_DIRECTORY "${BUILD_DIR}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cpack -G DEB failed (${rc}):\n${out}\n${err}")
endif()
file(GLOB debs "${WORK_DIR}/*.deb")
list(LENGTH debs count)
if(NOT count EQUAL 1)
    message(FATAL_ERROR "expected one .deb in ${WORK_DIR}, found: ${debs}")
endif()
message(STATUS "built ${debs}")

execute_process(COMMAND "${DPKG_DEB}" -c ${debs} RESULT_VARIABLE rc OUTPUT_VARIABLE listing)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "dpkg-deb -c failed")
endif()
set(required
    "./usr/bin/matchtimeline"
    "./usr/share/applications/${APP_ID}.desktop"
    "./usr/share/metainfo/${APP_ID}.metainfo.xml"
    "./usr/share/icons/hicolor/scalable/apps/${APP_ID}.svg"
    "./usr/share/icons/hicolor/16x16/apps/${APP_ID}.png"
    "./usr/share/icons/hicolor/48x48/apps/${APP_ID}.png"
    "./usr/share/icons/hicolor/256x256/apps/${APP_ID}.png"
    "./usr/share/matchtimeline/translations/matchtimeline_nb.qm")
set(missing)
foreach(path IN LISTS required)
    string(FIND "${listing}" " ${path}\n" at)
    if(at EQUAL -1)
        list(APPEND missing "${path}")
    endif()
endforeach()
if(missing)
    message(FATAL_ERROR "the .deb lacks:\n  ${missing}\ncontents:\n${listing}")
endif()

# The control file names the package and its runtime dependencies.
execute_process(COMMAND "${DPKG_DEB}" -f ${debs} Package Depends Architecture
                OUTPUT_VARIABLE fields)
message(STATUS "control:\n${fields}")
foreach(dep "libqt6widgets6" "libqt6charts6" "libqt6svg6" "libicu")
    string(FIND "${fields}" "${dep}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "Depends does not name ${dep}:\n${fields}")
    endif()
endforeach()

# The installed binary is the one that runs: --version works from the package's tree.
execute_process(COMMAND "${DPKG_DEB}" -x ${debs} "${WORK_DIR}/root" RESULT_VARIABLE rc)
execute_process(COMMAND "${WORK_DIR}/root/usr/bin/matchtimeline" --version
                RESULT_VARIABLE rc OUTPUT_VARIABLE version ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "packaged matchtimeline --version failed (${rc}): ${err}")
endif()
message(STATUS "packaged binary: ${version}")
file(REMOVE_RECURSE "${WORK_DIR}")
message(STATUS "the .deb holds the binary, desktop file, metainfo, icons and translations")
