// crc-rules for browsers and bundlers: importing it waits for the module to load.
import './load-web.js';

export * from './api.js';
