// chess.js's comment calls on Game: comments kept by the position they follow, read from
// PGN (loadPgn, fromPgn, readPgn) and written back (pgn). The expected comments of the
// hand-written game and of one game each of XBoard and cutechess-cli are written by hand; for
// the rest, counts come from a small tokenizer here, never from the package's own output.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { Game, readPgn } from '../../js/node.js';
import { testdataText } from './testdata.mjs';

const CAPABLANCA = 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1';

test('a game without comments has none', () => {
  const game = new Game();
  assert.equal(game.getComment(), undefined);
  assert.deepEqual(game.getComments(), []);
  game.move('e4');
  assert.equal(game.removeComment(), undefined);
  assert.match(game.pgn(), /\n1\. e4 \*\n$/);
});

test('comments follow positions, as in chess.js, and pgn writes them', () => {
  const game = new Game();
  game.setComment('the Capablanca array');
  game.move('e4');
  game.setComment("king's pawn");
  game.move('e5');
  assert.equal(game.getComment(), undefined);
  assert.match(game.pgn(), /\n\{the Capablanca array\} 1\. e4 \{king's pawn\} 1\.\.\. e5 \*\n$/);
  const afterE4 = game.history({ verbose: true })[0].after;
  assert.deepEqual(game.getComments(), [
    { fen: CAPABLANCA, comment: 'the Capablanca array' },
    { fen: afterE4, comment: "king's pawn" },
  ]);
  // Taken back and played again, a move finds its comment again.
  game.undo();
  game.undo();
  assert.equal(game.getComment(), 'the Capablanca array');
  game.move('e4');
  assert.equal(game.getComment(), "king's pawn");
  // Another move: getComments forgets the comments of positions no longer passed through.
  game.undo();
  game.move('d4');
  assert.deepEqual(game.getComments(), [{ fen: CAPABLANCA, comment: 'the Capablanca array' }]);
  game.undo();
  game.move('e4');
  assert.equal(game.getComment(), undefined);
});

test('setComment replaces, removeComment and removeComments take comments away', () => {
  const game = new Game();
  game.move('e4');
  game.setComment('first');
  game.setComment('{braces} stay one comment');
  assert.equal(game.getComment(), '[braces] stay one comment');
  assert.match(game.pgn(), /1\. e4 \{\[braces\] stay one comment\} \*\n$/);
  assert.equal(game.removeComment(), '[braces] stay one comment');
  assert.equal(game.getComment(), undefined);
  game.setComment('again');
  const fen = game.fen();
  assert.deepEqual(game.removeComments(), [{ fen, comment: 'again' }]);
  assert.deepEqual(game.getComments(), []);
});

test('setComment takes a string, and a refused call changes nothing', () => {
  const game = new Game();
  game.setComment('kept');
  for (const value of [undefined, null, 3, {}, ['x']]) {
    assert.throws(() => game.setComment(value), TypeError);
  }
  assert.equal(game.getComment(), 'kept');
});

test('load forgets the comments; loadPgn and fromPgn take those of the text', () => {
  const game = new Game();
  game.setComment('gone');
  game.load(CAPABLANCA);
  assert.deepEqual(game.getComments(), []);
  const pgn = '[Variant "Capablanca"]\n\n{start} 1. e4 {one} {two} e5 2. Nh3 $1 {three} (2. d4 {skipped}) *\n';
  game.loadPgn(pgn);
  const fens = [CAPABLANCA, ...game.history({ verbose: true }).map((m) => m.after)];
  const expected = [
    { fen: fens[0], comment: 'start' },
    { fen: fens[1], comment: 'one\ntwo' },
    { fen: fens[3], comment: 'three' },
  ];
  assert.deepEqual(game.getComments(), expected);
  assert.deepEqual(Game.fromPgn(pgn).getComments(), expected);
  // Written back and read again, the same comments at the same positions.
  assert.match(game.pgn(), /\n\{start\} 1\. e4 \{one\ntwo\} 1\.\.\. e5 2\. Nh3 \{three\} \*\n$/);
  assert.deepEqual(Game.fromPgn(game.pgn()).getComments(), expected);
});

test('the hand-written game: each comment of its main line where the text puts it', () => {
  const game = Game.fromPgn(testdataText('pgn/annotated.pgn'));
  assert.deepEqual(game.history(), ['e4', 'e5', 'Nh3', 'Nh6', 'Ci3']);
  const after = game.history({ verbose: true }).map((m) => m.after);
  assert.deepEqual(game.getComments(), [
    { fen: CAPABLANCA, comment: 'The Capablanca array.' },
    { fen: after[0], comment: '[%clk 0:05:00] [%eval 0.31]' },
    { fen: after[1], comment: '[%clk 0:04:58.5]\n[%eval -0.25,18]' },
    { fen: after[3], comment: '[%eval #3]\na second comment' },
    { fen: after[4], comment: '[%clk 0:04:01]' },
  ]);
  assert.equal(game.outcome().reason, 'time forfeit');
  assert.match(game.pgn(), /\[Termination "time forfeit"\]/);
  assert.deepEqual(Game.fromPgn(game.pgn()).getComments(), game.getComments());
});

/**
 * A small tokenizer's count of each game's commented plies (a ply with one comment or more,
 * the start being ply 0): comments by their braces, moves as the words that are no move
 * number, NAG or result. The files it reads have no variations.
 */
function commentedPlies(text) {
  return text.split(/\n(?=\[Event )/).map((game) => {
    const movetext = game.replace(/^\[.*\]$/gm, '');
    let ply = 0;
    const commented = new Set();
    for (const [token] of movetext.matchAll(/\{[^}]*\}|[^\s{]+/g)) {
      if (token.startsWith('{')) commented.add(ply);
      else if (!/^(\d+\.+|\$\d+|1-0|0-1|1\/2-1\/2|\*)$/.test(token)) ply += 1;
    }
    return commented.size;
  });
}

test("XBoard's games keep every comment", () => {
  const text = testdataText('xboard/caparandom.pgn');
  const games = [...readPgn(text)];
  assert.deepEqual(games.map((g) => g.getComments().length), commentedPlies(text));
  const [first] = games;
  const comments = first.getComments();
  assert.ok(comments[0].comment.startsWith('--------------\nr q b n k b n c a r\n'));
  assert.equal(comments[0].fen, first.startFen());
  assert.deepEqual(comments[1], { fen: first.history({ verbose: true })[1].after, comment: '+0.74/13 0.2' });
  assert.equal(first.getComment(), '+1000.01/245\nXboard adjudication: Checkmate');
});

test("cutechess-cli's games keep a comment after every move", () => {
  const text = testdataText('cutechess/caparandom.pgn');
  const games = [...readPgn(text)];
  assert.equal(games.length, 10);
  assert.deepEqual(games.map((g) => g.getComments().length), commentedPlies(text));
  const comments = games[0].getComments();
  assert.equal(comments.length, 66);
  assert.deepEqual(
    [comments[0].comment, comments[65].comment],
    ['+0.18/8 0.14s', '+M1/245 0.010s, Black mates'],
  );
  // Written back and read again: the same comments.
  for (const game of games) {
    assert.deepEqual(Game.fromPgn(game.pgn()).getComments(), game.getComments());
  }
});
