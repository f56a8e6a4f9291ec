//! How a game ends: the result and its reason, the ends a position brings on its own and
//! the draws it lets a player claim, and the insufficient-material rule.

use std::fmt;

use crc_rules_core::{Bitboard, Color, Piece, Role};
use crc_rules_movegen::Position;

/// The result of a finished game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// White won.
    WhiteWins,
    /// Black won.
    BlackWins,
    /// A draw.
    Draw,
}

impl GameResult {
    /// The win for `color`.
    ///
    /// ```
    /// use crc_rules_core::Color;
    /// use crc_rules_game::GameResult;
    /// assert_eq!(GameResult::win_for(Color::Black), GameResult::BlackWins);
    /// ```
    pub const fn win_for(color: Color) -> GameResult {
        match color {
            Color::White => GameResult::WhiteWins,
            Color::Black => GameResult::BlackWins,
        }
    }

    /// The PGN result tag: `1-0`, `0-1` or `1/2-1/2`.
    ///
    /// ```
    /// use crc_rules_game::GameResult;
    /// assert_eq!(GameResult::WhiteWins.pgn(), "1-0");
    /// assert_eq!(GameResult::Draw.pgn(), "1/2-1/2");
    /// ```
    pub const fn pgn(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }
}

/// Why a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The side to move is checkmated.
    Checkmate,
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// Neither side can win (see [`cannot_win`]).
    InsufficientMaterial,
    /// The same position for the fifth time: drawn automatically.
    FivefoldRepetition,
    /// 150 half-moves without capture or pawn move: drawn automatically.
    SeventyFiveMoveRule,
    /// A draw claimed after the same position appeared a third time.
    ThreefoldRepetition,
    /// A draw claimed after 100 half-moves without capture or pawn move.
    FiftyMoveRule,
    /// A player resigned.
    Resignation,
    /// The players agreed to a draw.
    Agreement,
}

impl Reason {
    /// The reason in words, as the CLI prints it: `checkmate`, `fifty-move rule`, ….
    ///
    /// ```
    /// use crc_rules_game::Reason;
    /// assert_eq!(Reason::FiftyMoveRule.name(), "fifty-move rule");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::InsufficientMaterial => "insufficient material",
            Reason::FivefoldRepetition => "fivefold repetition",
            Reason::SeventyFiveMoveRule => "seventy-five-move rule",
            Reason::ThreefoldRepetition => "threefold repetition",
            Reason::FiftyMoveRule => "fifty-move rule",
            Reason::Resignation => "resignation",
            Reason::Agreement => "agreement",
        }
    }
}

/// A finished game's result with its reason.
///
/// ```
/// use crc_rules_game::{Game, GameResult, Reason};
/// let mut game = Game::from_fen("k9/10/10/1KA7/10/10/10/10 w - - 0 1").unwrap();
/// assert_eq!(game.play_text("c5b6").unwrap(), "Ab6+"); // check, not mate: Kb7 or Kb8
/// assert_eq!(game.outcome(), None);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// Who won, or a draw.
    pub result: GameResult,
    /// Why.
    pub reason: Reason,
}

impl Outcome {
    /// A draw for `reason`.
    ///
    /// ```
    /// use crc_rules_game::{GameResult, Outcome, Reason};
    /// let stalemate = Outcome::draw(Reason::Stalemate);
    /// assert_eq!(stalemate.result, GameResult::Draw);
    /// assert_eq!(stalemate.to_string(), "stalemate 1/2-1/2");
    /// ```
    pub const fn draw(reason: Reason) -> Outcome {
        Outcome {
            result: GameResult::Draw,
            reason,
        }
    }
}

impl fmt::Display for Outcome {
    /// `checkmate 1-0`, `stalemate 1/2-1/2`, `resignation 0-1`, ….
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.reason.name(), self.result.pgn())
    }
}

/// Whether `color` can no longer win by any sequence of legal moves, by the CRC rule (the
/// same answers as Fairy-Stockfish's `has_insufficient_material`).
///
/// A side cannot win when it has no pawn, rook, queen, archbishop or chancellor, and either
/// it has only its king; or exactly one knight and nothing else against a lone king; or only
/// bishops while every non-king piece on the board is a bishop, all on squares of one colour.
///
/// ```
/// use crc_rules_core::Color;
/// use crc_rules_game::cannot_win;
/// use crc_rules_movegen::Position;
/// let pos = Position::from_fen("4k5/10/10/10/10/10/10/4K4N w - - 0 1").unwrap();
/// assert!(cannot_win(&pos, Color::White));
/// assert!(cannot_win(&pos, Color::Black));
/// ```
pub fn cannot_win(position: &Position, color: Color) -> bool {
    let board = position.board();
    let own = board.by_color(color);
    let heavy = board.by_role(Role::Pawn)
        | board.by_role(Role::Rook)
        | board.by_role(Role::Queen)
        | board.by_role(Role::Archbishop)
        | board.by_role(Role::Chancellor);
    if (own & heavy).any() {
        return false;
    }
    let kings = board.by_role(Role::King);
    let own_pieces = own - kings;
    if own_pieces.is_empty() {
        return true;
    }
    let knights = board.by_piece(Piece::new(color, Role::Knight));
    let opponent_pieces = board.by_color(!color) - kings;
    if own_pieces == knights && knights.count() == 1 && opponent_pieces.is_empty() {
        return true;
    }
    let bishops = board.by_role(Role::Bishop);
    let all_pieces = board.occupied() - kings;
    own_pieces == (own & bishops)
        && all_pieces == bishops
        && ((bishops & Bitboard::DARK_SQUARES).is_empty()
            || (bishops & Bitboard::LIGHT_SQUARES).is_empty())
}

