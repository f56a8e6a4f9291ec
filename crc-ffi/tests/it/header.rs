//! The committed `include/crc.h` must be what cbindgen makes of this crate today.
//! `CRC_UPDATE_HEADER=1 cargo test -p crc-rules-ffi --test it header::` rewrites it.

use std::path::Path;
use std::process::Command;

use crate::common::{compile_c_file, out_dir, run, Link};

/// The version macros, from this crate's version. cbindgen writes no string constants, so
/// they reach the header as cbindgen's `after_includes` text rather than as Rust consts.
fn version_macros() -> String {
    format!(
        "\n/*\n The version of the library this header is of, as numbers and as text. A program\n \
         that compares CRC_VERSION_STRING with crc_version() at run time finds out whether it\n \
         runs against the libcrc it was compiled for.\n */\n\
         #define CRC_VERSION_MAJOR {}\n\
         #define CRC_VERSION_MINOR {}\n\
         #define CRC_VERSION_PATCH {}\n\
         #define CRC_VERSION_STRING \"{}\"",
        env!("CARGO_PKG_VERSION_MAJOR"),
        env!("CARGO_PKG_VERSION_MINOR"),
        env!("CARGO_PKG_VERSION_PATCH"),
        env!("CARGO_PKG_VERSION"),
    )
}

/// The header cbindgen writes for crc-rules-ffi as it stands.
fn generated_header() -> String {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut config =
        cbindgen::Config::from_file(crate_dir.join("cbindgen.toml")).expect("cbindgen.toml");
    config.after_includes = Some(version_macros());
    let bindings = cbindgen::Builder::new()
        .with_crate(crate_dir)
        .with_config(config)
        .generate()
        .expect("cbindgen reads crc-rules-ffi");
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
        "include/crc.h is stale: run `CRC_UPDATE_HEADER=1 cargo test -p crc-rules-ffi --test it header::` and commit it"
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
    assert_eq!(numbers.len(), 21, "{numbers:?}");
    for number in numbers {
        // SAFETY: the message is a static NUL-terminated string.
        let message = unsafe { std::ffi::CStr::from_ptr(crc::crc_status_message(number)) };
        assert_ne!(message.to_str(), Ok("unknown status"), "status {number}");
        let status = crc::crc_status::from_number(number).expect("a status");
        assert_eq!(status as u32, number);
        assert_eq!(message.to_str(), Ok(status.message()));
    }
}

/// A C program compiled with the header prints its version macros and what the library it
/// is linked with says: they must agree with each other and with this crate's version.
#[test]
fn version_macros_equal_crc_version() {
    let source = out_dir().join("version.c");
    std::fs::write(
        &source,
        "#include <stdio.h>\n#include \"crc.h\"\n\
         int main(void) {\n\
             printf(\"%d.%d.%d\\n%s\\n%s\\n\", CRC_VERSION_MAJOR, CRC_VERSION_MINOR,\n\
                    CRC_VERSION_PATCH, CRC_VERSION_STRING, crc_version());\n\
             return 0;\n\
         }\n",
    )
    .expect("write version.c");
    let exe = compile_c_file(&source, "version-static", "c99", Some(Link::Static));
    let output = String::from_utf8(run(&mut Command::new(&exe)).stdout).expect("UTF-8");
    let [numbers, string, library_version] = output.lines().collect::<Vec<_>>()[..] else {
        panic!("three lines expected: {output:?}");
    };
    assert_eq!(string, library_version, "CRC_VERSION_STRING and crc_version()");
    assert_eq!(string, env!("CARGO_PKG_VERSION"));
    // A pre-release such as 0.2.0-alpha.1 keeps its numbers before the '-'.
    assert_eq!(string.split('-').next(), Some(numbers));
}
