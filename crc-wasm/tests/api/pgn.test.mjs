// readPgn: the games of a PGN database one by one, a bad game an InvalidPgnError with its
// numeric game and line, and the bad inputs of a public server read through.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { readPgn } from '../../js/node.js';
import { xboardGames } from './testdata.mjs';

const GOTHIC = '[Variant "Gothic"]\n\n';
const THREE_GAMES = `${GOTHIC}1. e4 e5 2. Nh3 *\n\n${GOTHIC}1. e4 e5 2. Qd3 *\n\n[Variant "Capablanca"]\n\n1. d4 {a comment} d5 1/2-1/2\n`;

/** Every game's history, and each error as `game:line`, reading on after each. */
function readThrough(text) {
  const games = readPgn(text);
  const read = [];
  for (;;) {
    try {
      const next = games.next();
      if (next.done) return read;
      read.push(next.value.history());
      next.value.free();
    } catch (error) {
      assert.equal(error.name, 'InvalidPgnError', error.message);
      read.push(`${error.game}:${error.line}`);
    }
  }
}

test('readPgn gives each game, and a bad one throws with its game and line, then reads on', () => {
  const games = readPgn(THREE_GAMES);
  assert.deepEqual(games.next().value.history(), ['e4', 'e5', 'Nh3']);
  assert.throws(() => games.next(), (error) => error.name === 'InvalidPgnError' && error.kind === 'invalid_pgn'
    && error.game === 2 && error.line === 7 && error.message.startsWith('PGN game 2, line 7: move 3 ("Qd3")'));
  assert.deepEqual(games.next().value.history(), ['d4', 'd5']);
  assert.deepEqual(games.next(), { done: true, value: undefined });
  assert.deepEqual(games.next(), { done: true, value: undefined });
});

test('readPgn is an iterable, for for-of and spreading', () => {
  const histories = [...readPgn(THREE_GAMES.replace('2. Qd3 ', ''))].map((game) => game.history());
  assert.deepEqual(histories, [['e4', 'e5', 'Nh3'], ['e4', 'e5'], ['d4', 'd5']]);
  assert.deepEqual([...readPgn('')], []);
});

test('readPgn reads the games XBoard refereed', () => {
  const text = xboardGames().map((game) => game.pgn).join('\n');
  const games = [...readPgn(text)];
  assert.equal(games.length, xboardGames().length);
});

test('a truncated game, a huge tag and binary junk are errors of their games alone', () => {
  assert.deepEqual(readThrough(`${GOTHIC}1. e4 e5 *\n\n${GOTHIC}1. e4 {cut off`), [['e4', 'e5'], '2:7']);
  const huge = `[Event "${'x'.repeat(10_000_000)}"]\n`;
  assert.deepEqual(readThrough(`${huge}${GOTHIC}1. e4 *\n\n${GOTHIC}1. d4 *\n`), ['1:1', ['d4']]);
  const junk = String.fromCharCode(...Array.from({ length: 4096 }, (_, i) => (i * 37) % 256));
  const read = readThrough(`${junk}\n\n${GOTHIC}1. e4 *\n`);
  assert.ok(read.some((item) => typeof item === 'string'), 'the junk is an error');
  assert.deepEqual(read.at(-1), ['e4']);
});

test('100,000 move tokens stop at the first move after the automatic end', () => {
  const shuffle = 'Nh3 Nh6 Ni1 Ni8 '.repeat(25_000);
  const games = readPgn(`${GOTHIC}${shuffle}*\n\n${GOTHIC}1. e4 *\n`);
  assert.throws(() => games.next(), (error) => error.game === 1 && /move 17 \("Nh3"\).*fivefold/.test(error.message));
  assert.deepEqual(games.next().value.history(), ['e4']);
});

test('readPgn refuses what is not text, and free() ends the games', () => {
  assert.throws(() => readPgn(null), (error) => error instanceof TypeError && error.message.includes('readPgn: text must be string'));
  const games = readPgn(THREE_GAMES);
  games.free();
  assert.deepEqual(games.next(), { done: true, value: undefined });
});

test('a Termination tag gives its reason and is written back as read', () => {
  const cases = [
    ['time forfeit', 'time forfeit'],
    ['Time forfeit', 'time forfeit'],
    ['illegal move', 'illegal move'],
    ['abandoned', 'abandonment'],
    ['stalled connection', 'abandonment'],
    ['adjudication', 'adjudication'],
    ['Rules infraction', 'rules infraction'],
    // lichess-style `Normal`: the result is the players' (a draw: an agreement).
    ['normal', 'agreement'],
  ];
  for (const [value, reason] of cases) {
    const text = `[Variant "Capablanca"]\n[Termination "${value}"]\n\n1. e4 e5 1/2-1/2\n`;
    const game = readPgn(text).next().value;
    assert.deepEqual(game.outcome(), { result: '1/2-1/2', winner: null, reason }, value);
    const written = game.pgn();
    assert.ok(written.includes(`[Termination "${value}"]\n`), written);
    assert.ok(written.endsWith('1. e4 e5 1/2-1/2\n'), written);
  }
});
