// How long a fresh Node process takes to load a module and create its first board:
// `node bench/first-board.mjs crc-rules|ffish` prints the milliseconds of each step as JSON.
// ffish-bench.mjs runs it in child processes, several times each.
import { performance } from 'node:perf_hooks';

const GOTHIC_960 = 'rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w JAja - 0 1';
const which = process.argv[2];
const began = performance.now();
let module;
if (which === 'crc-rules') {
  const { default: Module } = await import('../js/ffish-node.js');
  module = await Module();
} else if (which === 'ffish') {
  const { loadFfish } = await import('../tests/load-ffish.mjs');
  module = await loadFfish();
  if (!module) throw new Error('npm ffish is not installed');
} else {
  throw new Error('usage: node bench/first-board.mjs crc-rules|ffish');
}
const loaded = performance.now();
const board = new module.Board('capablanca', GOTHIC_960, true);
const moves = board.legalMoves();
const ready = performance.now();
board.delete();
if (moves.split(' ').length !== 28) throw new Error(`28 legal moves expected, got ${moves}`);
console.log(JSON.stringify({ load: loaded - began, firstBoard: ready - loaded, total: ready - began }));
