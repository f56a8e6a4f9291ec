// crc-rules/ffish for browsers and bundlers: `Module(options)` loads the WebAssembly module
// itself, as ffish-es6's factory does (load-web.js says where it is found), then gives the
// module object.
import Module from './ffish.js';
import { loadRules } from './load-web.js';

export default function ffishModule(options = {}) {
  return loadRules(options).then(() => Module(options));
}
