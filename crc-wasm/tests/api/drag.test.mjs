// A GUI's drags: Game.moveFromTo reads one as the library's move_from_to does (castling by
// dropping the king on its rook or on its destination), and Game.dropTargets lists exactly
// the squares it takes.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { Game } from '../../js/node.js';
import { perftCases } from './testdata.mjs';

const FILES = 'abcdefghij';
const SQUARES = [...'12345678'].flatMap((rank) => [...FILES].map((file) => file + rank));

test('a drag is its move: castling by the rook or the destination, a promotion with its piece', () => {
  const game = new Game('4k5/1P8/10/10/10/10/10/R3K4R w KQ - 0 1');
  assert.equal(game.moveFromTo('e1', 'j1').san, 'O-O');
  assert.equal(game.moveFromTo('e1', 'i1').san, 'O-O');
  assert.equal(game.moveFromTo('e1', 'a1').san, 'O-O-O');
  assert.equal(game.moveFromTo('e1', 'f1').san, 'Kf1');
  assert.equal(game.moveFromTo('b7', 'b8', 'c').san, 'b8=C+');
  assert.equal(game.history().length, 0, 'moveFromTo plays nothing');
  const targets = game.dropTargets('e1');
  for (const square of ['a1', 'c1', 'i1', 'j1', 'd1', 'f1', 'd2', 'e2', 'f2']) {
    assert.ok(targets.includes(square), square);
  }
  assert.deepEqual(game.dropTargets('e8'), [], "the piece of the side not to move");
  assert.deepEqual(game.dropTargets('e4'), [], 'an empty square');
});

test('a wrong drag is a named error', () => {
  const game = new Game('4k5/1P8/10/10/10/10/10/R3K4R w KQ - 0 1');
  const refuses = (name, call) => assert.throws(call, (error) => error.name === name, name);
  refuses('PromotionRequiredError', () => game.moveFromTo('b7', 'b8'));
  refuses('InvalidMoveError', () => game.moveFromTo('b7', 'b8', 'k'));
  refuses('InvalidSquareError', () => game.moveFromTo('k1', 'e2'));
  refuses('InvalidSquareError', () => game.dropTargets('e9'));
  refuses('IllegalMoveError', () => game.moveFromTo('e1', 'e3'));
  refuses('TypeError', () => game.moveFromTo('e1'));
  game.resign('w');
  refuses('GameOverError', () => game.moveFromTo('e1', 'f1'));
  assert.deepEqual(game.dropTargets('e1'), [], 'none once the game has ended');
});

test('dropTargets lists the squares moveFromTo takes, in every position of the perft suite', () => {
  let positions = 0;
  for (const { fen } of perftCases()) {
    let game;
    try {
      game = new Game(fen);
    } catch {
      continue; // the suite's few positions the rules forbid
    }
    positions += 1;
    for (const from of SQUARES) {
      const taken = SQUARES.filter((to) => {
        try {
          return game.moveFromTo(from, to).from === from;
        } catch (error) {
          return error.name === 'PromotionRequiredError';
        }
      });
      assert.deepEqual(game.dropTargets(from), taken, `${from} in ${fen}`);
    }
  }
  assert.ok(positions > 20, `${positions}`);
});
