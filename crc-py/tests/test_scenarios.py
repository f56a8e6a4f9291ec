"""The scenario table of ``testdata/scenarios/`` (its README says the format), run through
``crc_rules.Game``: the Python door. The Rust, C and JavaScript doors run the same table;
every answer in it was written by hand from docs/rules.md or recorded from Fairy-Stockfish.
Each call goes through the Python name ``testdata/vocabulary.tsv`` gives its concept, looked
up by that name, so that the table and the package cannot drift apart.

One pytest test per scenario. Run as a script, it prints the door's count::

    python crc-py/tests/test_scenarios.py
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Optional

import pytest

import crc_rules
import vocabulary
from crc_rules import Game

DOOR = "python"
FOLDER = Path(__file__).resolve().parents[2] / "testdata" / "scenarios"


@dataclass
class Call:
    line: int
    name: str
    args: str
    expected: str


@dataclass
class Scenario:
    name: str
    file: str
    skip: Optional[str] = None
    calls: list[Call] = field(default_factory=list)


def scenarios() -> list[Scenario]:
    """Every scenario of every ``*.txt`` file, in file-name order."""
    found: list[Scenario] = []
    for path in sorted(FOLDER.glob("*.txt")):
        for n, raw in enumerate(path.read_text().splitlines(), 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            if line.startswith("== "):
                found.append(Scenario(line[3:], path.name))
                continue
            scenario = found[-1]
            if line.startswith("skip "):
                door, _, reason = line[5:].partition(": ")
                if door == DOOR:
                    scenario.skip = reason
                continue
            left, arrow, expected = line.partition(" -> ")
            if not arrow:
                assert line.startswith("start "), f"{path.name}:{n}: a call without ' -> '"
                expected = "ok"
            name, _, args = left.partition(" ")
            scenario.calls.append(Call(n, name, args.strip(), expected.strip()))
    return found


def unescape(text: str) -> str:
    return text.replace("\\n", "\n").replace("\\t", "\t").replace("\\\\", "\\")


# Every exception says its kind (``error.kind``). Where it does not, an older crc_rules,
# its class says it: InvalidStartError covers three kinds, which the call tells apart, and
# InvalidFenError both invalid_fen and illegal_position (such a scenario then fails).
CLASS_KINDS = {
    "InvalidFenError": "invalid_fen",
    "InvalidMoveError": "invalid_move",
    "IllegalMoveError": "illegal_move",
    "AmbiguousMoveError": "ambiguous_move",
    "PromotionRequiredError": "promotion_required",
    "GameOverError": "game_over",
    "ClaimError": "no_claim",
    "InvalidPgnError": "invalid_pgn",
    "InvalidTagError": "invalid_tag",
    "InvalidSquareError": "invalid_square",
    "IndexError": "nothing_to_undo",
}


def kind(error: BaseException, start_kind: str = "") -> str:
    named = getattr(error, "kind", None)
    if isinstance(named, str):
        return "!" + named
    name = type(error).__name__
    if name == "InvalidStartError" and start_kind:
        return "!" + start_kind
    return "!" + CLASS_KINDS.get(name, f"{name}: {error}")


def outcome(game: Game) -> str:
    result = named("outcome", game)()
    return "none" if result is None else f"{result.result()} {result.reason}"


def ended(game: Game, call: Callable[[], object]) -> str:
    try:
        call()
    except (crc_rules.CrcError, IndexError) as error:
        return kind(error)
    return outcome(game)


def sorted_moves(moves: list[str]) -> str:
    return " ".join(sorted(moves)) or "none"


# The Python names the runner called, as vocabulary.tsv gave them.
EXERCISED: set[str] = set()
CONCEPTS = vocabulary.concepts()
OWNERS: dict[str, Any] = {"Game": Game, "RuleSet": crc_rules.RuleSet}
START_CONCEPTS = {"number": "from_number", "arrangement": "from_number", "fen": "from_fen", "pgn": "from_pgn"}


def named(concept: str, on: object = None) -> Any:
    """What the first Python name of ``concept`` names, looked up by that name (on ``on``
    when given, else on its class): a bound method, or a property's value. A name that
    drifts fails here."""
    if concept not in CONCEPTS:
        raise AssertionError(f"vocabulary.tsv has no concept for the call {concept}")
    entries = CONCEPTS[concept].entries(DOOR)
    if not entries:
        raise AssertionError(f"vocabulary.tsv names no Python call for {concept}")
    name = vocabulary.name_of(entries[0])
    EXERCISED.add(name)
    owner, _, member = name.rpartition(".")
    target = OWNERS[owner] if on is None else on
    if not hasattr(target, member):
        raise AssertionError(f"vocabulary.tsv names {name} for {concept}, which the package lacks")
    return getattr(target, member)


def start(kind_name: str, text: str) -> Game:
    if kind_name not in START_CONCEPTS:
        raise AssertionError(f"unknown start {kind_name}")
    make = named(START_CONCEPTS[kind_name])
    if kind_name == "number":
        return make(int(text))  # type: ignore[no-any-return]
    if kind_name == "arrangement":
        return make(crc_rules.number(text))  # type: ignore[no-any-return]
    if kind_name == "pgn":
        return make(unescape(text))  # type: ignore[no-any-return]
    return make(text)  # type: ignore[no-any-return]


START_KINDS = {"number": "invalid_number", "arrangement": "invalid_arrangement"}


def answer(game: Game, call: Call) -> str:
    name, args = call.name, call.args

    def call_(*arguments: object) -> Any:
        return named(name, game)(*arguments)

    try:
        if name == "play":
            return str(call_(args))
        if name == "undo":
            call_()
            return "ok"
        if name == "reopen":
            return str(call_()).lower()
        if name == "resign":
            return ended(game, lambda: call_(args == "white"))
        if name in ("agree", "claim"):
            return ended(game, call_)
        if name == "fen":
            return str(call_())
        if name == "turn":
            return "white" if named(name, game) else "black"
        if name == "outcome":
            return outcome(game)
        if name == "can_claim":
            # Python's can_claim_draw is a bool, as python-chess's: the two claims it joins
            # say which.
            if named("can_claim_threefold_repetition", game)():
                return "threefold repetition"
            if named("can_claim_fifty_moves", game)():
                return "fifty-move rule"
            return "(can_claim_draw without a claim)" if call_() else "none"
        if name == "check":
            return str(call_()).lower()
        if name == "count":
            return str(named(name, game).count())
        if name == "moves":
            return sorted_moves([m.uci() for m in named(name, game)])
        if name == "moves_from":
            square = crc_rules.parse_square(args)
            return sorted_moves([m.uci() for m in named(name, game) if m.from_square == square])
        if name == "san":
            return str(call_(args))
        if name == "history":
            return " ".join(call_()) or "none"
        if name == "repetitions":
            return str(call_())
        if name == "start_number":
            number = named(name, game)
            return "none" if number is None else str(number)
        if name == "set_tag":
            tag, _, value = args.partition(" ")
            call_(tag, unescape(value))
            return "ok"
        if name == "tag":
            found = call_(args)
            return "none" if found is None else str(found)
        if name == "rule_set_count":
            return str(named(name, crc_rules.RuleSet.from_name(args))())
    except (crc_rules.CrcError, IndexError) as error:
        return kind(error, "invalid_rule_set" if name == "rule_set_count" else "")
    raise AssertionError(f"unknown call {name}")


def run(scenario: Scenario) -> list[str]:
    """The differences of one scenario, one a line."""
    first = scenario.calls[0]
    kind_name, _, text = first.args.partition(" ")
    try:
        game = start(kind_name, text)
    except crc_rules.CrcError as error:
        got = kind(error, START_KINDS.get(kind_name, ""))
        return [] if got == first.expected else [f"line {first.line}: start gave {got}, table {first.expected}"]
    if first.expected != "ok":
        return [f"line {first.line}: start succeeded, table {first.expected}"]
    failures = []
    for call in scenario.calls[1:]:
        got = answer(game, call)
        if got != call.expected:
            failures.append(f"line {call.line}: {call.name} {call.args} gave {got!r}, table {call.expected!r}")
    return failures


SCENARIOS = scenarios()


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s.name for s in SCENARIOS])
def test_scenario(scenario: Scenario) -> None:
    if scenario.skip is not None:
        pytest.skip(f"not expressible at the Python door: {scenario.skip}")
    failures = run(scenario)
    assert not failures, f"{scenario.name} ({scenario.file}):\n" + "\n".join(failures)


def test_the_table_is_large_enough() -> None:
    assert len(SCENARIOS) >= 150


def test_the_runner_calls_the_names_of_the_vocabulary() -> None:
    for scenario in SCENARIOS:
        if scenario.skip is None:
            run(scenario)
    for name in ("Game.play", "Game.history", "Game.legal_moves", "Game.pop"):
        assert name in EXERCISED, name


def main() -> int:
    failed = []
    skipped = [s.name for s in SCENARIOS if s.skip is not None]
    for scenario in SCENARIOS:
        if scenario.skip is None:
            failures = run(scenario)
            if failures:
                failed.append(scenario.name)
                print(f"FAILED {scenario.name} ({scenario.file}):\n  " + "\n  ".join(failures))
    passed = len(SCENARIOS) - len(failed) - len(skipped)
    names = (": " + ", ".join(skipped)) if skipped else ""
    print(
        f"scenarios ({DOOR}): {len(SCENARIOS)} scenarios, {passed} passed, {len(failed)} failed, "
        f"{len(skipped)} not expressible at this door{names}"
    )
    print(
        f"vocabulary ({DOOR}): {len(EXERCISED)} names exercised of "
        f"{len(vocabulary.door_names(DOOR))} at this door"
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
