// The scenario table of testdata/scenarios/ (its README says the format), run through the
// chess.js-style Game of crc-rules: the JavaScript door. The Rust, C and Python doors run
// the same table; every answer in it was written by hand from docs/rules.md or recorded
// from Fairy-Stockfish. One test per scenario; the count is printed at the end:
//   node --test tests/api/scenarios.test.mjs
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { after, test } from 'node:test';

import { Game, RuleSet, number } from '../../js/node.js';

const DOOR = 'js';
const FOLDER = new URL('../../../testdata/scenarios/', import.meta.url);

/** Every scenario of every `*.txt` file, in file-name order. */
function scenarios() {
  const found = [];
  for (const file of readdirSync(FOLDER).filter((f) => f.endsWith('.txt')).sort()) {
    readFileSync(new URL(file, FOLDER), 'utf8')
      .split('\n')
      .forEach((raw, index) => {
        const line = raw.trim();
        if (line === '' || line.startsWith('#')) return;
        if (line.startsWith('== ')) {
          found.push({ name: line.slice(3), file, skip: null, calls: [] });
          return;
        }
        const scenario = found[found.length - 1];
        if (line.startsWith('skip ')) {
          const [door, reason] = splitOnce(line.slice(5), ': ');
          if (door === DOOR) scenario.skip = reason;
          return;
        }
        let [left, expected] = splitOnce(line, ' -> ');
        if (expected === undefined) {
          assert.ok(line.startsWith('start '), `${file}:${index + 1}: a call without ' -> '`);
          expected = 'ok';
        }
        const [name, args = ''] = splitOnce(left, ' ');
        scenario.calls.push({ line: index + 1, name, args: args.trim(), expected: expected.trim() });
      });
  }
  return found;
}

function splitOnce(text, separator) {
  const at = text.indexOf(separator);
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + separator.length)];
}

const unescape = (text) => text.replace(/\\([nt\\])/g, (_, c) => (c === 'n' ? '\n' : c === 't' ? '\t' : '\\'));

// Every error says its kind (`error.kind`). Where it does not, an older build, its name says
// it: InvalidStartError covers three kinds, which the call tells apart.
const NAME_KINDS = {
  InvalidFenError: 'invalid_fen',
  InvalidMoveError: 'invalid_move',
  IllegalMoveError: 'illegal_move',
  AmbiguousMoveError: 'ambiguous_move',
  PromotionRequiredError: 'promotion_required',
  GameOverError: 'game_over',
  ClaimError: 'no_claim',
  InvalidPgnError: 'invalid_pgn',
  InvalidTagError: 'invalid_tag',
  InvalidSquareError: 'invalid_square',
};

function kindOf(error, startKind = '') {
  if (!(error instanceof Error)) throw error;
  if (typeof error.kind === 'string') return `!${error.kind}`;
  if (error.name === 'InvalidStartError' && startKind) return `!${startKind}`;
  const kind = NAME_KINDS[error.name];
  if (kind === undefined) return `!${error.name}: ${error.message}`;
  return `!${kind}`;
}

const outcomeText = (outcome) => (outcome === null ? 'none' : `${outcome.result} ${outcome.reason}`);
const sortedMoves = (moves) => [...moves].sort().join(' ') || 'none';

function start(kind, text) {
  if (kind === 'number') return Game.fromNumber(Number(text));
  if (kind === 'fen') return new Game(text);
  if (kind === 'arrangement') return Game.fromNumber(number(text));
  if (kind === 'pgn') return Game.fromPgn(unescape(text));
  throw new Error(`unknown start ${kind}`);
}

const START_KINDS = { number: 'invalid_number', arrangement: 'invalid_arrangement' };

function answer(game, { name, args }) {
  try {
    switch (name) {
      case 'play':
        return game.move(args).san;
      case 'undo':
        return game.undo() === null ? '!nothing_to_undo' : 'ok';
      case 'reopen':
        return String(game.reopen());
      case 'resign':
        return outcomeText(game.resign(args === 'white' ? 'w' : 'b'));
      case 'agree':
        return outcomeText(game.agreeDraw());
      case 'claim':
        return outcomeText(game.claimDraw());
      case 'fen':
        return game.fen();
      case 'turn':
        return game.turn() === 'w' ? 'white' : 'black';
      case 'outcome':
        return outcomeText(game.outcome());
      case 'can_claim':
        return game.canClaimDraw() ?? 'none';
      case 'check':
        return String(game.inCheck());
      case 'count':
        return String(game.moves().length);
      case 'moves':
        return sortedMoves(game.moves({ verbose: true }).map((m) => m.lan));
      case 'moves_from':
        return sortedMoves(game.moves({ square: args, verbose: true }).map((m) => m.lan));
      case 'san': {
        const move = game.moves({ verbose: true }).find((m) => m.lan === args);
        return move === undefined ? `(no legal move ${args})` : move.san;
      }
      case 'history':
        return game.history().join(' ') || 'none';
      case 'repetitions':
        return String(game.repetitionCount());
      case 'start_number':
        return String(game.startNumber() ?? 'none');
      case 'set_tag': {
        const [tag, value = ''] = splitOnce(args, ' ');
        game.setHeader(tag, unescape(value));
        return 'ok';
      }
      case 'tag': {
        const headers = game.getHeaders();
        return Object.hasOwn(headers, args) ? headers[args] : 'none';
      }
      case 'rule_set_count':
        return String(RuleSet.fromName(args).count());
      default:
        return `(no JS call for ${name})`;
    }
  } catch (error) {
    return kindOf(error, name === 'rule_set_count' ? 'invalid_rule_set' : '');
  }
}

/** The differences of one scenario, one a line. */
function run(scenario) {
  const [first, ...calls] = scenario.calls;
  const [kind, text = ''] = splitOnce(first.args, ' ');
  let game;
  try {
    game = start(kind, text);
  } catch (error) {
    const got = kindOf(error, START_KINDS[kind] ?? '');
    return got === first.expected ? [] : [`line ${first.line}: start gave ${got}, table ${first.expected}`];
  }
  if (first.expected !== 'ok') return [`line ${first.line}: start succeeded, table ${first.expected}`];
  const failures = [];
  for (const call of calls) {
    const got = answer(game, call);
    if (got !== call.expected) {
      failures.push(`line ${call.line}: ${call.name} ${call.args} gave ${JSON.stringify(got)}, table ${JSON.stringify(call.expected)}`);
    }
  }
  game.free();
  return failures;
}

const all = scenarios();
const failed = [];
const skipped = all.filter((s) => s.skip !== null).map((s) => s.name);

test('the table has at least 150 scenarios', () => {
  assert.ok(all.length >= 150, `${all.length}`);
});

for (const scenario of all) {
  test(scenario.name, { skip: scenario.skip === null ? false : `not expressible at the JS door: ${scenario.skip}` }, () => {
    const failures = run(scenario);
    if (failures.length) failed.push(scenario.name);
    assert.deepEqual(failures, [], `${scenario.name} (${scenario.file})`);
  });
}

after(() => {
  const passed = all.length - failed.length - skipped.length;
  const names = skipped.length ? `: ${skipped.join(', ')}` : '';
  console.log(
    `scenarios (${DOOR}): ${all.length} scenarios, ${passed} passed, ${failed.length} failed, ` +
      `${skipped.length} not expressible at this door${names}`,
  );
});
