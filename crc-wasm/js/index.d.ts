/**
 * crc-rules: the rules of Capablanca Random Chess (10x8, Archbishop and Chancellor,
 * Scharnagl's 48,000 numbered start arrays) in WebAssembly, with chess.js's names.
 *
 * ```js
 * import { Game } from 'crc-rules';
 * const game = Game.fromNumber(25933);   // the Gothic array
 * game.move('e4');                       // SAN, coordinates, O-O, or {from, to, promotion}
 * console.log(game.fen(), game.moves());
 * ```
 *
 * Errors are thrown `Error`s whose `name` says the kind: `InvalidFenError`,
 * `InvalidMoveError`, `IllegalMoveError`, `PromotionRequiredError` (a pawn move to the last
 * rank without its piece, such as `b7b8`: ask which), `AmbiguousMoveError`, `GameOverError`,
 * `ClaimError`, `InvalidPgnError`, `InvalidTagError`, `InvalidStartError`,
 * `InvalidSquareError`, `InvalidArgumentError` (a colour, a seed, a perft depth or an option
 * that is none); `kind` is the kind's snake_case name, the same at every door of crc-rules
 * (`"illegal_move"`, `"promotion_required"`, …), and `message` carries the whole reason. A
 * call that throws changes nothing. An argument of the wrong type is a `TypeError` naming the
 * call, the argument and the type expected, thrown before the WebAssembly call.
 *
 * In Node the module loads on import. In a browser or a bundle, `await init()` loads it first
 * (a call made before that throws a `NotInitializedError`).
 */

/** Where `init` finds the WebAssembly file, as an Emscripten module (ffish-es6) finds its own. */
export interface LoadOptions {
  /** The file's bytes: nothing is fetched. */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /**
   * The URL of `path`, the file's name (`crc_wasm_bg.wasm`, `crc_wasm_svg_bg.wasm`), given the
   * folder of the script that loaded the package (`prefix`, that of the page in a module).
   * Without it the file is fetched beside the classic script or iife bundle that loaded the
   * package, or, in a module, beside the module that holds the package's glue (its own pkg/
   * folder, or the module bundle).
   */
  locateFile?: (path: string, prefix: string) => string | URL;
}

/** Loads the WebAssembly module; resolves at once in Node. Safe to call more than once. */
export declare function init(options?: LoadOptions): Promise<void>;

/** A square's name, file `a`..`j` and rank `1`..`8`: `"e2"`. */
export type Square = string;
/** `w` (White) or `b` (Black). */
export type Color = 'w' | 'b';
/** A piece type: pawn, knight, bishop, rook, archbishop, chancellor, queen, king. */
export type PieceSymbol = 'p' | 'n' | 'b' | 'r' | 'a' | 'c' | 'q' | 'k';

/** A piece: its type and colour. */
export interface Piece {
  type: PieceSymbol;
  color: Color;
}

/** Where king and rook go when castling, for animation. */
export interface Castling {
  /** `k` on the king's side, `q` on the queen's. */
  side: 'k' | 'q';
  king: { from: Square; to: Square };
  rook: { from: Square; to: Square };
}

/** A move as chess.js describes one, with where castling lands. */
export declare class Move {
  private constructor();
  /** The side that moves. */
  readonly color: Color;
  /** The square the piece leaves. */
  readonly from: Square;
  /** Its destination; for castling the rook's square (the king takes its own rook). */
  readonly to: Square;
  /** The piece that moves. */
  readonly piece: PieceSymbol;
  /** The piece taken, if any (`p` en passant). */
  readonly captured?: PieceSymbol;
  /** The piece a pawn becomes, if it promotes: any of n, b, r, a, c, q. */
  readonly promotion?: PieceSymbol;
  /** chess.js's flags: `n` quiet, `b` double step, `e` en passant, `c` capture, `p` promotion, `k`/`q` castling. */
  readonly flags: string;
  /** Standard algebraic notation: `Nh3`, `exd5`, `b8=C+`, `O-O`. */
  readonly san: string;
  /** Coordinates: `i1h3`, `b7b8c`, castling king takes rook `f1j1`. */
  readonly lan: string;
  /** The X-FEN before the move. */
  readonly before: string;
  /** The X-FEN after it. */
  readonly after: string;
  /** For a castling, where king and rook go. */
  readonly castling?: Castling;
  isCapture(): boolean;
  isPromotion(): boolean;
  isEnPassant(): boolean;
  isKingsideCastle(): boolean;
  isQueensideCastle(): boolean;
  isBigPawn(): boolean;
}

