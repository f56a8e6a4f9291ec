//! Legal move generation with check and pin masks, so that no move needs to be played to know
//! that it is legal (en passant, which can uncover a rank, is the one tested by trial).
//!
//! Generation writes into a [`Sink`]: one sink lists the moves, another only counts them with
//! population counts, which is what perft needs at its last ply.

use crc_core::{Bitboard, Color, Piece, Rank, Role, Square};

use crate::attacks::{self, between, bishop_attacks, line, queen_attacks, rook_attacks};
use crate::moves::{Move, MoveKind, MoveList};
use crate::position::{castling_paths, en_passant_victim, is_attacked, Position};

/// Receives generated moves.
pub(crate) trait Sink {
    /// Moves of the piece on `from` to each square of `targets`.
    fn piece_moves(&mut self, from: Square, targets: Bitboard);
    /// Pawn moves to each square of `targets` from the square `delta` behind it (in index
    /// steps); promotions when `promote` is set.
    fn pawn_moves(&mut self, targets: Bitboard, delta: i32, promote: bool);
    /// One move.
    fn single(&mut self, mv: Move);
}

impl Sink for MoveList {
    #[inline]
    fn piece_moves(&mut self, from: Square, targets: Bitboard) {
        for to in targets {
            self.push(Move::new(from, to, MoveKind::Normal));
        }
    }

    #[inline]
    fn pawn_moves(&mut self, targets: Bitboard, delta: i32, promote: bool) {
        for to in targets {
            let from = Square::from_index((to.index() as i32 - delta) as usize);
            if promote {
                for role in Role::PROMOTIONS {
                    self.push(Move::new(from, to, MoveKind::Promotion(role)));
                }
            } else {
                self.push(Move::new(from, to, MoveKind::Normal));
            }
        }
    }

    #[inline]
    fn single(&mut self, mv: Move) {
        self.push(mv);
    }
}

/// Counts moves without listing them.
pub(crate) struct Counter(pub(crate) u64);

impl Sink for Counter {
    #[inline]
    fn piece_moves(&mut self, _from: Square, targets: Bitboard) {
        self.0 += u64::from(targets.count());
    }

    #[inline]
    fn pawn_moves(&mut self, targets: Bitboard, _delta: i32, promote: bool) {
        let n = u64::from(targets.count());
        self.0 += if promote {
            n * Role::PROMOTIONS.len() as u64
        } else {
            n
        };
    }

    #[inline]
    fn single(&mut self, _mv: Move) {
        self.0 += 1;
    }
}

/// One side's pieces grouped by how they attack, to ask "is this square attacked?" many
/// times in one generation with early exits.
struct Attackers {
    color: Color,
    leapers: Bitboard,
    kings: Bitboard,
    pawns: Bitboard,
    diagonal: Bitboard,
    straight: Bitboard,
}

impl Attackers {
    #[inline]
    fn of(position: &Position, color: Color) -> Attackers {
        let b = &position.board;
        let own = b.by_color(color);
        Attackers {
            color,
            leapers: own & b.knight_leapers(),
            kings: own & b.by_role(Role::King),
            pawns: own & b.by_role(Role::Pawn),
            diagonal: own & b.diagonal_sliders(),
            straight: own & b.orthogonal_sliders(),
        }
    }

    #[inline]
    fn attack(&self, square: Square, occupied: Bitboard) -> bool {
        let i = square.index();
        (attacks::KNIGHT[i] & self.leapers).any()
            || (attacks::KING[i] & self.kings).any()
            || (attacks::pawn_attacks(!self.color, square) & self.pawns).any()
            || (self.diagonal.any() && (bishop_attacks(square, occupied) & self.diagonal).any())
            || (self.straight.any() && (rook_attacks(square, occupied) & self.straight).any())
    }
}

