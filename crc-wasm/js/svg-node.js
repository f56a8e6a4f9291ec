// crc-rules/svg for Node: the diagrams' module is loaded synchronously from the package's files.
import { readFileSync } from 'node:fs';

import { initSync } from '../pkg/svg/crc_wasm_svg.js';

initSync({ module: readFileSync(new URL('../pkg/svg/crc_wasm_svg_bg.wasm', import.meta.url)) });

export * from './svg.js';
