/**
 * crc-rules/svg: diagrams of positions and the pieces of this project's own piece set, from
 * the crc-rules-svg crate, in a WebAssembly module of their own.
 *
 * ```js
 * import { Game } from 'crc-rules';
 * import { boardSvg, pieceSvg } from 'crc-rules/svg';
 * document.body.innerHTML = boardSvg(Game.fromNumber(25933), { size: 400 });
 * ```
 */
import type { Color, Game, LoadOptions, PieceSymbol, Square } from './index.js';

/**
 * Loads the diagrams' module (`crc_wasm_svg_bg.wasm`), as crc-rules' `init` loads its own;
 * resolves at once in Node. In a browser a call made before it has resolved throws a
 * `NotInitializedError`.
 */
export declare function init(options?: LoadOptions): Promise<void>;

/** Options of `boardSvg`: crc-rules-svg's, as python-chess's `chess.svg.board` has them. */
export interface BoardSvgOptions {
  /** The width in px (16..16384); without one the SVG scales to its box. */
  size?: number;
  /** Black at the bottom. */
  flipped?: boolean;
  /** Files and ranks round the board (true). */
  coordinates?: boolean;
  /** The last move's squares, highlighted: `{from, to}` or `e2e4` (a Game's last move by default). */
  lastMove?: { from: Square; to: Square } | string;
  /** A king in check, marked (a Game's by default). */
  check?: Square;
  /** Arrows: `Gf1h3` (colour letter G, R, Y or B, then the squares) or `{from, to}`. */
  arrows?: (string | { from: Square; to: Square })[];
  /** Squares in colours of their own: `{e4: '#ff0000'}`. */
  fill?: Record<Square, string>;
  /** Colours by crc-rules-svg's names: `'square light'`, `'square dark lastmove'`, `'coord'`, `'arrow red'`, … */
  colors?: Record<string, string>;
}

/** The SVG diagram of a FEN's placement or of a Game; InvalidArgumentError for an option out of range, TypeError for an argument or option of the wrong type. */
export declare function boardSvg(position: string | Game, options?: BoardSvgOptions): string;
/** One piece's SVG drawing (this project's piece set), `viewBox="0 0 100 100"`, scaling to its box. */
export declare function pieceSvg(type: PieceSymbol, color: Color): string;
