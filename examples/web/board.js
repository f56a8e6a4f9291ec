// The board page: a game of Capablanca Random Chess played with the mouse, on crc-rules.
// Every rule (legal targets, castling, promotion, SAN, the end of the game) comes from the
// library; this file only draws the board and turns clicks and drags into moves.
import { Game, RuleSet, init } from 'crc-rules';
import { init as initSvg, pieceSvg } from 'crc-rules/svg';

// Both WebAssembly modules load before the first call; in this module page each is found
// beside its package's glue (crc-wasm/pkg/).
await Promise.all([init(), initSvg()]);

const FILES = 'abcdefghij';
const $ = (id) => document.getElementById(id);

const state = {
  game: Game.fromNumber(25933),
  flipped: false,
  /** The square whose piece is picked up, and the squares it may be dropped on. */
  selected: null,
  /** The ply shown when a move of the list is clicked, or null for the current position. */
  viewing: null,
};

/** The squares in drawing order: rank 8 (rank 1 when flipped) first, file a (j) first. */
function squaresInOrder() {
  const squares = [];
  for (let row = 0; row < 8; row++) {
    for (let column = 0; column < 10; column++) {
      const file = state.flipped ? 9 - column : column;
      const rank = state.flipped ? row + 1 : 8 - row;
      squares.push(FILES[file] + rank);
    }
  }
  return squares;
}

/** The position shown: the game's, or the one after the move of the list clicked. */
function shownBoard() {
  if (state.viewing === null) return state.game.board().flat().filter(Boolean);
  const fen = state.game.history({ verbose: true })[state.viewing].after;
  const position = new Game(fen);
  const pieces = position.board().flat().filter(Boolean);
  position.free();
  return pieces;
}

function render() {
  const board = $('board');
  const pieces = new Map(shownBoard().map((p) => [p.square, p]));
  const history = state.game.history({ verbose: true });
  const lastMove = state.viewing === null ? history.at(-1) : history[state.viewing];
  const targets = new Set(state.selected?.targets ?? []);
  board.replaceChildren(
    ...squaresInOrder().map((square) => {
      const cell = document.createElement('div');
      const file = FILES.indexOf(square[0]);
      const rank = Number(square.slice(1));
      cell.className = `square ${(file + rank) % 2 ? 'light' : 'dark'}`;
      cell.dataset.square = square;
      if (lastMove && (square === lastMove.from || square === lastMove.to)) cell.classList.add('last');
      if (state.selected?.square === square) cell.classList.add('selected');
      if (targets.has(square)) cell.classList.add('target');
      const piece = pieces.get(square);
      if (piece) {
        const picture = document.createElement('div');
        picture.className = 'piece';
        picture.dataset.piece = piece.color + piece.type;
        picture.innerHTML = pieceSvg(piece.type, piece.color);
        cell.append(picture);
      }
      if (rank === (state.flipped ? 8 : 1)) {
        const label = document.createElement('span');
        label.className = 'coord';
        label.textContent = square[0];
        cell.append(label);
      }
      return cell;
    }),
  );
  renderMoves(history);
  $('fen').textContent = state.viewing === null ? state.game.fen() : history[state.viewing].after;
  renderStatus();
  $('live').hidden = state.viewing === null;
}

function renderMoves(history) {
  const list = $('moves');
  const blackFirst = history[0]?.color === 'b';
  list.start = Number(state.game.startFen().split(' ')[5]);
  const items = [];
  history.forEach((move, ply) => {
    if (ply === 0 || move.color === 'w') items.push(document.createElement('li'));
    const button = document.createElement('button');
    button.textContent = move.san;
    button.dataset.ply = String(ply);
    if (ply === (state.viewing ?? history.length - 1)) button.classList.add('current');
    if (ply === 0 && blackFirst) items.at(-1).append('… ');
    items.at(-1).append(button);
  });
  list.replaceChildren(...items);
}

function renderStatus() {
  const game = state.game;
  const outcome = game.outcome();
  let text = `${game.turn() === 'w' ? 'White' : 'Black'} to move${game.inCheck() ? ', in check' : ''}`;
  if (outcome) text = `Game over: ${outcome.reason}, ${outcome.result}`;
  else if (game.canClaimDraw()) text += ` (a draw can be claimed: ${game.canClaimDraw()})`;
  $('status').textContent = text;
  $('claim').disabled = !game.canClaimDraw() || outcome !== null;
}

/**
 * Picks up the piece on `square` if it may be dropped somewhere (the library's
 * `dropTargets`: none once the game is over).
 */
