// The TypeScript declarations: every export of the entry points is declared, and typical
// uses type-check against them (tsc from the typescript dev dependency).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import Module from '../../js/ffish-node.js';
import * as api from '../../js/node.js';
import * as svg from '../../js/svg-node.js';

function declared(file) {
  const text = readFileSync(new URL(`../../js/${file}`, import.meta.url), 'utf8');
  return new Set([...text.matchAll(/^export declare (?:class|function) (\w+)/gm)].map((m) => m[1]));
}

test('every export of crc-rules and crc-rules/svg is declared in index.d.ts and svg.d.ts', () => {
  for (const [module, file] of [[api, 'index.d.ts'], [svg, 'svg.d.ts']]) {
    const names = declared(file);
    for (const name of Object.keys(module)) assert.ok(names.has(name), `${name} is not declared in ${file}`);
    for (const name of names) assert.ok(name in module, `${name} is declared in ${file} but not exported`);
  }
});

test('every member of the crc-rules/ffish module is declared in ffish.d.ts', async () => {
  const text = readFileSync(new URL('../../js/ffish.d.ts', import.meta.url), 'utf8');
  const body = /export interface FairyStockfish \{([^}]*)\}/.exec(text)[1];
  const members = new Set([...body.matchAll(/^\s+(\w+)[<(:]/gm)].map((m) => m[1]));
  const module = await Module();
  assert.deepEqual(Object.keys(module).sort(), [...members].sort());
  const board = new module.Board('caparandom');
  const methods = /export interface Board \{([^}]*)\}/.exec(text)[1];
  for (const [, name] of methods.matchAll(/^\s+(\w+)\(/gm)) assert.equal(typeof board[name], 'function', name);
  board.delete();
});

test('typical uses type-check against the declarations', () => {
  const tsc = new URL('../../node_modules/typescript/bin/tsc', import.meta.url).pathname;
  const config = new URL('../types/tsconfig.json', import.meta.url).pathname;
  execFileSync(process.execPath, [tsc, '-p', config], { stdio: 'pipe' });
});
