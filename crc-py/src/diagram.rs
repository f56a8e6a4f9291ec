//! The diagram a `Position` or a `Game` shows in Jupyter (`_repr_svg_`), below the
//! `crc_rules.svg` module so that the classes and that module do not import each other.

use crc_rules_movegen::{Move, Position};
use crc_rules_svg::{Options, Size};

/// The diagram ``_repr_svg_`` shows: 400 px wide, the last move and a king in check marked.
pub(crate) fn repr_svg(position: &Position, last_move: Option<Move>) -> String {
    let options = Options {
        size: Size::new(400).ok(),
        last_move: last_move.map(|m| (m.from(), m.to())),
        check: position.checked_king(),
        ..Options::default()
    };
    crc_rules_svg::board(position.board(), &options)
}
