// The chess.js-style Game: moves in any notation, Move objects, undo and history, the board,
// outcomes and claims, PGN and tags, and bad input changing nothing.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { Game, RuleSet, startFen } from '../../js/node.js';
import { perftCases, xboardGames } from './testdata.mjs';

const GOTHIC = 'rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1';
const NOT_PLAYABLE = '3k6/10/10/10/10/10/6p3/5K4 b - - 0 1';

/** Everything a failed call must leave as it was. */
function snapshot(game) {
  return JSON.stringify([game.fen(), game.history(), game.outcome(), game.getHeaders()]);
}

/** Checks that `call` throws an Error named `name` whose message contains `words`, and changes nothing. */
function refuses(game, name, call, words = '') {
  const before = snapshot(game);
  assert.throws(call, (error) => error instanceof Error && error.name === name && error.message.includes(words));
  assert.equal(snapshot(game), before, `${name} changed the game`);
}

test('moves in any notation, with their SAN', () => {
  const game = Game.fromNumber(25933);
  assert.equal(game.fen(), GOTHIC);
  assert.equal(game.startNumber(), 25933);
  assert.equal(game.move('e2e4').san, 'e4');
  assert.equal(game.move('e5').san, 'e5');
  assert.equal(game.move({ from: 'i1', to: 'h3' }).san, 'Nh3');
  assert.equal(game.move('Ni8h6').san, 'Nh6');
  assert.deepEqual(game.history(), ['e4', 'e5', 'Nh3', 'Nh6']);
  assert.equal(game.turn(), 'w');
  assert.equal(game.moveNumber(), 3);
  assert.equal(game.startFen(), startFen(25933));
});

test('the legal moves agree with Fairy-Stockfish perft counts at depth 1', () => {
  for (const { fen, counts, note } of perftCases()) {
    if (fen === NOT_PLAYABLE) {
      // Fairy-Stockfish counts moves that take the king; the rules refuse the position.
      assert.throws(() => new Game(fen), (error) => error.message.includes('can capture the white king'));
      continue;
    }
    const game = new Game(fen);
    assert.equal(game.moves().length, counts.get(1), note);
    assert.equal(game.moves({ verbose: true }).length, counts.get(1), note);
  }
});

test('castling written O-O or 0-0 (SAN, which move reads) castles where it is legal', () => {
  const fen = 'r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1';
  for (const [white, black] of [['O-O', 'O-O-O'], ['0-0', '0-0-0'], ['O-O-O', 'O-O'], ['0-0-0', '0-0']]) {
    const game = new Game(fen);
    const first = game.move(white);
    const second = game.move(black);
    assert.equal(first.san, white.replaceAll('0', 'O'));
    assert.equal(second.san, black.replaceAll('0', 'O'));
    assert.equal(first.lan, white.length === 3 ? 'f1j1' : 'f1a1');
    assert.equal(second.lan, black.length === 3 ? 'e8j8' : 'e8a8');
    assert.equal(game.get(white.length === 3 ? 'i1' : 'c1').type, 'k');
    assert.equal(game.get(black.length === 3 ? 'i8' : 'c8').type, 'k');
  }
  // Where it is not legal, either spelling is refused with the reason, and nothing changes.
  const knights = new Game('4k5/10/10/10/10/10/2N3N3/4K5 w - - 0 1');
  refuses(knights, 'IllegalMoveError', () => knights.move('0-0'), 'castling');
  refuses(knights, 'IllegalMoveError', () => knights.move('O-O-O'), 'castling');
});

test('a Move has chess.js fields, and where castling puts king and rook', () => {
  const game = new Game('r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1');
  const castle = game.move('O-O');
  assert.equal(castle.san, 'O-O');
  assert.equal(castle.lan, 'f1j1');
  assert.equal(castle.flags, 'k');
  assert.ok(castle.isKingsideCastle() && !castle.isCapture());
  assert.deepEqual(castle.castling, { side: 'k', king: { from: 'f1', to: 'i1' }, rook: { from: 'j1', to: 'h1' } });
  assert.equal(castle.before, 'r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1');
  assert.equal(castle.after, game.fen());
  // The king's destination names the castling too, as a GUI's drop does.
  const long = game.move({ from: 'e8', to: 'c8' });
  assert.equal(long.san, 'O-O-O');
  assert.deepEqual(long.castling, { side: 'q', king: { from: 'e8', to: 'c8' }, rook: { from: 'a8', to: 'd8' } });
  assert.equal(game.get('d8').type, 'r');
  assert.equal(game.get('c8').type, 'k');
});

