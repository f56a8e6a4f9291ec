//! The legal moves that land on one square, found from that square: the pieces that reach
//! it, each checked for legality by itself. Reading a move of a game (SAN names its
//! destination) needs these, not the forty others that generation would list.

use crc_rules_core::{Bitboard, CastlingSide, Role, Square};

use crate::attacks::{attackers_to, pawn_attacks};
use crate::moves::{Move, MoveKind, MoveList};
use crate::pawns;
use crate::position::Position;

impl Position {
    /// The legal moves whose destination is `to`: the moves of [`Position::legal_moves`]
    /// with `to() == to`, castling (written king takes own rook, so onto the rook's square)
    /// included. The order is not generation order.
    ///
    /// ```
    /// use crc_rules_core::Square;
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_number(25933)?; // the Gothic array
    /// let to_h3: Vec<String> = pos.legal_moves_to(Square::H3).iter().map(|m| m.to_uci()).collect();
    /// assert_eq!(to_h3.len(), 3); // the pawn's step, the knight's and the archbishop's leaps
    /// assert!(to_h3.contains(&"g1h3".to_owned())); // the archbishop
    /// let mut listed = pos.legal_moves();
    /// listed.retain(|m| m.to() == Square::H3);
    /// assert_eq!(listed.len(), to_h3.len());
    /// # Ok::<(), crc_rules_core::SetupNumberError>(())
    /// ```
    pub fn legal_moves_to(&self, to: Square) -> MoveList {
        let mut list = MoveList::new();
        self.legal_moves_to_into(to, &mut list);
        list
    }

    /// Replaces the contents of `list` with the moves of [`Position::legal_moves_to`],
    /// without the copy of a returned list.
    pub fn legal_moves_to_into(&self, to: Square, list: &mut MoveList) {
        list.clear();
        let us = self.turn;
        let board = &self.board;
        let safety = self.king_safety();
        let mut keep = |mv: Move| {
            if self.is_legal_with(mv, safety) {
                list.push(mv);
            }
        };
        // Candidates: every own piece that could reach `to` on some board, a superset that
        // `is_legal_with` then sorts exactly as generation would.
        let own_pawns = board.by_role(Role::Pawn) & board.by_color(us);
        for from in attackers_to(board, to, us, board.occupied()) - own_pawns {
            keep(Move::normal(from, to));
        }
        let behind = Bitboard::from_square(to).shift_forward(!us);
        let pawns = own_pawns & (behind | behind.shift_forward(!us) | pawn_attacks(!us, to));
        let promotes = to.rank() == pawns::promotion_rank(us);
        for from in pawns {
            if promotes {
                for role in Role::PROMOTIONS {
                    keep(Move::new(from, to, MoveKind::Promotion(role)));
                }
            } else {
                keep(Move::normal(from, to));
            }
        }
        if self.ep_square == Some(to) {
            for from in pawns::en_passant_capturers(board, us, to) {
                keep(Move::new(from, to, MoveKind::EnPassant));
            }
        }
        for side in CastlingSide::ALL {
            if self
                .castling
                .right(us, side)
                .is_some_and(|right| right.rook == to)
            {
                keep(Move::new(self.king(), to, MoveKind::Castle(side)));
            }
        }
    }
}
