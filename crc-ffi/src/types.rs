//! Plain C values: moves, roles, colours, rule sets, outcomes.

use std::ffi::{c_char, CStr, CString};
use std::sync::LazyLock;

use crc_rules_core::{Color, Piece, Role, RuleSet, Square};
use crc_rules_game::{GameResult, Outcome, Reason};
use crc_rules_movegen::{Move, MoveKind};

use crate::boundary::{boundary, boundary_or, Out};
use crate::status::{crc_status, Failure, CRC_INVALID_MOVE, CRC_OUT_OF_RANGE};

/// A colour: `CRC_WHITE` or `CRC_BLACK`.
#[allow(non_camel_case_types)]
pub type crc_color = u8;
/// White.
pub const CRC_WHITE: crc_color = 0;
/// Black.
pub const CRC_BLACK: crc_color = 1;

/// A piece kind, as used for promotions (`CRC_ROLE_NONE` when there is none).
#[allow(non_camel_case_types)]
pub type crc_role = u8;
/// No role (a move that is not a promotion).
pub const CRC_ROLE_NONE: crc_role = 0;
/// Pawn.
pub const CRC_ROLE_PAWN: crc_role = 1;
/// Knight.
pub const CRC_ROLE_KNIGHT: crc_role = 2;
/// Bishop.
pub const CRC_ROLE_BISHOP: crc_role = 3;
/// Rook.
pub const CRC_ROLE_ROOK: crc_role = 4;
/// Archbishop (bishop + knight).
pub const CRC_ROLE_ARCHBISHOP: crc_role = 5;
/// Chancellor (rook + knight).
pub const CRC_ROLE_CHANCELLOR: crc_role = 6;
/// Queen.
pub const CRC_ROLE_QUEEN: crc_role = 7;
/// King.
pub const CRC_ROLE_KING: crc_role = 8;

/// The kind of a move.
#[allow(non_camel_case_types)]
pub type crc_move_kind = u8;
/// A piece moving or capturing, including a pawn's double step.
pub const CRC_MOVE_NORMAL: crc_move_kind = 0;
/// A pawn capturing en passant (`to` is where the capturing pawn lands).
pub const CRC_MOVE_EN_PASSANT: crc_move_kind = 1;
/// Castling: `from` is the king's square, `to` the castling rook's square.
pub const CRC_MOVE_CASTLE: crc_move_kind = 2;
/// A promotion to `promotion`.
pub const CRC_MOVE_PROMOTION: crc_move_kind = 3;

/// A move as plain data. Squares are numbered `rank * 10 + file` (a1 = 0, j1 = 9, a2 = 10,
/// j8 = 79). Castling is *king takes own rook*: `from` is the king, `to` the rook.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct crc_move {
    /// The square the piece leaves (0..79).
    pub from: u8,
    /// The square it goes to, or the castling rook's square (0..79).
    pub to: u8,
    /// `CRC_ROLE_QUEEN`, `_CHANCELLOR`, `_ARCHBISHOP`, `_ROOK`, `_BISHOP` or `_KNIGHT` for a
    /// promotion, `CRC_ROLE_NONE` otherwise.
    pub promotion: crc_role,
    /// One of the `CRC_MOVE_*` kinds.
    pub kind: crc_move_kind,
}

/// One line of a divide (`crc_position_divide`): a legal move, and the perft count of the
/// position it leads to.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct crc_divide_entry {
    /// The legal move.
    pub mv: crc_move,
    /// The leaf nodes below it: the perft of the position after it, one ply less deep.
    pub nodes: u64,
}

/// The number of squares: a board array (`crc_game_board`) has this many entries, index =
/// square.
pub const CRC_SQUARE_COUNT: usize = 80;

// cbindgen needs the literal above; it must stay the board's size.
const _: () = assert!(CRC_SQUARE_COUNT == crc_rules_core::SQUARE_COUNT);

/// A piece on a square: `role` is `CRC_ROLE_NONE` (and `color` 0) for an empty square.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct crc_piece {
    /// `CRC_WHITE` or `CRC_BLACK`.
    pub color: crc_color,
    /// One of the `CRC_ROLE_*` values.
    pub role: crc_role,
}

