//! Legal move generation with check and pin masks, so that no move needs to be played to know
//! that it is legal (en passant, which can uncover a rank, is the one tested by trial).
//!
//! Generation writes into a [`Sink`]: one sink lists the moves, another only counts them with
//! population counts, which is what perft needs at its last ply.

use crc_rules_core::{Bitboard, CastlingSide, Color, Role, Square};

use crate::attacks::{
    attacks, bishop_attacks, is_attacked, king_attacks, knight_attacks, line, pawn_attacks,
    queen_attacks, rook_attacks,
};
use crate::moves::{Move, MoveKind, MoveList};
use crate::pawns;
use crate::position::Position;

/// Receives generated moves.
pub(crate) trait Sink {
    /// Moves of the piece on `from` to each square of `targets`.
    fn piece_moves(&mut self, from: Square, targets: Bitboard);
    /// Pawn moves to each square of `targets` from the square `delta` behind it (in index
    /// steps); promotions when `promote` is set.
    fn pawn_moves(&mut self, targets: Bitboard, delta: i32, promote: bool);
    /// One move.
    fn single(&mut self, mv: Move);
    /// Whether the sink only counts, so that a piece's moves may reach it in parts.
    const COUNTS: bool = false;
}

impl Sink for MoveList {
    #[inline(always)]
    fn piece_moves(&mut self, from: Square, targets: Bitboard) {
        for to in targets {
            add(self, Move::normal(from, to));
        }
    }

    #[inline(always)]
    fn pawn_moves(&mut self, targets: Bitboard, delta: i32, promote: bool) {
        for to in targets {
            let from = Square::from_index((to.index() as i32 - delta) as usize);
            if promote {
                for role in Role::PROMOTIONS {
                    add(self, Move::new(from, to, MoveKind::Promotion(role)));
                }
            } else {
                add(self, Move::normal(from, to));
            }
        }
    }

    #[inline(always)]
    fn single(&mut self, mv: Move) {
        add(self, mv);
    }
}

/// Appends `mv` to `list`. The list has room for the moves of any position
/// ([`crate::MAX_MOVES`]), so the push cannot fail, and release builds do not check: a push
/// without a panic path keeps the loops that list moves short (66.7 instead of 71.5
/// instructions a leaf in `scripts/perft-instructions.sh --list`).
#[inline(always)]
fn add(list: &mut MoveList, mv: Move) {
    let added = list.try_push(mv);
    debug_assert!(added.is_ok(), "more than MAX_MOVES moves");
}

/// Counts moves without listing them.
pub(crate) struct Counter(pub(crate) u64);

impl Sink for Counter {
    const COUNTS: bool = true;

    #[inline(always)]
    fn piece_moves(&mut self, _from: Square, targets: Bitboard) {
        self.0 += u64::from(targets.count());
    }

    #[inline(always)]
    fn pawn_moves(&mut self, targets: Bitboard, _delta: i32, promote: bool) {
        let n = u64::from(targets.count());
        self.0 += if promote {
            n * Role::PROMOTIONS.len() as u64
        } else {
            n
        };
    }

    #[inline(always)]
    fn single(&mut self, _mv: Move) {
        self.0 += 1;
    }
}

/// The moves of the unpinned `pieces`, each attacking `attacks(square)`, into `movable`.
/// Called once per role (or per component, when counting) so that each attack look-up is
/// inlined, without a dispatch on the role per piece.
#[inline(always)]
fn unpinned_moves<S: Sink>(
    sink: &mut S,
    pieces: Bitboard,
    movable: Bitboard,
    attacks: impl Fn(Square) -> Bitboard,
) {
    pieces
        .into_iter()
        .for_each(|from| sink.piece_moves(from, attacks(from) & movable));
}

