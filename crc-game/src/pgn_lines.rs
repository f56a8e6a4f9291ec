//! The lines of a PGN game as it is read: the main line and the variations open round the
//! current move, each played and checked from the position it branches from, with the
//! repetitions along its path for the automatic end. A stack, not a recursion: variations
//! nested 10,000 deep are an error of their game, never a stack overflow.

use crc_rules_movegen::{MoveList, Position};

use crate::game::{find_move, PlayError};
use crate::outcome::{automatic_outcome_given, Outcome};
use crate::pgn_error::PgnErrorKind;
use crate::pgn_visitor::PlayedMove;
use crate::repetition::count_repetitions;

/// One line: the main line or a variation.
struct Line {
    position: Position,
    /// The position before the line's last move, which a variation after it branches from.
    before: Option<Position>,
    /// The half-moves from the game's start to `position`.
    ply: usize,
    /// The key of the line this one branched from, taken off the path while this one is
    /// open.
    restore: Option<u64>,
    /// The length of the path of keys where this line starts.
    keys_len: usize,
    /// The NAGs after the line's last move (a variation between them and it does not
    /// count).
    nags: usize,
}

/// The lines open, the main line first.
pub(crate) struct Lines {
    lines: Vec<Line>,
    /// The repetition key of every position along the current line's path, from the start.
    keys: Vec<u64>,
    /// The legal moves onto the last move's destination, which its SAN is written from.
    landing: MoveList,
}

impl Lines {
    /// The main line, at `start`.
    pub(crate) fn new(start: Position) -> Lines {
        Lines {
            lines: vec![Line {
                position: start,
                before: None,
                ply: 0,
                restore: None,
                keys_len: 0,
                nags: 0,
            }],
            keys: vec![start.repetition_key()],
            landing: MoveList::new(),
        }
    }

    fn current(&self) -> &Line {
        self.lines.last().expect("the main line is never closed")
    }

    /// How many times the current line's position has occurred along its path.
    fn repetitions(&self) -> usize {
        let (current, earlier) = self.keys.split_last().expect("the start's key");
        let clock = self.current().position.halfmove_clock();
        count_repetitions(*current, clock, earlier.iter().rev().copied())
    }

    /// Plays the move `text` names on the current line, and gives it as `written`.
    ///
    /// # Errors
    /// [`PgnErrorKind::Move`] (naming the move as `written`) for a move that names no legal
    /// move, or that follows the line's automatic end (checkmate, stalemate, fivefold
    /// repetition, the seventy-five-move rule, insufficient material).
    pub(crate) fn play<'a>(
        &'a mut self,
        text: &'a str,
        written: &str,
    ) -> Result<PlayedMove<'a>, PgnErrorKind> {
        let repetitions = self.repetitions();
        let line = self
            .lines
            .last_mut()
            .expect("the main line is never closed");
        let ply = line.ply + 1;
        let fail = |error| PgnErrorKind::Move {
            ply,
            text: written.to_owned(),
            error,
        };
        // Played in place: the position becomes the one before the move, and the line's
        // own is moved on (an illegal move ends the game, so neither is needed after it).
        let position = line.position;
        let before = line.before.insert(position);
        // Found among the moves onto its destination, not among all the legal moves.
        let found = find_move(before, text, &mut self.landing);
        // A legal move found proves that the line goes on, unless a rule ends it all the
        // same (as `Game` plays a move).
        let has_moves = found.is_ok() || before.count_legal_moves() > 0;
        if let Some(outcome) = automatic_outcome_given(before, has_moves, repetitions) {
            return Err(fail(PlayError::GameOver(outcome)));
        }
        let mv = found.map_err(fail)?;
        line.position.play_unchecked(mv);
        let key = line.position.repetition_key();
        self.keys.push(key);
        line.nags = 0;
        line.ply = ply;
        Ok(PlayedMove {
            before,
            after: &line.position,
            mv,
            written: text,
            landing: &self.landing,
            key,
        })
    }

    /// Counts a NAG after the current line's last move.
    ///
    /// # Errors
    /// [`PgnErrorKind::TooManyNags`] past [`PgnErrorKind::MAX_NAGS`].
    pub(crate) fn nag(&mut self) -> Result<(), PgnErrorKind> {
        let line = self
            .lines
            .last_mut()
            .expect("the main line is never closed");
        line.nags += 1;
        if line.nags > PgnErrorKind::MAX_NAGS {
            return Err(PgnErrorKind::TooManyNags);
        }
        Ok(())
    }

    /// Whether a variation can open here, before the visitor is asked.
    ///
    /// # Errors
    /// [`PgnErrorKind::VariationTooDeep`] past [`PgnErrorKind::MAX_VARIATION_DEPTH`] open
    /// variations, [`PgnErrorKind::VariationBeforeMove`] before the line's first move.
    pub(crate) fn can_open(&self) -> Result<(), PgnErrorKind> {
        if self.lines.len() > PgnErrorKind::MAX_VARIATION_DEPTH {
            return Err(PgnErrorKind::VariationTooDeep);
        }
        match self.current().before {
            Some(_) => Ok(()),
            None => Err(PgnErrorKind::VariationBeforeMove),
        }
    }

    /// Opens a variation of the current line's last move (after [`Lines::can_open`]).
    pub(crate) fn enter(&mut self) {
        let line = self.current();
        let Some(before) = line.before else {
            return;
        };
        let ply = line.ply - 1;
        let restore = self.keys.pop();
        self.lines.push(Line {
            position: before,
            before: None,
            ply,
            restore,
            keys_len: self.keys.len(),
            nags: 0,
        });
    }

    /// Closes the innermost variation; false when none is open.
    pub(crate) fn close(&mut self) -> bool {
        if self.lines.len() == 1 {
            return false;
        }
        let line = self.lines.pop().expect("a variation is open");
        self.keys.truncate(line.keys_len);
        self.keys.extend(line.restore);
        true
    }

    /// How the moves end the main line (when no variation is open), or `None`.
    pub(crate) fn outcome(&self) -> Option<Outcome> {
        let position = &self.current().position;
        let has_moves = position.count_legal_moves() > 0;
        automatic_outcome_given(position, has_moves, self.repetitions())
    }
}
