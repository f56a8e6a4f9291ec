// Loads the package's WebAssembly modules in a browser or a bundle, finding each file as an
// Emscripten module (ffish-es6) finds its own: the `wasmBinary` option (the file's bytes),
// else the `locateFile(file, prefix)` option, else beside the script that loaded this code
// (a classic script or an iife bundle), else, in a module, beside the module that holds the
// wasm-bindgen glue (its `import.meta.url`: the package's pkg/ folder, or the bundle).
import loadRulesGlue from '../pkg/crc_wasm.js';

import { rules } from './ready.js';

// Read while this code first runs: document.currentScript is the running classic script (or
// iife bundle) only then, never in a callback, and null in a module.
const scriptSource =
  typeof document !== 'undefined' && document.currentScript ? document.currentScript.src : undefined;

/** Emscripten's scriptDirectory: the folder of the running script, or of the page. */
function scriptDirectory() {
  const href = scriptSource ?? (typeof self !== 'undefined' && self.location ? self.location.href : '');
  return href.startsWith('blob:') ? '' : href.slice(0, href.lastIndexOf('/') + 1);
}

/** Where to load wasm file `file` from, by the options; undefined leaves it to the glue. */
function sourceOf(file, options) {
  if (options.wasmBinary !== undefined) return options.wasmBinary;
  if (typeof options.locateFile === 'function') return options.locateFile(file, scriptDirectory());
  if (scriptSource !== undefined) return scriptDirectory() + file;
  return undefined;
}

/** A loader of one module: loads it once (again after a failure) and marks it ready. */
export function loader(loadGlue, file, readiness) {
  let loading;
  return function load(options) {
    loading ??= loadGlue({ module_or_path: sourceOf(file, options ?? {}) }).then(
      () => readiness.markReady(),
      (error) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}

/** Loads the rules' module (crc-rules, crc-rules/ffish): `crc_wasm_bg.wasm`. */
export const loadRules = loader(loadRulesGlue, 'crc_wasm_bg.wasm', rules);