/// Where king and rook stand before and after a castling move, so that a GUI can animate
/// it without knowing the rule (squares 0..79).
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct crc_castling {
    /// The king's square before.
    pub king_from: u8,
    /// The king's square after: on the c or i file.
    pub king_to: u8,
    /// The rook's square before.
    pub rook_from: u8,
    /// The rook's square after: on the d or h file.
    pub rook_to: u8,
}

/// Writes into `*out` where king and rook go in the castling move `mv` (`from` the king's
/// square, `to` its rook's, both on the first or last rank). Returns `CRC_INVALID_MOVE`
/// for a move that is not a castling move. The move's legality is not checked: ask a
/// position or game for that.
///
/// # Safety
/// `out` is NULL or valid for one `crc_castling`.
#[no_mangle]
pub unsafe extern "C" fn crc_move_castling_squares(
    mv: crc_move,
    out: *mut crc_castling,
) -> crc_status {
    boundary(|| {
        // SAFETY: `out` is NULL or valid, as documented.
        let out = unsafe { Out::new(out)? };
        let castle = mv.to_move()?;
        let not_castling =
            || Failure::new(CRC_INVALID_MOVE, format!("{mv:?} is not a castling move"));
        let side = castle.castling_side().ok_or_else(not_castling)?;
        let (king, rook) = (castle.from(), castle.to());
        let color = Color::ALL
            .into_iter()
            .find(|c| king.rank() == c.back_rank() && rook.rank() == c.back_rank())
            .filter(|_| king != rook)
            .ok_or_else(not_castling)?;
        out.write(crc_castling {
            king_from: king as u8,
            king_to: side.king_to(color) as u8,
            rook_from: rook as u8,
            rook_to: side.rook_to(color) as u8,
        })
    })
}

/// The reason as a static, lower-case English phrase that must not be freed: "checkmate",
/// "stalemate", "insufficient material", "fivefold repetition", "seventy-five-move rule",
/// "threefold repetition", "fifty-move rule", "resignation", "agreement", "time forfeit",
/// "illegal move", "abandonment", "adjudication", "rules infraction"; "" for
/// `CRC_REASON_NONE` and for numbers that name no reason.
#[no_mangle]
pub extern "C" fn crc_reason_text(reason: crc_reason) -> *const c_char {
    const NONE: &CStr = c"";
    boundary_or(NONE.as_ptr(), || {
        REASON_TEXTS
            .iter()
            .find(|(number, _)| *number == reason)
            .map_or(NONE, |(_, text)| text.as_c_str())
            .as_ptr()
    })
}

/// Each reason's name (`Reason::name`) with the NUL C needs, made once and never freed.
static REASON_TEXTS: LazyLock<Vec<(crc_reason, CString)>> = LazyLock::new(|| {
    REASONS
        .iter()
        .map(|&(reason, number)| {
            let text = CString::new(reason.name()).expect("a reason's name holds no NUL");
            (number, text)
        })
        .collect()
});

impl From<Option<Piece>> for crc_piece {
    /// The piece on a square; an empty square has `CRC_ROLE_NONE` and colour 0.
    fn from(piece: Option<Piece>) -> crc_piece {
        match piece {
            Some(piece) => {
                crc_piece { color: color_to_c(piece.color), role: role_to_c(piece.role) }
            }
            None => crc_piece { color: 0, role: CRC_ROLE_NONE },
        }
    }
}

pub(crate) const fn role_to_c(role: Role) -> crc_role {
    role as u8 + 1
}

/// The role a `crc_role` names; `None` for `CRC_ROLE_NONE` and unknown numbers.
pub(crate) fn role_from_c(role: crc_role) -> Option<Role> {
    Role::ALL.get(usize::from(role).checked_sub(1)?).copied()
}

/// The square numbered `square`, or `CRC_OUT_OF_RANGE` above 79.
pub(crate) fn square_from_c(square: u8) -> Result<Square, Failure> {
    Square::try_from(square).map_err(|_| {
        Failure::new(
            CRC_OUT_OF_RANGE,
            format!("square {square} is off the board: squares run from 0 (a1) to 79 (j8)"),
        )
    })
}

impl From<Move> for crc_move {
    /// `Move` keeps `crc_move`'s fields as its bytes (checked below): the conversion is
    /// those bytes, the castling side masked off the kind.
    #[inline]
    fn from(mv: Move) -> crc_move {
        let [from, to, promotion, kind] = mv.to_bytes();
        crc_move { from, to, promotion, kind }
    }
}

