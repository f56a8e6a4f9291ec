//! `--resume FILE`: a long perft or divide that is stopped resumes where it was, because
//! each root move's count is appended to a file as soon as it is known.
//!
//! The file starts with one line naming the count, `# crc perft resume: depth D fen FEN`,
//! followed by one line per counted root move, `MOVE NODES SECONDS` (the move in coordinates,
//! its leaf count, and the seconds the counting had taken when it finished, over all
//! sessions). A new session counts only the root moves the file lacks; its time continues
//! from the file's last. Time a session spent on moves it did not finish is not kept.

use std::collections::BTreeMap;
use std::fs::{File, OpenOptions};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Instant;

use crc_rules_movegen::{Move, Position};

/// The counts a file holds and the file, open for appending the next ones.
pub(crate) struct Resume {
    path: PathBuf,
    /// Root move (coordinates) → leaf count, from earlier sessions.
    counted: BTreeMap<String, u64>,
    /// The seconds the earlier sessions' counted moves took.
    earlier_seconds: f64,
    started: Instant,
    file: Mutex<File>,
}

impl Resume {
    /// Opens `path` for a count of `depth` plies below `position`: reads the counts it holds,
    /// or starts it with its header line when it does not exist. Fails, changing nothing,
    /// when the file holds another count or a line it cannot have written.
    pub(crate) fn open(path: &Path, position: &Position, depth: u32) -> Result<Resume, String> {
        let header = format!(
            "# crc perft resume: depth {depth} fen {}",
            position.to_fen()
        );
        let shown = path.display();
        let legal: Vec<String> = position.legal_moves().iter().map(|m| m.to_uci()).collect();
        let mut counted = BTreeMap::new();
        let mut earlier_seconds = 0.0f64;
        let exists = path.exists();
        if exists {
            let file = File::open(path).map_err(|e| format!("{shown}: {e}"))?;
            let mut lines = BufReader::new(file).lines();
            let first = lines
                .next()
                .transpose()
                .map_err(|e| format!("{shown}: {e}"))?;
            if first.as_deref() != Some(header.as_str()) {
                return Err(format!(
                    "{shown} holds another count ({}); this one is '{header}'",
                    first.map_or("it is empty".to_owned(), |line| format!("'{line}'"))
                ));
            }
            for (number, line) in lines.enumerate() {
                let line = line.map_err(|e| format!("{shown}: {e}"))?;
                let fields: Vec<&str> = line.split_whitespace().collect();
                let bad = || {
                    format!(
                        "{shown}, line {}: '{line}' is no 'MOVE NODES SECONDS'",
                        number + 2
                    )
                };
                let [mv, nodes, seconds] = fields[..] else {
                    return Err(bad());
                };
                let nodes: u64 = nodes.parse().map_err(|_| bad())?;
                let seconds: f64 = seconds.parse().map_err(|_| bad())?;
                if !legal.iter().any(|m| m == mv) || !seconds.is_finite() || seconds < 0.0 {
                    return Err(bad());
                }
                if counted.insert(mv.to_owned(), nodes).is_some() {
                    return Err(format!("{shown}: the move {mv} is counted twice"));
                }
                earlier_seconds = earlier_seconds.max(seconds);
            }
        }
        let mut file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_err(|e| format!("{shown}: {e}"))?;
        if !exists {
            writeln!(file, "{header}").map_err(|e| format!("{shown}: {e}"))?;
        }
        Ok(Resume {
            path: path.to_owned(),
            counted,
            earlier_seconds,
            started: Instant::now(),
            file: Mutex::new(file),
        })
    }

    /// Whether an earlier session counted `mv`.
    pub(crate) fn is_counted(&self, mv: Move) -> bool {
        self.counted.contains_key(&mv.to_uci())
    }

    /// The earlier sessions' counts, by move.
    pub(crate) fn counted(&self) -> impl Iterator<Item = (&str, u64)> {
        self.counted.iter().map(|(mv, n)| (mv.as_str(), *n))
    }

    /// The seconds spent on counted moves, this session's included.
    pub(crate) fn seconds(&self) -> f64 {
        self.earlier_seconds + self.started.elapsed().as_secs_f64()
    }

    /// Appends the count of `mv` at once (a failed write is reported on stderr: the count
    /// itself goes on, and a later session counts that move again).
    pub(crate) fn record(&self, mv: Move, nodes: u64) {
        let seconds = self.seconds();
        let Ok(mut file) = self.file.lock() else {
            return;
        };
        let written =
            writeln!(file, "{} {nodes} {seconds:.3}", mv.to_uci()).and_then(|()| file.flush());
        if let Err(e) = written {
            eprintln!("crc: {}: {e}", self.path.display());
        }
    }
}
