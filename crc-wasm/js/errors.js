// The package's own argument errors, named as the WebAssembly module's errors are: an
// Error whose `name` says the kind.

/** An Error named `name` with `message`. */
export function failure(name, message) {
  const error = new Error(message);
  error.name = name;
  return error;
}

/** `value` when it is a string; else an InvalidArgumentError naming `what`. */
export function text(what, value) {
  if (typeof value !== 'string') {
    throw failure('InvalidArgumentError', `${what} must be a string, not ${typeof value}`);
  }
  return value;
}
