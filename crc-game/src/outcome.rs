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
    /// Neither side can win (see [`is_insufficient_material`]).
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
    /// A player lost on time (or, with a draw, ran out of time against a side that could
    /// not win). Read from a `Termination` tag; the board does not show it.
    TimeForfeit,
    /// A player forfeited by playing an illegal move (an engine, in a tournament manager's
    /// game). Read from a `Termination` tag.
    IllegalMove,
    /// A player left: a disconnection or a stalled connection. Read from a `Termination`
    /// tag.
    Abandonment,
    /// A tournament manager or an arbiter decided the result. Read from a `Termination`
    /// tag.
    Adjudication,
    /// A player broke a rule of the event (a server's verdict). Read from a `Termination`
    /// tag.
    RulesInfraction,
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
            Reason::TimeForfeit => "time forfeit",
            Reason::IllegalMove => "illegal move",
            Reason::Abandonment => "abandonment",
            Reason::Adjudication => "adjudication",
            Reason::RulesInfraction => "rules infraction",
        }
    }

    /// The reason a PGN `Termination` tag names, as tournament managers and servers write
    /// it (any case): `time forfeit`; `illegal move`; `abandoned` and `stalled connection`
    /// (abandonment); `adjudication`; `rules infraction`. `None` for any other value, such as
    /// `normal` or `unterminated`, which leave the result to the moves (or to a
    /// resignation or an agreement).
    ///
    /// ```
    /// use crc_rules_game::Reason;
    /// assert_eq!(Reason::from_termination("Time forfeit"), Some(Reason::TimeForfeit));
    /// assert_eq!(Reason::from_termination("stalled connection"), Some(Reason::Abandonment));
    /// assert_eq!(Reason::from_termination("normal"), None);
    /// ```
    pub fn from_termination(value: &str) -> Option<Reason> {
        let value = value.trim();
        TERMINATIONS
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(value))
            .map(|&(_, reason)| reason)
    }

    /// The `Termination` tag value that says this reason, for the reasons only a record of
    /// the game can tell (a time forfeit, …); `None` for those the moves or the players'
    /// declarations show.
    ///
    /// ```
    /// use crc_rules_game::Reason;
    /// assert_eq!(Reason::Abandonment.termination(), Some("abandoned"));
    /// assert_eq!(Reason::Checkmate.termination(), None);
    /// ```
    pub fn termination(self) -> Option<&'static str> {
        TERMINATIONS
            .iter()
            .find(|&&(_, reason)| reason == self)
            .map(|&(name, _)| name)
    }
}

/// The `Termination` values read as reasons, Cute Chess's and lichess-style servers' (any
/// case); the first of each reason is the one written.
const TERMINATIONS: [(&str, Reason); 6] = [
    ("time forfeit", Reason::TimeForfeit),
    ("illegal move", Reason::IllegalMove),
    ("abandoned", Reason::Abandonment),
    ("stalled connection", Reason::Abandonment),
    ("adjudication", Reason::Adjudication),
    ("rules infraction", Reason::RulesInfraction),
];

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
/// use crc_rules_game::has_insufficient_material;
/// use crc_rules_movegen::Position;
/// let pos = Position::from_fen("4k5/10/10/10/10/10/10/4K4N w - - 0 1").unwrap();
/// assert!(has_insufficient_material(&pos, Color::White));
/// assert!(has_insufficient_material(&pos, Color::Black));
/// ```
pub fn has_insufficient_material(position: &Position, color: Color) -> bool {
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

/// Whether neither side can win any more, by [`has_insufficient_material`] for each: then the
/// game is drawn at once ([`Reason::InsufficientMaterial`]).
///
/// ```
/// use crc_rules_game::is_insufficient_material;
/// use crc_rules_movegen::Position;
/// assert!(is_insufficient_material(&Position::from_fen("4k5/10/10/10/10/10/10/4K4N w - - 0 1")?));
/// assert!(!is_insufficient_material(&Position::from_fen("4k5/10/10/10/10/10/10/4K3NN w - - 0 1")?));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn is_insufficient_material(position: &Position) -> bool {
    has_insufficient_material(position, Color::White)
        && has_insufficient_material(position, Color::Black)
}

