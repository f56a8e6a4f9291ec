//! `crc pgn`: every game of PGN files checked, its variations included, one line per bad
//! game, and with `--write` the good ones written back as normalised PGN.

use std::ffi::OsStr;
use std::io::{self, BufRead, BufReader, IsTerminal, Read, Write};
use std::time::Duration;

use crc_rules_game::{
    open_pgn_file, Comment, PgnError, PgnErrorKind, PgnReader, PgnSource, PlayedMove, TreeBuilder,
    Variation, Visitor,
};
use crc_rules_movegen::Position;
use indicatif::{ProgressBar, ProgressStyle};

/// The totals over every file: the games read without an error and their plies, and the
/// games (or files) with one.
#[derive(Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Totals {
    /// Games read without an error.
    pub games: u64,
    /// Their moves, in plies.
    pub moves: u64,
    /// Games with an error, and files that could not be read.
    pub errors: u64,
}

/// Where `crc pgn` writes: the error lines and the summary go to `messages`, warnings to
/// `warnings`; with `--write`, every good game goes to `pgn`.
pub struct Outputs<'a> {
    /// The error lines and the summary.
    pub messages: &'a mut dyn Write,
    /// The warnings: a comment cut at `Comment::MAX_BYTES`.
    pub warnings: &'a mut dyn Write,
    /// The good games as normalised PGN, when asked for.
    pub pgn: Option<&'a mut dyn Write>,
}

/// How often the progress bar's games-per-second figure is redrawn, in games: often
/// enough to move, rarely enough to cost nothing.
const PROGRESS_EVERY: u64 = 512;

/// Checks the games of each of `files` (`-` is standard input), writes the summary line
/// and returns the totals over all of them.
///
/// # Errors
/// Only when an output cannot be written; a file that cannot be read is one error line.
pub fn check_files(files: &[&OsStr], outputs: &mut Outputs<'_>) -> io::Result<Totals> {
    let mut totals = Totals::default();
    for &file in files {
        let name = if file == "-" {
            "-".into()
        } else {
            file.to_string_lossy()
        };
        let progress = progress_bar(file);
        let source: Result<Box<dyn Read>, io::Error> = if file == "-" {
            Ok(Box::new(io::stdin()))
        } else {
            open_pgn_file(file).map(|f| Box::new(f) as Box<dyn Read>)
        };
        match source {
            Ok(source) => {
                // Counted as the bytes pass, for the progress bar; the buffer round it is
                // the one the reader takes its bytes from.
                let counted = BufReader::with_capacity(1 << 16, progress.wrap_read(source));
                check_stream(&name, counted, &progress, outputs, &mut totals)?;
            }
            Err(error) => {
                writeln!(outputs.messages, "{name}: {error}")?;
                totals.errors += 1;
            }
        }
        progress.finish_and_clear();
    }
    writeln!(
        outputs.messages,
        "games: {}, moves: {}, errors: {}",
        totals.games, totals.moves, totals.errors
    )?;
    Ok(totals)
}

/// Checks the games of one input, named `name` in its error lines.
fn check_stream(
    name: &str,
    source: impl BufRead,
    progress: &ProgressBar,
    outputs: &mut Outputs<'_>,
    totals: &mut Totals,
) -> io::Result<()> {
    let mut read = 0u64;
    let mut reader = PgnReader::new(source);
    let mut checker = Warned::new(Checker::default());
    let mut builder = Warned::new(TreeBuilder::new());
    while let Some(game) = next_game(&mut reader, outputs, &mut checker, &mut builder)? {
        read += 1;
        match game {
            Ok((moves, cut)) => {
                totals.games += 1;
                totals.moves += moves;
                for line in cut {
                    writeln!(
                        outputs.warnings,
                        "{name}:{line}: game {read}: warning: a comment longer than {} bytes \
                         is cut there",
                        Comment::MAX_BYTES
                    )?;
                }
            }
            Err(error) => {
                totals.errors += 1;
                match &error.kind {
                    PgnErrorKind::Io { message, .. } => {
                        writeln!(outputs.messages, "{name}: {message}")?
                    }
                    kind => writeln!(
                        outputs.messages,
                        "{name}:{}: game {}: {kind}",
                        error.line, error.game
                    )?,
                }
            }
        }
        if read % PROGRESS_EVERY == 0 && !progress.is_hidden() {
            let per_second = read as f64 / progress.elapsed().as_secs_f64().max(1e-3);
            progress.set_message(format!("{read} games, {per_second:.0} games/s"));
        }
    }
    Ok(())
}

