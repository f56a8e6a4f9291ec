//! Validation decides once whether a setup can be played: every reason at once when strict,
//! and only the stale castling rights and en-passant square dropped when lenient.

use crc_rules_core::{Bitboard, CastlingSide, Color, Setup, Square};
use crc_rules_movegen::{CastlingRightError, FenError, Position, PositionErrorKind};

fn reasons(fen: &str) -> Vec<PositionErrorKind> {
    match Position::from_fen(fen) {
        Err(FenError::Position(err)) => err.reasons().to_vec(),
        other => panic!("{fen}: expected a position error, got {other:?}"),
    }
}

#[test]
fn validation_reports_every_reason() {
    let cases: [(&str, &[PositionErrorKind]); 6] = [
        (
            "10/10/10/10/10/10/10/10 w - - 0 1",
            &[
                PositionErrorKind::MissingKing(Color::White),
                PositionErrorKind::MissingKing(Color::Black),
            ],
        ),
        (
            "4k5/10/10/10/10/10/10/3KK5 w - - 0 1",
            &[PositionErrorKind::TooManyKings {
                color: Color::White,
                count: 2,
            }],
        ),
        (
            "P3k5/10/10/10/10/10/10/4K4p w - - 0 1",
            &[
                PositionErrorKind::PawnOnBackRank(Square::J1),
                PositionErrorKind::PawnOnBackRank(Square::A8),
            ],
        ),
        (
            "4k5/4Q5/10/10/10/10/10/4K5 w - - 0 1",
            &[PositionErrorKind::OppositeCheck(Color::Black)],
        ),
        (
            "4k5/pppppppppp/pp8/10/10/10/10/4K5 w - - 0 1",
            &[PositionErrorKind::TooManyPieces {
                color: Color::Black,
                pieces: 13,
                pawns: 12,
            }],
        ),
        (
            "QQQQQQQQQQ/QQQQQQQQQQ/2k7/10/10/10/10/4K5 b - - 0 1",
            &[PositionErrorKind::TooManyPieces {
                color: Color::White,
                pieces: 21,
                pawns: 0,
            }],
        ),
    ];
    for (fen, expected) in cases {
        let found = reasons(fen);
        for reason in expected {
            assert!(found.contains(reason), "{fen}: {found:?}");
        }
    }
}

#[test]
fn castling_rights_and_en_passant_are_checked_once_here() {
    let start = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR";
    let castling = |error| vec![PositionErrorKind::Castling(error)];
    let cases: Vec<(String, Vec<PositionErrorKind>)> = vec![
        (
            "4k5/10/10/10/10/10/10/R3K1R2R w GJ - 0 1".into(),
            castling(CastlingRightError::SideTwice {
                color: Color::White,
                side: CastlingSide::KingSide,
                square: Square::G1,
            }),
        ),
        (
            format!("{start} w G - 0 1"),
            castling(CastlingRightError::NoRook {
                color: Color::White,
                square: Square::G1,
            }),
        ),
        (
            "4k5/10/10/10/10/10/10/4K5 w K - 0 1".into(),
            castling(CastlingRightError::NoRook {
                color: Color::White,
                square: Square::J1,
            }),
        ),
        (
            "4k5/10/10/10/10/10/4K5/R8R w KQ - 0 1".into(),
            castling(CastlingRightError::NoKing(Color::White)),
        ),
        (
            format!("{start} w KQkq e3 0 1"),
            vec![PositionErrorKind::ImpossibleEnPassant(Square::E3)],
        ),
        (
            format!("{start} w KQkq e6 0 1"),
            vec![PositionErrorKind::ImpossibleEnPassant(Square::E6)],
        ),
    ];
    for (fen, expected) in cases {
        assert_eq!(reasons(&fen), expected, "{fen}");
    }
    let message = Position::from_fen("4k5/10/10/10/10/10/4K5/R8R w KQ - 0 1")
        .unwrap_err()
        .to_string();
    assert_eq!(
        message,
        "illegal position: white castling right but the white king is not on rank 1"
    );
}

#[test]
fn lenient_loading_drops_a_stale_castling_right() {
    // The j1 rook has moved to j2; the a1 right is still good.
    let fen = "r3k4r/10/10/10/10/10/9R/R3K5 w KQkq - 0 1";
    assert!(Position::from_fen(fen).is_err());
    let (position, dropped) = Position::from_fen_lenient(fen).unwrap();
    assert_eq!(
        position.to_fen(),
        "r3k4r/10/10/10/10/10/9R/R3K5 w Qkq - 0 1"
    );
    assert_eq!(dropped.castling_rights, Bitboard::from_square(Square::J1));
    assert_eq!(dropped.ep_square, None);
    assert_eq!(
        dropped.reasons,
        [PositionErrorKind::Castling(CastlingRightError::NoRook {
            color: Color::White,
            square: Square::J1
        })]
    );
}

#[test]
fn lenient_loading_drops_a_useless_en_passant_square() {
    // No black pawn stands on d5 to have made the double step to d6.
    let fen = "4k5/10/10/4P5/10/10/10/4K5 w - d6 0 1";
    assert!(Position::from_fen(fen).is_err());
    let (position, dropped) = Position::from_fen_lenient(fen).unwrap();
    assert_eq!(position.to_fen(), "4k5/10/10/4P5/10/10/10/4K5 w - - 0 1");
    assert_eq!(dropped.ep_square, Some(Square::D6));
    assert!(dropped.castling_rights.is_empty());
    assert_eq!(
        dropped.to_string(),
        PositionErrorKind::ImpossibleEnPassant(Square::D6).to_string()
    );
}

#[test]
fn lenient_loading_drops_both_at_once() {
    // The black king has left e8 (both black rights go), a second white right on the king
    // side (the inner g1 one goes), and an en-passant square on the wrong rank.
    let fen = "r8r/5k4/10/10/10/10/10/R3K1R2R w KGQkq e4 0 1";
    let (position, dropped) = Position::from_fen_lenient(fen).unwrap();
    assert_eq!(
        position.to_fen(),
        "r8r/5k4/10/10/10/10/10/R3K1R2R w KQ - 0 1"
    );
    assert_eq!(
        dropped.castling_rights,
        [Square::G1, Square::A8, Square::J8]
            .into_iter()
            .collect::<Bitboard>()
    );
    assert_eq!(dropped.ep_square, Some(Square::E4));
    assert_eq!(dropped.reasons.len(), 3, "{dropped}");
    assert!(dropped.reasons.iter().all(PositionErrorKind::is_droppable));
    // A playable setup loses nothing.
    let (_, nothing) =
        Position::from_fen_lenient("r3k4r/10/10/10/10/10/10/R3K4R w KQkq - 0 1").unwrap();
    assert!(nothing.is_empty());
}

#[test]
fn lenient_loading_keeps_the_other_errors() {
    for (fen, reason) in [
        (
            "10/10/10/10/10/10/10/R3K4R w KQ - 0 1",
            PositionErrorKind::MissingKing(Color::Black),
        ),
        (
            "4k4P/10/10/10/10/10/10/R3K4R w KQ - 0 1",
            PositionErrorKind::PawnOnBackRank(Square::J8),
        ),
        (
            "4k5/4R5/10/10/10/10/10/R3K5 w KQ - 0 1",
            PositionErrorKind::OppositeCheck(Color::Black),
        ),
    ] {
        let setup: Setup = fen.parse().unwrap();
        let err = Position::from_setup_lenient(&setup).unwrap_err();
        // Only what dropping cannot repair is reported (the stale K right is not).
        assert_eq!(err.reasons(), [reason], "{fen}");
    }
}
