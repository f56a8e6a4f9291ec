//! The committed `include/crc.h` must be what cbindgen makes of this crate today.
//! `CRC_UPDATE_HEADER=1 cargo test -p crc-ffi --test header` rewrites it.

use std::path::Path;

/// The header cbindgen writes for crc-ffi as it stands.
fn generated_header() -> String {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let config =
        cbindgen::Config::from_file(crate_dir.join("cbindgen.toml")).expect("cbindgen.toml");
    let bindings = cbindgen::Builder::new()
        .with_crate(crate_dir)
        .with_config(config)
        .generate()
        .expect("cbindgen reads crc-ffi");
    let mut generated = Vec::new();
    bindings.write(&mut generated);
    String::from_utf8(generated).expect("UTF-8 header")
}

#[test]
fn committed_header_is_current() {
    let generated = generated_header();
    let header_path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../include/crc.h");
    if std::env::var_os("CRC_UPDATE_HEADER").is_some() {
        std::fs::write(&header_path, &generated).expect("write include/crc.h");
    }
    let committed = std::fs::read_to_string(&header_path).unwrap_or_default();
    assert!(
        committed == generated,
        "include/crc.h is stale: run `CRC_UPDATE_HEADER=1 cargo test -p crc-ffi --test header` and commit it"
    );
}

/// Every status the header declares is one `crc_status_message` knows: a status added to
/// the enum but not to the list a number is looked up in would read as "unknown status".
#[test]
fn every_declared_status_has_its_message() {
    let header = generated_header();
    let start = header.find("typedef enum {").expect("the status enum");
    let end = start + header[start..].find("} crc_status;").expect("its end");
    let numbers: Vec<u32> = header[start..end]
        .lines()
        .filter_map(|line| line.trim().strip_prefix("CRC_"))
        .filter_map(|line| line.split(" = ").nth(1))
        .map(|number| number.trim_end_matches(',').parse().expect("a number"))
        .collect();
    assert_eq!(numbers.len(), 20, "{numbers:?}");
    for number in numbers {
        // SAFETY: the message is a static NUL-terminated string.
        let message = unsafe { std::ffi::CStr::from_ptr(crc::crc_status_message(number)) };
        assert_ne!(message.to_str(), Ok("unknown status"), "status {number}");
        let status = crc::crc_status::from_number(number).expect("a status");
        assert_eq!(status as u32, number);
        assert_eq!(message.to_str(), Ok(status.message()));
    }
}
