//! `PgnGames`: the games of a PGN text, file or stream, one by one, as
//! `crc_rules.read_pgn`, `read_games` and `read_game` give them.

use std::io::{self, BufRead, BufReader, Read};
use std::sync::{Arc, Mutex, PoisonError};

use crc_rules_game::{open_pgn_file, PgnError, PgnErrorKind, PgnReader, TreeBuilder};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyIterator, PyString};

use crate::errors;
use crate::game::PyGame;
use crate::pgn_tree::PyGameTree;

/// The exception a Python chunk iterator raised, kept for `__next__` to raise again: the
/// reader underneath sees it as an input error, which ends its games.
type Raised = Arc<Mutex<Option<PyErr>>>;

/// A Python iterator of text or bytes (a file's chunks, or lines) as bytes to read.
struct PythonChunks {
    chunks: Py<PyIterator>,
    chunk: Vec<u8>,
    /// How much of `chunk` has been read.
    at: usize,
    raised: Raised,
}

impl PythonChunks {
    /// The next non-empty chunk into `self.chunk`; `false` at the end.
    fn next_chunk(&mut self) -> io::Result<bool> {
        Python::attach(|py| loop {
            let next = self.chunks.bind(py).clone().next();
            let chunk = match next {
                None => return Ok(false),
                Some(Err(error)) => return Err(self.keep(error)),
                Some(Ok(chunk)) => chunk,
            };
            self.chunk.clear();
            self.at = 0;
            if let Ok(text) = chunk.cast::<PyString>() {
                self.chunk.extend_from_slice(text.to_cow()?.as_bytes());
            } else if let Ok(bytes) = chunk.cast::<PyBytes>() {
                self.chunk.extend_from_slice(bytes.as_bytes());
            } else {
                let name = chunk.get_type().name()?;
                let message = format!("a PGN source gives str or bytes, not {name}");
                return Err(self.keep(PyTypeError::new_err(message)));
            }
            if !self.chunk.is_empty() {
                return Ok(true);
            }
        })
    }

    /// Keeps `error` for `__next__`, and gives the reader an input error in its place.
    fn keep(&self, error: PyErr) -> io::Error {
        let message = error.to_string();
        *self.raised.lock().unwrap_or_else(PoisonError::into_inner) = Some(error);
        io::Error::other(message)
    }
}

impl Read for PythonChunks {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        if self.at == self.chunk.len() && !self.next_chunk()? {
            return Ok(0);
        }
        let len = buffer.len().min(self.chunk.len() - self.at);
        buffer[..len].copy_from_slice(&self.chunk[self.at..self.at + len]);
        self.at += len;
        Ok(len)
    }
}

/// What a [`PyPgnGames`] does with a game that cannot be read.
#[derive(Clone, Copy, PartialEq, Eq)]
enum OnError {
    /// Raise `InvalidPgnError`; the next `next()` goes on with the following game.
    Raise,
    /// Skip it, and count it in `errors`.
    Skip,
}

impl OnError {
    fn of(errors: &str) -> PyResult<OnError> {
        match errors {
            "strict" => Ok(OnError::Raise),
            "skip" => Ok(OnError::Skip),
            _ => Err(PyValueError::new_err(format!(
                "errors is \"strict\" or \"skip\", not {errors:?}"
            ))),
        }
    }
}

/// The games of a PGN text, file or stream, one by one (``crc_rules.read_pgn``). A game
/// that cannot be read raises InvalidPgnError with its ``game`` (from 1) and ``line``, and
/// calling ``next()`` again goes on with the following game; with ``errors="skip"`` such a
/// game is skipped and counted in ``errors``. An input that cannot be read raises OSError
/// (or the exception the Python source raised), and the games end there.
#[pyclass(module = "crc_rules", name = "PgnGames")]
pub(crate) struct PyPgnGames {
    reader: PgnReader<Box<dyn BufRead + Send + Sync>>,
    on_error: OnError,
    skipped: usize,
    raised: Raised,
}

impl PyPgnGames {
    fn reading(
        source: Box<dyn BufRead + Send + Sync>,
        on_error: OnError,
        raised: Raised,
    ) -> PyPgnGames {
        PyPgnGames {
            reader: PgnReader::new(source),
            on_error,
            skipped: 0,
            raised,
        }
    }

    /// `error` as its exception: InvalidPgnError with ``game`` and ``line``, an input error
    /// as OSError, or the exception that the Python source raised.
    fn exception(&self, error: PgnError) -> PyErr {
        if matches!(error.kind, PgnErrorKind::Io { .. }) {
            let raised = self
                .raised
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .take();
            if let Some(raised) = raised {
                return raised;
            }
        }
        errors::pgn_error(error)
    }
}

