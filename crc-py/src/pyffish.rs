//! `crc_rules.pyffish`: the functions of Fairy-Stockfish's Python binding `pyffish` (0.0.90)
//! that a CRC server calls, with pyffish's signatures and return conventions, for the
//! variants `caparandom` and `capablanca`.
//!
//! Fairy-Stockfish's conventions are kept where they differ from X-FEN and from the rest of
//! this package:
//! - "960 mode" is variant `caparandom`, or `capablanca` with `chess960` true. There castling
//!   is written king takes own rook (`f1j1`) and FEN castling rights as file letters (`JAja`);
//!   otherwise castling is written as the king's destination (`f1i1`; king takes rook where
//!   an ordinary king move goes to that square too) and rights as `KQkq`.
//! - The FEN's en-passant square is written after every double step that an enemy pawn
//!   attacks, whether or not the capture is legal (X-FEN writes it only when it is legal).
//! - Draws that end a game automatically under FIDE-style rules (fivefold repetition, the
//!   75-move rule) and insufficient material are not game ends: `is_optional_game_end`
//!   reports threefold repetition and the fifty-move rule (which they imply),
//!   `has_insufficient_material` reports material per side, and `is_immediate_game_end` is
//!   never true in these variants.
//! - `game_result` is `-VALUE_MATE` when the side to move is in check and `VALUE_DRAW`
//!   otherwise: the checkmate or stalemate value, meaningful when no legal move is left.
//!
//! Where the answer cannot be the same, this module raises instead (see the package README).

use crc_core::{CastlingSide, Color, Piece, Role, Setup, Square, CAPABLANCA_FEN};
use crc_game::{cannot_win, san};
use crc_movegen::{attacks, FenError, Move, MoveKind, Position, PositionError, PositionErrorKind};
use pyo3::prelude::*;
use pyo3::types::{PyList, PyString, PyTuple};

use crate::{CrcError, IllegalMoveError, InvalidFenError, InvalidMoveError};

/// Fairy-Stockfish's value of a mate (for the side that mates).
const VALUE_MATE: i32 = 32000;
/// Fairy-Stockfish's value of a draw.
const VALUE_DRAW: i32 = 0;

// Fairy-Stockfish's FEN validation codes (`validate_fen`).
const FEN_OK: i32 = 1;
const FEN_EMPTY: i32 = 0;
const FEN_INVALID_MOVE_COUNTER: i32 = -1;
const FEN_INVALID_HALF_MOVE_COUNTER: i32 = -2;
const FEN_INVALID_NUMBER_OF_KINGS: i32 = -3;
const FEN_INVALID_EN_PASSANT_SQ: i32 = -4;
const FEN_INVALID_CASTLING_INFO: i32 = -5;
const FEN_INVALID_SIDE_TO_MOVE: i32 = -6;
const FEN_INVALID_BOARD_GEOMETRY: i32 = -8;
const FEN_TOUCHING_KINGS: i32 = -9;
const FEN_INVALID_CHAR: i32 = -10;
const FEN_INVALID_NB_PARTS: i32 = -11;
const FEN_INVALID_PROMOTED_PIECE: i32 = -12;

// Fairy-Stockfish's notations (`get_san`).
const NOTATION_DEFAULT: i32 = 0;
const NOTATION_SAN: i32 = 1;
const NOTATION_LAN: i32 = 2;
const NOTATION_SHOGI_HOSKING: i32 = 3;
const NOTATION_SHOGI_HODGES: i32 = 4;
const NOTATION_SHOGI_HODGES_NUMBER: i32 = 5;
const NOTATION_JANGGI: i32 = 6;
const NOTATION_XIANGQI_WXF: i32 = 7;
const NOTATION_THAI_SAN: i32 = 8;
const NOTATION_THAI_LAN: i32 = 9;

