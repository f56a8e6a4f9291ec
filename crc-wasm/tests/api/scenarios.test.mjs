// The scenario table of testdata/scenarios/ (its README says the format), run through the
// chess.js-style Game of crc-rules: the JavaScript door. The Rust, C and Python doors run
// the same table; every answer in it was written by hand from docs/rules.md or recorded
// from Fairy-Stockfish. Each call goes through the JS name testdata/vocabulary.tsv gives its
// concept, looked up by that name, so that the table and the package cannot drift apart.
// One test per scenario; the count is printed at the end:
//   node --test tests/api/scenarios.test.mjs
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { after, test } from 'node:test';

import { Game, RuleSet, number } from '../../js/node.js';
import { concepts, entries, nameOf, jsNames } from './vocabulary.mjs';

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

// The JS names the runner called, as vocabulary.tsv gave them.
const exercised = new Set();
const CONCEPTS = concepts();
const OWNERS = { Game, RuleSet };

/** The vocabulary's concept of a scenario call: the call, but for the starts. */
function conceptOf(name, args) {
  if (name === 'start') {
    const kind = splitOnce(args, ' ')[0];
    const concept = { number: 'from_number', arrangement: 'from_number', fen: 'from_fen', pgn: 'from_pgn' }[kind];
    if (concept === undefined) throw new Error(`unknown start ${kind}`);
    return concept;
  }
  if (!CONCEPTS.has(name)) throw new Error(`vocabulary.tsv has no concept for the call ${name}`);
  return name;
}

/**
 * The function the first JS name of `concept` names, looked up by that name (on `on` when
 * given, else on its class), so that a name that drifts fails here; `new Game` constructs.
 */
function named(concept, on) {
  const [entry] = entries(CONCEPTS.get(concept).js);
  if (entry === undefined) throw new Error(`vocabulary.tsv names no JS call for ${concept}`);
  const name = nameOf(entry);
  exercised.add(name);
  if (entry.startsWith('new ')) return (...args) => new OWNERS[name](...args);
  const member = name.slice(name.lastIndexOf('.') + 1);
  const target = on ?? OWNERS[name.slice(0, name.lastIndexOf('.'))];
  if (typeof target?.[member] !== 'function') throw new Error(`vocabulary.tsv names ${name} for ${concept}, which the package lacks`);
  return target[member].bind(target);
}

function start(kind, text) {
  const make = named(conceptOf('start', kind));
  if (kind === 'number') return make(Number(text));
  if (kind === 'arrangement') return make(number(text));
  if (kind === 'pgn') return make(unescape(text));
  return make(text);
}

const START_KINDS = { number: 'invalid_number', arrangement: 'invalid_arrangement' };

function answer(game, { name, args }) {
  try {
    const call = (...a) => named(name, game)(...a);
    switch (name) {
      case 'play':
        return call(args).san;
      case 'undo':
        return call() === null ? '!nothing_to_undo' : 'ok';
      case 'reopen':
        return String(call());
      case 'resign':
        return outcomeText(call(args === 'white' ? 'w' : 'b'));
      case 'agree':
      case 'claim':
      case 'outcome':
        return outcomeText(call());
      case 'fen':
        return call();
      case 'turn':
        return call() === 'w' ? 'white' : 'black';
      case 'can_claim':
        return call() ?? 'none';
      case 'check':
        return String(call());
      case 'count':
        return String(call().length);
      case 'moves':
        return sortedMoves(call({ verbose: true }).map((m) => m.lan));
      case 'moves_from':
        return sortedMoves(call({ square: args, verbose: true }).map((m) => m.lan));
      case 'san': {
        const move = call({ verbose: true }).find((m) => m.lan === args);
        return move === undefined ? `(no legal move ${args})` : move.san;
      }
      case 'history':
        return call().join(' ') || 'none';
      case 'repetitions':
        return String(call());
      case 'start_number':
        return String(call() ?? 'none');
      case 'set_tag': {
        const [tag, value = ''] = splitOnce(args, ' ');
        call(tag, unescape(value));
        return 'ok';
      }
      case 'tag': {
        const headers = call();
        return Object.hasOwn(headers, args) ? headers[args] : 'none';
      }
      case 'rule_set_count':
        return String(named(name, RuleSet.fromName(args))());
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
  console.log(`vocabulary (${DOOR}): ${exercised.size} names exercised of ${jsNames().size} at this door`);
});

test('the runner calls the names of the vocabulary', () => {
  for (const scenario of all) if (scenario.skip === null) run(scenario);
  for (const name of ['Game.move', 'Game.history', 'Game.moves']) assert.ok(exercised.has(name), name);
});
