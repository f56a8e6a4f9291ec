// What the differential test and the benchmark share: ffish (npm `ffish` 0.7.10, a dev
// dependency) and crc-rules/ffish loaded side by side in this Node process, the kinds of
// game they are asked about, and a seeded random source.
import Module from '../js/ffish-node.js';
import { Game, RuleSet, startFen } from '../js/node.js';

export { loadFfish } from './load-ffish.mjs';

export const CAPABLANCA = 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1';

/** crc-rules/ffish, the module under test. */
export function loadOurs() {
  return Module();
}

/** Prints SKIPPED and exits: with status 1 under CI, where the test must run. */
export function skipWithoutFfish(what) {
  console.log(`SKIPPED ${what}: npm ffish is not installed (npm ci in crc-wasm)`);
  process.exit(process.env.CI ? 1 : 0);
}

/** A seeded source of numbers in [0, 1) (mulberry32), the same on every run. */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick(rng, items) {
  return items[Math.floor(rng() * items.length)];
}

/**
 * The kind of game `index` is, one in five from the Capablanca array as `capablanca`
 * without 960 (castling written as the king's destination), the others from random CRC
 * starts, as `capablanca` with 960 (how pychess-variants plays CRC) and as `caparandom`.
 */
export function gameKind(index, seed) {
  if (index % 5 === 4) return { variant: 'capablanca', is960: false, fen: CAPABLANCA };
  const fen = startFen(RuleSet.CRC.random(seed * 1_000_003 + index));
  return index % 2 === 0 ? { variant: 'capablanca', is960: true, fen } : { variant: 'caparandom', is960: false, fen };
}

/**
 * A legal CRC position with the two kings and up to four other pieces, no castling, the
 * half-move clock at 0, 90 or 140: endings where insufficient material, stalemate and the
 * move rules come up.
 */
export function randomEnding(rng) {
  for (;;) {
    const squares = new Map();
    while (squares.size < 6) squares.set(Math.floor(rng() * 80), null);
    const [white, black, ...others] = [...squares.keys()];
    const board = new Map([[white, 'K'], [black, 'k']]);
    for (const square of others.slice(0, Math.floor(rng() * 5))) {
      const letter = pick(rng, [...'PNBRACQ']);
      board.set(square, rng() < 0.5 ? letter : letter.toLowerCase());
    }
    const ranks = [];
    for (let rank = 7; rank >= 0; rank--) {
      let text = '';
      let empty = 0;
      for (let file = 0; file < 10; file++) {
        const piece = board.get(rank * 10 + file);
        if (piece === undefined) {
          empty++;
          continue;
        }
        text += (empty ? String(empty) : '') + piece;
        empty = 0;
      }
      ranks.push(text + (empty ? String(empty) : ''));
    }
    const fen = `${ranks.join('/')} ${pick(rng, ['w', 'b'])} - - ${pick(rng, [0, 0, 90, 140])} 70`;
    try {
      new Game(fen).free();
      return fen;
    } catch {
      // Kings side by side, a pawn on rank 1 or 8, the side not to move in check.
    }
  }
}
