//! Moves as a GUI's player gives them: a click or drag from one square to another, and the
//! squares a picked-up piece may be dropped on. The king castles when dropped on its own
//! castling rook, or on its castling destination (the c or i file) where that is not also an
//! ordinary king step: the rule of [`UciMove::to_move`].

use crc_rules_core::{Bitboard, Role, Square};
use crc_rules_movegen::{Move, ParseMoveError, ParseUciError, Position, UciMove};

/// The legal move a click or drag from `from` to `to` means in `position`, with the piece a
/// pawn reaching the last rank becomes (`None` for any other move).
///
/// # Errors
/// [`ParseMoveError::Illegal`] for a drop that is no legal move, its reason
/// [`IllegalReason::PromotionRequired`](crc_rules_movegen::IllegalReason::PromotionRequired)
/// for a pawn reaching the last rank without `promotion` (ask the player for the piece, then
/// call again); [`ParseMoveError::Syntax`] for a `promotion` no pawn promotes to.
///
/// ```
/// use crc_rules_core::{Bitboard, Role, Square};
/// use crc_rules_game::move_from_to;
/// use crc_rules_movegen::Position;
/// let pos = Position::from_fen("4k5/1P8/10/10/10/10/10/R3K4R w KQ - 0 1")?;
/// assert_eq!(move_from_to(&pos, Square::E1, Square::J1, None)?.to_uci(), "e1j1"); // onto the rook
/// assert_eq!(move_from_to(&pos, Square::E1, Square::I1, None)?.to_uci(), "e1j1"); // onto i1
/// assert_eq!(move_from_to(&pos, Square::E1, Square::F1, None)?.to_uci(), "e1f1"); // a king step
/// assert!(move_from_to(&pos, Square::B7, Square::B8, None).is_err()); // which piece?
/// let queen = move_from_to(&pos, Square::B7, Square::B8, Some(Role::Chancellor))?;
/// assert_eq!(queen.to_uci(), "b7b8c");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn move_from_to(
    position: &Position,
    from: Square,
    to: Square,
    promotion: Option<Role>,
) -> Result<Move, ParseMoveError> {
    let uci = UciMove::Normal {
        from,
        to,
        promotion,
    };
    if promotion.is_some_and(|role| !Role::PROMOTIONS.contains(&role)) {
        return Err(ParseUciError(uci.to_string()).into());
    }
    uci.to_move(position)
        .map_err(|reason| ParseMoveError::Illegal {
            text: uci.to_string(),
            reason,
        })
}

/// The squares the piece on `from` may be dropped on in `position`, ascending: those
/// [`move_from_to`] takes for a legal move (a pawn reaching the last rank included, which
/// then needs its piece). Castling gives the rook's square and, where it is no king step,
/// the king's destination. None for an empty square or a piece of the side not to move.
///
/// ```
/// use crc_rules_core::Square;
/// use crc_rules_game::drop_targets;
/// use crc_rules_movegen::Position;
/// let pos = Position::from_fen("4k5/10/10/10/10/10/10/4K4R w K - 0 1")?;
/// let king = drop_targets(&pos, Square::E1);
/// assert!(king.contains(&Square::J1) && king.contains(&Square::I1)); // O-O either way
/// assert_eq!(drop_targets(&pos, Square::E8), []); // Black's king, White to move
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn drop_targets(position: &Position, from: Square) -> Vec<Square> {
    let mut targets = Bitboard::EMPTY;
    for mv in position
        .legal_moves()
        .into_iter()
        .filter(|mv| mv.from() == from)
    {
        // A legal move's destination takes it (or the castling that move is), a pawn's last
        // rank with the piece asked for.
        targets.insert(mv.to());
        if let Some(side) = mv.castling_side() {
            // The king's destination where a drop there castles or steps there.
            let king_to = side.king_to(position.turn());
            if move_from_to(position, from, king_to, None).is_ok_and(|m| m.from() == from) {
                targets.insert(king_to);
            }
        }
    }
    // A bitboard lists its squares in ascending order.
    targets.into_iter().collect()
}
