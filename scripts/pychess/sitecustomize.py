"""Loaded first by pychess-variants' server process (PYTHONPATH): runs the server unchanged
on Python 3.13 and on crc's rules.

- The server is written for Python 3.14, whose annotations are evaluated lazily; 3.13 does
  that with `from __future__ import annotations`. Modules below PYCHESS_SRC are compiled with
  that flag, from source (their bytecode caches are not used); their files stay untouched.
- `import pyffish` gives `crc_rules.pyffish` (`install()`), the drop-in, which answers CRC
  and Capablanca itself and forwards other variants to the real pyffish.
"""

import __future__
import importlib.abc
import importlib.machinery
import os
import sys

_ROOT = os.path.realpath(os.environ["PYCHESS_SRC"]) + os.sep


class _DeferredAnnotations(importlib.machinery.SourceFileLoader):
    def source_to_code(self, data, path, *, _optimize=-1):  # type: ignore[override]
        flags = __future__.annotations.compiler_flag
        return compile(data, path, "exec", flags=flags, dont_inherit=True, optimize=_optimize)

    def get_code(self, fullname):  # type: ignore[override]
        path = self.get_filename(fullname)
        return self.source_to_code(self.get_data(path), path)


class _ServerModules(importlib.abc.MetaPathFinder):
    def find_spec(self, fullname, path=None, target=None):  # type: ignore[override]
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        loader = spec.loader if spec else None
        if isinstance(loader, importlib.machinery.SourceFileLoader) and spec and spec.origin:
            if os.path.realpath(spec.origin).startswith(_ROOT):
                spec.loader = _DeferredAnnotations(loader.name, loader.path)
        return spec


sys.meta_path.insert(0, _ServerModules())

import crc_rules.pyffish  # noqa: E402

crc_rules.pyffish.install()
