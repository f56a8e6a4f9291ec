//! Fairy-Stockfish's conventions, for the bindings that stand in for its Python module
//! `pyffish` and its JavaScript module `ffish` on CRC: its variants, its coordinates, its FEN,
//! its repetition count, its FEN validation codes and its notations.
//!
//! Where they differ from X-FEN and from the rest of this library:
//! - "960 mode" is variant `caparandom`, or `capablanca` with `chess960` true. There castling
//!   is written king takes own rook (`f1j1`) and FEN castling rights as file letters (`JAja`);
//!   otherwise castling is written as the king's destination (`f1i1`; king takes rook where
//!   an ordinary king move goes to that square too) and rights as `KQkq`.
//! - The FEN's en-passant square is written after every double step that an enemy pawn
//!   attacks, whether or not the capture is legal (X-FEN writes it only when it is legal),
//!   and positions count as repeated as Fairy-Stockfish's key counts them, with that square.
//! - A FEN of one to five fields gets the missing ones as Fairy-Stockfish fills them in;
//!   `startpos` is the Capablanca array, the start of both variants there.
//! - [`fen_code`] is Fairy-Stockfish's own check of a FEN's text, code for code, not the
//!   rules: [`Replay::load`] still refuses positions no game reaches.
//!
//! ```
//! use crc_rules_game::fairy::{self, Replay};
//! let fen = "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w JAja - 0 1";
//! let chess960 = fairy::chess960_mode("capablanca", true)?;
//! let mut replay = Replay::load(fen)?;
//! let mv = replay.find("e2e4", chess960)?;
//! replay.play(mv);
//! assert_eq!(replay.fen(chess960), "rnbqckabnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNBQCKABNR b JAja - 0 1");
//! let empty = "10/10/10/10/10/10/10/10 w - - 0 1";
//! assert_eq!(fairy::validate_fen(empty, "caparandom", false)?, fairy::FEN_INVALID_NUMBER_OF_KINGS);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crc_rules_core::{
    placement_to_string, Bitboard, CastlingSide, Color, ParseFenError, Piece, Rank, Role, Setup,
    Square, CAPABLANCA_FEN,
};
use crc_rules_movegen::{
    attacks, Dropped, FenError, Move, MoveKind, ParseMoveError, ParseUciError, Position,
};
use thiserror::Error;

use crate::san::san;

/// Fairy-Stockfish's value of a mate (for the side that mates).
pub const VALUE_MATE: i32 = 32000;
/// Fairy-Stockfish's value of a draw.
pub const VALUE_DRAW: i32 = 0;

/// The variants played here, as Fairy-Stockfish names them.
pub const VARIANTS: [&str; 2] = ["capablanca", "caparandom"];

/// The start FEN of both variants in Fairy-Stockfish: the Capablanca array.
pub const START_FEN: &str = CAPABLANCA_FEN;

/// [`validate_fen`]: the FEN is valid.
pub const FEN_OK: i32 = 1;
/// [`validate_fen`]: the text is empty.
pub const FEN_EMPTY: i32 = 0;
/// [`validate_fen`]: the full-move number is wrong.
pub const FEN_INVALID_MOVE_COUNTER: i32 = -1;
/// [`validate_fen`]: the half-move clock is wrong.
pub const FEN_INVALID_HALF_MOVE_COUNTER: i32 = -2;
/// [`validate_fen`]: a side has no king or too many.
pub const FEN_INVALID_NUMBER_OF_KINGS: i32 = -3;
/// [`validate_fen`]: the en-passant square is wrong.
pub const FEN_INVALID_EN_PASSANT_SQ: i32 = -4;
/// [`validate_fen`]: the castling rights are wrong.
pub const FEN_INVALID_CASTLING_INFO: i32 = -5;
/// [`validate_fen`]: the side to move is neither `w` nor `b`.
pub const FEN_INVALID_SIDE_TO_MOVE: i32 = -6;
/// [`validate_fen`]: the placement does not fill the board, or the position is not playable.
pub const FEN_INVALID_BOARD_GEOMETRY: i32 = -8;
/// [`validate_fen`]: the kings stand side by side.
pub const FEN_TOUCHING_KINGS: i32 = -9;
/// [`validate_fen`]: a character that names no piece.
pub const FEN_INVALID_CHAR: i32 = -10;
/// [`validate_fen`]: too many fields.
pub const FEN_INVALID_NB_PARTS: i32 = -11;
/// [`validate_fen`]: a promoted-piece mark where none can be (never returned here: these
/// variants mark no promoted pieces).
pub const FEN_INVALID_PROMOTED_PIECE: i32 = -12;

