// Differential test of crc-rules/ffish against npm ffish 0.7.10, both in this Node process.
//
// Plays random games (captures and promotions chosen half the time, a piece moved back a
// quarter of the time, so that positions repeat) on a Board of each module, and asks both
// the same questions at every ply: the legal moves (as a set, with their SAN), fen(),
// isCheck(), checkedPieces(), isCapture and sanMove (SAN, LAN and DEFAULT) of a few moves
// (captures and promotions first), isGameOver and result with and without claims,
// insufficient material per side, the counters, toString() and toVerboseString() (but its
// zobrist key). Moves are pushed by coordinates or by their text in a notation (none given,
// DEFAULT, SAN, LAN); now and then a move is pushed and popped, or the FEN is set again, as
// pychess-variants' client does after each server message. Per game: variationSan of the
// whole game (in SAN, LAN and DEFAULT); boards from its last FEN with the `~` of its
// promoted pieces, and with a full-move field at the edges of ffish's int game ply;
// readGamePGN of the game's PGN (headers, header keys as a set, main line) and validateFen
// of random corruptions of its FENs, code for code (but those where ffish would read or
// write past its board).
//
// Kinds of game by index: random CRC starts as `capablanca` with 960 and as `caparandom`,
// one in five from the Capablanca array as `capablanca` without 960; every twentieth from a
// random ending instead.
//
//   node tests/ffish-differential.mjs [--games 1000] [--plies 60] [--seed 0]
import { parseArgs } from 'node:util';

import { gameKind, loadFfish, loadOurs, pick, random, randomEnding, skipWithoutFfish } from './ffish-harness.mjs';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '1000' },
    plies: { type: 'string', default: '60' },
    seed: { type: 'string', default: '0' },
  },
});
const games = Number(values.games);
const maxPlies = Number(values.plies);
const seed = Number(values.seed);

const theirs = await loadFfish();
if (!theirs) skipWithoutFfish('the differential test against ffish');
const ours = await loadOurs();

class Disagreement extends Error {}

let calls = 0;
const tallies = new Map();
function tally(what) {
  tallies.set(what, (tallies.get(what) ?? 0) + 1);
}

/** ffish's answer, or a Disagreement naming the call when ffish's WebAssembly traps. */
function theirAnswer(label, ask) {
  try {
    return ask();
  } catch (error) {
    throw new Disagreement(`${label}: ffish failed: ${error}`);
  }
}

/** Asks both boards (or modules) the same question; the answers must be equal. */
function same(label, mine, fsf, ask) {
  calls++;
  const a = ask(mine);
  const b = theirAnswer(label, () => ask(fsf));
  if (JSON.stringify(a) !== JSON.stringify(b)) {
    throw new Disagreement(`${label}: crc-rules ${JSON.stringify(a)}, ffish ${JSON.stringify(b)}`);
  }
  return b;
}

/** The legal moves with their SAN, as a sorted list of pairs. */
function movesWithSan(board) {
  const moves = board.legalMoves();
  if (moves === '') return [];
  const sans = board.legalMovesSan().split(' ');
  return moves.split(' ').map((move, i) => `${move}=${sans[i]}`).sort();
}

function withoutKey(text) {
  return text.replace(/\nKey: [0-9A-F]+\n/, '\n');
}

/** Compares everything about the current position; returns the legal moves. */
function checkPly(mine, fsf, rng) {
  const legal = same('legal moves and their SAN', mine, fsf, movesWithSan).map((pair) => pair.split('=')[0]);
  same('numberLegalMoves', mine, fsf, (b) => b.numberLegalMoves());
  same('fen', mine, fsf, (b) => b.fen());
  same('fen(showPromoted, 0)', mine, fsf, (b) => b.fen(true, 0));
  same('isCheck', mine, fsf, (b) => b.isCheck());
  same('checkedPieces', mine, fsf, (b) => b.checkedPieces());
  same('turn and counters', mine, fsf, (b) => [b.turn(), b.gamePly(), b.fullmoveNumber(), b.halfmoveClock()]);
  same('insufficient material', mine, fsf, (b) => [
    b.hasInsufficientMaterial(true),
    b.hasInsufficientMaterial(false),
    b.isInsufficientMaterial(),
  ]);
  same('isGameOver and result', mine, fsf, (b) => [b.isGameOver(false), b.isGameOver(true), b.result(false), b.result(true)]);
  same('isGameOver()', mine, fsf, (b) => [b.isGameOver(), b.result()]);
  same('toString', mine, fsf, (b) => b.toString());
  same('toVerboseString', mine, fsf, (b) => withoutKey(b.toVerboseString()));
  // A few moves asked about, captures and promotions first.
  const forcing = legal.filter((m) => m.length === 5 || fsf.isCapture(m));
  const asked = new Set([...forcing.slice(0, 3), pick(rng, legal)].filter(Boolean));
  for (const move of asked) {
    same(`isCapture(${move})`, mine, fsf, (b) => b.isCapture(move));
    same(`sanMove(${move})`, mine, fsf, (b) => b.sanMove(move));
    same(`sanMove(${move}, SAN)`, mine, fsf, (b) => b.sanMove(move, b === mine ? ours.Notation.SAN : theirs.Notation.SAN));
    same(`sanMove(${move}, LAN)`, mine, fsf, (b) => b.sanMove(move, b === mine ? ours.Notation.LAN : theirs.Notation.LAN));
    same(`sanMove(${move}, DEFAULT)`, mine, fsf, (b) => b.sanMove(move, notation(b, mine, 'DEFAULT')));
  }
  return { legal, forcing };
}

