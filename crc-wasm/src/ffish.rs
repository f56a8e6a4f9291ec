//! Fairy-Stockfish's `ffish` (npm `ffish`/`ffish-es6` 0.7.10) on CRC: `FfishBoard` with the
//! methods of its `Board`, `FfishGame` with those of its `Game`, and its module functions,
//! for variants `capablanca` and `caparandom`, with its conventions (see
//! `crc_rules_fairy`). The package's `crc-rules/ffish` wraps them with ffish's signatures
//! and forwards other variants to a loaded ffish.

use std::fmt::Write as _;

use crc_rules_core::{Color, ErrorKind, Square};
use crc_rules_fairy::{self as fairy, MoveForm, Replay, START_FEN};
use crc_rules_game::{
    has_insufficient_material, is_insufficient_material, legal_sans, parse_move, PgnReader,
};
use crc_rules_movegen::{Move, Position};
use wasm_bindgen::prelude::*;

use crc_wasm_errors as errors;

/// Fairy-Stockfish's `Board` for one of the two variants: a position from a FEN, the moves
/// pushed since, in Fairy-Stockfish's coordinates and FEN.
#[wasm_bindgen]
pub struct FfishBoard {
    replay: Replay,
    variant: &'static str,
    /// The `is960` flag as given, which `is960()` answers.
    is960: bool,
    /// Whether 960 conventions apply (`caparandom`, or `capablanca` with `is960`).
    chess960: bool,
    /// `moveStack()`: the moves pushed since the FEN, as they were written when pushed.
    stack: String,
    /// Where each move of `stack` ends.
    stack_ends: Vec<usize>,
}

/// The variant's name as a static string, which `variant()` answers.
fn variant_name(variant: &str) -> Result<&'static str, JsValue> {
    fairy::VARIANTS
        .into_iter()
        .find(|&v| v == variant)
        .ok_or_else(|| errors::thrown(fairy::UnknownVariantError(variant.to_owned())))
}

/// A FEN loaded as Fairy-Stockfish loads it; the empty FEN is the variant's start.
fn load(fen: &str) -> Result<Replay, JsValue> {
    Replay::load(if fen.is_empty() { START_FEN } else { fen }).map_err(errors::thrown)
}

/// The form ffish writes moves in for `notation` (`crc_rules_fairy::MoveForm::of_ffish`).
fn form(notation: i32) -> Result<MoveForm, JsValue> {
    MoveForm::of_ffish(notation).map_err(errors::thrown)
}

#[wasm_bindgen]
impl FfishBoard {
    /// A board of variant `variant`, its index in `ffishVariants()` (`capablanca`,
    /// `caparandom`: a number, which costs less to hand over than a string), from `fen`
    /// (its start when empty), with 960 conventions when `is960` or in `caparandom`.
    ///
    /// # Errors
    /// `UnknownVariantError` for another index, `InvalidFenError` for a FEN Fairy-Stockfish
    /// would misread (see the package README).
    #[wasm_bindgen(constructor)]
    pub fn new(variant: usize, fen: &str, is960: bool) -> Result<FfishBoard, JsValue> {
        let variant = *fairy::VARIANTS.get(variant).ok_or_else(|| {
            errors::thrown(fairy::UnknownVariantError(format!("number {variant}")))
        })?;
        let chess960 = fairy::chess960_mode(variant, is960).map_err(errors::thrown)?;
        Ok(FfishBoard {
            replay: load(fen)?,
            variant,
            is960,
            chess960,
            stack: String::new(),
            stack_ends: Vec::new(),
        })
    }

    fn position(&self) -> &Position {
        self.replay.position()
    }

    /// Plays the legal move `mv`, keeping its text for `moveStack()`.
    fn play(&mut self, mv: Move) {
        if !self.stack.is_empty() {
            self.stack.push(' ');
        }
        fairy::push_fsf_uci(&mut self.stack, self.replay.position(), mv, self.chess960);
        self.stack_ends.push(self.stack.len());
        self.replay.play(mv);
    }

