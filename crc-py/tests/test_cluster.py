"""crc_rules.cluster on a LocalCluster of two worker processes: perft counts equal
testdata/perft.txt (Fairy-Stockfish's counts), with a worker killed in the middle, and
stopped with SIGINT and resumed from the results file."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

from conftest import perft_cases

if sys.version_info < (3, 10):
    pytest.skip("Dask needs Python 3.10 or later for its current releases", allow_module_level=True)

from dask.distributed import Client, LocalCluster  # noqa: E402

import crc_rules  # noqa: E402
from crc_rules.cluster import check, perft  # noqa: E402
from crc_rules.cluster._results import ResultsFile  # noqa: E402
from crc_rules.cluster._units import expand, units  # noqa: E402

COUNTS = {note: (fen, counts) for fen, counts, note in perft_cases()}
CAPABLANCA = COUNTS["Capablanca array"]
GOTHIC = COUNTS["Gothic array"]


def two_workers() -> LocalCluster:
    return LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0")


@pytest.fixture(scope="module")
def client() -> Iterator[Client]:
    with two_workers() as cluster, Client(cluster) as client:
        yield client


@pytest.mark.parametrize(
    ("case", "depth", "hash_mb"),
    [(CAPABLANCA, 5, None), (CAPABLANCA, 6, 64), (GOTHIC, 5, None)],
    ids=["capablanca-5", "capablanca-6-hashed", "gothic-5"],
)
def test_counts_equal_the_suite(client: Client, case: Any, depth: int, hash_mb: Any) -> None:
    fen, counts = case
    assert perft(fen, depth, client=client, hash_mb=hash_mb) == counts[depth]


def test_the_default_position_and_a_start_number(client: Client) -> None:
    assert perft(None, 3, client=client) == CAPABLANCA[1][3]
    assert perft(25933, 3, client=client) == GOTHIC[1][3]
    assert perft(crc_rules.Position(GOTHIC[0]), 4, client=client, split=3) == GOTHIC[1][4]


def test_positions_reached_twice_are_one_unit() -> None:
    root = crc_rules.Position(CAPABLANCA[0])
    # Nb1-c3 with Nb8-c6 then Ni1-h3 reaches what Ni1-h3 first reaches too.
    below = expand(root, 3)
    assert sum(below.values()) == CAPABLANCA[1][3]
    assert len(below) < CAPABLANCA[1][3]
    assert max(below.values()) > 1


def test_a_worker_killed_in_the_middle_loses_nothing(tmp_path: Path) -> None:
    fen, counts = CAPABLANCA
    with two_workers() as cluster, Client(cluster) as client:
        victim = sorted(client.run(os.getpid).values())[0]
        killed = []

        def kill_once(done: int, all_units: int, nodes: int, seconds: float) -> None:
            # 28 units of about 36 M nodes each: a worker is in the middle of one.
            if done >= 4 and not killed:
                os.kill(victim, signal.SIGKILL)
                killed.append(done)

        total = perft(fen, 6, client=client, split=1, progress=kill_once)
        assert killed, "the worker was not killed"
        assert victim not in client.run(os.getpid).values()
    assert total == counts[6]


def test_stopped_with_sigint_and_resumed(client: Client, tmp_path: Path) -> None:
    fen, counts = CAPABLANCA
    results = tmp_path / "units.jsonl"
    command = [sys.executable, "-m", "crc_rules.cluster", "perft", "6", "--workers", "2"]
    command += ["--split", "2", "--results", str(results)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and process.poll() is None:
        if results.exists() and results.read_text().count("\n") > 40:
            break
        time.sleep(0.05)
    assert process.poll() is None, process.communicate()
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=120)
    assert process.returncode == 130, (out, err)
    assert "stopped" in err and "nodes:" not in out
    assert out.startswith("dashboard: http")
    before = results.read_text().splitlines()
    all_units = units(crc_rules.Position(fen), 6, 2)
    assert 40 <= len(before) - 1 < len(all_units)
    assert json.loads(before[0]) == {"position": fen, "depth": 6, "split": 2}

    assert perft(fen, 6, client=client, split=2, results=results) == counts[6]
    after = results.read_text().splitlines()
    assert after[: len(before)] == before  # what was counted stays, and is not counted again
    counted = [json.loads(line)["fen"] for line in after[1:]]
    assert sorted(counted) == sorted(unit.fen for unit in all_units)
    # A third run finds every unit done and counts nothing.
    assert perft(fen, 6, client=client, split=2, results=results) == counts[6]
    assert results.read_text().splitlines() == after


def test_a_results_file_of_another_count_is_refused(client: Client, tmp_path: Path) -> None:
    results = tmp_path / "units.jsonl"
    gothic = {"position": GOTHIC[0], "depth": 4, "split": 2}
    results.write_text(json.dumps(gothic) + "\n")
    for depth, split in [(4, 2), (5, 2), (4, 3)]:
        with pytest.raises(ValueError, match="holds the results of another count"):
            perft(CAPABLANCA[0], depth, client=client, split=split, results=results)
    assert perft(GOTHIC[0], 4, client=client, split=2, results=results) == GOTHIC[1][4]


def test_a_line_cut_short_is_dropped_and_counted_again(client: Client, tmp_path: Path) -> None:
    fen, counts = GOTHIC
    results = tmp_path / "units.jsonl"
    assert perft(fen, 4, client=client, split=2, results=results) == counts[4]
    lines = results.read_text().splitlines()
    results.write_text("\n".join(lines[:-1]) + "\n" + lines[-1][:10])
    assert perft(fen, 4, client=client, split=2, results=results) == counts[4]
    assert sorted(results.read_text().splitlines()) == sorted(lines)


def test_a_second_count_finds_the_unit_that_differs(client: Client, tmp_path: Path) -> None:
    fen, counts = GOTHIC
    results = tmp_path / "units.jsonl"
    assert perft(fen, 4, client=client, split=1, results=results) == counts[4]
    lines = results.read_text().splitlines()
    checked = check(results, seed=7, fraction=0.25, client=client, hash_mb=8)
    assert checked.differ == [] and len(checked.units) == round(0.25 * (len(lines) - 1))
    # The draw depends on the seed and the units, not on the order of the lines.
    results.write_text("\n".join([lines[0]] + lines[:0:-1]) + "\n")
    assert check(results, seed=7, fraction=0.25, client=client).units == checked.units
    assert check(results, seed=8, fraction=0.25, client=client).units != checked.units

    wrong = json.loads(lines[5])
    wrong["nodes"] += 1
    results.write_text("\n".join(lines[:5] + [json.dumps(wrong)] + lines[6:]) + "\n")
    everything = check(results, seed=1, fraction=1, client=client)
    assert sorted(everything.units) == sorted(json.loads(line)["fen"] for line in lines[1:])
    assert everything.differ == [(wrong["fen"], wrong["nodes"], wrong["nodes"] - 1)]

    command = [sys.executable, "-m", "crc_rules.cluster", "check", str(results)]
    command += ["--seed", "1", "--fraction", "1", "--scheduler", client.scheduler.address]
    run = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert run.returncode == 1, run
    assert f"differs: {wrong['fen']}: {wrong['nodes']} in the file" in run.stdout
    assert run.stdout.splitlines()[-1] == f"checked: {len(lines) - 1} units, 1 differ"


def test_a_results_file_that_fails_cancels_the_tasks_at_once(
    client: Client, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full_disk(self: Any, unit: Any, nodes: int) -> None:
        raise OSError("no space left on device")

    monkeypatch.setattr(ResultsFile, "add", full_disk)
    # The traceback, which holds the count's frames, is kept: the tasks must go anyway.
    with pytest.raises(OSError, match="no space") as failed:
        perft(GOTHIC[0], 5, client=client, split=2, results=tmp_path / "units.jsonl")
    deadline = time.monotonic() + 30
    while client.run_on_scheduler(lambda dask_scheduler: len(dask_scheduler.tasks)) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert client.run_on_scheduler(lambda dask_scheduler: len(dask_scheduler.tasks)) == 0
    assert failed.traceback


@pytest.mark.parametrize(
    ("text", "arguments", "message"),
    [
        ("", {}, "no header"),
        ('{"position": "x"}\n', {}, "not a results file's header"),
        ('{"position": "x", "depth": 4, "split": 2}\n', {}, "no unit yet"),
        ('{"position": "x", "depth": 4, "split": 2}\n{"fen": 3}\n', {}, "not a unit's result"),
        ('{"position": "x", "depth": 4, "split": 2}\n', {"fraction": 0}, "fraction"),
        ('{"position": "x", "depth": 4, "split": 2}\n', {"fraction": 1.5}, "fraction"),
        ('{"position": "x", "depth": 4, "split": 2}\n', {"fraction": True}, "fraction"),
        ('{"position": "x", "depth": 4, "split": 9}\n{"fen": "x", "nodes": 1}\n', {}, "below the depth"),
        ('{"position": "x", "depth": 12, "split": 2}\n{"fen": "x", "nodes": 1}\n', {}, "2 to 10"),
    ],
)
def test_a_check_of_a_bad_file_is_refused(client: Client, tmp_path: Path, text: str, arguments: Any, message: str) -> None:
    results = tmp_path / "units.jsonl"
    results.write_text(text)
    with pytest.raises(ValueError, match=message):
        check(results, seed=1, client=client, **arguments)
    assert results.read_text() == text
    with pytest.raises(OSError):
        check(tmp_path / "missing.jsonl", seed=1, client=client)


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"depth": 1}, "must be 2 to 10"),
        ({"depth": 11}, "must be 2 to 10"),
        ({"depth": 4, "split": 4}, "below the depth"),
        ({"depth": 4, "split": 0}, "at least 1"),
        ({"depth": 4, "hash_mb": 0}, "hash_mb"),
    ],
)
def test_bad_arguments_are_refused(client: Client, arguments: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        perft(GOTHIC[0], client=client, **arguments)


def test_a_bad_position_is_refused(client: Client) -> None:
    with pytest.raises(crc_rules.InvalidFenError):
        perft("not a fen", 3, client=client)
    with pytest.raises(TypeError):
        perft(3.5, 3, client=client)  # type: ignore[arg-type]


def test_perft_table_in_one_process() -> None:
    table = crc_rules.PerftTable(4)
    assert 0 < table.bytes <= 4 << 20
    gothic = crc_rules.Position(GOTHIC[0])
    assert gothic.perft(4, table) == gothic.perft(4, table) == GOTHIC[1][4]
    for bad in (0, -1):
        with pytest.raises(ValueError, match="at least 1 MiB"):
            crc_rules.PerftTable(bad)
    with pytest.raises(MemoryError):
        crc_rules.PerftTable(1 << 60)
