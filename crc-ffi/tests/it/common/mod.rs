//! What the tests of the C programs share: where the libraries and the outputs are, how a C
//! or C++ program is built against the static or the shared `libcrc`, and how it is run.
//!
//! `CC` and `CXX` choose the compilers (default `cc`, `c++`).

// Each test file uses a part of these helpers.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The engine's folder under `examples/`: a program of several C files.
pub const ENGINE: &str = "engine";

pub fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// `target/<profile>/deps`, where cargo put this test and the libraries it was built with.
pub fn deps_dir() -> PathBuf {
    std::env::current_exe().expect("test path").parent().expect("deps dir").to_path_buf()
}

pub fn out_dir() -> PathBuf {
    let dir = deps_dir().join("..").join("c-examples");
    std::fs::create_dir_all(&dir).expect("output folder");
    dir
}

/// System libraries Rust's std needs when `libcrc.a` is linked into a C program, from the
/// one list the Makefile, crc.pc and the scripts read too (`native_libs.rs` checks it).
pub fn native_libs() -> Vec<&'static str> {
    include_str!("../../../native-static-libs").split_whitespace().collect()
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Link {
    Static,
    Shared,
}

pub fn library(link: Link) -> PathBuf {
    let name = match link {
        Link::Static => "libcrc.a",
        Link::Shared => "libcrc.so",
    };
    let path = deps_dir().join(name);
    assert!(path.exists(), "{} missing: crc-rules-ffi builds staticlib and cdylib", path.display());
    path
}

/// The SONAME crc-rules-ffi's build script gives the shared library: `libcrc.so.0.1` for 0.1.x.
pub fn soname() -> String {
    let (major, minor) = (env!("CARGO_PKG_VERSION_MAJOR"), env!("CARGO_PKG_VERSION_MINOR"));
    match major {
        "0" => format!("libcrc.so.0.{minor}"),
        _ => format!("libcrc.so.{major}"),
    }
}

/// A folder where the shared library stands under its SONAME, the name a program linked
/// against it asks for at run time (as `make install` lays it out).
pub fn shared_library_dir() -> PathBuf {
    let dir = out_dir().join("lib");
    std::fs::create_dir_all(&dir).expect("library folder");
    let link = dir.join(soname());
    if std::fs::read_link(&link).ok() != Some(library(Link::Shared)) {
        let _ = std::fs::remove_file(&link);
        // Tests run side by side: another may have made the same link a moment ago.
        if let Err(e) = std::os::unix::fs::symlink(library(Link::Shared), &link) {
            assert_eq!(e.kind(), std::io::ErrorKind::AlreadyExists, "{e}");
        }
    }
    dir
}

/// The linker arguments for the shared library this test was built with. The search path
/// is a DT_RPATH, which the loader reads before LD_LIBRARY_PATH: cargo puts
/// `target/<profile>` on that path, where `make build` leaves a SONAME link to whatever
/// `libcrc.so` it last built.
fn shared_link_args() -> [String; 2] {
    [
        library(Link::Shared).display().to_string(),
        format!("-Wl,--disable-new-dtags,-rpath,{}", shared_library_dir().display()),
    ]
}

/// A check left out for want of a tool: says so on the real stderr (the test harness does
/// not capture it), and fails under `CI`, which must run every check.
pub fn skipped(check: &str, why: &str) {
    assert!(std::env::var_os("CI").is_none(), "CI must run the {check}");
    let message = format!("SKIPPED {check}: {why}\n");
    std::io::Write::write_all(&mut std::io::stderr(), message.as_bytes()).ok();
}

pub fn run(command: &mut Command) -> Output {
    let output = command.output().unwrap_or_else(|e| panic!("cannot run {command:?}: {e}"));
    assert!(
        output.status.success(),
        "{command:?} failed: {}\n{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

/// The files of the program `source` under `examples/`: the file itself, or every C file
/// of a folder (in name order, so that a build is the same from run to run).
fn source_files(source: &str) -> Vec<PathBuf> {
    let path = workspace().join("examples").join(source);
    if !path.is_dir() {
        return vec![path];
    }
    let mut files: Vec<PathBuf> = std::fs::read_dir(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .map(|entry| entry.expect("a folder entry").path())
        .filter(|file| file.extension().is_some_and(|ext| ext == "c"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no C file in {}", path.display());
    files
}

/// Compiles `source` under `examples/` (a C99 or C++17 file by its extension, or a folder of
/// C files, one program) and links it with `link`. `purpose` names the test, so that tests
/// running side by side never share an executable.
pub fn build(source: &str, link: Link, extra_flags: &[&str], purpose: &str) -> PathBuf {
    let cpp = source.ends_with(".cpp");
    let compiler = if cpp {
        std::env::var("CXX").unwrap_or_else(|_| "c++".into())
    } else {
        std::env::var("CC").unwrap_or_else(|_| "cc".into())
    };
    let stem = Path::new(source).file_stem().unwrap().to_string_lossy().into_owned();
    let exe = out_dir().join(format!("{stem}-{link:?}-{purpose}").to_lowercase());
    let mut command = Command::new(&compiler);
    command
        .arg(if cpp { "-std=c++17" } else { "-std=c99" })
        .args(["-Wall", "-Wextra", "-Werror", "-pedantic", "-g"])
        .args(extra_flags)
        .arg("-I")
        .arg(workspace().join("include"))
        .args(source_files(source))
        .arg("-o")
        .arg(&exe);
    match link {
        Link::Static => {
            command.arg(library(Link::Static)).args(native_libs());
        }
        Link::Shared => {
            command.args(shared_link_args());
        }
    }
    run(&mut command);
    exe
}

/// Compiles the one C file `source` (C standard `standard`, the examples' warnings as
/// errors) into `out_dir()/exe`, against the static library when `link` is given; gives the
/// executable.
pub fn compile_c_file(source: &Path, exe: &str, standard: &str, link: Option<Link>) -> PathBuf {
    let exe = out_dir().join(exe);
    let compiler = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    let mut command = Command::new(compiler);
    command
        .arg(format!("-std={standard}"))
        .args(["-Wall", "-Wextra", "-Werror", "-pedantic", "-I"])
        .arg(workspace().join("include"))
        .arg(source);
    match link {
        Some(Link::Static) => {
            command.arg(library(Link::Static)).args(native_libs());
        }
        Some(Link::Shared) => {
            command.args(shared_link_args());
        }
        None => {}
    }
    run(command.arg("-o").arg(&exe));
    exe
}

/// What `objdump FLAG` says of the shared library, or None where objdump is missing.
pub fn objdump_of_shared_library(flag: &str) -> Option<String> {
    let output = Command::new("objdump")
        .arg(flag)
        .arg(library(Link::Shared))
        .output()
        .ok()
        .filter(|o| o.status.success())?;
    Some(String::from_utf8_lossy(&output.stdout).into_owned())
}

pub fn stdout_of(command: &mut Command) -> String {
    String::from_utf8(run(command).stdout).expect("UTF-8 output")
}

/// Runs `command` with `input` on its standard input; gives its output, which must be a
/// success.
pub fn output_with_input(mut command: Command, input: &str) -> String {
    use std::io::Write;
    let mut child = command
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {command:?}: {e}"));
    child.stdin.take().expect("stdin").write_all(input.as_bytes()).expect("feed the input");
    let output = child.wait_with_output().expect("the program ends");
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{command:?} failed: {stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    stdout
}
