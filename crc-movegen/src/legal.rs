//! The king's safety (its checkers and the pieces pinned to it, found once per position for
//! generation and for single moves) and whether one move is legal without generating every
//! move: the question an engine's make and a GUI's drag ask once per move.

use crc_rules_core::{Bitboard, Role, Square};

use crate::attacks::{
    attacks, between, bishop_attacks, bishop_rays, is_attacked, knight_attacks, line, pawn_attacks,
    rook_attacks, rook_rays,
};
use crate::moves::{Move, MoveKind};
use crate::pawns;
use crate::position::Position;

/// What a legality check needs to know about the king of the side to move: what gives check
/// and which own pieces are pinned to it. [`Position::king_safety`] computes it once for a
/// position; move generation starts from it, and [`Position::is_legal_with`] answers for each
/// move far more cheaply than [`Position::is_legal`], which computes it every time. An engine
/// asks once per node and then for every move it tries there.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct KingSafety {
    /// The enemy pieces that give check.
    pub(crate) checkers: Bitboard,
    /// The own pieces pinned to the king.
    pub(crate) pinned: Bitboard,
    /// Where a move other than the king's must land: anywhere when not in check, on the
    /// checker or between it and the king in single check, nowhere in double check.
    pub(crate) targets: Bitboard,
}

impl Position {
    /// Whether `mv` is a legal move in this position. Any `Move` value may be asked about;
    /// the answer is exactly whether [`Position::legal_moves`] holds it.
    ///
    /// The move is checked by itself, by the rules generation follows: the piece can make
    /// it, and its own king is not attacked afterwards.
    ///
    /// ```
    /// use crc_rules_core::Square;
    /// use crc_rules_movegen::{Move, MoveKind, Position};
    /// let pos = Position::from_number(25933)?;
    /// assert!(pos.is_legal(Move::new(Square::E2, Square::E4, MoveKind::Normal)));
    /// assert!(!pos.is_legal(Move::new(Square::E2, Square::E5, MoveKind::Normal)));
    /// assert!(!pos.is_legal(Move::new(Square::E7, Square::E5, MoveKind::Normal))); // Black's
    /// # Ok::<(), crc_rules_core::SetupNumberError>(())
    /// ```
    pub fn is_legal(&self, mv: Move) -> bool {
        self.is_legal_with(mv, self.king_safety())
    }

    /// The pinned pieces and the check of the side to move, for [`Position::is_legal_with`].
    ///
    /// ```
    /// use crc_rules_core::Square;
    /// use crc_rules_movegen::Position;
    /// // The rook on e4 pins the knight on e2: it may not move.
    /// let pos = Position::from_fen("4k5/10/10/10/4r5/10/4N5/4K5 w - - 0 1")?;
    /// let safety = pos.king_safety();
    /// let knight_moves = pos.legal_moves().iter().filter(|m| m.from() == Square::E2).count();
    /// assert_eq!(knight_moves, 0);
    /// assert!(pos.legal_moves().iter().all(|&m| pos.is_legal_with(m, safety)));
    /// # Ok::<(), crc_rules_movegen::FenError>(())
    /// ```
    // Inlined natively, into generation. Not in WebAssembly, where each of its callers
    // (generation for lists and for counts, single-move legality, the moves onto a
    // square) would carry its own copy.
    #[cfg_attr(not(target_family = "wasm"), inline(always))]
    pub fn king_safety(&self) -> KingSafety {
        let us = self.turn;
        let board = &self.board;
        let (own, enemy) = (board.by_color(us), board.by_color(!us));
        let occupied = own | enemy;
        let king = self.king();
        // The enemy leapers next to the king give check whatever stands between.
        let mut checkers = enemy
            & ((knight_attacks(king) & board.knight_leapers())
                | (pawn_attacks(us, king) & board.by_role(Role::Pawn)));
        // A slider checks or pins only from a line through the king, and most of the time
        // none stands on one: then the king's lines need no look-up. Those it looks along
        // give both its checkers and, looked through the own pieces that first block them,
        // its pinners.
        let diagonal = board.diagonal_sliders() & enemy & bishop_rays(king);
        let straight = board.orthogonal_sliders() & enemy & rook_rays(king);
        let mut pinned = Bitboard::EMPTY;
        if (diagonal | straight).any() {
            let (checking, pinning) = slider_safety(king, own, occupied, diagonal, straight);
            checkers |= checking;
            pinned = pinning;
        }
        let targets = match checkers.first() {
            None => Bitboard::FULL,
            Some(_) if checkers.more_than_one() => Bitboard::EMPTY,
            Some(checker) => between(king, checker).with(checker),
        };
        KingSafety {
            checkers,
            pinned,
            targets,
        }
    }

