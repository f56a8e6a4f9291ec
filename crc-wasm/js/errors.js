// The package's own argument errors, named as the WebAssembly module's errors are: an
// Error whose `name` says the kind. The modules' table of kinds (errors/src/lib.rs) names the
// rest; this file throws only what is refused before a wasm call.

/** An Error named `name` with `message`. */
export function failure(name, message) {
  const error = new Error(message);
  error.name = name;
  return error;
}

/**
 * An InvalidArgumentError with `message` and the kind `invalid_argument`, the name and kind
 * the module's table gives an argument that no other kind describes.
 */
export function invalidArgument(message) {
  const error = failure('InvalidArgumentError', message);
  error.kind = 'invalid_argument';
  return error;
}
