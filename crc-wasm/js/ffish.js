// crc-rules/ffish: a drop-in for ffish-es6 (Fairy-Stockfish in WebAssembly, 0.7.10) on
// Capablanca Random Chess. The default export is a factory returning a promise of the module,
// as ffish-es6's does; its Board and Game answer from src/ffish.rs for the variants
// capablanca and caparandom, and forward any other variant to the loaded ffish module given
// as the `fallback` option.
import {
  FfishBoard,
  ffishInfo,
  ffishIsOption,
  ffishNotations,
  ffishReadGamePgn,
  ffishStartingFen,
  ffishValidateFen,
  ffishVariants,
} from '../pkg/crc_wasm.js';

import { FFISH, checkArguments, checker } from './arguments.js';
import { failure } from './errors.js';


/** An enum as Embind makes one: `Enum.NAME.value` is the number, `Enum.values[n]` the entry. */
function embindEnum(names) {
  const entries = { values: {} };
  names.forEach((name, value) => {
    const entry = Object.freeze({ value });
    entries[name] = entry;
    entries.values[value] = entry;
  });
  return Object.freeze(entries);
}

const TERMINATIONS = [
  'ONGOING',
  'CHECKMATE',
  'STALEMATE',
  'INSUFFICIENT_MATERIAL',
  'N_MOVE_RULE',
  'N_FOLD_REPETITION',
  'VARIANT_END',
];

/**
 * The notation number of `notation` as ffish's Embind reads an enum: SAN when the argument is
 * not `given`; `Notation.X.value`, so that any value without a `value` (a plain number, a
 * string) is DEFAULT (0); undefined or null given is a TypeError.
 */
function notationOf(notation, given) {
  if (!given) return 1;
  if (notation === undefined || notation === null) {
    throw new TypeError(`Cannot read properties of ${notation} (reading 'value')`);
  }
  const value = notation.value;
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) | 0 : 0;
}

/** The names of the squares by number, `rank * 10 + file`: a1 = 0, j1 = 9, a2 = 10, j8 = 79. */
const SQUARE_NAMES = Array.from({ length: 80 }, (_, i) => 'abcdefghij'[i % 10] + String(Math.floor(i / 10) + 1));