/// The engine options pyffish's `set_option` knows; none of them changes these rules.
const OPTIONS: [&str; 25] = [
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

/// A flag argument read as pyffish reads it: any object, by its truth value.
struct Flag(bool);

impl<'a, 'py> FromPyObject<'a, 'py> for Flag {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Flag> {
        Ok(Flag(obj.is_truthy()?))
    }
}

/// Whether Fairy-Stockfish's 960 conventions apply; ValueError for any other variant.
fn chess960_mode(variant: &str, chess960: &Flag) -> PyResult<bool> {
    match variant {
        "caparandom" => Ok(true),
        "capablanca" => Ok(chess960.0),
        _ => Err(unknown_variant(variant)),
    }
}

fn unknown_variant(variant: &str) -> PyErr {
    CrcError::new_err(format!(
        "unknown variant '{variant}': crc_rules.pyffish plays capablanca and caparandom"
    ))
}

/// A position reached from a FEN by a list of moves, with what Fairy-Stockfish keeps that a
/// `Position` does not say.
struct Replay {
    position: Position,
    /// Fairy-Stockfish's en-passant square: the square a pawn passed over in a double step,
    /// when an enemy pawn attacks it (whether or not the capture is legal).
    ep_square: Option<Square>,
    /// The zobrist key of every position from the FEN on; it counts the en-passant square as
    /// Fairy-Stockfish's key does, so repetitions are counted as it counts them.
    keys: Vec<u64>,
}

/// Reads a FEN as Fairy-Stockfish does: `startpos` is the Capablanca array, and a FEN of
/// one to five fields gets the missing ones as Fairy-Stockfish fills them in (White to move,
/// no castling, no en-passant square, clocks 0 and 1).
fn read_fen(fen: &str) -> Result<Setup, crc_core::ParseFenError> {
    if fen == "startpos" {
        return CAPABLANCA_FEN.parse();
    }
    let mut fields: Vec<&str> = fen.split_whitespace().collect();
    let given = fields.len();
    if (1..6).contains(&given) {
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

impl Replay {
    /// Loads `fen` as Fairy-Stockfish does: castling rights without their king or rook and
    /// an en-passant square no double step can have made are dropped silently. `startpos`
    /// is the Capablanca array.
    fn load(fen: &str) -> PyResult<Replay> {
        let setup =
            read_fen(fen).map_err(|e| InvalidFenError::new_err(FenError::Parse(e).to_string()))?;
        let (position, dropped) = Position::from_setup_lenient(&setup)
            .map_err(|e| InvalidFenError::new_err(FenError::Position(e).to_string()))?;
        let ep_square = setup
            .ep_square
            .filter(|_| dropped.ep_square.is_none())
            .filter(|&ep| pawn_attacks_ep(&position, ep));
        Ok(Replay {
            position,
            ep_square,
            keys: vec![position.key()],
        })
    }

    /// Plays the legal move `mv`.
    fn play(&mut self, mv: Move) {
        let from = mv.from();
        let pawn = self
            .position
            .board()
            .piece_at(from)
            .is_some_and(|p| p.role == Role::Pawn);
        self.position.play_unchecked(mv);
        let double_step = pawn && from.index().abs_diff(mv.to().index()) == 20;
        self.ep_square = double_step
            .then(|| Square::from_index((from.index() + mv.to().index()) / 2))
            .filter(|&ep| pawn_attacks_ep(&self.position, ep));
        self.keys.push(self.position.key());
    }

    /// Loads `fen` and plays `moves`, written as Fairy-Stockfish writes them.
    fn new(fen: &str, moves: &[String], chess960: bool) -> PyResult<Replay> {
        let mut replay = Replay::load(fen)?;
        replay.keys.reserve(moves.len());
        for (ply, text) in moves.iter().enumerate() {
            let mv = replay.find(text, chess960, ply + 1)?;
            replay.play(mv);
        }
        Ok(replay)
    }

    /// The legal move `text` names, written as Fairy-Stockfish writes it; `ply` (from 1)
    /// places it in the move list for the error message.
    fn find(&self, text: &str, chess960: bool, ply: usize) -> PyResult<Move> {
        find_move(&self.position, text, chess960).ok_or_else(|| {
            invalid_move(
                &self.position,
                text,
                chess960,
                &format!("move {ply} of the list"),
            )
        })
    }

    /// How many times the current position has occurred since the FEN.
    fn repetitions(&self) -> usize {
        let current = *self.keys.last().expect("the FEN's key is always there");
        self.keys.iter().filter(|&&k| k == current).count()
    }

    /// The FEN as Fairy-Stockfish writes it (see the module documentation).
    fn fen(&self, chess960: bool) -> String {
        let position = &self.position;
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
        let ep = self.ep_square.map_or("-".to_owned(), |s| s.to_string());
        format!(
            "{} {} {castling} {ep} {} {}",
            crc_core::placement_to_string(position.board()),
            position.turn().char(),
            position.halfmove_clock(),
            position.fullmove_number()
        )
    }

    /// The SFEN Fairy-Stockfish writes with `sfen=True`: placement, `b` when White is to move
    /// (sente) and `w` otherwise, `-` for the empty hands, and the ply number from 1.
    fn sfen(&self) -> String {
        let position = &self.position;
        let black = position.turn() == Color::Black;
        let ply = 2 * (u64::from(position.fullmove_number()) - 1) + u64::from(black) + 1;
        format!(
            "{} {} - {ply}",
            crc_core::placement_to_string(position.board()),
            if black { 'w' } else { 'b' }
        )
    }
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

/// A legal move in Fairy-Stockfish's coordinates, written into `buffer`.
fn fsf_uci_in<'b>(
    buffer: &'b mut [u8; 5],
    position: &Position,
    mv: Move,
    chess960: bool,
) -> &'b str {
    let to = fsf_to(position, mv, chess960);
    for (i, square) in [mv.from(), to].into_iter().enumerate() {
        buffer[2 * i] = b'a' + square.file() as u8;
        buffer[2 * i + 1] = b'1' + square.rank() as u8;
    }
    let len = match mv.promotion() {
        Some(role) => {
            buffer[4] = role.char() as u8;
            5
        }
        None => 4,
    };
    std::str::from_utf8(&buffer[..len]).expect("square names and piece letters are ASCII")
}

/// A legal move in Fairy-Stockfish's coordinates.
fn fsf_uci(position: &Position, mv: Move, chess960: bool) -> String {
    fsf_uci_in(&mut [0; 5], position, mv, chess960).to_owned()
}

/// The legal move whose Fairy-Stockfish coordinates are `text` (a promotion letter of either
/// case, as Fairy-Stockfish accepts), or None.
fn find_move(position: &Position, text: &str, chess960: bool) -> Option<Move> {
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
    let last_rank = us.relative_rank(crc_core::Rank::Eighth);
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

/// The error for move text that names no legal move in Fairy-Stockfish's coordinates, with
/// the reason this package's own reader gives.
fn invalid_move(position: &Position, text: &str, chess960: bool, place: &str) -> PyErr {
    let fen = position.to_fen();
    match position.parse_uci(text) {
        Ok(mv) if mv.is_castle() => {
            let how = if chess960 {
                "as king takes rook in 960 mode (caparandom, or chess960 true)"
            } else {
                "as the king's destination when chess960 is false"
            };
            IllegalMoveError::new_err(format!(
                "castling '{text}' is written {how}: {} ({place}, in {fen})",
                fsf_uci(position, mv, chess960)
            ))
        }
        Ok(_) => IllegalMoveError::new_err(format!(
            "move '{text}' is not written as Fairy-Stockfish writes it ({place}, in {fen})"
        )),
        Err(crc_movegen::ParseMoveError::Syntax(error)) => {
            InvalidMoveError::new_err(format!("{error} ({place}, in {fen})"))
        }
        Err(error) => IllegalMoveError::new_err(format!("{error} ({place}, in {fen})")),
    }
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

/// A move in `notation`: SAN for NOTATION_DEFAULT, NOTATION_SAN and values Fairy-Stockfish
/// does not know (as it does), LAN for NOTATION_LAN; ValueError for the shogi, janggi,
/// xiangqi and Thai notations, which do not describe these variants.
fn notation_text(position: &Position, mv: Move, notation: i32) -> PyResult<String> {
    match notation {
        NOTATION_LAN => Ok(lan(position, mv)),
        NOTATION_SHOGI_HOSKING..=NOTATION_THAI_LAN => Err(CrcError::new_err(format!(
            "notation {notation} is for shogi, janggi, xiangqi or Thai variants: \
             crc_rules.pyffish writes capablanca and caparandom moves in NOTATION_SAN or \
             NOTATION_LAN"
        ))),
        _ => Ok(san(position, mv)),
    }
}

/// The position after `moves` from `fen` in `variant`, and whether 960 conventions apply.
fn replay(variant: &str, fen: &str, moves: &[String], chess960: &Flag) -> PyResult<(Replay, bool)> {
    let chess960 = chess960_mode(variant, chess960)?;
    Ok((Replay::new(fen, moves, chess960)?, chess960))
}

/// Defines a function of pyffish's signature `(variant, fen, moves, chess960=False)` that
/// answers from the position after `moves` from `fen`: `$replay` names the [`Replay`] in its
/// body. ValueError for an unknown variant, a bad FEN or a move that is not legal.
macro_rules! after_moves {
    ($(#[$doc:meta])* fn $name:ident($replay:ident) -> $answer:ty $body:block) => {
        $(#[$doc])*
        #[pyfunction]
        #[pyo3(
            signature = (variant, fen, moves, chess960 = Flag(false)),
            text_signature = "(variant, fen, moves, chess960=False)"
        )]
        fn $name(
            variant: &str,
            fen: &str,
            moves: Vec<String>,
            chess960: Flag,
        ) -> PyResult<$answer> {
            let ($replay, _) = replay(variant, fen, &moves, &chess960)?;
            $body
        }
    };
}

/// The legal moves after ``moves`` from ``fen``, in Fairy-Stockfish's coordinates.
///
/// Castling is king takes own rook (``f1j1``) in 960 mode (variant ``caparandom``, or
/// ``chess960`` true) and the king's destination (``f1i1``) otherwise. The order is this
/// package's generation order, not Fairy-Stockfish's. ValueError for an unknown variant, a
/// bad FEN or a move of ``moves`` that is not legal.
#[pyfunction]
#[pyo3(
    signature = (variant, fen, moves, chess960 = Flag(false)),
    text_signature = "(variant, fen, moves, chess960=False)"
)]
fn legal_moves<'py>(
    py: Python<'py>,
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: Flag,
) -> PyResult<Bound<'py, PyList>> {
    let (replay, chess960) = replay(variant, fen, &moves, &chess960)?;
    let position = &replay.position;
    let mut buffer = [0; 5];
    let texts = position
        .legal_moves()
        .into_iter()
        .map(|mv| PyString::new(py, fsf_uci_in(&mut buffer, position, mv, chess960)));
    PyList::new(py, texts)
}

