//! The rules of moving, one test each: castling edge cases, the en-passant pin, promotions,
//! coordinate notation, and the make/unmake/zobrist invariants.

use crc_rules_core::{CastlingSide, Color, Role, Square};
use crc_rules_movegen::{IllegalReason, Move, MoveKind, ParseMoveError, Position};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The legal moves that `keep` keeps, in coordinates, sorted.
fn sorted_uci(position: &Position, keep: impl Fn(Move) -> bool) -> Vec<String> {
    let mut moves: Vec<String> = position
        .legal_moves()
        .iter()
        .filter(|&&m| keep(m))
        .map(|m| m.to_uci())
        .collect();
    moves.sort();
    moves
}

fn castles(position: &Position) -> Vec<String> {
    sorted_uci(position, Move::is_castle)
}

#[test]
fn castling_lands_king_on_c_or_i_and_rook_on_d_or_h() {
    let start = pos("2k7/10/10/10/10/10/10/R3K4R w KQ - 0 1");
    assert_eq!(castles(&start), ["e1a1", "e1j1"]);
    let king_side = start.play(start.parse_uci("e1j1").unwrap()).unwrap();
    assert_eq!(king_side.to_fen(), "2k7/10/10/10/10/10/10/R6RK1 b - - 1 1");
    let queen_side = start
        .play(start.castling_move(CastlingSide::QueenSide).unwrap())
        .unwrap();
    assert_eq!(queen_side.to_fen(), "2k7/10/10/10/10/10/10/2KR5R b - - 1 1");
}

#[test]
fn king_already_on_its_destination_castles_by_moving_the_rook() {
    // King on i1, rook on j1: O-O moves only the rook (to h1).
    let position = pos("rk7r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3B3KR w KQkq - 0 1");
    let mv = position.castling_move(CastlingSide::KingSide).unwrap();
    assert_eq!(mv.to_uci(), "i1j1");
    let after = position.play(mv).unwrap();
    assert_eq!(
        after.to_fen(),
        "rk7r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3B2RK1 b kq - 1 1"
    );
}

#[test]
fn rook_already_on_its_destination_castles_by_moving_the_king() {
    // Rook on h1, king on e1: O-O puts the king on i1, the rook stays on h1.
    let position = pos("4k5/10/10/10/10/10/10/4K2R2 w K - 0 1");
    let after = position
        .play(position.castling_move(CastlingSide::KingSide).unwrap())
        .unwrap();
    assert_eq!(after.to_fen(), "4k5/10/10/10/10/10/10/7RK1 b - - 1 1");
}

#[test]
fn the_castling_rook_shields_nothing() {
    // Enemy rook a1, own rook b1, king e1: after O-O-O the king on c1 would stand in the a1
    // rook's line, so castling is illegal although b1 blocks it now.
    let position = pos("4k5/10/10/10/10/10/10/rR2K5 w Q - 0 1");
    assert!(castles(&position).is_empty());
}

#[test]
fn a_king_already_on_its_destination_must_be_safe_once_the_rook_leaves() {
    // King c1, rook b1, black queen a1: O-O-O would move only the rook (to d1) and leave the
    // king in the queen's line. Found by the invariants fuzz target; Fairy-Stockfish agrees.
    let position =
        pos("nrkcrb1abn/ppppp1ppp1/10/5p3p/1P3P3P/4C5/2PPP1PPP1/qRK1RBQABN w KQkq - 0 5");
    assert_eq!(castles(&position), Vec::<String>::new());
    assert!(position.castling_move(CastlingSide::QueenSide).is_err());
}

/// Each FEN's castling moves are exactly the expected ones.
fn assert_castles(cases: &[(&str, &[&str])]) {
    for &(fen, expected) in cases {
        assert_eq!(castles(&pos(fen)), expected, "{fen}");
    }
}

#[test]
fn castling_needs_safe_king_squares_but_not_safe_rook_squares() {
    assert_castles(&[
        // f-file attacked: the king passes f1 on the way to i1.
        ("2k7/10/10/10/10/5r4/10/R3K4R w KQ - 0 1", &["e1a1"]),
        // d-file attacked: the king passes d1 on the way to c1.
        ("2k7/10/10/10/10/3r6/10/R3K4R w KQ - 0 1", &["e1j1"]),
        // b-file attacked: only the rook passes b1, so O-O-O stays legal.
        ("2k7/10/10/10/10/1r8/10/R3K4R w KQ - 0 1", &["e1a1", "e1j1"]),
        // In check: no castling at all.
        ("2k7/10/10/10/10/4r5/10/R3K4R w KQ - 0 1", &[]),
    ]);
}

