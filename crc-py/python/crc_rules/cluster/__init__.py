# mypy: disallow-untyped-calls=False
# (Dask's Client, LocalCluster and as_completed carry no annotations.)
"""Deep perft on a Dask cluster: the tree split into units, the units counted by worker
processes, each through one transposition table, and merged.

Needs the ``cluster`` extra (``pip install "crc-rules[cluster]"``: Dask's distributed
scheduler and its dashboard), and Python 3.10 or later, as Dask does.

>>> from dask.distributed import Client, LocalCluster  # doctest: +SKIP
>>> from crc_rules.cluster import perft  # doctest: +SKIP
>>> with LocalCluster(n_workers=2, threads_per_worker=1) as cluster, Client(cluster) as client:
...     perft(None, 5, client=client)  # doctest: +SKIP
28741319

The same call runs on a real cluster with the client of its scheduler
(``Client("tcp://scheduler:8786")``); ``python -m crc_rules.cluster perft`` is the command
line. :func:`check` counts a random part of a results file's units again, to check a
count. docs/cluster.md has the figures and the set-up.
"""

from __future__ import annotations

import os
import random
import time
from contextlib import closing, contextmanager
from typing import Callable, Generator, Iterator, NamedTuple, Optional, Union

import dask
from dask.distributed import Client, LocalCluster, as_completed

from .._crc_rules import CAPABLANCA_FEN, Position
from ._results import PathLike, ResultsFile, open_results, read_results
from ._units import Unit, check_split, default_split, units
from ._worker import count_unit

__all__ = ["WORKER_CONFIG", "Checked", "Difference", "Progress", "check", "local_cluster", "perft"]

#: Dask settings of the workers that count: no statistical profiler, which has nothing to
#: show in a count that runs in Rust and takes CPU from it. On a real cluster, the same is
#: ``DASK_DISTRIBUTED__WORKER__PROFILE__ENABLED=False`` in each worker's environment.
WORKER_CONFIG = {"distributed.worker.profile.enabled": False}

#: Memory a worker needs beside its table (Python, the module, Dask's own), in bytes.
WORKER_MEMORY = 2 << 30

#: What a progress callback gets: units done, all units, nodes counted so far (before
#: multiplying, in this run), and the seconds since this run began.
Progress = Callable[[int, int, int, float], None]


def local_cluster(workers: Optional[int] = None, hash_mb: Optional[int] = None) -> LocalCluster:
    """A cluster of ``workers`` worker processes on this machine (one per core by
    default), one thread each, whose memory limit is the table plus 2 GiB, so that Dask
    neither pauses nor restarts a worker for its table. Its dashboard is on a free port.

    The workers' statistical profiler is off (:data:`WORKER_CONFIG`): it samples every
    thread every 10 ms, and cost a fifth of the count's speed here."""
    with dask.config.set(WORKER_CONFIG):
        return LocalCluster(
            n_workers=workers or os.cpu_count() or 1,
            threads_per_worker=1,
            processes=True,
            memory_limit=(hash_mb or 0) * (1 << 20) + WORKER_MEMORY,
            dashboard_address=":0",
        )


def _root(position: Union[Position, str, int, None]) -> Position:
    if position is None:
        return Position(CAPABLANCA_FEN)
    if isinstance(position, Position):
        return position
    if isinstance(position, bool) or not isinstance(position, (str, int)):
        raise TypeError(f"position must be a Position, a FEN or a start number, not {position!r}")
    return Position.from_number(position) if isinstance(position, int) else Position(position)


def _check_depth(depth: int) -> None:
    if isinstance(depth, bool) or not isinstance(depth, int) or not 2 <= depth <= 10:
        raise ValueError(f"depth {depth!r} must be 2 to 10: a cluster splits the first plies")


def _check_hash(hash_mb: Optional[int]) -> None:
    if hash_mb is not None and (isinstance(hash_mb, bool) or not isinstance(hash_mb, int) or hash_mb < 1):
        raise ValueError(f"hash_mb {hash_mb!r} must be at least 1, or None for no table")


def perft(
    position: Union[Position, str, int, None],
    depth: int,
    *,
    client: Optional[Client] = None,
    split: Optional[int] = None,
    hash_mb: Optional[int] = None,
    results: Optional[PathLike] = None,
    progress: Optional[Progress] = None,
) -> int:
    """Perft ``depth`` of ``position`` (a ``Position``, a FEN or a start number; ``None``
    for the Capablanca array, ``crc perft``'s default), counted on a Dask cluster.

    The tree is expanded ``split`` plies deep (by default, so that each worker gets at
    least 50 units); a position reached by several move orders is one unit, counted once
    and multiplied. Each unit is a task; a worker that dies in the middle of one loses it
    to another worker, and the count stays exact.

    - ``client``: the cluster's client; without one, an embedded :func:`local_cluster`
      runs for the count.
    - ``hash_mb``: each worker process's transposition table, kept for every unit it
      counts; ``None``, no table.
    - ``results``: a results file (JSON lines) to which each unit's count is appended as
      it finishes; a rerun with the same file counts only the units missing. A file of
      another position, depth or split is refused (``ValueError``).
    - ``progress``: called as units finish (see :data:`Progress`).
    """
    root = _root(position)
    _check_depth(depth)
    _check_hash(hash_mb)
    if split is not None:
        check_split(depth, split)
    with _client_for(client, hash_mb) as client:
        if split is None:
            workers = len(client.scheduler_info().get("workers", {}))
            split = default_split(root, depth, workers)
        file = open_results(results, root.fen(), depth, split)
        try:
            return _count(client, units(root, depth, split), hash_mb, file, progress)
        finally:
            if file is not None:
                file.close()


