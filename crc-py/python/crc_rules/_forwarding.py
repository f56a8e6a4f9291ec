"""Calls of ``crc_rules.pyffish`` about variants it does not play, handed to pyffish.

pyffish (Fairy-Stockfish's own module, the optional extra ``pip install
"crc-rules[pyffish]"``) answers every variant but ``capablanca`` and ``caparandom``, which
``crc_rules.pyffish`` answers itself. The native functions call :func:`forward` for any
other variant.

The real pyffish is its extension module: ``pyffish/_pyffish*.so`` (pyffish 0.0.80 and
later), or ``pyffish*.so`` (earlier). It is taken from ``sys.modules`` when it is loaded
already, else found by its file on ``sys.path`` and loaded from there. So it is never
``crc_rules.pyffish`` itself, nor a module that re-exports it, whatever the name
``pyffish`` means in this process: the real module (``import pyffish``), the drop-in put in
its place by ``crc_rules.pyffish.install()``, or a shim package named ``pyffish`` earlier
on ``sys.path``.
"""

import importlib.machinery
import importlib.util
import os
import sys
import threading
from types import ModuleType
from typing import Any, List, Optional, Tuple

from ._crc_rules import _error
from ._crc_rules import pyffish as _native

OURS = "capablanca and caparandom"
INSTALL = 'pip install "crc-rules[pyffish]"'

_lock = threading.Lock()
_searched = False
_real: Optional[ModuleType] = None


def _is_real(module: object) -> bool:
    """Whether ``module`` is pyffish's extension module (not ours, not a re-export)."""
    if not isinstance(module, ModuleType):
        return False
    path = getattr(module, "__file__", None) or ""
    functions = [getattr(module, name, None) for name in ("legal_moves", "variants", "start_fen")]
    ours = {id(getattr(_native, name)) for name in ("legal_moves", "variants", "start_fen")}
    return (
        path.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
        and all(callable(function) for function in functions)
        and not any(id(function) in ours for function in functions)
    )


def _candidates() -> List[Tuple[str, str]]:
    """The files on ``sys.path`` that may be pyffish's extension, with their module names."""
    found = []
    for entry in sys.path:
        folder = entry or os.curdir
        if not isinstance(folder, str) or not os.path.isdir(folder):
            continue
        for suffix in importlib.machinery.EXTENSION_SUFFIXES:
            for name, path in (
                ("pyffish._pyffish", os.path.join(folder, "pyffish", "_pyffish" + suffix)),
                ("pyffish", os.path.join(folder, "pyffish" + suffix)),
            ):
                if os.path.isfile(path):
                    found.append((name, path))
    return found


def _load(name: str, path: str) -> Optional[ModuleType]:
    """The extension module at ``path`` under ``name``, or None when it does not load.

    As ``pyffish._pyffish`` it stays in ``sys.modules``, where the real package ``pyffish``
    finds it when it is imported later; as ``pyffish`` it must not take the place of
    whatever holds that name, so ``sys.modules["pyffish"]`` is put back.
    """
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        return None
    missing = object()
    before = sys.modules.get(name, missing)
    try:
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    except ImportError:
        return None
    finally:
        if name == "pyffish":
            if before is missing:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = before  # type: ignore[assignment]
    if name != "pyffish":
        sys.modules.setdefault(name, module)
    return module


def _locate() -> Optional[ModuleType]:
    for name in ("pyffish._pyffish", "pyffish"):
        module = sys.modules.get(name)
        if _is_real(module):
            return module
    for name, path in _candidates():
        module = _load(name, path)
        if _is_real(module):
            return module
    return None


def real_pyffish() -> Optional[ModuleType]:
    """pyffish's extension module, or None when it is not installed (searched once)."""
    global _searched, _real
    if not _searched:
        with _lock:
            if not _searched:
                _real = _locate()
                _searched = True
    return _real


def forward(name: str, variant: str, args: Tuple[Any, ...]) -> Any:
    """pyffish's answer to ``name(*args)``, a call about ``variant``.

    pyffish stops the process on a variant it does not know, so its ``variants()`` is asked
    first (every time: ``load_variant_config`` and ``set_option("VariantPath", ...)`` can add
    variants). A ``CrcError`` (a ``ValueError``) when pyffish is not installed or does not
    know the variant either.
    """
    real = real_pyffish()
    if real is None:
        raise _error(
            "unknown_variant",
            f"unknown variant {variant!r}: crc_rules.pyffish plays {OURS}, and pyffish, "
            f"which would play the others, is not installed ({INSTALL})",
        )
    if not isinstance(variant, str) or variant not in real.variants():
        version = ".".join(map(str, real.version()))
        raise _error(
            "unknown_variant",
            f"unknown variant {variant!r}: neither crc_rules.pyffish ({OURS}) nor "
            f"pyffish {version} plays it",
        )
    return getattr(real, name)(*args)


def require(name: str) -> ModuleType:
    """pyffish's extension module, for ``name``, a function only pyffish has; a
    ``CrcError`` when it is not installed."""
    real = real_pyffish()
    if real is None:
        raise _error("invalid_argument", f"{name} is pyffish's: it needs pyffish ({INSTALL})")
    return real
