//! Playing and taking back moves, with the zobrist key kept up to date.

use crc_rules_core::{Bitboard, Color, Piece, Role, Square};
use thiserror::Error;

use crate::castling::Castling;
use crate::moves::{Move, MoveKind};
use crate::pawns::{en_passant_capturers, en_passant_victim, passed_square};
use crate::position::Position;
use crate::zobrist;

/// What [`Position::play_unchecked`] needs to take a move back with [`Position::unmake`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Undo {
    captured: Option<Piece>,
    castling: Castling,
    ep_square: Option<Square>,
    halfmove_clock: u32,
    fullmove_number: u32,
    key: u64,
}

/// A move that is not legal in the position it was played in.
///
/// ```
/// use crc_rules_core::Square;
/// use crc_rules_movegen::{Move, MoveKind, Position};
/// let pos = Position::from_number(25933).unwrap();
/// let err = pos.play(Move::new(Square::E2, Square::E5, MoveKind::Normal)).unwrap_err();
/// assert_eq!(err.to_string(), "illegal move e2e5 in rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1");
/// assert_eq!(*err.position, pos); // the position comes back unchanged
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("illegal move {mv} in {}", .position.to_fen())]
pub struct IllegalMoveError {
    /// The move.
    pub mv: Move,
    /// The position, unchanged (boxed: a `Result` should stay small).
    pub position: Box<Position>,
}

crc_rules_core::error_kind_of!(IllegalMoveError => IllegalMove);