/** `Notation[name]` of the module `board` belongs to (undefined for no notation given). */
function notation(board, mine, name) {
  if (name === undefined) return undefined;
  return (board === mine ? ours : theirs).Notation[name];
}

// The notations a move is pushed in by its text (undefined: none given, ffish's SAN).
const NOTATION_NAMES = [undefined, 'DEFAULT', 'SAN', 'LAN'];
// Full-move fields at the edges of Fairy-Stockfish's game ply, a C++ int (crc-fairy/src/ply.rs).
const FULLMOVE_FIELDS = ['0', '1', '2', '-', '-3', '1073741824', '1073741825', '2147483647', '2147483648', '4294967296'];

/** Random corruptions of a FEN: a character changed, dropped or doubled, a field dropped or repeated. */
function corruptions(fen, rng, count) {
  const pool = 'kKqQrRbBnNaAcCpP0123456789/ -wbx';
  const out = [];
  for (let i = 0; i < count; i++) {
    const at = Math.floor(rng() * fen.length);
    const fields = fen.split(' ');
    const field = Math.floor(rng() * fields.length);
    switch (i % 5) {
      case 0:
        out.push(fen.slice(0, at) + pick(rng, [...pool]) + fen.slice(at + 1));
        break;
      case 1:
        out.push(fen.slice(0, at) + fen.slice(at + 1));
        break;
      case 2:
        out.push(fen.slice(0, at) + fen[at] + fen.slice(at));
        break;
      case 3:
        out.push(fields.filter((_, j) => j !== field).join(' '));
        break;
      default:
        out.push([...fields.slice(0, field + 1), fields[field], ...fields.slice(field + 1)].join(' '));
    }
  }
  return out;
}

/**
 * Why ffish's validateFen would read or write past its board for `fen`, or null: a piece
 * after digits that carried a rank past its tenth file (ffish checks the file only when it
 * is exactly ten), or a black castling letter after j (a square beyond rank 8). Its answer
 * is not defined then, and it may crash.
 */
function pastTheBoard(fen) {
  const [placement, , castling = ''] = fen.split(' ');
  const overflow = placement.split('/').some((rank) => {
    let file = 0;
    for (const [token] of rank.matchAll(/\d+|[^\d]/g)) {
      if (/\d/.test(token)) file += Number(token);
      else if (token !== '~' && file++ > 10) return true;
    }
    return false;
  });
  if (overflow) return 'a piece past the tenth file';
  return /[l-pr-z]/.test(castling) ? 'a black castling letter after j' : null;
}

/** validateFen of `fen` by both: the codes must be equal. */
function compareValidation(fen, variant, is960) {
  calls++;
  const mine = ours.validateFen(fen, variant, is960);
  const undefinedHere = pastTheBoard(fen);
  if (undefinedHere) {
    tally(`validateFen: ${undefinedHere}, not asked of ffish`);
    return;
  }
  const fsf = theirAnswer(`validateFen(${JSON.stringify(fen)})`, () => theirs.validateFen(fen, variant, is960));
  if (mine !== fsf) throw new Disagreement(`validateFen(${JSON.stringify(fen)}): crc-rules ${mine}, ffish ${fsf}`);
}

function playGame(index) {
  const rng = random(seed * 7919 + index);
  const kind = gameKind(index, seed);
  const start = index % 20 === 19 ? randomEnding(rng) : kind.fen;
  const { variant, is960 } = kind;
  const mine = new ours.Board(variant, start, is960);
  const fsf = new theirs.Board(variant, start, is960);
  const played = [];
  try {
    for (;;) {
      const { legal, forcing } = checkPly(mine, fsf, rng);
      if (legal.length === 0 || played.length >= maxPlies || fsf.isInsufficientMaterial()) break;
      const back = played.length >= 2 && reversed(played.at(-2));
      let move;
      if (back && legal.includes(back) && rng() < 0.25) move = back;
      else move = pick(rng, forcing.length && rng() < 0.5 ? forcing : legal);
      if (rng() < 0.3) {
        const name = pick(rng, NOTATION_NAMES);
        const san = name === undefined ? fsf.sanMove(move) : fsf.sanMove(move, theirs.Notation[name]);
        same(`pushSan(${san}, ${name})`, mine, fsf, (b) =>
          name === undefined ? b.pushSan(san) : b.pushSan(san, notation(b, mine, name)),
        );
      } else {
        same(`push(${move})`, mine, fsf, (b) => b.push(move));
      }
      played.push(move);
      if (played.length % 7 === 0) {
        const probe = pick(rng, fsf.legalMoves().split(' ').filter(Boolean));
        if (probe) {
          same(`push(${probe}) and pop`, mine, fsf, (b) => [b.push(probe), b.moveStack(), (b.pop(), b.fen())]);
        }
      }
      if (played.length % 15 === 0) same('setFen(fen())', mine, fsf, (b) => (b.setFen(b.fen()), b.moveStack()));
    }
    same('moveStack', mine, fsf, (b) => b.moveStack());
    finishGame(index, variant, is960, start, played, fsf, rng);
    tally(`ended ${fsf.result(true)}${fsf.legalMoves() === '' ? ' (no move)' : ''}`);
  } catch (error) {
    if (!(error instanceof Disagreement)) throw error;
    throw new Disagreement(
      `game ${index} (${variant}, is960 ${is960}) from ${start} after ${played.length} plies [${played.join(' ')}]: ${error.message}`,
    );
  } finally {
    mine.delete();
    fsf.delete();
  }
  return played.length;
}

