// Typical uses of both entry points, type-checked against the package's declarations
// (tests/api/declarations.test.mjs runs tsc on it); it is never run.
import { Game, Move, RuleSet, arrangement, number, readPgn, ruleSets, startFen } from 'crc-rules';
import type { Castling, DivideEntry, Outcome, PgnError, PgnGames, Piece } from 'crc-rules';
import Module from 'crc-rules/ffish';
import { boardSvg, pieceSvg } from 'crc-rules/svg';
import type { Board, FairyStockfish } from 'crc-rules/ffish';

const game: Game = Game.fromNumber(25933);
const move: Move = game.move({ from: 'e2', to: 'e4' });
const castling: Castling | undefined = move.castling;
const sans: string[] = game.moves({ square: 'i1' });
const verbose: Move[] = game.moves({ verbose: true, piece: 'a' });
const undone: Move | null = game.undo();
const piece: Piece | undefined = game.get('f1');
const outcome: Outcome | null = game.outcome();
const headers: Record<string, string> = game.header('White', 'Capablanca');
const random: Game = Game.random(7n, RuleSet.CRC2006);
const seeded: Game = Game.random(7);
const leaves: number = game.perft(2) + seeded.perft(0);
const split: DivideEntry[] = game.divide(1);
const firstMove: string = split[0].move + split[0].nodes;
const counts: number[] = [RuleSet.CRC.count(), number(arrangement(25933)), ruleSets(1).length];
const fen: string = startFen(25933) + game.pgn() + castling?.king.to + undone?.san + piece?.type;
const drawings: string = boardSvg(game, { size: 400, lastMove: 'e2e4', fill: { e4: '#ff0000' } }) + pieceSvg('a', 'w');

async function pychessLike(): Promise<string> {
  const ffish: FairyStockfish = await Module({ fallback: undefined });
  const board: Board = new ffish.Board('capablanca', fen, true);
  const moves: string[] = board.legalMoves().split(' ');
  if (board.isGameOver(true) && !board.isGameOver(false) && board.result(true) === '1/2-1/2') return 'draw';
  board.push(moves[0]);
  const san: string = board.sanMove(moves[0], ffish.Notation.SAN) + board.variationSan(moves[0], ffish.Notation.LAN);
  const pgn = ffish.readGamePGN('[Variant "caparandom"]\n\n*\n');
  const valid: number = ffish.validateFen(pgn.headers('FEN'), pgn.headers('Variant'), true);
  board.delete();
  return `${san}${valid}${pgn.mainlineMoves()}${pgn.headerKeys()}${verbose.length}${sans.length}${outcome?.reason}${headers.White}${random.fen()}${leaves}${firstMove}${counts}${drawings.length}`;
}

void pychessLike();

const plies0 = 0;
const games: PgnGames = readPgn(game.pgn());
for (const read of games) {
  const plies: number = read.history().length + plies0;
  read.setComment('a note');
  const comment: string | undefined = read.getComment() ?? read.removeComment();
  const notes: { fen: string; comment: string }[] = [...read.getComments(), ...read.removeComments()];
  read.free();
}
try {
  readPgn('1. e4 *').next();
} catch (error) {
  const where: number = (error as PgnError).game + (error as PgnError).line;
}
games.free();

