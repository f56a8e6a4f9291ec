// crc-rules/svg for browsers and bundlers: `await init(options)` loads the diagrams' module,
// `crc_wasm_svg_bg.wasm`, before the first call (found as load-web.js finds a module).
import loadDiagramsGlue from '../pkg/svg/crc_wasm_svg.js';

import { loader } from './load-web.js';
import { diagrams } from './ready.js';

export const init = loader(loadDiagramsGlue, 'crc_wasm_svg_bg.wasm', diagrams);
export * from './svg.js';