#[test]
fn castling_needs_empty_squares_except_king_and_rook() {
    assert_castles(&[
        // A knight on h1 stands on the rook's destination.
        ("2k7/10/10/10/10/10/10/R3K2N1R w KQ - 0 1", &["e1a1"]),
        // A bishop on b1 stands between the a1 rook and its destination.
        ("2k7/10/10/10/10/10/10/RB2K4R w KQ - 0 1", &["e1j1"]),
    ]);
}

#[test]
fn en_passant_that_exposes_the_king_along_the_rank_is_illegal() {
    let position = pos("7k2/10/10/r2pP4K/10/10/10/10 w - d6 0 2");
    let ep = Move::new(Square::E5, Square::D6, MoveKind::EnPassant);
    assert!(!position.is_legal(ep));
    assert!(!position.legal_moves().contains(&ep));
    // Without the a5 rook the same capture is legal.
    let free = pos("7k2/10/10/3pP4K/10/10/10/10 w - d6 0 2");
    assert!(free.is_legal(ep));
    // X-FEN writes the square only when the capture is legal.
    assert_eq!(position.to_fen(), "7k2/10/10/r2pP4K/10/10/10/10 w - - 0 2");
    assert_eq!(free.to_fen(), "7k2/10/10/3pP4K/10/10/10/10 w - d6 0 2");
}

#[test]
fn all_six_promotions_are_generated() {
    let position = pos("4k5/1P8/10/10/10/10/10/4K5 w - - 0 1");
    assert_eq!(
        sorted_uci(&position, |m| m.promotion().is_some()),
        ["b7b8a", "b7b8b", "b7b8c", "b7b8n", "b7b8q", "b7b8r"]
    );
    let chancellor = position.play(position.parse_uci("b7b8c").unwrap()).unwrap();
    assert_eq!(chancellor.to_fen(), "1C2k5/10/10/10/10/10/10/4K5 b - - 0 1");
}

#[test]
fn archbishop_and_chancellor_move_as_compounds() {
    // Bishop lines from e4 on 10x8 plus eight knight leaps, then rook lines plus the leaps.
    for (fen, moves) in [
        ("9k/10/10/10/4A5/10/10/K9 w - - 0 1", 14 + 8),
        ("9k/10/10/10/4C5/10/10/K9 w - - 0 1", 16 + 8),
    ] {
        assert_eq!(
            sorted_uci(&pos(fen), |m| m.from() == Square::E4).len(),
            moves,
            "{fen}"
        );
    }
}

#[test]
fn coordinate_notation_in_and_out() {
    let position = pos("r4k3r/1pppppppp1/10/10/10/10/1PPPPPPPP1/R4K3R w KQkq - 0 1");
    // King takes own rook and the king's destination are one move; O-O is SAN, no
    // coordinates.
    let castle = position.parse_uci("f1j1").unwrap();
    assert!(castle.is_castle());
    assert_eq!(position.parse_uci("f1i1").unwrap(), castle);
    assert_eq!(castle.to_uci(), "f1j1");
    // The king's destination g1 is a plain king step, not castling.
    let step = position.parse_uci("f1g1").unwrap();
    assert_eq!(step.kind(), MoveKind::Normal);
    for bad in [
        "", "e2", "e2e4e", "z2e4", "e2e9", "b2b3q", "é2e4", "O-O", "0-0", "O-O-O", "0-0-0",
    ] {
        assert!(position.parse_uci(bad).is_err(), "{bad}");
    }
    assert!(matches!(
        position.parse_uci("e4e5"),
        Err(ParseMoveError::Illegal {
            reason: IllegalReason::NoPiece(Square::E4),
            ..
        })
    ));
    assert!(matches!(
        position.parse_uci("b7b6"),
        Err(ParseMoveError::Illegal {
            reason: IllegalReason::NotYourPiece(Square::B7, Color::White),
            ..
        })
    ));
    let promoting = pos("4k5/1P8/10/10/10/10/10/4K5 w - - 0 1");
    assert!(matches!(
        promoting.parse_uci("b7b8"),
        Err(ParseMoveError::Illegal {
            reason: IllegalReason::PromotionRequired,
            ..
        })
    ));
    assert!(matches!(
        promoting.parse_uci("e1e2q"),
        Err(ParseMoveError::Illegal {
            reason: IllegalReason::NotAPromotion,
            ..
        })
    ));
    assert_eq!(promoting.parse_uci("b7b8A").unwrap().to_uci(), "b7b8a");
}

