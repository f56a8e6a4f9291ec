//! Gives the shared library a versioned SONAME (`libcrc.so.0.1` for 0.1.x: before 1.0 a
//! minor version may break the ABI), so that a program linked against `libcrc.so` asks for
//! that exact ABI at run time and versions can be installed side by side.

fn main() {
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux") {
        let major = env!("CARGO_PKG_VERSION_MAJOR");
        let minor = env!("CARGO_PKG_VERSION_MINOR");
        let abi = if major == "0" { format!("0.{minor}") } else { major.to_owned() };
        println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libcrc.so.{abi}");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