#[pymethods]
impl PyPgnGames {
    /// A reader over the games of the PGN ``text``.
    #[new]
    #[pyo3(signature = (text, *, errors = "strict"))]
    fn new(text: String, errors: &str) -> PyResult<PyPgnGames> {
        let on_error = OnError::of(errors)?;
        let source = Box::new(io::Cursor::new(text.into_bytes()));
        Ok(PyPgnGames::reading(source, on_error, Raised::default()))
    }

    /// A reader over the PGN file at ``path``, read as it goes (OSError when it cannot be
    /// opened, IsADirectoryError for a directory).
    #[staticmethod]
    #[pyo3(signature = (path, *, errors = "strict"))]
    fn _open(path: &Bound<'_, PyAny>, errors: &str) -> PyResult<PyPgnGames> {
        let on_error = OnError::of(errors)?;
        let name: std::path::PathBuf = path.extract()?;
        let file = open_pgn_file(&name).map_err(|error| os_error(error, path))?;
        Ok(PyPgnGames::reading(
            Box::new(file),
            on_error,
            Raised::default(),
        ))
    }

    /// A reader over ``chunks``, an iterator of ``str`` or ``bytes`` (a file's chunks, or
    /// lines), read as the games are asked for.
    #[staticmethod]
    #[pyo3(signature = (chunks, *, errors = "strict"))]
    fn _stream(chunks: &Bound<'_, PyAny>, errors: &str) -> PyResult<PyPgnGames> {
        let on_error = OnError::of(errors)?;
        let raised = Raised::default();
        let chunks = PythonChunks {
            chunks: chunks.try_iter()?.unbind(),
            chunk: Vec::new(),
            at: 0,
            raised: raised.clone(),
        };
        let source = Box::new(BufReader::with_capacity(1 << 16, chunks));
        Ok(PyPgnGames::reading(source, on_error, raised))
    }

    /// How many games were skipped (``errors="skip"``).
    #[getter]
    fn errors(&self) -> usize {
        self.skipped
    }

    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&mut self, py: Python<'_>) -> PyResult<Option<PyGame>> {
        let game = self.next_read(py, |reader| reader.next())?;
        Ok(game.map(PyGame::new_from))
    }

    /// The next game read whole, as a tree (``crc_rules.pgn.read_game``), or None after the
    /// last; errors as ``next()``.
    fn _next_tree(&mut self, py: Python<'_>) -> PyResult<Option<PyGameTree>> {
        let tree = self.next_read(py, |reader| reader.read_game(&mut TreeBuilder::new()))?;
        Ok(tree.map(PyGameTree))
    }
}

impl PyPgnGames {
    /// The next game `read` reads, or None after the last: a bad game raises (or, skipped,
    /// is counted and the next one read).
    fn next_read<T: Send>(
        &mut self,
        py: Python<'_>,
        read: impl Fn(&mut PgnReader<Box<dyn BufRead + Send + Sync>>) -> Option<Result<T, PgnError>>
            + Sync,
    ) -> PyResult<Option<T>> {
        loop {
            // Without the GIL: a file reads and plays while other threads run; a Python
            // source takes it back for each chunk.
            let reader = &mut self.reader;
            let next = py.detach(|| read(reader));
            match next {
                None => return Ok(None),
                Some(Ok(game)) => return Ok(Some(game)),
                Some(Err(error)) => {
                    let is_io = matches!(error.kind, PgnErrorKind::Io { .. });
                    if self.on_error == OnError::Skip && !is_io {
                        self.skipped += 1;
                        continue;
                    }
                    return Err(self.exception(error));
                }
            }
        }
    }
}

/// The OSError of `error` as Python's `open` raises it: its subclass (FileNotFoundError,
/// IsADirectoryError, …) with ``errno``, ``strerror`` and ``filename``.
fn os_error(error: io::Error, path: &Bound<'_, PyAny>) -> PyErr {
    let py = path.py();
    let class = PyErr::from(io::Error::from(error.kind())).get_type(py);
    {
        let raised = match error.raw_os_error() {
            Some(errno) => py
                .import("os")
                .and_then(|os| os.getattr("strerror")?.call1((errno,)))
                .and_then(|reason| class.call1((errno, reason, path))),
            None => class.call1((error.to_string(),)),
        };
        match raised {
            Ok(exception) => PyErr::from_value(exception),
            Err(failure) => failure,
        }
    }
}
