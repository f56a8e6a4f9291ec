//! Fairy-Stockfish's game ply: the count of half-moves it keeps in place of a full-move
//! number, in a C++ `int`. It reads a FEN's full-move field as a C++ stream reads an `int`
//! (a sign and the digits that follow, 0 without digits, clamped to the `int` range), turns
//! it into `max(2 * (number - 1), 0) + (1 if Black is to move)` with the `int` wrapping
//! around, and counts on from there, wrapping past the `int` range; the full-move number it
//! writes is `1 + (ply - (1 if Black is to move)) / 2`. So `… w - - 0 2147483647` loads as
//! ply 0, full move 1, and a FEN with a full-move number of 0, `-` or `-3` loads as move 1.

/// The ply Fairy-Stockfish reads from the full-move field `field` of a FEN with Black to
/// move when `black`.
///
/// ```
/// use crc_rules_fairy::ply_of_field;
/// assert_eq!(ply_of_field("1", false), 0);
/// assert_eq!(ply_of_field("2", true), 3);
/// assert_eq!(ply_of_field("1073741824", true), i32::MAX);
/// assert_eq!(ply_of_field("2147483647", false), 0);
/// assert_eq!(ply_of_field("-", true), 1);
/// ```
pub fn ply_of_field(field: &str, black: bool) -> i32 {
    let number = stream_int(field);
    2i32.wrapping_mul(number.wrapping_sub(1)).max(0) + i32::from(black)
}

/// The full-move number Fairy-Stockfish writes at `ply` with Black to move when `black`.
///
/// ```
/// use crc_rules_fairy::fullmove_of_ply;
/// assert_eq!(fullmove_of_ply(3, true), 2);
/// assert_eq!(fullmove_of_ply(i32::MIN, false), -1073741823);
/// ```
pub fn fullmove_of_ply(ply: i32, black: bool) -> i32 {
    1 + ply.wrapping_sub(i32::from(black)) / 2
}

/// The `int` a C++ stream reads from the start of `text`: an optional sign and the digits
/// after it, 0 when there are none, `INT_MAX` or `INT_MIN` past the range.
fn stream_int(text: &str) -> i32 {
    let (negative, digits) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let mut value: i64 = 0;
    for digit in digits.bytes().take_while(u8::is_ascii_digit) {
        value = (value * 10 + i64::from(digit - b'0')).min(1 << 32);
    }
    let value = if negative { -value } else { value };
    value.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32
}
