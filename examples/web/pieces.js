// The board page's piece set, drawn for this project: the one place the page's piece
// pictures come from. Each piece is an SVG of viewBox 0 0 100 100; `pieceSvg(type, color)`
// returns its markup. When the crc-svg crate (crc_svg::piece) reaches crc-rules, this
// module becomes a re-export of that function and nothing else in the page changes.

const BASE = '<rect x="22" y="80" width="56" height="11" rx="3"/>';
// A horse's head looking left: the knight, and the emblem of archbishop and chancellor.
const HORSE = 'M35 80 C35 64 43 57 46 49 C40 52 31 55 25 51 C21 47 24 39 32 33 L43 22 L45 12 L52 19 C67 21 76 38 73 57 L71 80 Z';

/** Shapes in the body colour and details in the contrasting colour, by piece type. */
const SHAPES = {
  p: {
    body: '<circle cx="50" cy="30" r="13"/><path d="M38 44 Q50 38 62 44 L69 80 H31 Z"/>' + BASE,
    detail: '',
  },
  n: {
    body: `<path d="${HORSE}"/>${BASE}`,
    detail: '<circle cx="44" cy="32" r="3"/><path d="M56 24 C62 34 64 48 62 62" fill="none" stroke-width="3"/>',
  },
  b: {
    body: '<circle cx="50" cy="15" r="6"/><path d="M50 22 C32 36 31 54 38 66 H62 C69 54 68 36 50 22 Z"/>' +
      '<path d="M36 68 H64 L68 80 H32 Z"/>' + BASE,
    detail: '<path d="M56 34 L45 50" fill="none" stroke-width="4" stroke-linecap="round"/>',
  },
  r: {
    body: '<path d="M26 18 H37 V27 H45 V18 H55 V27 H63 V18 H74 V38 L67 45 V72 L74 80 H26 L33 72 V45 L26 38 Z"/>' + BASE,
    detail: '<path d="M33 45 H67" fill="none" stroke-width="3"/>',
  },
  a: {
    // The bishop's mitre with the knight's head on it.
    body: '<circle cx="50" cy="11" r="6"/><path d="M50 18 C27 34 26 56 35 68 H65 C74 56 73 34 50 18 Z"/>' +
      '<path d="M33 70 H67 L70 80 H30 Z"/>' + BASE,
    detail: `<path transform="translate(30 30) scale(0.42)" d="${HORSE}"/>`,
  },
  c: {
    // The rook's tower with the knight's head on it.
    body: '<path d="M22 14 H35 V23 H44 V14 H56 V23 H65 V14 H78 V36 L70 43 V72 L77 80 H23 L30 72 V43 L22 36 Z"/>' + BASE,
    detail: `<path transform="translate(30 36) scale(0.42)" d="${HORSE}"/>`,
  },
  q: {
    body: '<path d="M25 70 L16 30 L34 50 L41 22 L50 48 L59 22 L66 50 L84 30 L75 70 Z"/>' +
      '<circle cx="16" cy="27" r="5"/><circle cx="41" cy="19" r="5"/><circle cx="59" cy="19" r="5"/>' +
      '<circle cx="84" cy="27" r="5"/><path d="M26 71 H74 L77 80 H23 Z"/>' + BASE,
    detail: '',
  },
  k: {
    body: '<path d="M46 6 H54 V14 H62 V22 H54 V32 H46 V22 H38 V14 H46 Z"/>' +
      '<path d="M50 38 C32 28 14 42 25 62 L30 72 H70 L75 62 C86 42 68 28 50 38 Z"/>' +
      '<path d="M28 72 H72 L75 80 H25 Z"/>' + BASE,
    detail: '<path d="M50 40 V70" fill="none" stroke-width="3"/>',
  },
};

const COLORS = {
  w: { fill: '#f7f4ec', line: '#1b1b1b' },
  b: { fill: '#2b2b2b', line: '#000000', detail: '#efe9dc' },
};

/** The SVG markup of a piece: `type` p n b r a c q k, `color` w or b. */
export function pieceSvg(type, color) {
  const shape = SHAPES[type];
  const colors = COLORS[color];
  if (!shape || !colors) throw new Error(`no piece ${String(color)}${String(type)}`);
  const detail = colors.detail ?? colors.line;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">' +
    `<g fill="${colors.fill}" stroke="${colors.line}" stroke-width="3" stroke-linejoin="round">${shape.body}</g>` +
    `<g fill="${detail}" stroke="${detail}" stroke-width="1">${shape.detail}</g>` +
    '</svg>'
  );
}