#[test]
fn move_bits_round_trip_and_reject_garbage() {
    let position = pos("rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1");
    for mv in position.legal_moves() {
        assert_eq!(Move::from_bits(mv.to_bits()), Some(mv));
    }
    assert_eq!(Move::from_bits(80), None);
    assert_eq!(Move::from_bits(12 << 14), None);
    assert_eq!(Move::from_bits(11 << 14), None); // promotion to a king
    assert_eq!(Move::from_bits(4 << 14), None); // promotion to a pawn
    let castle = Move::castle(Square::E1, Square::A1);
    assert_eq!(castle.castling_side(), Some(CastlingSide::QueenSide));
    assert_eq!(Move::from_bits(castle.to_bits()), Some(castle));
}

#[test]
fn move_bytes_round_trip_and_reject_garbage() {
    let promoting = pos("r3k4r/1P8/10/10/10/10/10/R3K4R w KQkq - 0 1");
    let start = pos("rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1");
    let moves: Vec<Move> = [promoting, start]
        .iter()
        .flat_map(|p| p.legal_moves())
        .collect();
    assert!(moves.iter().any(|m| m.is_castle()) && moves.iter().any(|m| m.promotion().is_some()));
    for mv in moves {
        assert_eq!(Move::from_bytes(mv.to_bytes()), Some(mv), "{mv}");
    }
    // Every kind byte and promotion byte, on a square pair: what decodes encodes back.
    let mut decoded = 0;
    for kind in 0..=255u8 {
        for promotion in 0..=255u8 {
            let bytes = [14, 34, promotion, kind];
            if let Some(mv) = Move::from_bytes(bytes) {
                assert_eq!(mv.to_bytes(), bytes);
                decoded += 1;
            }
        }
    }
    assert_eq!(decoded, 3 + 6); // normal, en passant, castling, six promotions
    assert_eq!(Move::from_bytes([80, 34, 0, 0]), None);
    assert_eq!(Move::from_bytes([14, 200, 0, 0]), None);
    // Castling keeps its side in a move, not in its bytes: the squares decide it.
    let odd = Move::new(
        Square::E1,
        Square::J1,
        MoveKind::Castle(CastlingSide::QueenSide),
    );
    let read = Move::from_bytes(odd.to_bytes()).unwrap();
    assert_eq!(read.castling_side(), Some(CastlingSide::KingSide));
}

/// Xorshift64: the pseudo-random numbers of the games below.
struct Xorshift(u64);

impl Xorshift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// Plays a pseudo-random legal game of at most `plies` moves from every suite position,
/// with numbers from an xorshift seeded with `seed`, and calls `check` with each position
/// reached, its legal moves and the generator. Gives the number of moves played.
fn random_games(
    seed: u64,
    plies: usize,
    mut check: impl FnMut(&Position, &[Move], &mut Xorshift),
) -> u64 {
    let mut random = Xorshift(seed);
    let mut played = 0;
    for case in crc_testdata::perft_suite() {
        let Ok(mut position) = Position::from_fen(case.fen) else {
            continue;
        };
        for _ in 0..plies {
            let moves = position.legal_moves();
            check(&position, &moves, &mut random);
            if moves.is_empty() {
                break;
            }
            position.play_unchecked(moves[(random.next() % moves.len() as u64) as usize]);
            played += 1;
        }
    }
    played
}

