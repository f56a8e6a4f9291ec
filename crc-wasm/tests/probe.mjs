// The hostile probe: for a number of seconds, random junk through every public call of
// crc-rules, crc-rules/svg and crc-rules/ffish (mutated FENs, junk moves, PGN and tags, wrong types, huge and
// negative numbers, undefined, null, objects, BigInt, symbols). Only the documented errors may
// come out: the named errors of the modules' table (errors/src/lib.rs), TypeError for a wrong type,
// and for crc-rules/ffish what ffish throws (BindingError, TypeError). Never a RuntimeError (a
// trap) or any other exception. Afterwards the module must still answer right: perft 2 of the
// Capablanca array, 784, at both doors. Prints the calls made and the errors by name; exits 1
// on a failure.
//
//   node tests/probe.mjs [--seconds 60] [--seed N]
import Module from '../js/ffish-node.js';
import * as crc from '../js/node.js';
import * as svg from '../js/svg-node.js';

const { Game, RuleSet } = crc;

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
}
const seconds = option('seconds', 60);
const seed = option('seed', Date.now() % 2 ** 31);

// The errors a call may throw: the module's named errors, the wrong types.
const DOCUMENTED = new Set([
  'AmbiguousMoveError', 'ClaimError', 'GameOverError', 'IllegalMoveError', 'InvalidArgumentError',
  'InvalidFenError', 'InvalidMoveError', 'InvalidPgnError', 'InvalidSquareError', 'InvalidStartError',
  'InvalidTagError', 'NothingToUndoError', 'PromotionRequiredError', 'UnknownVariantError',
  'UnsupportedNotationError', 'TypeError',
]);
const FFISH_DOCUMENTED = new Set([...DOCUMENTED, 'BindingError']);
// A TypeError is the door's refusal of a type, not a slip of the JS: crc-rules names the call and
// the argument (js/arguments.js), ffish's int conversion says what it cannot convert.
const REFUSAL = {
  'crc-rules': /^(new )?[\w.]+: \w+(\[[^]*\])?(\.\w+)? must be /,
  'crc-rules/ffish': /^(Cannot convert "[^]*" to int|Cannot convert a Symbol value to a string|Cannot read properties of (undefined|null) \(reading 'value'\))$/,
};
// A small PRNG (mulberry32), so that a run can be repeated with its seed.
let state = seed >>> 0;
function random() {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
}
const int = (n) => Math.floor(random() * n);
const pick = (list) => list[int(list.length)];

const FENS = [
  'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1',
  'r4k3r/1pppppppp1/10/10/10/10/1PPPPPPPP1/R4K3R w KQkq - 0 1',
  '4k5/1P8/10/10/10/10/10/4K5 w - - 0 1',
  '4k5/10/10/10/10/10/10/4K4Q~ w - - 0 1',
  'rnabqkbcnr/pppp1ppppp/10/4pP4/10/10/PPPPP1PPPP/RNABQKBCNR w HAha e6 0 3',
  'k9/10/1K8/10/10/10/10/9C w - - 99 2147483647',
];
const MOVES = ['e4', 'e2e4', 'O-O', 'O-O-O', 'f1j1', 'f1i1', 'b7b8', 'b7b8q', 'b8=C+', 'Nc3', 'Qh5', 'e7e5', '0000', '@', 'a1a1', 'k9k10', 'Zz9', 'e2e4 e7e5', 'j1j1q', 'P@e4'];
const TAGS = ['Event', 'Result', 'White', 'Variant', 'FEN', 'SetUp', 'Date', 'Round', '', ' ', 'é', '"'];
const PGNS = [
  '[Variant "capablanca"]\n\n1. e4 e5 *',
  '[Variant "Capablanca960"]\n[FEN "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"]\n\n1. e4 {c} (1. d4) e5 2. Nh3 1-0',
  '1. Zz9 *',
  '[Result "1-0"]\n\n*',
  '',
  '[',
  '1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0',
];
const CHARS = 'rnbqkabcpRNBQKABCP0123456789/ -wKQkqHAhaij~+#=xO@';

