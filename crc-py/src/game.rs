//! The mutable `Game`: moves in coordinates or SAN, undo, the outcome with its reason, draw
//! claims, resignation and agreement, and PGN.

use crc_rules_game::{parse_san, GameResult, NothingToUndo, Outcome, PlayError, Reason};
use crc_rules_movegen::{Move, Position};
use pyo3::prelude::*;

use crate::errors;
use crate::legal_moves::PyLegalMoveGenerator;
use crate::moves::{moves_to_py, resolve, MoveArg, PyMove};
use crate::numbering::{seeded_number, RuleSetArg};
use crate::position::PyPosition;
use crate::vocabulary::{color_of, is_white};

/// Why a game ended (python-chess's names where the concept is the same), numbered from 1 in
/// the order of the Rust ``Reason``: ``int(Termination.X)`` is C's ``CRC_REASON_X``.
#[pyclass(module = "crc_rules", name = "Termination", eq, eq_int, frozen, hash)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum PyTermination {
    /// The side to move is checkmated.
    #[pyo3(name = "CHECKMATE")]
    Checkmate = 1,
    /// The side to move has no legal move and is not in check.
    #[pyo3(name = "STALEMATE")]
    Stalemate = 2,
    /// Neither side can win any more.
    #[pyo3(name = "INSUFFICIENT_MATERIAL")]
    InsufficientMaterial = 3,
    /// The same position for the fifth time: drawn automatically.
    #[pyo3(name = "FIVEFOLD_REPETITION")]
    FivefoldRepetition = 4,
    /// 150 half-moves without capture or pawn move: drawn automatically.
    #[pyo3(name = "SEVENTYFIVE_MOVES")]
    SeventyFiveMoves = 5,
    /// A draw claimed when the same position appeared a third time.
    #[pyo3(name = "THREEFOLD_REPETITION")]
    ThreefoldRepetition = 6,
    /// A draw claimed after 100 half-moves without capture or pawn move.
    #[pyo3(name = "FIFTY_MOVES")]
    FiftyMoves = 7,
    /// A player resigned.
    #[pyo3(name = "RESIGNATION")]
    Resignation = 8,
    /// The players agreed to a draw.
    #[pyo3(name = "AGREEMENT")]
    Agreement = 9,
    /// A player lost on time (from a PGN ``Termination`` tag).
    #[pyo3(name = "TIME_FORFEIT")]
    TimeForfeit = 10,
    /// A player forfeited by an illegal move (from a PGN ``Termination`` tag).
    #[pyo3(name = "ILLEGAL_MOVE")]
    IllegalMove = 11,
    /// A player left: a disconnection or a stalled connection (from a PGN ``Termination``
    /// tag).
    #[pyo3(name = "ABANDONMENT")]
    Abandonment = 12,
    /// A tournament manager or an arbiter decided (from a PGN ``Termination`` tag).
    #[pyo3(name = "ADJUDICATION")]
    Adjudication = 13,
    /// A player broke a rule of the event (from a PGN ``Termination`` tag).
    #[pyo3(name = "RULES_INFRACTION")]
    RulesInfraction = 14,
}

impl PyTermination {
    fn of(reason: Reason) -> PyTermination {
        match reason {
            Reason::Checkmate => PyTermination::Checkmate,
            Reason::Stalemate => PyTermination::Stalemate,
            Reason::InsufficientMaterial => PyTermination::InsufficientMaterial,
            Reason::FivefoldRepetition => PyTermination::FivefoldRepetition,
            Reason::SeventyFiveMoveRule => PyTermination::SeventyFiveMoves,
            Reason::ThreefoldRepetition => PyTermination::ThreefoldRepetition,
            Reason::FiftyMoveRule => PyTermination::FiftyMoves,
            Reason::Resignation => PyTermination::Resignation,
            Reason::Agreement => PyTermination::Agreement,
            Reason::TimeForfeit => PyTermination::TimeForfeit,
            Reason::IllegalMove => PyTermination::IllegalMove,
            Reason::Abandonment => PyTermination::Abandonment,
            Reason::Adjudication => PyTermination::Adjudication,
            Reason::RulesInfraction => PyTermination::RulesInfraction,
        }
    }
}

/// How a game ended: ``termination`` (the reason), ``winner`` (True White, False Black, None
/// for a draw) and ``result()`` (``"1-0"``, ``"0-1"``, ``"1/2-1/2"``), as in python-chess.
#[pyclass(module = "crc_rules", name = "Outcome", frozen, eq, hash)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct PyOutcome(Outcome);