// The bytes of `Move::to_bytes` are `crc_move`'s: the kinds and the promotion roles agree.
const fn bytes_of(kind: MoveKind) -> [u8; 4] {
    Move::new(Square::A7, Square::A8, kind).to_bytes()
}
const _: () = {
    use crc_rules_core::CastlingSide;
    assert!(bytes_of(MoveKind::Normal)[3] == CRC_MOVE_NORMAL);
    assert!(bytes_of(MoveKind::EnPassant)[3] == CRC_MOVE_EN_PASSANT);
    assert!(bytes_of(MoveKind::Castle(CastlingSide::KingSide))[3] == CRC_MOVE_CASTLE);
    assert!(bytes_of(MoveKind::Castle(CastlingSide::QueenSide))[3] == CRC_MOVE_CASTLE);
    let mut i = 0;
    while i < Role::ALL.len() {
        let role = Role::ALL[i];
        let [_, _, promotion, promotes] = bytes_of(MoveKind::Promotion(role));
        assert!(promotion == role_to_c(role) && promotes == CRC_MOVE_PROMOTION);
        i += 1;
    }
};

impl crc_move {
    /// The move this plain data describes, or `CRC_INVALID_MOVE` when it describes none.
    /// Inlined: make and unmake convert a move each, and an engine calls them per node.
    #[inline]
    pub(crate) fn to_move(self) -> Result<Move, Failure> {
        Move::from_bytes([self.from, self.to, self.promotion, self.kind])
            .ok_or_else(|| self.why_no_move())
    }

    /// Why `Move::from_bytes` found no move.
    #[cold]
    fn why_no_move(self) -> Failure {
        let why = if Square::new(self.from.into()).is_none() {
            "from is above 79"
        } else if Square::new(self.to.into()).is_none() {
            "to is above 79"
        } else if self.kind == CRC_MOVE_PROMOTION {
            "a promotion to a role no pawn promotes to"
        } else {
            "an unknown kind, or a promotion role on a move that is no promotion"
        };
        Failure::new(CRC_INVALID_MOVE, format!("{self:?}: {why}"))
    }
}

/// A rule set of start positions.
#[allow(non_camel_case_types)]
pub type crc_rule_set = u32;
/// All 48,000 basic arrangements.
pub const CRC_RULES_BASIC: crc_rule_set = 0;
/// Pawns protected (21,836).
pub const CRC_RULES_PROTECTED: crc_rule_set = 1;
/// Today's CRC rules: pawns protected, bishops apart (12,130). The default.
pub const CRC_RULES_CRC: crc_rule_set = 2;
/// Scharnagl's 2006 rules: as CRC and far from the Gothic array (12,118).
pub const CRC_RULES_CRC2006: crc_rule_set = 3;

pub(crate) fn rule_set_from_c(rules: crc_rule_set) -> Result<RuleSet, Failure> {
    RuleSet::ALL.get(rules as usize).copied().ok_or_else(|| {
        Failure::new(
            CRC_OUT_OF_RANGE,
            format!("rule set {rules} is unknown: the CRC_RULES_* values run from 0 to 3"),
        )
    })
}

pub(crate) fn color_from_c(color: crc_color) -> Result<Color, Failure> {
    match color {
        CRC_WHITE => Ok(Color::White),
        CRC_BLACK => Ok(Color::Black),
        _ => Err(Failure::new(
            CRC_OUT_OF_RANGE,
            format!("colour {color} is unknown: CRC_WHITE is 0, CRC_BLACK 1"),
        )),
    }
}

pub(crate) fn color_to_c(color: Color) -> crc_color {
    color as u8
}

/// The result of a game.
#[allow(non_camel_case_types)]
pub type crc_result = u8;
/// The game goes on.
pub const CRC_RESULT_ONGOING: crc_result = 0;
/// White won.
pub const CRC_RESULT_WHITE_WINS: crc_result = 1;
/// Black won.
pub const CRC_RESULT_BLACK_WINS: crc_result = 2;
/// Drawn.
pub const CRC_RESULT_DRAW: crc_result = 3;