impl Position {
    /// Generates every legal move into `sink`, or with `NOISY` only the captures (en passant
    /// included) and promotions.
    #[inline]
    pub(crate) fn generate<S: Sink, const NOISY: bool>(&self, sink: &mut S) {
        let us = self.turn;
        let them = !us;
        let board = &self.board;
        let own = board.by_color(us);
        let occupied = board.occupied();
        let king = self.king();
        // Where a piece other than a pawn may go in this scope.
        let scope = if NOISY { board.by_color(them) } else { !own };
        let safety = self.king_safety();

        // Often the king has no square to step to at all.
        let steps = king_attacks(king) & scope;
        if steps.any() {
            self.generate_king_steps(sink, king, steps);
        }

        if safety.checkers.more_than_one() {
            return;
        }
        let not_in_check = safety.checkers.is_empty();
        let pinned = safety.pinned;
        let movable = scope & safety.targets;

        let free = own - pinned;
        let of = |role| board.by_role(role) & free;
        if S::COUNTS {
            // A compound piece's knight leaps never land on its bishop's diagonals or its
            // rook's lines, so its moves count as the sum of its components' moves: three
            // loops, one per component, instead of six, one per role.
            let leapers = board.knight_leapers() & free;
            let diagonal = board.diagonal_sliders() & free;
            let straight = board.orthogonal_sliders() & free;
            unpinned_moves(sink, leapers, movable, knight_attacks);
            unpinned_moves(sink, diagonal, movable, |sq| bishop_attacks(sq, occupied));
            unpinned_moves(sink, straight, movable, |sq| rook_attacks(sq, occupied));
        } else {
            unpinned_moves(sink, of(Role::Knight), movable, knight_attacks);
            unpinned_moves(sink, of(Role::Bishop), movable, |sq| {
                bishop_attacks(sq, occupied)
            });
            unpinned_moves(sink, of(Role::Rook), movable, |sq| {
                rook_attacks(sq, occupied)
            });
            unpinned_moves(sink, of(Role::Archbishop), movable, |sq| {
                knight_attacks(sq) | bishop_attacks(sq, occupied)
            });
            unpinned_moves(sink, of(Role::Chancellor), movable, |sq| {
                knight_attacks(sq) | rook_attacks(sq, occupied)
            });
            unpinned_moves(sink, of(Role::Queen), movable, |sq| {
                queen_attacks(sq, occupied)
            });
        }
        // Pinned pieces move only along the pin line, and not at all in check (a pinned
        // piece cannot answer a check). Few positions have any.
        if not_in_check && pinned.any() {
            self.generate_pinned::<S, NOISY>(sink, king, pinned, scope);
        }

        let targets = safety.targets;
        match us {
            Color::White => self.generate_pawns::<S, NOISY, true>(sink, free, targets),
            Color::Black => self.generate_pawns::<S, NOISY, false>(sink, free, targets),
        }

        if let Some(ep) = self.ep_square {
            self.generate_en_passant(sink, king, ep);
        }
        if not_in_check && !NOISY && self.castling.any_for(us) {
            self.generate_castling(sink, king);
        }
    }

    /// The king's steps to `steps` whose destination is safe once the king has left its
    /// square.
    #[inline(never)]
    fn generate_king_steps<S: Sink>(&self, sink: &mut S, king: Square, steps: Bitboard) {
        let board = &self.board;
        let without_king = board.occupied().without(king);
        let mut safe = Bitboard::EMPTY;
        for to in steps {
            if !is_attacked(board, to, !self.turn, without_king, Bitboard::EMPTY) {
                safe.insert(to);
            }
        }
        sink.piece_moves(king, safe);
    }

