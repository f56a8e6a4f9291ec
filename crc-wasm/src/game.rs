//! `GameCore`: a game of CRC with the questions the JS `Game` class asks, answered in plain
//! strings that the package's JavaScript shapes into chess.js-style objects.
//!
//! A move is handed out as one record, its fields separated by commas (no field holds a
//! comma): colour, from, to, piece, captured, promotion, chess.js flags, SAN, coordinates,
//! FEN before, FEN after, and for a castling `side kingFrom kingTo rookFrom rookTo`. Empty
//! fields are empty strings.

use crc_rules_core::{CastlingSide, Color, ErrorKind, Role, Square};
use crc_rules_game::{
    from_pgn_with, to_pgn_with_notes, AnnotatedGame, Game, NotesBuilder, Outcome, PlyNotes,
};
use crc_rules_movegen::{check_perft_depth, Move, MoveKind, Position, UciMove};
use wasm_bindgen::prelude::*;

use crate::numbering::{number_arg, rule_set_arg};
use crc_wasm_errors as errors;

/// A game of CRC: a start position and the moves played, with SAN, outcome, claims, tags
/// and PGN. Every method that changes the game checks first and throws without changing
/// anything.
#[wasm_bindgen]
pub struct GameCore {
    game: Game,
    /// The comments of a game read from PGN, ply by ply (0: before the first move), each
    /// ended by `}` (which no comment holds), until JS takes them: the JS `Game` keeps them
    /// by position, as chess.js does. Empty when there are none.
    read_comments: String,
}

impl GameCore {
    /// `game`, for JS.
    fn of(game: Game) -> GameCore {
        GameCore {
            game,
            read_comments: String::new(),
        }
    }

    /// The game of `read`, with its main line's comments.
    pub(crate) fn of_annotated(read: AnnotatedGame) -> GameCore {
        let mut comments = String::new();
        if read.notes.iter().any(|n| !n.comments.is_empty()) {
            for notes in &read.notes {
                comments.push_str(&notes.comments.join("\n"));
                comments.push('}');
            }
        }
        GameCore {
            game: read.game,
            read_comments: comments,
        }
    }
}

/// The chess.js flags of `mv` in `position`: `n` a quiet move, `b` a pawn's double step, `e`
/// en passant, `c` a capture, `p` a promotion, `k` and `q` castling on the king's and queen's
/// side (a capturing promotion is `cp`).
fn flags(position: &Position, mv: Move, captured: Option<Role>) -> &'static str {
    let double_step = position
        .board()
        .piece_at(mv.from())
        .is_some_and(|p| p.role == Role::Pawn)
        && mv.from().index().abs_diff(mv.to().index()) == 20;
    match (mv.kind(), captured) {
        (MoveKind::Castle(CastlingSide::KingSide), _) => "k",
        (MoveKind::Castle(CastlingSide::QueenSide), _) => "q",
        (MoveKind::EnPassant, _) => "e",
        (MoveKind::Promotion(_), Some(_)) => "cp",
        (MoveKind::Promotion(_), None) => "p",
        (MoveKind::Normal, Some(_)) => "c",
        (MoveKind::Normal, None) if double_step => "b",
        (MoveKind::Normal, None) => "n",
    }
}

/// The record of the legal move `mv` of `before` (see the module documentation).
fn record(before: &Position, mv: Move, san: &str) -> String {
    let mut after = *before;
    let _ = after.play_unchecked(mv);
    let color = before.turn();
    let role = before
        .board()
        .piece_at(mv.from())
        .map_or(Role::Pawn, |p| p.role);
    let captured = match mv.kind() {
        MoveKind::EnPassant => Some(Role::Pawn),
        MoveKind::Castle(_) => None,
        _ => before.board().piece_at(mv.to()).map(|p| p.role),
    };
    let letter = |role: Option<Role>| role.map(|r| r.char().to_string()).unwrap_or_default();
    let castling = match mv.castling_side() {
        Some(side) => format!(
            "{} {} {} {} {}",
            match side {
                CastlingSide::KingSide => 'k',
                CastlingSide::QueenSide => 'q',
            },
            mv.from(),
            side.king_to(color),
            mv.to(),
            side.rook_to(color)
        ),
        None => String::new(),
    };
    format!(
        "{},{},{},{},{},{},{},{san},{},{},{},{castling}",
        color.char(),
        mv.from(),
        mv.to(),
        role.char(),
        letter(captured),
        letter(mv.promotion()),
        flags(before, mv, captured),
        mv.to_uci(),
        before.to_fen(),
        after.to_fen(),
    )
}