function mutate(text) {
  const chars = [...text];
  for (let n = 1 + int(4); n > 0; n--) {
    const i = int(chars.length + 1);
    const what = int(4);
    if (what === 0) chars.splice(i, 1);
    else if (what === 1) chars.splice(i, 0, pick(CHARS));
    else if (what === 2) chars[i] = pick(CHARS);
    else chars.splice(i, 0, ...chars.slice(int(chars.length), int(chars.length) + 1 + int(20)));
  }
  return chars.join('');
}

function junkString() {
  switch (int(9)) {
    case 0: return mutate(pick(FENS));
    case 1: return pick(FENS);
    case 2: return pick(MOVES);
    case 3: return mutate(pick(MOVES));
    case 4: return pick(PGNS);
    case 5: return mutate(pick(PGNS));
    case 6: return pick(TAGS);
    case 7: return 'x'.repeat(int(4) === 0 ? 100_000 : int(50));
    default: return String.fromCodePoint(...Array.from({ length: int(12) }, () => int(0x11000)));
  }
}

const NUMBERS = [0, -0, 1, -1, 1.5, 518, 48000, 48001, 2 ** 31, 2 ** 32, 2 ** 53, -(2 ** 53), Number.MAX_VALUE, NaN, Infinity, -Infinity, 3, 7, 9, 99];

function junk() {
  switch (int(14)) {
    case 0: case 1: case 2: case 3: case 4: return junkString();
    case 5: return pick(NUMBERS);
    case 6: return int(100_000) - 50_000;
    case 7: return undefined;
    case 8: return null;
    case 9: return pick([{}, [], { value: int(10) }, { from: junkString(), to: junkString() }, { square: junkString() }, { verbose: true }, RuleSet.CRC, new Date(0)]);
    case 10: return pick([0n, 10n, -1n, 2n ** 64n, 2n ** 63n]);
    case 11: return Symbol('junk');
    case 12: return random() < 0.5;
    default: return pick([() => 'e4', { toString: () => 'e2e4' }, { valueOf: () => 1 }]);
  }
}
const args = () => Array.from({ length: int(4) }, junk);

const calls = { total: 0, answered: 0 };
const errors = new Map();
const failures = [];

function describe(list) {
  return list.map((value) => {
    if (typeof value === 'symbol' || typeof value === 'function') return String(value);
    if (typeof value === 'bigint') return `${value}n`;
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 120 ? `${text.slice(0, 120)}…` : text;
  }).join(', ');
}

/** Calls `fn(...list)` as call `name`; counts the answer or the error, and records any undocumented one. */
function probe(door, documented, name, fn, list) {
  calls.total++;
  try {
    const answer = fn(...list);
    calls.answered++;
    return answer;
  } catch (error) {
    const label = `${door} ${error?.name ?? typeof error}`;
    errors.set(label, (errors.get(label) ?? 0) + 1);
    const named = error?.name === 'TypeError'
      ? REFUSAL[door].test(error.message)
      : documented.has(error?.name);
    if (!(error instanceof Error) || !named || error instanceof WebAssembly.RuntimeError) {
      failures.push(`${door} ${name}(${describe(list)}) threw ${error?.name}: ${error?.message ?? String(error)}`);
    }
    return undefined;
  }
}