/// Fairy-Stockfish's notations, by their numbers: `DEFAULT` (SAN here), `SAN`, `LAN`, and the
/// shogi, janggi, xiangqi and Thai ones, which do not describe these variants.
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
const NOTATION_LAN: i32 = 2;
const NOTATION_SHOGI_HOSKING: i32 = 3;
const NOTATION_THAI_LAN: i32 = 9;

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

/// A variant other than those played here ([`VARIANTS`]).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown variant '{0}': only capablanca and caparandom are played here")]
pub struct UnknownVariantError(pub String);

/// A notation that does not describe these variants (shogi, janggi, xiangqi, Thai).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error(
    "notation {0} is for shogi, janggi, xiangqi or Thai variants: capablanca and caparandom \
     moves are written in NOTATION_SAN or NOTATION_LAN (SAN, 0 or 1, or LAN, 2)"
)]
pub struct UnsupportedNotationError(pub i32);

/// Move text that names no legal move in Fairy-Stockfish's coordinates.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FairyMoveError {
    /// Text that is no coordinate move at all.
    #[error(transparent)]
    Syntax(ParseUciError),
    /// A legal castling, written in the other mode's convention.
    #[error("castling '{text}' is written {}: {written}", castling_convention(*.chess960))]
    Castling {
        /// The move as given.
        text: String,
        /// The move as Fairy-Stockfish writes it here.
        written: String,
        /// Whether 960 conventions apply.
        chess960: bool,
    },
    /// A legal move written in a form Fairy-Stockfish does not write.
    #[error("move '{0}' is not written as Fairy-Stockfish writes it")]
    Unusual(String),
    /// No legal move, with the reason.
    #[error(transparent)]
    Illegal(ParseMoveError),
}

fn castling_convention(chess960: bool) -> &'static str {
    if chess960 {
        "as king takes rook in 960 mode (caparandom, or chess960 true)"
    } else {
        "as the king's destination when chess960 is false"
    }
}

/// Whether Fairy-Stockfish's 960 conventions apply to `variant` with flag `chess960`.
///
/// # Errors
/// [`UnknownVariantError`] for a variant other than `capablanca` and `caparandom`.
///
/// ```
/// use crc_rules_game::fairy::chess960_mode;
/// assert_eq!(chess960_mode("caparandom", false), Ok(true));
/// assert_eq!(chess960_mode("capablanca", false), Ok(false));
/// assert!(chess960_mode("chess", true).is_err());
/// ```
pub fn chess960_mode(variant: &str, chess960: bool) -> Result<bool, UnknownVariantError> {
    match variant {
        "caparandom" => Ok(true),
        "capablanca" => Ok(chess960),
        _ => Err(UnknownVariantError(variant.to_owned())),
    }
}

/// Reads a FEN as Fairy-Stockfish does: `startpos` is the Capablanca array, and a FEN of
/// one to five fields gets the missing ones as Fairy-Stockfish fills them in (White to move,
/// no castling, no en-passant square, clocks 0 and 1).
///
/// # Errors
/// [`ParseFenError`] when the text is not a FEN.
///
/// ```
/// use crc_rules_game::fairy::read_fen;
/// let setup = read_fen("4k5/10/10/10/10/10/10/4K5")?;
/// assert_eq!(setup.to_fen(), "4k5/10/10/10/10/10/10/4K5 w - - 0 1");
/// # Ok::<(), crc_rules_core::ParseFenError>(())
/// ```
pub fn read_fen(fen: &str) -> Result<Setup, ParseFenError> {
    if fen == "startpos" {
        return CAPABLANCA_FEN.parse();
    }
    let given = fen.split_whitespace().count();
    if (1..6).contains(&given) {
        let mut fields: Vec<&str> = fen.split_whitespace().collect();
        fields.extend(&["w", "-", "-", "0", "1"][given - 1..]);
        return fields.join(" ").parse();
    }
    fen.parse()
}

/// Whether an enemy pawn attacks `square`, the square a pawn of the side not to move just
/// passed over.
fn pawn_attacks_ep(position: &Position, square: Square) -> bool {
    let turn = position.turn();
    let pawns = position.board().by_piece(Piece::new(turn, Role::Pawn));
    (attacks::pawn_attacks(!turn, square) & pawns).any()
}

/// Fairy-Stockfish's en-passant square of `position`, loaded leniently from `setup` (with
/// `dropped`, what was dropped): the FEN's, unless it was dropped or no enemy pawn attacks
/// it.
pub fn loaded_ep_square(setup: &Setup, position: &Position, dropped: &Dropped) -> Option<Square> {
    setup
        .ep_square
        .filter(|_| dropped.ep_square.is_none())
        .filter(|&ep| pawn_attacks_ep(position, ep))
}