/// Why a game ended (or which draw can be claimed).
#[allow(non_camel_case_types)]
pub type crc_reason = u8;
/// No reason: the game goes on, or no draw can be claimed.
pub const CRC_REASON_NONE: crc_reason = 0;
/// Checkmate.
pub const CRC_REASON_CHECKMATE: crc_reason = 1;
/// Stalemate.
pub const CRC_REASON_STALEMATE: crc_reason = 2;
/// Neither side can win.
pub const CRC_REASON_INSUFFICIENT_MATERIAL: crc_reason = 3;
/// The same position a fifth time.
pub const CRC_REASON_FIVEFOLD_REPETITION: crc_reason = 4;
/// 150 half-moves without capture or pawn move.
pub const CRC_REASON_SEVENTY_FIVE_MOVE_RULE: crc_reason = 5;
/// A claimed draw: the same position a third time.
pub const CRC_REASON_THREEFOLD_REPETITION: crc_reason = 6;
/// A claimed draw: 100 half-moves without capture or pawn move.
pub const CRC_REASON_FIFTY_MOVE_RULE: crc_reason = 7;
/// A player resigned.
pub const CRC_REASON_RESIGNATION: crc_reason = 8;
/// The players agreed to a draw.
pub const CRC_REASON_AGREEMENT: crc_reason = 9;
/// A player lost on time (from a PGN `Termination` tag).
pub const CRC_REASON_TIME_FORFEIT: crc_reason = 10;
/// A player forfeited by an illegal move (from a PGN `Termination` tag).
pub const CRC_REASON_ILLEGAL_MOVE: crc_reason = 11;
/// A player left: a disconnection or a stalled connection (from a PGN `Termination` tag).
pub const CRC_REASON_ABANDONMENT: crc_reason = 12;
/// A tournament manager or an arbiter decided (from a PGN `Termination` tag).
pub const CRC_REASON_ADJUDICATION: crc_reason = 13;
/// A player broke a rule of the event (from a PGN `Termination` tag).
pub const CRC_REASON_RULES_INFRACTION: crc_reason = 14;

/// A game's state: `result` is `CRC_RESULT_ONGOING` with `CRC_REASON_NONE` while it goes on.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct crc_outcome {
    /// One of the `CRC_RESULT_*` values.
    pub result: crc_result,
    /// One of the `CRC_REASON_*` values.
    pub reason: crc_reason,
}

/// Every reason with its C number, the one table both directions read.
const REASONS: [(Reason, crc_reason); 14] = [
    (Reason::Checkmate, CRC_REASON_CHECKMATE),
    (Reason::Stalemate, CRC_REASON_STALEMATE),
    (Reason::InsufficientMaterial, CRC_REASON_INSUFFICIENT_MATERIAL),
    (Reason::FivefoldRepetition, CRC_REASON_FIVEFOLD_REPETITION),
    (Reason::SeventyFiveMoveRule, CRC_REASON_SEVENTY_FIVE_MOVE_RULE),
    (Reason::ThreefoldRepetition, CRC_REASON_THREEFOLD_REPETITION),
    (Reason::FiftyMoveRule, CRC_REASON_FIFTY_MOVE_RULE),
    (Reason::Resignation, CRC_REASON_RESIGNATION),
    (Reason::Agreement, CRC_REASON_AGREEMENT),
    (Reason::TimeForfeit, CRC_REASON_TIME_FORFEIT),
    (Reason::IllegalMove, CRC_REASON_ILLEGAL_MOVE),
    (Reason::Abandonment, CRC_REASON_ABANDONMENT),
    (Reason::Adjudication, CRC_REASON_ADJUDICATION),
    (Reason::RulesInfraction, CRC_REASON_RULES_INFRACTION),
];

pub(crate) fn reason_to_c(reason: Reason) -> crc_reason {
    REASONS.iter().find(|(r, _)| *r == reason).map_or(CRC_REASON_NONE, |(_, c)| *c)
}

pub(crate) fn outcome_to_c(outcome: Option<Outcome>) -> crc_outcome {
    match outcome {
        None => crc_outcome { result: CRC_RESULT_ONGOING, reason: CRC_REASON_NONE },
        Some(outcome) => crc_outcome {
            result: match outcome.result {
                GameResult::WhiteWins => CRC_RESULT_WHITE_WINS,
                GameResult::BlackWins => CRC_RESULT_BLACK_WINS,
                GameResult::Draw => CRC_RESULT_DRAW,
            },
            reason: reason_to_c(outcome.reason),
        },
    }
}