#[pymethods]
impl PyOutcome {
    /// Why the game ended.
    #[getter]
    fn termination(&self) -> PyTermination {
        PyTermination::of(self.0.reason)
    }

    /// True when White won, False when Black won, None for a draw.
    #[getter]
    fn winner(&self) -> Option<bool> {
        match self.0.result {
            GameResult::WhiteWins => Some(true),
            GameResult::BlackWins => Some(false),
            GameResult::Draw => None,
        }
    }

    /// The reason in words: ``"checkmate"``, ``"fifty-move rule"``, ….
    #[getter]
    fn reason(&self) -> &'static str {
        self.0.reason.name()
    }

    /// The PGN result: ``"1-0"``, ``"0-1"`` or ``"1/2-1/2"``.
    fn result(&self) -> &'static str {
        self.0.result.pgn()
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!(
            "<Outcome {} {}>",
            PyTermination::of(self.0.reason).python_name(),
            self.0.result.pgn()
        )
    }
}

impl PyTermination {
    fn python_name(self) -> &'static str {
        match self {
            PyTermination::Checkmate => "CHECKMATE",
            PyTermination::Stalemate => "STALEMATE",
            PyTermination::InsufficientMaterial => "INSUFFICIENT_MATERIAL",
            PyTermination::FivefoldRepetition => "FIVEFOLD_REPETITION",
            PyTermination::SeventyFiveMoves => "SEVENTYFIVE_MOVES",
            PyTermination::ThreefoldRepetition => "THREEFOLD_REPETITION",
            PyTermination::FiftyMoves => "FIFTY_MOVES",
            PyTermination::Resignation => "RESIGNATION",
            PyTermination::Agreement => "AGREEMENT",
            PyTermination::TimeForfeit => "TIME_FORFEIT",
            PyTermination::IllegalMove => "ILLEGAL_MOVE",
            PyTermination::Abandonment => "ABANDONMENT",
            PyTermination::Adjudication => "ADJUDICATION",
            PyTermination::RulesInfraction => "RULES_INFRACTION",
        }
    }
}

/// A start for `Game(start)`: a Scharnagl number, a FEN or a `Position`.
#[derive(FromPyObject)]
enum StartArg<'py> {
    Number(i64),
    Fen(String),
    Position(PyRef<'py, PyPosition>),
}

/// A game of CRC: the start position, the moves played, and the outcome.
///
/// Every method that changes the game checks first and raises without changing anything.
#[pyclass(module = "crc_rules", name = "Game")]
#[derive(Clone)]
pub(crate) struct PyGame {
    game: crc_rules_game::Game,
}

impl PyGame {
    pub(crate) fn new_from(game: crc_rules_game::Game) -> PyGame {
        PyGame { game }
    }

    pub(crate) fn position(&self) -> &Position {
        self.game.position()
    }

    fn current(&self) -> PyPosition {
        PyPosition(*self.game.position())
    }

    /// Plays the move `parse` finds in the current position; GameOverError first once the
    /// game has ended, whatever the move.
    fn play_parsed(
        &mut self,
        parse: impl FnOnce(&Position) -> PyResult<Move>,
    ) -> PyResult<(PyMove, String)> {
        if let Some(outcome) = self.game.outcome() {
            return Err(errors::error(PlayError::GameOver(outcome)));
        }
        let mv = parse(self.position())?;
        let san = self.game.play(mv).map_err(errors::error)?;
        Ok((PyMove::of(mv), san))
    }

    fn play_move(&mut self, arg: &MoveArg<'_>) -> PyResult<(PyMove, String)> {
        self.play_parsed(|position| resolve(position, arg))
    }
}

#[pymethods]
impl PyGame {
    /// A game from ``start``: a Scharnagl number (1..48000), an X-FEN or a Position.
    #[new]
    fn new(start: StartArg<'_>) -> PyResult<PyGame> {
        match start {
            StartArg::Number(n) => PyGame::from_number(n),
            StartArg::Fen(fen) => PyGame::from_fen(&fen),
            StartArg::Position(position) => Ok(PyGame::from_position(&position)),
        }
    }

    /// A game from the start position of Scharnagl number ``number`` (1..48000).
    #[staticmethod]
    fn from_number(number: i64) -> PyResult<PyGame> {
        let number = crate::numbering::number_arg(number)?;
        crc_rules_game::Game::from_number(number)
            .map(PyGame::new_from)
            .map_err(errors::error)
    }