/// The outcome as `reason|result`: `checkmate|1-0`, `threefold repetition|1/2-1/2`, ….
fn outcome_text(outcome: Outcome) -> String {
    format!("{}|{}", outcome.reason.name(), outcome.result.pgn())
}

/// The start of a game given no FEN: the Capablanca array, as in Fairy-Stockfish.
#[wasm_bindgen(js_name = defaultStartFen)]
pub fn default_start_fen() -> String {
    crc_rules_fairy::START_FEN.to_owned()
}

fn color_arg(color: &str) -> Result<Color, JsValue> {
    match color {
        "w" => Ok(Color::White),
        "b" => Ok(Color::Black),
        _ => Err(errors::raise(
            ErrorKind::InvalidArgument,
            &format!("colour '{color}' is neither 'w' nor 'b'"),
        )),
    }
}

fn square_arg(square: &str) -> Result<Square, JsValue> {
    square.parse().map_err(errors::thrown)
}

#[wasm_bindgen]
impl GameCore {
    /// A game from an X-FEN or Shredder-FEN.
    ///
    /// # Errors
    /// `InvalidFenError` with every reason the FEN is refused.
    #[wasm_bindgen(js_name = fromFen)]
    pub fn from_fen(fen: &str) -> Result<GameCore, JsValue> {
        Game::from_fen(fen)
            .map(GameCore::of)
            .map_err(errors::thrown)
    }

    /// A game from the start position of Scharnagl number `number` (1..48000).
    ///
    /// # Errors
    /// `InvalidStartError` for anything else.
    #[wasm_bindgen(js_name = fromNumber)]
    pub fn from_number(number: f64) -> Result<GameCore, JsValue> {
        Game::from_number(number_arg(number)?)
            .map(GameCore::of)
            .map_err(errors::thrown)
    }

    /// A game from the start position drawn with seed `seed` from rule set `rules` (the
    /// draw of `crc_rules_game::Game::from_seed`, the same at every door; the seed first, as
    /// there).
    ///
    /// # Errors
    /// `InvalidStartError` for an unknown rule set.
    pub fn random(seed: u64, rules: &str) -> Result<GameCore, JsValue> {
        let rules = rule_set_arg(rules)?;
        Ok(GameCore::of(Game::from_seed(seed, rules)))
    }

    /// The one game of a PGN text, with its main line's comments.
    ///
    /// # Errors
    /// `InvalidPgnError` naming the line and the tag or move at fault.
    #[wasm_bindgen(js_name = fromPgn)]
    pub fn from_pgn(pgn: &str) -> Result<GameCore, JsValue> {
        from_pgn_with(pgn, &mut NotesBuilder::new())
            .map(GameCore::of_annotated)
            .map_err(errors::thrown)
    }

    /// The comments the game was read with, ply by ply (0: before the first move; empty:
    /// none), each ended by `}`; empty when it had none, and at the next call.
    #[wasm_bindgen(js_name = takeComments)]
    pub fn take_comments(&mut self) -> String {
        std::mem::take(&mut self.read_comments)
    }

    /// The X-FEN of the current position.
    pub fn fen(&self) -> String {
        self.game.fen()
    }

    /// The X-FEN of the start position.
    #[wasm_bindgen(js_name = startFen)]
    pub fn start_fen(&self) -> String {
        self.game.start().to_fen()
    }

    /// The Scharnagl number of the start, when the game began from a start array.
    #[wasm_bindgen(js_name = startNumber)]
    pub fn start_number(&self) -> Option<u32> {
        self.game.start_number()
    }

    /// The side to move: `w` or `b`.
    pub fn turn(&self) -> String {
        self.game.turn().char().to_string()
    }

