"""Scharnagl numbering, start FENs and rule sets, against docs/rules.md and testdata/setups.txt."""

import pytest

import crc_rules
from conftest import setup_rows


@pytest.mark.parametrize(
    "number, arrangement",
    [(1, "AQBBCNNRKR"), (2, "QBBACNNRKR"), (10, "BAQBCNNRKR"), (12, "BBQACNNRKR"), (25933, "RNBQCKABNR")],
)
def test_scharnagl_vectors(number, arrangement):
    assert crc_rules.arrangement(number) == arrangement
    assert crc_rules.number(arrangement) == number
    assert crc_rules.number(arrangement.lower()) == number


def test_published_and_derived_rows_both_ways():
    rows = setup_rows()
    assert len(rows) > 30
    for number, arrangement, *_rest, in_crc, in_crc2006, castling, _source in rows:
        n = int(number)
        assert crc_rules.arrangement(n) == arrangement, n
        assert crc_rules.number(arrangement) % 48000 == n % 48000
        assert (n in crc_rules.RuleSet.CRC) == (in_crc == "True"), n
        assert crc_rules.RuleSet.CRC2006.contains(n) == (in_crc2006 == "True"), n
        assert crc_rules.Position.from_number(n).fen(shredder=True).split()[2] == castling


def test_start_fen_is_the_arrangement_mirrored_with_pawns():
    assert (
        crc_rules.start_fen(25933)
        == "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1"
    )


@pytest.mark.parametrize(
    "rules, count",
    [
        (crc_rules.RuleSet.BASIC, 48000),
        (crc_rules.RuleSet.PROTECTED, 21836),
        (crc_rules.RuleSet.CRC, 12130),
        (crc_rules.RuleSet.CRC2006, 12118),
    ],
)
def test_rule_set_counts(rules, count):
    assert rules.count() == count
    assert len(rules) == count
    numbers = rules.numbers()
    assert len(numbers) == count and numbers == sorted(numbers)
    assert all(rules.contains(n) for n in numbers[:50])


def test_rule_set_names_and_membership():
    assert crc_rules.RuleSet.from_name("crc2006") == crc_rules.RuleSet.CRC2006
    assert crc_rules.RuleSet.CRC.name == "crc"
    assert str(crc_rules.RuleSet.PROTECTED) == "protected"
    assert crc_rules.rule_sets(25933) == [
        crc_rules.RuleSet.BASIC,
        crc_rules.RuleSet.PROTECTED,
        crc_rules.RuleSet.CRC,
    ]
    assert 25933 not in crc_rules.RuleSet.CRC2006
    assert not crc_rules.RuleSet.BASIC.contains(0)
    assert not crc_rules.RuleSet.BASIC.contains(-5)
    assert "25933" not in crc_rules.RuleSet.BASIC


def test_random_draws_are_members_and_seeded_draws_repeat():
    for rules in (crc_rules.RuleSet.CRC, crc_rules.RuleSet.CRC2006):
        drawn = [rules.random(seed) for seed in range(20)]
        assert all(rules.contains(n) for n in drawn)
        assert drawn == [rules.random(seed) for seed in range(20)]
        assert len(set(drawn)) > 10
    assert crc_rules.RuleSet.CRC.contains(crc_rules.RuleSet.CRC.random())


def test_seeded_game_is_the_seeded_number_of_its_rule_set():
    for seed in range(5):
        number = crc_rules.RuleSet.CRC.random(seed)
        assert crc_rules.Game.from_seed(seed).start_number == number
        assert crc_rules.Game.random(seed).start_number == number
        drawn = crc_rules.Game.from_seed(seed, "crc2006").start_number
        assert drawn == crc_rules.RuleSet.CRC2006.random(seed)


@pytest.mark.parametrize("bad", [0, 48001, -1, 2**40])
def test_numbers_out_of_range_are_clear_errors(bad):
    for call in (crc_rules.arrangement, crc_rules.start_fen, crc_rules.rule_sets,
                 crc_rules.Game.from_number, crc_rules.Position.from_number):
        with pytest.raises(crc_rules.InvalidStartError, match="1 to 48000"):
            call(bad)


@pytest.mark.parametrize(
    "text, reason",
    [
        ("RNBQCKABN", "has 9 letters"),
        ("RNBQCKABNX", "not a piece letter"),
        ("RNBQCKABNN", "exactly K, Q, A, C"),
        ("RBNQCKABNR", "same colour"),
    ],
)
def test_bad_arrangements_say_why(text, reason):
    with pytest.raises(crc_rules.InvalidStartError, match=reason):
        crc_rules.number(text)


def test_unknown_rule_set_names():
    with pytest.raises(crc_rules.InvalidStartError, match="basic, protected, crc or crc2006"):
        crc_rules.RuleSet.from_name("fischer")
    with pytest.raises(crc_rules.InvalidStartError):
        crc_rules.Game.from_seed(1, "fischer")
    with pytest.raises(TypeError):
        crc_rules.Game.from_seed(1, 3.5)  # type: ignore[arg-type]
