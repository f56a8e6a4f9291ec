//! The position after a FEN and moves as Fairy-Stockfish sees it: its en-passant square,
//! the pieces that were pawns, the positions since the FEN for repetitions, and the moves for
//! taking back. Every question of both drop-ins about a position starts here.

use std::cell::Cell;

use crc_rules_core::{placement_to_string, Bitboard, Color, Role, Square};
use crc_rules_game::{count_repetitions, NothingToUndo};
use crc_rules_movegen::{FenError, Move, Position, Undo};
use thiserror::Error;

use crate::coordinates::{find_move, why_not, FairyMoveError};
use crate::en_passant::{ep_square_after, loaded_ep_square};
use crate::fen::{fsf_fen, fsf_sfen, read_unmarked_fen};
use crate::ply::fullmove_of_ply;
use crate::promoted::{mark_promoted, strip_promoted};

/// The current position of a [`Replay`], with what Fairy-Stockfish keeps that a `Position`
/// does not say.
#[derive(Clone, Debug)]
struct State {
    position: Position,
    /// Fairy-Stockfish's en-passant square: the square a pawn passed over in a double step,
    /// when an enemy pawn attacks it (whether or not the capture is legal).
    ep_square: Option<Square>,
    /// The squares of pieces that were pawns, which Fairy-Stockfish's FEN can mark `~`.
    promoted: Bitboard,
    /// Fairy-Stockfish's game ply (see [`crate::ply_of_field`]).
    ply: i32,
    /// Whether the side to move is in check, once asked: a board is often asked again and
    /// again, a replay of a list only at its end.
    check: Cell<Option<bool>>,
}

impl State {
    /// The position of `fen`, read as Fairy-Stockfish reads it (see [`Replay::load`]).
    fn of_fen(fen: &str) -> Result<State, FenError> {
        let (fen, promoted) = strip_promoted(fen);
        let setup = read_unmarked_fen(&fen)?;
        let (position, dropped) = Position::from_setup_lenient(&setup)?;
        let ep_square = loaded_ep_square(&setup, &position, &dropped);
        Ok(State {
            position,
            ep_square,
            promoted: promoted & position.board().occupied(),
            // `read_unmarked_fen` gave the full-move number of Fairy-Stockfish's ply, so this is it.
            ply: 2 * (position.fullmove_number() as i32 - 1)
                + i32::from(position.turn() == Color::Black),
            check: Cell::new(None),
        })
    }
}

/// A move played, with what [`Replay::undo`] restores, and the key of the position it was
/// played in, for repetitions.
#[derive(Copy, Clone, Debug)]
struct Played {
    mv: Move,
    /// What takes the move back.
    undo: Undo,
    ep_square: Option<Square>,
    promoted: Bitboard,
    /// The zobrist key; it counts the en-passant square as Fairy-Stockfish's key does, so
    /// that repetitions are counted as it counts them.
    key: u64,
}

/// A position reached from a FEN by moves, as Fairy-Stockfish sees it: its en-passant
/// square, the positions since the FEN for repetitions, and the moves for taking back.
///
/// The current position is kept with what Fairy-Stockfish adds to it; a move played keeps
/// what takes it back, and check is tested only when asked.
#[derive(Clone, Debug)]
pub struct Replay {
    state: State,
    /// The moves played since the FEN, in order.
    played: Vec<Played>,
}

impl Replay {
    /// Loads `fen` as Fairy-Stockfish does (see [`read_fen`](crate::read_fen)): castling rights without their
    /// king or rook and an en-passant square no double step can have made are dropped
    /// silently.
    ///
    /// # Errors
    /// [`FenError`] when the text is not a FEN or the position is not playable.
    pub fn load(fen: &str) -> Result<Replay, FenError> {
        Ok(Replay {
            state: State::of_fen(fen)?,
            played: Vec::new(),
        })
    }

    /// Loads `fen` as [`Replay::load`] does, in place of the position and moves there were
    /// (keeping their memory, for a board whose position is set again and again).
    ///
    /// # Errors
    /// [`FenError`] when the text is not a FEN or the position is not playable; the replay
    /// is unchanged then.
    pub fn reload(&mut self, fen: &str) -> Result<(), FenError> {
        self.state = State::of_fen(fen)?;
        self.played.clear();
        Ok(())
    }

    /// Loads `fen` and plays `moves`, written as Fairy-Stockfish writes them.
    ///
    /// # Errors
    /// [`FenError`] for the FEN; for a move, its place in `moves` (from 1) and why.
    pub fn new<S: AsRef<str>>(
        fen: &str,
        moves: &[S],
        chess960: bool,
    ) -> Result<Replay, ReplayError> {
        let mut replay = Replay::load(fen).map_err(ReplayError::Fen)?;
        replay.played.reserve(moves.len());
        for (index, text) in moves.iter().enumerate() {
            let mv = replay.find_listed(text.as_ref(), chess960, index + 1)?;
            replay.play(mv);
        }
        Ok(replay)
    }

    /// The legal move `text` names, as [`Replay::find`] finds it, for move `ply` (from 1)
    /// of a list played from the FEN.
    ///
    /// # Errors
    /// [`ReplayError::Move`], with `ply` and the position.
    pub fn find_listed(&self, text: &str, chess960: bool, ply: usize) -> Result<Move, ReplayError> {
        self.find(text, chess960)
            .map_err(|error| ReplayError::Move {
                ply,
                fen: self.fen_with(chess960, false),
                error,
            })
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.state.position
    }