/// The FEN after ``moves`` from ``fen``, as Fairy-Stockfish writes it: castling rights as
/// file letters in 960 mode and ``KQkq`` otherwise; the en-passant square after every double
/// step an enemy pawn attacks. With ``sfen`` true the SFEN Fairy-Stockfish writes.
/// ``showPromoted`` and ``countStarted`` change nothing in these variants (no promoted
/// pieces are marked, no counting rule applies).
#[pyfunction]
#[pyo3(
    signature = (variant, fen, moves, chess960 = Flag(false), sfen = Flag(false), showPromoted = Flag(false), countStarted = 0),
    text_signature = "(variant, fen, moves, chess960=False, sfen=False, showPromoted=False, countStarted=0)"
)]
#[allow(non_snake_case)]
fn get_fen(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: Flag,
    sfen: Flag,
    showPromoted: Flag,
    countStarted: i64,
) -> PyResult<String> {
    let _ = (showPromoted, countStarted);
    let (replay, chess960) = replay(variant, fen, &moves, &chess960)?;
    Ok(if sfen.0 {
        replay.sfen()
    } else {
        replay.fen(chess960)
    })
}

/// The SAN of ``move`` (Fairy-Stockfish's coordinates) in ``fen``; ``notation``
/// NOTATION_LAN gives long algebraic notation. ValueError for a move that is not legal
/// (pyffish answers with a meaningless text there).
#[pyfunction]
#[pyo3(
    signature = (variant, fen, r#move, chess960 = Flag(false), notation = NOTATION_DEFAULT),
    text_signature = "(variant, fen, move, chess960=False, notation=0)"
)]
fn get_san(
    variant: &str,
    fen: &str,
    r#move: &str,
    chess960: Flag,
    notation: i32,
) -> PyResult<String> {
    let chess960 = chess960_mode(variant, &chess960)?;
    let replay = Replay::load(fen)?;
    let position = &replay.position;
    let mv = find_move(position, r#move, chess960)
        .ok_or_else(|| invalid_move(position, r#move, chess960, "the move asked about"))?;
    notation_text(position, mv, notation)
}

/// The SAN of each move of ``moves`` from ``fen``, in order (``notation`` as in
/// ``get_san``). ValueError at the first move that is not legal.
#[pyfunction]
#[pyo3(
    signature = (variant, fen, movelist, chess960 = Flag(false), notation = NOTATION_DEFAULT),
    text_signature = "(variant, fen, movelist, chess960=False, notation=0)"
)]
fn get_san_moves(
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: Flag,
    notation: i32,
) -> PyResult<Vec<String>> {
    let chess960 = chess960_mode(variant, &chess960)?;
    let mut replay = Replay::load(fen)?;
    let mut out = Vec::with_capacity(movelist.len());
    for (ply, text) in movelist.iter().enumerate() {
        let mv = replay.find(text, chess960, ply + 1)?;
        out.push(notation_text(&replay.position, mv, notation)?);
        replay.play(mv);
    }
    Ok(out)
}

after_moves! {
    /// Whether the side to move is in check after ``moves`` from ``fen`` (pyffish's name for
    /// it).
    fn gives_check(replay) -> bool {
        Ok(replay.position.is_check())
    }
}

/// Whether ``move`` takes a piece after ``moves`` from ``fen`` (en passant included,
/// castling never). ValueError for a move that is not legal.
#[pyfunction]
#[pyo3(
    signature = (variant, fen, moves, r#move, chess960 = Flag(false)),
    text_signature = "(variant, fen, moves, move, chess960=False)"
)]
fn is_capture(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    r#move: &str,
    chess960: Flag,
) -> PyResult<bool> {
    let (replay, chess960) = replay(variant, fen, &moves, &chess960)?;
    let position = &replay.position;
    let mv = find_move(position, r#move, chess960)
        .ok_or_else(|| invalid_move(position, r#move, chess960, "the move asked about"))?;
    Ok(position.is_capture(mv))
}

after_moves! {
    /// The result for the side to move, as pyffish gives it: ``-VALUE_MATE`` (-32000) when it
    /// is in check, ``VALUE_DRAW`` (0) otherwise. Meaningful when it has no legal move
    /// (checkmate or stalemate), which is when pyffish's callers ask.
    fn game_result(replay) -> i32 {
        Ok(if replay.position.is_check() {
            -VALUE_MATE
        } else {
            VALUE_DRAW
        })
    }
}

after_moves! {
    /// ``(False, 0)``: no rule of these variants ends a game at once apart from checkmate and
    /// stalemate, which pyffish reports through ``legal_moves`` and ``game_result``. The FEN and
    /// the moves are still checked.
    fn is_immediate_game_end(_replay) -> (bool, i32) {
        Ok((false, VALUE_DRAW))
    }
}

/// ``(True, 0)`` when a draw can be claimed after ``moves`` from ``fen``: the position has
/// occurred three times since the FEN (positions equal as Fairy-Stockfish's key counts
/// them), or the half-move clock is at least 100 and the side to move is not checkmated;
/// else ``(False, 0)`` (pyffish leaves the second value undefined then).
#[pyfunction]
#[pyo3(
    signature = (variant, fen, moves, chess960 = Flag(false), countStarted = 0),
    text_signature = "(variant, fen, moves, chess960=False, countStarted=0)"
)]
#[allow(non_snake_case)]
fn is_optional_game_end(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: Flag,
    countStarted: i64,
) -> PyResult<(bool, i32)> {
    let _ = countStarted;
    let (replay, _) = replay(variant, fen, &moves, &chess960)?;
    let position = &replay.position;
    let fifty = position.halfmove_clock() >= 100
        && (!position.is_check() || position.count_legal_moves() > 0);
    Ok((fifty || replay.repetitions() >= 3, VALUE_DRAW))
}

after_moves! {
    /// For White and for Black, whether that side can no longer win (the same answers as
    /// pyffish).
    fn has_insufficient_material(replay) -> (bool, bool) {
        let position = &replay.position;
        Ok((
            cannot_win(position, Color::White),
            cannot_win(position, Color::Black),
        ))
    }
}

/// The start FEN of ``variant``: the Capablanca array for both (pyffish gives the same for
/// ``caparandom``; a CRC start comes from ``crc_rules.start_fen(number)``).
#[pyfunction]
fn start_fen(variant: &str) -> PyResult<&'static str> {
    chess960_mode(variant, &Flag(false))?;
    Ok(CAPABLANCA_FEN)
}

