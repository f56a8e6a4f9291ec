// crc-rules/ffish on its own: ffish's shapes, the choices made where ffish's answer is not
// defined, and the routing of other variants to a fallback. The comparison with ffish
// itself is tests/ffish-differential.mjs.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import Module from '../../js/ffish-node.js';

const ffish = await Module();
const CAPABLANCA = 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1';
const GOTHIC_960 = 'rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w JAja - 0 1';

function named(name) {
  return (error) => error instanceof Error && error.name === name;
}

test('the factory gives a promise of the module, as ffish-es6 does', async () => {
  assert.ok(Module() instanceof Promise);
  let initialized = null;
  const module = await new Module({ onRuntimeInitialized: (m) => (initialized = m) });
  assert.equal(initialized, module);
  assert.equal(module.variants(), 'capablanca caparandom');
  assert.equal(module.startingFen('caparandom'), CAPABLANCA);
  assert.equal(module.Notation.SAN.value, 1);
  assert.equal(module.Notation.values[2], module.Notation.LAN);
  assert.equal(module.Termination.N_FOLD_REPETITION.value, 5);
  assert.match(module.info(), /crc-rules/);
  await assert.rejects(Module({ fallback: {} }), named('InvalidArgumentError'));
});

test('a board moves in Fairy-Stockfish coordinates and writes its FEN', () => {
  const board = new ffish.Board('capablanca', GOTHIC_960, true);
  assert.equal(board.numberLegalMoves(), 28);
  assert.ok(board.legalMoves().split(' ').includes('i1h3'));
  assert.equal(board.sanMove('i1h3'), 'Nh3');
  assert.equal(board.sanMove('e2e4', ffish.Notation.LAN), 'e2-e4');
  // A plain number has no `value`: DEFAULT, as ffish's Embind reads it.
  assert.equal(board.sanMove('e2e4', 2), board.sanMove('e2e4', ffish.Notation.DEFAULT));
  assert.ok(board.push('e2e4'));
  assert.ok(board.pushSan('Nh6'));
  assert.equal(board.fen(), 'rnbqckab1r/pppppppppp/7n2/10/4P5/10/PPPP1PPPPP/RNBQCKABNR w JAja - 1 2');
  assert.equal(board.moveStack(), 'e2e4 i8h6');
  assert.deepEqual([board.gamePly(), board.fullmoveNumber(), board.halfmoveClock()], [2, 2, 1]);
  assert.equal(board.variationSan('i1h3 h6g4'), '2. Nh3 Ng4');
  assert.equal(board.variationSan('i1h3 h6g4', ffish.Notation.SAN, false), 'Nh3 Ng4');
  board.pop();
  assert.equal(board.variationSan('i8h6 i1h3'), '1...Nh6 2. Nh3');
  assert.ok(board.turn() === false && board.is960() && board.variant() === 'capablanca');
  board.reset();
  assert.equal(board.fen(), 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w JAja - 0 1');
  board.delete();
});

test('DEFAULT writes the pawn\'s letter, as ffish 0.7.10 does; SAN and LAN do not', () => {
  const board = new ffish.Board('capablanca', CAPABLANCA, false);
  const line = 'g2g4 d7d5 b1c3 d5d4';
  assert.equal(board.variationSan(line, ffish.Notation.DEFAULT), '1. Pg4 Pd5 2. Nc3 Pd4');
  assert.equal(board.variationSan(line, ffish.Notation.SAN), '1. g4 d5 2. Nc3 d4');
  assert.equal(board.variationSan(line), '1. g4 d5 2. Nc3 d4');
  assert.equal(board.variationSan(line, ffish.Notation.LAN), '1. g2-g4 d7-d5 2. Nb1-c3 d5-d4');
  assert.equal(board.sanMove('g2g4', ffish.Notation.DEFAULT), 'Pg4');
  assert.ok(!board.pushSan('g4', ffish.Notation.DEFAULT) && !board.pushSan('Pg4'));
  assert.ok(board.pushSan('Pg4', ffish.Notation.DEFAULT));
  board.delete();
  // Pawns told apart only as pieces are: by file where two can take, not for en passant.
  const two = new ffish.Board('capablanca', '4k5/10/10/3p6/2P1P5/10/10/4K5 w - - 0 1', false);
  assert.equal(two.sanMove('c4d5', ffish.Notation.DEFAULT), 'Pcxd5');
  two.delete();
  const ep = new ffish.Board('capablanca', '4k5/10/10/3pP5/10/10/10/4K5 w - d6 0 1', false);
  assert.equal(ep.sanMove('e5d6', ffish.Notation.DEFAULT), 'Pxd6');
  assert.equal(ep.sanMove('e5d6', ffish.Notation.SAN), 'exd6');
  ep.delete();
});

test('promoted pieces keep their ~ in fen(true), read from the FEN or made by a promotion', () => {
  for (const variant of ['capablanca', 'caparandom']) {
    const marked = new ffish.Board(variant, '4k5/10/10/10/10/10/10/4K4Q~ w - - 0 1', false);
    assert.ok(marked.legalMoves().split(' ').includes('j1j2'));
    assert.equal(marked.fen(), '4k5/10/10/10/10/10/10/4K4Q w - - 0 1');
    assert.equal(marked.fen(true), '4k5/10/10/10/10/10/10/4K4Q~ w - - 0 1');
    marked.delete();
    const pawn = new ffish.Board(variant, '4k5/1P8/10/10/10/10/10/4K5 w - - 0 1', false);
    pawn.pushMoves('b7b8q e8d7 b8b1');
    assert.equal(pawn.fen(true), '10/3k6/10/10/10/10/10/1Q~2K5 b - - 2 2');
    assert.equal(pawn.fen(false), '10/3k6/10/10/10/10/10/1Q2K5 b - - 2 2');
    pawn.delete();
  }
});

test('gamePly and the full-move number are ffish\'s int game ply for every full-move field', () => {
  const cases = [
    ['0', 0, 1], ['1', 0, 1], ['100', 198, 100], ['-', 0, 1], ['-5', 0, 1],
    ['1073741824', 2147483646, 1073741824], ['1073741825', 0, 1], ['2147483647', 0, 1], ['4294967296', 0, 1],
  ];
  for (const [field, ply, fullmove] of cases) {
    const board = new ffish.Board('capablanca', `4k5/10/10/10/10/10/10/4K4Q w - - 0 ${field}`, false);
    assert.deepEqual([board.gamePly(), board.fullmoveNumber()], [ply, fullmove], field);
    assert.ok(board.fen().endsWith(` w - - 0 ${fullmove}`), field);
    board.delete();
  }
  // Past the int's range the ply wraps, as ffish's does.
  const board = new ffish.Board('capablanca', '4k5/10/10/10/10/10/10/4K4Q b - - 0 1073741824', false);
  assert.equal(board.gamePly(), 2147483647);
  board.push('e8d8');
  assert.deepEqual([board.gamePly(), board.fullmoveNumber()], [-2147483648, -1073741823]);
  assert.ok(board.fen().endsWith(' w - - 1 -1073741823'));
  board.delete();
});

test('castling: king takes rook in 960 mode, the king\'s destination otherwise', () => {
  const fen = 'r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1';
  const chess = new ffish.Board('capablanca', fen, false);
  assert.ok(chess.legalMoves().split(' ').includes('f1i1'));
  assert.equal(chess.sanMove('f1i1'), 'O-O');
  assert.ok(!chess.push('f1j1') && chess.push('f1i1'));
  assert.equal(chess.fen(), 'r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R6RK1 b kq - 1 1');
  const crc = new ffish.Board('capablanca', fen, true);
  assert.ok(crc.legalMoves().split(' ').includes('f1j1'));
  assert.ok(crc.push('f1a1'));
  assert.equal(crc.fen(), 'r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/2KR5R b ja - 1 1');
});

test('game ends, claims and insufficient material, as ffish answers them', () => {
  const mate = new ffish.Board('caparandom', 'k9/10/1K8/10/10/10/10/9C w - - 0 1');
  assert.equal(mate.sanMove('j1j8'), 'Cj8#');
  mate.push('j1j8');
  assert.ok(mate.isCheck() && mate.isGameOver(false));
  assert.deepEqual([mate.result(), mate.checkedPieces()], ['1-0', 'a8']);
  const repeat = new ffish.Board('caparandom', '4k5/10/10/10/10/10/10/4KR3N w - - 0 1');
  repeat.pushMoves('j1h2 e8d8 h2j1 d8e8 j1h2 e8d8 h2j1 d8e8');
  assert.ok(repeat.isGameOver(true) && !repeat.isGameOver(false));
  assert.deepEqual([repeat.result(true), repeat.result(false)], ['1/2-1/2', '*']);
  const bare = new ffish.Board('caparandom', '4k5/10/10/10/10/10/10/4K4N w - - 0 1');
  assert.ok(bare.isInsufficientMaterial() && bare.hasInsufficientMaterial(true) && bare.isGameOver());
  assert.equal(bare.result(), '1/2-1/2');
});

test('where ffish crashes, misreads or answers at random, this module says why and changes nothing', () => {
  const board = new ffish.Board('capablanca', GOTHIC_960, true);
  const fen = board.fen();
  assert.throws(() => board.pop(), named('NothingToUndoError'));
  assert.throws(() => board.setFen('garbage'), named('InvalidFenError'));
  assert.throws(() => board.sanMove('e2e4', ffish.Notation.JANGGI), named('UnsupportedNotationError'));
  assert.throws(() => board.push(42), named('BindingError'));
  assert.throws(() => new ffish.Board('capablanca', '10/10 w - - 0 1', true), named('InvalidFenError'));
  // isCapture of a move that is not legal is false, as ffish answers: a client asks it of the
  // position after the move (pychess-variants' RoundController.onMsgBoard).
  for (const move of ['e2e5', 'zz', '', 'a1a2', 'e7e5', 'e2e4q']) assert.equal(board.isCapture(move), false);
  assert.equal(board.push('e2e5'), false);
  assert.equal(board.sanMove('e2e5'), '');
  assert.equal(board.variationSan('e2e4 e2e4'), ''); // ffish leaves e2e4 played here
  assert.equal(board.pushSan('Nf3'), false);
  assert.equal(board.fen(), fen);
  assert.equal(board.moveStack(), '');
});

test('readGamePGN: tags as read, the main line in Fairy-Stockfish coordinates', () => {
  const pgn = `[Event "Casual"]\n[Variant "Capablanca960"]\n[FEN "${GOTHIC_960}"]\n\n1. e4 e5 2. Nh3 {a comment} Nh6 (2... Nj6) *\n`;
  const game = ffish.readGamePGN(pgn);
  assert.deepEqual(game.headerKeys().split(' ').sort(), ['Event', 'FEN', 'Variant']);
  assert.equal(game.headers('FEN'), GOTHIC_960);
  assert.equal(game.headers('White'), '');
  assert.equal(game.mainlineMoves(), 'e2e4 e7e5 i1h3 i8h6');
  assert.equal(ffish.validateFen(game.headers('FEN'), 'capablanca', true), 1);
  game.delete();
  const plain = ffish.readGamePGN('[Variant "Capablanca"]\n\n1. e4 e5 *\n');
  assert.equal(plain.mainlineMoves(), 'e2e4 e7e5');
  const rooks = 'r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1';
  const castles = (variant) => ffish.readGamePGN(`[Variant "${variant}"]\n[FEN "${rooks}"]\n\n1. O-O O-O-O *\n`);
  assert.equal(castles('Caparandom').mainlineMoves(), 'f1j1 f8a8');
  assert.equal(castles('Capablanca').mainlineMoves(), 'f1i1 f8c8');
  assert.throws(() => ffish.readGamePGN('[Event "chess"]\n\n1. e4 *\n'), named('UnknownVariantError'));
  assert.throws(() => ffish.readGamePGN('[Variant "Capablanca"]\n\n1. e4 e4 *\n'), named('InvalidPgnError'));
});

test('validateFen gives Fairy-Stockfish codes', () => {
  assert.equal(ffish.validateFen(GOTHIC_960, 'capablanca', true), 1);
  assert.equal(ffish.validateFen('', 'capablanca'), 0);
  assert.equal(ffish.validateFen('rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR x JAja - 0 1', 'caparandom'), -6);
  assert.equal(ffish.validateFen('rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNZ w - - 0 1', 'caparandom'), -10);
});

test('other variants need the fallback, which then answers for them', async () => {
  assert.throws(() => new ffish.Board('chess'), named('UnknownVariantError'));
  assert.throws(() => new ffish.Board(), named('UnknownVariantError'));
  assert.throws(() => ffish.validateFen('8/8/8/8/8/8/8/8 w - - 0 1'), named('UnknownVariantError'));
  assert.throws(() => ffish.loadVariantConfig('[x]'), named('UnknownVariantError'));
  assert.throws(() => ffish.setOption('Nonsense', '1'), named('InvalidArgumentError'));
  ffish.setOption('Threads', '2');
  const calls = [];
  class StubBoard {
    constructor(...args) {
      calls.push(['Board', ...args]);
    }
  }
  const stub = {
    Board: StubBoard,
    variants: () => 'chess capablanca',
    validateFen: (...args) => (calls.push(['validateFen', ...args]), 1),
    startingFen: (v) => `start of ${v}`,
    readGamePGN: (pgn) => (calls.push(['readGamePGN']), { pgn }),
    capturesToHand: () => true,
    setOption: (...args) => calls.push(['setOption', ...args]),
    loadVariantConfig: () => calls.push(['loadVariantConfig']),
  };
  const both = await Module({ fallback: stub });
  assert.ok(new both.Board('chess') instanceof StubBoard);
  assert.ok(new both.Board('capablanca') instanceof both.Board);
  assert.equal(both.validateFen('x'), 1);
  assert.equal(both.startingFen('chess'), 'start of chess');
  assert.equal(both.capturesToHand('crazyhouse'), true);
  assert.equal(both.capturesToHand('capablanca'), false);
  both.readGamePGN('[Event "chess"]\n\n1. e4 *\n');
  both.setOption('Nonsense', '1');
  both.loadVariantConfig('[x]');
  assert.equal(both.variants(), 'chess capablanca caparandom');
  assert.deepEqual(calls, [
    ['Board', 'chess'],
    ['validateFen', 'x'],
    ['readGamePGN'],
    ['setOption', 'Nonsense', '1'],
    ['loadVariantConfig'],
  ]);
});
