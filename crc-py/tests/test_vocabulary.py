"""The Python column of ``testdata/vocabulary.tsv`` against the package: every name it gives
is there (with the number it gives), and every public call of ``Game`` and ``Position`` is in
it. docs/bindings.md shows the table; the Rust, C and JavaScript columns are held to their
doors by those doors' tests.
"""

from __future__ import annotations

import builtins
import importlib

import crc_rules
import vocabulary

TYPES = {
    "Game": crc_rules.Game,
    "Position": crc_rules.Position,
    "Move": crc_rules.Move,
    "RuleSet": crc_rules.RuleSet,
    "Termination": crc_rules.Termination,
}


def resolve(name: str) -> object:
    """What ``name`` names in the package: ``Game.fen``, ``crc_rules.svg.board``, ``KING``,
    ``IndexError``; raises AttributeError when nothing does."""
    if name.startswith("crc_rules."):
        module, _, member = name.rpartition(".")
        return getattr(importlib.import_module(module), member)
    owner, dot, member = name.partition(".")
    if dot:
        return getattr(TYPES[owner], member)
    if hasattr(crc_rules, name):
        return getattr(crc_rules, name)
    return getattr(builtins, name)


def test_every_python_name_of_the_vocabulary_is_in_the_package() -> None:
    for concept in vocabulary.concepts().values():
        for entry in concept.entries("python"):
            found = resolve(vocabulary.name_of(entry))
            number = vocabulary.value_of(entry)
            if number is not None:
                assert int(found) == number, f"{concept.concept}: {entry}"  # type: ignore[call-overload]


def test_every_public_call_of_game_and_position_is_in_the_vocabulary() -> None:
    named = vocabulary.door_names("python")
    for owner in ("Game", "Position"):
        public = {f"{owner}.{n}" for n in dir(TYPES[owner]) if not n.startswith("_")}
        assert f"{owner}.fen" in public
        missing = sorted(public - named)
        assert not missing, f"calls that testdata/vocabulary.tsv does not name: {missing}"


def test_end_reasons_are_numbered_as_c_numbers_them() -> None:
    reasons = [c for c in vocabulary.concepts().values() if c.concept.startswith("reason ")]
    assert len(reasons) == 14
    for concept in reasons:
        (python,) = concept.entries("python")
        (c,) = concept.entries("c")
        assert vocabulary.value_of(python) == vocabulary.value_of(c), concept.concept