/// ``FEN_OK`` (1) when every function of this module accepts ``fen``, else one of
/// Fairy-Stockfish's negative codes naming the field at fault (0 for an empty text).
///
/// Fairy-Stockfish's checks of castling rights are made as it makes them (in 960 mode the
/// king and a rook on the back rank; otherwise the king and that rook on their start
/// squares). Positions it lets through but no game can reach are refused here: too many
/// kings, pawns on the first or last rank, more than 20 pieces or 10 pawns a side, and the
/// side not to move in check (``FEN_TOUCHING_KINGS`` when the kings touch,
/// ``FEN_INVALID_BOARD_GEOMETRY`` for the others). A FEN of one to five fields gets the
/// missing ones as Fairy-Stockfish fills them in. Fields Fairy-Stockfish reads loosely must
/// be well formed here: an en-passant square on the board, clocks that are numbers, a
/// full-move number from 1, a side ``w`` or ``b``, empty-square counts without a leading 0.
#[pyfunction]
#[pyo3(
    signature = (fen, variant, chess960 = Flag(false)),
    text_signature = "(fen, variant, chess960=False)"
)]
fn validate_fen(fen: &str, variant: &str, chess960: Flag) -> PyResult<i32> {
    let chess960 = chess960_mode(variant, &chess960)?;
    let setup = match read_fen(fen) {
        Ok(setup) => setup,
        Err(error) => return Ok(parse_error_code(&error)),
    };
    if !fsf_castling_ok(&setup, chess960) {
        return Ok(FEN_INVALID_CASTLING_INFO);
    }
    Ok(match Position::from_setup_lenient(&setup) {
        Ok(_) => FEN_OK,
        Err(error) => position_error_code(&setup, &error),
    })
}

