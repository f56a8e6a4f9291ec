//! Helpers of the criterion benchmarks in `benches/benches/`.

/// The X-FEN of every line of the perft suite, in file order.
pub fn suite_fens() -> Vec<&'static str> {
    crc_testdata::perft_suite().iter().map(|c| c.fen).collect()
}

/// The FEN and the count at `depth` of the suite line with `note`.
///
/// # Panics
/// When the suite has no such line or depth.
pub fn suite_count(note: &str, depth: u32) -> (&'static str, u64) {
    let case = crc_testdata::perft_case(note);
    let count = case
        .count(depth)
        .unwrap_or_else(|| panic!("no D{depth} count on {note:?}"));
    (case.fen, count)
}