    /// Plays a move in any accepted notation (coordinates, king takes rook or the king's
    /// destination for castling, `O-O`, SAN) and returns its record.
    ///
    /// # Errors
    /// `InvalidMoveError`, `IllegalMoveError`, `AmbiguousMoveError` or `GameOverError`, with
    /// the reason; the game is unchanged.
    pub fn play(&mut self, text: &str) -> Result<String, JsValue> {
        let before = *self.game.position();
        let san = self.game.play_text(text).map_err(errors::thrown)?;
        let (mv, _) = self.game.last_move().expect("a move was just played");
        Ok(record(&before, mv, &san))
    }

    /// Takes back the last move and returns its record; an end declared after it goes with
    /// it (the rule of `Game::undo`). `undefined` at the start, where nothing changes.
    pub fn undo(&mut self) -> Option<String> {
        // The last SAN alone: the record is written from the position before the move,
        // which only the undo brings back.
        let san = self.game.last_move()?.1.to_owned();
        let mv = self.game.undo().ok()?;
        Some(record(self.game.position(), mv, &san))
    }

    /// The legal moves (of the piece on `from`, when given): their SAN, or with `verbose`
    /// their records. A finished game lists those of its position all the same (none after
    /// a mate or a stalemate): `outcome` says whether it is finished.
    ///
    /// # Errors
    /// `InvalidSquareError` when `from` names no square.
    pub fn moves(&self, from: Option<String>, verbose: bool) -> Result<Vec<String>, JsValue> {
        let from = from.as_deref().map(square_arg).transpose()?;
        let position = self.game.position();
        Ok(crc_rules_game::legal_sans(position)
            .into_iter()
            .filter(|(mv, _)| from.is_none_or(|square| mv.from() == square))
            .map(|(mv, san)| {
                let san = san.to_string();
                if verbose {
                    record(position, mv, &san)
                } else {
                    san
                }
            })
            .collect())
    }

    /// Perft from the current position (`crc_rules_movegen::Position::perft`): the number of
    /// leaf nodes of the legal move tree `depth` plies deep, as the one entry of the list;
    /// with `divide`, that count split by the first move (`Position::divide`, in its
    /// order), each legal move in coordinates (castling as king takes rook) with its count,
    /// as `e2e4 1234`. One call for both, since each export costs the module its own glue.
    ///
    /// `depth` is a whole number: api.js refuses any other before the call (a fraction
    /// would be cut here, and a number beyond an i64 saturate).
    ///
    /// # Errors
    /// `InvalidArgumentError` for a depth `check_perft_depth` refuses (0 to 10, a divide's
    /// from 1).
    pub fn perft(&self, depth: f64, divide: bool) -> Result<Vec<String>, JsValue> {
        let depth = check_perft_depth(depth as i64, divide).map_err(errors::thrown)?;
        let position = self.game.position();
        if !divide {
            return Ok(vec![position.perft(depth).to_string()]);
        }
        Ok(position
            .divide(depth)
            .map_err(errors::thrown)?
            .into_iter()
            .map(|(mv, nodes)| format!("{} {nodes}", mv.to_uci()))
            .collect())
    }

    /// The moves played: their SAN, or with `verbose` their records.
    pub fn history(&self, verbose: bool) -> Vec<String> {
        let sans = self.game.history();
        if !verbose {
            return sans;
        }
        let mut position = *self.game.start();
        self.game
            .move_stack()
            .into_iter()
            .zip(sans)
            .map(|(mv, san)| {
                let text = record(&position, mv, &san);
                let _ = position.play_unchecked(mv);
                text
            })
            .collect()
    }

    /// The board as 80 characters, rank 8 first and file a first in each rank: a piece
    /// letter (upper case for White) or `.` for an empty square.
    pub fn squares(&self) -> String {
        let board = self.game.position().board();
        (0..8)
            .rev()
            .flat_map(|rank| (0..10).map(move |file| Square::from_index(rank * 10 + file)))
            .map(|square| board.piece_at(square).map_or('.', |p| p.char()))
            .collect()
    }

