// What the e2e test puts between pychess-variants' client and crc-wasm/README.md's swap file:
// the swap's module, unchanged, with every Board it makes counted (by variant, and whether
// crc-rules or the fallback, ffish-es6, made it) and the module kept on `window.crcE2E`, so
// that the test can ask the client's rules what they answer; and `window.crcE2EMeasure`,
// which times ffish-es6 and crc-rules/ffish side by side in the page.
import Module from 'crc-rules/ffish';
import loadFfish from 'ffish-es6';
import swap from './ffish-swap.js';

export default (options = {}) =>
  swap(options).then((module) => {
    const Ours = module.Board;
    const seen = { crc: {}, fallback: {} };
    class Counted extends Ours {
      constructor(...args) {
        super(...args);
        const maker = this instanceof Ours ? 'crc' : 'fallback';
        seen[maker][args[0]] = (seen[maker][args[0]] ?? 0) + 1;
      }
    }
    module.Board = Counted;
    window.crcE2E = { module, boards: seen };
    return module;
  });

// Milliseconds per call, the fastest of `rounds` rounds of `n` calls.
function perCall(call, n = 200, rounds = 9) {
  let best = Infinity;
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    for (let i = 0; i < n; i++) call();
    best = Math.min(best, (performance.now() - start) / n);
  }
  return best;
}

// Loading each module, its first CRC board, and the calls a round page makes on every move,
// timed in this page: ffish-es6 alone, then crc-rules/ffish with it as the fallback (as the
// swap loads them).
window.crcE2EMeasure = async () => {
  const times = {};
  let start = performance.now();
  const ffish = await loadFfish();
  times['load ffish-es6'] = performance.now() - start;
  start = performance.now();
  const crc = await Module({ fallback: ffish });
  times['load crc-rules/ffish, ffish-es6 loaded'] = performance.now() - start;
  const fen = crc.startingFen('capablanca');
  for (const [name, module] of [['ffish-es6', ffish], ['crc-rules/ffish', crc]]) {
    start = performance.now();
    const board = new module.Board('capablanca', fen, true);
    times[`${name}: first board`] = performance.now() - start;
    times[`${name}: new Board + delete`] = perCall(() => new module.Board('capablanca', fen, true).delete(), 20);
    for (const move of ['e2e4', 'e7e5', 'g1h3']) board.push(move);
    times[`${name}: legalMoves`] = perCall(() => board.legalMoves());
    times[`${name}: push + pop`] = perCall(() => {
      board.push('b8c6');
      board.pop();
    });
    times[`${name}: fen`] = perCall(() => board.fen());
    times[`${name}: sanMove`] = perCall(() => board.sanMove('b8c6'));
    times[`${name}: isGameOver`] = perCall(() => board.isGameOver());
    board.delete();
  }
  return times;
};
