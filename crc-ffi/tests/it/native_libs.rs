//! `crc-ffi/native-static-libs` is the one list of system libraries that a C program needs
//! when it links the static `libcrc.a` (the Makefile, `crc.pc`, the tests and the scripts all
//! read it). It must be what rustc itself says for this crate.

use std::path::Path;
use std::process::Command;

#[test]
fn the_list_is_what_rustc_prints() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let committed = std::fs::read_to_string(crate_dir.join("native-static-libs"))
        .expect("crc-ffi/native-static-libs");
    // A target folder of its own, so that the extra rustc flag does not invalidate the
    // libraries the other tests link. The list depends neither on LTO nor on optimization,
    // so both are left out: the build takes seconds, not a release build's minute.
    let target = crate_dir.join("../target/native-static-libs");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    // rustc prints the list only when it builds the crate: clean it (its dependencies stay).
    let cleaned = Command::new(&cargo)
        .current_dir(crate_dir)
        .args(["clean", "-p", "crc-rules-ffi", "--release", "--target-dir"])
        .arg(&target)
        .status()
        .expect("cargo runs");
    assert!(cleaned.success());
    let output = Command::new(&cargo)
        .current_dir(crate_dir)
        .args(["rustc", "-p", "crc-rules-ffi", "--release", "--lib", "--target-dir"])
        .arg(&target)
        .args(["--", "--print", "native-static-libs"])
        .env("CARGO_PROFILE_RELEASE_LTO", "false")
        .env("CARGO_PROFILE_RELEASE_OPT_LEVEL", "0")
        .env("CARGO_PROFILE_RELEASE_CODEGEN_UNITS", "16")
        .output()
        .expect("cargo runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "cargo rustc failed:\n{stderr}");
    let printed = stderr
        .lines()
        .find_map(|line| line.split("native-static-libs: ").nth(1))
        .unwrap_or_else(|| panic!("rustc printed no native-static-libs line:\n{stderr}"));
    assert_eq!(
        printed.split_whitespace().collect::<Vec<_>>(),
        committed.split_whitespace().collect::<Vec<_>>(),
        "crc-ffi/native-static-libs differs from what rustc prints"
    );
}
