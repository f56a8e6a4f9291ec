// Scharnagl's numbering and the rule sets, against his published table (testdata/setups.txt).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { Game, RuleSet, arrangement, number, ruleSets, startFen } from '../../js/node.js';
import { setupRows } from './testdata.mjs';

test('numbers and arrangements as Scharnagl published them', () => {
  const rows = setupRows();
  assert.ok(rows.length >= 30, 'setups.txt holds the table');
  for (const [n, letters, , , , crc, crc2006] of rows) {
    const value = Number(n) === 0 ? 48000 : Number(n);
    assert.equal(arrangement(value), letters, n);
    assert.equal(number(letters), value, letters);
    assert.equal(number(letters.toLowerCase()), value, letters);
    assert.equal(RuleSet.CRC.contains(value), crc === 'True', `${n} in crc`);
    assert.equal(RuleSet.CRC2006.contains(value), crc2006 === 'True', `${n} in crc2006`);
  }
});

test('start FENs put the arrangement on both back ranks', () => {
  assert.equal(startFen(25933), 'rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1');
  assert.equal(Game.fromNumber(25933).fen(), startFen(25933));
});

test('rule sets: their sizes, membership and seeded draws', () => {
  assert.deepEqual(
    [RuleSet.BASIC, RuleSet.PROTECTED, RuleSet.CRC, RuleSet.CRC2006].map((r) => r.count()),
    [48000, 21836, 12130, 12118],
  );
  assert.equal(RuleSet.CRC.numbers().length, 12130);
  assert.ok(RuleSet.CRC.contains(25933) && !RuleSet.CRC2006.contains(25933));
  assert.ok(!RuleSet.BASIC.contains(0) && !RuleSet.BASIC.contains(1.5) && !RuleSet.BASIC.contains('1'));
  assert.equal(RuleSet.CRC.random(2024), RuleSet.CRC.random(2024n));
  for (let seed = 0; seed < 50; seed++) assert.ok(RuleSet.CRC2006.contains(RuleSet.CRC2006.random(seed)));
  assert.deepEqual(ruleSets(25933).map(String), ['basic', 'protected', 'crc']);
  assert.equal(RuleSet.fromName('crc2006').count(), 12118);
  assert.equal(String(RuleSet.CRC), 'crc');
});

test('bad numbers, arrangements and names are named errors', () => {
  for (const call of [
    () => arrangement(0),
    () => arrangement(48001),
    () => startFen(-3),
    () => startFen(Number.NaN),
    () => number('RNBQCKABN'),
    () => number('RNBQCKABNX'),
    () => RuleSet.fromName('gothic'),
    () => ruleSets(1e12),
  ]) {
    assert.throws(call, (error) => error.name === 'InvalidStartError' && error.message.length > 10);
  }
  assert.throws(() => RuleSet.CRC.random(1.5), (error) => error.name === 'InvalidArgumentError');
});
