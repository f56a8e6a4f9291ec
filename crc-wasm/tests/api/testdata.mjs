// Reference data from the repository's testdata/, which comes from independent programs:
// perft.txt holds Fairy-Stockfish's perft counts (cross-checked with Sjaak II), setups.txt
// Scharnagl's published numbering, xboard/ games XBoard refereed and the final positions
// Fairy-Stockfish computes for them, cutechess/ games cutechess-cli played, pgn/ a game
// written by hand.
import { readFileSync } from 'node:fs';

const testdata = new URL('../../../testdata/', import.meta.url);

function lines(name) {
  return readFileSync(new URL(name, testdata), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
}

/** Each line of perft.txt: its FEN, its counts by depth, and its note. */
export function perftCases() {
  return lines('perft.txt').map((line) => {
    const [body, note = ''] = line.split('#');
    const [fen, ...fields] = body.split(';');
    const counts = new Map(fields.map((field) => {
      const [depth, count] = field.trim().split(/\s+/);
      return [Number(depth.slice(1)), Number(count)];
    }));
    return { fen: fen.trim(), counts, note: note.trim() };
  });
}

/** Each row of setups.txt, split at `|`. */
export function setupRows() {
  return lines('setups.txt').map((line) => line.split('|').map((field) => field.trim()));
}

/** The text of a file of testdata/, by its path there. */
export function testdataText(name) {
  return readFileSync(new URL(name, testdata), 'utf8');
}

/** Each game of xboard/caparandom.pgn with the final position Fairy-Stockfish gives it. */
export function xboardGames() {
  const text = readFileSync(new URL('xboard/caparandom.pgn', testdata), 'utf8');
  const pgns = text.split(/\n(?=\[Event )/);
  const finals = lines('xboard/caparandom-final.fen');
  if (pgns.length !== finals.length) {
    throw new Error(`${pgns.length} games but ${finals.length} final positions`);
  }
  return pgns.map((pgn, i) => ({ pgn, finalFen: finals[i] }));
}
