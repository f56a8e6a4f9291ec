// Loads npm ffish 0.7.10 (a dev dependency) in Node, as its README says: its loader fails
// with Node 20's global fetch, and its CommonJS build hands out the module object, ready at
// `onRuntimeInitialized`. Nothing else is imported here, so that loading it can be timed.
import { createRequire } from 'node:module';

/** ffish, loaded; null when the package is not installed. */
export async function loadFfish() {
  const require = createRequire(import.meta.url);
  let ffish;
  try {
    delete globalThis.fetch;
    ffish = require('ffish');
  } catch (error) {
    if (error.code === 'MODULE_NOT_FOUND') return null;
    throw error;
  }
  await new Promise((resolve) => {
    ffish.onRuntimeInitialized = resolve;
  });
  return ffish;
}