    /// Starts again from `fen` (the variant's start when empty), with no move pushed.
    fn restart(&mut self, fen: &str) -> Result<(), JsValue> {
        let fen = if fen.is_empty() { START_FEN } else { fen };
        self.replay.reload(fen).map_err(errors::thrown)?;
        self.stack.clear();
        self.stack_ends.clear();
        Ok(())
    }

    /// The legal move `text` names; `None` without asking why not.
    fn find(&self, text: &str) -> Option<Move> {
        fairy::find_move(self.position(), text, self.chess960)
    }

    /// The legal moves in Fairy-Stockfish's coordinates, separated by spaces.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> String {
        let position = self.position();
        let mut out = String::with_capacity(6 * 64);
        for mv in position.legal_moves() {
            if !out.is_empty() {
                out.push(' ');
            }
            fairy::push_fsf_uci(&mut out, position, mv, self.chess960);
        }
        out
    }

    /// The SAN of the legal moves, in the order of `legalMoves`, separated by spaces.
    #[wasm_bindgen(js_name = legalMovesSan)]
    pub fn legal_moves_san(&self) -> String {
        let sans = legal_sans(self.position());
        let mut out = String::with_capacity(5 * sans.len());
        for (_, san) in sans {
            if !out.is_empty() {
                out.push(' ');
            }
            let _ = write!(out, "{san}");
        }
        out
    }

    /// How many legal moves there are.
    #[wasm_bindgen(js_name = numberLegalMoves)]
    pub fn number_legal_moves(&self) -> u32 {
        self.position().count_legal_moves() as u32
    }

    /// Plays the move `uci` (Fairy-Stockfish's coordinates); false, changing nothing, when
    /// it names no legal move.
    pub fn push(&mut self, uci: &str) -> bool {
        match self.find(uci) {
            Some(mv) => {
                self.play(mv);
                true
            }
            None => false,
        }
    }

    /// Plays the legal move whose text in `notation` is exactly `san`; false, changing
    /// nothing, when there is none.
    ///
    /// # Errors
    /// `UnsupportedNotationError` for the shogi, janggi, xiangqi and Thai notations.
    #[wasm_bindgen(js_name = pushSan)]
    pub fn push_san(&mut self, san: &str, notation: i32) -> Result<bool, JsValue> {
        Ok(match form(notation)?.find(self.position(), san) {
            Some(mv) => {
                self.play(mv);
                true
            }
            None => false,
        })
    }

    /// Plays each of the space-separated moves `moves` in turn; one that names no legal move
    /// is passed over, as Fairy-Stockfish does.
    #[wasm_bindgen(js_name = pushMoves)]
    pub fn push_moves(&mut self, moves: &str) {
        for text in moves.split(' ') {
            self.push(text);
        }
    }

    /// Plays each of the space-separated SAN moves `moves` in turn (see `pushSan`); one that
    /// names no legal move is passed over, as Fairy-Stockfish does.
    ///
    /// # Errors
    /// `UnsupportedNotationError`, before any move is played.
    #[wasm_bindgen(js_name = pushSanMoves)]
    pub fn push_san_moves(&mut self, moves: &str, notation: i32) -> Result<(), JsValue> {
        form(notation)?;
        for text in moves.split(' ') {
            self.push_san(text, notation)?;
        }
        Ok(())
    }

    /// Takes back the last move.
    ///
    /// # Errors
    /// `NothingToUndoError` when no move has been pushed since the FEN (ffish crashes
    /// there).
    pub fn pop(&mut self) -> Result<(), JsValue> {
        self.replay.undo().map_err(errors::thrown)?;
        self.stack_ends.pop();
        self.stack
            .truncate(self.stack_ends.last().map_or(0, |&end| end));
        Ok(())
    }

    /// Goes back to the variant's start, the Capablanca array, as Fairy-Stockfish does (not
    /// to the board's first FEN).
    pub fn reset(&mut self) {
        self.restart(START_FEN)
            .expect("the Capablanca array is a position");
    }

    /// Sets the position from `fen` and forgets the moves.
    ///
    /// # Errors
    /// `InvalidFenError`, changing nothing, for a FEN Fairy-Stockfish would misread.
    #[wasm_bindgen(js_name = setFen)]
    pub fn set_fen(&mut self, fen: &str) -> Result<(), JsValue> {
        self.restart(fen)
    }

    /// The FEN as Fairy-Stockfish writes it; with `show_promoted` a `~` after each piece
    /// that was a pawn.
    pub fn fen(&self, show_promoted: bool) -> String {
        self.replay.fen_with(self.chess960, show_promoted)
    }

    /// The text of move `uci` in `notation`, or the empty string when it names no legal
    /// move (as Fairy-Stockfish answers).
    ///
    /// # Errors
    /// `UnsupportedNotationError` for the shogi, janggi, xiangqi and Thai notations.
    #[wasm_bindgen(js_name = sanMove)]
    pub fn san_move(&self, uci: &str, notation: i32) -> Result<String, JsValue> {
        let form = form(notation)?;
        Ok(self
            .find(uci)
            .map_or_else(String::new, |mv| form.write(self.position(), mv)))
    }

    /// The space-separated moves `moves` as a variation in `notation`, with move numbers
    /// (`1. e4 e5 2. Nh3`, `3...Nh6 4. Ni5`) unless `move_numbers` is false; the empty string
    /// when one of them names no legal move. The board does not change.
    ///
    /// # Errors
    /// `UnsupportedNotationError` for the shogi, janggi, xiangqi and Thai notations.
    #[wasm_bindgen(js_name = variationSan)]
    pub fn variation_san(
        &self,
        moves: &str,
        notation: i32,
        move_numbers: bool,
    ) -> Result<String, JsValue> {
        let (position, ply) = (self.position(), self.replay.game_ply());
        let line = fairy::variation(
            position,
            ply,
            moves,
            form(notation)?,
            move_numbers,
            self.chess960,
        );
        Ok(line.unwrap_or_default())
    }

    /// True when White is to move.
    pub fn turn(&self) -> bool {
        self.position().turn() == Color::White
    }

    /// The full-move number, from Fairy-Stockfish's game ply (see `gamePly`).
    #[wasm_bindgen(js_name = fullmoveNumber)]
    pub fn fullmove_number(&self) -> i32 {
        self.replay.fullmove_number()
    }

    /// The half-move clock.
    #[wasm_bindgen(js_name = halfmoveClock)]
    pub fn halfmove_clock(&self) -> u32 {
        self.position().halfmove_clock()
    }

    /// Fairy-Stockfish's game ply, in its `int` (`crc_rules_fairy::Replay::game_ply`): 0 for
    /// White's first move of the FEN's move 1 (and for a FEN's `0 2147483647`, as ffish
    /// reads it), counted on from there.
    #[wasm_bindgen(js_name = gamePly)]
    pub fn game_ply(&self) -> i32 {
        self.replay.game_ply()
    }

    /// Whether the side `white` (true) or Black (false) can no longer win.
    #[wasm_bindgen(js_name = hasInsufficientMaterial)]
    pub fn has_insufficient_material(&self, white: bool) -> bool {
        let color = if white { Color::White } else { Color::Black };
        has_insufficient_material(self.position(), color)
    }

    /// Whether neither side can win.
    #[wasm_bindgen(js_name = isInsufficientMaterial)]
    pub fn is_insufficient_material(&self) -> bool {
        is_insufficient_material(self.position())
    }

    /// Whether the game is over as ffish's `Board` says (`crc_rules_fairy::Replay::board_result`):
    /// no legal move, insufficient material, or with `claim_draw` a draw that can be claimed.
    #[wasm_bindgen(js_name = isGameOver)]
    pub fn is_game_over(&self, claim_draw: bool) -> bool {
        self.replay.board_result(claim_draw).is_some()
    }

    /// `1-0`, `0-1` or `1/2-1/2` when the game is over (see `isGameOver`), else `*`.
    pub fn result(&self, claim_draw: bool) -> String {
        let result = self.replay.board_result(claim_draw);
        result.map_or("*", |result| result.pgn()).to_owned()
    }

    /// The square of the king in check as its number (`rank * 10 + file`), or `undefined`:
    /// JS names it, which costs less than decoding a string.
    #[wasm_bindgen(js_name = checkedSquare)]
    pub fn checked_square(&self) -> Option<u8> {
        self.replay
            .is_check()
            .then(|| self.position().king().index() as u8)
    }

    /// Whether the side to move is in check.
    #[wasm_bindgen(js_name = isCheck)]
    pub fn is_check(&self) -> bool {
        self.replay.is_check()
    }

    /// Whether move `uci` takes a piece (en passant included, castling never); `false` for
    /// text that names no legal move, as ffish answers (`crc_rules_fairy::is_capture`).
    #[wasm_bindgen(js_name = isCapture)]
    pub fn is_capture(&self, uci: &str) -> bool {
        fairy::is_capture(self.position(), uci, self.chess960)
    }

    /// The moves pushed since the FEN, in Fairy-Stockfish's coordinates, separated by
    /// spaces; `undefined` for none (see `checkedPieces`).
    #[wasm_bindgen(js_name = moveStack)]
    pub fn move_stack(&self) -> Option<String> {
        (!self.stack.is_empty()).then(|| self.stack.clone())
    }

    /// The board as Fairy-Stockfish draws it: ranks 8 to 1, a piece letter or `.` a square,
    /// separated by spaces.
    #[wasm_bindgen(js_name = toString)]
    pub fn to_text(&self) -> String {
        let board = self.position().board();
        let mut out = String::with_capacity(160);
        for rank in (0..8).rev() {
            for file in 0..10 {
                out.push(if file == 0 { '\n' } else { ' ' });
                let piece = board.piece_at(Square::from_index(rank * 10 + file));
                out.push(piece.map_or('.', |p| p.char()));
            }
        }
        out.split_off(1)
    }

    /// The board as Fairy-Stockfish's `toVerboseString` draws it, with the FEN, the SFEN,
    /// a zobrist key (this library's, not Fairy-Stockfish's) and the checking pieces.
    #[wasm_bindgen(js_name = toVerboseString)]
    pub fn to_verbose_string(&self) -> String {
        let position = self.position();
        let board = position.board();
        let line = " +---+---+---+---+---+---+---+---+---+---+\n";
        let mut out = String::with_capacity(1400);
        out.push('\n');
        out.push_str(line);
        for rank in (0..8).rev() {
            out.push(' ');
            for file in 0..10 {
                let piece = board.piece_at(Square::from_index(rank * 10 + file));
                let _ = write!(out, "| {} ", piece.map_or(' ', |p| p.char()));
            }
            let _ = write!(out, "|{}", rank + 1);
            let marked = match rank {
                0 => Some(Color::White),
                7 => Some(Color::Black),
                _ => None,
            };
            if let Some(color) = marked {
                out.push_str(if position.turn() == color { " *" } else { "  " });
            }
            out.push('\n');
            out.push_str(line);
        }
        out.push_str("   a   b   c   d   e   f   g   h   i   j");
        let _ = write!(
            out,
            "\n\nFen: {}\nSfen: {}\nKey: {:016X}\nCheckers: ",
            self.fen(false),
            self.replay.sfen(false),
            position.key()
        );
        for square in position.checkers() {
            let _ = write!(out, "{square} ");
        }
        out.push_str("\nChased: ");
        out
    }

    /// The variant: `capablanca` or `caparandom`.
    pub fn variant(&self) -> String {
        self.variant.to_owned()
    }

    /// The `is960` flag the board was made with.
    #[wasm_bindgen(js_name = is960)]
    pub fn is_960(&self) -> bool {
        self.is960
    }
}

