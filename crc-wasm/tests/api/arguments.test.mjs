// Argument types are checked at the JS door, by the one helper of js/arguments.js, before any
// WebAssembly call: crc-rules throws a TypeError naming the call, the argument and the type;
// crc-rules/ffish throws what ffish 0.7.10 throws (a BindingError, a TypeError).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import Module from '../../js/ffish-node.js';
import { Game, RuleSet, arrangement, number, ruleSets, startFen } from '../../js/node.js';

const JUNK = [0, 1.5, -1, {}, [], true, false, null, 10n, Symbol('junk'), () => 'e4'];

function typeError(call, words = '') {
  assert.throws(call, (error) => error instanceof TypeError && error.name === 'TypeError' && error.message.includes(words));
}

function bindingError(call) {
  assert.throws(
    call,
    (error) => error instanceof TypeError && error.name === 'BindingError' && error.message === 'Cannot pass non-string to std::string',
  );
}

test('number() of a non-string is a TypeError, not a trap, and the module still answers', () => {
  for (const value of [0, {}, true, 10n, undefined, null, Symbol('s'), [], 1.5]) {
    typeError(() => number(value), 'arrangement must be string');
  }
  assert.equal(number('AQBBCNNRKR'), 1);
  assert.equal(arrangement(number('cnqnrbbkra')), 'CNQNRBBKRA');
});

test('a wrong type at every kind of call of crc-rules is a TypeError naming the call and the argument', () => {
  const game = new Game();
  const before = game.fen();
  typeError(() => new Game(42), 'new Game: fen must be string, not number');
  typeError(() => Game.fromNumber('518'), 'Game.fromNumber: n must be number, not string');
  typeError(() => Game.fromPgn(null), 'Game.fromPgn: pgn must be string, not null');
  typeError(() => Game.random(7, 7), 'Game.random: ruleSet must be RuleSet or string, not number');
  typeError(() => Game.random('7', 'crc'), 'Game.random: seed must be number or bigint, not string');
  // The rule set first, as before the seed came first, is refused, not read.
  typeError(() => Game.random('crc', 7), 'Game.random: seed must be number or bigint, not string');
  typeError(() => Game.random(RuleSet.CRC), 'Game.random: seed must be number or bigint, not object');
  typeError(() => game.perft('2'), 'Game.perft: depth must be number, not string');
  typeError(() => game.perft(), 'Game.perft: depth must be number, not undefined');
  typeError(() => game.divide(2n), 'Game.divide: depth must be number, not bigint');
  typeError(() => game.divide(null), 'Game.divide: depth must be number, not null');
  typeError(() => arrangement('518'), 'arrangement: n must be number');
  typeError(() => startFen(10n), 'startFen: n must be number, not bigint');
  typeError(() => ruleSets({}), 'ruleSets: n must be number, not object');
  typeError(() => RuleSet.fromName(1), 'RuleSet.fromName: name must be string');
  typeError(() => new RuleSet([]), 'new RuleSet: name must be string, not an array');
  typeError(() => RuleSet.CRC.random('x'), 'RuleSet.random: seed');
  for (const value of JUNK) {
    typeError(() => game.load(value), 'Game.load: fen must be string');
    typeError(() => game.loadPgn(value), 'Game.loadPgn: pgn must be string');
    typeError(() => game.get(value), 'Game.get: square must be string');
    typeError(() => game.setHeader('Event', value), 'Game.setHeader: value must be string');
    typeError(() => game.header('Event', 'x', value, 'y'), 'Game.header: pairs must be string');
    typeError(() => game.removeHeader(value), 'Game.removeHeader: key must be string');
    typeError(() => game.resign(value), 'Game.resign: color must be string');
    if (typeof value !== 'object' || value === null) typeError(() => game.move(value), 'Game.move: move must be string or object');
  }
  typeError(() => game.move({ from: 'e2', to: 4 }), 'Game.move: to must be string, not number');
  typeError(() => game.move({ from: 'e2', to: 'e4', promotion: 1 }), 'Game.move: promotion must be string');
  typeError(() => game.moves({ square: 5 }), 'Game.moves: square must be string');
  typeError(() => game.moves('e2'), 'Game.moves: options must be object');
  typeError(() => game.history(1), 'Game.history: options must be object');
  assert.equal(game.fen(), before);
  assert.equal(game.moves().length, 28);
});

test('a wrong type at the calls of crc-rules/ffish throws what ffish throws', async () => {
  const ffish = await Module();
  const board = new ffish.Board('capablanca');
  for (const value of JUNK) {
    bindingError(() => new ffish.Board(value));
    bindingError(() => new ffish.Board('capablanca', value));
    bindingError(() => board.push(value));
    bindingError(() => board.pushSan(value));
    bindingError(() => board.pushMoves(value));
    bindingError(() => board.setFen(value));
    bindingError(() => board.sanMove(value));
    bindingError(() => board.variationSan(value));
    bindingError(() => board.isCapture(value));
    bindingError(() => ffish.readGamePGN(value));
    bindingError(() => ffish.startingFen(value));
    bindingError(() => ffish.capturesToHand(value));
    bindingError(() => ffish.validateFen(value));
    bindingError(() => ffish.validateFen(ffish.startingFen('capablanca'), value));
    bindingError(() => ffish.setOption(value, '1'));
    bindingError(() => ffish.setOption('Threads', value));
  }
  // As Embind: an argument given is checked even when it is undefined.
  bindingError(() => new ffish.Board('capablanca', undefined));
  bindingError(() => board.push(undefined));
  const game = ffish.readGamePGN('[Variant "capablanca"]\n\n1. e4 *');
  bindingError(() => game.headers(0));
  assert.throws(() => board.fen(true, null), { name: 'TypeError', message: 'Cannot convert "null" to int' });
  assert.throws(() => ffish.setOptionInt('Threads', {}), { name: 'TypeError', message: 'Cannot convert "[object Object]" to int' });
  // The booleans take any value, as ffish's do.
  assert.equal(board.isGameOver({}), false);
  assert.equal(ffish.validateFen(ffish.startingFen('capablanca'), 'capablanca', 0), 1);
  assert.equal(board.legalMoves().split(' ').length, 28);
  board.delete();
  game.delete();
});