    /// The piece on `square` as its letter (upper case for White), or `undefined`.
    ///
    /// # Errors
    /// `InvalidSquareError` when `square` names no square.
    #[wasm_bindgen(js_name = pieceAt)]
    pub fn piece_at(&self, square: &str) -> Result<Option<String>, JsValue> {
        let square = square_arg(square)?;
        Ok(self
            .game
            .position()
            .board()
            .piece_at(square)
            .map(|p| p.char().to_string()))
    }

    /// Whether the side to move is in check.
    #[wasm_bindgen(js_name = inCheck)]
    pub fn in_check(&self) -> bool {
        self.game.position().is_check()
    }

    /// Whether the side to move is checkmated.
    #[wasm_bindgen(js_name = isCheckmate)]
    pub fn is_checkmate(&self) -> bool {
        self.game.is_checkmate()
    }

    /// Whether the side to move is stalemated.
    #[wasm_bindgen(js_name = isStalemate)]
    pub fn is_stalemate(&self) -> bool {
        self.game.is_stalemate()
    }

    /// Whether neither side can win (`crc_rules_game::is_insufficient_material`).
    #[wasm_bindgen(js_name = isInsufficientMaterial)]
    pub fn is_insufficient_material(&self) -> bool {
        self.game.is_insufficient_material()
    }

    /// How many times the current position has occurred, this time included
    /// (`crc_rules_game::count_repetitions`).
    #[wasm_bindgen(js_name = repetitionCount)]
    pub fn repetition_count(&self) -> usize {
        self.game.repetition_count()
    }

    /// Whether the current position has occurred three times or more.
    #[wasm_bindgen(js_name = isThreefoldRepetition)]
    pub fn is_threefold_repetition(&self) -> bool {
        self.game.is_threefold_repetition()
    }

    /// Whether the half-move clock has reached the fifty-move rule's 100.
    #[wasm_bindgen(js_name = isFiftyMoves)]
    pub fn is_fifty_moves(&self) -> bool {
        self.game.is_fifty_moves()
    }

    /// Whether the game has ended, or with `claim_draw` a draw can be claimed now.
    #[wasm_bindgen(js_name = isGameOver)]
    pub fn is_game_over(&self, claim_draw: bool) -> bool {
        self.game.is_game_over(claim_draw)
    }

    /// Whether the game ended in a draw, or with `claim_draw` one can be claimed now.
    #[wasm_bindgen(js_name = isDraw)]
    pub fn is_draw(&self, claim_draw: bool) -> bool {
        self.game.is_draw(claim_draw)
    }

    /// The record of the legal move a click or drag from `from` to `to` means
    /// (`crc_rules_game::move_from_to`: castling by dropping the king on its rook or its
    /// destination), with `promotion` the letter of the piece a pawn becomes (empty for
    /// none). The move is not played.
    ///
    /// # Errors
    /// `InvalidSquareError`, `PromotionRequiredError` for a pawn reaching the last rank
    /// without its piece, `IllegalMoveError`, `InvalidMoveError` for a letter no pawn
    /// promotes to, `GameOverError` after the end.
    #[wasm_bindgen(js_name = moveFromTo)]
    pub fn move_from_to(&self, from: &str, to: &str, promotion: &str) -> Result<String, JsValue> {
        // Each square is checked on its own, so that an error names it; the promotion letter
        // is read as a move in coordinates reads it.
        let squares = (square_arg(from)?, square_arg(to)?);
        let UciMove::Normal { promotion, .. } = [from, to, promotion]
            .concat()
            .parse()
            .map_err(errors::thrown)?;
        let mv = self
            .game
            .move_from_to(squares.0, squares.1, promotion)
            .map_err(errors::thrown)?;
        let position = self.game.position();
        Ok(record(position, mv, &crc_rules_game::san(position, mv)))
    }

    /// The squares the piece on `from` may be dropped on now (`crc_rules_game::drop_targets`):
    /// its moves' destinations and, for castling, the rook's square and the king's.
    ///
    /// # Errors
    /// `InvalidSquareError` when `from` names no square.
    #[wasm_bindgen(js_name = dropTargets)]
    pub fn drop_targets(&self, from: &str) -> Result<Vec<String>, JsValue> {
        let from = square_arg(from)?;
        Ok(self
            .game
            .drop_targets(from)
            .into_iter()
            .map(|square| square.to_string())
            .collect())
    }

