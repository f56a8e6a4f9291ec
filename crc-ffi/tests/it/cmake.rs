//! The CMake package `make install` writes (`lib/cmake/crc/`): the README's CMake lines, run
//! as they stand against a fresh prefix, configure, build and run `examples/cmake/` with
//! `find_package(crc 0.1 CONFIG REQUIRED)`, against the shared (`crc::crc`) and the static
//! (`crc::crc_static`) library; and the version file answers the requests of its ABI only.
//! `make` installs the libraries this test was built with, as in `c_examples.rs`.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common::{deps_dir, out_dir, run, skipped, soname, stdout_of, workspace};

fn have(tool: &str) -> bool {
    Command::new("bash")
        .args(["-c", &format!("command -v {tool}")])
        .output()
        .is_ok_and(|o| o.status.success())
}

/// A fresh prefix with libcrc installed into it by the workspace's `make install-only`.
fn installed_prefix(purpose: &str) -> PathBuf {
    let prefix = out_dir().join(format!("cmake-prefix-{purpose}"));
    let _ = std::fs::remove_dir_all(&prefix);
    run(Command::new("make")
        .arg("-s")
        .arg("-C")
        .arg(workspace())
        .arg(format!("CRC_BUILD_DIR={}", deps_dir().display()))
        .arg(format!("PREFIX={}", prefix.display()))
        .arg("install-only"));
    // As ldd and CMake write it: without the `..` of out_dir().
    prefix.canonicalize().expect("the prefix")
}

/// The README's CMake lines: the shell block that starts with `cmake -S examples/cmake`.
fn readme_cmake_lines() -> String {
    let readme = std::fs::read_to_string(workspace().join("README.md")).expect("README.md");
    readme
        .split("```sh\n")
        .filter_map(|block| block.split("```").next())
        .find(|block| block.starts_with("cmake -S examples/cmake "))
        .expect("the README's CMake lines")
        .to_owned()
}

#[test]
fn readme_cmake_lines_build_the_example_against_the_installed_package() {
    if !have("cmake") || !have("make") || !have("ldd") {
        return skipped("CMake package check", "cmake, make or ldd missing");
    }
    let prefix = installed_prefix("readme");
    // The README's lines run from a clone: here a folder whose examples/ is the workspace's,
    // so that the build folder they make is this test's.
    let clone = out_dir().join("cmake-clone");
    let _ = std::fs::remove_dir_all(&clone);
    std::fs::create_dir_all(&clone).expect("clone folder");
    std::os::unix::fs::symlink(workspace().join("examples"), clone.join("examples"))
        .expect("examples link");
    let script =
        format!("set -euo pipefail\nPREFIX='{}'\n{}", prefix.display(), readme_cmake_lines());
    let output = run(Command::new("bash")
        .arg("-c")
        .arg(&script)
        .current_dir(&clone)
        .env("CFLAGS", "-std=c99 -Wall -Wextra -Werror -pedantic")
        .env_remove("LD_LIBRARY_PATH"));
    let stdout = String::from_utf8_lossy(&output.stdout);
    let version = env!("CARGO_PKG_VERSION");
    let header_and_library = format!("header {version}, library {version}");
    assert_eq!(stdout.matches(&header_and_library).count(), 2, "{stdout}");
    let fen = "fen: rnbqckabnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNBQCKABNR b KQkq - 0 1";
    assert_eq!(stdout.matches(fen).count(), 2, "{stdout}");
    let ldd = |exe: &str| {
        stdout_of(
            Command::new("ldd").arg(clone.join("build").join(exe)).env_remove("LD_LIBRARY_PATH"),
        )
    };
    let shared_lib = prefix.join("lib").join(soname());
    assert!(
        ldd("version").contains(&format!("{} => {}", soname(), shared_lib.display())),
        "crc::crc runs against the installed libcrc"
    );
    assert!(!ldd("version_static").contains("libcrc"), "crc::crc_static");
}

/// Whether `crcConfigVersion.cmake` in `prefix` accepts a request for `version`, as
/// find_package asks it.
fn accepts(prefix: &Path, version: &str) -> bool {
    let mut parts = version.split('.').chain(std::iter::repeat("0"));
    let script = out_dir().join(format!("cmake-version-{version}.cmake"));
    std::fs::write(
        &script,
        format!(
            "set(CMAKE_SIZEOF_VOID_P 8)\n\
             set(PACKAGE_FIND_VERSION \"{version}\")\n\
             set(PACKAGE_FIND_VERSION_MAJOR \"{}\")\n\
             set(PACKAGE_FIND_VERSION_MINOR \"{}\")\n\
             include(\"{}\")\n\
             message(\"compatible: ${{PACKAGE_VERSION_COMPATIBLE}}\")\n",
            parts.next().unwrap(),
            parts.next().unwrap(),
            prefix.join("lib/cmake/crc/crcConfigVersion.cmake").display()
        ),
    )
    .expect("write the script");
    let output = run(Command::new("cmake").arg("-P").arg(&script));
    let said = String::from_utf8_lossy(&output.stderr).into_owned();
    match said.trim() {
        "compatible: TRUE" => true,
        "compatible: FALSE" => false,
        other => panic!("{other:?}"),
    }
}

/// The version file accepts the requests of this version's ABI (major.minor before 1.0,
/// the SONAME's, else the major version) up to this version, and no other.
#[test]
fn version_file_accepts_the_requests_of_its_abi() {
    if !have("cmake") || !have("make") {
        return skipped("CMake version file check", "cmake or make missing");
    }
    let number = |text: &str| text.parse::<u32>().expect("a number");
    let major = number(env!("CARGO_PKG_VERSION_MAJOR"));
    let minor = number(env!("CARGO_PKG_VERSION_MINOR"));
    let patch = number(env!("CARGO_PKG_VERSION_PATCH"));
    let mut accepted = vec![format!("{major}.{minor}"), format!("{major}.{minor}.{patch}")];
    let mut refused = vec![format!("{major}.{minor}.{}", patch + 1), format!("{}", major + 1)];
    if major == 0 {
        refused.push(format!("0.{}", minor + 1));
        if minor > 0 {
            refused.extend([format!("0.{}", minor - 1), "0".to_owned()]);
        }
    } else {
        accepted.extend([format!("{major}"), format!("{major}.0")]);
        refused.push(format!("{}", major - 1));
    }
    let prefix = installed_prefix("version");
    for version in &accepted {
        assert!(accepts(&prefix, version), "{version} refused");
    }
    for version in &refused {
        assert!(!accepts(&prefix, version), "{version} accepted");
    }
}
