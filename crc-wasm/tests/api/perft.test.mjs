// perft and divide at the JavaScript door, against Fairy-Stockfish's counts
// (testdata/perft.txt), and the depths they refuse (crc_rules_movegen::check_perft_depth).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { Game } from '../../js/node.js';
import { perftCases } from './testdata.mjs';

const CAPABLANCA = 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1';
// Fairy-Stockfish counts moves that take the king here; the rules refuse the position.
const NOT_PLAYABLE = '3k6/10/10/10/10/10/6p3/5K4 b - - 0 1';
// Counts up to this many nodes are checked at every depth perft.txt gives (a few seconds
// in all); deeper ones belong to the Rust tests.
const CHECKED_NODES = 100_000;

/** perft.txt's counts of `fen`. */
function reference(fen) {
  const found = perftCases().find((c) => c.fen === fen);
  assert.ok(found, `perft.txt holds ${fen}`);
  return found.counts;
}

test("perft of the Capablanca array is Fairy-Stockfish's: 28, 784, 25228", () => {
  const counts = reference(CAPABLANCA);
  assert.deepEqual([1, 2, 3].map((depth) => counts.get(depth)), [28, 784, 25228]);
  const game = new Game(CAPABLANCA);
  assert.equal(game.perft(0), 1);
  for (const depth of [1, 2, 3]) assert.equal(game.perft(depth), counts.get(depth), `depth ${depth}`);
  assert.equal(game.fen(), CAPABLANCA, 'perft changes nothing');
});

test('perft counts from the current position, after the moves played', () => {
  const game = new Game(CAPABLANCA);
  for (const move of ['Nh3', 'Nh6', 'Ni1', 'Ni8']) game.move(move);
  // The Capablanca array again, two moves on.
  assert.equal(game.fen(), CAPABLANCA.replace(/ 0 1$/, ' 4 3'));
  assert.equal(game.perft(3), reference(CAPABLANCA).get(3));
  game.move('e4');
  assert.equal(game.perft(1), game.moves().length);
});

test('perft agrees with every line of perft.txt', () => {
  let checked = 0;
  for (const { fen, counts, note } of perftCases()) {
    if (fen === NOT_PLAYABLE) continue;
    const game = new Game(fen);
    for (const [depth, nodes] of counts) {
      if (nodes > CHECKED_NODES) continue;
      assert.equal(game.perft(depth), nodes, `${note}: depth ${depth}`);
      checked++;
    }
  }
  assert.ok(checked > 80, `only ${checked} counts checked`);
});

test('divide splits perft by the legal moves, in coordinates', () => {
  for (const { fen, counts, note } of perftCases()) {
    if (fen === NOT_PLAYABLE || !counts.has(2)) continue;
    const game = new Game(fen);
    const divide = game.divide(2);
    assert.equal(divide.reduce((sum, { nodes }) => sum + nodes, 0), counts.get(2), note);
    assert.equal(divide.reduce((sum, { nodes }) => sum + nodes, 0), game.perft(2), note);
    const legal = game.moves({ verbose: true }).map((m) => m.lan);
    assert.deepEqual(divide.map((entry) => entry.move).sort(), legal.sort(), note);
    for (const entry of divide) {
      assert.deepEqual(Object.keys(entry), ['move', 'nodes']);
      assert.equal(typeof entry.nodes, 'number');
    }
  }
});

test('divide writes castling as king takes rook, with the count below it', () => {
  // perft.txt's "simple castling both sides": 28 moves, 123 nodes at depth 2.
  const game = new Game('2k7/10/10/10/10/10/10/R3K4R w KQ - 0 1');
  const divide = new Map(game.divide(1).map(({ move, nodes }) => [move, nodes]));
  assert.equal(divide.size, 28);
  assert.equal(divide.get('e1j1'), 1);
  assert.equal(divide.get('e1a1'), 1);
  const two = new Map(game.divide(2).map(({ move, nodes }) => [move, nodes]));
  game.move('O-O');
  assert.equal(two.get('e1j1'), game.moves().length);
});

test('a position without moves: perft 0 at depth 1, an empty divide', () => {
  const mate = new Game('k9/10/2A7/1K8/10/10/10/10 b - - 0 1');
  assert.ok(mate.isCheckmate());
  assert.deepEqual([mate.perft(0), mate.perft(1), mate.perft(2)], [1, 0, 0]);
  assert.deepEqual(mate.divide(1), []);
});

test('a depth perft or divide refuses is an InvalidArgumentError; a non-number a TypeError', () => {
  const game = new Game(CAPABLANCA);
  game.move('e4');
  const before = game.fen();
  const refused = (call, words) =>
    assert.throws(call, (error) =>
      error instanceof Error && error.name === 'InvalidArgumentError' && error.kind === 'invalid_argument' &&
      error.message.includes(words));
  refused(() => game.perft(11), 'perft depth 11 is out of range: 0 to 10');
  refused(() => game.perft(-1), 'perft depth -1 is out of range: 0 to 10');
  refused(() => game.perft(2 ** 53 - 1), 'perft depth 9007199254740991 is out of range');
  refused(() => game.divide(0), 'divide depth 0 is out of range: 1 to 10');
  refused(() => game.divide(11), 'divide depth 11 is out of range: 1 to 10');
  refused(() => game.divide(-3), 'divide depth -3 is out of range');
  for (const depth of [1.5, -0.5, Number.NaN, Infinity, -Infinity, Number.MAX_VALUE, 1e300, 2 ** 53]) {
    refused(() => game.perft(depth), `perft depth ${String(depth)} is not a whole number in range`);
    refused(() => game.divide(depth), `divide depth ${String(depth)} is not a whole number in range`);
  }
  for (const depth of ['2', 2n, undefined, null, {}, [2], true]) {
    assert.throws(() => game.perft(depth), (error) => error.name === 'TypeError' && error.message.startsWith('Game.perft: depth must be number'));
    assert.throws(() => game.divide(depth), (error) => error.name === 'TypeError' && error.message.startsWith('Game.divide: depth must be number'));
  }
  assert.equal(game.fen(), before);
  assert.equal(game.perft(-0), 1);
  assert.equal(game.divide(1).length, game.moves().length);
});
