// The chess.js-style API of crc-rules, on the WebAssembly module's GameCore (src/game.rs).
// The entry modules (node.js, web.js) load the module; until it has loaded, every call that
// starts from nothing (a constructor, a static or free function, a RuleSet's) throws a
// NotInitializedError (ready.js).
import {
  GameCore,
  PgnGames,
  arrangement as arrangementOf,
  defaultStartFen,
  number as numberOf,
  ruleSetContains,
  ruleSetCount,
  ruleSetNumbers,
  ruleSetRandom,
  ruleSetsOf,
  startFen as startFenOf,
} from '../pkg/crc_wasm.js';

import { CRC_RULES, checkArguments, checkFields, checker, defineType } from './arguments.js';
import { invalidArgument } from './errors.js';
import { rules } from './ready.js';

/** A 64-bit seed from a whole number or a BigInt; a random one when `seed` is undefined. */
function seedOf(seed) {
  if (seed === undefined) {
    return globalThis.crypto.getRandomValues(new BigUint64Array(1))[0];
  }
  if (typeof seed === 'number' && Number.isSafeInteger(seed) && seed >= 0) {
    return BigInt(seed);
  }
  if (typeof seed === 'bigint' && seed >= 0n && seed < 1n << 64n) {
    return seed;
  }
  throw invalidArgument(`seed ${String(seed)} is not a whole number from 0 to 2^64 - 1`);
}

/**
 * A perft or divide depth that a JS number may name exactly: a safe integer, which the Rust
 * `check_perft_depth` then checks (0 to 10, a divide's from 1) with its own message.
 */
function depthOf(call, depth) {
  if (Number.isSafeInteger(depth)) return depth;
  throw invalidArgument(`${call} depth ${String(depth)} is not a whole number in range`);
}

/** A named choice of start arrangements: `RuleSet.BASIC`, `PROTECTED`, `CRC`, `CRC2006`. */
export class RuleSet {
  /** @param {string} name `basic`, `protected`, `crc` or `crc2006` */
  constructor(name) {
    checkRuleSet(arguments);
    this.name = name;
    Object.freeze(this);
  }

  /** The rule set named `name`; throws InvalidStartError for an unknown name. */
  static fromName(name) {
    rules.require('RuleSet.fromName');
    ruleSetCount(name);
    return new RuleSet(name);
  }

  /** How many start numbers it holds. */
  count() {
    rules.require('RuleSet.count');
    return ruleSetCount(this.name);
  }

  /** Whether it holds start number `n`. */
  contains(n) {
    rules.require('RuleSet.contains');
    return typeof n === 'number' && ruleSetContains(this.name, n);
  }

  /** A start number drawn uniformly from it (the same for a `seed` at every door; random without one). */
  random(seed) {
    rules.require('RuleSet.random');
    return ruleSetRandom(this.name, seedOf(seed));
  }

  /** Every start number it holds, in increasing order. */
  numbers() {
    rules.require('RuleSet.numbers');
    return Array.from(ruleSetNumbers(this.name));
  }

  toString() {
    return this.name;
  }
}
const checkRuleSet = checker(CRC_RULES, 'new RuleSet', ['name: string']);
defineType('RuleSet', (value) => value instanceof RuleSet);
RuleSet.BASIC = new RuleSet('basic');
RuleSet.PROTECTED = new RuleSet('protected');
RuleSet.CRC = new RuleSet('crc');
RuleSet.CRC2006 = new RuleSet('crc2006');

/** The calls of numbers and rule sets, their arguments checked. */
const numbering = checkArguments(CRC_RULES, '', {
  arrangement(n) {
    rules.require('arrangement');
    return arrangementOf(n);
  },
  number(arrangement) {
    rules.require('number');
    return numberOf(arrangement);
  },
  startFen(n) {
    rules.require('startFen');
    return startFenOf(n);
  },
  /** The rule sets that hold start number `n`, widest first. */
  ruleSets(n) {
    rules.require('ruleSets');
    return ruleSetsOf(n).map((name) => new RuleSet(name));
  },
}, {
  arrangement: ['n: number'],
  number: ['arrangement: string'],
  startFen: ['n: number'],
  ruleSets: ['n: number'],
});
export const { arrangement, number, startFen, ruleSets } = numbering;

