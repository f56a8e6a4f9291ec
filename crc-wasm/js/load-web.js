// Loads the WebAssembly module for browsers and bundlers (fetch, or the bundler's asset URL),
// before the modules that import this one run.
import init from '../pkg/crc_wasm.js';

await init({ module_or_path: new URL('../pkg/crc_wasm_bg.wasm', import.meta.url) });
