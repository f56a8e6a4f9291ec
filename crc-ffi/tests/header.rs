//! The committed `include/crc.h` must be what cbindgen makes of this crate today.
//! `CRC_UPDATE_HEADER=1 cargo test -p crc-ffi --test header` rewrites it.

use std::path::Path;

#[test]
fn committed_header_is_current() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut config =
        cbindgen::Config::from_file(crate_dir.join("cbindgen.toml")).expect("cbindgen.toml");
    // cbindgen does not expand macros: the status enum, declared by one, comes from the
    // same list as its Rust twin.
    config.after_includes = Some(format!("\n{}", crc::crc_status::C_DECLARATION));
    let bindings = cbindgen::Builder::new()
        .with_crate(crate_dir)
        .with_config(config)
        .generate()
        .expect("cbindgen reads crc-ffi");
    let mut generated = Vec::new();
    bindings.write(&mut generated);
    let generated = String::from_utf8(generated).expect("UTF-8 header");
    let header_path = crate_dir.join("../include/crc.h");
    if std::env::var_os("CRC_UPDATE_HEADER").is_some() {
        std::fs::write(&header_path, &generated).expect("write include/crc.h");
    }
    let committed = std::fs::read_to_string(&header_path).unwrap_or_default();
    assert!(
        committed == generated,
        "include/crc.h is stale: run `CRC_UPDATE_HEADER=1 cargo test -p crc-ffi --test header` and commit it"
    );
}
