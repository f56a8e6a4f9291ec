//! Counting a position's repetitions: the one rule that `Game` and the C library's make stack
//! both count by.

/// How many times a position has occurred, itself included: 1, plus the earlier positions
/// whose repetition key ([`Position::repetition_key`]) is `current`. `earlier` gives the keys
/// of the positions before it, the latest first; only the last `halfmove_clock` of them are
/// read, since no position before the last capture or pawn move can come again (so a long
/// game stays linear, and a caller that makes each key on demand makes only those).
///
/// [`Position::repetition_key`]: crc_rules_movegen::Position::repetition_key
///
/// ```
/// use crc_rules_game::count_repetitions;
/// // The current position (key 7) stood two and four plies ago; the clock reaches back 4.
/// assert_eq!(count_repetitions(7, 4, [3, 7, 5, 7, 9, 7]), 3);
/// // After a capture (clock 1), nothing earlier counts.
/// assert_eq!(count_repetitions(7, 1, [3, 7, 5, 7]), 1);
/// ```
pub fn count_repetitions(
    current: u64,
    halfmove_clock: u32,
    earlier: impl IntoIterator<Item = u64>,
) -> usize {
    let reversible = usize::try_from(halfmove_clock).unwrap_or(usize::MAX);
    1 + earlier
        .into_iter()
        .take(reversible)
        .filter(|&key| key == current)
        .count()
}