/// Fairy-Stockfish's `Game`, from `readGamePGN`: the tags as read and the main line.
#[wasm_bindgen]
pub struct FfishGame {
    /// Every tag pair as read; a later pair of the same name wins, as in ffish's map.
    tags: Vec<(String, String)>,
    mainline: String,
}

#[wasm_bindgen]
impl FfishGame {
    /// The value of tag `name`, or the empty string.
    pub fn headers(&self, name: &str) -> String {
        self.tags
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, value)| value.clone())
            .unwrap_or_default()
    }

    /// The names of the tags, each once, separated by spaces.
    #[wasm_bindgen(js_name = headerKeys)]
    pub fn header_keys(&self) -> String {
        let mut names: Vec<&str> = Vec::new();
        for (name, _) in &self.tags {
            if !names.contains(&name.as_str()) {
                names.push(name);
            }
        }
        names.join(" ")
    }

    /// The main line in Fairy-Stockfish's coordinates, separated by spaces.
    #[wasm_bindgen(js_name = mainlineMoves)]
    pub fn mainline_moves(&self) -> String {
        self.mainline.clone()
    }
}

/// Reads the first PGN game of `pgn` as ffish's `readGamePGN` does: its tag pairs, then its
/// main line from the `FEN` tag (the variant's start without one), with no end but the
/// last legal move (as on ffish's Board).
///
/// # Errors
/// `UnknownVariantError` when the `Variant` tag names another variant (or there is none:
/// that is chess to ffish); `InvalidPgnError` for text that is not PGN or a move that is
/// not legal (ffish passes over such moves silently).
#[wasm_bindgen(js_name = ffishReadGamePgn)]
pub fn read_game_pgn(pgn: &str) -> Result<FfishGame, JsValue> {
    let text = PgnReader::from_text(pgn)
        .next_text()
        .ok_or_else(|| errors::raise(ErrorKind::InvalidPgn, "the text holds no game"))?
        .map_err(errors::thrown)?;
    let tag = |name: &str| {
        let found = text.tags.iter().rev().find(|(n, _)| n == name);
        found.map(|(_, v)| v.as_str())
    };
    let (variant, is960) = fairy::pgn_variant(tag("Variant")).map_err(errors::thrown)?;
    let chess960 = fairy::chess960_mode(variant, is960).map_err(errors::thrown)?;
    let mut replay = load(tag("FEN").unwrap_or(""))?;
    let mut mainline = Vec::with_capacity(text.moves.len());
    for (ply, written) in text.moves.iter().enumerate() {
        let mv = parse_move(replay.position(), written).map_err(|error| {
            errors::raise(
                ErrorKind::InvalidPgn,
                &format!("move {} ({written}): {error}", ply + 1),
            )
        })?;
        mainline.push(fairy::fsf_uci(replay.position(), mv, chess960));
        replay.play(mv);
    }
    Ok(FfishGame {
        tags: text.tags,
        mainline: mainline.join(" "),
    })
}

