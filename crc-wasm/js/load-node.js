// Loads the rules' WebAssembly module synchronously from the package's files, for Node.
import { readFileSync } from 'node:fs';

import { initSync } from '../pkg/crc_wasm.js';
import { rules } from './ready.js';

initSync({ module: readFileSync(new URL('../pkg/crc_wasm_bg.wasm', import.meta.url)) });
rules.markReady();
