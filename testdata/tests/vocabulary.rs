//! `testdata/vocabulary.tsv` against the code and the docs:
//! - docs/bindings.md shows the table as it is (`CRC_UPDATE_DOCS=1` rewrites its copy);
//! - every public method of Rust's `Game` and `Position` is in the Rust column, and every Rust
//!   name of the table is in the crates' sources;
//! - every `crc_game_*` and `crc_position_*` function of crc.h is in the C column, every C name
//!   of the table is in crc.h, with the number the table gives it.
//!
//! The Python and JavaScript columns are held to their packages by those doors' own tests
//! (crc-py/tests/test_vocabulary.py, crc-wasm/tests/api/vocabulary.test.mjs), and each door's
//! scenario runner calls the table's names.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use crc_testdata::vocabulary::{door_names, markdown, name_of, value_of, vocabulary, Door};
use regex::Regex;

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

const START: &str = "<!-- vocabulary.tsv: start -->\n";
const END: &str = "<!-- vocabulary.tsv: end -->";

#[test]
fn docs_show_the_table_as_it_is() {
    let path = workspace().join("docs/bindings.md");
    let docs = std::fs::read_to_string(&path).expect("docs/bindings.md");
    let (before, rest) = docs
        .split_once(START)
        .expect("docs/bindings.md marks the table's start");
    let (shown, after) = rest
        .split_once(END)
        .expect("docs/bindings.md marks the table's end");
    let table = markdown();
    if std::env::var_os("CRC_UPDATE_DOCS").is_some() {
        std::fs::write(&path, format!("{before}{START}{table}{END}{after}")).expect("write");
        return;
    }
    assert!(
        shown == table,
        "docs/bindings.md shows another table than testdata/vocabulary.tsv; \
         CRC_UPDATE_DOCS=1 cargo test -p crc-testdata --test vocabulary rewrites it"
    );
}