/** How a game ended. */
export interface Outcome {
  /** `1-0`, `0-1` or `1/2-1/2`. */
  result: '1-0' | '0-1' | '1/2-1/2';
  /** The winner, or null for a draw. */
  winner: Color | null;
  /** `checkmate`, `stalemate`, `insufficient material`, `fivefold repetition`, `seventy-five-move rule`, `threefold repetition`, `fifty-move rule`, `resignation`, `agreement`; from a PGN `Termination` tag, `time forfeit`, `illegal move`, `abandonment`, `adjudication` or `rules infraction`. */
  reason: string;
}

/** A named choice of start arrangements. */
export declare class RuleSet {
  /** All 48,000 arrangements. */
  static readonly BASIC: RuleSet;
  /** Every pawn protected (21,836). */
  static readonly PROTECTED: RuleSet;
  /** Today's CRC rules: pawns protected and bishops apart (12,130); the default. */
  static readonly CRC: RuleSet;
  /** Scharnagl's 2006 rules: as CRC, and at least 3 files from the Gothic array (12,118). */
  static readonly CRC2006: RuleSet;
  /** The rule set named `name` (`basic`, `protected`, `crc`, `crc2006`); InvalidStartError otherwise. */
  static fromName(name: string): RuleSet;
  private constructor(name: string);
  /** Its name. */
  readonly name: string;
  /** How many start numbers it holds. */
  count(): number;
  /** Whether it holds start number `n`. */
  contains(n: number): boolean;
  /** A start number drawn uniformly from it; the same `seed` gives the same number everywhere. */
  random(seed?: number | bigint): number;
  /** Every start number it holds, in increasing order. */
  numbers(): number[];
}

/** The rule sets that hold start number `n` (1..48000), widest first. */
export declare function ruleSets(n: number): RuleSet[];
/** The arrangement of start number `n` as ten piece letters, a to j: `RNBQCKABNR` for 25933. */
export declare function arrangement(n: number): string;
/** The start number of an arrangement (ten piece letters, either case). */
export declare function number(arrangement: string): number;
/** The X-FEN of start number `n`. */
export declare function startFen(n: number): string;

/** One legal move of `Game.divide` with the leaf nodes below it. */
export interface DivideEntry {
  /** The move in coordinates: `e2e4`, `b7b8c`, castling as king takes rook `f1j1`. */
  move: string;
  /** The leaf nodes of its subtree, `depth - 1` plies below it. */
  nodes: number;
}

/** Options of `Game.moves`. */
export interface MovesOptions {
  /** Only the moves of the piece on this square. */
  square?: Square;
  /** Only the moves of this piece type. */
  piece?: PieceSymbol;
  /** Move objects instead of SAN. */
  verbose?: boolean;
}

/**
 * A game of CRC: a start position and the moves played, with SAN, outcome, claims, PGN
 * tags and PGN. Its WebAssembly memory is freed when it is collected, or at once by `free()`.
 */
