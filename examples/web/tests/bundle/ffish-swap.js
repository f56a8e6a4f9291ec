import Module from 'crc-rules/ffish';
import loadFfish from 'ffish-es6';
export default (options = {}) => loadFfish(options).then((fallback) => Module({ ...options, fallback }));