function select(square) {
  if (state.viewing !== null) return false;
  const targets = state.game.dropTargets(square);
  state.selected = targets.length ? { square, targets } : null;
  render();
  return targets.length > 0;
}

/**
 * Plays the move the library reads in a drop of the selected piece on `square`
 * (`moveFromTo`: castling by dropping the king on its rook or its destination), asking for
 * the promotion piece when it needs one.
 */
function drop(square) {
  const selected = state.selected;
  state.selected = null;
  if (!selected?.targets.includes(square)) {
    render(); // an illegal drop: the piece goes back and nothing changes
    return;
  }
  try {
    play(state.game.moveFromTo(selected.square, square).lan);
  } catch (error) {
    if (error.name !== 'PromotionRequiredError') throw error;
    choosePromotion(selected.square, square);
  }
}

function play(move) {
  try {
    state.game.move(move);
  } catch (error) {
    $('status').textContent = error.message;
  }
  render();
}

/** Asks which piece the pawn moving from `from` to `to` becomes, then plays that move. */
function choosePromotion(from, to) {
  const chooser = $('chooser');
  const candidates = ['q', 'c', 'a', 'r', 'b', 'n'].map((piece) => state.game.moveFromTo(from, to, piece));
  const { color } = candidates[0];
  $('chooser-pieces').replaceChildren(
    ...candidates.map((move) => {
      const button = document.createElement('button');
      button.dataset.promotion = move.promotion;
      button.title = move.san;
      button.innerHTML = pieceSvg(move.promotion, color);
      button.addEventListener('click', () => {
        chooser.hidden = true;
        play(move.lan);
      });
      return button;
    }),
  );
  chooser.hidden = false;
}

function squareAt(x, y) {
  return document.elementsFromPoint(x, y).find((el) => el.dataset?.square)?.dataset.square ?? null;
}

// Dragging: the piece follows the pointer and is dropped on the square under it; a press
// and release on the same square selects it, and a later click on a target moves there.
let drag = null;

$('board').addEventListener('pointerdown', (event) => {
  if (event.button !== 0 || !$('chooser').hidden) return;
  const square = squareAt(event.clientX, event.clientY);
  if (!square) return;
  if (state.selected && state.selected.square !== square && state.selected.targets.includes(square)) {
    drop(square);
    return;
  }
  if (!select(square)) return;
  const picture = $('board').querySelector(`[data-square="${square}"] .piece`);
  drag = { from: square, picture, moved: false };
  event.preventDefault();
});

window.addEventListener('pointermove', (event) => {
  if (!drag) return;
  drag.moved = true;
  drag.picture.classList.add('dragging');
  drag.picture.style.left = `${event.clientX - 28}px`;
  drag.picture.style.top = `${event.clientY - 28}px`;
});

window.addEventListener('pointerup', (event) => {
  if (!drag) return;
  const { from, moved } = drag;
  drag = null;
  const square = squareAt(event.clientX, event.clientY);
  if (!moved || square === from) {
    render(); // a click: the piece stays picked up
    return;
  }
  drop(square);
});

$('moves').addEventListener('click', (event) => {
  const ply = event.target.dataset?.ply;
  if (ply === undefined) return;
  const last = state.game.history().length - 1;
  state.viewing = Number(ply) === last ? null : Number(ply);
  state.selected = null;
  render();
});

function newGame(make) {
  try {
    const game = make();
    state.game.free();
    state.game = game;
    state.viewing = null;
    state.selected = null;
    $('chooser').hidden = true;
  } catch (error) {
    $('status').textContent = error.message;
    return;
  }
  render();
}

$('start-number').addEventListener('click', () => newGame(() => Game.fromNumber(Number($('number').value))));
$('start-random').addEventListener('click', () => newGame(() => Game.random(undefined, RuleSet.fromName($('rule-set').value))));
$('start-fen').addEventListener('click', () => newGame(() => new Game($('fen-input').value.trim())));
$('import-pgn').addEventListener('click', () => newGame(() => Game.fromPgn($('pgn').value)));
$('export-pgn').addEventListener('click', () => {
  $('pgn').value = state.game.pgn();
});
$('undo').addEventListener('click', () => {
  state.game.undo();
  state.viewing = null;
  state.selected = null;
  render();
});
$('flip').addEventListener('click', () => {
  state.flipped = !state.flipped;
  render();
});
$('claim').addEventListener('click', () => {
  try {
    state.game.claimDraw();
  } catch (error) {
    $('status').textContent = error.message;
    return;
  }
  render();
});
$('live').addEventListener('click', () => {
  state.viewing = null;
  render();
});

render();
document.body.dataset.ready = 'true';