export declare class Game {
  /** A game from an X-FEN or Shredder-FEN, or from the Capablanca array without one. */
  constructor(fen?: string);
  /** A game from the start of Scharnagl number `n` (1..48000). */
  static fromNumber(n: number): Game;
  /** A game from a start drawn with `seed` (random without one) from `ruleSet` (CRC by default). */
  static random(seed?: number | bigint, ruleSet?: RuleSet | string): Game;
  /** A game from the one game of a PGN text, its main line's comments kept. */
  static fromPgn(pgn: string): Game;
  /** Sets the position from a FEN; the moves, tags and comments are forgotten. */
  load(fen: string): void;
  /** Replaces the game with the one game of a PGN text, its main line's comments kept. */
  loadPgn(pgn: string): void;
  /** Frees its WebAssembly memory now; the game cannot be used afterwards. */
  free(): void;
  /** The X-FEN of the current position. */
  fen(): string;
  /** The X-FEN of the start position. */
  startFen(): string;
  /** The Scharnagl number of the start, or null when it was no start array. */
  startNumber(): number | null;
  /** The side to move. */
  turn(): Color;
  /** The full-move number. */
  moveNumber(): number;
  /**
   * Plays a move given as text in any notation (`e4`, `e2e4`, `O-O`, castling as king takes
   * rook `f1j1` or as the king's destination `f1i1`) or as `{from, to, promotion}`.
   * Throws InvalidMoveError, IllegalMoveError, PromotionRequiredError, AmbiguousMoveError or
   * GameOverError.
   */
  move(move: string | { from: Square; to: Square; promotion?: string }): Move;
  /**
   * The legal move a click or drag from `from` to `to` means, not played: the king castles
   * when dropped on its own castling rook, or on its castling destination where that is no
   * king step. Throws PromotionRequiredError for a pawn reaching the last rank without
   * `promotion`, IllegalMoveError, InvalidSquareError or GameOverError.
   */
  moveFromTo(from: Square, to: Square, promotion?: string): Move;
  /** The squares the piece on `square` may be dropped on (see `moveFromTo`), in order. */
  dropTargets(square: Square): Square[];
  /** The legal moves as SAN; a finished game lists its position's (none after a mate or a stalemate). */
  moves(options?: MovesOptions & { verbose?: false }): string[];
  /** The legal moves as Move objects. */
  moves(options: MovesOptions & { verbose: true }): Move[];
  /** Takes back the last move, and an end declared after it, and returns the move; null, changing nothing, at the start. */
  undo(): Move | null;
  /**
   * The number of leaf nodes of the legal move tree `depth` plies deep (a whole number, 0 to
   * 10) from the current position, as chess.js's `perft`. Throws InvalidArgumentError for
   * another depth.
   */
  perft(depth: number): number;
  /**
   * Perft split by the first move (depth 1 to 10): each legal move in coordinates (castling
   * as king takes rook) with its count, in the order of the Rust `Position::divide`. Throws
   * InvalidArgumentError for another depth.
   */
  divide(depth: number): DivideEntry[];
  /** The moves played as SAN. */
  history(options?: { verbose?: false }): string[];
  /** The moves played as Move objects. */
  history(options: { verbose: true }): Move[];
  /** Eight rows, rank 8 first, of ten squares, a first: a piece with its square, or null. */
  board(): ({ square: Square; type: PieceSymbol; color: Color } | null)[][];
  /** The piece on `square`, or undefined. */
  get(square: Square): Piece | undefined;
  /** The game as PGN, with its comments after the moves they follow. */
  pgn(): string;
  /** The comment on the current position (after the last move; at the start, before the first), or undefined. */
  getComment(): string | undefined;
  /** Comments the current position, replacing its comment; braces become brackets, as in chess.js. */
  setComment(comment: string): void;
  /** Removes the comment on the current position and returns it, or undefined. */
  removeComment(): string | undefined;
  /** The comments on the positions of the game from the start on; those on positions it no longer passes through are forgotten. */
  getComments(): { fen: string; comment: string }[];
  /** Removes every comment and returns them, as `getComments` gives them. */
  removeComments(): { fen: string; comment: string }[];
  /** Sets the tags given as key, value, key, value, … and returns every tag set. */
  header(...pairs: string[]): Record<string, string>;
  /** Sets one tag and returns every tag set; InvalidTagError for tags derived from the game. */
  setHeader(key: string, value: string): Record<string, string>;
  /** Removes a tag; whether it was set. */
  removeHeader(key: string): boolean;
  /** The tags set on the game (not those derived from it: Result, SetUp, FEN, CRCStartNumber). */
  getHeaders(): Record<string, string>;
  /** Whether the side to move is in check. */
  inCheck(): boolean;
  /** The same as `inCheck`. */
  isCheck(): boolean;
  isCheckmate(): boolean;
  isStalemate(): boolean;
  /** Whether neither side can win (Fairy-Stockfish's rule). */
  isInsufficientMaterial(): boolean;
  /** How many times the current position has occurred, this time included. */
  repetitionCount(): number;
  /** Whether the current position has occurred three times or more. */
  isThreefoldRepetition(): boolean;
  /** Whether 100 half-moves have passed without a capture or pawn move. */
  isDrawByFiftyMoves(): boolean;
  /** As chess.js: stalemate, insufficient material, a claimable draw, or a drawn outcome. */
  isDraw(): boolean;
  /** As chess.js: the game has ended or a draw can be claimed. */
  isGameOver(): boolean;
  /** How the game ended, or null while it goes on (a claimable draw counts once claimed). */
  outcome(): Outcome | null;
  /** The draw the side to move could claim now: `threefold repetition`, `fifty-move rule`, or null. */
  canClaimDraw(): string | null;
  /** Claims that draw; ClaimError when there is none. */
  claimDraw(): Outcome;
  /** Records that `color` resigned. */
  resign(color: Color): Outcome;
  /** Records a draw by agreement. */
  agreeDraw(): Outcome;
  /** Takes back a resignation, agreement or claimed draw on the current position, keeping the moves; false, changing nothing, when none was declared. */
  reopen(): boolean;
}

/** The games of a PGN text, read one by one as they are asked for. */
export interface PgnGames extends IterableIterator<Game> {
  /**
   * The next game. A game that cannot be read throws an `InvalidPgnError` (a
   * {@link PgnError}); the next call goes on with the following game.
   */
  next(): IteratorResult<Game, undefined>;
  /** Frees the reader's WebAssembly memory now instead of when it is collected. */
  free(): void;
}

/** The error a game of a PGN text that cannot be read throws, with where it is. */
export interface PgnError extends Error {
  name: 'InvalidPgnError';
  kind: 'invalid_pgn';
  /** The game's place in the text, from 1. */
  game: number;
  /** The line at fault, from 1. */
  line: number;
}

/** The games of the PGN `text` (text, not a path, as chess.js's `loadPgn` takes), one by one (`for (const game of readPgn(text))`). */
export declare function readPgn(text: string): PgnGames;
