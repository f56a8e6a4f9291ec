//! Shared helpers of the criterion benchmarks in `benches/benches/`.

/// The X-FEN of every line of `testdata/perft.txt`, in file order.
pub fn suite_fens() -> Vec<&'static str> {
    include_str!("../../testdata/perft.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split(';').next().expect("a FEN").trim())
        .collect()
}

/// The FEN and the count at `depth` of the suite line whose note ends with `note`.
///
/// # Panics
/// When the suite has no such line or depth.
pub fn suite_count(note: &str, depth: u32) -> (&'static str, u64) {
    let line = include_str!("../../testdata/perft.txt")
        .lines()
        .find(|l| l.trim_end().ends_with(note))
        .unwrap_or_else(|| panic!("no suite line ends with {note:?}"));
    let fen = line.split(';').next().expect("a FEN").trim();
    let prefix = format!("D{depth} ");
    let count = line
        .split(';')
        .find_map(|p| p.trim().strip_prefix(prefix.as_str()))
        .and_then(|c| c.split_whitespace().next())
        .and_then(|c| c.parse().ok())
        .unwrap_or_else(|| panic!("no D{depth} count on {note:?}"));
    (fen, count)
}