@contextmanager
def _client_for(client: Optional[Client], hash_mb: Optional[int]) -> Iterator[Client]:
    """``client``, or the client of an embedded :func:`local_cluster` that closes after."""
    if client is not None:
        yield client
        return
    with local_cluster(hash_mb=hash_mb) as cluster, Client(cluster) as own:
        yield own


def _count(
    client: Client,
    todo: list[Unit],
    hash_mb: Optional[int],
    file: Optional[ResultsFile],
    progress: Optional[Progress],
) -> int:
    """Counts the units not in ``file`` on ``client``'s cluster, and the total."""
    done = file.done if file is not None else {}
    total = sum(unit.multiplicity * done[unit.fen] for unit in todo if unit.fen in done)
    missing = [unit for unit in todo if unit.fen not in done]
    # closing(): an error here (a full disk, Ctrl-C as a line is written) cancels the tasks
    # at once, not when the generator is collected.
    with closing(_counted(client, missing, hash_mb, len(todo) - len(missing), len(todo), progress)) as finished:
        for unit, nodes in finished:
            if file is not None:
                file.add(unit, nodes)
            total += unit.multiplicity * nodes
    return total


def _counted(
    client: Client,
    todo: list[Unit],
    hash_mb: Optional[int],
    finished: int,
    of: int,
    progress: Optional[Progress],
) -> Generator[tuple[Unit, int], None, None]:
    """Each of ``todo`` with its nodes, as its task on ``client``'s cluster finishes;
    ``progress`` hears of ``finished`` more units done, of ``of``."""
    began, counted = time.monotonic(), 0
    futures = {
        client.submit(count_unit, unit.fen, unit.depth, hash_mb, pure=False): unit
        for unit in todo
    }
    try:
        for future in as_completed(futures):
            unit, nodes = futures[future], future.result()
            yield unit, nodes
            counted += nodes
            finished += 1
            if progress is not None:
                progress(finished, of, counted, time.monotonic() - began)
    except BaseException:
        # Ctrl-C or a lost count: nothing more runs for it; the file keeps what finished.
        client.cancel(list(futures))
        raise


class Difference(NamedTuple):
    """A unit whose second count differs from its results file's line."""

    fen: str
    recorded: int
    recounted: int


class Checked(NamedTuple):
    """What :func:`check` recounted: the units' FENs, in the order drawn, and those that
    differ (none, if the file is true)."""

    units: list[str]
    differ: list[Difference]


def check(
    results: PathLike,
    *,
    seed: int,
    fraction: float = 0.1,
    client: Optional[Client] = None,
    hash_mb: Optional[int] = None,
    progress: Optional[Progress] = None,
) -> Checked:
    """Counts again a random ``fraction`` of the units of the results file ``results``
    (at least one), drawn with ``seed``, and compares them one by one with the file.

    The draw depends only on the seed and the units in the file, not on their order, so
    that a check is repeated by its seed. A count that gave a result is checked best with
    another table size (``hash_mb``; ``None``, no table) or on other machines. A partial
    file is checked as far as it goes.
    """
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"seed must be an int, not {seed!r}")
    if isinstance(fraction, bool) or not (isinstance(fraction, (int, float)) and 0 < fraction <= 1):
        raise ValueError(f"fraction {fraction!r} must be above 0 and at most 1")
    _check_hash(hash_mb)
    header, done = read_results(results)
    # The header's depth and split give the units' depth: a file that no count could have
    # written is refused here, not on the workers.
    _check_depth(header["depth"])
    check_split(header["depth"], header["split"])
    if not done:
        raise ValueError(f"{os.fspath(results)} holds no unit yet")
    drawn = random.Random(seed).sample(sorted(done), max(1, round(fraction * len(done))))
    depth = header["depth"] - header["split"]
    todo = [Unit(fen, depth, 1) for fen in drawn]
    differ = []
    with _client_for(client, hash_mb) as client:
        with closing(_counted(client, todo, hash_mb, 0, len(todo), progress)) as finished:
            for unit, nodes in finished:
                if nodes != done[unit.fen]:
                    differ.append(Difference(unit.fen, done[unit.fen], nodes))
    return Checked(drawn, differ)
