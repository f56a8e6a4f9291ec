// testdata/vocabulary.tsv for the JavaScript tests: each concept's names at each door. The
// scenario runner calls the JS names through it; vocabulary.test.mjs holds the JS column to
// the package.
import { readFileSync } from 'node:fs';

const PATH = new URL('../../../testdata/vocabulary.tsv', import.meta.url);
const DOORS = ['rust', 'c', 'python', 'js'];
export const NONE = '—';

/** The entries of a cell as written, split on ", " outside brackets; none for NONE. */
export function entries(cell) {
  if (cell === NONE) return [];
  const found = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < cell.length; i++) {
    const c = cell[i];
    if (c === '(' || c === '{') depth++;
    else if (c === ')' || c === '}') depth--;
    else if (c === ',' && depth === 0 && cell[i + 1] === ' ') {
      found.push(cell.slice(start, i).trim());
      start = i + 2;
    }
  }
  found.push(cell.slice(start).trim());
  return found;
}

/** An entry's name: `Game.moves({ verbose: true })` → `Game.moves`, `new Game` → `Game`. */
export const nameOf = (entry) => entry.replace(/^new /, '').split(/[( ]/)[0];

/** The table: concept → { rust, c, python, js, ecosystems } (cells as written). */
export function concepts() {
  const [header, ...lines] = readFileSync(PATH, 'utf8').split('\n').filter((l) => l !== '');
  if (header !== ['concept', ...DOORS, 'ecosystems'].join('\t')) throw new Error("vocabulary.tsv's header");
  const table = new Map();
  lines.forEach((line, i) => {
    const cells = line.split('\t');
    if (cells.length !== 6) throw new Error(`vocabulary.tsv line ${i + 2}: ${line}`);
    if (table.has(cells[0])) throw new Error(`vocabulary.tsv names ${cells[0]} twice`);
    const [concept, rust, c, python, js, ecosystems] = cells;
    table.set(concept, { concept, rust, c, python, js, ecosystems });
  });
  return table;
}

/** Every distinct name of the JS column. */
export function jsNames() {
  const names = new Set();
  for (const concept of concepts().values()) for (const e of entries(concept.js)) names.add(nameOf(e));
  return names;
}
