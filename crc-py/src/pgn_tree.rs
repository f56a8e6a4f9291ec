//! Game trees for `crc_rules.pgn` (python-chess's `chess.pgn`): `_GameTree`, a read-only
//! handle on a Rust `GameTree` whose nodes `crc_rules/pgn.py` wraps as `Game` and
//! `ChildNode`. Every answer is the Rust tree's: the door only hands it over.

use crc_rules_game::{Eval, GameTree, NodeId, TreeNode};
use pyo3::exceptions::PyIndexError;
use pyo3::prelude::*;

use crate::game::PyGame;
use crate::moves::PyMove;

/// A game read whole from PGN: its main line and the tree of its moves, comments, NAGs and
/// variations. Its nodes are numbered from 0, the root.
#[pyclass(module = "crc_rules", name = "_GameTree", frozen)]
pub(crate) struct PyGameTree(pub(crate) GameTree);

impl PyGameTree {
    fn id(&self, index: usize) -> PyResult<NodeId> {
        self.0
            .node_id(index)
            .ok_or_else(|| PyIndexError::new_err(format!("no node {index}")))
    }

    fn node_at(&self, index: usize) -> PyResult<&TreeNode> {
        let id = self.id(index)?;
        self.0
            .node(id)
            .ok_or_else(|| PyIndexError::new_err(format!("no node {index}")))
    }
}

#[pymethods]
impl PyGameTree {
    /// How many nodes, the root included.
    fn __len__(&self) -> usize {
        self.0.len()
    }

    /// The main line as a ``crc_rules.Game``: its headers, moves and outcome.
    fn game(&self) -> PyGame {
        PyGame::new_from(self.0.game().clone())
    }

    /// Node ``index``: ``(parent, move, san, comments, starting_comments, nags, variations,
    /// truncated)``, ``parent`` and ``variations`` as node numbers (``parent`` None and
    /// ``move`` None at the root).
    #[allow(clippy::type_complexity)]
    fn node(
        &self,
        index: usize,
    ) -> PyResult<(
        Option<usize>,
        Option<PyMove>,
        String,
        Vec<String>,
        Vec<String>,
        Vec<u8>,
        Vec<usize>,
        bool,
    )> {
        let node = self.node_at(index)?;
        Ok((
            node.parent().map(NodeId::index),
            node.mv().map(PyMove::of),
            node.san().to_owned(),
            node.comments().to_vec(),
            node.starting_comments().to_vec(),
            node.nags().to_vec(),
            node.variations().iter().map(|id| id.index()).collect(),
            node.is_truncated(),
        ))
    }

    /// Node ``index``'s clock in seconds (``[%clk]``), or None.
    fn clock(&self, index: usize) -> PyResult<Option<f64>> {
        Ok(self.node_at(index)?.clock())
    }

    /// Node ``index``'s evaluation (``[%eval]``) from White's view as ``(centipawns,
    /// mate)``, one of them None; None without one.
    fn eval(&self, index: usize) -> PyResult<Option<(Option<i32>, Option<i32>)>> {
        Ok(self.node_at(index)?.eval().map(|eval| match eval {
            Eval::Centipawns(cp) => (Some(cp), None),
            Eval::Mate(moves) => (None, Some(moves)),
        }))
    }

    /// The game at node ``index``: the moves to it played.
    fn game_at(&self, index: usize) -> PyResult<PyGame> {
        let game = self.0.game_at(self.id(index)?);
        game.map(PyGame::new_from)
            .ok_or_else(|| PyIndexError::new_err(format!("no node {index}")))
    }

    /// The game as PGN, every comment, NAG and variation written back.
    fn pgn(&self) -> String {
        self.0.to_pgn()
    }
}
