//! Every error of crc-rules-game says its kind: SAN reports through the same kinds as
//! coordinates, so that no binding tells them apart.

use crc_rules_core::{Color, ErrorKind, HasErrorKind};
use crc_rules_game::{from_pgn, parse_san, Game, PlayError};
use crc_rules_movegen::Position;

/// White to move with a pawn on b7, one step from promotion, and knights on c3 and g3.
const PROMOTION: &str = "4k5/1P8/10/10/10/2N3N3/10/4K5 w - - 0 1";

#[test]
fn san_errors_have_the_kinds_of_coordinate_errors() {
    let position = Position::from_fen(PROMOTION).unwrap();
    let kind = |text: &str| parse_san(&position, text).unwrap_err().kind();
    assert_eq!(kind("Zz9"), ErrorKind::InvalidMove);
    assert_eq!(kind("Qd4"), ErrorKind::IllegalMove);
    assert_eq!(kind("b8"), ErrorKind::PromotionRequired);
    assert_eq!(kind("Ne4"), ErrorKind::AmbiguousMove);
    let coordinates = position.parse_uci("b7b8").unwrap_err();
    assert_eq!(coordinates.kind(), kind("b8"));
}

#[test]
fn play_errors_have_their_kinds() {
    let mut game = Game::from_fen(PROMOTION).unwrap();
    let kind = |game: &mut Game, text: &str| game.play_text(text).unwrap_err().kind();
    assert_eq!(kind(&mut game, "b7b8"), ErrorKind::PromotionRequired);
    assert_eq!(kind(&mut game, "b8"), ErrorKind::PromotionRequired);
    assert_eq!(kind(&mut game, "hello"), ErrorKind::InvalidMove);
    assert_eq!(game.claim_draw().unwrap_err().kind(), ErrorKind::NoClaim);
    game.resign(Color::Black).unwrap();
    assert_eq!(kind(&mut game, "b7b8q"), ErrorKind::GameOver);
    assert_eq!(PlayError::NoClaim.kind(), ErrorKind::NoClaim);
}

#[test]
fn tag_and_pgn_errors_have_their_kinds() {
    let mut game = Game::from_fen(PROMOTION).unwrap();
    assert_eq!(
        game.set_tag("Result", "1-0").unwrap_err().kind(),
        ErrorKind::InvalidTag
    );
    assert_eq!(
        game.set_tag("bad name", "x").unwrap_err().kind(),
        ErrorKind::InvalidTag
    );
    assert_eq!(
        from_pgn("1. Zz9 *").unwrap_err().kind(),
        ErrorKind::InvalidPgn
    );
}
