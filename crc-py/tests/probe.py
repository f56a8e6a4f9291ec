"""A hostile probe of crc_rules and crc_rules.pyffish: for the given seconds, random junk
goes through every public call (mutated FENs, junk moves, PGN and tags, wrong types, huge
and negative numbers, None, bytes, objects).

It fails (exit status 1) when a call raises anything but a documented exception:

- crc_rules: ``CrcError`` and its subclasses (each with a ``kind`` that is a kind's name),
  ``TypeError``, and the ``ValueError``, ``IndexError``, ``OverflowError`` and ``KeyError``
  of Python's protocols (``IndexError`` from ``Game.pop``/``peek``, ``KeyError`` from
  ``Headers``), ``OSError`` from ``read_pgn`` and ``read_games`` given a path that cannot
  be opened, and
  ``MemoryError`` from ``PerftTable`` given a size the machine cannot give;
- crc_rules.pyffish: what pyffish raises, ``ValueError`` (``CrcError`` is one),
  ``TypeError`` and ``OverflowError``;

never a panic (``pyo3_runtime.PanicException``). It also fails when the module answers a
known question wrongly afterwards (the start's 28 legal moves, its perft 2 of 784).

``set_option``, ``load_variant_config`` and ``install`` are not probed: they change the
process (pyffish's engine options and variants, ``sys.modules``), and junk would reach
pyffish itself, which stops the process on some junk. So are the calls about a variant
pyffish knows: the junk variants are never one of pyffish's.

    python crc-py/tests/probe.py --seconds 60 [--seed N]

It prints the number of calls and the exceptions by class.
"""

from __future__ import annotations

import argparse
import collections
import inspect
import io
import pathlib
import random
import sys
import time
import traceback
from typing import Any, Callable, Dict, List, Optional, Tuple

import crc_rules
import crc_rules._forwarding
import crc_rules.pgn
import crc_rules.pyffish as sf

CAPABLANCA = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
FENS = [
    CAPABLANCA,
    "4k5/1P8/10/10/10/10/10/4K5 w - - 0 1",
    "k9/10/1K8/10/10/10/10/9C w - - 0 1",
    "2k7/10/10/10/10/10/10/R4K3R w KQ - 0 1",
    "4k5/10/10/10/10/10/10/4K4Q~ w - - 0 1",
    "k8R/10/10/10/10/10/10/K8r b - - 0 1",
    "r3k4r/pppppppppp/10/10/4Pp4/10/PPPP1PPPPP/R3K4R b KQkq e3 0 1",
    "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 2147483647",
]
MOVES = [
    "e2e4", "e7e5", "b7b8", "b7b8q", "b7b8c", "b7b8a", "f1j1", "e1i1", "e1j1", "O-O",
    "O-O-O", "0-0", "Nf3", "Nc3", "b8=C", "e4", "exd5", "Qxd8+", "Kxa8#", "a1a1", "j8j9",
    "k1k2", "e2e4e5", "", " ", "@@", "P@e4", "e2-e4", "e2xe4", "\x00", "é2é4", "z9z9",
    "h1i3", "c1d3", "i1h3", "d1d2", "e1e2", "0000", "(none)",
]
PGN = [
    '[Event "x"]\n[Variant "Capablanca Random Chess"]\n\n1. e4 e5 2. Nf3 *',
    "1. e4 e5 2. Nh3 Nc6 1-0",
    "1. Zz9 *",
    '[FEN "' + CAPABLANCA + '"]\n[SetUp "1"]\n\n1. e4 {c} (1. d4) $1 e5 1/2-1/2',
    '[CRCStartNumber "518"]\n\n1. e4 *',
    "[Result",
    "1.",
    "{ unclosed",
    "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n1. d4 *",
]
TAGS = ["Event", "Site", "Result", "SetUp", "FEN", "CRCStartNumber", "Variant", "bad name",
        "", "White", "a\nb", "Round", "X" * 300]
