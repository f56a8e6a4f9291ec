//! The comments and NAGs of a game's main line, ply by ply: what a door without a game tree
//! (C, JavaScript) keeps of a game read from PGN, and writes back.

use crate::game::Game;
use crate::pgn_visitor::{Comment, GameBuilder, PlayedMove, Variation, Visitor};
use crate::pgn_writer::{drop_ending_comment, write_main_line};
use crc_rules_movegen::Position;

/// The comments and NAGs written at one ply of a game's main line: ply 0 before the first
/// move, ply k after half-move k.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlyNotes {
    /// The comments, in the order written, without their braces.
    pub comments: Vec<String>,
    /// The NAGs, in the order written (`!` is 1, …).
    pub nags: Vec<u8>,
}

impl PlyNotes {
    /// Whether there is neither a comment nor a NAG.
    pub fn is_empty(&self) -> bool {
        self.comments.is_empty() && self.nags.is_empty()
    }
}

/// A game read from PGN with the notes of its main line, one [`PlyNotes`] a ply (its moves
/// and one more).
#[derive(Clone, Debug)]
pub struct AnnotatedGame {
    /// The game, as [`GameBuilder`] reads it.
    pub game: Game,
    /// The notes of ply 0 (before the first move) to ply `game.move_count()`.
    pub notes: Vec<PlyNotes>,
}

impl AnnotatedGame {
    /// The game as PGN with its notes; see [`to_pgn_with_notes`].
    pub fn to_pgn(&self) -> String {
        to_pgn_with_notes(&self.game, &self.notes)
    }
}

/// `game` as PGN, as [`GameTree::to_pgn`](crate::GameTree::to_pgn) writes a tree of its
/// main line with `notes`, one a ply from ply 0 (those past the game's last move are not
/// written).
///
/// ```
/// use crc_rules_game::{to_pgn_with_notes, Game, PlyNotes};
/// let mut game = Game::from_number(25933)?;
/// game.play_text("e4")?;
/// let best = PlyNotes { comments: vec!["best".into()], nags: vec![1] };
/// let pgn = to_pgn_with_notes(&game, &[PlyNotes::default(), best]);
/// assert!(pgn.ends_with("\n1. e4 $1 {best} *\n"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn to_pgn_with_notes(game: &Game, notes: &[PlyNotes]) -> String {
    write_main_line(game, |ply| match notes.get(ply) {
        Some(notes) => (&notes.nags, &notes.comments),
        None => (&[], &[]),
    })
}

/// The visitor that reads an [`AnnotatedGame`]: the game as [`GameBuilder::new`] reads it
/// (variations skipped unread), each comment (up to [`Comment::MAX_BYTES`]) and NAG of its
/// main line kept at its ply, as a [`TreeBuilder`](crate::TreeBuilder) keeps them on the
/// main line's nodes (the writer's own comment on the ending left out alike).
///
/// ```
/// use crc_rules_game::{from_pgn_with, NotesBuilder};
/// let read = from_pgn_with("[Variant \"Gothic\"]\n\n{Gothic} 1. e4 $1 {best} (1. d4) *\n", &mut NotesBuilder::new())?;
/// assert_eq!(read.notes[0].comments, ["Gothic"]);
/// assert_eq!((&read.notes[1].comments[..], &read.notes[1].nags[..]), (&["best".to_owned()][..], &[1][..]));
/// # Ok::<(), crc_rules_game::PgnError>(())
/// ```
#[derive(Debug, Default)]
pub struct NotesBuilder {
    game: GameBuilder,
    notes: Vec<PlyNotes>,
}

impl NotesBuilder {
    /// A builder, for [`PgnReader::read_game`](crate::PgnReader::read_game).
    pub fn new() -> NotesBuilder {
        NotesBuilder::default()
    }
}

impl Visitor for NotesBuilder {
    type Output = AnnotatedGame;

    fn begin_game(&mut self) {
        self.game.begin_game();
        self.notes = vec![PlyNotes::default()];
    }

    fn tag(&mut self, name: &str, value: &str) {
        self.game.tag(name, value);
    }

    fn begin_movetext(&mut self, start: &Position) {
        self.game.begin_movetext(start);
    }

    fn san(&mut self, played: &PlayedMove<'_>) {
        self.game.san(played);
        self.notes.push(PlyNotes::default());
    }

    fn nag(&mut self, nag: u8) {
        if let Some(last) = self.notes.last_mut() {
            last.nags.push(nag);
        }
    }

    fn comment(&mut self, comment: &Comment<'_>) {
        self.game.comment(comment);
        if let Some(last) = self.notes.last_mut() {
            last.comments.push(comment.text().to_owned());
        }
    }

    fn begin_variation(&mut self) -> Variation {
        Variation::Skip
    }

    fn result(&mut self, result: &str) {
        self.game.result(result);
    }

    fn end_game(&mut self) -> AnnotatedGame {
        let game = self.game.end_game();
        let mut notes = std::mem::take(&mut self.notes);
        if let Some(last) = notes.last_mut() {
            drop_ending_comment(&game, &mut last.comments);
        }
        AnnotatedGame { game, notes }
    }
}