/// The end `position` brings on its own when it has occurred `repetitions` times (counting
/// itself, so 1 for a new position): checkmate, stalemate, insufficient material (see
/// [`cannot_win`]), fivefold repetition (5 or more), the seventy-five-move rule (half-move
/// clock at 150 or more), in that order; `None` while the game goes on.
///
/// This is the rule [`Game::outcome`](crate::Game::outcome) applies to its current
/// position, the game's own ends (resignation, agreement, a claimed draw) aside, and the
/// one the C library's `crc_position_outcome` applies to a position handle's.
///
/// ```
/// use crc_rules_game::{automatic_outcome, GameResult, Reason};
/// use crc_rules_movegen::Position;
/// let mated = Position::from_fen("k8C/10/1K8/10/10/10/10/10 b - - 1 1")?;
/// let outcome = automatic_outcome(&mated, 1).unwrap();
/// assert_eq!((outcome.result, outcome.reason), (GameResult::WhiteWins, Reason::Checkmate));
/// let start = Position::from_number(25933)?;
/// assert_eq!(automatic_outcome(&start, 4), None);
/// assert_eq!(automatic_outcome(&start, 5).unwrap().reason, Reason::FivefoldRepetition);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn automatic_outcome(position: &Position, repetitions: usize) -> Option<Outcome> {
    automatic_outcome_given(position, position.count_legal_moves() > 0, repetitions)
}

/// [`automatic_outcome`] given whether `position` has a legal move, for a caller that has
/// listed its moves already.
pub(crate) fn automatic_outcome_given(
    position: &Position,
    has_moves: bool,
    repetitions: usize,
) -> Option<Outcome> {
    if !has_moves {
        return Some(if position.is_check() {
            Outcome {
                result: GameResult::win_for(!position.turn()),
                reason: Reason::Checkmate,
            }
        } else {
            Outcome::draw(Reason::Stalemate)
        });
    }
    if cannot_win(position, Color::White) && cannot_win(position, Color::Black) {
        return Some(Outcome::draw(Reason::InsufficientMaterial));
    }
    if repetitions >= 5 {
        return Some(Outcome::draw(Reason::FivefoldRepetition));
    }
    if position.halfmove_clock() >= 150 {
        return Some(Outcome::draw(Reason::SeventyFiveMoveRule));
    }
    None
}

/// The draw the side to move could claim in `position` when it has occurred `repetitions`
/// times (counting itself): [`Reason::ThreefoldRepetition`] at 3 or more, else
/// [`Reason::FiftyMoveRule`] with the half-move clock at 100 or more; `None` when neither
/// holds or when the position ends the game on its own ([`automatic_outcome`]).
///
/// This is the rule of [`Game::can_claim_draw`](crate::Game::can_claim_draw) and of the C
/// library's `crc_position_outcome`.
///
/// ```
/// use crc_rules_game::{claimable_draw, Reason};
/// use crc_rules_movegen::Position;
/// let start = Position::from_number(25933)?;
/// assert_eq!(claimable_draw(&start, 2), None);
/// assert_eq!(claimable_draw(&start, 3), Some(Reason::ThreefoldRepetition));
/// assert_eq!(claimable_draw(&start, 5), None); // drawn already: fivefold repetition
/// let quiet = Position::from_fen("4k5/10/10/10/10/10/10/R3K5 w - - 100 80")?;
/// assert_eq!(claimable_draw(&quiet, 1), Some(Reason::FiftyMoveRule));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn claimable_draw(position: &Position, repetitions: usize) -> Option<Reason> {
    let claim = if repetitions >= 3 {
        Reason::ThreefoldRepetition
    } else if position.halfmove_clock() >= 100 {
        Reason::FiftyMoveRule
    } else {
        return None;
    };
    // Last, as it lists the legal moves: a caller asks after every move, and a claim's
    // condition rarely holds.
    automatic_outcome(position, repetitions)
        .is_none()
        .then_some(claim)
}
