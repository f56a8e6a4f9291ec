"""``Termination`` is numbered as C's ``CRC_REASON_*`` in include/crc.h: from 1, in the order
of the Rust ``Reason``, with python-chess's names."""

import re
from pathlib import Path

from crc_rules import Termination

CRC_H = Path(__file__).resolve().parents[2] / "include" / "crc.h"

# C's names that are not python-chess's; the other reasons have the same name at both doors.
PYTHON_NAME = {
    "SEVENTY_FIVE_MOVE_RULE": "SEVENTYFIVE_MOVES",
    "FIFTY_MOVE_RULE": "FIFTY_MOVES",
}


def c_reasons() -> list[tuple[str, int]]:
    """Every ``#define CRC_REASON_<NAME> <n>`` of crc.h but NONE, in the header's order."""
    defines = re.findall(r"^#define CRC_REASON_([A-Z_]+) (\d+)\s*$", CRC_H.read_text(), re.M)
    return [(name, int(n)) for name, n in defines if name != "NONE"]


def test_every_reason_has_the_number_of_c():
    reasons = c_reasons()
    assert len(reasons) == 14
    for name, number in reasons:
        member = getattr(Termination, PYTHON_NAME.get(name, name))
        assert int(member) == number, name


def test_the_members_are_in_the_order_of_c():
    members = [name for name, value in vars(Termination).items() if isinstance(value, Termination)]
    assert members == [PYTHON_NAME.get(name, name) for name, _ in c_reasons()]
    assert [int(getattr(Termination, name)) for name in members] == list(range(1, 15))


def test_a_termination_tag_gives_its_reason_and_is_written_back() -> None:
    import io

    import crc_rules

    cases = {
        "time forfeit": Termination.TIME_FORFEIT,
        "Time forfeit": Termination.TIME_FORFEIT,
        "illegal move": Termination.ILLEGAL_MOVE,
        "abandoned": Termination.ABANDONMENT,
        "stalled connection": Termination.ABANDONMENT,
        "adjudication": Termination.ADJUDICATION,
        "Rules infraction": Termination.RULES_INFRACTION,
        "normal": Termination.RESIGNATION,
    }
    for value, termination in cases.items():
        text = f'[Variant "Capablanca"]\n[Termination "{value}"]\n\n1. e4 e5 1-0\n'
        game = crc_rules.read_game(io.StringIO(text))
        assert game is not None
        outcome = game.outcome()
        assert outcome is not None and outcome.termination == termination, value
        assert outcome.winner is True
        written = str(game)
        assert f'[Termination "{value}"]\n' in written
        assert written.endswith("1. e4 e5 1-0\n"), written