/// Fairy-Stockfish's `validateFen` for `variant`: 1 when valid, else its negative code for
/// the field at fault (see `crc_rules_fairy::validate_fen`).
///
/// # Errors
/// `UnknownVariantError` for a variant other than `capablanca` and `caparandom`.
#[wasm_bindgen(js_name = ffishValidateFen)]
pub fn validate_fen(fen: &str, variant: &str, chess960: bool) -> Result<i32, JsValue> {
    fairy::validate_fen(fen, variant, chess960).map_err(errors::thrown)
}

/// The start FEN of `variant`: the Capablanca array, in both.
///
/// # Errors
/// `UnknownVariantError` for a variant other than `capablanca` and `caparandom`.
#[wasm_bindgen(js_name = ffishStartingFen)]
pub fn starting_fen(variant: &str) -> Result<String, JsValue> {
    variant_name(variant)?;
    Ok(START_FEN.to_owned())
}

/// The variants played here: `capablanca` and `caparandom`.
#[wasm_bindgen(js_name = ffishVariants)]
pub fn variants() -> Vec<String> {
    fairy::VARIANTS.iter().map(|&v| v.to_owned()).collect()
}

/// Whether `name` is an engine option Fairy-Stockfish knows (none changes these rules).
#[wasm_bindgen(js_name = ffishIsOption)]
pub fn is_option(name: &str) -> bool {
    fairy::OPTIONS.contains(&name)
}

/// The numbers of Fairy-Stockfish's notations, as `NAME`, number, `NAME`, number, ….
#[wasm_bindgen(js_name = ffishNotations)]
pub fn notations() -> Vec<JsValue> {
    fairy::NOTATIONS
        .iter()
        .flat_map(|&(name, value)| [JsValue::from_str(name), JsValue::from(value)])
        .collect()
}

/// A line about this module, in place of Fairy-Stockfish's engine banner.
#[wasm_bindgen(js_name = ffishInfo)]
pub fn info() -> String {
    fairy::info(None)
}