fn parse_error_code(error: &crc_core::ParseFenError) -> i32 {
    use crc_core::{FenErrorKind, FenField};
    match (error.field, &error.kind) {
        (_, FenErrorKind::Empty) => FEN_EMPTY,
        (FenField::Whole, _) => FEN_INVALID_NB_PARTS,
        (FenField::Placement, FenErrorKind::UnknownPiece { .. }) => FEN_INVALID_CHAR,
        (FenField::Placement, _) => FEN_INVALID_BOARD_GEOMETRY,
        (FenField::Side, _) => FEN_INVALID_SIDE_TO_MOVE,
        (FenField::Castling, _) => FEN_INVALID_CASTLING_INFO,
        (FenField::EnPassant, _) => FEN_INVALID_EN_PASSANT_SQ,
        (FenField::HalfmoveClock, _) => FEN_INVALID_HALF_MOVE_COUNTER,
        (FenField::FullmoveNumber, _) => FEN_INVALID_MOVE_COUNTER,
    }
}

fn position_error_code(setup: &Setup, error: &PositionError) -> i32 {
    let kings_touch = match (
        setup.board.king_of(Color::White),
        setup.board.king_of(Color::Black),
    ) {
        (Some(white), Some(black)) => attacks::king_attacks(white).contains(black),
        _ => false,
    };
    match error.reasons().first() {
        Some(PositionErrorKind::MissingKing(_) | PositionErrorKind::TooManyKings { .. }) => {
            FEN_INVALID_NUMBER_OF_KINGS
        }
        Some(PositionErrorKind::OppositeCheck(_)) if kings_touch => FEN_TOUCHING_KINGS,
        Some(PositionErrorKind::Castling(_)) => FEN_INVALID_CASTLING_INFO,
        Some(PositionErrorKind::ImpossibleEnPassant(_)) => FEN_INVALID_EN_PASSANT_SQ,
        _ => FEN_INVALID_BOARD_GEOMETRY,
    }
}