test('captures, double steps, en passant and promotions have their flags', () => {
  const game = new Game('4k5/1P8/10/10/2p7/10/3P6/4K5 w - - 0 1');
  const step = game.move('d4');
  assert.equal(step.flags, 'b');
  assert.ok(step.isBigPawn());
  const ep = game.move('cxd3');
  assert.deepEqual([ep.flags, ep.captured, ep.san], ['e', 'p', 'cxd3']);
  const promotion = game.move({ from: 'b7', to: 'b8', promotion: 'c' });
  assert.deepEqual([promotion.flags, promotion.promotion, promotion.san], ['p', 'c', 'b8=C+']);
  assert.ok(promotion.isPromotion());
  assert.equal(game.get('b8').type, 'c');
});

test('moves of one square or piece, SAN or verbose', () => {
  const game = Game.fromNumber(25933);
  assert.deepEqual(game.moves({ square: 'i1' }).sort(), ['Nh3', 'Nj3']);
  assert.deepEqual(game.moves({ square: 'e4' }), []);
  const knights = game.moves({ piece: 'n', verbose: true });
  assert.deepEqual(knights.map((m) => m.lan).sort(), ['b1a3', 'b1c3', 'i1h3', 'i1j3']);
  assert.deepEqual(game.moves({ piece: 'a' }).sort(), ['Af3', 'Ah3']);
});

test('undo returns the move and history can be verbose', () => {
  const game = Game.fromNumber(25933);
  game.move('e4');
  game.move('e5');
  assert.deepEqual(game.history({ verbose: true }).map((m) => m.lan), ['e2e4', 'e7e5']);
  assert.equal(game.history({ verbose: true })[1].before, game.history({ verbose: true })[0].after);
  assert.equal(game.undo().san, 'e5');
  assert.equal(game.undo().lan, 'e2e4');
  assert.equal(game.undo(), null);
  assert.equal(game.fen(), GOTHIC);
});

test('board() and get() as chess.js gives them, ten files wide', () => {
  const game = Game.fromNumber(25933);
  const board = game.board();
  assert.equal(board.length, 8);
  assert.ok(board.every((row) => row.length === 10));
  assert.deepEqual(board[0][0], { square: 'a8', type: 'r', color: 'b' });
  assert.deepEqual(board[7][4], { square: 'e1', type: 'c', color: 'w' });
  assert.deepEqual(board[7][6], { square: 'g1', type: 'a', color: 'w' });
  assert.equal(board[4][4], null);
  assert.deepEqual(game.get('f1'), { type: 'k', color: 'w' });
  assert.equal(game.get('f4'), undefined);
});

test('checkmate ends the game', () => {
  const game = new Game('k9/10/1K8/10/10/10/10/9C w - - 0 1');
  assert.equal(game.move('j1j8').san, 'Cj8#');
  assert.ok(game.isCheckmate() && game.inCheck() && game.isGameOver() && !game.isDraw());
  assert.deepEqual(game.outcome(), { result: '1-0', winner: 'w', reason: 'checkmate' });
  assert.deepEqual(game.moves(), []);
  refuses(game, 'GameOverError', () => game.move('Kb8'), 'checkmate 1-0');
});

test('stalemate and insufficient material are draws', () => {
  const stalemate = new Game('k9/2Q7/1K8/10/10/10/10/10 b - - 0 1');
  assert.ok(stalemate.isStalemate() && stalemate.isDraw() && stalemate.isGameOver());
  assert.deepEqual(stalemate.outcome(), { result: '1/2-1/2', winner: null, reason: 'stalemate' });
  const knight = new Game('4k5/10/10/10/10/10/10/4K4N w - - 0 1');
  assert.ok(knight.isInsufficientMaterial() && knight.isDraw());
  assert.equal(knight.outcome().reason, 'insufficient material');
  assert.ok(!new Game('4k5/10/10/10/10/10/10/4K4A w - - 0 1').isInsufficientMaterial());
});

