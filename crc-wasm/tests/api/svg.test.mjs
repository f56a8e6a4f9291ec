// Diagrams and pieces from crc-rules-svg: boardSvg of a FEN or a Game, pieceSvg, bad options.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { Game, startFen } from '../../js/node.js';
import { boardSvg, pieceSvg } from '../../js/svg-node.js';

const pieces = (svg) => [...svg.matchAll(/class="piece (white|black) (\w+)" data-square="(\w+)"/g)];

test('a FEN drawn: every piece on its square', () => {
  const svg = boardSvg(startFen(25933), { size: 400 });
  assert.match(svg, /^<svg [^>]*width="400"/);
  assert.ok(svg.endsWith('</svg>\n') || svg.endsWith('</svg>'));
  const drawn = pieces(svg);
  assert.equal(drawn.length, 40);
  assert.ok(drawn.some(([, color, role, square]) => color === 'white' && role === 'archbishop' && square === 'g1'));
  assert.ok(drawn.some(([, color, role, square]) => color === 'black' && role === 'chancellor' && square === 'e8'));
});

test('a Game drawn with its last move and its king in check', () => {
  const game = new Game('k9/10/1K8/10/10/10/10/9C w - - 0 1');
  game.move('Cj8');
  const svg = boardSvg(game, { arrows: ['Gj8a8', { from: 'b6', to: 'b7' }], fill: { a1: '#ff0000' }, flipped: true });
  assert.equal(pieces(svg).length, 3);
  assert.notEqual(svg, boardSvg(game.fen()), 'the last move, the check and the arrows are drawn');
  assert.match(svg, /#ff0000/i);
});

test('pieceSvg gives each piece its own drawing', () => {
  const drawings = new Set();
  for (const type of 'pnbracqk') {
    for (const color of 'wb') {
      const svg = pieceSvg(type, color);
      assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 100 100"/);
      drawings.add(svg);
    }
  }
  assert.equal(drawings.size, 16);
});

test('bad options are named errors', () => {
  const fen = startFen(1);
  for (const [call, name] of [
    [() => boardSvg(fen, { size: 3 }), 'InvalidArgumentError'],
    [() => boardSvg(fen, { arrows: ['Xa1a2'] }), 'InvalidArgumentError'],
    [() => boardSvg(fen, { colors: { 'square purple': '#000000' } }), 'InvalidArgumentError'],
    [() => boardSvg(fen, { fill: { k9: '#000000' } }), 'InvalidSquareError'],
    [() => boardSvg(fen, { fill: { a1: 'red-ish' } }), 'InvalidArgumentError'],
    [() => boardSvg(fen, { lastMove: 'e2' }), 'InvalidArgumentError'],
    [() => boardSvg('10/10 w', {}), 'InvalidFenError'],
    [() => boardSvg(42), 'TypeError'],
    [() => boardSvg(fen, { size: '3' }), 'TypeError'],
    [() => boardSvg(fen, { arrows: 'e2e4' }), 'TypeError'],
    [() => boardSvg(fen, null), 'TypeError'],
    [() => pieceSvg(1, 'w'), 'TypeError'],
    [() => pieceSvg('x', 'w'), 'InvalidArgumentError'],
    [() => pieceSvg('a', 'white'), 'InvalidArgumentError'],
  ]) {
    assert.throws(call, (error) => error.name === name, name);
  }
});

test('a wrong-typed value inside an option names its place', () => {
  const fen = startFen(1);
  for (const [options, message] of [
    [{ fill: { e4: 1 } }, 'boardSvg: fill["e4"] must be string, not number'],
    [{ colors: { 'square light': null } }, 'boardSvg: colors["square light"] must be string, not null'],
    [{ lastMove: { from: 'e2', to: 4 } }, 'boardSvg: lastMove.to must be string, not number'],
    [{ arrows: ['e2e4', { from: 1, to: 'e4' }] }, 'boardSvg: arrows[1].from must be string, not number'],
  ]) {
    assert.throws(() => boardSvg(fen, options), (error) => error instanceof TypeError && error.message === message);
  }
});
