// crc-rules/ffish for Node.
import './load-node.js';

export { default } from './ffish.js';
