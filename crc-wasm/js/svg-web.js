// crc-rules/svg for browsers and bundlers: importing it waits for the diagrams' module.
import init from '../pkg/svg/crc_wasm_svg.js';

await init({ module_or_path: new URL('../pkg/svg/crc_wasm_svg_bg.wasm', import.meta.url) });

export * from './svg.js';