/// The own pieces pinned to the king on `king`: for each kind of enemy slider (diagonal,
/// straight) with the king's own attacks of that kind, the own pieces alone between the king
/// and such a slider.
#[inline(always)]
pub(crate) fn pinned_pieces(
    king: Square,
    own: Bitboard,
    occupied: Bitboard,
    [(diagonal, king_diagonal), (straight, king_straight)]: [(Bitboard, Bitboard); 2],
) -> Bitboard {
    let mut pinned = Bitboard::EMPTY;
    if (attacks::bishop_rays(king) & diagonal).any() {
        let xray = bishop_attacks(king, occupied - (king_diagonal & own));
        for pinner in (xray - king_diagonal) & diagonal {
            pinned |= between(king, pinner) & own;
        }
    }
    if (attacks::rook_rays(king) & straight).any() {
        let xray = rook_attacks(king, occupied - (king_straight & own));
        for pinner in (xray - king_straight) & straight {
            pinned |= between(king, pinner) & own;
        }
    }
    pinned
}

/// The squares a piece of `role` on `from` attacks (not for pawns and kings).
#[inline]
pub(crate) fn piece_attacks(role: Role, from: Square, occupied: Bitboard) -> Bitboard {
    let i = from.index();
    match role {
        Role::Knight => attacks::KNIGHT[i],
        Role::Bishop => bishop_attacks(from, occupied),
        Role::Rook => rook_attacks(from, occupied),
        Role::Archbishop => attacks::KNIGHT[i] | bishop_attacks(from, occupied),
        Role::Chancellor => attacks::KNIGHT[i] | rook_attacks(from, occupied),
        Role::Queen => queen_attacks(from, occupied),
        Role::Pawn | Role::King => Bitboard::EMPTY,
    }
}

/// The moves of the unpinned `pieces`, each attacking `attacks(square)`, into `movable`.
/// Written out per role so that each role's attack look-up is inlined, without a dispatch
/// on the role per piece.
#[inline(always)]
fn unpinned_moves<S: Sink>(
    sink: &mut S,
    pieces: Bitboard,
    movable: Bitboard,
    attacks: impl Fn(Square) -> Bitboard,
) {
    for_each_square(pieces, |from| {
        sink.piece_moves(from, attacks(from) & movable)
    });
}