    /// A game from a start position drawn uniformly from ``rules`` (a RuleSet or its name;
    /// default CRC): with ``seed`` the same position on every platform (and the same as
    /// the Rust crates' ``Game::from_seed``), without one from the OS's randomness.
    #[staticmethod]
    #[pyo3(signature = (seed = None, rules = None))]
    fn random(py: Python<'_>, seed: Option<u64>, rules: Option<RuleSetArg>) -> PyResult<PyGame> {
        let rules = match rules {
            Some(rules) => rules.rules()?,
            None => crc_rules_core::RuleSet::Crc,
        };
        PyGame::from_number(i64::from(seeded_number(py, seed, rules)?))
    }

    /// A game from the start position drawn with ``seed`` from ``rules`` (default CRC); the
    /// same as ``Game.random(seed, rules)``.
    #[staticmethod]
    #[pyo3(signature = (seed, rules = None))]
    fn from_seed(py: Python<'_>, seed: u64, rules: Option<RuleSetArg>) -> PyResult<PyGame> {
        PyGame::random(py, Some(seed), rules)
    }

    /// A game from an X-FEN or Shredder-FEN (validated: InvalidFenError with every reason).
    #[staticmethod]
    fn from_fen(fen: &str) -> PyResult<PyGame> {
        crc_rules_game::Game::from_fen(fen)
            .map(PyGame::new_from)
            .map_err(errors::error)
    }

    /// A game from a Position.
    #[staticmethod]
    fn from_position(position: &PyPosition) -> PyGame {
        PyGame::new_from(crc_rules_game::Game::from_position(position.0))
    }

    /// The one game of a PGN text (InvalidPgnError naming the line when the text holds no
    /// game, several games, or a game that cannot be read; see ``crc_rules.read_games``).
    #[staticmethod]
    fn from_pgn(pgn: &str) -> PyResult<PyGame> {
        crc_rules_game::from_pgn(pgn)
            .map(PyGame::new_from)
            .map_err(errors::pgn_error)
    }

    /// The start position.
    fn start(&self) -> PyPosition {
        PyPosition(*self.game.start())
    }

    /// The Scharnagl number of the start position when it is a start array (White to move,
    /// all castling rights, no move played), else None.
    #[getter]
    fn start_number(&self) -> Option<u32> {
        self.game.start_number()
    }

    /// The current position.
    #[pyo3(name = "position")]
    fn py_position(&self) -> PyPosition {
        self.current()
    }

    /// The X-FEN of the current position.
    fn fen(&self) -> String {
        self.game.fen()
    }

    /// The side to move: True for White, False for Black.
    #[getter]
    fn turn(&self) -> bool {
        is_white(self.game.turn())
    }

    /// The number of half-moves played.
    fn ply(&self) -> usize {
        self.game.move_count()
    }

    /// The legal moves of the current position, as python-chess's ``Board.legal_moves``: a
    /// ``LegalMoveGenerator`` to iterate, ask ``move in``, ``len()`` or ``bool()``, which
    /// holds this position (read the property again after a move). A finished game lists
    /// those of its position all the same (none after checkmate or stalemate):
    /// ``is_game_over`` says whether it is finished, and ``push`` then refuses them.
    #[getter]
    fn legal_moves(&self) -> PyLegalMoveGenerator {
        PyLegalMoveGenerator(*self.position())
    }

    /// The moves played, in order.
    #[getter]
    fn move_stack(&self) -> Vec<PyMove> {
        moves_to_py(self.game.move_stack())
    }

    /// The SAN of the moves played, in order.
    fn history(&self) -> Vec<String> {
        self.game.history()
    }

    /// The last move played (IndexError at the start, kind ``nothing_to_undo``).
    fn peek(&self) -> PyResult<PyMove> {
        self.game
            .last_move()
            .map(|(mv, _)| PyMove::of(mv))
            .ok_or_else(|| errors::error(NothingToUndo::Move))
    }

