//! Calls about a variant this module does not play: handed to the Python module
//! `crc_rules._forwarding`, which passes them on to pyffish when pyffish is installed and
//! knows the variant, and raises ValueError otherwise. Telling the variants apart is all a
//! call about CRC pays for it: the functions ask [`super::variants::mode`] anyway.

use pyo3::prelude::*;
use pyo3::types::PyTuple;
use pyo3::BoundObject;

/// An answer to a pyffish call: this module's, or pyffish's for another variant.
pub(super) enum Answer<T> {
    /// This module's answer, for `capablanca` and `caparandom`.
    Ours(T),
    /// pyffish's answer, as it gave it.
    Pyffish(Py<PyAny>),
}

impl<'py, T> IntoPyObject<'py> for Answer<T>
where
    T: IntoPyObject<'py>,
{
    type Target = PyAny;
    type Output = Bound<'py, PyAny>;
    type Error = PyErr;

    fn into_pyobject(self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        match self {
            Answer::Ours(answer) => Ok(answer
                .into_pyobject(py)
                .map_err(Into::into)?
                .into_any()
                .into_bound()),
            Answer::Pyffish(answer) => Ok(answer.into_bound(py)),
        }
    }
}

/// pyffish's answer to `name(*args)`, a call about `variant`, which this module does not
/// play: `crc_rules._forwarding.forward` makes the call, or raises ValueError when pyffish
/// is not installed or does not know the variant either.
pub(super) fn forward<T, A>(name: &str, variant: &str, args: A) -> PyResult<Answer<T>>
where
    A: for<'py> IntoPyObject<'py, Target = PyTuple>,
{
    Python::attach(|py| {
        let forwarder = py.import("crc_rules._forwarding")?.getattr("forward")?;
        let answer = forwarder.call1((name, variant, args))?;
        Ok(Answer::Pyffish(answer.unbind()))
    })
}
