# mypy: disallow-untyped-calls=False
# (Dask's Client, LocalCluster and as_completed carry no annotations.)
"""``python -m crc_rules.cluster perft DEPTH``: perft on a Dask cluster, from the command
line (see ``crc_rules.cluster.perft``)."""

from __future__ import annotations

import argparse
import sys
from typing import Optional, Sequence, TextIO

from dask.distributed import Client

from .._crc_rules import CAPABLANCA_FEN, CrcError
from . import local_cluster, perft


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
    workers = count.add_mutually_exclusive_group()
    workers.add_argument("--workers", type=int, metavar="N", help="worker processes of a cluster on this machine (default: one per core)")
    workers.add_argument("--scheduler", metavar="ADDRESS", help="the scheduler of a running cluster, such as tcp://host:8786")
    count.add_argument("--split", type=int, metavar="K", help="plies expanded into units (default: 50 units a worker or more)")
    count.add_argument("--hash", type=int, metavar="MB", help="each worker's transposition table in MiB (default: none)")
    count.add_argument("--results", metavar="FILE", help="JSON lines of each finished unit; a rerun counts only the units missing")
    return parser.parse_args(argv)


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
    """Runs the command line; returns the exit status."""
    args = _arguments(argv)
    position = args.fen if args.fen is not None else args.number
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
        nodes = perft(
            position,
            args.depth,
            client=client,
            split=args.split,
            hash_mb=args.hash,
            results=args.results,
            progress=_Progress(sys.stderr),
        )
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
    print(f"nodes: {nodes}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
