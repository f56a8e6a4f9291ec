// Benchmark of crc-rules/ffish against npm ffish 0.7.10, in one Node process, on the same
// positions: random games of the differential test's kinds, at 0, 20 and 40 plies, each a
// Board reached from its start by its moves. Every call of ffish's Board that
// pychess-variants' client makes is timed, with the constructor and the module functions
// it calls; and, in fresh child processes, loading each module and creating its first
// board.
//
// A call's time is the fastest of many short rounds (the least disturbed by other work on
// the machine), the two modules' rounds taken in turn. Fails (exit 1) unless every call is
// faster here than in ffish, the constructor at least 500 times, and loading plus the
// first board at least 20 times.
//
// With `--before DIR` (another build's package folder, such as a git worktree's crc-wasm/),
// that build's crc-rules/ffish is timed against this one instead, their rounds in turn in
// this one process: a change's cost, free of the drift between separate runs. The table
// then gives before / after and the change; nothing fails.
//
//   node bench/ffish-bench.mjs [--games 12] [--rounds 31] [--markdown] [--before DIR]
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

import { gameKind, loadFfish, loadOurs, pick, random, skipWithoutFfish } from '../tests/ffish-harness.mjs';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '12' },
    rounds: { type: 'string', default: '31' },
    markdown: { type: 'boolean', default: false },
    before: { type: 'string' },
  },
});
const PLIES = [0, 20, 40];
const theirs = await loadFfish();
if (!theirs) skipWithoutFfish('the benchmark against ffish');
const ours = await loadOurs();
// The module timed against ours: ffish, or with --before the other build's drop-in.
const other = values.before
  ? await (await import(new URL(`${values.before}/js/ffish-node.js`, `file://${process.cwd()}/`))).default()
  : theirs;

/**
 * Positions at each of PLIES from `count` random games that last 44 plies: the start and
 * the moves that reach it, its FEN, the next move with its SAN, the four next moves, and
 * the game's PGN up to there.
 */
function positions(count) {
  const found = new Map(PLIES.map((ply) => [ply, []]));
  for (let index = 0; found.get(0).length < count; index++) {
    const rng = random(index + 1);
    const kind = gameKind(index, 1);
    const board = new theirs.Board(kind.variant, kind.fen, kind.is960);
    const moves = [];
    while (moves.length < 44 && board.legalMoves() !== '') {
      moves.push(pick(rng, board.legalMoves().split(' ')));
      board.push(moves.at(-1));
    }
    board.delete();
    if (moves.length < 44) continue;
    const tag = kind.is960 || kind.variant === 'caparandom' ? 'Caparandom' : 'Capablanca';
    for (const ply of PLIES) {
      const before = moves.slice(0, ply).join(' ');
      const at = new theirs.Board(kind.variant, kind.fen, kind.is960);
      const movetext = ply ? `${at.variationSan(before)} ` : '';
      at.pushMoves(before);
      found.get(ply).push({
        ...kind,
        startFen: kind.fen,
        moves: before,
        fen: at.fen(),
        move: moves[ply],
        san: at.sanMove(moves[ply]),
        line: moves.slice(ply, ply + 4).join(' '),
        pgn: `[Event "bench"]\n[Variant "${tag}"]\n[FEN "${kind.fen}"]\n\n${movetext}*\n`,
      });
      at.delete();
    }
  }
  return found;
}

/** The calls timed: each gets a board at the position, the position, and its module. */
const CALLS = [
  ['new Board + delete', (b, p, m) => new m.Board(p.variant, p.fen, p.is960).delete()],
  ['legalMoves', (b) => b.legalMoves()],
  ['legalMovesSan', (b) => b.legalMovesSan()],
  ['numberLegalMoves', (b) => b.numberLegalMoves()],
  ['push + pop', (b, p) => (b.push(p.move), b.pop())],
  ['pushSan + pop', (b, p) => (b.pushSan(p.san), b.pop())],
  ['fen', (b) => b.fen()],
  ['fen(showPromoted, 0)', (b) => b.fen(false, 0)],
  ['setFen', (b, p, m, scratch) => scratch.setFen(p.fen)],
  ['sanMove', (b, p) => b.sanMove(p.move)],
  ['sanMove(LAN)', (b, p, m) => b.sanMove(p.move, m.Notation.LAN)],
  ['variationSan', (b, p, m) => b.variationSan(p.line, m.Notation.SAN)],
  ['isCheck', (b) => b.isCheck()],
  ['isCapture', (b, p) => b.isCapture(p.move)],
  ['isGameOver(true)', (b) => b.isGameOver(true)],
  ['isGameOver(false)', (b) => b.isGameOver(false)],
  ['result(true)', (b) => b.result(true)],
  ['checkedPieces', (b) => b.checkedPieces()],
  ['hasInsufficientMaterial', (b) => b.hasInsufficientMaterial(true)],
  ['isInsufficientMaterial', (b) => b.isInsufficientMaterial()],
  ['moveStack', (b) => b.moveStack()],
  ['turn', (b) => b.turn()],
  ['gamePly', (b) => b.gamePly()],
  ['toString', (b) => b.toString()],
  ['toVerboseString', (b) => b.toVerboseString()],
  ['validateFen', (b, p, m) => m.validateFen(p.fen, p.variant, p.is960)],
  ['readGamePGN + delete', (b, p, m) => m.readGamePGN(p.pgn).delete()],
];

