//! Fairy-Stockfish's notations by their numbers, and the three forms in which it writes
//! moves of these variants: SAN, its long algebraic notation (LAN), and SAN with a pawn's
//! letter, which it writes where no notation is chosen for it. pyffish and ffish map the
//! numbers to the forms differently ([`MoveForm::of_pyffish`], [`MoveForm::of_ffish`]).

use crc_rules_core::{Bitboard, Role};
use crc_rules_game::{parse_san, san};
use crc_rules_movegen::{Move, Position};
use thiserror::Error;

/// Fairy-Stockfish's notations, by their numbers: `DEFAULT`, `SAN`, `LAN`, and the shogi,
/// janggi, xiangqi and Thai ones, which do not describe these variants.
pub const NOTATIONS: [(&str, i32); 10] = [
    ("DEFAULT", 0),
    ("SAN", 1),
    ("LAN", 2),
    ("SHOGI_HOSKING", 3),
    ("SHOGI_HODGES", 4),
    ("SHOGI_HODGES_NUMBER", 5),
    ("JANGGI", 6),
    ("XIANGQI_WXF", 7),
    ("THAI_SAN", 8),
    ("THAI_LAN", 9),
];
const NOTATION_DEFAULT: i32 = 0;
const NOTATION_SAN: i32 = 1;
const NOTATION_LAN: i32 = 2;
const NOTATION_SHOGI_HOSKING: i32 = 3;
const NOTATION_THAI_LAN: i32 = 9;

/// A notation that does not describe these variants (shogi, janggi, xiangqi, Thai).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error(
    "notation {0} is for shogi, janggi, xiangqi or Thai variants: capablanca and caparandom \
     moves are written in NOTATION_DEFAULT, NOTATION_SAN or NOTATION_LAN (0, 1 or 2)"
)]
pub struct UnsupportedNotationError(pub i32);

/// A form in which Fairy-Stockfish writes a move of these variants.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MoveForm {
    /// SAN: `g4`, `cxd5`, `Nc3`, `b8=Q+`, `O-O`.
    San,
    /// Long algebraic notation: `g2-g4`, `c4xd5`, `Nb1-c3`, `b7-b8=Q+`, `O-O`.
    Lan,
    /// SAN with the pawn's letter, its pawns told apart only as its pieces are: `Pg4`,
    /// `Pcxd5` (another pawn takes on d5 too), `Pxd6` (no other does), `Pb8=Q+`, `Nc3`,
    /// `O-O`. Fairy-Stockfish writes it for any number it does not resolve to a notation.
    PawnLetter,
}

impl MoveForm {
    /// The form pyffish writes for `notation`: SAN for `DEFAULT` (the default notation of
    /// these variants) and `SAN`, LAN for `LAN`, and the pawn-letter form for a number that
    /// names no notation (`-1`, `10`), as pyffish 0.0.90 does.
    ///
    /// # Errors
    /// [`UnsupportedNotationError`] for the shogi, janggi, xiangqi and Thai notations.
    pub fn of_pyffish(notation: i32) -> Result<MoveForm, UnsupportedNotationError> {
        match notation {
            NOTATION_DEFAULT => Ok(MoveForm::San),
            _ => MoveForm::of_ffish(notation),
        }
    }

    /// The form ffish writes for `notation`: the pawn-letter form for `DEFAULT` (ffish
    /// 0.7.10 does not resolve it to the variant's notation: `1. Pg4 Pd5 2. Nc3`) and for a
    /// number that names no notation, SAN for `SAN`, LAN for `LAN`.
    ///
    /// # Errors
    /// [`UnsupportedNotationError`] for the shogi, janggi, xiangqi and Thai notations.
    pub fn of_ffish(notation: i32) -> Result<MoveForm, UnsupportedNotationError> {
        match notation {
            NOTATION_SAN => Ok(MoveForm::San),
            NOTATION_LAN => Ok(MoveForm::Lan),
            NOTATION_SHOGI_HOSKING..=NOTATION_THAI_LAN => Err(UnsupportedNotationError(notation)),
            _ => Ok(MoveForm::PawnLetter),
        }
    }