/// Fairy-Stockfish's en-passant square after the legal move `mv` of `before` led to
/// `after`: the square a pawn's double step passed over, when an enemy pawn attacks it
/// (whether or not the capture is legal).
pub fn ep_square_after(before: &Position, mv: Move, after: &Position) -> Option<Square> {
    let (from, to) = (mv.from(), mv.to());
    let pawn = before
        .board()
        .piece_at(from)
        .is_some_and(|p| p.role == Role::Pawn);
    let double_step = pawn && from.index().abs_diff(to.index()) == 20;
    double_step
        .then(|| Square::from_index((from.index() + to.index()) / 2))
        .filter(|&ep| pawn_attacks_ep(after, ep))
}

/// The square of each piece letter of a placement field, by the letter's byte position.
fn piece_squares(placement: &str) -> Vec<(usize, Square)> {
    let mut squares = Vec::with_capacity(40);
    let (mut rank, mut file, mut skip) = (8usize, 0usize, 0usize);
    for (at, c) in placement.char_indices() {
        if let Some(digit) = c.to_digit(10) {
            // A count of two digits (`10`) skips that many squares.
            skip = skip * 10 + digit as usize;
            continue;
        }
        file += std::mem::take(&mut skip);
        if c == '/' {
            rank = rank.saturating_sub(1);
            file = 0;
        } else if c.is_ascii_alphabetic() {
            if (1..=8).contains(&rank) && file < 10 {
                squares.push((at, Square::from_index((rank - 1) * 10 + file)));
            }
            file += 1;
        }
    }
    squares
}

/// `fen` without Fairy-Stockfish's `~` marks of promoted pieces in its placement field, and
/// the squares they marked.
fn strip_promoted(fen: &str) -> (std::borrow::Cow<'_, str>, Bitboard) {
    let placement = fen.split(' ').next().unwrap_or("");
    if !placement.contains('~') {
        return (fen.into(), Bitboard::EMPTY);
    }
    let mut promoted = Bitboard::EMPTY;
    for (at, square) in piece_squares(placement) {
        if placement[at + 1..].starts_with('~') {
            promoted.insert(square);
        }
    }
    let stripped = placement.replace('~', "");
    (
        format!("{stripped}{}", &fen[placement.len()..]).into(),
        promoted,
    )
}

/// A placement field with a `~` after each piece on `promoted`.
fn mark_promoted(placement: &str, promoted: Bitboard) -> String {
    let mut out = placement.to_owned();
    for (at, square) in piece_squares(placement).into_iter().rev() {
        if promoted.contains(square) {
            out.insert(at + 1, '~');
        }
    }
    out
}

/// One position of a [`Replay`], with what Fairy-Stockfish keeps that a `Position` does not
/// say.
#[derive(Copy, Clone, Debug)]
struct State {
    position: Position,
    /// Fairy-Stockfish's en-passant square: the square a pawn passed over in a double step,
    /// when an enemy pawn attacks it (whether or not the capture is legal).
    ep_square: Option<Square>,
    /// The zobrist key; it counts the en-passant square as Fairy-Stockfish's key does, so
    /// that repetitions are counted as it counts them.
    key: u64,
    /// The squares of pieces that were pawns, which Fairy-Stockfish's FEN can mark `~`.
    promoted: Bitboard,
    /// Whether the side to move is in check, asked often enough to be kept.
    check: bool,
}

impl State {
    /// The position of `fen`, read as Fairy-Stockfish reads it (see [`Replay::load`]).
    fn of_fen(fen: &str) -> Result<State, FenError> {
        let (fen, promoted) = strip_promoted(fen);
        let setup = read_fen(&fen)?;
        let (position, dropped) = Position::from_setup_lenient(&setup)?;
        let ep_square = loaded_ep_square(&setup, &position, &dropped);
        Ok(State {
            position,
            ep_square,
            key: position.key(),
            promoted: promoted & position.board().occupied(),
            check: position.is_check(),
        })
    }
}

/// A position reached from a FEN by moves, as Fairy-Stockfish sees it: its en-passant
/// square, the positions since the FEN for repetitions, and the moves for taking back.
#[derive(Clone, Debug)]
pub struct Replay {
    /// `states[i]` is the position after `i` moves.
    states: Vec<State>,
    moves: Vec<Move>,
}

impl Replay {
    /// Loads `fen` as Fairy-Stockfish does (see [`read_fen`]): castling rights without their
    /// king or rook and an en-passant square no double step can have made are dropped
    /// silently.
    ///
    /// # Errors
    /// [`FenError`] when the text is not a FEN or the position is not playable.
    pub fn load(fen: &str) -> Result<Replay, FenError> {
        Ok(Replay {
            states: vec![State::of_fen(fen)?],
            moves: Vec::new(),
        })
    }

