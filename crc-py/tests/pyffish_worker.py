"""Answers pyffish calls for crc-py/tests/hostile.py, in a process of its own, so that a call
that kills pyffish's process (some do) kills only this one.

Reads one JSON line per call, ``[name, args]``, and writes one JSON line per answer:
``{"value": ...}``, or ``{"raised": [...]}`` with the names of the exception's classes,
most specific first. The first line written is pyffish's version. pyffish's own messages on
standard error are left to the parent, which discards them.
"""

import json
import sys

import pyffish

print(json.dumps(list(pyffish.version())), flush=True)
for line in sys.stdin:
    name, args = json.loads(line)
    try:
        answer = {"value": getattr(pyffish, name)(*args)}
    except Exception as error:  # noqa: BLE001 - every kind is reported, by its classes
        answer = {"raised": [kind.__name__ for kind in type(error).__mro__]}
    print(json.dumps(answer), flush=True)