HUGE = [0, 1, -1, 2, 3, 79, 80, 9, 10, 48000, 48001, 518, -48000, 2**31 - 1, 2**31, 2**32,
        2**63 - 1, 2**63, 2**64, -(2**63), -(2**64), 10**30, -(10**30)]

Junk = Callable[[random.Random], Any]


def mutate(rng: random.Random, text: str) -> str:
    """``text`` with a few random edits: a character changed, dropped, doubled or put in."""
    chars = list(text)
    alphabet = "pnbrqkacPNBRQKAC0123456789/ -~wbKQkqabcdefghij+#=@\x00é\n"
    for _ in range(rng.randint(1, 4)):
        op = rng.randrange(5)
        at = rng.randrange(len(chars) + 1)
        if op == 0 and chars and at < len(chars):
            chars[at] = rng.choice(alphabet)
        elif op == 1 and chars and at < len(chars):
            del chars[at]
        elif op == 2 and chars and at < len(chars):
            chars.insert(at, chars[at] * rng.randint(1, 30))
        elif op == 3:
            chars.insert(at, rng.choice(alphabet))
        else:
            chars.insert(at, str(rng.choice(HUGE)))
    return "".join(chars)


def fen(rng: random.Random) -> Any:
    base = rng.choice(FENS)
    return base if rng.random() < 0.3 else mutate(rng, base)


def move(rng: random.Random) -> Any:
    text = rng.choice(MOVES)
    return mutate(rng, text) if rng.random() < 0.3 else text


def moves(rng: random.Random) -> Any:
    listed = [move(rng) for _ in range(rng.randint(0, 6))]
    if rng.random() < 0.1:
        return tuple(listed)
    if rng.random() < 0.05:
        return listed + [None]
    return listed


def pgn(rng: random.Random) -> Any:
    text = rng.choice(PGN)
    return mutate(rng, text) if rng.random() < 0.5 else text


def pgn_source(rng: random.Random) -> Any:
    """A source for ``read_pgn``, ``read_games`` and ``read_game``: a text or binary file
    object, lines, a path that cannot be opened, or a ``str`` (refused: path or text?)."""
    text = pgn(rng)
    pick = rng.randrange(5)
    if pick == 0:
        return io.StringIO(text)
    if pick == 1:
        return io.BytesIO(text.encode("utf-8", "surrogatepass"))
    if pick == 2:
        return text.splitlines(keepends=True)
    if pick == 3:
        return pathlib.Path("/nonexistent") / mutate(rng, "games.pgn")
    return text


def tag(rng: random.Random) -> Any:
    text = rng.choice(TAGS)
    return mutate(rng, text) if rng.random() < 0.2 else text


def number(rng: random.Random) -> Any:
    return rng.choice(HUGE) if rng.random() < 0.7 else rng.randint(-100, 100)


def variant(rng: random.Random) -> Any:
    choice = rng.choice(["capablanca", "caparandom", "capablanca", "Capablanca", "", "chess960x",
                         mutate(rng, "capablanca")])
    return choice if choice not in REAL_VARIANTS else "capablanca"


def flag(rng: random.Random) -> Any:
    return rng.choice([False, True, 0, 1, 2, -1, None, "yes", 2**70])


def notation(rng: random.Random) -> Any:
    return rng.choice([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, -1, 2**31, 2**70, None, "SAN"])


OBJECTS: List[Any] = []