    /// Loads `fen` as [`Replay::load`] does, in place of the position and moves there were
    /// (keeping their memory, for a board whose position is set again and again).
    ///
    /// # Errors
    /// [`FenError`] when the text is not a FEN or the position is not playable; the replay
    /// is unchanged then.
    pub fn reload(&mut self, fen: &str) -> Result<(), FenError> {
        let state = State::of_fen(fen)?;
        self.states.clear();
        self.states.push(state);
        self.moves.clear();
        Ok(())
    }

    /// Loads `fen` and plays `moves`, written as Fairy-Stockfish writes them.
    ///
    /// # Errors
    /// [`FenError`] for the FEN; for a move, its place in `moves` (from 1) and why.
    pub fn new<S: AsRef<str>>(
        fen: &str,
        moves: &[S],
        chess960: bool,
    ) -> Result<Replay, ReplayError> {
        let mut replay = Replay::load(fen).map_err(ReplayError::Fen)?;
        replay.states.reserve(moves.len());
        for (index, text) in moves.iter().enumerate() {
            let mv = replay
                .find(text.as_ref(), chess960)
                .map_err(|error| ReplayError::Move {
                    ply: index + 1,
                    fen: replay.position().to_fen(),
                    error,
                })?;
            replay.play(mv);
        }
        Ok(replay)
    }

    fn state(&self) -> &State {
        self.states
            .last()
            .expect("a replay always has its FEN's position")
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.state().position
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.state().check
    }

    /// Fairy-Stockfish's en-passant square of the current position.
    pub fn ep_square(&self) -> Option<Square> {
        self.state().ep_square
    }

    /// The moves played since the FEN.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Plays the legal move `mv`.
    pub fn play(&mut self, mv: Move) {
        let mut position = *self.position();
        let mut promoted = self.state().promoted;
        let from = mv.from();
        if mv.promotion().is_some() || promoted.contains(from) {
            promoted.remove(from);
            promoted.insert(mv.to());
        } else if !mv.is_castle() {
            promoted.remove(mv.to());
        }
        let before = position;
        position.play_unchecked(mv);
        let ep_square = ep_square_after(&before, mv, &position);
        self.states.push(State {
            position,
            ep_square,
            key: position.key(),
            promoted,
            check: position.is_check(),
        });
        self.moves.push(mv);
    }

    /// Takes back the last move and returns it; `None` at the FEN's position.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.states.pop();
        Some(mv)
    }

    /// The legal move `text` names, written as Fairy-Stockfish writes it.
    ///
    /// # Errors
    /// A [`FairyMoveError`] that says why no legal move is meant.
    pub fn find(&self, text: &str, chess960: bool) -> Result<Move, FairyMoveError> {
        let position = self.position();
        find_move(position, text, chess960).ok_or_else(|| why_not(position, text, chess960))
    }

    /// How many times the current position has occurred since the FEN.
    pub fn repetitions(&self) -> usize {
        let current = self.state().key;
        self.states.iter().filter(|s| s.key == current).count()
    }

    /// Whether a draw can be claimed, as Fairy-Stockfish's optional game end: the position
    /// has occurred three times since the FEN, or the half-move clock is at least 100 and the
    /// side to move is not checkmated.
    pub fn optional_game_end(&self) -> bool {
        let position = self.position();
        let fifty = position.halfmove_clock() >= 100
            && (!self.is_check() || position.count_legal_moves() > 0);
        fifty || self.repetitions() >= 3
    }

    /// The FEN as Fairy-Stockfish writes it (see the module documentation).
    pub fn fen(&self, chess960: bool) -> String {
        self.fen_with(chess960, false)
    }

    /// The FEN as Fairy-Stockfish writes it, with `show_promoted` a `~` after each piece
    /// that was a pawn.
    pub fn fen_with(&self, chess960: bool, show_promoted: bool) -> String {
        let fen = fsf_fen(self.position(), self.ep_square(), chess960);
        if !show_promoted || self.state().promoted.is_empty() {
            return fen;
        }
        let (placement, rest) = fen.split_once(' ').expect("a FEN has fields");
        format!("{} {rest}", mark_promoted(placement, self.state().promoted))
    }

    /// The SFEN Fairy-Stockfish writes (see [`fsf_sfen`]).
    pub fn sfen(&self) -> String {
        fsf_sfen(self.position())
    }
}