// ---- crc-rules ----
let game = new Game();
// Every game of a readPgn iterator, up to its first error.
function readAll(games) {
  try {
    for (const read of games) read.free();
  } finally {
    games.free();
  }
}
const CRC_CALLS = {
  arrangement: (...a) => crc.arrangement(...a),
  number: (...a) => crc.number(...a),
  startFen: (...a) => crc.startFen(...a),
  ruleSets: (...a) => crc.ruleSets(...a),
  'RuleSet.fromName': (...a) => RuleSet.fromName(...a),
  'new RuleSet': (...a) => new RuleSet(...a).count(),
  'RuleSet.count': () => pick([RuleSet.BASIC, RuleSet.PROTECTED, RuleSet.CRC, RuleSet.CRC2006]).count(),
  'RuleSet.contains': (...a) => RuleSet.CRC.contains(...a),
  'RuleSet.random': (...a) => RuleSet.CRC2006.random(...a),
  'RuleSet.numbers': () => RuleSet.PROTECTED.numbers().length,
  'new Game': (...a) => { const g = new Game(...a); game.free(); game = g; },
  'Game.fromNumber': (...a) => { const g = Game.fromNumber(...a); game.free(); game = g; },
  'Game.random': (...a) => { const g = Game.random(...a); game.free(); game = g; },
  'Game.fromPgn': (...a) => { const g = Game.fromPgn(...a); game.free(); game = g; },
  readPgn: (...a) => readAll(crc.readPgn(...a)),
  'readPgn text': () => readAll(crc.readPgn(pick(PGNS) + junkString() + pick(PGNS))),
  boardSvg: (...a) => svg.boardSvg(...a),
  'boardSvg options': () => svg.boardSvg(pick([junkString(), game]), Object.fromEntries(
    ['size', 'flipped', 'coordinates', 'lastMove', 'check', 'arrows', 'fill', 'colors']
      .filter(() => random() < 0.3)
      .map((key) => [key, random() < 0.3 ? [junk(), junk()] : random() < 0.3 ? { [junkString()]: junk() } : junk()]),
  )),
  pieceSvg: (...a) => svg.pieceSvg(...a),
};
for (const name of ['load', 'loadPgn', 'move', 'moves', 'undo', 'history', 'board', 'get', 'pgn', 'header', 'setHeader',
  'removeHeader', 'getHeaders', 'fen', 'startFen', 'startNumber', 'turn', 'moveNumber', 'inCheck', 'isCheck', 'isCheckmate',
  'isStalemate', 'isInsufficientMaterial', 'isThreefoldRepetition', 'isDrawByFiftyMoves', 'isDraw', 'isGameOver', 'outcome',
  'canClaimDraw', 'claimDraw', 'resign', 'agreeDraw', 'reopen']) {
  CRC_CALLS[`Game.${name}`] = (...a) => game[name](...a);
}
// perft and divide with junk depths, but none from 3 to 10, which it would count for minutes.
const shallow = (list) => list.map((value) => (Number.isInteger(value) && value > 2 && value <= 10 ? int(3) : value));
CRC_CALLS['Game.perft'] = (...a) => game.perft(...shallow(a));
CRC_CALLS['Game.divide'] = (...a) => game.divide(...shallow(a));
// A legal move now and then, so that the games go somewhere.
CRC_CALLS['Game.move legal'] = () => {
  const moves = game.moves();
  return moves.length ? game.move(pick(moves)) : game.undo();
};
CRC_CALLS['Game.moves verbose'] = () => game.moves({ verbose: true, square: junkString().slice(0, 2) });