    /// The moves of the unpinned pawns among `free`, written once per colour (`WHITE`) so
    /// that every shift and rank is a constant.
    #[inline(always)]
    fn generate_pawns<S: Sink, const NOISY: bool, const WHITE: bool>(
        &self,
        sink: &mut S,
        free: Bitboard,
        target_mask: Bitboard,
    ) {
        let us = if WHITE { Color::White } else { Color::Black };
        let board = &self.board;
        let empty = !board.occupied();
        let enemy = board.by_color(!us) & target_mask;
        let forward = pawns::forward(us);

        // Set-wise; the pawns that promote apart, as most positions have none.
        let free = free & board.by_role(Role::Pawn);
        let seventh = Bitboard::from_rank(pawns::promoting_rank(us));
        let (promoting, others) = (free & seventh, free - seventh);
        let single = pawns::steps(us, others, empty);
        if !NOISY {
            let double = pawns::double_steps(us, single, empty);
            sink.pawn_moves(single & target_mask, forward, false);
            sink.pawn_moves(double & target_mask, 2 * forward, false);
        }
        let promotions = promoting.any();
        if promotions {
            let single = pawns::steps(us, promoting, empty) & target_mask;
            sink.pawn_moves(single, forward, true);
        }
        let promoting_captures = pawns::capture_targets(us, promoting);
        for (i, (targets, delta)) in pawns::capture_targets(us, others).into_iter().enumerate() {
            sink.pawn_moves(targets & enemy, delta, false);
            if promotions {
                sink.pawn_moves(promoting_captures[i].0 & enemy, delta, true);
            }
        }
    }

    /// The moves of the `pinned` pieces and pawns, out of check: along the line through
    /// the king and each one's pinner, into `scope`.
    #[inline(never)]
    fn generate_pinned<S: Sink, const NOISY: bool>(
        &self,
        sink: &mut S,
        king: Square,
        pinned: Bitboard,
        scope: Bitboard,
    ) {
        let us = self.turn;
        let board = &self.board;
        let occupied = board.occupied();
        let pawns = board.by_role(Role::Pawn);
        for from in pinned - pawns {
            if let Some(piece) = board.piece_at(from) {
                let targets = attacks(piece, from, occupied);
                sink.piece_moves(from, targets & scope & line(king, from));
            }
        }
        let empty = !occupied;
        let enemy = board.by_color(!us);
        let last = Bitboard::from_rank(pawns::promotion_rank(us));
        for from in pinned & pawns {
            let pushes = pawns::pushes(us, from, empty);
            let pushes = if NOISY { pushes & last } else { pushes };
            let captures = pawn_attacks(us, from) & enemy;
            for to in (pushes | captures) & line(king, from) {
                let delta = to.index() as i32 - from.index() as i32;
                sink.pawn_moves(Bitboard::from_square(to), delta, last.contains(to));
            }
        }
    }

    /// The en-passant captures onto `ep`: few positions have an en-passant square.
    #[inline(never)]
    fn generate_en_passant<S: Sink>(&self, sink: &mut S, king: Square, ep: Square) {
        for from in pawns::en_passant_capturers(&self.board, self.turn, ep) {
            if self.en_passant_is_safe(king, from, ep) {
                sink.single(Move::new(from, ep, MoveKind::EnPassant));
            }
        }
    }

    #[inline(always)]
    fn generate_castling<S: Sink>(&self, sink: &mut S, king: Square) {
        for side in CastlingSide::ALL {
            if let Some(right) = self.castling.right(self.turn, side) {
                if self.castling_is_open(right, king) {
                    sink.single(Move::new(king, right.rook, MoveKind::Castle(side)));
                }
            }
        }
    }

    /// Every legal move, in generation order.
    ///
    /// ```
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_fen("k9/2Q7/1K8/10/10/10/10/10 b - - 0 1").unwrap();
    /// assert!(pos.legal_moves().is_empty()); // stalemate
    /// ```
    // Inlined natively, where the list is then built in its caller's frame. Not in
    // WebAssembly: there each crate that inlined it would carry its own copy of the
    // generator (5 KB gzipped each, of a module held to 100 KB).
    #[cfg_attr(not(target_family = "wasm"), inline(always))]
    pub fn legal_moves(&self) -> MoveList {
        self.move_list::<false>()
    }

