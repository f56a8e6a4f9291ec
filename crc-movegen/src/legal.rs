//! Whether one move is legal, without generating every move: the question an engine's make
//! and a GUI's drag ask once per move.

use crc_core::{Bitboard, Color, Role, Square};

use crate::attacks::{self, between, bishop_attacks, line, rook_attacks};
use crate::movegen::{piece_attacks, pinned_pieces};
use crate::moves::{Move, MoveKind};
use crate::position::{is_attacked, Position};

/// What a legality check needs to know about the king of the side to move: which own pieces
/// are pinned to it and what gives check. [`Position::king_safety`] computes it once for a
/// position; [`Position::is_legal_with`] then answers for each move far more cheaply than
/// [`Position::is_legal`], which computes it every time. An engine asks once per node and
/// then for every move it tries there.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct KingSafety {
    pinned: Bitboard,
    check: Check,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Check {
    None,
    By(Square),
    Double,
}

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
        self.is_legal_with(mv, self.king_safety())
    }

    /// The pinned pieces and the check of the side to move, for [`Position::is_legal_with`].
    ///
    /// ```
    /// use crc_core::Square;
    /// use crc_movegen::Position;
    /// // The rook on e4 pins the knight on e2: it may not move.
    /// let pos = Position::from_fen("4k5/10/10/10/4r5/10/4N5/4K5 w - - 0 1")?;
    /// let safety = pos.king_safety();
    /// let knight_moves = pos.legal_moves().iter().filter(|m| m.from() == Square::E2).count();
    /// assert_eq!(knight_moves, 0);
    /// assert!(pos.legal_moves().iter().all(|&m| pos.is_legal_with(m, safety)));
    /// # Ok::<(), crc_movegen::FenError>(())
    /// ```
    pub fn king_safety(&self) -> KingSafety {
        let us = self.turn;
        let board = &self.board;
        let (own, enemy) = (board.by_color(us), board.by_color(!us));
        let occupied = own | enemy;
        let king = self.king();
        let diagonal = board.diagonal_sliders() & enemy;
        let straight = board.orthogonal_sliders() & enemy;
        let pinned = pinned_pieces(
            king,
            own,
            occupied,
            [
                (diagonal, bishop_attacks(king, occupied)),
                (straight, rook_attacks(king, occupied)),
            ],
        );
        let checkers = self.checkers();
        let check = match checkers.first() {
            None => Check::None,
            Some(_) if checkers.more_than_one() => Check::Double,
            Some(checker) => Check::By(checker),
        };
        KingSafety { pinned, check }
    }

    /// [`Position::is_legal`] with the position's [`KingSafety`] known. `safety` must be
    /// this position's own: with another, the answer means nothing (but nothing breaks).
    ///
    /// ```
    /// use crc_movegen::Position;
    /// let pos = Position::from_number(25933)?;
    /// let safety = pos.king_safety(); // once per position
    /// let moves = pos.legal_moves();
    /// assert!(moves.iter().all(|&mv| pos.is_legal_with(mv, safety)));
    /// # Ok::<(), crc_core::SetupNumberError>(())
    /// ```
    #[inline]
    pub fn is_legal_with(&self, mv: Move, safety: KingSafety) -> bool {
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
        // Squares are read from the board's array: one byte each, where a bitboard test
        // costs a 128-bit mask.
        let target = self.board.piece_at(to);
        if target.is_some_and(|p| p.color == us) {
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
                // By square numbers rather than shifted bitboards: the question is about
                // one square, and pawn moves are most of the moves asked about.
                let step = match us {
                    Color::White => 10,
                    Color::Black => -10,
                };
                let distance = to.index() as isize - from.index() as isize;
                let reaches = if distance == step {
                    target.is_none()
                } else if distance == 2 * step {
                    let passed = Square::from_index(from.index().wrapping_add_signed(step));
                    from.rank() == us.relative_rank(crc_core::Rank::Second)
                        && self.board.piece_at(passed).is_none()
                        && target.is_none()
                } else {
                    // `to` holds no piece of ours (checked above), so a piece there is theirs.
                    attacks::pawn_attacks(us, from).contains(to) && target.is_some()
                };
                right_kind && reaches
            }
            _ if promotion.is_some() => false,
            Role::King => attacks::KING[from.index()].contains(to),
            role => piece_attacks(role, from, occupied).contains(to),
        };
        if !reaches {
            return false;
        }
        if piece.role == Role::King {
            // Legal unless the king's destination is attacked once it has left its square
            // (the piece taken there, if any, attacks nothing any more).
            let after = occupied.without(from).with(to);
            return !is_attacked(&self.board, to, !us, after, Bitboard::from_square(to));
        }
        // Any other piece: a pinned one stays on its pin line; in check, the move must take
        // the single checker or step between it and the king, and a pinned piece cannot.
        let pinned = safety.pinned.contains(from);
        match safety.check {
            Check::None => !pinned || line(self.king(), from).contains(to),
            Check::By(checker) => {
                !pinned && (to == checker || between(self.king(), checker).contains(to))
            }
            Check::Double => false,
        }
    }
}