/// Plays pseudo-random legal games from every suite position and checks at each ply that
/// undo restores the position and key, the incremental key equals the key from scratch,
/// `is_legal` agrees with the generated list, the count agrees with the list, and X-FEN
/// round-trips.
#[test]
fn make_undo_key_and_legality_invariants() {
    let plies = random_games(0x2545_f491_4f6c_dd1d, 60, |position, moves, random| {
        assert_eq!(moves.len() as u64, position.count_legal_moves());
        assert_eq!(
            position.key(),
            position.compute_key(),
            "{}",
            position.to_fen()
        );
        let reread = Position::from_fen(&position.to_fen()).unwrap();
        assert_eq!(reread.to_fen(), position.to_fen());
        // Arbitrary move values: is_legal must agree with the list.
        for _ in 0..20 {
            let bits = (random.next() % (1 << 18)) as u32;
            if let Some(mv) = Move::from_bits(bits) {
                assert_eq!(
                    position.is_legal(mv),
                    moves.contains(&mv),
                    "{mv} in {}",
                    position.to_fen()
                );
            }
        }
        // Every move, played on a copy and taken back, leaves the position as it was.
        for &mv in moves {
            assert!(position.is_legal(mv));
            let mut copy = *position;
            let undo = copy.play_unchecked(mv);
            copy.unmake(mv, undo);
            assert_eq!(copy, *position, "{mv}");
            assert_eq!(copy.key(), position.key());
        }
    });
    assert!(plies > 3000, "{plies}");
}

/// The moves onto each square, found from that square, are exactly the listed moves with
/// that destination, of every kind: checked on all 80 squares at every ply of pseudo-random
/// games from every suite position.
#[test]
fn moves_to_a_square_are_the_listed_moves_with_that_destination() {
    let mut kinds = [0u32; 4]; // en passant, castling, promotion, in check
    let plies = random_games(0x6a09_e667_f3bc_c908, 60, |position, moves, _| {
        for to in Square::ALL {
            let mut expected: Vec<Move> = moves.iter().copied().filter(|m| m.to() == to).collect();
            let mut found = position.legal_moves_to(to).to_vec();
            expected.sort_by_key(|m| m.to_uci());
            found.sort_by_key(|m| m.to_uci());
            assert_eq!(found, expected, "{to} in {}", position.to_fen());
        }
        for mv in moves {
            match mv.kind() {
                MoveKind::EnPassant => kinds[0] += 1,
                MoveKind::Castle(_) => kinds[1] += 1,
                MoveKind::Promotion(_) => kinds[2] += 1,
                MoveKind::Normal => {}
            }
        }
        kinds[3] += u32::from(position.is_check());
    });
    assert!(plies > 3000, "{plies}");
    assert!(
        kinds.iter().all(|&n| n > 10),
        "too few of a kind: {kinds:?}"
    );
}

/// Noisy moves are exactly the legal captures and promotions, in generation order;
/// `gives_check` agrees with playing the move; checked at every ply of pseudo-random games
/// from every suite position.
#[test]
fn noisy_moves_and_gives_check_agree_with_the_full_list() {
    let plies = random_games(0x9e37_79b9_7f4a_7c15, 40, |position, moves, _| {
        let expected: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|&m| position.is_capture(m) || m.promotion().is_some())
            .collect();
        assert_eq!(
            position.noisy_moves().to_vec(),
            expected,
            "{}",
            position.to_fen()
        );
        for &mv in moves {
            let after = position.play(mv).unwrap();
            assert_eq!(position.gives_check(mv), after.is_check(), "{mv}");
            let captured = position.board().piece_at(mv.to());
            let takes = mv.kind() == MoveKind::EnPassant
                || captured.is_some_and(|p| p.color != position.turn());
            assert_eq!(position.is_capture(mv), takes, "{mv}");
        }
    });
    assert!(plies > 2000, "{plies}");
}

/// Every kind of move, and promotions to roles that no pawn becomes.
const KINDS: [MoveKind; 8] = [
    MoveKind::Normal,
    MoveKind::EnPassant,
    MoveKind::Castle(CastlingSide::KingSide),
    MoveKind::Castle(CastlingSide::QueenSide),
    MoveKind::Promotion(Role::Queen),
    MoveKind::Promotion(Role::Knight),
    MoveKind::Promotion(Role::King),
    MoveKind::Promotion(Role::Pawn),
];