    /// Replaces the contents of `list` with the legal moves, as [`Position::legal_moves`]
    /// returns them. A search that keeps one list per ply saves the copy of a returned list.
    ///
    /// ```
    /// use crc_rules_movegen::{MoveList, Position};
    /// let pos = Position::from_number(25933)?;
    /// let mut list = MoveList::new();
    /// pos.legal_moves_into(&mut list);
    /// assert_eq!(list, pos.legal_moves());
    /// # Ok::<(), crc_rules_core::SetupNumberError>(())
    /// ```
    pub fn legal_moves_into(&self, list: &mut MoveList) {
        self.refill::<false>(list);
    }

    /// The legal captures (en passant included) and promotions, for a quiescence search:
    /// the moves of [`Position::legal_moves`] that take a piece or promote, in the same
    /// order.
    ///
    /// ```
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_fen("4k5/1P8/10/10/3p6/4P5/10/4K5 w - - 0 1")?;
    /// let noisy: Vec<String> = pos.noisy_moves().iter().map(|m| m.to_uci()).collect();
    /// assert_eq!(noisy, ["b7b8q", "b7b8c", "b7b8a", "b7b8r", "b7b8b", "b7b8n", "e3d4"]);
    /// # Ok::<(), crc_rules_movegen::FenError>(())
    /// ```
    pub fn noisy_moves(&self) -> MoveList {
        self.move_list::<true>()
    }

    /// Replaces the contents of `list` with the noisy moves of [`Position::noisy_moves`].
    pub fn noisy_moves_into(&self, list: &mut MoveList) {
        self.refill::<true>(list);
    }

    /// A new list of the moves `generate` finds (the noisy ones with `NOISY`): the body of
    /// `legal_moves` and `noisy_moves`.
    #[inline(always)]
    fn move_list<const NOISY: bool>(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate::<_, NOISY>(&mut list);
        list
    }

    /// Replaces the contents of `list` with the moves `generate` finds: the body of
    /// `legal_moves_into` and `noisy_moves_into`.
    #[inline]
    fn refill<const NOISY: bool>(&self, list: &mut MoveList) {
        list.clear();
        self.generate::<_, NOISY>(list);
    }

    /// How many legal moves there are (faster than listing them).
    ///
    /// ```
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_fen("4k5/10/10/10/10/10/10/4K4C w - - 0 1")?;
    /// assert_eq!(pos.count_legal_moves(), 18); // the chancellor in the corner
    /// assert_eq!(pos.count_legal_moves(), pos.legal_moves().len() as u64);
    /// # Ok::<(), crc_rules_movegen::FenError>(())
    /// ```
    pub fn count_legal_moves(&self) -> u64 {
        let mut counter = Counter(0);
        self.generate::<_, false>(&mut counter);
        counter.0
    }

    /// Whether `mv` takes a piece: a capture or an en-passant capture (castling, written
    /// king takes own rook, takes nothing). Meant for legal moves.
    ///
    /// ```
    /// use crc_rules_core::CastlingSide;
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_fen("4k5/10/10/10/3p6/4P5/10/4K4R w K - 0 1")?;
    /// assert!(pos.is_capture(pos.parse_uci("e3d4")?));
    /// assert!(!pos.is_capture(pos.parse_uci("e3e4")?));
    /// assert!(!pos.is_capture(pos.castling_move(CastlingSide::KingSide)?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_capture(&self, mv: Move) -> bool {
        match mv.kind() {
            MoveKind::EnPassant => true,
            MoveKind::Castle(_) => false,
            _ => self.board.by_color(!self.turn).contains(mv.to()),
        }
    }

    /// Whether the legal move `mv` gives check. For a move that is not legal here the
    /// answer means nothing.
    ///
    /// ```
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_fen("4k5/10/10/10/3C6/10/10/4K5 w - - 0 1")?;
    /// assert!(pos.gives_check(pos.parse_uci("d4d8")?)); // along the rank
    /// assert!(pos.gives_check(pos.parse_uci("d4d6")?)); // a knight's leap from d6
    /// assert!(!pos.gives_check(pos.parse_uci("d4d5")?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn gives_check(&self, mv: Move) -> bool {
        let mut after = *self;
        after.play_unchecked(mv);
        after.is_check()
    }
}
