// crc-rules for browsers and bundlers: `await init(options)` loads the module before the first
// call (load-web.js says where it is found).
export { loadRules as init } from './load-web.js';
export * from './api.js';
