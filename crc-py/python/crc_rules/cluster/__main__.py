# mypy: disallow-untyped-calls=False
# (Dask's Client, LocalCluster and as_completed carry no annotations.)
"""``python -m crc_rules.cluster perft DEPTH`` and ``check FILE``: perft on a Dask cluster,
and a second count of a part of its units, from the command line (see
``crc_rules.cluster.perft`` and ``crc_rules.cluster.check``)."""

from __future__ import annotations

import argparse
import sys
from typing import Optional, Sequence, TextIO

from dask.distributed import Client

from .._crc_rules import CAPABLANCA_FEN, CrcError
from . import check, local_cluster, perft


def _arguments(argv: Optional[Sequence[str]]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m crc_rules.cluster",
        description="Deep perft on a Dask cluster: the tree split into units, counted by "
        "worker processes, merged.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    count = commands.add_parser("perft", help="count the leaves DEPTH plies deep")
    count.add_argument("depth", type=int, metavar="DEPTH")
    where = count.add_mutually_exclusive_group()
    where.add_argument("--fen", help=f"the position (default: the Capablanca array, {CAPABLANCA_FEN})")
    where.add_argument("--number", type=int, metavar="N", help="the start position of Scharnagl number N")
    _cluster_arguments(count)
    count.add_argument("--split", type=int, metavar="K", help="plies expanded into units (default: 50 units a worker or more)")
    count.add_argument("--results", metavar="FILE", help="JSON lines of each finished unit; a rerun counts only the units missing")
    again = commands.add_parser("check", help="count a random part of a results file's units again, and compare")
    again.add_argument("results", metavar="FILE", help="the results file of a count")
    again.add_argument("--seed", type=int, required=True, help="the seed of the draw, to be written down beside the check")
    again.add_argument("--fraction", type=float, default=0.1, metavar="F", help="the part of the units counted again (default: 0.1)")
    _cluster_arguments(again)
    return parser.parse_args(argv)


def _cluster_arguments(parser: argparse.ArgumentParser) -> None:
    workers = parser.add_mutually_exclusive_group()
    workers.add_argument("--workers", type=int, metavar="N", help="worker processes of a cluster on this machine (default: one per core)")
    workers.add_argument("--scheduler", metavar="ADDRESS", help="the scheduler of a running cluster, such as tcp://host:8786")
    parser.add_argument("--hash", type=int, metavar="MB", help="each worker's transposition table in MiB (default: none)")


class _Progress:
    """Units done of all, nodes a second and the time left, on standard error: one line
    redrawn on a terminal, a line every ten seconds otherwise."""

    def __init__(self, stream: TextIO) -> None:
        self.stream, self.shown = stream, -1e9
        self.tty = stream.isatty()
        # Units done before this run (a resumed count): the first call follows this run's
        # first unit.
        self.before: Optional[int] = None

    def __call__(self, done: int, units: int, nodes: int, seconds: float) -> None:
        if self.before is None:
            self.before = done - 1
        if done < units and seconds - self.shown < (1 if self.tty else 10):
            return
        self.shown = seconds
        rate = nodes / seconds if seconds > 0 else 0.0
        left = (units - done) * seconds / (done - self.before)
        line = f"units {done} of {units}, {rate / 1e6:.1f} M nodes/s, {left:.0f} s left"
        self.stream.write(("\r" + line) if self.tty else (line + "\n"))
        if self.tty and done == units:
            self.stream.write("\n")
        self.stream.flush()


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Runs the command line; returns the exit status: 0, 1 for a check that found units
    that differ, 2 for bad arguments, 130 when stopped."""
    args = _arguments(argv)
    try:
        if args.scheduler is not None:
            client = Client(args.scheduler)
        else:
            client = Client(local_cluster(args.workers, args.hash))
    except (OSError, ValueError, TimeoutError) as error:
        print(f"crc_rules.cluster: no cluster: {error}", file=sys.stderr)
        return 2
    cluster = None if args.scheduler is not None else client.cluster
    try:
        print(f"dashboard: {client.dashboard_link}", flush=True)
        return _perft(args, client) if args.command == "perft" else _check(args, client)
    except KeyboardInterrupt:
        print("\ncrc_rules.cluster: stopped; the finished units are in the results file", file=sys.stderr)
        return 130
    except (ValueError, TypeError, OSError, CrcError) as error:
        print(f"crc_rules.cluster: {error}", file=sys.stderr)
        return 2
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def _perft(args: argparse.Namespace, client: Client) -> int:
    nodes = perft(
        args.fen if args.fen is not None else args.number,
        args.depth,
        client=client,
        split=args.split,
        hash_mb=args.hash,
        results=args.results,
        progress=_Progress(sys.stderr),
    )
    print(f"nodes: {nodes}")
    return 0


def _check(args: argparse.Namespace, client: Client) -> int:
    checked = check(
        args.results,
        seed=args.seed,
        fraction=args.fraction,
        client=client,
        hash_mb=args.hash,
        progress=_Progress(sys.stderr),
    )
    for fen, recorded, recounted in checked.differ:
        print(f"differs: {fen}: {recorded} in the file, {recounted} counted again")
    print(f"checked: {len(checked.units)} units, {len(checked.differ)} differ")
    return 1 if checked.differ else 0


if __name__ == "__main__":
    sys.exit(main())