/// Fairy-Stockfish's own check of the castling field: in 960 mode a side with rights needs
/// its king and a rook on its back rank; otherwise its king on f1/f8 and, for `K`/`Q`
/// (`k`/`q`), the rook on j1/a1 (j8/a8).
fn fsf_castling_ok(setup: &Setup, chess960: bool) -> bool {
    Color::ALL.into_iter().all(|color| {
        let rooks = setup.castling_rooks(color);
        if rooks.is_empty() {
            return true;
        }
        let board = &setup.board;
        let rank = crc_core::Bitboard::from_rank(color.back_rank());
        let king = board.by_piece(Piece::new(color, Role::King));
        let rook = board.by_piece(Piece::new(color, Role::Rook));
        if chess960 {
            return (king & rank).any() && (rook & rank).any();
        }
        let on = |file: crc_core::File| Square::from_coords(file, color.back_rank());
        if !king.contains(on(crc_core::File::F)) {
            return false;
        }
        rooks.into_iter().all(|square| {
            let outer = match CastlingSide::of_rook(crc_core::File::F, square.file()) {
                Some(CastlingSide::KingSide) => on(crc_core::File::J),
                _ => on(crc_core::File::A),
            };
            rook.contains(outer)
        })
    })
}

/// The version of crc-rules as pyffish gives its own: ``(major, minor, patch)``.
#[pyfunction]
fn version<'py>(py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
    let parts: Vec<u32> = env!("CARGO_PKG_VERSION")
        .split('.')
        .map(|p| p.parse().expect("a numeric crate version"))
        .collect();
    PyTuple::new(py, parts)
}

