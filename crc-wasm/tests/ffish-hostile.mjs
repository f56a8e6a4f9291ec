// The hostile differential of crc-rules/ffish against ffish-es6 0.7.10, both in this Node
// process: every call of a Board and of the module, on the arguments a client gets wrong as
// well as right (moves that are not legal, of the side not to move, from empty squares,
// malformed text, the empty string, every notation value, odd but readable FENs, unknown
// variants), in positions of random CRC games and a few chosen ones. Where ffish-es6 answers,
// crc-rules/ffish must answer the same value; where it throws, throw the same kind (the
// error's name). A difference that a row of crc-wasm/README.md's table keeps against the
// original is counted under that row's name (EXCEPTIONS); any other fails the run. A call
// that crashes ffish-es6 (a RuntimeError: its module is dead afterwards and is loaded again)
// is left out and counted by name. ffish-es6 0.7.9 is asked the same, and where it answers
// otherwise than 0.7.10 the call is counted (crc-wasm/README.md lists them).
//
//   node tests/ffish-hostile.mjs [--games 12] [--plies 40] [--seed 0]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

import Module from '../js/ffish-node.js';
import { Game } from '../js/node.js';
import { gameKind, pick, random } from './ffish-harness.mjs';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '12' },
    plies: { type: 'string', default: '40' },
    seed: { type: 'string', default: '0' },
  },
});
const games = Number(values.games);
const maxPlies = Number(values.plies);
const seed = Number(values.seed);

const require = createRequire(import.meta.url);

/** A fresh instance of ffish-es6 `name` (its module is dead after an abort). */
async function loadEs6(name) {
  const folder = require.resolve(`${name}/package.json`).replace(/package\.json$/, '');
  const { default: factory } = await import(`${folder}ffish.js`);
  const module = await factory({ wasmBinary: readFileSync(`${folder}ffish.wasm`), print() {}, printErr() {} });
  // ffish answers variants(), startingFen and validateFen only once a Board has been made.
  new module.Board('chess').delete();
  return module;
}

let theirs = await loadEs6('ffish-es6');
let older = await loadEs6('ffish-es6-0.7.9');
// crc-rules/ffish forwards other variants to ffish-es6, made again with it after a crash.
let ours = await Module({ fallback: theirs });

// The rows of crc-wasm/README.md's table of rules kept against ffish, by the name the count
// uses; `applies` says whether a difference is that row's case.
const EXCEPTIONS = {
  // Only where ffish-es6's own validateFen refuses the FEN, or this library's rules do.
  'a FEN no game reaches or read loosely: the Board refuses it': (d) =>
    d.ours.threw === 'InvalidFenError' &&
    (theirs.validateFen(position.fen, position.variant, position.is960) !== 1 || !playable(position.fen)),
  'notations 3 to 9: UnsupportedNotationError': (d) => d.ours.threw === 'UnsupportedNotationError',
  'pop() with no move pushed: NothingToUndoError': (d) => d.ours.threw === 'NothingToUndoError',
  'order of legalMoves and legalMovesSan': (d) => d.call.startsWith('legalMoves') && sameSet(d.ours.value, d.theirs.value),
  "toVerboseString's Key line": (d) => d.call.startsWith('toVerboseString()') && withoutKey(d.ours.value) === withoutKey(d.theirs.value),
  'variationSan with a move that is not legal: nothing changes': (d) =>
    d.call.startsWith('fen() after variationSan') && d.ours.value?.[0] === '' && d.theirs.value?.[0] === '',
};

const counts = { calls: 0, same: 0 };
/** The position being probed, for the exceptions that depend on it. */
let position = { variant: '', fen: '', is960: false };
const excepted = new Map();
const samples = new Map();
const crashes = new Map();
const olderDiffers = new Map();
const failures = [];

function bump(map, key) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

function sameSet(a, b) {
  return typeof a === 'string' && typeof b === 'string' && a.split(' ').sort().join(' ') === b.split(' ').sort().join(' ');
}

function withoutKey(text) {
  return String(text).replace(/\nKey: [0-9A-F]+\n/, '\n');
}

/**
 * The answer of `ask` on the object `make` builds from `module` (freed after), or the name of
 * what it threw; a RuntimeError marks a crash.
 */
function answer(module, make, ask) {
  let object;
  try {
    object = make(module);
    return { value: ask(object, module) };
  } catch (error) {
    if (error instanceof WebAssembly.RuntimeError) return { crash: String(error.message).slice(0, 80) };
    return { threw: error?.name ?? typeof error };
  } finally {
    try {
      object?.delete?.();
    } catch {
      // The module died in the call: its objects go with it.
    }
  }
}

/** The call of a label without its arguments and position: `sanMove()`, `new Board()`. */
const nameOf = (call) => call.split(' in ')[0].replace(/\(.*\)/s, '()');

const show = (a) => (a.threw ? `threw ${a.threw}` : a.crash ? `crashed` : JSON.stringify(a.value));