// ---- crc-rules/ffish ----
const ffish = await Module();
const VARIANTS = ['capablanca', 'caparandom', 'chess', '', 'Capablanca'];
let board = new ffish.Board('capablanca');
let pgnGame = ffish.readGamePGN(PGNS[1]);
const FFISH_CALLS = {
  'new Board': (...a) => { const b = new ffish.Board(...a); board.delete(); board = b; },
  'new Board ours': () => { const b = new ffish.Board(pick(VARIANTS.slice(0, 2)), junk(), junk()); board.delete(); board = b; },
  readGamePGN: (...a) => { const g = ffish.readGamePGN(...a); pgnGame.delete(); pgnGame = g; },
  'readGamePGN text': () => { const g = ffish.readGamePGN(junkString()); pgnGame.delete(); pgnGame = g; },
  'Game.headers': (...a) => pgnGame.headers(...a),
  'Game.headerKeys': () => pgnGame.headerKeys(),
  'Game.mainlineMoves': () => pgnGame.mainlineMoves(),
  'validateFen ours': () => ffish.validateFen(junkString(), pick(VARIANTS.slice(0, 2)), junk()),
  'Board.push legal': () => {
    const moves = board.legalMoves();
    return moves ? board.push(pick(moves.split(' '))) : board.reset();
  },
};
for (const name of ['info', 'setOption', 'setOptionInt', 'setOptionBool', 'variants', 'loadVariantConfig', 'capturesToHand',
  'startingFen', 'validateFen']) {
  FFISH_CALLS[name] = (...a) => ffish[name](...a);
}
for (const name of ['legalMoves', 'legalMovesSan', 'numberLegalMoves', 'push', 'pushSan', 'pushMoves', 'pushSanMoves', 'pop',
  'reset', 'is960', 'fen', 'setFen', 'sanMove', 'variationSan', 'turn', 'fullmoveNumber', 'halfmoveClock', 'gamePly',
  'hasInsufficientMaterial', 'isInsufficientMaterial', 'isGameOver', 'result', 'checkedPieces', 'isCheck', 'isBikjang',
  'isCapture', 'moveStack', 'pocket', 'toString', 'toVerboseString', 'variant']) {
  FFISH_CALLS[`Board.${name}`] = (...a) => board[name](...a);
}

const crcNames = Object.keys(CRC_CALLS);
const ffishNames = Object.keys(FFISH_CALLS);
const end = Date.now() + seconds * 1000;
while (Date.now() < end && failures.length === 0) {
  for (let n = 0; n < 200; n++) {
    if (random() < 0.5) {
      const name = pick(crcNames);
      probe('crc-rules', DOCUMENTED, name, CRC_CALLS[name], args());
    } else {
      const name = pick(ffishNames);
      probe('crc-rules/ffish', FFISH_DOCUMENTED, name, FFISH_CALLS[name], args());
    }
  }
}

// ---- the module still answers ----
function perft(position, depth) {
  if (depth === 0) return 1;
  let nodes = 0;
  for (const move of position.moves()) {
    position.play(move);
    nodes += perft(position, depth - 1);
    position.back();
  }
  return nodes;
}
const START = FENS[0];
try {
  const g = new Game(START);
  const viaGame = perft({ moves: () => g.moves(), play: (m) => g.move(m), back: () => g.undo() }, 2);
  const b = new ffish.Board('capablanca', START);
  const viaBoard = perft({ moves: () => b.legalMoves().split(' '), play: (m) => b.push(m), back: () => b.pop() }, 2);
  if (viaGame !== 784 || viaBoard !== 784) failures.push(`perft 2 of the Capablanca array: ${viaGame} and ${viaBoard}, not 784`);
  if (g.perft(2) !== 784) failures.push(`Game.perft(2) of the Capablanca array: ${g.perft(2)}, not 784`);
  if (crc.arrangement(1) !== 'AQBBCNNRKR' || crc.number('AQBBCNNRKR') !== 1) failures.push('arrangement 1 is no longer AQBBCNNRKR');
  g.free();
  b.delete();
} catch (error) {
  failures.push(`after the probe the module fails: ${error?.name}: ${error?.message}`);
}

console.log(`hostile probe, seed ${seed}, ${seconds} s: ${calls.total} calls, ${calls.answered} answered, ${calls.total - calls.answered} errors`);
for (const [name, count] of [...errors].sort((a, b) => b[1] - a[1])) console.log(`  ${String(count).padStart(9)}  ${name}`);
if (failures.length) {
  console.log(`FAILED: ${failures.length}`);
  for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`);
  process.exit(1);
}
console.log('no trap, no undocumented error; perft 2 of the Capablanca array is 784 at both doors');
