/**
 * crc-rules/ffish: a drop-in for ffish-es6 (Fairy-Stockfish in WebAssembly, 0.7.10) on
 * Capablanca Random Chess, with its signatures, return values and string formats.
 *
 * ```js
 * import Module from 'crc-rules/ffish';   // instead of: import Module from 'ffish-es6';
 * const ffish = await Module();            // or Module({ fallback: loadedFfish })
 * const board = new ffish.Board('capablanca', fen, true);
 * ```
 *
 * Variants `capablanca` (Capablanca Chess; with is960 true, CRC as pychess-variants plays
 * it) and `caparandom` (CRC) are answered here; any other goes to the `fallback` module, or
 * throws an Error named `UnknownVariantError` without one. An argument of the wrong type
 * throws what ffish throws: a `BindingError` (a `TypeError`), `Cannot pass non-string to
 * std::string`, for a string argument; a `TypeError`, `Cannot convert "…" to int`, for an int.
 */

/** Options of the factory. */
import type { LoadOptions } from './index.js';

/** ffish-es6's options that crc-rules/ffish reads: where its wasm file is, and the rest. */
export interface ModuleOptions extends LoadOptions {
  /** A loaded ffish module that answers for every other variant. */
  fallback?: FairyStockfish;
  /** Called with the module once it is ready, as ffish's option is. */
  onRuntimeInitialized?: (loadedModule: FairyStockfish) => void;
}

/** The module, as ffish-es6's factory gives it. */
export declare function Module(options?: ModuleOptions): Promise<FairyStockfish>;
export default Module;

/** An entry of an enum as Embind makes one. */
export interface EnumValue {
  readonly value: number;
}

/**
 * Fairy-Stockfish's notations. DEFAULT (SAN with the pawn's letter, as ffish writes it: `Pg4`),
 * SAN and LAN describe these variants; the others throw `UnsupportedNotationError`.
 */
export interface NotationEnum {
  readonly DEFAULT: EnumValue;
  readonly SAN: EnumValue;
  readonly LAN: EnumValue;
  readonly SHOGI_HOSKING: EnumValue;
  readonly SHOGI_HODGES: EnumValue;
  readonly SHOGI_HODGES_NUMBER: EnumValue;
  readonly JANGGI: EnumValue;
  readonly XIANGQI_WXF: EnumValue;
  readonly THAI_SAN: EnumValue;
  readonly THAI_LAN: EnumValue;
  readonly values: Record<number, EnumValue>;
}

/** Fairy-Stockfish's game terminations. */
export interface TerminationEnum {
  readonly ONGOING: EnumValue;
  readonly CHECKMATE: EnumValue;
  readonly STALEMATE: EnumValue;
  readonly INSUFFICIENT_MATERIAL: EnumValue;
  readonly N_MOVE_RULE: EnumValue;
  readonly N_FOLD_REPETITION: EnumValue;
  readonly VARIANT_END: EnumValue;
  readonly values: Record<number, EnumValue>;
}

/** A notation: an entry of `Notation`, or its number. */
export type Notation = EnumValue | number;

export interface FairyStockfish {
  Board: BoardConstructor;
  Game: unknown;
  Notation: NotationEnum;
  Termination: TerminationEnum;
  /** A line about the module, in place of Fairy-Stockfish's banner. */
  info(): string;
  /** Accepts Fairy-Stockfish's option names (none changes these rules); forwarded to the fallback. */
  setOption<T>(name: string, value: T): void;
  setOptionInt(name: string, value: number): void;
  setOptionBool(name: string, value: boolean): void;
  /** One PGN game: its tags and main line (ffish's variant from the Variant tag, 960 if it holds "960"). */
  readGamePGN(pgn: string): Game;
  /** The variants, separated by spaces. */
  variants(): string;
  /** Forwarded to the fallback; an Error without one. */
  loadVariantConfig(variantInitContent: string): void;
  capturesToHand(uciVariant: string): boolean;
  /** The variant's start FEN: the Capablanca array for both CRC variants. */
  startingFen(uciVariant: string): string;
  /** 1 when valid, else Fairy-Stockfish's negative code for the field at fault. */
  validateFen(fen: string, uciVariant?: string, chess960?: boolean): number;
}

export interface BoardConstructor {
  /** A board of `uciVariant` from `fen` (the variant's start when empty). */
  new (uciVariant?: string, fen?: string, is960?: boolean): Board;
}

/** ffish's Board. Moves are in Fairy-Stockfish's coordinates: castling king takes rook in 960 mode, the king's destination otherwise. */
export interface Board {
  /** Frees the board (it is also freed when collected). */
  delete(): void;
  /** The legal moves, separated by spaces. */
  legalMoves(): string;
  /** Their SAN, in the same order. */
  legalMovesSan(): string;
  numberLegalMoves(): number;
  /** Plays a move; false, changing nothing, when it is not legal. */
  push(uciMove: string): boolean;
  /** Plays the legal move whose text in `notation` is exactly `sanMove`; false when none. */
  pushSan(sanMove: string, notation?: Notation): boolean;
  /** Takes back the last move; a NothingToUndoError when there is none. */
  pop(): void;
  /** Back to the variant's start (the Capablanca array). */
  reset(): void;
  is960(): boolean;
  /** The FEN: castling rights as file letters in 960 mode. */
  fen(showPromoted?: boolean, countStarted?: number): string;
  /** Sets the position; InvalidFenError, changing nothing, for a FEN that is not a position. */
  setFen(fen: string): void;
  /** The SAN of a move, or the empty string when it is not legal. */
  sanMove(uciMove: string, notation?: Notation): string;
  /** A variation with move numbers; the empty string when a move is not legal. */
  variationSan(uciMoves: string, notation?: Notation, moveNumbers?: boolean): string;
  /** True when White is to move. */
  turn(): boolean;
  fullmoveNumber(): number;
  halfmoveClock(): number;
  gamePly(): number;
  /** Whether White (`true`) or Black cannot win. */
  hasInsufficientMaterial(turn: boolean): boolean;
  isInsufficientMaterial(): boolean;
  /** No legal move, insufficient material, or with `claimDraw` a claimable draw. */
  isGameOver(claimDraw?: boolean): boolean;
  /** `1-0`, `0-1`, `1/2-1/2`, or `*`. */
  result(claimDraw?: boolean): string;
  /** The square of the king in check, or the empty string. */
  checkedPieces(): string;
  isCheck(): boolean;
  isBikjang(): boolean;
  /** Whether a legal move takes a piece; IllegalMoveError for one that is not legal, InvalidMoveError for text that is no move. */
  isCapture(uciMove: string): boolean;
  /** The moves pushed since the FEN, separated by spaces. */
  moveStack(): string;
  /** Plays each move; one that is not legal is passed over. */
  pushMoves(uciMoves: string): void;
  pushSanMoves(sanMoves: string, notation?: Notation): void;
  /** The empty string: no pockets. */
  pocket(color: boolean): string;
  toString(): string;
  toVerboseString(): string;
  variant(): string;
}

/** ffish's Game, from `readGamePGN`. */
export interface Game {
  delete(): void;
  /** The tag names, separated by spaces. */
  headerKeys(): string;
  /** A tag's value, or the empty string. */
  headers(item: string): string;
  /** The main line in Fairy-Stockfish's coordinates, separated by spaces. */
  mainlineMoves(): string;
}
