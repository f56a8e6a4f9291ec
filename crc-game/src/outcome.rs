//! How a game ends: the result and its reason, and the insufficient-material rule.

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