/// The FEN of `position` as Fairy-Stockfish writes it: castling rights as file letters in
/// 960 mode and `KQkq` otherwise, and `ep_square`, Fairy-Stockfish's en-passant square.
pub fn fsf_fen(position: &Position, ep_square: Option<Square>, chess960: bool) -> String {
    let mut castling = String::new();
    for color in Color::ALL {
        for side in CastlingSide::ALL {
            if let Some(rook) = position.castling_rook(color, side) {
                let letter = match (chess960, side) {
                    (true, _) => rook.file().char(),
                    (false, CastlingSide::KingSide) => 'k',
                    (false, CastlingSide::QueenSide) => 'q',
                };
                castling.push(match color {
                    Color::White => letter.to_ascii_uppercase(),
                    Color::Black => letter,
                });
            }
        }
    }
    if castling.is_empty() {
        castling.push('-');
    }
    let ep = ep_square.map_or("-".to_owned(), |s| s.to_string());
    format!(
        "{} {} {castling} {ep} {} {}",
        placement_to_string(position.board()),
        position.turn().char(),
        position.halfmove_clock(),
        position.fullmove_number()
    )
}

/// The SFEN Fairy-Stockfish writes: placement, `b` when White is to move (sente) and `w`
/// otherwise, `-` for the empty hands, and the ply number from 1.
pub fn fsf_sfen(position: &Position) -> String {
    let black = position.turn() == Color::Black;
    let ply = 2 * (u64::from(position.fullmove_number()) - 1) + u64::from(black) + 1;
    format!(
        "{} {} - {ply}",
        placement_to_string(position.board()),
        if black { 'w' } else { 'b' }
    )
}

/// Why move text `text` names no legal move of `position` in Fairy-Stockfish's
/// coordinates, with the reason this library's own reader gives.
pub fn why_not(position: &Position, text: &str, chess960: bool) -> FairyMoveError {
    match position.parse_uci(text) {
        Ok(mv) if mv.is_castle() => FairyMoveError::Castling {
            text: text.to_owned(),
            written: fsf_uci(position, mv, chess960),
            chess960,
        },
        Ok(_) => FairyMoveError::Unusual(text.to_owned()),
        Err(ParseMoveError::Syntax(error)) => FairyMoveError::Syntax(error),
        Err(error) => FairyMoveError::Illegal(error),
    }
}

/// Why [`Replay::new`] failed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReplayError {
    /// The FEN cannot be read or is not playable.
    #[error(transparent)]
    Fen(FenError),
    /// A move of the list names no legal move.
    #[error("{error} (move {ply} of the list, in {fen})")]
    Move {
        /// The move's place in the list, from 1.
        ply: usize,
        /// The X-FEN of the position it was played in.
        fen: String,
        /// Why.
        error: FairyMoveError,
    },
}

/// Where Fairy-Stockfish's coordinates put a move's destination: outside 960 mode a
/// castling goes to the king's destination, unless an ordinary king move could go there too
/// (then, as Fairy-Stockfish does, to the rook); any other move to its own `to`.
fn fsf_to(position: &Position, mv: Move, chess960: bool) -> Square {
    match mv.castling_side() {
        Some(side) if !chess960 => {
            let king_to = side.king_to(position.turn());
            if position.pseudo_destinations(mv.from()).contains(king_to) {
                mv.to()
            } else {
                king_to
            }
        }
        _ => mv.to(),
    }
}

/// Appends the legal move `mv` of `position` in Fairy-Stockfish's coordinates to `out`
/// (which writes a list of moves without a string for each).
pub fn push_fsf_uci(out: &mut String, position: &Position, mv: Move, chess960: bool) {
    let to = fsf_to(position, mv, chess960);
    for square in [mv.from(), to] {
        out.push(square.file().char());
        out.push(square.rank().char());
    }
    if let Some(role) = mv.promotion() {
        out.push(role.char());
    }
}

/// The legal move `mv` of `position` in Fairy-Stockfish's coordinates.
///
/// ```
/// use crc_rules_game::fairy::fsf_uci;
/// use crc_rules_movegen::Position;
/// let position = Position::from_fen("4k5/10/10/10/10/10/10/R4K3R w KQ - 0 1")?;
/// let castle = position.parse_uci("f1j1")?;
/// assert_eq!(fsf_uci(&position, castle, true), "f1j1");
/// assert_eq!(fsf_uci(&position, castle, false), "f1i1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn fsf_uci(position: &Position, mv: Move, chess960: bool) -> String {
    let mut out = String::with_capacity(5);
    push_fsf_uci(&mut out, position, mv, chess960);
    out
}