/// Every `.rs` file below `folder`.
fn rust_files(folder: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(folder).expect("a source folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

fn type_name(ty: &syn::Type) -> Option<String> {
    match ty {
        syn::Type::Path(path) => path.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    }
}

/// The Rust names the crates define, as the table writes them: `Type::method` for the
/// methods of each `impl` (public ones, or any of a trait's), `Type::clone` for a type that
/// derives `Clone`, `Enum::Variant`, and `crc_rules_game::item` for crc-rules-game's public
/// free functions and types. With them, the public methods of `Game` and `Position`.
fn rust_names() -> (BTreeSet<String>, BTreeSet<String>) {
    let mut names = BTreeSet::new();
    let mut game_and_position = BTreeSet::new();
    let error_kind = Regex::new(r#"(\w+) => ""#).unwrap();
    for krate in ["crc-core", "crc-movegen", "crc-game", "crc-svg"] {
        for file in rust_files(&workspace().join(krate).join("src")) {
            let text = std::fs::read_to_string(&file).expect("a source file");
            let syntax = syn::parse_file(&text).unwrap_or_else(|e| panic!("{file:?}: {e}"));
            for item in &syntax.items {
                match item {
                    syn::Item::Impl(block) => {
                        let Some(ty) = type_name(&block.self_ty) else {
                            continue;
                        };
                        for inner in &block.items {
                            let syn::ImplItem::Fn(f) = inner else {
                                continue;
                            };
                            let public = matches!(f.vis, syn::Visibility::Public(_));
                            if public || block.trait_.is_some() {
                                names.insert(format!("{ty}::{}", f.sig.ident));
                            }
                            if public
                                && block.trait_.is_none()
                                && (ty == "Game" || ty == "Position")
                            {
                                game_and_position.insert(format!("{ty}::{}", f.sig.ident));
                            }
                        }
                    }
                    syn::Item::Enum(e) => {
                        for variant in &e.variants {
                            names.insert(format!("{}::{}", e.ident, variant.ident));
                        }
                    }
                    syn::Item::Struct(s) => {
                        let derives_clone = s.attrs.iter().any(|a| {
                            a.path().is_ident("derive")
                                && a.meta.require_list().is_ok_and(|l| {
                                    l.tokens.to_string().split([',', ' ']).any(|t| t == "Clone")
                                })
                        });
                        if derives_clone {
                            names.insert(format!("{}::clone", s.ident));
                        }
                        for field in &s.fields {
                            if let Some(ident) = &field.ident {
                                names.insert(format!("{}.{ident}", s.ident));
                            }
                        }
                    }
                    // crc-core's error kinds are written by its `error_kinds!` macro.
                    syn::Item::Macro(m) if m.mac.path.is_ident("error_kinds") => {
                        let tokens = m.mac.tokens.to_string();
                        for c in error_kind.captures_iter(&tokens) {
                            names.insert(format!("ErrorKind::{}", &c[1]));
                        }
                    }
                    syn::Item::Fn(f) if matches!(f.vis, syn::Visibility::Public(_)) => {
                        let krate = krate.replace("crc-", "crc_rules_");
                        names.insert(format!("{krate}::{}", f.sig.ident));
                    }
                    _ => {}
                }
            }
        }
    }
    // crc-rules-game's exports: what `pub use` makes public under the crate's name.
    let lib = std::fs::read_to_string(workspace().join("crc-game/src/lib.rs")).expect("lib.rs");
    let word = Regex::new(r"\b[A-Za-z_][A-Za-z0-9_]*\b").unwrap();
    for export in lib.split("pub use ").skip(1) {
        let export = &export[..export.find(';').unwrap_or(export.len())];
        for name in word.find_iter(export) {
            names.insert(format!("crc_rules_game::{}", name.as_str()));
        }
    }
    (names, game_and_position)
}

#[test]
fn rust_column_names_every_public_call_of_game_and_position() {
    let (defined, public) = rust_names();
    let table: BTreeSet<String> = door_names(Door::Rust)
        .into_iter()
        .map(String::from)
        .collect();
    let missing: Vec<&String> = public.iter().filter(|n| !table.contains(*n)).collect();
    assert!(
        missing.is_empty(),
        "public calls the vocabulary does not name: {missing:?}"
    );
    let unknown: Vec<&String> = table.iter().filter(|n| !defined.contains(*n)).collect();
    assert!(
        unknown.is_empty(),
        "Rust names of the vocabulary that no crate defines: {unknown:?}"
    );
}

/// crc.h's functions, and its `#define`s with their values.
fn header() -> (BTreeSet<String>, BTreeMap<String, i64>, String) {
    let text = std::fs::read_to_string(workspace().join("include/crc.h")).expect("crc.h");
    let function = Regex::new(r"(?m)\b(crc_[a-z0-9_]+)\(").unwrap();
    let functions = function
        .captures_iter(&text)
        .map(|c| c[1].to_owned())
        .collect();
    let define = Regex::new(r"(?m)^#define (CRC_[A-Z0-9_]+) (-?\d+)").unwrap();
    let mut defines: BTreeMap<String, i64> = define
        .captures_iter(&text)
        .map(|c| (c[1].to_owned(), c[2].parse().unwrap()))
        .collect();
    let enumerator = Regex::new(r"(?m)^\s+(CRC_[A-Z0-9_]+) = (\d+),").unwrap();
    defines.extend(
        enumerator
            .captures_iter(&text)
            .map(|c| (c[1].to_owned(), c[2].parse().unwrap())),
    );
    (functions, defines, text)
}

/// Whether crc.h's `typedef struct { … } ty;` has a field `field`.
fn struct_has(header: &str, ty: &str, field: &str) -> bool {
    let Some(end) = header.find(&format!("}} {ty};")) else {
        return false;
    };
    let start = header[..end].rfind("typedef struct").unwrap_or(0);
    Regex::new(&format!(r"\b{field};"))
        .unwrap()
        .is_match(&header[start..end])
}

#[test]
fn c_column_names_every_game_and_position_call_of_the_header() {
    let (functions, defines, text) = header();
    let table: BTreeSet<&str> = door_names(Door::C).into_iter().collect();
    let missing: Vec<&String> = functions
        .iter()
        .filter(|f| f.starts_with("crc_game_") || f.starts_with("crc_position_"))
        .filter(|f| !table.contains(f.as_str()))
        .collect();
    assert!(
        missing.is_empty(),
        "crc.h calls the vocabulary does not name: {missing:?}"
    );
    for concept in vocabulary() {
        for entry in concept.entries(Door::C) {
            let name = name_of(entry);
            let known = functions.contains(name)
                || defines.contains_key(name)
                || name
                    .split_once('.')
                    .is_some_and(|(ty, field)| struct_has(&text, ty, field));
            assert!(known, "{}: crc.h has no {name}", concept.concept);
            if let Some(value) = value_of(entry) {
                assert_eq!(
                    defines.get(name),
                    Some(&value),
                    "{}: {entry}",
                    concept.concept
                );
            }
        }
    }
}