/// A game checked: its main line's plies, and the lines of its cut comments.
type Checked = (u64, Vec<usize>);

/// Reads the next game with every variation checked: without `--write` through
/// [`Checker`], building no `Game`; with it through a [`TreeBuilder`], and writes the game
/// with every comment, NAG and variation. Its main line's plies, and the lines of its cut
/// comments.
///
/// # Errors
/// Only when the game cannot be written.
fn next_game<R: PgnSource>(
    reader: &mut PgnReader<R>,
    outputs: &mut Outputs<'_>,
    checker: &mut Warned<Checker>,
    builder: &mut Warned<TreeBuilder>,
) -> io::Result<Option<Result<Checked, PgnError>>> {
    let Some(pgn) = outputs.pgn.as_mut() else {
        return Ok(reader.read_game(checker));
    };
    Ok(match reader.read_game(builder) {
        Some(Ok((tree, cut))) => {
            writeln!(pgn, "{}", tree.to_pgn())?;
            Some(Ok((tree.game().move_count() as u64, cut)))
        }
        Some(Err(error)) => Some(Err(error)),
        None => None,
    })
}

/// `crc pgn`'s visitor: enters every variation (the reader checks its moves) and counts the
/// main line's plies.
#[derive(Default)]
struct Checker {
    depth: usize,
    plies: u64,
}

impl Visitor for Checker {
    type Output = u64;

    fn begin_game(&mut self) {
        *self = Checker::default();
    }

    fn san(&mut self, _played: &PlayedMove<'_>) {
        self.plies += u64::from(self.depth == 0);
    }

    fn begin_variation(&mut self) -> Variation {
        self.depth += 1;
        Variation::Enter
    }

    fn end_variation(&mut self) {
        self.depth -= 1;
    }

    fn end_game(&mut self) -> u64 {
        self.plies
    }
}

/// The progress bar of one input, on standard error when it is a terminal, else hidden: the
/// bytes read (of the file's size, when it has one) and the games per second.
fn progress_bar(file: &OsStr) -> ProgressBar {
    if !io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let size = (file != "-")
        .then(|| std::fs::metadata(file).ok())
        .flatten()
        .filter(|m| m.is_file())
        .map(|m| m.len());
    let template = match size {
        Some(_) => "{prefix} [{bar:30}] {bytes}/{total_bytes} {msg}",
        None => "{prefix} {spinner} {bytes} {msg}",
    };
    let bar = ProgressBar::with_draw_target(size, indicatif::ProgressDrawTarget::stderr());
    if let Ok(style) = ProgressStyle::with_template(template) {
        bar.set_style(style.progress_chars("=> "));
    }
    bar.set_prefix(file.to_string_lossy().into_owned());
    bar.enable_steady_tick(Duration::from_millis(200));
    bar
}

/// `inner`, and the lines of the comments it was given cut at `Comment::MAX_BYTES`, which
/// `crc pgn` warns of.
struct Warned<V> {
    inner: V,
    cut: Vec<usize>,
}

impl<V> Warned<V> {
    fn new(inner: V) -> Warned<V> {
        Warned {
            inner,
            cut: Vec::new(),
        }
    }
}

impl<V: Visitor> Visitor for Warned<V> {
    type Output = (V::Output, Vec<usize>);

    fn begin_game(&mut self) {
        self.cut.clear();
        self.inner.begin_game();
    }

    fn tag(&mut self, name: &str, value: &str) {
        self.inner.tag(name, value);
    }

    fn begin_movetext(&mut self, start: &Position) {
        self.inner.begin_movetext(start);
    }

    fn san(&mut self, played: &PlayedMove<'_>) {
        self.inner.san(played);
    }

    fn nag(&mut self, nag: u8) {
        self.inner.nag(nag);
    }

    fn comment(&mut self, comment: &Comment<'_>) {
        if comment.is_truncated() {
            self.cut.push(comment.line());
        }
        self.inner.comment(comment);
    }

    fn begin_variation(&mut self) -> Variation {
        self.inner.begin_variation()
    }

    fn end_variation(&mut self) {
        self.inner.end_variation();
    }

    fn result(&mut self, result: &str) {
        self.inner.result(result);
    }

    fn end_game(&mut self) -> Self::Output {
        (self.inner.end_game(), std::mem::take(&mut self.cut))
    }
}