/// The legal move whose Fairy-Stockfish coordinates are `text` (a promotion letter of either
/// case, as Fairy-Stockfish accepts), or None.
pub fn find_move(position: &Position, text: &str, chess960: bool) -> Option<Move> {
    if !text.is_ascii() || !(4..=5).contains(&text.len()) {
        return None;
    }
    let from: Square = text[0..2].parse().ok()?;
    let to: Square = text[2..4].parse().ok()?;
    let promotion = match text[4..].chars().next() {
        None => None,
        Some(c) => Some(Role::from_char(c).filter(|r| Role::PROMOTIONS.contains(r))?),
    };
    let us = position.turn();
    let piece = position.board().piece_at(from).filter(|p| p.color == us)?;
    let may_castle = CastlingSide::ALL
        .iter()
        .any(|&side| position.castling_rook(us, side).is_some());
    if piece.role == Role::King && may_castle {
        // Castling, and outside 960 mode a king step written like a castling: look among
        // the legal moves, as Fairy-Stockfish does.
        return position.legal_moves().into_iter().find(|&mv| {
            mv.from() == from && fsf_to(position, mv, chess960) == to && mv.promotion() == promotion
        });
    }
    // Any other move is legal when the piece can go there and the own king is not attacked
    // afterwards; checking that is much cheaper than listing every legal move, and replaying
    // a move list does it once a move.
    if !position.pseudo_destinations(from).contains(to) {
        return None;
    }
    let last_rank = us.relative_rank(Rank::Eighth);
    let kind = match (piece.role, promotion) {
        (Role::Pawn, Some(role)) if to.rank() == last_rank => MoveKind::Promotion(role),
        (Role::Pawn, None) if to.rank() == last_rank => return None,
        (_, Some(_)) => return None,
        (Role::Pawn, None)
            if from.file() != to.file() && position.board().piece_at(to).is_none() =>
        {
            MoveKind::EnPassant
        }
        (_, None) => MoveKind::Normal,
    };
    let mv = Move::new(from, to, kind);
    let mut after = *position;
    after.play_unchecked(mv);
    let king = after.board().king_of(us)?;
    after.attackers_to(king, !us).is_empty().then_some(mv)
}

/// A move in Fairy-Stockfish's long algebraic notation: `Nb1-c3`, `e4xd5`, `b7-b8=C+`,
/// `O-O`.
fn lan(position: &Position, mv: Move) -> String {
    let san = san(position, mv);
    if mv.is_castle() {
        return san;
    }
    let suffix = san
        .chars()
        .last()
        .filter(|c| matches!(c, '+' | '#'))
        .map(String::from)
        .unwrap_or_default();
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

/// The legal move `mv` of `position` in Fairy-Stockfish's `notation` (by its number, see
/// [`NOTATIONS`]): SAN for `DEFAULT`, `SAN` and numbers Fairy-Stockfish does not know (as it
/// does), LAN for `LAN`.
///
/// # Errors
/// [`UnsupportedNotationError`] for the shogi, janggi, xiangqi and Thai notations.
///
/// ```
/// use crc_rules_game::fairy::notation_text;
/// use crc_rules_movegen::Position;
/// let position = Position::from_number(25933)?;
/// let mv = position.parse_uci("i1h3")?;
/// assert_eq!(notation_text(&position, mv, 0)?, "Nh3");
/// assert_eq!(notation_text(&position, mv, 2)?, "Ni1-h3");
/// assert!(notation_text(&position, mv, 3).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn notation_text(
    position: &Position,
    mv: Move,
    notation: i32,
) -> Result<String, UnsupportedNotationError> {
    check_notation(notation)?;
    Ok(match notation {
        NOTATION_LAN => lan(position, mv),
        _ => san(position, mv),
    })
}

/// Whether moves can be written in `notation` (see [`notation_text`]).
///
/// # Errors
/// [`UnsupportedNotationError`] for the shogi, janggi, xiangqi and Thai notations.
pub fn check_notation(notation: i32) -> Result<(), UnsupportedNotationError> {
    if (NOTATION_SHOGI_HOSKING..=NOTATION_THAI_LAN).contains(&notation) {
        Err(UnsupportedNotationError(notation))
    } else {
        Ok(())
    }
}

/// A line about this library, in place of Fairy-Stockfish's engine banner.
pub fn info() -> String {
    format!(
        "crc-rules {} (Capablanca Random Chess rules; variants capablanca, caparandom)",
        env!("CARGO_PKG_VERSION")
    )
}

/// Fairy-Stockfish's `validate_fen` for `variant`: [`FEN_OK`], or the code of the first
/// field at fault ([`FEN_EMPTY`] for an empty text), code for code (see [`fen_code`]).
///
/// # Errors
/// [`UnknownVariantError`] for a variant other than `capablanca` and `caparandom`.
pub fn validate_fen(fen: &str, variant: &str, chess960: bool) -> Result<i32, UnknownVariantError> {
    Ok(fen_code(fen, chess960_mode(variant, chess960)?))
}

const FILES: usize = 10;
const RANKS: usize = 8;

/// A board of the letters a FEN's first field puts on each square (rank 1 first), as
/// Fairy-Stockfish fills it in to check the other fields against it.
struct Letters([u8; FILES * RANKS]);

