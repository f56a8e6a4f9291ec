// crc-rules/svg: diagrams and piece drawings from the crc-rules-svg crate, in a WebAssembly
// module of their own (built from crc-wasm/svg/), so that a client of the rules alone does not
// download them. The entry modules (svg-node.js, svg-web.js) load it.
import { boardSvg as drawBoard, pieceSvg as drawPiece } from '../pkg/svg/crc_wasm_svg.js';

import { Game } from './api.js';
import { CRC_RULES, checkArguments, checkFields, checkString, defineType } from './arguments.js';
import { invalidArgument } from './errors.js';
import { diagrams } from './ready.js';

defineType('Game', (value) => value instanceof Game);

/** A string field of `boardSvg`'s options, named `name` in an error. */
function text(name, value) {
  return checkString(CRC_RULES, 'boardSvg', name, value);
}

/** The squares of option `name`, a move given as `{from, to}` or as text `e2e4`. */
function squaresOf(name, move) {
  if (typeof move === 'string') return move;
  if (typeof move === 'object' && move !== null) return text(`${name}.from`, move.from) + text(`${name}.to`, move.to);
  throw invalidArgument(`${String(move)} is neither {from, to} nor text like e2e4`);
}

/** The pairs of option `name`, an object, as one flat list: key, value, key, value, … */
function pairsOf(name, record = {}) {
  return Object.entries(record).flatMap(([key, value]) => [key, text(`${name}[${JSON.stringify(key)}]`, value)]);
}

/**
 * One piece's SVG drawing (crc-rules-svg's piece set, drawn for this project): a standalone
 * document of `viewBox="0 0 100 100"` that scales to its box. `type` is p n b r a c q k,
 * `color` w or b.
 */
function drawnPiece(type, color) {
  diagrams.require('pieceSvg');
  if (type.length !== 1 || (color !== 'w' && color !== 'b')) {
    throw invalidArgument(`no piece of type ${String(type)} and colour ${String(color)}`);
  }
  return drawPiece(color === 'w' ? type.toUpperCase() : type.toLowerCase());
}

/**
 * The SVG diagram of `position`, a FEN or a Game (whose last move and king in check are
 * marked unless the options say otherwise). Options, as crc-rules-svg's (python-chess's
 * `chess.svg.board`): `size` (px; none: it scales), `flipped`, `coordinates` (true),
 * `lastMove` (`{from, to}` or `e2e4`), `check` (a king's square), `arrows` (`Gf1h3`,
 * `{from, to}`), `fill` (`{e4: '#ff0000'}`), `colors` (`{'square light': '#ffffff'}`).
 */
function drawnBoard(position, options = {}) {
  diagrams.require('boardSvg');
  checkFields(CRC_RULES, 'boardSvg', BOARD_OPTIONS, options);
  let { lastMove, check } = options;
  let fen;
  if (position instanceof Game) {
    fen = position.fen();
    const last = position.history({ verbose: true }).at(-1);
    if (lastMove === undefined && last) lastMove = last;
    if (check === undefined && position.inCheck()) {
      check = position.board().flat().find((p) => p?.type === 'k' && p.color === position.turn()).square;
    }
  } else {
    fen = position;
  }
  return drawBoard(
    fen,
    options.size,
    Boolean(options.flipped),
    Boolean(options.coordinates ?? true),
    lastMove === undefined ? undefined : squaresOf('lastMove', lastMove),
    check,
    (options.arrows ?? []).map((arrow, i) => (typeof arrow === 'string' ? arrow : squaresOf(`arrows[${i}]`, arrow))),
    pairsOf('fill', options.fill),
    pairsOf('colors', options.colors),
  );
}

/** The options of `boardSvg`, checked as its arguments are. */
const BOARD_OPTIONS = [
  'size?: number',
  'flipped?: any',
  'coordinates?: any',
  'lastMove?: string|object',
  'check?: string',
  'arrows?: array',
  'fill?: object',
  'colors?: object',
];

export const { pieceSvg, boardSvg } = checkArguments(CRC_RULES, '', { pieceSvg: drawnPiece, boardSvg: drawnBoard }, {
  pieceSvg: ['type: string', 'color: string'],
  boardSvg: ['position: string|Game', 'options?: object'],
});