def anything(rng: random.Random) -> Any:
    """A value of any type: the wrong one for most parameters."""
    pick = rng.randrange(14)
    if pick == 0:
        return None
    if pick == 1:
        return rng.choice(HUGE)
    if pick == 2:
        return rng.choice([b"e2e4", CAPABLANCA.encode(), b"\xff\xfe", bytearray(b"x")])
    if pick == 3:
        return object()
    if pick == 4:
        return rng.choice([1.5, float("nan"), float("inf"), -0.0])
    if pick == 5:
        return rng.choice([True, False])
    if pick == 6:
        return [rng.choice(MOVES), 3, None]
    if pick == 7:
        return {"a": 1}
    if pick == 8 and OBJECTS:
        return rng.choice(OBJECTS)
    if pick == 9:
        return "x" * rng.choice([0, 1, 10_000])
    if pick == 10:
        return fen(rng)
    if pick == 11:
        return move(rng)
    if pick == 12:
        return rng.choice(list(crc_rules.Termination.__dict__.values()))
    return pgn(rng)


# The junk for a parameter, by its name; any other name gets ``anything``.
BY_NAME: Dict[str, Junk] = {
    "fen": fen, "start": lambda r: rng_start(r), "variant": variant, "moves": moves,
    "movelist": moves, "move": move, "r#move": move, "text": move, "san": move, "uci": move,
    "chess960": flag, "notation": notation, "pgn": pgn, "source": pgn_source,
    "handle": pgn_source, "name": tag, "value": tag,
    "number": number, "n": number, "seed": number, "square": number, "file_index": number,
    "rank_index": number, "index": number, "color": number, "piece_type": number,
    "symbol": lambda r: r.choice("pnbrqkacPNBRQKACxX@~") * r.choice([1, 1, 2]),
    "promoted": flag, "sfen": flag, "showPromoted": flag, "countStarted": number,
    "ply": number, "arrangement": lambda r: mutate(r, "RNABQKBCNR"),
    "depth": lambda r: r.choice([-1, 0, 1, 2, 11, 2**31, 2**70, None, "2"]),
    # A table's MiB: sizes this machine can give quickly, and sizes no machine has.
    "hash_mb": lambda r: r.choice([-1, 0, 1, 2, 2**40, 2**62, 2**64, 10**30, None, "2", 1.5]),
}


def rng_start(rng: random.Random) -> Any:
    """A start for ``Game``: a number, a FEN, a Position or junk."""
    pick = rng.randrange(4)
    if pick == 0:
        return number(rng)
    if pick == 1:
        return fen(rng)
    if pick == 2:
        return crc_rules.Position(CAPABLANCA)
    return anything(rng)


def parameters(call: Callable[..., Any]) -> Optional[List[Tuple[str, bool]]]:
    """The names of ``call``'s parameters, each with whether it is required; None when the
    signature cannot be read."""
    try:
        signature = inspect.signature(call)
    except (TypeError, ValueError):
        return None
    out = []
    for parameter in signature.parameters.values():
        if parameter.name == "self" or parameter.kind in (
            parameter.VAR_POSITIONAL,
            parameter.VAR_KEYWORD,
        ):
            continue
        out.append((parameter.name, parameter.default is parameter.empty))
    return out


def arguments(rng: random.Random, call: Callable[..., Any]) -> List[Any]:
    """Arguments for ``call``: mostly of the kind each parameter wants, sometimes junk, a
    missing one or one too many."""
    names = parameters(call)
    if names is None or rng.random() < 0.05:
        return [anything(rng) for _ in range(rng.randint(0, 4))]
    args = []
    for name, required in names:
        if not required and rng.random() < 0.4:
            break
        make = BY_NAME.get(name, anything)
        args.append(make(rng) if rng.random() < 0.85 else anything(rng))
    if rng.random() < 0.05 and args:
        args.pop()
    if rng.random() < 0.03:
        args.append(anything(rng))
    return args


REAL = crc_rules._forwarding.real_pyffish()
REAL_VARIANTS = set(REAL.variants()) if REAL is not None else set()
KINDS = {kind for kind, _ in crc_rules._crc_rules._error_classes()}
NOT_PROBED = {"set_option", "load_variant_config", "install"}
# pyffish's own calls, which crc_rules.pyffish forwards to it for every variant it knows:
# they are probed with variants pyffish does not know only.
FORWARDED = {"pyffish.piece_to_partner", "pyffish.get_fog_fen"}


