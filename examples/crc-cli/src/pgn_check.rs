//! `crc pgn`: every game of PGN files checked, one line per bad game, and with `--write`
//! the good ones written back as normalised PGN.

use std::ffi::OsStr;
use std::io::{self, BufRead, BufReader, IsTerminal, Read, Write};
use std::time::Duration;

use crc_rules_game::{open_pgn_file, PgnErrorKind, PgnReader};
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

/// Where `crc pgn` writes: the error lines and the summary go to `messages`; with
/// `--write`, every good game goes to `pgn`.
pub struct Outputs<'a> {
    /// The error lines and the summary.
    pub messages: &'a mut dyn Write,
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
    for game in PgnReader::new(source) {
        read += 1;
        match game {
            Ok(game) => {
                totals.games += 1;
                totals.moves += game.move_count() as u64;
                if let Some(pgn) = outputs.pgn.as_mut() {
                    writeln!(pgn, "{}", game.to_pgn())?;
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
