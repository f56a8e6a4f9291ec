// crc-rules/ffish for browsers and bundlers.
import './load-web.js';

export { default } from './ffish.js';