impl Letters {
    /// The letter at `index` (`rank * 10 + file`), or None past the board: Fairy-Stockfish
    /// reads memory there that is not its board.
    fn at(&self, index: usize) -> Option<u8> {
        self.0.get(index).copied()
    }

    /// The square (rank, file) of the first `letter` from a1 on, or (-1, -1).
    fn find(&self, letter: u8) -> (i32, i32) {
        self.0
            .iter()
            .position(|&c| c == letter)
            .map_or((-1, -1), |i| ((i / FILES) as i32, (i % FILES) as i32))
    }

    /// Reads the first field as Fairy-Stockfish does: a run of digits counts as one number
    /// (`10`), every rank but the last must fill ten files, `*` takes a square and `~`
    /// none. None for a bad shape.
    fn read(field: &str) -> Option<Letters> {
        let mut letters = Letters([b' '; FILES * RANKS]);
        let (mut rank, mut file) = (0usize, 0usize);
        let mut previous = b'?';
        for c in field.bytes() {
            if c.is_ascii_digit() {
                file += usize::from(c - b'0');
                if previous.is_ascii_digit() {
                    file += 9 * usize::from(previous - b'0');
                }
            } else if c == b'/' {
                rank += 1;
                if file != FILES {
                    return None;
                }
                if rank == RANKS {
                    break;
                }
                file = 0;
            } else if c != b'~' {
                if file == FILES {
                    return None;
                }
                // Past the tenth file (digits can carry it there) Fairy-Stockfish writes
                // into the next rank's squares, or past its board, which changes nothing.
                let index = (RANKS - 1 - rank) * FILES + file;
                if let Some(square) = letters.0.get_mut(index) {
                    *square = c;
                }
                file += 1;
            }
            previous = c;
        }
        (rank + 1 == RANKS).then_some(letters)
    }
}

/// Whether a clock field passes Fairy-Stockfish's check: `-`, or digits only.
fn is_counter(field: &str) -> bool {
    field == "-" || field.bytes().all(|c| c.is_ascii_digit())
}

/// Fairy-Stockfish's own check of a FEN's text, code for code, in 960 mode when `chess960`
/// (which skips the check of the king's and rooks' start squares): it reads the fields in
/// Fairy-Stockfish's order with Fairy-Stockfish's leniencies, on a board of letters. The
/// checks: the characters and the shape of the board, one king a side and not touching, the
/// side `w` or `b`, castling rights that have their king on the back rank and a rook between
/// it and that edge (outside 960 mode the king on f1/f8 and the rook on a1/j1, a8/j8 as
/// well), an en-passant field of a letter and a digit, clocks of digits or `-`. It does not
/// apply the rules: [`FEN_OK`] does not promise a position a game can reach (the side not to
/// move may be in check, a pawn may stand on rank 1), which [`Replay::load`] refuses.
///
/// ```
/// use crc_rules_game::fairy::{fen_code, FEN_OK, FEN_INVALID_SIDE_TO_MOVE};
/// let gothic = "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR";
/// assert_eq!(fen_code(&format!("{gothic} w JAja - 0 1"), true), FEN_OK);
/// assert_eq!(fen_code(&format!("{gothic} x JAja - 0 1"), true), FEN_INVALID_SIDE_TO_MOVE);
/// ```
pub fn fen_code(fen: &str, chess960: bool) -> i32 {
    if fen.is_empty() {
        return FEN_EMPTY;
    }
    // Fields between single spaces, as C++'s getline splits them (no last empty field).
    let mut parts: Vec<&str> = fen.split(' ').collect();
    if parts.last() == Some(&"") {
        parts.pop();
    }
    if parts.len() > 6 {
        return FEN_INVALID_NB_PARTS;
    }
    let placement = parts[0];
    let known = |c: u8| c.is_ascii_digit() || b"PNBRQACKpnbrqack/*~".contains(&c);
    if !placement.bytes().all(known) {
        return FEN_INVALID_CHAR;
    }
    let Some(board) = Letters::read(placement) else {
        return FEN_INVALID_BOARD_GEOMETRY;
    };
    let count = |letter: u8| placement.bytes().filter(|&c| c == letter).count();
    if count(b'K') != 1 || count(b'k') != 1 {
        return FEN_INVALID_NUMBER_OF_KINGS;
    }
    let kings = [board.find(b'K'), board.find(b'k')];
    let (dr, df) = (kings[0].0 - kings[1].0, kings[0].1 - kings[1].1);
    if dr * dr + df * df <= 2 {
        return FEN_TOUCHING_KINGS;
    }
    let first = |i: usize| parts.get(i).map(|p| p.bytes().next());
    if matches!(first(1), Some(c) if c != Some(b'w') && c != Some(b'b')) {
        return FEN_INVALID_SIDE_TO_MOVE;
    }
    // Four or five fields with a number third: the castling and en-passant fields are left
    // out.
    let skip =
        (4..=5).contains(&parts.len()) && matches!(first(2), Some(Some(c)) if c.is_ascii_digit());
    if parts.len() >= 3 && !skip && !castling_ok(parts[2], &board, kings, chess960) {
        return FEN_INVALID_CASTLING_INFO;
    }
    if parts.len() >= 4 && !skip {
        let ep = parts[3].as_bytes();
        let square = ep.len() == 2 && ep[0].is_ascii_alphabetic() && ep[1].is_ascii_digit();
        if ep != b"-" && !square {
            return FEN_INVALID_EN_PASSANT_SQ;
        }
    }
    let between = if skip { 0 } else { 2 };
    let n = parts.len();
    if n >= 3 + between && !is_counter(parts[n - 2]) {
        return FEN_INVALID_HALF_MOVE_COUNTER;
    }
    if n >= 4 + between && !is_counter(parts[n - 1]) {
        return FEN_INVALID_MOVE_COUNTER;
    }
    FEN_OK
}