/// How many times a position must have occurred (itself included) for the game to end on its
/// own: fivefold repetition.
pub const FIVEFOLD_REPETITION: usize = 5;

/// How many times a position must have occurred (itself included) for the side to move to
/// claim a draw: threefold repetition.
pub const THREEFOLD_REPETITION: usize = 3;

/// The half-move clock (half-moves without a capture or pawn move) at which the game ends on
/// its own: the seventy-five-move rule.
pub const SEVENTY_FIVE_MOVES: u32 = 150;

/// The half-move clock at which the side to move may claim a draw: the fifty-move rule.
pub const FIFTY_MOVES: u32 = 100;

/// Whether the side to move is checkmated: in check with no legal move.
///
/// ```
/// use crc_rules_game::{is_checkmate, is_stalemate};
/// use crc_rules_movegen::Position;
/// let mated = Position::from_fen("k8C/10/1K8/10/10/10/10/10 b - - 1 1")?;
/// assert!(is_checkmate(&mated) && !is_stalemate(&mated));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn is_checkmate(position: &Position) -> bool {
    position.is_check() && position.count_legal_moves() == 0
}

/// Whether the side to move is stalemated: not in check, with no legal move.
///
/// ```
/// use crc_rules_game::is_stalemate;
/// use crc_rules_movegen::Position;
/// assert!(is_stalemate(&Position::from_fen("k9/2Q7/1K8/10/10/10/10/10 b - - 1 1")?));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn is_stalemate(position: &Position) -> bool {
    !position.is_check() && position.count_legal_moves() == 0
}

/// Whether the half-move clock has reached [`SEVENTY_FIVE_MOVES`]: the game is drawn at once
/// (unless the last move mated).
///
/// ```
/// use crc_rules_game::{is_fifty_moves, is_seventyfive_moves};
/// use crc_rules_movegen::Position;
/// let quiet = Position::from_fen("4k5/10/10/10/10/10/10/R3K5 w - - 120 80")?;
/// assert!(is_fifty_moves(&quiet) && !is_seventyfive_moves(&quiet));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn is_seventyfive_moves(position: &Position) -> bool {
    position.halfmove_clock() >= SEVENTY_FIVE_MOVES
}

/// Whether the half-move clock has reached [`FIFTY_MOVES`], so that the side to move may claim
/// a draw while the game goes on (see [`claimable_draw`]).
pub fn is_fifty_moves(position: &Position) -> bool {
    position.halfmove_clock() >= FIFTY_MOVES
}

/// The end `position` brings on its own when it has occurred `repetitions` times (counting
/// itself, so 1 for a new position): checkmate, stalemate, insufficient material
/// ([`is_insufficient_material`]), fivefold repetition ([`FIVEFOLD_REPETITION`] or more), the
/// seventy-five-move rule ([`is_seventyfive_moves`]), in that order; `None` while the game
/// goes on.
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
    if is_insufficient_material(position) {
        return Some(Outcome::draw(Reason::InsufficientMaterial));
    }
    if repetitions >= FIVEFOLD_REPETITION {
        return Some(Outcome::draw(Reason::FivefoldRepetition));
    }
    if is_seventyfive_moves(position) {
        return Some(Outcome::draw(Reason::SeventyFiveMoveRule));
    }
    None
}

/// The draw the side to move could claim in `position` when it has occurred `repetitions`
/// times (counting itself): [`Reason::ThreefoldRepetition`] at [`THREEFOLD_REPETITION`] or
/// more, else [`Reason::FiftyMoveRule`] when [`is_fifty_moves`]; `None` when neither holds or
/// when the position ends the game on its own ([`automatic_outcome`]).
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
    let claim = if repetitions >= THREEFOLD_REPETITION {
        Reason::ThreefoldRepetition
    } else if is_fifty_moves(position) {
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