test('threefold repetition can be claimed; fivefold ends the game', () => {
  const game = new Game('4k5/10/10/10/10/10/10/4KR3N w - - 0 1');
  const shuffle = ['j1h2', 'e8d8', 'h2j1', 'd8e8'];
  for (const move of [...shuffle, ...shuffle]) game.move(move);
  assert.ok(game.isThreefoldRepetition());
  assert.equal(game.canClaimDraw(), 'threefold repetition');
  assert.equal(game.outcome(), null);
  assert.ok(game.isDraw() && game.isGameOver()); // chess.js counts a claimable draw
  for (const move of [...shuffle, ...shuffle]) game.move(move);
  assert.equal(game.outcome().reason, 'fivefold repetition');
  refuses(game, 'GameOverError', () => game.move('j1h2'), 'fivefold repetition');
});

test('the fifty-move rule is claimed, the seventy-five-move rule ends the game', () => {
  const game = new Game('4k5/10/10/10/10/10/10/4KR3N w - - 99 80');
  refuses(game, 'ClaimError', () => game.claimDraw());
  game.move('j1h2');
  assert.ok(game.isDrawByFiftyMoves());
  assert.deepEqual(game.claimDraw(), { result: '1/2-1/2', winner: null, reason: 'fifty-move rule' });
  assert.ok(game.reopen() && !game.reopen());
  const late = new Game('4k5/10/10/10/10/10/10/4KR3N w - - 149 80');
  late.move('j1h2');
  assert.equal(late.outcome().reason, 'seventy-five-move rule');
});

test('resignation and agreement', () => {
  const game = Game.fromNumber(25933);
  assert.deepEqual(game.resign('b'), { result: '1-0', winner: 'w', reason: 'resignation' });
  refuses(game, 'GameOverError', () => game.agreeDraw());
  game.reopen();
  assert.equal(game.agreeDraw().reason, 'agreement');
  game.reopen();
  refuses(game, 'InvalidArgumentError', () => game.resign('white'));
});

// Every door undoes through one Rust Game::undo: the rules of crc-game's tests/game.rs, at
// the JavaScript door.
for (const [name, end] of [
  ['resignation', (game) => game.resign('w')],
  ['agreement', (game) => game.agreeDraw()],
  ['claimed draw', (game) => game.claimDraw()],
]) {
  test(`undo takes back the move and the ${name} declared after it`, () => {
    const game = Game.fromNumber(25933);
    const shuffle = ['Nh3', 'Nh6', 'Ni1', 'Ni8', 'Nh3', 'Nh6', 'Ni1']; // then Ni8: a third time
    for (const move of shuffle) game.move(move);
    const before = game.fen();
    game.move('Ni8');
    end(game);
    assert.ok(game.isGameOver());
    assert.equal(game.undo().lan, 'h6i8');
    assert.equal(game.outcome(), null);
    assert.equal(game.fen(), before);
    assert.deepEqual(game.history(), shuffle);
  });
}

test('undo without a move changes nothing, not even a declared end', () => {
  const game = Game.fromNumber(25933);
  game.resign('b');
  assert.equal(game.undo(), null);
  assert.equal(game.outcome().reason, 'resignation');
});

test('reopen takes back a declared end and keeps the moves', () => {
  const game = Game.fromNumber(25933);
  assert.equal(game.reopen(), false);
  game.move('e4');
  game.agreeDraw();
  assert.equal(game.reopen(), true);
  assert.deepEqual(game.history(), ['e4']);
  assert.equal(game.outcome(), null);
  assert.equal(game.reopen(), false);
  const mate = new Game('k9/10/1K8/10/10/10/10/9C w - - 0 1');
  mate.move('Cj8');
  assert.equal(mate.reopen(), false);
  assert.ok(mate.isCheckmate());
});

test('a finished game lists the legal moves of its position', () => {
  const game = Game.fromNumber(25933);
  game.move('e4');
  const legal = game.moves();
  assert.ok(legal.length > 0);
  game.resign('w');
  assert.ok(game.isGameOver());
  assert.deepEqual(game.moves(), legal);
  assert.deepEqual(game.moves({ verbose: true }).map((m) => m.san), legal);
  refuses(game, 'GameOverError', () => game.move(legal[0]));
});