/// Fairy-Stockfish's check of the castling field: letters only; for `K`/`Q` (`k`/`q`) the
/// king on its back rank and an own rook between it and that edge; for a file letter some
/// piece on that file of the back rank; outside 960 mode also the king on f1 (f8) and the
/// rook of `K` or `Q` on j1 or a1 (j8, a8). `kings` are the kings' (rank, file).
fn castling_ok(field: &str, board: &Letters, kings: [(i32, i32); 2], chess960: bool) -> bool {
    if !field.bytes().all(|c| c == b'-' || c.is_ascii_alphabetic()) {
        return false;
    }
    let flags = |upper: bool| {
        field
            .bytes()
            .filter(move |&c| c != b'-' && c.is_ascii_uppercase() == upper)
            .map(|c| c.to_ascii_lowercase())
    };
    for (color, king) in kings.into_iter().enumerate() {
        let (rank, rook) = if color == 0 { (0, b'R') } else { (7, b'r') };
        let row = rank as usize * FILES;
        for flag in flags(color == 0) {
            if flag == b'k' || flag == b'q' {
                if king.0 != rank {
                    return false;
                }
                let files: Vec<usize> = if flag == b'k' {
                    (king.1 as usize + 1..FILES).collect()
                } else {
                    (0..king.1 as usize).collect()
                };
                if !files.into_iter().any(|f| board.at(row + f) == Some(rook)) {
                    return false;
                }
            } else if board
                .at(row + usize::from(flag - b'a'))
                .is_none_or(|c| c == b' ')
            {
                // Past the board (Black's letters after j) Fairy-Stockfish reads memory
                // that is not its board; this module answers that the file is empty.
                return false;
            }
        }
    }
    if chess960 {
        return true;
    }
    kings.into_iter().enumerate().all(|(color, king)| {
        let (rank, rook) = if color == 0 { (0, b'R') } else { (7, b'r') };
        let row = rank as usize * FILES;
        let mut own = flags(color == 0).peekable();
        if own.peek().is_none() {
            return true;
        }
        king == (rank, 5)
            && own.all(|flag| match flag {
                b'q' => board.at(row) == Some(rook),
                b'k' => board.at(row + FILES - 1) == Some(rook),
                _ => true,
            })
    })
}

impl crc_rules_core::HasErrorKind for UnknownVariantError {
    fn kind(&self) -> crc_rules_core::ErrorKind {
        crc_rules_core::ErrorKind::UnknownVariant
    }
}

impl crc_rules_core::HasErrorKind for UnsupportedNotationError {
    fn kind(&self) -> crc_rules_core::ErrorKind {
        crc_rules_core::ErrorKind::UnsupportedNotation
    }
}

impl crc_rules_core::HasErrorKind for FairyMoveError {
    /// A castling in the other mode's convention, or a move written as Fairy-Stockfish does
    /// not write it, is refused as an illegal move.
    fn kind(&self) -> crc_rules_core::ErrorKind {
        match self {
            FairyMoveError::Syntax(error) => crc_rules_core::HasErrorKind::kind(error),
            FairyMoveError::Illegal(error) => crc_rules_core::HasErrorKind::kind(error),
            FairyMoveError::Castling { .. } | FairyMoveError::Unusual(_) => {
                crc_rules_core::ErrorKind::IllegalMove
            }
        }
    }
}

impl crc_rules_core::HasErrorKind for ReplayError {
    fn kind(&self) -> crc_rules_core::ErrorKind {
        match self {
            ReplayError::Fen(error) => crc_rules_core::HasErrorKind::kind(error),
            ReplayError::Move { error, .. } => crc_rules_core::HasErrorKind::kind(error),
        }
    }
}