/// Calls `f` with each square of `squares`, lowest first, walking the two 64-bit halves in two
/// loops: a bit scan and a clear of the lowest bit cost one instruction each on a `u64`, about
/// five on a `u128`.
#[inline(always)]
fn for_each_square(squares: Bitboard, mut f: impl FnMut(Square)) {
    let mut low = squares.0 as u64;
    while low != 0 {
        f(Square::from_index(low.trailing_zeros() as usize));
        low &= low - 1;
    }
    let mut high = (squares.0 >> 64) as u64;
    while high != 0 {
        f(Square::from_index(
            64 + (high.trailing_zeros() as usize & 15),
        ));
        high &= high - 1;
    }
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
        let enemy = board.by_color(them);
        let occupied = own | enemy;
        let king = self.king();
        let k = king.index();
        // Where a piece other than a pawn may go in this scope.
        let scope = if NOISY { enemy } else { !own };

        // The king's own slider lines give both its checkers and, looked through the own
        // pieces that first block them, its pinners.
        let diagonal = board.diagonal_sliders() & enemy;
        let straight = board.orthogonal_sliders() & enemy;
        let king_diagonal = bishop_attacks(king, occupied);
        let king_straight = rook_attacks(king, occupied);
        let checkers = (king_diagonal & diagonal)
            | (king_straight & straight)
            | (attacks::KNIGHT[k] & board.knight_leapers() & enemy)
            | (attacks::pawn_attacks(us, king) & board.by_role(Role::Pawn) & enemy);

        // King steps: the destination must be safe with the king gone from its square.
        let enemies = Attackers::of(self, them);
        let without_king = occupied.without(king);
        let mut king_targets = Bitboard::EMPTY;
        for to in attacks::KING[k] & scope {
            if !enemies.attack(to, without_king) {
                king_targets.insert(to);
            }
        }
        sink.piece_moves(king, king_targets);

        if checkers.more_than_one() {
            return;
        }
        let target_mask = match checkers.first() {
            Some(checker) => between(king, checker).with(checker),
            None => Bitboard::FULL,
        };
        let pinned = pinned_pieces(
            king,
            own,
            occupied,
            [(diagonal, king_diagonal), (straight, king_straight)],
        );
        let movable = scope & target_mask;

        let free = own - pinned;
        let knights = attacks::KNIGHT;
        let of = |role| board.by_role(role) & free;
        unpinned_moves(sink, of(Role::Knight), movable, |sq| knights[sq.index()]);
        unpinned_moves(sink, of(Role::Bishop), movable, |sq| {
            bishop_attacks(sq, occupied)
        });
        unpinned_moves(sink, of(Role::Rook), movable, |sq| {
            rook_attacks(sq, occupied)
        });
        unpinned_moves(sink, of(Role::Archbishop), movable, |sq| {
            knights[sq.index()] | bishop_attacks(sq, occupied)
        });
        unpinned_moves(sink, of(Role::Chancellor), movable, |sq| {
            knights[sq.index()] | rook_attacks(sq, occupied)
        });
        unpinned_moves(sink, of(Role::Queen), movable, |sq| {
            queen_attacks(sq, occupied)
        });
        // Pinned pieces move only along the pin line, and not at all in check (a pinned
        // piece cannot answer a check).
        if checkers.is_empty() {
            let pinned_pieces = pinned - board.by_role(Role::Pawn);
            for from in pinned_pieces {
                if let Some(piece) = board.piece_at(from) {
                    let targets = piece_attacks(piece.role, from, occupied);
                    sink.piece_moves(from, targets & movable & line(king, from));
                }
            }
        }

        self.generate_pawns::<S, NOISY>(sink, king, pinned, target_mask, checkers.is_empty());

        if let Some(ep) = self.ep_square {
            self.generate_en_passant(sink, ep, king);
        }
        if checkers.is_empty() && !NOISY && self.castling.any_for(us) {
            self.generate_castling(sink, king, &enemies);
        }
    }

    fn generate_pawns<S: Sink, const NOISY: bool>(
        &self,
        sink: &mut S,
        king: Square,
        pinned: Bitboard,
        target_mask: Bitboard,
        not_in_check: bool,
    ) {
        let us = self.turn;
        let board = &self.board;
        let pawns = board.by_piece(Piece::new(us, Role::Pawn));
        let empty = !board.occupied();
        let enemy = board.by_color(!us);
        let (last_rank, double_rank, forward) = match us {
            Color::White => (Rank::Eighth, Rank::Third, 10),
            Color::Black => (Rank::First, Rank::Sixth, -10),
        };
        let last = Bitboard::from_rank(last_rank);

        // Unpinned pawns, set-wise.
        let free = pawns - pinned;
        let single = free.shift_forward(us) & empty;
        let double =
            (single & Bitboard::from_rank(double_rank)).shift_forward(us) & empty & target_mask;
        let single = single & target_mask;
        if !NOISY {
            sink.pawn_moves(single - last, forward, false);
            sink.pawn_moves(double, 2 * forward, false);
        }
        sink.pawn_moves(single & last, forward, true);
        let advanced = free.shift_forward(us);
        for (shifted, delta) in [
            (advanced.shift_west(), forward - 1),
            (advanced.shift_east(), forward + 1),
        ] {
            let captures = shifted & enemy & target_mask;
            sink.pawn_moves(captures - last, delta, false);
            sink.pawn_moves(captures & last, delta, true);
        }

        // Pinned pawns move only along the pin line, and never while in check.
        if not_in_check {
            for from in pawns & pinned {
                let pin_line = line(king, from);
                let one = Bitboard::from_square(from).shift_forward(us) & empty;
                let two = (one & Bitboard::from_rank(double_rank)).shift_forward(us) & empty;
                let captures = attacks::pawn_attacks(us, from) & enemy;
                let pushes = if NOISY { one & last } else { one | two };
                let targets = (pushes | captures) & pin_line;
                for to in targets {
                    let delta = to.index() as i32 - from.index() as i32;
                    sink.pawn_moves(Bitboard::from_square(to), delta, last.contains(to));
                }
            }
        }
    }

    fn generate_en_passant<S: Sink>(&self, sink: &mut S, ep: Square, king: Square) {
        let us = self.turn;
        let them = !us;
        let board = &self.board;
        let captured = en_passant_victim(us, ep);
        let capturers =
            attacks::pawn_attacks(them, ep) & board.by_piece(Piece::new(us, Role::Pawn));
        for from in capturers {
            // Play it on the occupancy and look at the king: this covers pins along the rank
            // through both pawns, and checks the capture does or does not answer.
            let occupied = board.occupied().without(from).without(captured).with(ep);
            let captured = Bitboard::from_square(captured);
            if !is_attacked(board, king, them, occupied, captured) {
                sink.single(Move::new(from, ep, MoveKind::EnPassant));
            }
        }
    }

    fn generate_castling<S: Sink>(&self, sink: &mut S, king: Square, enemies: &Attackers) {
        let us = self.turn;
        let occupied = self.board.occupied();
        for (side, rook) in self.castling.rooks_of(us) {
            let paths = castling_paths(us, side, king, rook);
            if (paths.must_be_empty & occupied).any() {
                continue;
            }
            // The castling rook is already off its square when the king arrives, so it
            // shields nothing (a rook between the king and an enemy rook on the back rank).
            // The path holds every square the king passes and its destination, which is
            // its own square when the king already stands on c or i: that square too must
            // be safe once the rook has gone.
            let occupied_after = occupied.without(king).without(rook);
            if paths
                .king_path
                .into_iter()
                .all(|sq| !enemies.attack(sq, occupied_after))
            {
                sink.single(Move::new(king, rook, MoveKind::Castle(side)));
            }
        }
    }

    /// Every legal move, in generation order.
    ///
    /// ```
    /// use crc_movegen::Position;
    /// let pos = Position::from_fen("k9/2Q7/1K8/10/10/10/10/10 b - - 0 1").unwrap();
    /// assert!(pos.legal_moves().is_empty()); // stalemate
    /// ```
    pub fn legal_moves(&self) -> MoveList {
        self.move_list::<false>()
    }

    /// Replaces the contents of `list` with the legal moves, as [`Position::legal_moves`]
    /// returns them. A search that keeps one list per ply saves the copy of a returned list.
    ///
    /// ```
    /// use crc_movegen::{MoveList, Position};
    /// let pos = Position::from_number(25933)?;
    /// let mut list = MoveList::new();
    /// pos.legal_moves_into(&mut list);
    /// assert_eq!(list, pos.legal_moves());
    /// # Ok::<(), crc_core::SetupNumberError>(())
    /// ```
    pub fn legal_moves_into(&self, list: &mut MoveList) {
        self.refill::<false>(list);
    }

    /// The legal captures (en passant included) and promotions, for a quiescence search:
    /// the moves of [`Position::legal_moves`] that take a piece or promote, in the same
    /// order.
    ///
    /// ```
    /// use crc_movegen::Position;
    /// let pos = Position::from_fen("4k5/1P8/10/10/3p6/4P5/10/4K5 w - - 0 1")?;
    /// let noisy: Vec<String> = pos.noisy_moves().iter().map(|m| m.to_uci()).collect();
    /// assert_eq!(noisy, ["b7b8q", "b7b8c", "b7b8a", "b7b8r", "b7b8b", "b7b8n", "e3d4"]);
    /// # Ok::<(), crc_movegen::FenError>(())
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
    #[inline]
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
    /// use crc_movegen::Position;
    /// let pos = Position::from_fen("4k5/10/10/10/10/10/10/4K4C w - - 0 1")?;
    /// assert_eq!(pos.count_legal_moves(), 18); // the chancellor in the corner
    /// assert_eq!(pos.count_legal_moves(), pos.legal_moves().len() as u64);
    /// # Ok::<(), crc_movegen::FenError>(())
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
    /// use crc_movegen::Position;
    /// let pos = Position::from_fen("4k5/10/10/10/3p6/4P5/10/4K4R w K - 0 1")?;
    /// assert!(pos.is_capture(pos.parse_uci("e3d4")?));
    /// assert!(!pos.is_capture(pos.parse_uci("e3e4")?));
    /// assert!(!pos.is_capture(pos.parse_uci("O-O")?));
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
    /// use crc_movegen::Position;
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