/** A played or playable move, as chess.js describes one, with where castling lands. */
export class Move {
  constructor(record) {
    const fields = record.split(',');
    const [color, from, to, piece, captured, promotion, flags, san, lan, before, after] = fields;
    Object.assign(this, { color, from, to, piece, flags, san, lan, before, after });
    if (captured) this.captured = captured;
    if (promotion) this.promotion = promotion;
    if (fields[11]) {
      const [side, kingFrom, kingTo, rookFrom, rookTo] = fields[11].split(' ');
      this.castling = { side, king: { from: kingFrom, to: kingTo }, rook: { from: rookFrom, to: rookTo } };
    }
    Object.freeze(this);
  }

  isCapture() {
    return this.flags.includes('c') || this.flags.includes('e');
  }

  isPromotion() {
    return this.flags.includes('p');
  }

  isEnPassant() {
    return this.flags === 'e';
  }

  isKingsideCastle() {
    return this.flags === 'k';
  }

  isQueensideCastle() {
    return this.flags === 'q';
  }

  isBigPawn() {
    return this.flags === 'b';
  }
}

function outcomeOf(text) {
  if (text === undefined) return null;
  const [reason, result] = text.split('|');
  const winner = result === '1-0' ? 'w' : result === '0-1' ? 'b' : null;
  return { result, winner, reason };
}

function pieceOf(letter) {
  const type = letter.toLowerCase();
  return { type, color: letter === type ? 'b' : 'w' };
}

// A GameCore handed to the constructor by the static factories.
let adopted = null;

/**
 * A game of Capablanca Random Chess with chess.js's names: `move`, `moves`, `undo`,
 * `history`, `fen`, `pgn`, `isGameOver`, … Squares are names (`"e2"`); errors are thrown
 * `Error`s whose `name` says the kind and `kind` its snake_case name; a call that throws
 * changes nothing.
 */
export class Game {
  #core;
  // The comments, by the FEN of the position each follows, as chess.js keeps them: a move
  // taken back and played again finds its comment again.
  #comments = new Map();

  /** A game from `fen` (X-FEN or Shredder-FEN), or from the Capablanca array without one. */
  constructor(fen) {
    if (adopted) {
      this.#replace(adopted);
    } else {
      rules.require('new Game');
      checkGame(arguments);
      this.#core = GameCore.fromFen(fen === undefined ? defaultStartFen() : fen);
    }
  }

