//! Fairy-Stockfish's en-passant square: the square a pawn's double step passed over, kept
//! whenever an enemy pawn attacks it, whether or not the capture is legal (X-FEN keeps it
//! only when it is legal). Its zobrist key counts that square, and so do its repetitions.

use crc_rules_core::{Piece, Role, Setup, Square};
use crc_rules_movegen::{attacks, Dropped, Move, Position};

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

/// Fairy-Stockfish's en-passant square after the legal move `mv`, of a pawn when `pawn`, led
/// to `after`: the square a pawn's double step passed over, when an enemy pawn attacks it
/// (whether or not the capture is legal).
pub fn ep_square_after(pawn: bool, mv: Move, after: &Position) -> Option<Square> {
    let (from, to) = (mv.from(), mv.to());
    let double_step = pawn && from.index().abs_diff(to.index()) == 20;
    double_step
        .then(|| Square::from_index((from.index() + to.index()) / 2))
        .filter(|&ep| pawn_attacks_ep(after, ep))
}
