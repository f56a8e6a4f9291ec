// Browser tests of the board page in headless Chromium (Debian's /usr/bin/chromium, driven
// by playwright-core without a browser download), the page served on 127.0.0.1 by Python's
// http.server as scripts/web-demo.sh serves it. A game is played with real mouse drags and
// clicks: an ordinary move, a capture, castling on both sides by dropping the king on its
// rook or on its destination, a promotion through the chooser, an illegal drop and an undo;
// after each, the page's SAN list and FEN are checked against crc-rules run here in Node. Then a PGN is
// imported through the page. No console error may appear; a screenshot goes to
// target/web/board-page.png.
//
//   node --test examples/web/tests/   (after scripts/build-wasm.sh and npm ci in examples/web)
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

import { Game } from '../../../crc-wasm/js/node.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const browserPath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// Black to castle on the queen's side, White on the king's, a white pawn to promote and a
// black pawn to take.
const START = 'r4k3r/8Pp/10/3p6/4P5/10/7P2/R4K3R w KQkq - 0 1';

let server;
let browser;
let page;
let url;
const problems = [];

/** Python's http.server on a free port of 127.0.0.1, serving the repository's root. */
function serve() {
  return new Promise((resolve, reject) => {
    const child = spawn('python3', ['-u', '-m', 'http.server', '--bind', '127.0.0.1', '0'], { cwd: root });
    child.on('error', reject);
    child.stdout.on('data', (chunk) => {
      const port = /port (\d+)/.exec(String(chunk))?.[1];
      if (port) resolve({ child, port });
    });
  });
}

before(async () => {
  if (!existsSync(browserPath) || !existsSync(new URL('../../../crc-wasm/pkg/crc_wasm_bg.wasm', import.meta.url))) {
    const missing = existsSync(browserPath) ? 'the package (scripts/build-wasm.sh)' : browserPath;
    console.log(`SKIPPED browser tests: ${missing} is missing`);
    if (process.env.CI) throw new Error(`the browser tests must run in CI: ${missing} is missing`);
    return;
  }
  const served = await serve();
  server = served.child;
  url = `http://127.0.0.1:${served.port}/examples/web/`;
  browser = await chromium.launch({ executablePath: browserPath, args: FLAGS });
  page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
});

after(async () => {
  await browser?.close();
  server?.kill();
});

/** The centre of a square on the page. */
async function centre(square) {
  const box = await page.locator(`[data-square="${square}"]`).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags the piece on `from` to `to` with the mouse, in small steps. */
async function drag(from, to) {
  const a = await centre(from);
  const b = await centre(to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

async function shown() {
  const sans = await page.locator('#moves button').allTextContents();
  const fen = await page.locator('#fen').textContent();
  return { sans, fen };
}

/** The squares the library says the piece on `square` can be dropped on. */
function targetsOf(game, square) {
  return game.dropTargets(square).sort();
}

/** The piece on `square` as the page shows it: colour and type, `wk`. */
function pieceOn(square) {
  return page.locator(`[data-square="${square}"] .piece`).getAttribute('data-piece');
}

/** Drags `from` to `to`, plays the same move on `expected`, and checks the page shows it as `san`. */
async function dragMove(expected, from, to, san) {
  await drag(from, to);
  expected.move(from + to);
  await agrees(expected);
  assert.equal(expected.history().at(-1), san);
}

/** The page must show what crc-rules gives for `expected`. */
async function agrees(expected) {
  assert.deepEqual(await shown(), { sans: expected.history(), fen: expected.fen() });
}

test('a game played with the mouse, checked against the library', async (t) => {
  if (!page) return t.skip('no browser');
  await page.fill('#fen-input', START);
  await page.click('#start-fen');
  const expected = new Game(START);
  await agrees(expected);

  // An ordinary move, a reply, and a capture.
  await dragMove(expected, 'h2', 'h3', 'h3');
  await dragMove(expected, 'j7', 'j6', 'j6');
  await dragMove(expected, 'e4', 'd5', 'exd5');
  // Castling on the queen's side with the king dropped on its rook, then on the king's with
  // the king dropped on its destination.
  await dragMove(expected, 'f8', 'a8', 'O-O-O');
  assert.deepEqual([await pieceOn('c8'), await pieceOn('d8')], ['bk', 'br']);
  await dragMove(expected, 'f1', 'i1', 'O-O');
  assert.deepEqual([await pieceOn('i1'), await pieceOn('h1')], ['wk', 'wr']);
  await dragMove(expected, 'j6', 'j5', 'j5');

  // A promotion through the chooser, which offers all six pieces.
  await drag('i7', 'i8');
  await page.waitForSelector('#chooser:not([hidden])');
  const offered = await page.locator('#chooser-pieces button').evaluateAll((buttons) => buttons.map((b) => b.dataset.promotion));
  assert.deepEqual(offered.sort(), ['a', 'b', 'c', 'n', 'q', 'r']);
  await page.click('#chooser-pieces button[data-promotion="c"]');
  expected.move('i7i8c');
  await agrees(expected);
  assert.equal(expected.history().at(-1), 'i8=C');
  assert.equal(await pieceOn('i8'), 'wc');

  // An illegal drop: the piece goes back and nothing changes.
  const before = await shown();
  await drag('c8', 'c6');
  assert.deepEqual(await shown(), before);
  assert.equal(await pieceOn('c8'), 'bk');

  // A move by clicks, then an undo.
  await page.mouse.click(...Object.values(await centre('c8')));
  await page.mouse.click(...Object.values(await centre('b8')));
  expected.move('c8b8');
  await agrees(expected);
  await page.click('#undo');
  expected.undo();
  await agrees(expected);
});

test('a PGN imported through the page', async (t) => {
  if (!page) return t.skip('no browser');
  const source = Game.fromNumber(25933);
  for (const move of ['e4', 'e5', 'Nh3', 'Nh6', 'd4', 'exd4']) source.move(move);
  source.setHeader('White', 'A. Player');
  const pgn = source.pgn();
  await page.fill('#pgn', pgn);
  await page.click('#import-pgn');
  await agrees(Game.fromPgn(pgn));
  // The archbishop picked up shows its targets: the screenshot.
  await page.mouse.click(...Object.values(await centre('g1')));
  const marked = await page.locator('.square.target').evaluateAll((cells) => cells.map((c) => c.dataset.square).sort());
  assert.deepEqual(marked, targetsOf(source, 'g1'));
  assert.ok(marked.length > 0);
  mkdirSync(new URL('../../../target/web/', import.meta.url), { recursive: true });
  await page.screenshot({ path: fileURLToPath(new URL('../../../target/web/board-page.png', import.meta.url)) });
  // Clicking a move of the list shows its position.
  await page.click('#moves button[data-ply="1"]');
  assert.equal(await page.locator('#fen').textContent(), source.history({ verbose: true })[1].after);
  await page.click('#live');
  await page.click('#export-pgn');
  assert.equal(await page.locator('#pgn').inputValue(), pgn);
});

test('no console error', (t) => {
  if (!page) return t.skip('no browser');
  assert.deepEqual(problems, []);
});