  static #adopt(core) {
    return gameOf(core);
  }

  /** A game from the start position of Scharnagl number `n` (1..48000). */
  static fromNumber(n) {
    rules.require('Game.fromNumber');
    return Game.#adopt(GameCore.fromNumber(n));
  }

  /**
   * A game from a start drawn with `seed` (random without one) from `ruleSet` (a RuleSet or
   * its name; CRC by default): the seed first, as at every door.
   */
  static random(seed = undefined, ruleSet = RuleSet.CRC) {
    rules.require('Game.random');
    const name = ruleSet instanceof RuleSet ? ruleSet.name : ruleSet;
    return Game.#adopt(GameCore.random(seedOf(seed), name));
  }

  /** A game read from the one game of a PGN text. */
  static fromPgn(pgn) {
    rules.require('Game.fromPgn');
    return Game.#adopt(GameCore.fromPgn(pgn));
  }

  /** Sets the position from `fen` and forgets the moves, tags and comments. */
  load(fen) {
    this.#replace(GameCore.fromFen(fen));
  }

  /** Replaces the game with the one game of a PGN text, its main line's comments kept. */
  loadPgn(pgn) {
    this.#replace(GameCore.fromPgn(pgn));
  }

  // Takes `core` and the comments it was read with (a PGN's; none otherwise).
  #replace(core) {
    this.#core?.free();
    this.#core = core;
    this.#comments = new Map();
    const read = core.takeComments();
    if (read !== '') {
      const fens = this.#fens();
      read.split('}').forEach((comment, ply) => {
        if (comment !== '' && ply < fens.length) this.#comments.set(fens[ply], comment);
      });
    }
  }

  // The FEN of the start and of the position after each move played.
  #fens() {
    return [this.#core.startFen(), ...this.#core.history(true).map((record) => record.split(',')[10])];
  }

  /** Frees the game's WebAssembly memory now instead of when it is collected. */
  free() {
    this.#core?.free();
    this.#core = null;
  }

  fen() {
    return this.#core.fen();
  }

  /** The X-FEN of the start position. */
  startFen() {
    return this.#core.startFen();
  }

  /** The Scharnagl number of the start, or null when it was no start array. */
  startNumber() {
    return this.#core.startNumber() ?? null;
  }

  /** `w` or `b`. */
  turn() {
    return this.#core.turn();
  }

  moveNumber() {
    return this.#core.fullmoveNumber();
  }

  /**
   * Plays a move: text in any notation (`e4`, `e2e4`, `O-O`, king takes rook `f1j1` or the
   * king's destination `f1i1`) or `{from, to, promotion}`. Returns the Move with its SAN.
   */
  move(move) {
    if (typeof move === 'object' && move !== null) {
      checkFields(CRC_RULES, 'Game.move', ['from: string', 'to: string', 'promotion?: string'], move);
      const { from, to, promotion = '' } = move;
      return new Move(this.#core.play(from + to + promotion));
    }
    return new Move(this.#core.play(move));
  }

  /**
   * The legal move a click or drag from square `from` to square `to` means, as a Move, not
   * played: the king castles when dropped on its own castling rook, or on its castling
   * destination where that is no king step. `promotion` (`q`, `c`, `a`, `r`, `b`, `n`) is the
   * piece a pawn reaching the last rank becomes; without it such a move throws
   * PromotionRequiredError (ask the player, then call again).
   */
  moveFromTo(from, to, promotion = '') {
    return new Move(this.#core.moveFromTo(from, to, promotion));
  }

  /** The squares the piece on `square` may be dropped on (see `moveFromTo`), in order. */
  dropTargets(square) {
    return this.#core.dropTargets(square);
  }

  /**
   * The legal moves as SAN, or Move objects with `verbose`; of one square or piece type. A
   * finished game lists those of its position all the same (none after a mate or a
   * stalemate): `isGameOver` says whether it is finished.
   */
  moves(options = {}) {
    checkFields(CRC_RULES, 'Game.moves', ['square?: string', 'piece?: string'], options);
    const { square, piece, verbose = false } = options;
    const records = this.#core.moves(square, Boolean(verbose) || piece !== undefined);
    if (piece === undefined) return verbose ? records.map((r) => new Move(r)) : records;
    const moves = records.map((r) => new Move(r)).filter((m) => m.piece === piece);
    return verbose ? moves : moves.map((m) => m.san);
  }

  /**
   * Takes back the last move and returns it, as chess.js does; a resignation, agreement or
   * claimed draw recorded after it goes with it. Null at the start, where nothing changes:
   * an end declared there stays (`reopen` takes it back).
   */
  undo() {
    const record = this.#core.undo();
    return record === undefined ? null : new Move(record);
  }

  /**
   * The number of leaf nodes of the legal move tree `depth` plies deep (0 to 10) from the
   * current position, as chess.js's `perft`: 1 at depth 0, the legal moves at 1.
   */
  perft(depth) {
    return Number(this.#core.perft(depthOf('perft', depth), false)[0]);
  }

  /**
   * Perft split by the first move (depth 1 to 10): `{move, nodes}` for each legal move, in
   * the order of the Rust `Position::divide`, `move` in coordinates (castling as king takes
   * rook, `f1j1`). The nodes add up to `perft(depth)`.
   */
  divide(depth) {
    return this.#core.perft(depthOf('divide', depth), true).map((entry) => {
      const [move, nodes] = entry.split(' ');
      return { move, nodes: Number(nodes) };
    });
  }

  /** The moves played as SAN, or Move objects with `verbose`. */
  history({ verbose = false } = {}) {
    const records = this.#core.history(Boolean(verbose));
    return verbose ? records.map((r) => new Move(r)) : records;
  }

  /** Eight rows, rank 8 first, of ten squares each: `{square, type, color}` or null. */
  board() {
    const squares = this.#core.squares();
    const rows = [];
    for (let row = 0; row < 8; row++) {
      const cells = [];
      for (let file = 0; file < 10; file++) {
        const letter = squares[row * 10 + file];
        const square = 'abcdefghij'[file] + (8 - row);
        cells.push(letter === '.' ? null : { square, ...pieceOf(letter) });
      }
      rows.push(cells);
    }
    return rows;
  }

  /** The piece on `square` as `{type, color}`, or undefined. */
  get(square) {
    const letter = this.#core.pieceAt(square);
    return letter === undefined ? undefined : pieceOf(letter);
  }

  /** The game as PGN, with its comments after the moves they follow (as chess.js writes them). */
  pgn() {
    // One comment a ply, each ended by `}`, which no comment holds.
    const fens = this.#comments.size === 0 ? [] : this.#fens();
    return this.#core.pgn(fens.map((fen) => `${this.#comments.get(fen) ?? ''}}`).join(''));
  }

  /** The comment on the current position (after the last move; at the start, before the first), or undefined. */
  getComment() {
    return this.#comments.get(this.fen());
  }

  /**
   * Comments the current position, replacing its comment: `pgn` writes it after the last
   * move. Braces become brackets, as in chess.js, so that the PGN stays one comment.
   */
  setComment(comment) {
    this.#comments.set(this.fen(), comment.replaceAll('{', '[').replaceAll('}', ']'));
  }

  /** Removes the comment on the current position and returns it, or undefined. */
  removeComment() {
    const fen = this.fen();
    const comment = this.#comments.get(fen);
    this.#comments.delete(fen);
    return comment;
  }

  /**
   * The comments on the positions of the game, `{fen, comment}` from the start on; those on
   * positions it no longer passes through (after `undo`) are forgotten here, as in chess.js.
   */
  getComments() {
    const kept = new Map();
    for (const fen of this.#comments.size === 0 ? [] : this.#fens()) {
      if (this.#comments.has(fen)) kept.set(fen, this.#comments.get(fen));
    }
    this.#comments = kept;
    return [...kept].map(([fen, comment]) => ({ fen, comment }));
  }

  /** Removes every comment and returns them, as `getComments` gives them. */
  removeComments() {
    const comments = this.getComments();
    this.#comments = new Map();
    return comments;
  }

  /** Sets tag pairs given as `key, value, key, value, …` and returns every tag set. */
  header(...pairs) {
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      this.#core.setTag(pairs[i], pairs[i + 1]);
    }
    return this.getHeaders();
  }

  /** Sets tag `key` to `value` and returns every tag set. */
  setHeader(key, value) {
    return this.header(key, value);
  }

  /** Removes tag `key`; whether it was set. */
  removeHeader(key) {
    return this.#core.removeTag(key) !== undefined;
  }

  /** The tags set on the game (not those derived from it), as an object. */
  getHeaders() {
    const flat = this.#core.tags();
    const headers = {};
    for (let i = 0; i < flat.length; i += 2) headers[flat[i]] = flat[i + 1];
    return headers;
  }

  inCheck() {
    return this.#core.inCheck();
  }

  isCheck() {
    return this.inCheck();
  }

  isCheckmate() {
    return this.#core.isCheckmate();
  }

  isStalemate() {
    return this.#core.isStalemate();
  }

  isInsufficientMaterial() {
    return this.#core.isInsufficientMaterial();
  }

  /**
   * How many times the current position has occurred, this time included: positions count
   * as the same when placement, side to move, castling rights and the possibility of an
   * en-passant capture are.
   */
  repetitionCount() {
    return this.#core.repetitionCount();
  }

  /** Whether the current position has occurred three times or more. */
  isThreefoldRepetition() {
    return this.#core.isThreefoldRepetition();
  }

  /** Whether 100 half-moves have passed without a capture or pawn move. */
  isDrawByFiftyMoves() {
    return this.#core.isFiftyMoves();
  }

  /**
   * As chess.js: a draw by stalemate, insufficient material, threefold repetition or the
   * fifty-move rule (the last two only claimable: see `canClaimDraw`), or one recorded.
   */
  isDraw() {
    return this.#core.isDraw(true);
  }

  /** As chess.js: checkmate or `isDraw()`, or a resignation recorded. */
  isGameOver() {
    return this.#core.isGameOver(true);
  }

  /**
   * How the game ended, `{result, winner, reason}` (`winner` `w`, `b` or null), or null
   * while it goes on. Draws that need a claim count only once claimed.
   */
  outcome() {
    return outcomeOf(this.#core.outcome());
  }

  /** The draw the side to move could claim: `threefold repetition`, `fifty-move rule`, or null. */
  canClaimDraw() {
    return this.#core.canClaimDraw() ?? null;
  }

  /** Claims the draw of `canClaimDraw`; throws ClaimError when there is none. */
  claimDraw() {
    return outcomeOf(this.#core.claimDraw());
  }

  /** Records that `color` (`w` or `b`) resigned. */
  resign(color) {
    return outcomeOf(this.#core.resign(color));
  }

  agreeDraw() {
    return outcomeOf(this.#core.agreeDraw());
  }

  /**
   * Takes back a resignation, agreement or claimed draw recorded on the current position,
   * keeping the moves: true, or false, changing nothing, when none was declared (a checkmate
   * is not declared: `undo` takes back its move). A boolean, as `removeHeader` answers.
   */
  reopen() {
    return this.#core.reopen();
  }
}

/** The `Game` of a GameCore that the module made. */
function gameOf(core) {
  adopted = core;
  try {
    return new Game();
  } finally {
    adopted = null;
  }
}

/**
 * The games of a PGN text, one by one: an iterator of `Game`s, read as they are asked for.
 * A game that cannot be read makes `next()` throw an `InvalidPgnError` with the numeric
 * `game` (from 1) and `line` at fault; the next call goes on with the following game.
 * `free()` frees the reader's memory before the iterator is collected.
 */
export function readPgn(text) {
  rules.require('readPgn');
  checkReadPgn(arguments);
  let games = new PgnGames(text);
  return {
    next() {
      const core = games?.next();
      if (core === undefined) {
        this.free();
        return { done: true, value: undefined };
      }
      return { done: false, value: gameOf(core) };
    },
    [Symbol.iterator]() {
      return this;
    },
    free() {
      games?.free();
      games = null;
    },
  };
}

const checkReadPgn = checker(CRC_RULES, 'readPgn', ['text: string']);
const checkGame = checker(CRC_RULES, 'new Game', ['fen?: string']);

// The argument types of every call with arguments, checked before the WebAssembly call.
checkArguments(CRC_RULES, 'RuleSet', RuleSet, { fromName: ['name: string'] });
checkArguments(CRC_RULES, 'RuleSet', RuleSet.prototype, { random: ['seed?: number|bigint'] });
checkArguments(CRC_RULES, 'Game', Game, {
  fromNumber: ['n: number'],
  random: ['seed?: number|bigint', 'ruleSet?: RuleSet|string'],
  fromPgn: ['pgn: string'],
});
checkArguments(CRC_RULES, 'Game', Game.prototype, {
  load: ['fen: string'],
  loadPgn: ['pgn: string'],
  setComment: ['comment: string'],
  move: ['move: string|object'],
  moveFromTo: ['from: string', 'to: string', 'promotion?: string'],
  dropTargets: ['square: string'],
  moves: ['options?: object'],
  history: ['options?: object'],
  perft: ['depth: number'],
  divide: ['depth: number'],
  get: ['square: string'],
  header: ['...pairs: string'],
  setHeader: ['key: string', 'value: string'],
  removeHeader: ['key: string'],
  resign: ['color: string'],
});
