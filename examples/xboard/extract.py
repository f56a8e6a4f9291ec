#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Copies named functions out of an XBoard source file, so that a test can compile them.

Usage: extract.py FILE NAME... > OUT.c

backend.o does not link without XBoard's GUI, so the tests of examples/xboard/ compile the
few backend.c functions they need (ApplyMove, SetUpShuffle and their helpers) from the very
text of the tree being tested, patched or not. A function is found in XBoard's style: its
return type on one line, then `NAME (` at the start of the next, its body up to the first
line that is a lone `}`. A name that is missing, or found twice, is an error.
"""
import re
import sys


def extract(lines, name):
    starts = [i for i, line in enumerate(lines) if re.match(re.escape(name) + r" ?\(", line)]
    if len(starts) != 1:
        raise SystemExit(f"extract.py: {name}: {len(starts)} definitions, not 1")
    start = starts[0] - 1  # the return type
    for end in range(starts[0], len(lines)):
        if lines[end].rstrip("\n") == "}":
            return "".join(lines[start:end + 1])
    raise SystemExit(f"extract.py: {name}: no closing brace")


def main():
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    with open(sys.argv[1], encoding="latin-1") as source:
        lines = source.readlines()
    sys.stdout.write(f"/* Extracted from {sys.argv[1].rsplit('/', 1)[-1]} by extract.py. */\n")
    for name in sys.argv[2:]:
        sys.stdout.write(f"\n{extract(lines, name)}")


if __name__ == "__main__":
    main()