def public(owner: Any) -> List[str]:
    return [name for name in dir(owner) if not name.startswith("_")]


def module_calls() -> List[Tuple[str, Callable[..., Any], bool]]:
    """Every public callable of both modules, with whether it is pyffish's: the functions,
    the classes (their constructors) and their class and static methods."""
    calls: List[Tuple[str, Callable[..., Any], bool]] = []
    for name in crc_rules.__all__:
        value = getattr(crc_rules, name)
        if isinstance(value, type) and issubclass(value, BaseException):
            continue
        if callable(value):
            calls.append((name, value, False))
        if isinstance(value, type):
            for attr in public(value):
                raw = inspect.getattr_static(value, attr)
                if isinstance(raw, (classmethod, staticmethod)) or type(raw).__name__ in (
                    "classmethod_descriptor",
                    "builtin_function_or_method",
                ):
                    calls.append((f"{name}.{attr}", getattr(value, attr), False))
    for name in crc_rules.pgn.__all__:
        value = getattr(crc_rules.pgn, name)
        if callable(value):
            calls.append((f"pgn.{name}", value, False))
    for name in public(sf):
        value = getattr(sf, name)
        if callable(value) and name not in NOT_PROBED and not isinstance(value, type):
            if inspect.ismodule(value):
                continue
            calls.append((f"pyffish.{name}", value, True))
    return calls


def documented(error: BaseException, pyffish: bool, label: str) -> bool:
    """Whether ``error`` is one the call ``label`` may raise (see the module's docstring)."""
    if label.endswith(".__next__") and type(error) is StopIteration:
        return True
    if isinstance(error, crc_rules.CrcError):
        return getattr(error, "kind", None) in KINDS
    if pyffish:
        return type(error) in (ValueError, TypeError, OverflowError)
    if label in ("read_pgn", "read_games") and isinstance(error, OSError):
        return True  # a junk path: the file cannot be opened
    if label == "PerftTable" and type(error) is MemoryError:
        return True  # a table larger than the machine can give
    return type(error) in (TypeError, ValueError, IndexError, OverflowError, KeyError)


