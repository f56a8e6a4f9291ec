// The one check of argument types, for every call of crc-rules and crc-rules/ffish, made
// before the WebAssembly call: a non-string must never reach wasm-bindgen's string passing,
// which the release glue does not check (it read out of bounds). Each entry point gives its
// calls' signatures in one table and its door: crc-rules throws a TypeError naming the call,
// the argument and the type expected; crc-rules/ffish throws what ffish 0.7.10 throws.

/** The types a signature names, each `name: test`. */
const TYPES = {
  any: () => true,
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number',
  bigint: (value) => typeof value === 'bigint',
  boolean: (value) => typeof value === 'boolean',
  object: (value) => typeof value === 'object' && value !== null,
  array: (value) => Array.isArray(value),
  // Embind's int: a number or a boolean.
  int: (value) => typeof value === 'number' || typeof value === 'boolean',
};

/** The types that are one `typeof` answer. */
const PRIMITIVES = new Set(['string', 'number', 'bigint', 'boolean']);

/** Adds type `name`, for signatures, tested by `test`. */
export function defineType(name, test) {
  TYPES[name] = test;
}

/** What a value is, for a message: `number`, `null`, `an array`, `RuleSet`, … */
function kindOf(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value;
}

/** ffish's BindingError (Embind's), a TypeError. */
export class BindingError extends TypeError {
  constructor(message) {
    super(message);
    this.name = 'BindingError';
  }
}

/**
 * The doors: whether argument `i` of `args` is absent (then an optional one is not checked),
 * and the error for `value`, of argument `name` of `call`, that is not of `type`.
 */
export const CRC_RULES = {
  // As JavaScript's default parameters: undefined is absent.
  absent: (args, i) => args[i] === undefined,
  refuse: (call, name, type, value) =>
    new TypeError(`${call}: ${name} must be ${type.split('|').join(' or ')}, not ${kindOf(value)}`),
};

export const FFISH = {
  // As Embind's overloads: an argument given is checked, undefined or not.
  absent: (args, i) => i >= args.length,
  refuse(call, name, type, value) {
    if (type === 'int') {
      if (typeof value === 'symbol') return new TypeError('Cannot convert a Symbol value to a string');
      return new TypeError(`Cannot convert "${String(value)}" to int`);
    }
    return new BindingError('Cannot pass non-string to std::string');
  },
};

/**
 * A signature read from its text: `['fen?: string', 'seed?: number|bigint', '...pairs: string']`
 * gives, for each argument, its name, its types, whether it is optional and whether it takes
 * the rest.
 */
function parse(signature) {
  return signature.map((text) => {
    const [, rest, name, optional, types] = /^(\.\.\.)?(\w+)(\??): *([\w|]+)$/.exec(text);
    const tests = types.split('|').map((type) => {
      if (!TYPES[type]) throw new Error(`no type ${type} in signature ${text}`);
      return TYPES[type];
    });
    const [first, second] = tests;
    const test = tests.length === 1 ? first : tests.length === 2 ? (v) => first(v) || second(v) : (v) => tests.some((t) => t(v));
    // The `typeof` of the one primitive type, checked inline: most arguments are one string or
    // number, and a call through `test` costs more than many of the calls it guards.
    const isRest = rest === '...';
    const only = tests.length === 1 && PRIMITIVES.has(types) && !isRest ? types : null;
    const any = types === 'any' && !isRest;
    return { name, types, optional: optional === '?', rest: isRest, test, only, any };
  });
}

/** Checks `args` of `call` against a parsed signature; throws the door's error for the first wrong one. */
function check(door, call, params, args) {
  for (let i = 0; i < params.length; i++) {
    const param = params[i];
    if (param.any || (param.only !== null && typeof args[i] === param.only)) continue;
    const end = param.rest ? args.length : i + 1;
    for (let j = i; j < end; j++) {
      if (!param.test(args[j]) && !(param.optional && door.absent(args, j))) {
        throw door.refuse(call, param.name, param.types, args[j]);
      }
    }
  }
}

/** `value` when it is a string, else the door's error for field `name` of `call`: for the
 * values inside an options object, which a signature does not reach. */
export function checkString(door, call, name, value) {
  if (typeof value !== 'string') throw door.refuse(call, name, 'string', value);
  return value;
}

/** Checks the fields of an options object, `{ square?: string, … }`, as the arguments of `call`. */
export function checkFields(door, call, signature, object) {
  const params = parse(signature);
  check(door, call, params, params.map((param) => object[param.name]));
}

/** A checker for `call` with `signature`, to call with a constructor's `arguments`. */
export function checker(door, call, signature) {
  const params = parse(signature);
  return (args) => check(door, call, params, args);
}

/**
 * Replaces each function `name` of `target` (a prototype, a class or a module object) named
 * in `signatures` by one that checks its arguments against the signature, then calls it.
 * `owner` names the calls in messages (`Game.load`).
 */
export function checkArguments(door, owner, target, signatures) {
  for (const [name, signature] of Object.entries(signatures)) {
    const call = owner ? `${owner}.${name}` : name;
    const params = parse(signature);
    const original = target[name];
    if (typeof original !== 'function') throw new Error(`no function ${call} to check`);
    // `arguments` rather than a rest parameter: V8 passes it on to `apply` without a copy.
    const [first] = params;
    target[name] =
      params.length === 1 && !first.rest
        ? {
            // One argument, the common case, without the `arguments` object on its path.
            [name](value) {
              if (!first.any && typeof value !== first.only) check(door, call, params, arguments);
              return arguments.length === 1 ? original.call(this, value) : original.apply(this, arguments);
            },
          }[name]
        : {
            [name]() {
              // Arguments of their one primitive type pass here; any other goes to `check`,
              // which knows optional arguments, the other types and the door's error.
              for (let i = 0; i < params.length; i++) {
                const param = params[i];
                if (!param.any && typeof arguments[i] !== param.only) {
                  check(door, call, params, arguments);
                  break;
                }
              }
              return original.apply(this, arguments);
            },
          }[name];
  }
  return target;
}