/// A line about this module, in place of Fairy-Stockfish's engine banner.
#[pyfunction]
fn info() -> String {
    format!(
        "crc-rules {} (Capablanca Random Chess rules; variants capablanca, caparandom)",
        env!("CARGO_PKG_VERSION")
    )
}

/// The variants this module plays: ``["capablanca", "caparandom"]``.
#[pyfunction]
fn variants() -> Vec<&'static str> {
    vec!["capablanca", "caparandom"]
}

/// False: neither variant is played on two boards.
#[pyfunction]
fn two_boards(variant: &str) -> PyResult<bool> {
    chess960_mode(variant, &Flag(false)).map(|_| false)
}

/// False: neither variant puts captured pieces in hand.
#[pyfunction]
fn captures_to_hand(variant: &str) -> PyResult<bool> {
    chess960_mode(variant, &Flag(false)).map(|_| false)
}

/// Accepts an engine option pyffish knows and changes nothing: no engine option changes the
/// rules of these two variants (``VariantPath`` cannot redefine them here). ValueError for
/// an option pyffish does not know, as pyffish raises.
#[pyfunction]
fn set_option(name: &str, value: &Bound<'_, PyAny>) -> PyResult<()> {
    let _ = value;
    if OPTIONS.contains(&name) {
        Ok(())
    } else {
        Err(CrcError::new_err(format!("No such option {name}'")))
    }
}

pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    for (name, value) in [
        ("VALUE_MATE", VALUE_MATE),
        ("VALUE_DRAW", VALUE_DRAW),
        ("FEN_OK", FEN_OK),
        ("FEN_INVALID_PROMOTED_PIECE", FEN_INVALID_PROMOTED_PIECE),
        ("NOTATION_DEFAULT", NOTATION_DEFAULT),
        ("NOTATION_SAN", NOTATION_SAN),
        ("NOTATION_LAN", NOTATION_LAN),
        ("NOTATION_SHOGI_HOSKING", NOTATION_SHOGI_HOSKING),
        ("NOTATION_SHOGI_HODGES", NOTATION_SHOGI_HODGES),
        ("NOTATION_SHOGI_HODGES_NUMBER", NOTATION_SHOGI_HODGES_NUMBER),
        ("NOTATION_JANGGI", NOTATION_JANGGI),
        ("NOTATION_XIANGQI_WXF", NOTATION_XIANGQI_WXF),
        ("NOTATION_THAI_SAN", NOTATION_THAI_SAN),
        ("NOTATION_THAI_LAN", NOTATION_THAI_LAN),
    ] {
        m.add(name, value)?;
    }
    m.add("error", m.py().get_type::<CrcError>())?;
    m.add_function(wrap_pyfunction!(legal_moves, m)?)?;
    m.add_function(wrap_pyfunction!(get_fen, m)?)?;
    m.add_function(wrap_pyfunction!(get_san, m)?)?;
    m.add_function(wrap_pyfunction!(get_san_moves, m)?)?;
    m.add_function(wrap_pyfunction!(gives_check, m)?)?;
    m.add_function(wrap_pyfunction!(is_capture, m)?)?;
    m.add_function(wrap_pyfunction!(game_result, m)?)?;
    m.add_function(wrap_pyfunction!(is_immediate_game_end, m)?)?;
    m.add_function(wrap_pyfunction!(is_optional_game_end, m)?)?;
    m.add_function(wrap_pyfunction!(has_insufficient_material, m)?)?;
    m.add_function(wrap_pyfunction!(start_fen, m)?)?;
    m.add_function(wrap_pyfunction!(validate_fen, m)?)?;
    m.add_function(wrap_pyfunction!(version, m)?)?;
    m.add_function(wrap_pyfunction!(info, m)?)?;
    m.add_function(wrap_pyfunction!(variants, m)?)?;
    m.add_function(wrap_pyfunction!(two_boards, m)?)?;
    m.add_function(wrap_pyfunction!(captures_to_hand, m)?)?;
    m.add_function(wrap_pyfunction!(set_option, m)?)?;
    Ok(())
}