test('PGN out and in, with tags', () => {
  const game = Game.fromNumber(25933);
  assert.deepEqual(game.header('White', 'Capablanca', 'Black', 'Lasker'), { White: 'Capablanca', Black: 'Lasker' });
  game.move('e4');
  game.move('e5');
  const pgn = game.pgn();
  assert.match(pgn, /\[White "Capablanca"\]/);
  assert.match(pgn, /\[CRCStartNumber "25933"\]/);
  assert.match(pgn, /1\. e4 e5 \*\n$/);
  const again = Game.fromPgn(pgn);
  assert.deepEqual(again.history(), ['e4', 'e5']);
  assert.deepEqual(again.getHeaders(), game.getHeaders());
  const other = new Game();
  other.loadPgn(pgn);
  assert.equal(other.fen(), game.fen());
  assert.ok(game.removeHeader('Black') && !game.removeHeader('Black'));
  refuses(game, 'InvalidTagError', () => game.setHeader('Result', '1-0'), 'Result');
  refuses(game, 'InvalidTagError', () => game.setHeader('White', 'two\nlines'));
  refuses(game, 'InvalidPgnError', () => game.loadPgn('[CRCStartNumber "25933"]\n\n1. e4 e4 *\n'), 'move 2');
});

test('games XBoard refereed end where Fairy-Stockfish says they end', () => {
  for (const { pgn, finalFen } of xboardGames()) {
    const game = Game.fromPgn(pgn);
    // Placement and side to move: Fairy-Stockfish writes the other fields by its own rules.
    assert.equal(game.fen().split(' ').slice(0, 2).join(' '), finalFen.split(' ').slice(0, 2).join(' '));
  }
});

test('starts: a FEN, a number, a rule set with a seed, the Capablanca array by default', () => {
  assert.equal(new Game().fen(), 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1');
  assert.equal(Game.random(7, 'crc').fen(), Game.random(7n, 'crc').fen());
  assert.notEqual(Game.random(7, 'crc').fen(), Game.random(8, 'crc').fen());
  // The seed first, then the rule set (CRC by default), as at every door.
  assert.equal(Game.random(7).fen(), Game.random(7, RuleSet.CRC).fen());
  assert.equal(Game.random(7, RuleSet.CRC2006).startNumber(), RuleSet.CRC2006.random(7));
  assert.ok(RuleSet.BASIC.contains(Game.random(undefined, 'basic').startNumber()));
  assert.equal(new Game('k9/10/1K8/10/10/10/10/9C w - - 0 1').startNumber(), null);
  for (const [call, name] of [
    [() => new Game('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'), 'InvalidFenError'],
    [() => new Game(42), 'TypeError'],
    [() => Game.fromNumber(0), 'InvalidStartError'],
    [() => Game.fromNumber(2.5), 'InvalidStartError'],
    [() => Game.fromNumber(48001), 'InvalidStartError'],
    [() => Game.random(undefined, 'chess960'), 'InvalidStartError'],
    [() => Game.random(7, 'chess960'), 'InvalidStartError'],
    [() => Game.random(-1, 'crc'), 'InvalidArgumentError'],
    [() => Game.random(1.5), 'InvalidArgumentError'],
    [() => Game.random('crc', 7), 'TypeError'],
  ]) {
    assert.throws(call, (error) => error.name === name);
  }
});

test('errors are named and carry the whole reason; the game does not change', () => {
  const game = Game.fromNumber(25933);
  game.move('e4');
  refuses(game, 'IllegalMoveError', () => game.move('e4e6'), 'e4e6');
  refuses(game, 'IllegalMoveError', () => game.move('Qh5'));
  refuses(game, 'InvalidMoveError', () => game.move('hello'));
  refuses(game, 'InvalidMoveError', () => game.move(''));
  refuses(game, 'IllegalMoveError', () => game.move({ from: 'e7', to: 'e4' }));
  refuses(game, 'TypeError', () => game.move({ from: 'e7' }));
  refuses(game, 'TypeError', () => game.move(42));
  refuses(game, 'InvalidSquareError', () => game.get('k9'));
  refuses(game, 'InvalidSquareError', () => game.moves({ square: 'z1' }));
  refuses(game, 'InvalidFenError', () => game.load('10/10 w - - 0 1'), '2 ranks');
  const knights = new Game('4k5/10/10/10/10/10/2N3N3/4K5 w - - 0 1');
  refuses(knights, 'AmbiguousMoveError', () => knights.move('Ne3'), 'Nce3');
  refuses(knights, 'IllegalMoveError', () => knights.move('O-O'), 'castling');
});

test('a freed game can no longer be used, and freeing it again does no harm', () => {
  const game = Game.fromNumber(1);
  game.free();
  assert.throws(() => game.fen());
  assert.doesNotThrow(() => game.free());
  game.load(startFen(2));
  assert.equal(game.fen(), startFen(2));
});
