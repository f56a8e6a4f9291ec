// Whether each WebAssembly module of the package has loaded. In Node the entry modules load
// them as they are imported; in a browser `init` loads them, and until it has, a call that
// needs a module throws a NotInitializedError instead of failing inside the glue.
import { failure } from './errors.js';

/** The loading state of one WebAssembly module, named as the package entry that needs it. */
class Readiness {
  #ready = false;

  constructor(entry) {
    this.entry = entry;
  }

  /** Marks the module loaded. */
  markReady() {
    this.#ready = true;
  }

  /** Throws a NotInitializedError naming `call` while the module is not loaded. */
  require(call) {
    if (!this.#ready) {
      throw failure('NotInitializedError', `${call}: ${this.entry} is not loaded; await its init() first`);
    }
  }
}

/** The rules' module, for crc-rules and crc-rules/ffish. */
export const rules = new Readiness('crc-rules');

/** The diagrams' module, for crc-rules/svg. */
export const diagrams = new Readiness('crc-rules/svg');
