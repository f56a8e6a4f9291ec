// The JavaScript column of testdata/vocabulary.tsv against the package: every name it gives
// is there, and every public call of `Game` is in it. docs/bindings.md shows the table; the
// Rust, C and Python columns are held to their doors by those doors' tests.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import * as rules from '../../js/node.js';
import * as svg from '../../js/svg-node.js';
import { concepts, entries, jsNames, nameOf } from './vocabulary.mjs';

const { Game, RuleSet, Move } = rules;
const ERRORS = readFileSync(new URL('../../errors/src/lib.rs', import.meta.url), 'utf8');

/** A move with every field a record has: a promotion. */
function promotion() {
  const game = new Game('4k5/1P8/10/10/10/10/10/4K5 w - - 0 1');
  const move = game.moves({ verbose: true }).find((m) => m.promotion);
  game.free();
  return move;
}

/** Whether the package has `name`, as the table writes it. */
function has(name, move) {
  const dot = name.lastIndexOf('.');
  if (dot < 0) {
    if (name.endsWith('Error')) return ERRORS.includes(`=> "${name}"`);
    return name in rules || name in svg;
  }
  const [owner, member] = [name.slice(0, dot), name.slice(dot + 1)];
  const type = { Game, RuleSet, Move }[owner];
  if (type === undefined) return false;
  return member in type || member in type.prototype || (owner === 'Move' && member in move);
}

test('every JS name of the vocabulary is in the package', () => {
  const move = promotion();
  assert.ok(move instanceof Move);
  for (const concept of concepts().values()) {
    for (const entry of entries(concept.js)) {
      if (entry.startsWith("'")) continue; // a value (a reason's words, a piece's letter), not a name
      assert.ok(has(nameOf(entry), move), `${concept.concept}: the package has no ${entry}`);
    }
  }
});

test('every public call of Game is in the vocabulary', () => {
  const named = jsNames();
  const statics = Object.getOwnPropertyNames(Game).filter((n) => !['length', 'name', 'prototype'].includes(n));
  const methods = Object.getOwnPropertyNames(Game.prototype).filter((n) => n !== 'constructor');
  assert.ok(methods.includes('move') && statics.includes('fromNumber'));
  const missing = [...statics, ...methods].map((n) => `Game.${n}`).filter((n) => !named.has(n));
  assert.deepEqual(missing, [], 'calls of Game that testdata/vocabulary.tsv does not name');
  assert.ok(named.has('Game'), 'the constructor, `new Game`');
});
