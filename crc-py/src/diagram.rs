//! The diagram a `Position` or a `Game` shows in Jupyter (`_repr_svg_`), below the
//! `crc_rules.svg` module so that the classes and that module do not import each other.

use crc_rules_core::Square;
use crc_rules_movegen::{Move, Position};
use crc_rules_svg::{Options, Size};

/// The square of the side to move's king when it is in check.
pub(crate) fn checked_king(position: &Position) -> Option<Square> {
    position
        .is_check()
        .then(|| position.board().king_of(position.turn()))
        .flatten()
}

/// The diagram ``_repr_svg_`` shows: 400 px wide, the last move and a king in check marked.
pub(crate) fn repr_svg(position: &Position, last_move: Option<Move>) -> String {
    let options = Options {
        size: Size::new(400).ok(),
        last_move: last_move.map(|m| (m.from(), m.to())),
        check: checked_king(position),
        ..Options::default()
    };
    crc_rules_svg::board(position.board(), &options)
}