/** Counts a crash of ffish-es6 in `call` and loads it again, with crc-rules/ffish on it. */
async function crashed(call) {
  bump(crashes, call);
  theirs = await loadEs6('ffish-es6');
  ours = await Module({ fallback: theirs });
}

/**
 * Asks `call` of crc-rules/ffish (`mine`), ffish-es6 0.7.10 and 0.7.9 (`make` builds the
 * object to ask from a module, so that each module asks its own). Counts the outcome.
 */
async function compare(call, make, ask) {
  counts.calls++;
  const mineAnswer = answer(ours, make, ask);
  const theirAnswer = answer(theirs, make, ask);
  if (theirAnswer.crash) {
    await crashed(nameOf(call));
    return;
  }
  const olderAnswer = answer(older, make, ask);
  if (olderAnswer.crash) older = await loadEs6('ffish-es6-0.7.9');
  else if (show(olderAnswer) !== show(theirAnswer)) bump(olderDiffers, nameOf(call));
  if (show(mineAnswer) === show(theirAnswer)) {
    counts.same++;
    return;
  }
  const difference = { call, ours: mineAnswer, theirs: theirAnswer };
  const row = Object.entries(EXCEPTIONS).find(([, applies]) => applies(difference))?.[0];
  if (row) {
    bump(excepted, row);
    if (!samples.has(row)) samples.set(row, `${call}: crc-rules/ffish ${show(mineAnswer)}, ffish-es6 ${show(theirAnswer)}`.slice(0, 240));
  }
  else if (failures.length < 40) failures.push(`${call}: crc-rules/ffish ${show(mineAnswer)}, ffish-es6 ${show(theirAnswer)}`);
  else failures.length++;
}

// Move texts no position makes legal, or not in this shape: malformed, off the board, SAN
// where coordinates go, a promotion letter that is no piece.
const MALFORMED = ['', 'zz', 'e2', 'e2e', 'e2e4e', 'e2e4 ', ' e2e4', 'E2E4', 'a0a1', 'k1k2', 'e2e9', 'e2e4xx',
  'e7e8k', 'e7e8p', 'e7e8z', '0000', 'O-O', 'Nf3', 'e2-e4', '\u00e9', 'e2e4e2e4'];
const SAN_TEXTS = ['', 'O-O', 'O-O-O', '0-0', 'Nf3', 'e4', 'e5', 'exd5', 'e8=Q', 'Kxe2', 'Zz9', 'xx', 'Ah3', 'Cxc8+'];
// Notations as a client passes them: none, a Notation by name (each module's own), or a value
// that is none (a plain number, text, null).
const NOTATIONS = ['none', 'DEFAULT', 'SAN', 'LAN', 'SHOGI_HOSKING', 'THAI_SAN', 0, 2, 1.5, 'x', null];

/** Hostile move texts for a position: some legal, from empty squares, onto own pieces, malformed. */
function moveTexts(legalMoves, rng) {
  const legal = legalMoves.split(' ').filter(Boolean);
  const texts = new Set([...legal.slice(0, 3), pick(rng, legal) ?? 'e2e4']);
  const squares = Array.from({ length: 80 }, (_, i) => 'abcdefghij'[i % 10] + String(Math.floor(i / 10) + 1));
  for (let i = 0; i < 6; i++) texts.add(pick(rng, squares) + pick(rng, squares));
  texts.add(pick(rng, MALFORMED));
  texts.add(pick(rng, MALFORMED));
  return [...texts];
}

/** Whether this library's own rules (crc-rules' Game) take `fen` as a position. */
function playable(fen) {
  try {
    new Game(fen).free();
    return true;
  } catch {
    return false;
  }
}

