//! The queries a position handle and a game handle share, each written once over the
//! position the handle stands on ([`OnPosition`]): `crc_position_fen` and `crc_game_fen` are
//! one line each, [`fen`] through `answer_text`, and so on for the Shredder-FEN, the turn,
//! the legal moves (all of them or from one square), SAN, check, the zobrist and repetition
//! keys, the board and a click's move. A GUI holds one game handle; an engine holds position
//! handles.

use crc_rules_core::{CastlingNotation, Square};
use crc_rules_movegen::{KingSafety, Move, MoveList, Position};

use crate::boundary::{answer_list, Handle};
use crate::status::{crc_status, Failure, CRC_ILLEGAL_MOVE, CRC_INVALID_MOVE};
use crate::types::{
    color_to_c, crc_color, crc_move, crc_piece, crc_role, role_from_c, square_from_c,
    CRC_ROLE_NONE, CRC_SQUARE_COUNT,
};

/// A handle that stands on a position: a position handle on its own, a game on its current
/// one.
pub(crate) trait OnPosition {
    /// The position the readers read.
    fn position(&self) -> &Position;

    /// Whether a move may be chosen now: a finished game refuses one (`CRC_GAME_OVER`).
    fn may_move(&self) -> Result<(), Failure> {
        Ok(())
    }
}

/// The legal move `mv` describes in `position`.
pub(crate) fn legal_move(position: &Position, mv: crc_move) -> Result<Move, Failure> {
    legal_move_with(position, mv, position.king_safety())
}

/// [`legal_move`] with the position's king safety known.
#[inline(always)]
pub(crate) fn legal_move_with(
    position: &Position,
    mv: crc_move,
    safety: KingSafety,
) -> Result<Move, Failure> {
    let mv = mv.to_move()?;
    if position.is_legal_with(mv, safety) {
        Ok(mv)
    } else {
        Err(illegal_move(position, mv))
    }
}

/// Why `mv` is not legal in `position`.
#[cold]
fn illegal_move(position: &Position, mv: Move) -> Failure {
    let detail = match position.explain_move(mv) {
        Some(reason) => format!("illegal move {mv}: {reason}"),
        // Only when the king safety asked with was not the position's own.
        None => format!("illegal move {mv}"),
    };
    Failure::new(CRC_ILLEGAL_MOVE, detail)
}

/// The X-FEN.
pub(crate) fn fen(handle: &impl OnPosition) -> Result<String, Failure> {
    Ok(handle.position().to_fen())
}

/// The Shredder-FEN: castling rights as the rooks' file letters.
pub(crate) fn shredder_fen(handle: &impl OnPosition) -> Result<String, Failure> {
    Ok(handle.position().to_fen_with(CastlingNotation::Shredder))
}

/// The side to move.
pub(crate) fn turn(handle: &impl OnPosition) -> Result<crc_color, Failure> {
    Ok(color_to_c(handle.position().turn()))
}

/// The body of a call that lists moves about a handle: `fill` fills a list of moves of
/// our own, which go out as `crc_move`s with the rules of a list (see `ListOut`).
///
/// # Safety
/// `handle` is NULL or a live handle; `moves` is valid for `capacity` entries (or NULL with
/// `capacity` 0); `count` is NULL or valid for one `size_t`.
#[inline]
pub(crate) unsafe fn list_moves<H: Handle>(
    handle: *const H,
    moves: *mut crc_move,
    capacity: usize,
    count: *mut usize,
    fill: impl FnOnce(&H, &mut MoveList) -> Result<(), Failure>,
) -> crc_status {
    // SAFETY: the caller's contract, as stated above.
    unsafe { answer_list(handle, moves, capacity, count, fill, crc_move::from) }
}

/// The legal moves, into `list`.
pub(crate) fn legal_moves(handle: &impl OnPosition, list: &mut MoveList) -> Result<(), Failure> {
    handle.position().legal_moves_into(list);
    Ok(())
}

/// What `answer` says of the legal move `mv` describes in a handle's position;
/// `CRC_INVALID_MOVE` or `CRC_ILLEGAL_MOVE` when it describes none.
pub(crate) fn of_legal_move<H: OnPosition, T>(
    mv: crc_move,
    answer: impl FnOnce(&Position, Move) -> T,
) -> impl FnOnce(&H) -> Result<T, Failure> {
    move |handle| {
        let position = handle.position();
        Ok(answer(position, legal_move(position, mv)?))
    }
}

/// The SAN of the legal move `mv`, with `+` or `#`.
pub(crate) fn san<H: OnPosition>(mv: crc_move) -> impl FnOnce(&H) -> Result<String, Failure> {
    of_legal_move(mv, crc_rules_game::san)
}

/// Whether the side to move is in check.
pub(crate) fn is_check(handle: &impl OnPosition) -> Result<bool, Failure> {
    Ok(handle.position().is_check())
}

/// The zobrist key.
pub(crate) fn zobrist(handle: &impl OnPosition) -> Result<u64, Failure> {
    Ok(handle.position().key())
}

/// The key repetitions are counted by: the zobrist key, with the en-passant square only
/// when an en-passant capture is legal.
pub(crate) fn repetition_key(handle: &impl OnPosition) -> Result<u64, Failure> {
    Ok(handle.position().repetition_key())
}

/// The whole board, index = square.
pub(crate) fn board(handle: &impl OnPosition) -> Result<[crc_piece; CRC_SQUARE_COUNT], Failure> {
    let board = handle.position().board();
    Ok(Square::ALL.map(|square| crc_piece::from(board.piece_at(square))))
}

/// The legal moves of the piece on `square` (castling for the king), into a list.
pub(crate) fn legal_moves_from<H: OnPosition>(
    square: u8,
) -> impl FnOnce(&H, &mut MoveList) -> Result<(), Failure> {
    move |handle, list| {
        let from = square_from_c(square)?;
        handle.position().legal_moves_into(list);
        list.retain(|m| m.from() == from);
        Ok(())
    }
}

/// The legal move a click or drag from `from` to `to` means (the rule of
/// `crc_rules_game::move_from_to`; see `crc_position_move_from_to`).
pub(crate) fn move_from_to(
    handle: &impl OnPosition,
    from: u8,
    to: u8,
    promotion: crc_role,
) -> Result<crc_move, Failure> {
    handle.may_move()?;
    let (from, to) = (square_from_c(from)?, square_from_c(to)?);
    let promotion = match promotion {
        CRC_ROLE_NONE => None,
        role => Some(role_from_c(role).ok_or_else(|| {
            Failure::new(CRC_INVALID_MOVE, format!("role {role} is no piece a pawn promotes to"))
        })?),
    };
    let mv = crc_rules_game::move_from_to(handle.position(), from, to, promotion)?;
    Ok(crc_move::from(mv))
}