    /// The full-move number of the current position.
    #[wasm_bindgen(js_name = fullmoveNumber)]
    pub fn fullmove_number(&self) -> u32 {
        self.game.position().fullmove_number()
    }

    /// The outcome as `reason|result` once the game has ended (checkmate, stalemate,
    /// insufficient material, fivefold repetition, the 75-move rule, or a resignation,
    /// agreement or claimed draw), else `undefined`.
    pub fn outcome(&self) -> Option<String> {
        self.game.outcome().map(outcome_text)
    }

    /// The draw the side to move could claim now: `threefold repetition` or `fifty-move
    /// rule`, else `undefined`.
    #[wasm_bindgen(js_name = canClaimDraw)]
    pub fn can_claim_draw(&self) -> Option<String> {
        self.game.can_claim_draw().map(|r| r.name().to_owned())
    }

    /// Claims the draw of `canClaimDraw` and returns the outcome.
    ///
    /// # Errors
    /// `ClaimError` when no draw can be claimed, `GameOverError` after the end.
    #[wasm_bindgen(js_name = claimDraw)]
    pub fn claim_draw(&mut self) -> Result<String, JsValue> {
        self.game
            .claim_draw()
            .map(outcome_text)
            .map_err(errors::thrown)
    }

    /// Records that `color` (`w` or `b`) resigned and returns the outcome.
    ///
    /// # Errors
    /// `InvalidArgumentError` for another colour, `GameOverError` after the end.
    pub fn resign(&mut self, color: &str) -> Result<String, JsValue> {
        let color = color_arg(color)?;
        self.game
            .resign(color)
            .map(outcome_text)
            .map_err(errors::thrown)
    }

    /// Records a draw by agreement and returns the outcome.
    ///
    /// # Errors
    /// `GameOverError` after the end.
    #[wasm_bindgen(js_name = agreeDraw)]
    pub fn agree_draw(&mut self) -> Result<String, JsValue> {
        self.game
            .agree_draw()
            .map(outcome_text)
            .map_err(errors::thrown)
    }

    /// Takes back a resignation, agreement or claimed draw recorded on the current position,
    /// keeping the moves; false, changing nothing, when none was declared.
    pub fn reopen(&mut self) -> bool {
        self.game.reopen().is_ok()
    }

    /// The game as PGN, with `comments` after the moves of its main line: one comment a ply
    /// (0: before the first move; empty: none), each ended by `}` (which no comment holds);
    /// those past its last move are not written.
    pub fn pgn(&self, comments: &str) -> String {
        let notes: Vec<PlyNotes> = comments
            .split('}')
            .map(|comment| PlyNotes {
                comments: if comment.is_empty() {
                    Vec::new()
                } else {
                    vec![comment.to_owned()]
                },
                nags: Vec::new(),
            })
            .collect();
        to_pgn_with_notes(&self.game, &notes)
    }

    /// The PGN tags set on the game, as name, value, name, value, ….
    pub fn tags(&self) -> Vec<String> {
        self.game
            .tags()
            .iter()
            .flat_map(|(name, value)| [name.to_owned(), value.to_owned()])
            .collect()
    }

    /// Sets PGN tag `name` to `value` (the value export writes by default removes it).
    ///
    /// # Errors
    /// `InvalidTagError` for a name that is not a PGN symbol, a value with a control
    /// character, a tag derived from the game, or a `Variant` that is not CRC.
    #[wasm_bindgen(js_name = setTag)]
    pub fn set_tag(&mut self, name: &str, value: &str) -> Result<(), JsValue> {
        self.game.set_tag(name, value).map_err(errors::thrown)
    }

    /// Removes PGN tag `name` and returns its value, if it was set.
    #[wasm_bindgen(js_name = removeTag)]
    pub fn remove_tag(&mut self, name: &str) -> Option<String> {
        self.game.remove_tag(name)
    }
}