/**
 * The `~` of promoted pieces and the full-move number, as ffish reads and writes them: boards
 * of both from the game's last FEN with its marks, and from that FEN with a full-move field at
 * the edges of ffish's int game ply, before and after a move.
 */
function checkMarksAndNumbers(variant, is960, marked, rng) {
  const fields = marked.split(' ');
  fields[5] = pick(rng, FULLMOVE_FIELDS);
  for (const fen of [marked, fields.join(' ')]) {
    const mine = new ours.Board(variant, fen, is960);
    const fsf = new theirs.Board(variant, fen, is960);
    try {
      const ask = (b) => [b.fen(), b.fen(true), b.gamePly(), b.fullmoveNumber(), b.legalMoves().split(' ').sort()];
      same(`a board from ${fen}`, mine, fsf, ask);
      const legal = fsf.legalMoves().split(' ').filter(Boolean);
      const move = pick(rng, legal);
      if (move) {
        same(`variationSan from ${fen}`, mine, fsf, (b) => b.variationSan(legal.slice(0, 1).join(' ')));
        same(`push(${move}) from ${fen}`, mine, fsf, (b) => (b.push(move), ask(b)));
      }
    } finally {
      mine.delete();
      fsf.delete();
    }
  }
}

/** The move that takes a piece back to where it came from, in coordinates. */
function reversed(move) {
  return move.length === 4 ? move.slice(2, 4) + move.slice(0, 2) : null;
}

/** The checks made once a game: its variation, its PGN read back, its FENs corrupted. */
function finishGame(index, variant, is960, start, played, fsf, rng) {
  const line = played.join(' ');
  const mine = new ours.Board(variant, start, is960);
  const again = new theirs.Board(variant, start, is960);
  try {
    if (line !== '') {
      same('variationSan', mine, again, (b) => b.variationSan(line));
      same('variationSan(LAN, no numbers)', mine, again, (b) =>
        b.variationSan(line, b === mine ? ours.Notation.LAN : theirs.Notation.LAN, false),
      );
      same('variationSan(DEFAULT)', mine, again, (b) => b.variationSan(line, notation(b, mine, 'DEFAULT')));
      same('variationSan(DEFAULT, no numbers)', mine, again, (b) =>
        b.variationSan(line, notation(b, mine, 'DEFAULT'), false),
      );
    }
    checkMarksAndNumbers(variant, is960, fsf.fen(true), rng);
    // ffish reads a Variant tag with "960" in 960 mode, but knows no variant capablanca960:
    // a CRC game goes into PGN as caparandom, the Capablanca array as capablanca.
    const tag = is960 || variant === 'caparandom' ? 'Caparandom' : 'Capablanca';
    const movetext = line === '' ? '' : `${again.variationSan(line)} `;
    const pgn = `[Event "differential ${index}"]\n[Site "?"]\n[Variant "${tag}"]\n[FEN "${start}"]\n[SetUp "1"]\n\n${movetext}*\n`;
    const read = [ours.readGamePGN(pgn), theirs.readGamePGN(pgn)];
    try {
      same('readGamePGN headerKeys', read[0], read[1], (g) => g.headerKeys().split(' ').sort());
      for (const key of read[1].headerKeys().split(' ')) same(`headers(${key})`, read[0], read[1], (g) => g.headers(key));
      same('readGamePGN mainlineMoves', read[0], read[1], (g) => g.mainlineMoves());
    } finally {
      read.forEach((g) => g.delete());
    }
    const fens = [start, fsf.fen()];
    for (const fen of fens) {
      compareValidation(fen, variant, is960);
      for (const bad of corruptions(fen, rng, 5)) compareValidation(bad, variant, is960);
    }
  } finally {
    mine.delete();
    again.delete();
  }
}

const began = performance.now();
let plies = 0;
try {
  for (let index = 0; index < games; index++) plies += playGame(index);
} catch (error) {
  console.error(`FAILED: ${error.message}`);
  process.exit(1);
}
const seconds = ((performance.now() - began) / 1000).toFixed(0);
console.log(`differential: ${games} games, ${plies} plies, ${calls} questions agreed with ffish 0.7.10 in ${seconds} s`);
for (const [what, count] of [...tallies].sort()) console.log(`  ${what}: ${count}`);
