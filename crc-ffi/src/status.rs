//! `crc_status`: every status, its number and its message come from the one list below, and
//! the errors of the Rust crates map onto it with `From`.

use std::ffi::c_char;

use crc_core::{ParseArrangementError, SetupNumberError};
use crc_game::{PgnError, PlayError, SanError, TagError};
use crc_movegen::{FenError, IllegalReason, ParseMoveError};

use crate::boundary::boundary_or;

/// Declares `crc_status` from a list of `NAME = number, "message";` entries with their doc
/// comments: the enum, its message table, and its C declaration for the header (cbindgen does
/// not expand macros, so the header test inserts [`crc_status::C_DECLARATION`] itself).
macro_rules! statuses {
    ($( $(#[doc = $doc:literal])+ $name:ident = $number:literal, $message:literal; )+) => {
        /// The result of every fallible call. The numbers are stable: a number, once given,
        /// keeps its meaning and is never reused.
        #[allow(non_camel_case_types)]
        #[repr(C)]
        #[derive(Copy, Clone, Debug, PartialEq, Eq)]
        pub enum crc_status {
            $( $(#[doc = $doc])+ $name = $number, )+
        }

        impl crc_status {
            /// Every status, in the order of the list.
            pub const ALL: &'static [crc_status] = &[$(crc_status::$name),+];

            /// The status with this number, if there is one.
            pub const fn from_number(number: u32) -> Option<crc_status> {
                match number {
                    $( $number => Some(crc_status::$name), )+
                    _ => None,
                }
            }

            /// The message, NUL-terminated.
            const fn message_bytes(self) -> &'static [u8] {
                match self {
                    $( crc_status::$name => concat!($message, "\0").as_bytes(), )+
                }
            }

            /// The message, such as "illegal move".
            pub fn message(self) -> &'static str {
                let bytes = self.message_bytes();
                std::str::from_utf8(&bytes[..bytes.len() - 1]).unwrap_or_default()
            }

            /// The C declaration of the enum, as the header carries it.
            #[doc(hidden)]
            pub const C_DECLARATION: &'static str = concat!(
                "/*\n",
                " The result of every fallible call. The numbers are stable: a number, once given,\n",
                " keeps its meaning and is never reused. crc_status_message gives each one's message.\n",
                " */\n",
                "typedef enum {\n",
                $(
                    "  /*\n",
                    $( "  ", $doc, "\n", )+
                    "   Message: \"", $message, "\"\n",
                    "   */\n",
                    "  ", stringify!($name), " = ", stringify!($number), ",\n",
                )+
                "} crc_status;\n",
            );
        }
    };
}

statuses! {
    /// Success.
    CRC_OK = 0, "success";
    /// A pointer argument that must not be NULL was NULL.
    CRC_NULL_ARGUMENT = 1, "a required pointer argument was NULL";
    /// A text argument is not valid UTF-8.
    CRC_INVALID_UTF8 = 2, "text is not valid UTF-8";
    /// The text is not a FEN (X-FEN or Shredder-FEN).
    CRC_INVALID_FEN = 3, "text is not a valid X-FEN or Shredder-FEN";
    /// The FEN describes a position that cannot be played (no king, pawn on rank 1, …).
    CRC_ILLEGAL_POSITION = 4, "the position is not playable";
    /// A number outside its range: a start number outside 1..48000, an unknown rule set,
    /// colour or role, a square above 79, a perft depth above the limit.
    CRC_OUT_OF_RANGE = 5, "a number is out of range";
    /// Text that is not a start arrangement (ten letters, K Q A C R R B B N N, basic rules).
    CRC_INVALID_ARRANGEMENT = 6, "text is not a CRC start arrangement";
    /// Move text or a `crc_move` that is not a well-formed move.
    CRC_INVALID_MOVE = 7, "not a well-formed move";
    /// A well-formed move that is not legal in the position.
    CRC_ILLEGAL_MOVE = 8, "illegal move";
    /// SAN that matches more than one legal move.
    CRC_AMBIGUOUS_MOVE = 9, "ambiguous move";
    /// The caller's buffer is too small; `*written` (or `*count`) holds the size needed:
    /// for text with the NUL, for moves their number.
    CRC_BUFFER_TOO_SMALL = 10, "buffer too small";
    /// The game has ended: no move can be played, no draw claimed.
    CRC_GAME_OVER = 11, "the game is over";
    /// No draw can be claimed now.
    CRC_NO_CLAIM = 12, "no draw can be claimed";
    /// There is no move to take back.
    CRC_NOTHING_TO_UNDO = 13, "no move to take back";
    /// The PGN cannot be read.
    CRC_INVALID_PGN = 14, "text is not a valid PGN game";
    /// A pawn move to the last rank was given without the piece it promotes to: ask the
    /// player which one.
    CRC_PROMOTION_REQUIRED = 15, "a pawn reaching the last rank must promote: choose a piece";
    /// What was asked for is not there (such as a PGN tag the game does not have).
    CRC_NOT_FOUND = 16, "not found";
    /// The end of a sequence: a PGN reader has no more games.
    CRC_END = 17, "no more items";
    /// A PGN tag that cannot be set: a name that is not a PGN symbol, a value with a line
    /// break, or a tag the game writes itself (Result, SetUp, FEN, CRCStartNumber).
    CRC_INVALID_TAG = 18, "the tag cannot be set";
    /// A bug in the library: a Rust panic was caught at the boundary. The handle passed in
    /// is unchanged.
    CRC_PANIC = 99, "internal error (a panic was caught)";
}

pub use crc_status::*;

/// The message of a status, as a static NUL-terminated string that must not be freed.
/// Unknown numbers give "unknown status".
#[no_mangle]
pub extern "C" fn crc_status_message(status: u32) -> *const c_char {
    const UNKNOWN: &[u8] = b"unknown status\0";
    boundary_or(UNKNOWN.as_ptr().cast(), || {
        crc_status::from_number(status)
            .map_or(UNKNOWN, crc_status::message_bytes)
            .as_ptr()
            .cast()
    })
}

/// `CRC_PROMOTION_REQUIRED` when the move lacks its promotion piece, else
/// `CRC_ILLEGAL_MOVE`.
pub(crate) fn illegal(reason: &IllegalReason) -> crc_status {
    match reason {
        IllegalReason::PromotionRequired => CRC_PROMOTION_REQUIRED,
        _ => CRC_ILLEGAL_MOVE,
    }
}

impl From<&FenError> for crc_status {
    fn from(error: &FenError) -> crc_status {
        match error {
            FenError::Parse(_) => CRC_INVALID_FEN,
            FenError::Position(_) => CRC_ILLEGAL_POSITION,
        }
    }
}

impl From<&ParseMoveError> for crc_status {
    fn from(error: &ParseMoveError) -> crc_status {
        match error {
            ParseMoveError::Syntax(_) => CRC_INVALID_MOVE,
            ParseMoveError::Illegal { reason, .. } => illegal(reason),
        }
    }
}

impl From<&SanError> for crc_status {
    fn from(error: &SanError) -> crc_status {
        match error {
            SanError::Syntax(_) => CRC_INVALID_MOVE,
            SanError::Illegal { reason, .. } => illegal(reason),
            SanError::Ambiguous { .. } => CRC_AMBIGUOUS_MOVE,
        }
    }
}

impl From<&PlayError> for crc_status {
    fn from(error: &PlayError) -> crc_status {
        match error {
            PlayError::Coordinate(e) => e.into(),
            PlayError::San(e) => e.into(),
            PlayError::Illegal(_) => CRC_ILLEGAL_MOVE,
            PlayError::GameOver(_) => CRC_GAME_OVER,
            PlayError::NoClaim => CRC_NO_CLAIM,
        }
    }
}

/// Errors that always map to one status.
macro_rules! status_of {
    ($($error:ty => $status:ident),+ $(,)?) => {
        $(
            impl From<&$error> for crc_status {
                fn from(_: &$error) -> crc_status {
                    $status
                }
            }
        )+
    };
}

status_of!(
    PgnError => CRC_INVALID_PGN,
    TagError => CRC_INVALID_TAG,
    SetupNumberError => CRC_OUT_OF_RANGE,
    ParseArrangementError => CRC_INVALID_ARRANGEMENT,
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_messages_come_from_one_list() {
        let mut numbers: Vec<u32> = crc_status::ALL.iter().map(|s| *s as u32).collect();
        numbers.sort_unstable();
        numbers.dedup();
        assert_eq!(
            numbers.len(),
            crc_status::ALL.len(),
            "a number is used twice"
        );
        for &status in crc_status::ALL {
            assert_eq!(crc_status::from_number(status as u32), Some(status));
            assert!(!status.message().is_empty());
            let c_line = format!("  {status:?} = {},", status as u32);
            assert!(crc_status::C_DECLARATION.contains(&c_line), "{c_line}");
        }
        assert_eq!(crc_status::from_number(98), None);
    }
}