function createModule(fallback) {
  const variantIndex = new Map(ffishVariants().map((name, index) => [name, index]));
  const ours = new Set(variantIndex.keys());
  const notations = ffishNotations();
  const names = [];
  for (let i = 0; i < notations.length; i += 2) names[notations[i + 1]] = notations[i];

  function refuse(what) {
    return failure(
      'UnknownVariantError',
      `${what}: crc-rules/ffish plays ${[...ours].join(' and ')}; pass a loaded ffish module as ` +
        'the fallback option for the others',
    );
  }

  /**
   * ffish's Board: a position of a variant, the moves pushed, Fairy-Stockfish's notation.
   * FfishBoard's own methods (src/ffish.rs) are called straight, those with arguments
   * through the check of their types below; the methods here fill in ffish's defaults.
   */
  class Board extends FfishBoard {
    constructor(variant = 'chess', fen = '', is960 = false) {
      checkBoard(arguments);
      if (!ours.has(variant)) {
        // eslint-disable-next-line no-constructor-return -- the fallback's own Board
        if (fallback) return new fallback.Board(...arguments);
        throw refuse(`unknown variant '${String(variant)}'`);
      }
      super(variantIndex.get(variant), fen, Boolean(is960));
    }

    pushSan(sanMove, notation) {
      return super.pushSan(sanMove, notationOf(notation, arguments.length > 1));
    }

    pushSanMoves(sanMoves, notation) {
      super.pushSanMoves(sanMoves, notationOf(notation, arguments.length > 1));
    }

    /** The FEN; `showPromoted` marks pieces that were pawns `~`; `countStarted` changes nothing here. */
    fen(showPromoted = false, countStarted = 0) {
      return super.fen(Boolean(showPromoted));
    }

    sanMove(uciMove, notation) {
      return super.sanMove(uciMove, notationOf(notation, arguments.length > 1));
    }

    variationSan(uciMoves, notation, moveNumbers = true) {
      return super.variationSan(uciMoves, notationOf(notation, arguments.length > 1), Boolean(moveNumbers));
    }

    hasInsufficientMaterial(turn) {
      return super.hasInsufficientMaterial(Boolean(turn));
    }

    isGameOver(claimDraw = false) {
      return super.isGameOver(Boolean(claimDraw));
    }

    result(claimDraw = false) {
      return super.result(Boolean(claimDraw));
    }

    /** The square of the king in check, or the empty string. */
    checkedPieces() {
      const square = this.checkedSquare();
      return square === undefined ? '' : SQUARE_NAMES[square];
    }

    moveStack() {
      return super.moveStack() ?? '';
    }

    /** False: there is no bikjang outside janggi. */
    isBikjang() {
      return false;
    }

    /** The empty string: these variants have no pockets. */
    pocket(color) {
      return '';
    }

    /** Frees the board's WebAssembly memory (it is also freed when the board is collected). */
    delete() {
      this.free();
    }
  }

  /** ffish's Game, from `readGamePGN`: its tags and its main line. */
  class Game {
    #raw;

    constructor(raw) {
      this.#raw = raw;
    }

    headers(item) {
      return this.#raw.headers(item);
    }

    headerKeys() {
      return this.#raw.headerKeys();
    }

    mainlineMoves() {
      return this.#raw.mainlineMoves();
    }

    delete() {
      this.#raw.free();
    }
  }

  const checkBoard = checker(FFISH, 'new Board', ['variant?: string', 'fen?: string', 'is960?: any']);
  // The argument types of every call with arguments, checked as ffish's Embind checks them.
  checkArguments(FFISH, 'Board', Board.prototype, {
    push: ['uciMove: string'],
    pushSan: ['sanMove: string', 'notation?: any'],
    pushMoves: ['uciMoves: string'],
    pushSanMoves: ['sanMoves: string', 'notation?: any'],
    fen: ['showPromoted?: any', 'countStarted?: int'],
    setFen: ['fen: string'],
    sanMove: ['uciMove: string', 'notation?: any'],
    variationSan: ['uciMoves: string', 'notation?: any', 'moveNumbers?: any'],
    isCapture: ['uciMove: string'],
  });
  checkArguments(FFISH, 'Game', Game.prototype, { headers: ['item: string'] });

  /** Whether `variant` is one of ours; else the fallback answers, or an error says why not. */
  function routed(variant, what) {
    if (ours.has(variant)) return true;
    if (fallback) return false;
    throw refuse(`${what}: unknown variant '${String(variant)}'`);
  }

  /** ffish's `call` (setOption, setOptionInt or setOptionBool): the fallback's own, or a check of the name. */
  function setter(call) {
    return (name, value) => {
      if (fallback) {
        fallback[call](name, value);
      } else if (!ffishIsOption(name)) {
        throw failure('InvalidArgumentError', `No such option ${name}`);
      }
    };
  }

  return checkArguments(FFISH, '', {
    Board,
    Game,
    Notation: embindEnum(names),
    Termination: embindEnum(TERMINATIONS),
    info() {
      return ffishInfo();
    },
    setOption: setter('setOption'),
    setOptionInt: setter('setOptionInt'),
    setOptionBool: setter('setOptionBool'),
    readGamePGN(pgn) {
      try {
        return new Game(ffishReadGamePgn(pgn));
      } catch (error) {
        if (fallback && error.name === 'UnknownVariantError') return fallback.readGamePGN(pgn);
        throw error;
      }
    },
    variants() {
      if (!fallback) return [...ours].join(' ');
      const theirs = fallback.variants().split(' ');
      return [...new Set([...theirs, ...ours])].join(' ');
    },
    loadVariantConfig(variantInitContent) {
      if (!fallback) throw refuse('loadVariantConfig');
      fallback.loadVariantConfig(variantInitContent);
    },
    capturesToHand(uciVariant) {
      return routed(uciVariant, 'capturesToHand') ? false : fallback.capturesToHand(uciVariant);
    },
    startingFen(uciVariant) {
      return routed(uciVariant, 'startingFen') ? ffishStartingFen(uciVariant) : fallback.startingFen(uciVariant);
    },
    validateFen(fen, uciVariant = 'chess', chess960 = false) {
      if (routed(uciVariant, 'validateFen')) {
        return ffishValidateFen(fen, uciVariant, Boolean(chess960));
      }
      return fallback.validateFen(...arguments);
    },
  }, {
    setOption: ['name: string', 'value: string'],
    setOptionInt: ['name: string', 'value: int'],
    setOptionBool: ['name: string', 'value: any'],
    readGamePGN: ['pgn: string'],
    loadVariantConfig: ['variantInitContent: string'],
    capturesToHand: ['uciVariant: string'],
    startingFen: ['uciVariant: string'],
    validateFen: ['fen: string', 'uciVariant?: string', 'chess960?: any'],
  });
}

/**
 * The module, as ffish-es6's factory gives it: `await Module()`, or
 * `await Module({ fallback: loadedFfish })` to forward every other variant to ffish.
 */
export default function Module(options = {}) {
  const { fallback, onRuntimeInitialized } = options ?? {};
  if (fallback !== undefined && typeof fallback?.Board !== 'function') {
    return Promise.reject(failure('InvalidArgumentError', 'fallback must be a loaded ffish module'));
  }
  const module = createModule(fallback);
  if (typeof onRuntimeInitialized === 'function') onRuntimeInitialized(module);
  return Promise.resolve(module);
}
