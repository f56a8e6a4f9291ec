//! Scharnagl's numbering of the 48,000 start arrangements, start FENs and rule sets.

use crc_rules_core::{number_from_seed, Arrangement, ErrorKind, RuleSet};
use pyo3::prelude::*;

use crate::errors;

/// The arrangement of a start number given as a Python integer, with a clear error outside
/// 1..48000.
pub(crate) fn arrangement_arg(number: i64) -> PyResult<Arrangement> {
    match u32::try_from(number) {
        Ok(n) => Arrangement::from_number(n).map_err(errors::error),
        Err(_) => Err(errors::raise(
            ErrorKind::InvalidNumber,
            format!("start number {number} is out of range: Scharnagl numbers run from 1 to 48000"),
        )),
    }
}

/// A start number from a Python integer, with a clear error outside 1..48000.
pub(crate) fn number_arg(number: i64) -> PyResult<u32> {
    arrangement_arg(number).map(|_| number as u32)
}

/// A named choice of start arrangements.
///
/// ============  ======================================================  =========
/// rule set      criteria on top of the basic ones                       positions
/// ============  ======================================================  =========
/// ``BASIC``     none                                                    48,000
/// ``PROTECTED`` every pawn protected                                    21,836
/// ``CRC``       pawns protected, bishops apart (today's rules, default) 12,130
/// ``CRC2006``   as CRC, and at least 3 files away from the Gothic array 12,118
/// ============  ======================================================  =========
#[pyclass(
    module = "crc_rules",
    name = "RuleSet",
    eq,
    eq_int,
    frozen,
    hash,
    from_py_object
)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum PyRuleSet {
    /// All 48,000 basic arrangements.
    #[pyo3(name = "BASIC")]
    Basic,
    /// Every pawn protected.
    #[pyo3(name = "PROTECTED")]
    Protected,
    /// Today's CRC rules: pawns protected and bishops apart.
    #[pyo3(name = "CRC")]
    Crc,
    /// Scharnagl's 2006 rules: as CRC, and at least 3 files away from the Gothic array.
    #[pyo3(name = "CRC2006")]
    Crc2006,
}

impl PyRuleSet {
    pub(crate) fn rules(self) -> RuleSet {
        match self {
            PyRuleSet::Basic => RuleSet::Basic,
            PyRuleSet::Protected => RuleSet::Protected,
            PyRuleSet::Crc => RuleSet::Crc,
            PyRuleSet::Crc2006 => RuleSet::Crc2006,
        }
    }

    fn of(rules: RuleSet) -> PyRuleSet {
        match rules {
            RuleSet::Basic => PyRuleSet::Basic,
            RuleSet::Protected => PyRuleSet::Protected,
            RuleSet::Crc => PyRuleSet::Crc,
            RuleSet::Crc2006 => PyRuleSet::Crc2006,
        }
    }
}

/// A rule set given as a `RuleSet` or by name (``"basic"``, ``"protected"``, ``"crc"``,
/// ``"crc2006"``).
#[derive(FromPyObject)]
pub(crate) enum RuleSetArg {
    Rules(PyRuleSet),
    Name(String),
}

impl RuleSetArg {
    pub(crate) fn rules(&self) -> PyResult<RuleSet> {
        match self {
            RuleSetArg::Rules(rules) => Ok(rules.rules()),
            RuleSetArg::Name(name) => name.parse().map_err(errors::error),
        }
    }
}

/// 64 bits from the operating system's random source, for draws without a seed.
fn os_seed(py: Python<'_>) -> PyResult<u64> {
    let bytes: Vec<u8> = py.import("os")?.call_method1("urandom", (8,))?.extract()?;
    let array: [u8; 8] = bytes.try_into().expect("os.urandom(8) gives 8 bytes");
    Ok(u64::from_le_bytes(array))
}

/// The number of `rules` drawn with `seed` (the same on every platform and at every door:
/// `crc_rules_core::number_from_seed`), or without one with 64 bits from the operating
/// system as the seed.
pub(crate) fn seeded_number(py: Python<'_>, seed: Option<u64>, rules: RuleSet) -> PyResult<u32> {
    let seed = match seed {
        Some(seed) => seed,
        None => os_seed(py)?,
    };
    Ok(number_from_seed(seed, rules))
}

#[pymethods]
impl PyRuleSet {
    /// The rule set named ``name``: ``"basic"``, ``"protected"``, ``"crc"`` or ``"crc2006"``.
    #[staticmethod]
    fn from_name(name: &str) -> PyResult<PyRuleSet> {
        name.parse().map(PyRuleSet::of).map_err(errors::error)
    }

    /// The name used in text: ``"basic"``, ``"protected"``, ``"crc"``, ``"crc2006"``.
    #[getter]
    fn name(&self) -> &'static str {
        self.rules().name()
    }

    /// How many arrangements the rule set allows.
    fn count(&self) -> usize {
        self.rules().count()
    }

    /// Whether the rule set allows Scharnagl number ``number`` (False outside 1..48000).
    fn contains(&self, number: i64) -> bool {
        u32::try_from(number).is_ok_and(|n| self.rules().contains(n))
    }

    /// A number of the rule set drawn uniformly: with ``seed`` the same number on every
    /// platform and at every door, without one from the OS's randomness.
    #[pyo3(signature = (seed = None))]
    fn random(&self, py: Python<'_>, seed: Option<u64>) -> PyResult<u32> {
        seeded_number(py, seed, self.rules())
    }

    /// Every number of the rule set, ascending.
    fn numbers(&self) -> Vec<u32> {
        self.rules().numbers().collect()
    }

    fn __len__(&self) -> usize {
        self.count()
    }

    fn __contains__(&self, number: &Bound<'_, PyAny>) -> bool {
        number.extract::<i64>().is_ok_and(|n| self.contains(n))
    }

    fn __str__(&self) -> &'static str {
        self.name()
    }
}

/// The back rank of Scharnagl number ``number`` (1..48000), White's pieces from a to j,
/// such as ``"RNBQCKABNR"`` for 25933 (the Gothic array).
#[pyfunction]
pub(crate) fn arrangement(number: i64) -> PyResult<String> {
    Ok(arrangement_arg(number)?.to_string())
}

/// The Scharnagl number of a back rank such as ``"RNBQCKABNR"`` (upper or lower case).
#[pyfunction]
pub(crate) fn number(arrangement: &str) -> PyResult<u32> {
    arrangement
        .to_ascii_uppercase()
        .parse::<Arrangement>()
        .map(|a| a.number())
        .map_err(errors::error)
}

/// The X-FEN of the start position of Scharnagl number ``number`` (1..48000).
#[pyfunction]
pub(crate) fn start_fen(number: i64) -> PyResult<String> {
    Ok(arrangement_arg(number)?.to_setup().to_fen())
}

/// The rule sets that allow Scharnagl number ``number``, widest first.
#[pyfunction]
pub(crate) fn rule_sets(number: i64) -> PyResult<Vec<PyRuleSet>> {
    let number = number_arg(number)?;
    Ok(RuleSet::ALL
        .into_iter()
        .filter(|r| r.contains(number))
        .map(PyRuleSet::of)
        .collect())
}
