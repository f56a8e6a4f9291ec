//! What Fairy-Stockfish says about itself that does not touch the rules: the engine options
//! it knows, and the line that stands in for its banner.

use crate::variants::VARIANTS;

/// The engine options Fairy-Stockfish knows; none of them changes these rules.
pub const OPTIONS: [&str; 25] = [
    "Debug Log File",
    "Threads",
    "Hash",
    "Clear Hash",
    "Ponder",
    "MultiPV",
    "Skill Level",
    "Move Overhead",
    "Slow Mover",
    "nodestime",
    "UCI_Chess960",
    "UCI_Variant",
    "UCI_AnalyseMode",
    "UCI_LimitStrength",
    "UCI_Elo",
    "UCI_ShowWDL",
    "SyzygyPath",
    "SyzygyProbeDepth",
    "Syzygy50MoveRule",
    "SyzygyProbeLimit",
    "Use NNUE",
    "EvalFile",
    "TsumeMode",
    "VariantPath",
    "usemillisec",
];

/// A line about this library, in place of Fairy-Stockfish's engine banner; `others` names
/// what answers the other variants, when something does (the real pyffish's banner).
///
/// ```
/// let line = crc_rules_fairy::info(None);
/// assert!(line.ends_with("(Capablanca Random Chess rules; variants capablanca, caparandom)"));
/// ```
pub fn info(others: Option<&str>) -> String {
    let [first, second] = VARIANTS;
    let banner = concat!("crc-rules ", env!("CARGO_PKG_VERSION"));
    match others {
        None => format!("{banner} (Capablanca Random Chess rules; variants {first}, {second})"),
        Some(others) => format!(
            "{banner} (Capablanca Random Chess rules; variants {first}, {second}; other variants \
             by {others})"
        ),
    }
}