/** Boards at the positions, reached by pushing their moves, and a scratch board for setFen. */
function boards(module, list) {
  return list.map((p) => {
    const board = new module.Board(p.variant, p.startFen, p.is960);
    board.pushMoves(p.moves);
    return { board, scratch: new module.Board(p.variant, p.startFen, p.is960), p };
  });
}

/** Microseconds a call takes over `count` calls spread over the boards. */
function time(module, set, call, count) {
  const began = performance.now();
  for (let i = 0; i < count; i++) {
    const { board, scratch, p } = set[i % set.length];
    call(board, p, module, scratch);
  }
  return ((performance.now() - began) * 1000) / count;
}

/**
 * The fastest round of each module, in µs, the rounds taken in turn: short rounds, many of
 * them, so that both modules meet the machine's quiet moments.
 */
function compare(call, mine, fsf, rounds) {
  // A round of about 3 ms for each module, after a warm-up that lets the JIT compile.
  time(ours, mine, call, 200);
  time(other, fsf, call, values.before ? 200 : 20);
  const counts = [ours, other].map((m, i) => Math.max(3, Math.ceil(3000 / time(m, [mine, fsf][i], call, 20))));
  let best = [Infinity, Infinity];
  for (let round = 0; round < rounds; round++) {
    best = [Math.min(best[0], time(ours, mine, call, counts[0])), Math.min(best[1], time(other, fsf, call, counts[1]))];
  }
  return best;
}

function firstBoard(which, runs) {
  const totals = [];
  for (let i = 0; i < runs; i++) {
    const out = execFileSync(process.execPath, [new URL('first-board.mjs', import.meta.url).pathname, which]);
    totals.push(JSON.parse(out).total);
  }
  return totals.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

function micro(us) {
  return us >= 100 ? us.toFixed(0) : us >= 10 ? us.toFixed(1) : us.toFixed(2);
}

const rounds = Number(values.rounds);
const found = positions(Number(values.games));
const rows = CALLS.map(([name]) => ({ name, cells: [], worst: Infinity }));
for (const ply of PLIES) {
  const mine = boards(ours, found.get(ply));
  const fsf = boards(other, found.get(ply));
  CALLS.forEach(([, call], i) => {
    const [a, b] = compare(call, mine, fsf, rounds);
    rows[i].cells.push([a, b]);
    rows[i].worst = Math.min(rows[i].worst, b / a);
  });
  for (const { board, scratch } of [...mine, ...fsf]) {
    board.delete();
    scratch.delete();
  }
}
if (values.before) {
  // Before / after (µs) and the change, at each number of plies.
  const header = ['call', ...PLIES.map((ply) => `${ply} plies: before / after (µs), change`)];
  const change = (after, before) => `${after >= before ? '+' : ''}${(((after - before) / before) * 100).toFixed(0)} %`;
  // Three decimals below 1 µs, where two would be steps of 5 % and more.
  const fine = (us) => (us < 1 ? us.toFixed(3) : micro(us));
  const lines = rows.map((row) => [row.name, ...row.cells.map(([a, b]) => `${fine(b)} / ${fine(a)}, ${change(a, b)}`)]);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
  console.log(`${found.get(0).length} positions at each of ${PLIES.join(', ')} plies; fastest of ${rounds} rounds; before: ${values.before}`);
  process.exit(0);
}
const load = [firstBoard('crc-rules', 5), firstBoard('ffish', 5)];

const header = ['call', ...PLIES.map((ply) => `${ply} plies: crc-rules / ffish (µs)`), 'ffish ÷ crc-rules (least)'];
const times = (ratio) => `${ratio.toFixed(ratio < 10 ? 1 : 0)}×`;
const lines = rows.map((row) => [row.name, ...row.cells.map(([a, b]) => `${micro(a)} / ${micro(b)}`), times(row.worst)]);
lines.push(['load + first board (ms, median of 5 processes)', `${load[0].toFixed(1)} / ${load[1].toFixed(0)}`, '', '', times(load[1] / load[0])]);
if (values.markdown) {
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
} else {
  for (const line of [header, ...lines]) console.log(line.map((cell, i) => String(cell).padEnd(i ? 24 : 28)).join(''));
}
console.log(`${found.get(0).length} positions at each of ${PLIES.join(', ')} plies; fastest of ${rounds} rounds; node ${process.version}`);

const failures = rows.filter((row) => row.worst <= 1).map((row) => `${row.name} is not faster than ffish's`);
if (rows[0].worst < 500) failures.push(`the constructor is only ${rows[0].worst.toFixed(0)} times faster than ffish's (500 wanted)`);
if (load[1] / load[0] < 20) failures.push(`loading and the first board take more than a twentieth of ffish's time`);
if (failures.length) {
  console.error(`FAILED: ${failures.join('; ')}`);
  process.exit(1);
}