/// `is_legal` answers for any move value exactly as the full list does: every from/to pair
/// with every kind, at a few plies of pseudo-random games from every suite position.
#[test]
fn is_legal_agrees_with_the_list_on_every_move_value() {
    let mut checked = 0u64;
    random_games(0x51ed_270b_2713_4ad9, 3, |position, legal, _| {
        let safety = position.king_safety();
        for from in Square::ALL {
            for to in Square::ALL {
                for kind in KINDS {
                    let mv = Move::new(from, to, kind);
                    assert_eq!(
                        position.is_legal(mv),
                        legal.contains(&mv),
                        "{mv:?} in {}",
                        position.to_fen()
                    );
                    assert_eq!(position.is_legal_with(mv, safety), legal.contains(&mv));
                    checked += 1;
                }
            }
        }
    });
    assert!(checked > 10_000_000, "{checked}");
}

/// Explanations are for illegal moves only. At every ply of pseudo-random games from every
/// suite position: each legal move gets `None` from `explain_move` and from
/// `explain_illegal` of its squares, and a legal castling from `explain_no_castling`; a move
/// value gets a reason from `explain_move` exactly when it is not legal (also with the
/// squares of a legal move and another kind), `explain_illegal` exactly when no legal move
/// has its squares, and `explain_no_move` exactly when no piece of the role can go there.
#[test]
fn explanations_are_none_exactly_for_legal_moves() {
    use crc_rules_core::Bitboard;
    let mut reasons = 0;
    let plies = random_games(0x6a09_e667_f3bc_c908, 30, |position, legal, random| {
        let fen = position.to_fen();
        let same_squares = |mv: Move| {
            legal
                .iter()
                .any(|m| m.from() == mv.from() && m.to() == mv.to())
        };
        for &mv in legal {
            assert_eq!(position.explain_move(mv), None, "{mv} in {fen}");
            assert_eq!(
                position.explain_illegal(mv.from(), mv.to()),
                None,
                "{mv} in {fen}"
            );
            if let Some(side) = mv.castling_side() {
                assert_eq!(position.explain_no_castling(side), None, "{mv} in {fen}");
                assert_eq!(position.castling_move(side), Ok(mv), "{fen}");
            }
            for kind in KINDS {
                let other = Move::new(mv.from(), mv.to(), kind);
                let reason = position.explain_move(other);
                assert_eq!(
                    reason.is_none(),
                    legal.contains(&other),
                    "{other:?} in {fen}"
                );
                reasons += usize::from(reason.is_some());
            }
        }
        for side in CastlingSide::ALL {
            let castles = legal.iter().any(|m| m.castling_side() == Some(side));
            assert_eq!(
                position.explain_no_castling(side).is_none(),
                castles,
                "{side} in {fen}"
            );
            assert_eq!(
                position.castling_move(side).is_ok(),
                castles,
                "{side} in {fen}"
            );
        }
        for _ in 0..40 {
            let Some(mv) = Move::from_bits((random.next() % (1 << 18)) as u32) else {
                continue;
            };
            let reason = position.explain_move(mv);
            assert_eq!(reason.is_none(), legal.contains(&mv), "{mv:?} in {fen}");
            reasons += usize::from(reason.is_some());
            let squares = position.explain_illegal(mv.from(), mv.to());
            assert_eq!(squares.is_none(), same_squares(mv), "{mv:?} in {fen}");
            if let Some(piece) = position.board().piece_at(mv.from()) {
                let reaches = legal.iter().any(|m| {
                    m.to() == mv.to()
                        && position.board().piece_at(m.from()).map(|p| p.role) == Some(piece.role)
                });
                let no_move = position.explain_no_move(piece.role, Bitboard::FULL, mv.to());
                assert_eq!(no_move.is_none(), reaches, "{mv:?} in {fen}");
            }
        }
    });
    assert!(plies > 2000 && reasons > 10_000, "{plies} {reasons}");
}

/// The bug of "not illegal after all": a legal castling got `CastlingBlocked` as its reason.
#[test]
fn a_legal_castling_has_no_reason() {
    let position = pos("r3k4r/10/10/10/10/10/10/R3K4R w KQkq - 0 1");
    for side in CastlingSide::ALL {
        assert_eq!(position.explain_no_castling(side), None, "{side}");
        let castle = position.castling_move(side).unwrap();
        assert_eq!(position.explain_move(castle), None);
        assert_eq!(position.explain_illegal(castle.from(), castle.to()), None);
    }
}
