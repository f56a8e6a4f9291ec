//! Every error of crc-rules-movegen says its kind: the kind each binding maps to its name.

use crc_rules_core::{ErrorKind, HasErrorKind, Square};
use crc_rules_movegen::{Move, MoveKind, Position};

/// White to move with a pawn on b7, one step from promotion.
const PROMOTION: &str = "4k5/1P8/10/10/10/10/10/4K5 w - - 0 1";

#[test]
fn fen_errors_tell_text_from_position() {
    let kind = |fen: &str| Position::from_fen(fen).unwrap_err().kind();
    assert_eq!(kind("not a fen"), ErrorKind::InvalidFen);
    assert_eq!(
        kind("10/10/10/10/10/10/10/10 w - - 0 1"),
        ErrorKind::IllegalPosition
    );
    let Err(crc_rules_movegen::FenError::Position(error)) =
        Position::from_fen("10/10/10/10/10/10/10/10 w - - 0 1")
    else {
        panic!("a board without kings is not playable");
    };
    assert_eq!(error.kind(), ErrorKind::IllegalPosition);
}

#[test]
fn coordinate_errors_tell_syntax_illegality_and_promotion_apart() {
    let position = Position::from_fen(PROMOTION).unwrap();
    let kind = |text: &str| position.parse_uci(text).unwrap_err().kind();
    assert_eq!(kind("e2e9"), ErrorKind::InvalidMove);
    assert_eq!(kind("e1e3"), ErrorKind::IllegalMove);
    assert_eq!(kind("b7b8"), ErrorKind::PromotionRequired);
    assert_eq!(
        "x".parse::<crc_rules_movegen::UciMove>()
            .unwrap_err()
            .kind(),
        ErrorKind::InvalidMove
    );
}

#[test]
fn an_illegal_move_value_is_an_illegal_move() {
    let position = Position::from_fen(PROMOTION).unwrap();
    let error = position
        .play(Move::new(Square::E1, Square::E3, MoveKind::Normal))
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::IllegalMove);
}