    /// Plays ``move`` (a Move, or text in any notation: ``e2e4``, ``f1j1``, ``O-O``,
    /// ``Nf3``, ``b8=C``) and returns its SAN.
    fn play(&mut self, r#move: MoveArg<'_>) -> PyResult<String> {
        Ok(self.play_move(&r#move)?.1)
    }

    /// Plays ``move`` (a Move, or text in any notation), as python-chess's ``Board.push``
    /// does, but only when it is legal.
    fn push(&mut self, r#move: MoveArg<'_>) -> PyResult<()> {
        self.play_move(&r#move).map(drop)
    }

    /// Plays the move SAN ``text`` names and returns it.
    fn push_san(&mut self, text: &str) -> PyResult<PyMove> {
        let parse = |position: &Position| parse_san(position, text.trim()).map_err(errors::error);
        Ok(self.play_parsed(parse)?.0)
    }

    /// Plays the move coordinate text names (``e2e4``, ``b7b8c``, castling as king takes
    /// rook ``f1j1``) and returns it. ``O-O`` is SAN, not coordinates: InvalidMoveError
    /// (``push_san`` and ``push`` play it).
    fn push_uci(&mut self, text: &str) -> PyResult<PyMove> {
        let parse = |position: &Position| position.parse_uci(text.trim()).map_err(errors::error);
        Ok(self.play_parsed(parse)?.0)
    }

    /// Takes back the last move and returns it, as python-chess does; a resignation,
    /// agreement or claimed draw recorded after it goes with it. IndexError at the start,
    /// where nothing changes: an end declared there stays (``reopen`` takes it back).
    fn pop(&mut self) -> PyResult<PyMove> {
        self.game.undo().map(PyMove::of).map_err(errors::error)
    }

    /// As ``pop``, but None at the start instead of IndexError.
    fn undo(&mut self) -> Option<PyMove> {
        self.game.undo().ok().map(PyMove::of)
    }

    /// The SAN of the legal ``move`` in the current position.
    fn san(&self, r#move: MoveArg<'_>) -> PyResult<String> {
        self.current().san(r#move)
    }

    /// The legal move that SAN ``text`` names in the current position.
    fn parse_san(&self, text: &str) -> PyResult<PyMove> {
        self.current().parse_san(text)
    }

    /// The legal move that coordinate text names in the current position (``e2e4``,
    /// ``f1j1``; ``O-O`` is SAN: InvalidMoveError, as ``Position.parse_uci``).
    fn parse_uci(&self, text: &str) -> PyResult<PyMove> {
        self.current().parse_uci(text)
    }

    /// The legal move that text in any notation names in the current position.
    fn parse_move(&self, text: &str) -> PyResult<PyMove> {
        self.current().parse_move(text)
    }

    /// The outcome if the game has ended (checkmate, stalemate, insufficient material,
    /// fivefold repetition, the 75-move rule, or a resignation, agreement or claimed draw),
    /// else None. With ``claim_draw=True`` also the draw the side to move could claim now
    /// (threefold repetition, fifty-move rule), without claiming it.
    #[pyo3(signature = (*, claim_draw = false))]
    fn outcome(&self, claim_draw: bool) -> Option<PyOutcome> {
        let claimable = || {
            self.game.can_claim_draw().map(|reason| Outcome {
                result: GameResult::Draw,
                reason,
            })
        };
        match self.game.outcome() {
            Some(outcome) => Some(PyOutcome(outcome)),
            None if claim_draw => claimable().map(PyOutcome),
            None => None,
        }
    }

    /// Whether the game has ended (or, with ``claim_draw=True``, a draw could be claimed).
    #[pyo3(signature = (*, claim_draw = false))]
    fn is_game_over(&self, claim_draw: bool) -> bool {
        self.outcome(claim_draw).is_some()
    }

    /// The PGN result: ``"1-0"``, ``"0-1"``, ``"1/2-1/2"``, or ``"*"`` while the game goes on.
    #[pyo3(signature = (*, claim_draw = false))]
    fn result(&self, claim_draw: bool) -> &'static str {
        self.outcome(claim_draw).map_or("*", |o| o.0.result.pgn())
    }

    /// Whether the side to move is in check.
    fn is_check(&self) -> bool {
        self.position().is_check()
    }

    /// Whether the side to move is checkmated.
    fn is_checkmate(&self) -> bool {
        self.game.is_checkmate()
    }

    /// Whether the side to move is stalemated.
    fn is_stalemate(&self) -> bool {
        self.game.is_stalemate()
    }

    /// Whether neither side can win any more.
    fn is_insufficient_material(&self) -> bool {
        self.game.is_insufficient_material()
    }

    /// Whether the current position has occurred five times (an automatic draw).
    fn is_fivefold_repetition(&self) -> bool {
        self.game.is_fivefold_repetition()
    }

    /// Whether 150 half-moves passed without capture or pawn move (an automatic draw).
    fn is_seventyfive_moves(&self) -> bool {
        self.game.is_seventyfive_moves()
    }

    /// Whether the current position has occurred at least ``count`` times.
    #[pyo3(signature = (count = 3))]
    fn is_repetition(&self, count: usize) -> bool {
        self.game.is_repetition(count)
    }

    /// How many times the current position has occurred (1 for a new position). Positions
    /// count as the same when placement, side to move, castling rights and the possibility
    /// of an en-passant capture are.
    fn repetition_count(&self) -> usize {
        self.game.repetition_count()
    }

    /// Whether the side to move can claim a draw now (threefold repetition or fifty-move
    /// rule) while the game goes on.
    fn can_claim_draw(&self) -> bool {
        self.game.can_claim_draw().is_some()
    }

    /// Whether the current position has occurred three times and the game goes on.
    fn can_claim_threefold_repetition(&self) -> bool {
        self.game.can_claim_threefold_repetition()
    }

    /// Whether the half-move clock has reached 100 and the game goes on.
    fn can_claim_fifty_moves(&self) -> bool {
        self.game.can_claim_fifty_moves()
    }

    /// Claims the draw the side to move can claim and ends the game with it; ClaimError
    /// when none can be claimed, GameOverError after the end.
    fn claim_draw(&mut self) -> PyResult<PyOutcome> {
        self.game.claim_draw().map(PyOutcome).map_err(errors::error)
    }

    /// Records that ``color`` (True White, False Black) resigned; GameOverError after the end.
    fn resign(&mut self, color: bool) -> PyResult<PyOutcome> {
        self.game
            .resign(color_of(color))
            .map(PyOutcome)
            .map_err(errors::error)
    }

    /// Records a draw by agreement; GameOverError after the end.
    fn agree_draw(&mut self) -> PyResult<PyOutcome> {
        self.game.agree_draw().map(PyOutcome).map_err(errors::error)
    }

    /// Takes back a resignation, agreement or claimed draw recorded on the current
    /// position, keeping the moves, and returns True; False, changing nothing, when none was
    /// declared (a checkmate or another end by the rules is not: ``pop`` takes back its move).
    /// A bool as ``undo``'s None: no end to take back is an answer, not an error.
    fn reopen(&mut self) -> bool {
        self.game.reopen().is_ok()
    }

    /// The game as PGN: the Seven Tag Roster (``?`` where unset, the result from the game),
    /// the game's other tags in their order, ``Variant``, ``SetUp``, ``FEN`` and the start
    /// number, then the SAN movetext with the reason of the end as a comment.
    fn to_pgn(&self) -> String {
        self.game.to_pgn()
    }

    /// The PGN tags of the game as a live mapping (python-chess's ``headers``): the Seven
    /// Tag Roster (``"?"`` where unset, ``Result`` from the game) and every other tag set or
    /// read from PGN, in order. Setting or deleting a tag changes the game; ``Result``,
    /// ``SetUp``, ``FEN`` and ``CRCStartNumber`` come from the game itself and cannot be set.
    #[getter]
    fn headers<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
        let py = slf.py();
        py.import("crc_rules._headers")?
            .getattr("Headers")?
            .call1((slf,))
    }

    /// The value of PGN tag ``name``, or None when it is not set (``Result`` and the other
    /// tags derived from the game are not tags of it: see ``result()``, ``start()``).
    fn tag(&self, name: &str) -> Option<String> {
        self.game.tag(name).map(str::to_owned)
    }

    /// Sets PGN tag ``name`` to ``value`` (in its place when set, else last).
    /// InvalidTagError for a name that is not a PGN symbol, a value with a line break or
    /// another control character, a tag derived from the game, or a Variant other than CRC.
    fn set_tag(&mut self, name: &str, value: &str) -> PyResult<()> {
        self.game.set_tag(name, value).map_err(errors::error)
    }

    /// Removes PGN tag ``name`` and returns its value, or None when it was not set.
    fn remove_tag(&mut self, name: &str) -> Option<String> {
        self.game.remove_tag(name)
    }

    /// The game's own PGN tags as ``(name, value)`` pairs, in order.
    fn tags(&self) -> Vec<(String, String)> {
        self.game
            .tags()
            .iter()
            .map(|(n, v)| (n.to_owned(), v.to_owned()))
            .collect()
    }

    /// An independent copy of the game.
    fn copy(&self) -> PyGame {
        self.clone()
    }

    fn __copy__(&self) -> PyGame {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyGame {
        self.clone()
    }

    /// The game as PGN (as python-chess prints a PGN game).
    fn __str__(&self) -> String {
        self.game.to_pgn()
    }

    /// The diagram Jupyter shows: the current position, 400 px, the last move highlighted
    /// and a king in check marked (``crc_rules.svg.board`` draws others).
    fn _repr_svg_(&self) -> String {
        let last = self.game.last_move().map(|(mv, _)| mv);
        crate::diagram::repr_svg(self.position(), last)
    }

    fn __repr__(&self) -> String {
        format!(
            "<Game '{}' after {} plies, {}>",
            self.game.fen(),
            self.game.move_count(),
            self.result(false)
        )
    }
}
