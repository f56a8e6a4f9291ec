// crc-rules for Node: the module is loaded synchronously from the package's files.
import './load-node.js';

export * from './api.js';
