//! `PerftTable`: a perft transposition table that a process keeps from count to count, as a
//! worker of `crc_rules.cluster` does for every unit of work it counts.

use crc_rules_core::ErrorKind;
use crc_rules_movegen::PerftTable;
use pyo3::exceptions::PyMemoryError;
use pyo3::prelude::*;

use crate::errors;

/// A perft transposition table of ``hash_mb`` MiB, for ``Position.perft(depth, table)``:
/// kept from count to count, so that a subtree met again is looked up, not counted.
#[pyclass(module = "crc_rules", name = "PerftTable", frozen)]
pub struct PyPerftTable(pub(crate) PerftTable);

#[pymethods]
impl PyPerftTable {
    #[new]
    fn new(hash_mb: i64) -> PyResult<PyPerftTable> {
        let megabytes = usize::try_from(hash_mb)
            .ok()
            .filter(|&mb| mb >= 1)
            .ok_or_else(|| {
                errors::raise(
                    ErrorKind::InvalidArgument,
                    format!("a perft table needs at least 1 MiB, not {hash_mb}"),
                )
            })?;
        PerftTable::new(megabytes).map(PyPerftTable).map_err(|_| {
            PyMemoryError::new_err(format!("no memory for a perft table of {hash_mb} MiB"))
        })
    }

    /// The table's size in bytes (a power of two number of entries, within ``hash_mb``).
    #[getter]
    fn bytes(&self) -> usize {
        self.0.bytes()
    }

    fn __repr__(&self) -> String {
        format!("PerftTable(bytes={})", self.0.bytes())
    }
}
