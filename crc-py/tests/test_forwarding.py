"""crc_rules.pyffish forwarding to pyffish: every variant but capablanca and caparandom, and
the functions only pyffish has, in the shapes pychess-variants calls them.

The expected answers are pyffish's own, asked live (the ``real_pyffish`` fixture: without
pyffish these tests are SKIPPED, and fail under CI where pyffish is installable). The tests
without pyffish make it look missing in this process.
"""

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import crc_rules
import crc_rules.pyffish as sf
from crc_rules import _forwarding

CHESS = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
CAPABLANCA = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
# pychess-variants plays a Capablanca start with the king on the e-file as "embassy".
EMBASSY = "rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1"
CRAZYHOUSE = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"

# (variant, start, moves, chess960): games of other variants, as the server passes them.
GAMES = [
    ("chess", CHESS, ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"], False),
    ("chess", "rbbqnnkr/pppppppp/8/8/8/8/PPPPPPPP/RBBQNNKR w HAha - 0 1", ["f1e3", "f8e6", "g1h1"], True),
    ("embassy", EMBASSY, ["b1c3", "b8c6", "d2d3", "d7d6", "c1e3", "c8e6", "d1d2", "d8d7", "e1b1"], False),
    ("crazyhouse", CRAZYHOUSE, ["e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5a5"], False),
    ("janggi", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", ["a4b4", "a7b7"], False),
]


def both(real, name, *args):
    """The answers of crc_rules.pyffish and of pyffish to the same call."""
    return getattr(sf, name)(*args), getattr(real, name)(*args)


@pytest.mark.parametrize("variant, start, moves, chess960", GAMES)
def test_other_variants_answer_as_pyffish_on_every_call_the_server_makes(real_pyffish, variant, start, moves, chess960):
    fen = start
    for ply in range(len(moves) + 1):
        played = moves[:ply]
        # FairyBoard: the FEN of the previous ply with no moves, or the start and the stack.
        for position, stack in ((fen, []), (start, played)):
            for name in ("legal_moves", "gives_check", "has_insufficient_material", "game_result"):
                mine, theirs = both(real_pyffish, name, variant, position, stack, chess960)
                assert mine == theirs, (name, variant, position, stack)
            # pyffish leaves the value uninitialised when the game does not end there.
            for name, extra in (("is_immediate_game_end", ()), ("is_optional_game_end", (0,))):
                mine, theirs = both(real_pyffish, name, variant, position, stack, chess960, *extra)
                assert mine[0] == theirs[0], (name, variant, position, stack)
        if ply == len(moves):
            break
        move = moves[ply]
        notation = sf.NOTATION_JANGGI if variant == "janggi" else sf.NOTATION_SAN
        assert both(real_pyffish, "get_san", variant, fen, move, chess960, notation)[0] == real_pyffish.get_san(
            variant, fen, move, chess960, notation
        )
        assert both(real_pyffish, "is_capture", variant, fen, [], move, chess960) == (
            real_pyffish.is_capture(variant, fen, [], move, chess960),
        ) * 2
        mine, theirs = both(real_pyffish, "get_fen", variant, fen, [move], chess960, False, False, 0)
        assert mine == theirs
        fen = theirs
    mine, theirs = both(real_pyffish, "get_san_moves", variant, start, moves, chess960, sf.NOTATION_SAN)
    assert mine == theirs
    assert both(real_pyffish, "get_fen", variant, start, moves, chess960, True, True, 0) == (
        real_pyffish.get_fen(variant, start, moves, chess960, True, True, 0),
    ) * 2
    assert sf.validate_fen(start, variant, chess960) == real_pyffish.validate_fen(start, variant, chess960)


def test_start_fen_of_chess_for_the_servers_pgn(real_pyffish):
    """pychess-variants' Game.pgn calls start_fen("chess") for every finished game, so the
    drop-in forwards the variants it does not play to pyffish."""
    assert sf.start_fen("chess") == real_pyffish.start_fen("chess") == CHESS
    for variant in ("embassy", "crazyhouse", "shogi", "xiangqi"):
        assert sf.start_fen(variant) == real_pyffish.start_fen(variant)
        assert sf.two_boards(variant) == real_pyffish.two_boards(variant)
        assert sf.captures_to_hand(variant) == real_pyffish.captures_to_hand(variant)
    assert sf.two_boards("bughouse") is True
    assert sf.start_fen("capablanca") == CAPABLANCA  # ours


def test_embassy_for_a_capablanca_start_with_the_king_on_the_e_file(real_pyffish):
    """Castling in embassy is not CRC's (the king goes to b1, the rook to c1), so pyffish
    answers it, even from a Capablanca start with the king on the e-file."""
    moves = ["b1c3", "b8c6", "d2d3", "d7d6", "c1e3", "c8e6", "d1d2", "d8d7"]
    king = sorted(m for m in sf.legal_moves("embassy", EMBASSY, moves, False) if m.startswith("e1"))
    assert king == sorted(m for m in real_pyffish.legal_moves("embassy", EMBASSY, moves, False) if m.startswith("e1"))
    assert "e1b1" in king
    fen = sf.get_fen("embassy", EMBASSY, moves, False, False, False, 0)
    assert sf.get_san("embassy", fen, "e1b1", False, sf.NOTATION_SAN) == "O-O-O"
    assert sf.get_fen("embassy", fen, ["e1b1"], False, False, False, 0).startswith(
        "r3kcabnr/pppqpppppp/2npb5/10/10/2NPB5/PPPQPPPPPP/1KR2CABNR b kq"
    )


def test_variants_are_pyffishs_catalogue(real_pyffish):
    """variants() lists pyffish's whole catalogue, as the server reads it, not only ours."""
    catalogue = sf.variants()
    assert catalogue == real_pyffish.variants()
    assert {"capablanca", "caparandom", "chess", "embassy", "janggi"} <= set(catalogue)


def test_functions_only_pyffish_has(real_pyffish):
    fen = "rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR[] w KQkq - 0 2 | " + CRAZYHOUSE
    assert sf.piece_to_partner("bughouse", fen, ["d4e5"], False) == real_pyffish.piece_to_partner(
        "bughouse", fen, ["d4e5"], False
    )
    assert sf.piece_to_partner("capablanca", CAPABLANCA, ["e2e4"]) == real_pyffish.piece_to_partner(
        "capablanca", CAPABLANCA, ["e2e4"], False
    )
    assert sf.get_fog_fen(CHESS, "chess") == real_pyffish.get_fog_fen(CHESS, "chess")
    assert sf.load_variant_config("[crcforwardtest:chess]\nstartFen = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n") is None
    assert "crcforwardtest" in real_pyffish.variants() and "crcforwardtest" in sf.variants()
    assert sf.start_fen("crcforwardtest") == "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
    assert sf.legal_moves("crcforwardtest", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", []) == real_pyffish.legal_moves(
        "crcforwardtest", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", []
    )


def test_set_option_goes_to_pyffish(real_pyffish, tmp_path):
    ini = tmp_path / "variants.ini"
    ini.write_text("[crcoptiontest:chess]\nstartFen = 4k3/8/8/8/8/8/8/R3K3 w Q - 0 1\n")
    assert sf.set_option("VariantPath", str(ini)) is None
    assert sf.start_fen("crcoptiontest") == "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"
    with pytest.raises(ValueError, match="No such option"):
        sf.set_option("NoSuchOption", 1)


def test_a_variant_neither_knows_raises_value_error(real_pyffish):
    """pyffish would stop the process; its variants() is asked first."""
    for variant in ("nosuchvariant", "Chess", ""):
        for call in (
            lambda: sf.legal_moves(variant, CHESS, []),
            lambda: sf.get_fen(variant, CHESS, [], False, False, False, 0),
            lambda: sf.start_fen(variant),
            lambda: sf.validate_fen(CHESS, variant),
            lambda: sf.piece_to_partner(variant, CHESS, []),
            lambda: sf.get_fog_fen(CHESS, variant),
        ):
            with pytest.raises(ValueError, match="neither crc_rules.pyffish"):
                call()
    assert sf.start_fen("chess") == CHESS  # still alive


def test_crc_variants_stay_ours(real_pyffish):
    """CRC calls never reach pyffish: answers pyffish gives differently stay ours."""
    assert sf.get_san("capablanca", CAPABLANCA, "e2e5") == "e2e5"
    assert real_pyffish.get_san("capablanca", CAPABLANCA, "e2e5") == "Ra1"
    with pytest.raises(crc_rules.InvalidFenError):
        sf.legal_moves("capablanca", "4k5/10/10/10/10/10/10/P3K5 w - - 0 1", [])


@pytest.fixture
def without_pyffish(monkeypatch):
    """This process as it is where pyffish is not installed."""
    monkeypatch.setattr(_forwarding, "_searched", True)
    monkeypatch.setattr(_forwarding, "_real", None)


def test_without_pyffish_other_variants_raise_value_error(without_pyffish):
    for call in (
        lambda: sf.start_fen("chess"),
        lambda: sf.legal_moves("embassy", EMBASSY, []),
        lambda: sf.validate_fen(CHESS, "chess"),
        lambda: sf.is_optional_game_end("chess", CHESS, [], False, 0),
    ):
        with pytest.raises(ValueError, match='pip install "crc-rules\\[pyffish\\]"'):
            call()
    for call in (
        lambda: sf.piece_to_partner("capablanca", CAPABLANCA, ["e2e4"]),
        lambda: sf.get_fog_fen(CHESS, "chess"),
        lambda: sf.load_variant_config("[x:chess]\n"),
    ):
        with pytest.raises(ValueError, match="needs pyffish"):
            call()
    assert sf.variants() == ["capablanca", "caparandom"]
    assert sf.set_option("Threads", 1) is None
    with pytest.raises(ValueError, match="No such option"):
        sf.set_option("NoSuchOption", 1)
    assert sf.legal_moves("capablanca", CAPABLANCA, ["e2e4"], True)


def test_the_real_pyffish_is_never_ourselves():
    assert not _forwarding._is_real(sf)
    assert not _forwarding._is_real(crc_rules._crc_rules.pyffish)
    reexport = type(sf)("pyffish")
    reexport.__dict__.update({k: v for k, v in vars(sf).items() if not k.startswith("__")})
    reexport.__file__ = crc_rules._crc_rules.__file__  # even with an extension's file name
    assert not _forwarding._is_real(reexport)


def run_python(*parts, path=None):
    """Runs the code ``parts`` in a new interpreter (sys.modules of its own), with
    PYTHONPATH ``path``."""
    env = None
    if path is not None:
        import os

        env = dict(os.environ, PYTHONPATH=str(path))
    result = subprocess.run(
        [sys.executable, "-c", "".join(textwrap.dedent(part) for part in parts)], capture_output=True, text=True, env=env, timeout=120
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


FIND_REAL = """
    import crc_rules.pyffish as drop_in
    from crc_rules import _forwarding
    real = _forwarding.real_pyffish()
    assert real is not drop_in and real.legal_moves is not drop_in.legal_moves
    assert real.__file__.split("site-packages")[-1].startswith(("/pyffish/_pyffish", "/pyffish."))
    assert pyffish.start_fen("chess") == real.start_fen("chess")
    assert pyffish.legal_moves("chess", pyffish.start_fen("chess"), ["e2e4"]) == real.legal_moves(
        "chess", real.start_fen("chess"), ["e2e4"])
    assert pyffish.get_san("capablanca", pyffish.start_fen("capablanca"), "e2e5") == "e2e5"  # ours
    print("ok", pyffish.__name__)
"""


def test_install_puts_the_drop_in_in_place_of_pyffish(real_pyffish):
    out = run_python(
        """
        import crc_rules.pyffish
        assert crc_rules.pyffish.install() is crc_rules.pyffish
        import pyffish
        assert pyffish is crc_rules.pyffish
        """,
        FIND_REAL,
    )
    assert out.strip() == "ok crc_rules.pyffish"


def test_install_after_the_real_pyffish_was_imported(real_pyffish):
    out = run_python(
        """
        import pyffish as original
        import crc_rules.pyffish
        crc_rules.pyffish.install()
        import pyffish
        assert pyffish is crc_rules.pyffish and original is not pyffish
        """,
        FIND_REAL,
    )
    assert out.strip() == "ok crc_rules.pyffish"


def test_a_shim_named_pyffish_that_re_exports_the_drop_in(real_pyffish, tmp_path):
    shim = tmp_path / "pyffish"
    shim.mkdir()
    (shim / "__init__.py").write_text("from crc_rules.pyffish import *\n")
    out = run_python(
        """
        import pyffish
        assert pyffish.__file__.startswith(%r)
        """ % str(tmp_path),
        FIND_REAL,
        path=tmp_path,
    )
    assert out.strip() == "ok pyffish"


def test_the_optional_extra_names_pyffish():
    pyproject = (Path(__file__).resolve().parents[1] / "pyproject.toml").read_text()
    assert '[project.optional-dependencies]\n' in pyproject
    assert 'pyffish = ["pyffish>=0.0.90"]' in pyproject
