// The browser entries (web.js, ffish-web.js, svg-web.js) load their modules only when asked,
// as ffish-es6 does: a call before that throws NotInitializedError, and `init` or `Module`
// takes Emscripten's options. Run in Node, where the bytes are given as `wasmBinary` (Node's
// fetch reads no file: URLs); tests/bundles/ loads them in Chromium by URL.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import Module from '../../js/ffish-web.js';
import { pieceSvg, init as initSvg } from '../../js/svg-web.js';
import { Game, RuleSet, init, readPgn, startFen } from '../../js/web.js';

const notInitialized = (error) => error.name === 'NotInitializedError' && /await its init\(\) first/.test(error.message);
const bytes = (path) => readFileSync(new URL(`../../pkg/${path}`, import.meta.url));

test('before init every call that starts from nothing throws NotInitializedError', () => {
  for (const call of [
    () => new Game(),
    () => Game.fromNumber(1),
    () => Game.random(),
    () => startFen(1),
    () => RuleSet.CRC.count(),
    () => RuleSet.fromName('crc'),
    () => readPgn(''),
    () => pieceSvg('k', 'w'),
  ]) {
    assert.throws(call, notInitialized);
  }
});

test('a failed load rejects and a later one succeeds; then every entry answers', async () => {
  const asked = [];
  await assert.rejects(init({ locateFile: (path, prefix) => (asked.push([path, prefix]), 'no-such-file.wasm') }));
  assert.deepEqual(asked, [['crc_wasm_bg.wasm', '']]);
  assert.throws(() => new Game(), notInitialized);
  await init({ wasmBinary: bytes('crc_wasm_bg.wasm') });
  await init(); // loaded already: nothing is fetched
  assert.equal(Game.fromNumber(25933).fen(), startFen(25933));
  const ffish = await Module({ wasmBinary: bytes('crc_wasm_bg.wasm') });
  assert.equal(new ffish.Board('capablanca').legalMoves().split(' ').length, 28);
  assert.throws(() => pieceSvg('k', 'w'), notInitialized); // the diagrams' module is apart
  await initSvg({ wasmBinary: bytes('svg/crc_wasm_svg_bg.wasm') });
  assert.match(pieceSvg('k', 'w'), /^<svg/);
});
