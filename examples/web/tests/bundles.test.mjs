// crc-rules bundled as a site bundles it: tests/bundle/app.js, a client of ffish-es6 and
// crc-rules with no top-level await, built by esbuild for target es2020 in iife format (as
// pychess-variants builds its client) and in esm format, its `ffish-es6` mapped to
// tests/bundle/ffish-swap.js (the three-line file of crc-wasm/README.md). crc-rules is the
// `npm pack` tarball unpacked into node_modules, as a site installs it. Each bundle gets the
// three wasm files copied beside it and runs in headless Chromium: CRC moves answered by
// crc-rules/ffish, a chess move by the real ffish-es6, a game and a diagram by crc-rules. The
// builds must give no warning; the pages no console error.
//
//   node --test examples/web/tests/   (after scripts/build-wasm.sh and npm ci in examples/web)
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';

import { Game } from '../../../crc-wasm/js/node.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const here = fileURLToPath(new URL('./bundle/', import.meta.url));
const work = `${root}target/bundles/`;
const browserPath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const missing = !existsSync(browserPath)
  ? browserPath
  : !existsSync(`${root}crc-wasm/pkg/crc_wasm_bg.wasm`)
    ? 'the package (scripts/build-wasm.sh)'
    : null;

let server;
let browser;
let port;

/** Python's http.server on a free port of 127.0.0.1, serving `folder`. */
function serve(folder) {
  return new Promise((resolve, reject) => {
    const child = spawn('python3', ['-u', '-m', 'http.server', '--bind', '127.0.0.1', '0'], { cwd: folder });
    child.on('error', reject);
    child.stdout.on('data', (chunk) => {
      const found = /port (\d+)/.exec(String(chunk))?.[1];
      if (found) resolve({ child, port: found });
    });
  });
}

/** esbuild's mapping of `ffish-es6` to the swap file, for every importer but the swap file. */
const swapFfish = {
  name: 'swap-ffish-es6',
  setup(build) {
    build.onResolve({ filter: /^ffish-es6$/ }, (args) =>
      args.importer.endsWith('ffish-swap.js') ? undefined : { path: `${here}ffish-swap.js` },
    );
  },
};

before(async () => {
  if (missing) {
    console.log(`SKIPPED bundle tests: ${missing} is missing`);
    if (process.env.CI) throw new Error(`the bundle tests must run in CI: ${missing} is missing`);
    return;
  }
  rmSync(work, { recursive: true, force: true });
  const modules = `${work}node_modules/crc-rules`;
  mkdirSync(modules, { recursive: true });
  const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', work], { cwd: `${root}crc-wasm` })
    .toString()
    .trim();
  execFileSync('tar', ['-xzf', `${work}${tarball}`, '--strip-components=1', '-C', modules]);
  const served = await serve(work);
  server = served.child;
  port = served.port;
  browser = await chromium.launch({ executablePath: browserPath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
});

after(async () => {
  await browser?.close();
  server?.kill();
});

/** Builds app.js in `format` into target/bundles/<format>/ with the wasm files beside it. */
async function bundle(format) {
  const out = `${work}${format}/`;
  mkdirSync(out, { recursive: true });
  const built = await esbuild.build({
    entryPoints: [`${here}app.js`],
    bundle: true,
    format,
    target: 'es2020',
    outfile: `${out}app.js`,
    nodePaths: [`${work}node_modules`, `${root}examples/web/node_modules`],
    plugins: [swapFfish],
    logLevel: 'silent',
  });
  for (const file of ['crc_wasm_bg.wasm', 'svg/crc_wasm_svg_bg.wasm']) {
    copyFileSync(`${work}node_modules/crc-rules/pkg/${file}`, `${out}${file.split('/').at(-1)}`);
  }
  copyFileSync(`${root}examples/web/node_modules/ffish-es6/ffish.wasm`, `${out}ffish.wasm`);
  const tag = format === 'esm' ? '<script type="module" src="app.js"></script>' : '<script src="app.js"></script>';
  writeFileSync(`${out}index.html`, `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>${format}</title>${tag}\n`);
  return built;
}

/** What the page of `format` reports, and the problems seen on the way. */
async function run(format) {
  const page = await browser.newPage();
  const problems = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()} (${message.location().url})`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  await page.goto(`http://127.0.0.1:${port}/${format}/index.html`);
  await page.waitForFunction(() => window.result !== undefined, null, { timeout: 60_000 });
  const result = await page.evaluate(() => window.result);
  await page.close();
  return { result, problems };
}

for (const format of ['iife', 'esm']) {
  test(`an ${format} bundle for es2020 builds without a warning and plays in Chromium`, { skip: missing !== null }, async () => {
    const built = await bundle(format);
    assert.deepEqual(built.warnings.map((w) => w.text), []);
    const { result, problems } = await run(format);
    assert.deepEqual(problems, []);
    assert.equal(result.error, undefined);
    assert.deepEqual(result.pushed, [true, true, true, true]);
    // The same moves at crc-rules' own door, from the Capablanca array, ffish's capablanca start.
    const expected = new Game();
    for (const move of ['e2e4', 'e7e5', 'i1h3']) expected.move(move);
    assert.equal(result.crc.split(' ')[0], expected.fen().split(' ')[0]);
    assert.equal(result.crcMoves, expected.moves().length);
    assert.match(result.chess, /^rnbqkbnr\/pppppppp\/8\/8\/4P3\/8\/PPPP1PPP\/RNBQKBNR b /);
    const game = Game.fromNumber(25933);
    game.move('e4');
    assert.equal(result.game, game.fen());
    assert.equal(result.svg, '<svg');
  });
}