    /// [`Position::is_legal`] with the position's [`KingSafety`] known. `safety` must be
    /// this position's own: with another, the answer means nothing (but nothing breaks).
    ///
    /// ```
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_number(25933)?;
    /// let safety = pos.king_safety(); // once per position
    /// let moves = pos.legal_moves();
    /// assert!(moves.iter().all(|&mv| pos.is_legal_with(mv, safety)));
    /// # Ok::<(), crc_rules_core::SetupNumberError>(())
    /// ```
    #[inline]
    pub fn is_legal_with(&self, mv: Move, safety: KingSafety) -> bool {
        let us = self.turn;
        let (from, to) = (mv.from(), mv.to());
        let Some(piece) = self.board.piece_at(from).filter(|p| p.color == us) else {
            return false;
        };
        let promotion = match mv.kind() {
            MoveKind::Castle(side) => {
                return piece.role == Role::King
                    && safety.checkers.is_empty()
                    && self.castling.right(us, side).is_some_and(|right| {
                        right.rook == to && self.castling_is_open(right, from)
                    });
            }
            MoveKind::EnPassant => {
                return piece.role == Role::Pawn
                    && self.ep_square == Some(to)
                    && pawn_attacks(us, from).contains(to)
                    && self.en_passant_is_safe(self.king(), from, to);
            }
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
                let promotes = to.rank() == pawns::promotion_rank(us);
                let right_kind = match promotion {
                    None => !promotes,
                    Some(role) => promotes && Role::PROMOTIONS.contains(&role),
                };
                // `to` holds no piece of ours (checked above), so a piece there is theirs.
                let targets = match target {
                    Some(_) => pawn_attacks(us, from),
                    None => pawns::pushes(us, from, !occupied),
                };
                right_kind && targets.contains(to)
            }
            _ if promotion.is_some() => false,
            _ => attacks(piece, from, occupied).contains(to),
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
        // Any other piece: in check it must take the single checker or step between it and
        // the king; a pinned piece stays on its pin line, and cannot answer a check.
        let pinned = safety.pinned.contains(from);
        safety.targets.contains(to)
            && (!pinned || (safety.checkers.is_empty() && line(self.king(), from).contains(to)))
    }
}

/// The enemy sliders that check the king on `king`, and the own pieces they pin to it,
/// from the `diagonal` and `straight` sliders on the king's lines.
#[inline(never)]
fn slider_safety(
    king: Square,
    own: Bitboard,
    occupied: Bitboard,
    diagonal: Bitboard,
    straight: Bitboard,
) -> (Bitboard, Bitboard) {
    let (mut checkers, mut pinned) = (Bitboard::EMPTY, Bitboard::EMPTY);
    if diagonal.any() {
        let lines = bishop_attacks(king, occupied);
        checkers |= lines & diagonal;
        pinned |= pinned_along(king, own, occupied, lines, diagonal, bishop_attacks);
    }
    if straight.any() {
        let lines = rook_attacks(king, occupied);
        checkers |= lines & straight;
        pinned |= pinned_along(king, own, occupied, lines, straight, rook_attacks);
    }
    (checkers, pinned)
}

/// The own pieces pinned to the king on `king` by the enemy `sliders` of one kind, where
/// `lines` are the king's own attacks of that kind and `attacks` looks them up: the own
/// pieces alone between the king and such a slider.
#[inline(always)]
fn pinned_along(
    king: Square,
    own: Bitboard,
    occupied: Bitboard,
    lines: Bitboard,
    sliders: Bitboard,
    attacks: impl Fn(Square, Bitboard) -> Bitboard,
) -> Bitboard {
    let xray = attacks(king, occupied - (lines & own));
    let mut pinned = Bitboard::EMPTY;
    for pinner in (xray - lines) & sliders {
        pinned |= between(king, pinner) & own;
    }
    pinned
}