    /// Whether the side to move is in check.
    #[inline]
    pub fn is_check(&self) -> bool {
        // Once known, the answer is a byte read, with none of the frame that finding it
        // needs (in WebAssembly a stack frame was set up for every call).
        match self.state.check.get() {
            Some(answer) => answer,
            None => self.find_check(),
        }
    }

    /// Tests [`Replay::is_check`]'s answer, and keeps it.
    #[inline(never)]
    fn find_check(&self) -> bool {
        let answer = self.state.position.is_check();
        self.state.check.set(Some(answer));
        answer
    }

    /// Fairy-Stockfish's en-passant square of the current position.
    pub fn ep_square(&self) -> Option<Square> {
        self.state.ep_square
    }

    /// Plays the legal move `mv`.
    pub fn play(&mut self, mv: Move) {
        let state = &mut self.state;
        let from = mv.from();
        let was_pawn = state
            .position
            .board()
            .piece_at(from)
            .is_some_and(|p| p.role == Role::Pawn);
        let mut promoted = state.promoted;
        if mv.promotion().is_some() || promoted.contains(from) {
            promoted.remove(from);
            promoted.insert(mv.to());
        } else if !mv.is_castle() {
            promoted.remove(mv.to());
        }
        let key = state.position.key();
        let undo = state.position.play_unchecked(mv);
        self.played.push(Played {
            mv,
            undo,
            ep_square: state.ep_square,
            promoted: state.promoted,
            key,
        });
        state.ep_square = ep_square_after(was_pawn, mv, &state.position);
        state.promoted = promoted;
        state.ply = state.ply.wrapping_add(1);
        state.check.set(None);
    }

    /// Takes back the last move and returns it.
    ///
    /// # Errors
    /// [`NothingToUndo::Move`] at the FEN's position, where nothing changes.
    pub fn undo(&mut self) -> Result<Move, NothingToUndo> {
        let played = self.played.pop().ok_or(NothingToUndo::Move)?;
        let state = &mut self.state;
        state.position.unmake(played.mv, played.undo);
        state.ep_square = played.ep_square;
        state.promoted = played.promoted;
        state.ply = state.ply.wrapping_sub(1);
        state.check.set(None);
        Ok(played.mv)
    }

    /// The legal move `text` names, written as Fairy-Stockfish writes it.
    ///
    /// # Errors
    /// A [`FairyMoveError`] that says why no legal move is meant.
    pub fn find(&self, text: &str, chess960: bool) -> Result<Move, FairyMoveError> {
        let position = self.position();
        find_move(position, text, chess960).ok_or_else(|| why_not(position, text, chess960))
    }

    /// How many times the current position has occurred since the FEN, by the rules' count
    /// ([`count_repetitions`]) over Fairy-Stockfish's keys.
    pub fn repetitions(&self) -> usize {
        let position = &self.state.position;
        let earlier = self.played.iter().rev().map(|played| played.key);
        count_repetitions(position.key(), position.halfmove_clock(), earlier)
    }

    /// The FEN as Fairy-Stockfish writes it (see the crate's documentation), without the
    /// marks of promoted pieces.
    pub fn fen(&self, chess960: bool) -> String {
        self.fen_with(chess960, false)
    }

    /// The FEN as Fairy-Stockfish writes it, with `show_promoted` a `~` after each piece
    /// that was a pawn.
    pub fn fen_with(&self, chess960: bool, show_promoted: bool) -> String {
        let state = &self.state;
        let placement = self.placement(show_promoted);
        fsf_fen(
            &state.position,
            &placement,
            state.ep_square,
            state.ply,
            chess960,
        )
    }

    /// The SFEN Fairy-Stockfish writes, with `show_promoted` a `~` after each piece that
    /// was a pawn: its placement, `b` when White is to move (sente) and `w` otherwise, `-`
    /// for the empty hands, and its game ply counted from 1.
    pub fn sfen(&self, show_promoted: bool) -> String {
        let state = &self.state;
        fsf_sfen(&state.position, &self.placement(show_promoted), state.ply)
    }

    /// The placement field, with `show_promoted` a `~` after each piece that was a pawn.
    fn placement(&self, show_promoted: bool) -> String {
        let state = &self.state;
        let placement = placement_to_string(state.position.board());
        if show_promoted && !state.promoted.is_empty() {
            mark_promoted(&placement, state.promoted)
        } else {
            placement
        }
    }

    /// Fairy-Stockfish's game ply: the half-moves from move 1 of the FEN (White's first),
    /// in its `int`, wrapping as it does (see [`crate::ply_of_field`]).
    pub fn game_ply(&self) -> i32 {
        self.state.ply
    }

    /// The full-move number Fairy-Stockfish gives the current position, from its game ply
    /// (see [`crate::fullmove_of_ply`]).
    pub fn fullmove_number(&self) -> i32 {
        let state = &self.state;
        fullmove_of_ply(state.ply, state.position.turn() == Color::Black)
    }
}

/// Why [`Replay::new`] failed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReplayError {
    /// The FEN cannot be read or is not playable.
    #[error(transparent)]
    Fen(FenError),
    /// A move of the list names no legal move.
    #[error("{error} (move {ply} of the list, in {fen})")]
    Move {
        /// The move's place in the list, from 1.
        ply: usize,
        /// The FEN of the position it was played in, as the board's `fen()` writes it
        /// (castling as file letters in 960 mode), so that the text names the position as
        /// the client sees it.
        fen: String,
        /// Why.
        error: FairyMoveError,
    },
}

crc_rules_core::error_kind_of!(ReplayError => by {
    ReplayError::Fen(error) => error,
    ReplayError::Move { error, .. } => error,
});