/** Every question about the position of `fen` in `variant`, with hostile arguments. */
async function probePosition(variant, fen, is960, rng) {
  position = { variant, fen, is960 };
  const make = (module) => new module.Board(variant, fen, is960);
  await compare(`new Board(${variant}, ${fen}, ${is960}).fen()`, make, (b) => b.fen());
  for (const [name, ask] of [
    ['legalMoves()', (b) => b.legalMoves()],
    ['legalMovesSan()', (b) => b.legalMovesSan()],
    ['numberLegalMoves()', (b) => b.numberLegalMoves()],
    ['fen(true)', (b) => b.fen(true)],
    ['fen(false, 0)', (b) => b.fen(false, 0)],
    ['turn() and counters', (b) => [b.turn(), b.fullmoveNumber(), b.halfmoveClock(), b.gamePly()]],
    ['insufficient material', (b) => [b.hasInsufficientMaterial(true), b.hasInsufficientMaterial(false), b.isInsufficientMaterial()]],
    ['isGameOver() and result()', (b) => [b.isGameOver(), b.isGameOver(true), b.result(), b.result(true)]],
    ['checkedPieces() and isCheck()', (b) => [b.checkedPieces(), b.isCheck(), b.isBikjang()]],
    ['moveStack() and pocket()', (b) => [b.moveStack(), b.pocket(true), b.pocket(false), b.variant()]],
    ['toString()', (b) => b.toString()],
    ['toVerboseString()', (b) => b.toVerboseString()],
    ['pop()', (b) => b.pop()],
  ]) {
    await compare(`${name} in ${fen}`, make, ask);
  }
  // The legal moves as ffish-es6 lists them, from which some texts are drawn.
  const listed = answer(theirs, make, (b) => [b.legalMoves(), b.legalMovesSan()]);
  if (listed.crash) {
    await crashed('new Board()');
    return;
  }
  const [legalMoves, legalSans] = listed.value ?? ['', ''];
  for (const move of moveTexts(legalMoves, rng)) {
    await compare(`isCapture(${move}) in ${fen}`, make, (b) => b.isCapture(move));
    await compare(`push(${move}) in ${fen}`, make, (b) => [b.push(move), b.fen()]);
    await compare(`fen() after variationSan(${move}) in ${fen}`, make, (b) => [b.variationSan(move), b.fen()]);
    const notation = pick(rng, NOTATIONS);
    await compare(`sanMove(${move}, ${notation}) in ${fen}`, make, (b, module) => {
      if (notation === 'none') return b.sanMove(move);
      return b.sanMove(move, typeof notation === 'string' && module.Notation[notation] ? module.Notation[notation] : notation);
    });
  }
  for (const san of [pick(rng, SAN_TEXTS), pick(rng, legalSans.split(' '))]) {
    await compare(`pushSan(${san}) in ${fen}`, make, (b) => [b.pushSan(san), b.fen()]);
  }
}

/** Module calls with hostile arguments. */
async function probeModule() {
  const none = () => null;
  for (const name of ['capablanca', 'caparandom', 'chess', '', 'CAPABLANCA', 'xyz', 'capablanca960']) {
    await compare(`startingFen(${name})`, none, (_, m) => m.startingFen(name));
    await compare(`capturesToHand(${name})`, none, (_, m) => m.capturesToHand(name));
    await compare(`validateFen(startingFen, ${name})`, none, (_, m) => m.validateFen(m.startingFen('capablanca'), name));
  }
}

// Positions chosen for their edges: en passant, castling both ways, promotions, check, mate,
// stalemate, and odd but readable FENs.
const CHOSEN = [
  ['capablanca', 'rnabqkbcnr/pppp1ppppp/10/10/3Pp5/10/PPP1PPPPPP/RNABQKBCNR b KQkq d3 0 3', false],
  ['caparandom', 'r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w AJaj - 0 1', false],
  ['capablanca', 'r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1', true],
  ['capablanca', '4k5/1P8/10/10/10/10/8p1/4K5 w - - 0 1', false],
  ['capablanca', '4k5/10/10/10/10/10/10/R3K3R1 b - - 0 1', false],
  ['capablanca', 'k9/2Q7/1K8/10/10/10/10/10 b - - 0 1', false],
  ['capablanca', 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq -', true],
  ['capablanca', 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w - - 0 1', true],
  ['capablanca', 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR  w  KQkq  -  0  1', true],
  ['capablanca', 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w HAha - 0 1', true],
  ['caparandom', '', false],
  ['chess', '', false],
  ['xyz', '', false],
];

const rng = random(seed + 7);
await probeModule();
for (const [variant, fen, is960] of CHOSEN) await probePosition(variant, fen, is960, rng);
for (let index = 0; index < games; index++) {
  const { variant, is960, fen } = gameKind(index, seed);
  const board = new theirs.Board(variant, fen, is960);
  for (let ply = 0; ply < maxPlies; ply++) {
    const legal = board.legalMoves().split(' ').filter(Boolean);
    if (legal.length === 0) break;
    if (ply % 8 === 0) await probePosition(variant, board.fen(), is960, rng);
    board.push(pick(rng, legal));
  }
  board.delete();
}

console.log(`ffish-hostile: ${counts.calls} calls, ${counts.same} answered alike by crc-rules/ffish and ffish-es6 0.7.10`);
for (const [row, count] of excepted) console.log(`  kept against ffish (crc-wasm/README.md): ${row}: ${count}, such as\n    ${samples.get(row)}`);
for (const [call, count] of crashes) console.log(`  left out, ffish-es6 crashes: ${call}: ${count}`);
for (const [call, count] of olderDiffers) console.log(`  ffish-es6 0.7.9 answers otherwise than 0.7.10: ${call}: ${count}`);
if (olderDiffers.size === 0) console.log('  ffish-es6 0.7.9 answers every call as 0.7.10 does');
console.log(`ffish-hostile: ${failures.length} differences outside the named exceptions`);
for (const failure of failures.slice(0, 40)) console.log(`  ${failure}`);
process.exit(failures.length ? 1 : 0);
