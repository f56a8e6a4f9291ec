// crc-rules/svg for Node: the diagrams' module is loaded synchronously from the package's files.
import { readFileSync } from 'node:fs';

import { initSync } from '../pkg/svg/crc_wasm_svg.js';
import { diagrams } from './ready.js';

initSync({ module: readFileSync(new URL('../pkg/svg/crc_wasm_svg_bg.wasm', import.meta.url)) });
diagrams.markReady();

export * from './svg.js';

/** Node loads the module on import: `init` has nothing left to do. */
export function init() {
  return Promise.resolve();
}
