//! `vocabulary.tsv`: the name of each concept at each door (Rust, C, Python, JavaScript), and
//! which ecosystem each door follows where they differ. The scenario runners call the table's
//! names through it, and the vocabulary tests hold it to the code and to docs/bindings.md.

/// The table as text: a header, then `concept`, one cell per door, `ecosystems`, tab-separated.
pub const VOCABULARY_TSV: &str = include_str!("../vocabulary.tsv");

/// The four doors, in the table's column order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Door {
    /// The Rust crates.
    Rust,
    /// The C library.
    C,
    /// The Python package.
    Python,
    /// The npm package.
    Js,
}

impl Door {
    /// The doors in column order.
    pub const ALL: [Door; 4] = [Door::Rust, Door::C, Door::Python, Door::Js];

    /// The column's header: `rust`, `c`, `python`, `js`.
    pub const fn column(self) -> &'static str {
        match self {
            Door::Rust => "rust",
            Door::C => "c",
            Door::Python => "python",
            Door::Js => "js",
        }
    }
}

/// What a cell holds where its door lacks the concept.
pub const NONE: &str = "—";

/// One concept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Concept {
    /// Its key, the scenario table's call where it has one (`play`, `history`, …).
    pub concept: &'static str,
    /// The cells, in [`Door::ALL`] order, as written.
    pub cells: [&'static str; 4],
    /// Which ecosystem each door follows where they differ.
    pub ecosystems: &'static str,
}

impl Concept {
    /// The entries of `door`'s cell, as written (`crc_game_fen`, `Game.history({ verbose:
    /// true })`, `CRC_REASON_CHECKMATE = 1`); none for [`NONE`].
    pub fn entries(&self, door: Door) -> Vec<&'static str> {
        let cell = self.cells[door as usize];
        if cell == NONE {
            return Vec::new();
        }
        split_entries(cell)
    }

    /// The names of `door`'s cell: each entry without its arguments (`(…)`), its value
    /// (` = n`) and a leading `new `.
    pub fn names(&self, door: Door) -> Vec<&'static str> {
        self.entries(door).into_iter().map(name_of).collect()
    }

    /// The name a caller at `door` uses first.
    pub fn first(&self, door: Door) -> Option<&'static str> {
        self.names(door).first().copied()
    }
}

/// The entries of a cell: split on `, ` outside parentheses and braces.
fn split_entries(cell: &'static str) -> Vec<&'static str> {
    let mut entries = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    let bytes = cell.as_bytes();
    for (i, &byte) in bytes.iter().enumerate() {
        match byte {
            b'(' | b'{' => depth += 1,
            b')' | b'}' => depth -= 1,
            b',' if depth == 0 && bytes.get(i + 1) == Some(&b' ') => {
                entries.push(cell[start..i].trim());
                start = i + 2;
            }
            _ => {}
        }
    }
    entries.push(cell[start..].trim());
    entries
}

/// An entry's name: `Game.history({ verbose: true })` → `Game.history`,
/// `CRC_REASON_CHECKMATE = 1` → `CRC_REASON_CHECKMATE`, `new Game` → `Game`.
pub fn name_of(entry: &str) -> &str {
    let entry = entry.strip_prefix("new ").unwrap_or(entry);
    let end = entry.find(['(', ' ']).unwrap_or(entry.len());
    &entry[..end]
}

/// The value an entry gives its name (`CRC_REASON_CHECKMATE = 1` → 1).
pub fn value_of(entry: &str) -> Option<i64> {
    entry
        .split_once(" = ")
        .and_then(|(_, n)| n.trim().parse().ok())
}

/// The table, parsed; panics on a malformed line (a test's data).
pub fn vocabulary() -> Vec<Concept> {
    let mut lines = VOCABULARY_TSV.lines();
    assert_eq!(
        lines.next(),
        Some("concept\trust\tc\tpython\tjs\tecosystems"),
        "vocabulary.tsv's header"
    );
    let concepts: Vec<Concept> = lines
        .enumerate()
        .map(|(i, line)| {
            let cells: Vec<&str> = line.split('\t').collect();
            assert_eq!(cells.len(), 6, "vocabulary.tsv line {}: {line}", i + 2);
            Concept {
                concept: cells[0],
                cells: [cells[1], cells[2], cells[3], cells[4]],
                ecosystems: cells[5],
            }
        })
        .collect();
    for (i, concept) in concepts.iter().enumerate() {
        assert!(
            concepts[..i].iter().all(|c| c.concept != concept.concept),
            "vocabulary.tsv names {} twice",
            concept.concept
        );
    }
    concepts
}

/// The concept `key`; panics when the table lacks it.
pub fn concept(key: &str) -> Concept {
    vocabulary()
        .into_iter()
        .find(|c| c.concept == key)
        .unwrap_or_else(|| panic!("vocabulary.tsv has no concept {key}"))
}

/// Every distinct name of `door`'s column.
pub fn door_names(door: Door) -> Vec<&'static str> {
    let mut names: Vec<&str> = vocabulary().iter().flat_map(|c| c.names(door)).collect();
    names.sort_unstable();
    names.dedup();
    names
}

/// The table as docs/bindings.md shows it: a Markdown table, each entry in backquotes.
pub fn markdown() -> String {
    let mut text = String::from(
        "| concept | Rust | C | Python | JavaScript | where they differ |\n|---|---|---|---|---|---|\n",
    );
    for concept in vocabulary() {
        let cells: Vec<String> = Door::ALL
            .iter()
            .map(|&door| {
                let entries = concept.entries(door);
                if entries.is_empty() {
                    NONE.to_owned()
                } else {
                    entries
                        .iter()
                        .map(|e| format!("`{e}`"))
                        .collect::<Vec<_>>()
                        .join(", ")
                }
            })
            .collect();
        text.push_str(&format!(
            "| {} | {} | {} |\n",
            concept.concept,
            cells.join(" | "),
            concept.ecosystems
        ));
    }
    text
}
