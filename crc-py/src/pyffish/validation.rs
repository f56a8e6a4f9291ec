//! `validate_fen`: whether every function of this module accepts a FEN, or the code of
//! Fairy-Stockfish's that names the field at fault.

use crc_core::{CastlingSide, Color, Piece, Role, Setup, Square};
use crc_movegen::{attacks, Position, PositionError, PositionErrorKind};
use pyo3::prelude::*;

use super::fen::read_fen;
use super::variants::{chess960_mode, Flag};

// Fairy-Stockfish's FEN validation codes (`validate_fen`), as `crc_rules.pyffish` names the
// first (`FEN_OK`).
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
pub(super) fn validate_fen(fen: &str, variant: &str, chess960: Flag) -> PyResult<i32> {
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
