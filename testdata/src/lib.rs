//! The reference data the crc tests and benchmarks read: `perft.txt` (perft counts from an
//! independent engine) and `setups.txt` (Scharnagl numbering vectors), both copied from the
//! project's shared reference data, XBoard's PGN of a match with the final positions
//! Fairy-Stockfish computes for it, and one parser for each that fails loudly on a
//! malformed line; and `vocabulary.tsv`, each concept's name at each door ([`vocabulary`]).

pub mod vocabulary;

/// The perft suite as text: `<X-FEN> ;D1 n ;D2 n ... # note` per line.
pub const PERFT_TXT: &str = include_str!("../perft.txt");

/// The numbering vectors as text: `number | arrangement | ...` per line.
pub const SETUPS_TXT: &str = include_str!("../setups.txt");

/// Games XBoard wrote in a caparandom match (`xboard/caparandom.pgn`): Shredder-FEN tags,
/// `O-O` castling, `{comments}` with evaluations and adjudications.
pub const XBOARD_PGN: &str = include_str!("../xboard/caparandom.pgn");

/// Games cutechess-cli 1.5.1 wrote in a caparandom match on libcrc, crc-cecp against
/// Fairy-Stockfish (`cutechess/caparandom.pgn`, by `scripts/cutechess-match.sh` on
/// 2026-12-04): an evaluation, depth and time in a comment after every move, and the end
/// added to the last one (`{+M1/245 0.010s, Black mates}`).
pub const CUTECHESS_PGN: &str = include_str!("../cutechess/caparandom.pgn");

/// The final position of each game of [`XBOARD_PGN`], as Fairy-Stockfish computes it.
pub const XBOARD_FINAL_FENS_TXT: &str = include_str!("../xboard/caparandom-final.fen");

/// The lines of [`XBOARD_FINAL_FENS_TXT`] that are FENs (comments left out).
pub fn xboard_final_fens() -> Vec<&'static str> {
    let fens: Vec<&str> = XBOARD_FINAL_FENS_TXT
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .collect();
    assert!(fens.len() >= 20, "caparandom-final.fen lost its lines");
    fens
}

/// One line of the perft suite.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PerftCase {
    /// The position.
    pub fen: &'static str,
    /// `(depth, leaf nodes)`, shallowest first.
    pub counts: Vec<(u32, u64)>,
    /// The note after `#`, without it.
    pub note: &'static str,
}

impl PerftCase {
    /// The count at `depth`, if the line has one.
    pub fn count(&self, depth: u32) -> Option<u64> {
        self.counts
            .iter()
            .find(|(d, _)| *d == depth)
            .map(|(_, n)| *n)
    }
}

/// Every line of the perft suite, in file order.
///
/// # Panics
/// On a malformed line, naming it.
pub fn perft_suite() -> Vec<PerftCase> {
    PERFT_TXT
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty())
        .map(|(n, line)| {
            let (body, note) = line.split_once('#').unwrap_or((line, ""));
            let mut parts = body.split(';');
            let fen = parts.next().unwrap_or_default().trim();
            let counts: Vec<(u32, u64)> = parts
                .map(|part| {
                    let parsed = part.trim().split_once(' ').and_then(|(d, count)| {
                        Some((
                            d.strip_prefix('D')?.parse().ok()?,
                            count.trim().parse().ok()?,
                        ))
                    });
                    parsed.unwrap_or_else(|| panic!("perft.txt line {}: malformed {part:?}", n + 1))
                })
                .collect();
            assert!(
                !fen.is_empty() && !counts.is_empty(),
                "perft.txt line {}: malformed",
                n + 1
            );
            PerftCase {
                fen,
                counts,
                note: note.trim(),
            }
        })
        .collect()
}

/// The suite line whose note is `note`.
///
/// # Panics
/// When there is none.
pub fn perft_case(note: &str) -> PerftCase {
    perft_suite()
        .into_iter()
        .find(|c| c.note == note)
        .unwrap_or_else(|| panic!("perft.txt has no line with the note {note:?}"))
}

/// The workspace README's Rust examples, compiled and run as doctests. They live here, in a
/// crate that is not published, because a published crate carries no README but its own
/// (docs/releasing.md).
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;
