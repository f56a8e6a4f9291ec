//! The position after a FEN and a list of moves, with what Fairy-Stockfish keeps that a
//! [`Position`] does not say: its en-passant square and the keys it counts repetitions by.
//! Every question about a position reached by moves starts here.

use crc_rules_core::{Setup, Square};
use crc_rules_game::fairy;
use crc_rules_movegen::{FenError, Move, Position, PositionError};
use pyo3::prelude::*;

use super::coordinates::{find_move, invalid_move};
use super::fen::read_fen;
use crate::errors::InvalidFenError;

/// A position reached from a FEN by a list of moves.
pub(super) struct Replay {
    pub(super) position: Position,
    /// Fairy-Stockfish's en-passant square: the square a pawn passed over in a double step,
    /// when an enemy pawn attacks it (whether or not the capture is legal).
    pub(super) ep_square: Option<Square>,
    /// The zobrist key of every position from the FEN on; it counts the en-passant square as
    /// Fairy-Stockfish's key does, so repetitions are counted as it counts them.
    keys: Vec<u64>,
}

impl Replay {
    /// Loads `fen` as Fairy-Stockfish does: castling rights without their king or rook and
    /// an en-passant square no double step can have made are dropped silently. `startpos`
    /// is the Capablanca array.
    pub(super) fn load(fen: &str) -> PyResult<Replay> {
        let setup = read_setup(fen)?;
        Replay::from_setup(&setup).map_err(position_error)
    }

    /// The position of `setup`, loaded as [`Replay::load`] loads a FEN.
    pub(super) fn from_setup(setup: &Setup) -> Result<Replay, PositionError> {
        let (position, dropped) = Position::from_setup_lenient(setup)?;
        let ep_square = fairy::loaded_ep_square(setup, &position, &dropped);
        Ok(Replay {
            position,
            ep_square,
            keys: vec![position.key()],
        })
    }

    /// Plays the legal move `mv`.
    pub(super) fn play(&mut self, mv: Move) {
        let before = self.position;
        self.position.play_unchecked(mv);
        self.ep_square = fairy::ep_square_after(&before, mv, &self.position);
        self.keys.push(self.position.key());
    }

    /// Loads `fen` and plays `moves`, written as Fairy-Stockfish writes them (in 960 mode
    /// when `chess960` is true).
    pub(super) fn new(fen: &str, moves: &[String], chess960: bool) -> PyResult<Replay> {
        let mut replay = Replay::load(fen)?;
        replay.keys.reserve(moves.len());
        for (ply, text) in moves.iter().enumerate() {
            let mv = replay.find(text, chess960, ply + 1)?;
            replay.play(mv);
        }
        Ok(replay)
    }

    /// The legal move `text` names, written as Fairy-Stockfish writes it; `ply` (from 1)
    /// places it in the move list for the error message.
    pub(super) fn find(&self, text: &str, chess960: bool, ply: usize) -> PyResult<Move> {
        find_move(&self.position, text, chess960).ok_or_else(|| {
            invalid_move(
                &self.position,
                text,
                chess960,
                &format!("move {ply} of the list"),
            )
        })
    }

    /// How many times the current position has occurred since the FEN.
    pub(super) fn repetitions(&self) -> usize {
        let current = *self.keys.last().expect("the FEN's key is always there");
        self.keys.iter().filter(|&&k| k == current).count()
    }
}

/// The setup `fen` describes, read as Fairy-Stockfish reads FENs.
pub(super) fn read_setup(fen: &str) -> PyResult<Setup> {
    read_fen(fen).map_err(|e| InvalidFenError::new_err(FenError::Parse(e).to_string()))
}

/// The error for a FEN whose position is not playable.
pub(super) fn position_error(error: PositionError) -> PyErr {
    InvalidFenError::new_err(FenError::Position(error).to_string())
}
