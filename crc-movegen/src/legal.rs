//! Whether one move is legal, without generating every move: the question an engine's make
//! and a GUI's drag ask once per move.

use crc_core::{Bitboard, Role};

use crate::attacks;
use crate::movegen::piece_attacks;
use crate::moves::{Move, MoveKind};
use crate::position::{attackers_to, Position};

impl Position {
    /// Whether `mv` is a legal move in this position. Any `Move` value may be asked about;
    /// the answer is exactly whether [`Position::legal_moves`] holds it.
    ///
    /// Ordinary moves and promotions are checked directly: the piece can make the move, and
    /// its own king is not attacked afterwards. Castling and en passant, which are rare,
    /// are looked up in the full list.
    ///
    /// ```
    /// use crc_core::Square;
    /// use crc_movegen::{Move, MoveKind, Position};
    /// let pos = Position::from_number(25933)?;
    /// assert!(pos.is_legal(Move::new(Square::E2, Square::E4, MoveKind::Normal)));
    /// assert!(!pos.is_legal(Move::new(Square::E2, Square::E5, MoveKind::Normal)));
    /// assert!(!pos.is_legal(Move::new(Square::E7, Square::E5, MoveKind::Normal))); // Black's
    /// # Ok::<(), crc_core::SetupNumberError>(())
    /// ```
    pub fn is_legal(&self, mv: Move) -> bool {
        let us = self.turn;
        let (from, to) = (mv.from(), mv.to());
        let Some(piece) = self.board.piece_at(from).filter(|p| p.color == us) else {
            return false;
        };
        let promotion = match mv.kind() {
            MoveKind::Castle(_) | MoveKind::EnPassant => return self.legal_moves().contains(&mv),
            MoveKind::Normal => None,
            MoveKind::Promotion(role) => Some(role),
        };
        let own = self.board.by_color(us);
        if own.contains(to) {
            return false;
        }
        let occupied = self.board.occupied();
        let reaches = match piece.role {
            Role::Pawn => {
                let last_rank = us.relative_rank(crc_core::Rank::Eighth);
                let promotes = to.rank() == last_rank;
                let right_kind = match promotion {
                    None => !promotes,
                    Some(role) => promotes && Role::PROMOTIONS.contains(&role),
                };
                let one = Bitboard::from_square(from).shift_forward(us) - occupied;
                let two = if from.rank() == us.relative_rank(crc_core::Rank::Second) {
                    one.shift_forward(us) - occupied
                } else {
                    Bitboard::EMPTY
                };
                let takes = attacks::pawn_attacks(us, from) & self.board.by_color(!us);
                right_kind && (one | two | takes).contains(to)
            }
            _ if promotion.is_some() => false,
            Role::King => attacks::KING[from.index()].contains(to),
            role => piece_attacks(role, from, occupied).contains(to),
        };
        if !reaches {
            return false;
        }
        // Legal unless the own king stands attacked once the piece has moved (the piece
        // taken, if any, attacks nothing any more).
        let king = if piece.role == Role::King {
            to
        } else {
            self.king()
        };
        let after = occupied.without(from).with(to);
        (attackers_to(&self.board, king, !us, after) - Bitboard::from_square(to)).is_empty()
    }
}