    /// The legal move `mv` of `position` in this form.
    ///
    /// ```
    /// use crc_rules_fairy::MoveForm;
    /// use crc_rules_movegen::Position;
    /// let position = Position::from_number(25933)?;
    /// let knight = position.parse_uci("i1h3")?;
    /// let pawn = position.parse_uci("g2g4")?;
    /// assert_eq!(MoveForm::San.write(&position, knight), "Nh3");
    /// assert_eq!(MoveForm::Lan.write(&position, knight), "Ni1-h3");
    /// assert_eq!(MoveForm::San.write(&position, pawn), "g4");
    /// assert_eq!(MoveForm::PawnLetter.write(&position, pawn), "Pg4");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn write(self, position: &Position, mv: Move) -> String {
        match self {
            MoveForm::San => san(position, mv),
            MoveForm::Lan => lan(position, mv),
            MoveForm::PawnLetter => pawn_letter(position, mv),
        }
    }
}

impl MoveForm {
    /// The legal move whose text in this form is exactly `text`, as Fairy-Stockfish's
    /// `pushSan` looks for it; `None` when there is none.
    ///
    /// ```
    /// use crc_rules_fairy::MoveForm;
    /// use crc_rules_movegen::Position;
    /// let position = Position::from_number(25933)?;
    /// assert_eq!(MoveForm::San.find(&position, "Nh3").map(|m| m.to_uci()).as_deref(), Some("i1h3"));
    /// assert_eq!(MoveForm::PawnLetter.find(&position, "Pg4").map(|m| m.to_uci()).as_deref(), Some("g2g4"));
    /// assert_eq!(MoveForm::San.find(&position, "nh3"), None); // only the exact text
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn find(self, position: &Position, text: &str) -> Option<Move> {
        if let Ok(mv) = parse_san(position, text) {
            // Most SAN names its move straight away; only the exact text counts.
            if self.write(position, mv) == text {
                return Some(mv);
            }
        }
        position
            .legal_moves()
            .into_iter()
            .find(|&mv| self.write(position, mv) == text)
    }
}

/// The `+` or `#` that ends `san`, or nothing.
fn suffix(san: &str) -> &str {
    match san.as_bytes().last() {
        Some(b'+' | b'#') => &san[san.len() - 1..],
        _ => "",
    }
}

/// A move in the pawn-letter form (see [`MoveForm::PawnLetter`]): a piece's move or a
/// castling as in SAN; a pawn's with `P`, and the origin's file, rank or square only where
/// another pawn goes to the same square by a legal move.
fn pawn_letter(position: &Position, mv: Move) -> String {
    let san = san(position, mv);
    let from = mv.from();
    let board = position.board();
    if mv.is_castle() || board.piece_at(from).is_none_or(|p| p.role != Role::Pawn) {
        return san;
    }
    let mut rivals = Bitboard::EMPTY;
    for other in position.legal_moves() {
        let pawn = board
            .piece_at(other.from())
            .is_some_and(|p| p.role == Role::Pawn);
        if other.to() == mv.to() && other.from() != from && pawn {
            rivals.insert(other.from());
        }
    }
    let mut out = String::with_capacity(san.len() + 3);
    out.push('P');
    if rivals.any() {
        // The file where it tells the pawns apart, else the rank, else both.
        let same_file = (rivals & Bitboard::from_file(from.file())).any();
        let same_rank = (rivals & Bitboard::from_rank(from.rank())).any();
        if !same_file || same_rank {
            out.push(from.file().char());
        }
        if same_file {
            out.push(from.rank().char());
        }
    }
    // SAN writes a pawn's capture from its file (`exd5`): the rest is the same.
    out.push_str(if position.is_capture(mv) {
        &san[1..]
    } else {
        &san
    });
    out
}

/// A move in Fairy-Stockfish's long algebraic notation: `Nb1-c3`, `e4xd5`, `b7-b8=C+`,
/// `O-O`.
fn lan(position: &Position, mv: Move) -> String {
    let san = san(position, mv);
    if mv.is_castle() {
        return san;
    }
    let suffix = suffix(&san);
    let role = position
        .board()
        .piece_at(mv.from())
        .map_or(Role::Pawn, |p| p.role);
    let letter = match role {
        Role::Pawn => String::new(),
        role => role.upper_char().to_string(),
    };
    let separator = if position.is_capture(mv) { 'x' } else { '-' };
    let promotion = mv
        .promotion()
        .map(|r| format!("={}", r.upper_char()))
        .unwrap_or_default();
    format!(
        "{letter}{}{separator}{}{promotion}{suffix}",
        mv.from(),
        mv.to()
    )
}

crc_rules_core::error_kind_of!(UnsupportedNotationError => UnsupportedNotation);