impl Position {
    /// Plays `mv` if it is legal and returns the new position.
    ///
    /// ```
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_number(25933)?;
    /// let after = pos.play(pos.parse_uci("e2e4")?)?;
    /// assert_eq!(after.to_fen(), "rnbqckabnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNBQCKABNR b KQkq - 0 1");
    /// let knight_jump = after.parse_uci("b8c6")?;
    /// assert!(pos.play(knight_jump).is_err()); // not White's move
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`IllegalMoveError`], holding the unchanged position, when `mv` is not legal.
    pub fn play(mut self, mv: Move) -> Result<Position, IllegalMoveError> {
        if self.is_legal(mv) {
            self.play_unchecked(mv);
            Ok(self)
        } else {
            Err(IllegalMoveError {
                mv,
                position: Box::new(self),
            })
        }
    }

    /// Plays `mv`, which must be legal (for example from [`Position::legal_moves`]), and
    /// returns what [`Position::unmake`] needs to take it back.
    ///
    /// Nothing is checked: an illegal move leaves a position that breaks its invariants
    /// (it does not cause undefined behaviour, but later answers are meaningless).
    ///
    /// ```
    /// use crc_rules_movegen::Position;
    /// let mut pos = Position::from_number(25933)?; // the Gothic array
    /// let before = pos;
    /// let mv = pos.parse_uci("e2e4")?;
    /// let undo = pos.play_unchecked(mv);
    /// assert_eq!(pos.key(), pos.compute_key()); // the key follows the move
    /// assert_eq!(pos.legal_moves().len(), 28);
    /// pos.unmake(mv, undo);
    /// assert_eq!(pos, before);
    /// assert_eq!(pos.key(), before.key());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    // Not `#[inline]` in WebAssembly, where each crate calling it would carry a copy (see
    // `Position::legal_moves`).
    #[cfg_attr(not(target_family = "wasm"), inline)]
    pub fn play_unchecked(&mut self, mv: Move) -> Undo {
        let undo = Undo {
            captured: None,
            castling: self.castling,
            ep_square: self.ep_square,
            halfmove_clock: self.halfmove_clock,
            fullmove_number: self.fullmove_number,
            key: self.key,
        };
        let captured = self.apply::<true>(mv);
        Undo { captured, ..undo }
    }

    /// Plays `mv` for move generation only: placement, side, castling rights and the
    /// en-passant square change, but the key and the clocks do not. Perft uses it on a copy
    /// at its last ply, where nothing reads them (not in WebAssembly, whose perft goes
    /// without that shortcut).
    #[cfg(not(target_family = "wasm"))]
    #[inline]
    pub(crate) fn play_for_generation(&mut self, mv: Move) {
        self.apply::<false>(mv);
    }

    /// Plays `mv`, with `KEY` also the zobrist key and the clocks; returns the captured piece.
    #[inline(always)]
    fn apply<const KEY: bool>(&mut self, mv: Move) -> Option<Piece> {
        let us = self.turn;
        let them = !us;
        let (from, to) = (mv.from(), mv.to());
        let mut key = self.key;
        if let Some(ep) = self.ep_square.take() {
            if KEY {
                key ^= zobrist::en_passant(ep);
            }
        }
        let mut captured = None;
        if KEY {
            self.halfmove_clock = self.halfmove_clock.saturating_add(1);
        }
        // Castling rights first, while the kings stand where the move finds them: most moves
        // touch no square a right depends on, and one test tells.
        if self
            .castling
            .touched_by(Bitboard::from_square(from).with(to))
        {
            let dropped = self.castling.drop_rights(from, to, self.kings);
            if KEY {
                key ^= dropped;
            }
        }

        match mv.kind() {
            MoveKind::Castle(side) => {
                let (king_to, rook_to) = (side.king_to(us), side.rook_to(us));
                let king = Piece::new(us, Role::King);
                let rook = Piece::new(us, Role::Rook);
                self.board.remove(from);
                self.board.remove(to);
                self.board.set(king_to, king);
                self.board.set(rook_to, rook);
                self.kings[us.index()] = king_to;
                if KEY {
                    key ^= zobrist::piece(king, from) ^ zobrist::piece(king, king_to);
                    key ^= zobrist::piece(rook, to) ^ zobrist::piece(rook, rook_to);
                }
            }
            MoveKind::EnPassant => {
                let victim = en_passant_victim(us, to);
                let pawn = Piece::new(us, Role::Pawn);
                let enemy_pawn = Piece::new(them, Role::Pawn);
                self.board.remove(victim);
                self.board.move_to_empty(from, to);
                if KEY {
                    key ^= zobrist::piece(enemy_pawn, victim);
                    key ^= zobrist::piece(pawn, from) ^ zobrist::piece(pawn, to);
                    self.halfmove_clock = 0;
                }
            }
            kind => {
                let moving = self
                    .board
                    .piece_at(from)
                    .unwrap_or(Piece::new(us, Role::Pawn));
                captured = self.board.move_piece(from, to);
                if KEY {
                    key ^= zobrist::piece(moving, from) ^ zobrist::piece(moving, to);
                    if let Some(victim) = captured {
                        key ^= zobrist::piece(victim, to);
                        self.halfmove_clock = 0;
                    }
                }
                match moving.role {
                    Role::King => self.kings[us.index()] = to,
                    Role::Pawn => {
                        if KEY {
                            self.halfmove_clock = 0;
                        }
                        if let MoveKind::Promotion(role) = kind {
                            let promoted = Piece::new(us, role);
                            self.board.set(to, promoted);
                            if KEY {
                                key ^= zobrist::piece(moving, to) ^ zobrist::piece(promoted, to);
                            }
                        } else if let Some(ep) = passed_square(from, to) {
                            if en_passant_capturers(&self.board, them, ep).any() {
                                self.ep_square = Some(ep);
                                if KEY {
                                    key ^= zobrist::en_passant(ep);
                                }
                            }
                        }
                    }
                    _ => {}
                }
            }
        }

        if KEY && us == Color::Black {
            self.fullmove_number = self.fullmove_number.saturating_add(1);
        }
        self.turn = them;
        if KEY {
            key ^= zobrist::black_to_move();
            self.key = key;
        }
        captured
    }

    /// Takes back `mv`, which must be the last move played with [`Position::play_unchecked`]
    /// on this position, using the `undo` that call returned.
    ///
    /// ```
    /// use crc_rules_movegen::Position;
    /// // Castling, a capture, a promotion: every move of this position played and taken back.
    /// let start = Position::from_fen("r3k4r/1P8/10/10/10/10/10/R3K4R w KQkq - 0 1")?;
    /// let mut pos = start;
    /// for mv in start.legal_moves() {
    ///     let undo = pos.play_unchecked(mv);
    ///     pos.unmake(mv, undo);
    ///     assert_eq!(pos, start);
    ///     assert_eq!(pos.key(), start.key());
    /// }
    /// # Ok::<(), crc_rules_movegen::FenError>(())
    /// ```
    // Not `#[inline]` in WebAssembly either (see `Position::play_unchecked`).
    #[cfg_attr(not(target_family = "wasm"), inline)]
    pub fn unmake(&mut self, mv: Move, undo: Undo) {
        let them = self.turn;
        let us = !them;
        let (from, to) = (mv.from(), mv.to());
        match mv.kind() {
            MoveKind::Castle(side) => {
                self.board.remove(side.king_to(us));
                self.board.remove(side.rook_to(us));
                self.board.set(from, Piece::new(us, Role::King));
                self.board.set(to, Piece::new(us, Role::Rook));
                self.kings[us.index()] = from;
            }
            MoveKind::EnPassant => {
                let victim = en_passant_victim(us, to);
                self.board.move_to_empty(to, from);
                self.board.set(victim, Piece::new(them, Role::Pawn));
            }
            MoveKind::Promotion(_) => {
                self.board.remove(to);
                self.board.set(from, Piece::new(us, Role::Pawn));
                if let Some(victim) = undo.captured {
                    self.board.set(to, victim);
                }
            }
            MoveKind::Normal => {
                self.board.move_to_empty(to, from);
                if let Some(victim) = undo.captured {
                    self.board.set(to, victim);
                }
                // Only the king stands on the king's square.
                if self.kings[us.index()] == to {
                    self.kings[us.index()] = from;
                }
            }
        }
        self.turn = us;
        self.castling = undo.castling;
        self.ep_square = undo.ep_square;
        self.halfmove_clock = undo.halfmove_clock;
        self.fullmove_number = undo.fullmove_number;
        self.key = undo.key;
    }
}