def healthy() -> Optional[str]:
    """What the module answers wrongly about known positions, or None."""
    game = crc_rules.Game(CAPABLANCA)
    if len(game.legal_moves) != 28:
        return f"the start has {len(game.legal_moves)} legal moves, not 28"
    if crc_rules.Position(CAPABLANCA).perft(2) != 784:
        return "the start's perft 2 is not 784"
    after = "rnabqkbcnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNABQKBCNR b KQkq - 0 1"
    if game.play("e2e4") != "e4" or game.fen() != after:
        return f"e2e4 is not e4 to {after}"
    if len(sf.legal_moves("capablanca", CAPABLANCA, [])) != 28:
        return "pyffish.legal_moves of the start is not 28 moves"
    if sf.get_san_moves("capablanca", CAPABLANCA, ["e2e4", "e7e5"]) != ["e4", "e5"]:
        return "pyffish.get_san_moves of e2e4 e7e5 is not e4 e5"
    if crc_rules.Game(518).fen().split()[0] != crc_rules.start_fen(518).split()[0]:
        return "Game(518) does not start from start_fen(518)"
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--seed", type=int, default=None)
    options = parser.parse_args()
    seed = options.seed if options.seed is not None else random.randrange(2**32)
    rng = random.Random(seed)
    print(f"probe: seed {seed}, {options.seconds:g} s")
    if (problem := healthy()) is not None:
        print(f"FAIL before probing: {problem}")
        return 1

    calls = module_calls()
    OBJECTS.extend([crc_rules.Game(CAPABLANCA), crc_rules.Position(CAPABLANCA),
                    crc_rules.Game(518), crc_rules.Move.from_uci("e2e4"),
                    crc_rules.Game(CAPABLANCA).legal_moves])
    counts: collections.Counter[str] = collections.Counter()
    raised: collections.Counter[str] = collections.Counter()
    failures: List[str] = []
    slowest = (0.0, "")
    end = time.monotonic() + options.seconds
    total = 0
    while time.monotonic() < end and len(failures) < 20:
        if OBJECTS and rng.random() < 0.5:
            owner = rng.choice(OBJECTS)
            names = public(owner) + (["__next__"] if hasattr(owner, "__next__") else [])
            if not names:
                continue
            attr = rng.choice(names)
            try:
                value = getattr(owner, attr)
            except BaseException as error:  # noqa: BLE001 - a property may raise
                value = error
            label = f"{type(owner).__name__}().{attr}"
            pyffish = False
            if isinstance(value, BaseException):
                call: Callable[..., Any] = lambda: None  # noqa: E731
                args: List[Any] = []
                outcome: Any = value
            elif not callable(value):
                counts[label] += 1
                total += 1
                continue
            else:
                call, args, outcome = value, arguments(rng, value), None
        else:
            label, call, pyffish = rng.choice(calls)
            args, outcome = arguments(rng, call), None
            if label in FORWARDED:
                args = [
                    "capablanca960" if isinstance(a, str) and a in REAL_VARIANTS else a
                    for a in args
                ]
        if "perft" in label or "divide" in label:
            # Depth 3 to 10 is right but slow; keep only the depths that are quick to answer.
            args = [a if not (isinstance(a, int) and 3 <= a <= 10) else 2 for a in args]
        started = time.monotonic()
        if outcome is None:
            try:
                result = call(*args)
            except BaseException as error:  # noqa: BLE001 - the probe judges every exception
                outcome = error
            else:
                if type(result).__module__.startswith("crc_rules") and len(OBJECTS) < 64:
                    # Kept tables would hold their memory: only the smallest are kept.
                    large = isinstance(result, crc_rules.PerftTable) and result.bytes > 1 << 21
                    if not isinstance(result, (str, int)) and not large:
                        OBJECTS.append(result)
        took = time.monotonic() - started
        if took > slowest[0]:
            slowest = (took, label)
        total += 1
        counts[label] += 1
        if outcome is not None:
            raised[type(outcome).__name__] += 1
            if isinstance(outcome, (KeyboardInterrupt, SystemExit)):
                raise outcome
            if not documented(outcome, pyffish, label):
                detail = "".join(traceback.format_exception_only(type(outcome), outcome))
                failures.append(f"{label}{tuple(map(short, args))}: {detail.strip()}")
        if len(OBJECTS) >= 64:
            del OBJECTS[4 + rng.randrange(60)]
        if total % 2000 == 0 and (problem := healthy()) is not None:
            failures.append(f"after {total} calls: {problem}")

    if (problem := healthy()) is not None:
        failures.append(f"after the probe: {problem}")
    print(f"probe: {total} calls through {len(counts)} calls of crc_rules and crc_rules.pyffish")
    print("probe: exceptions by class: " + ", ".join(
        f"{name} {count}" for name, count in raised.most_common()))
    print(f"probe: slowest call {slowest[0]:.3f} s ({slowest[1]})")
    never = sorted({label for label, _, _ in calls} - set(counts))
    if never:
        print(f"probe: never called: {', '.join(never)}")
    for failure in failures:
        print(f"FAIL {failure}")
    if failures:
        print(f"probe: {len(failures)} failures (seed {seed})")
        return 1
    print("probe: no panic, no undocumented exception, and the module answers as before")
    return 0


def short(value: Any) -> Any:
    try:
        text = repr(value)
    except BaseException as error:  # noqa: BLE001 - a junk object's repr may raise
        text = f"<{type(value).__name__}: repr raised {error!r}>"
    return text if len(text) <= 120 else text[:117] + "..."


if __name__ == "__main__":
    sys.exit(main())
