// crc-rules for Node: the module is loaded synchronously from the package's files.
import './load-node.js';

export * from './api.js';

/** Node loads the module on import: `init` has nothing left to do. */
export function init() {
  return Promise.resolve();
}
