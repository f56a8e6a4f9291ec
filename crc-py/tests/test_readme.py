"""The Python examples of the READMEs run."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
READMES = [ROOT / "README.md", ROOT / "crc-py" / "README.md"]


def examples():
    for readme in READMES:
        blocks = re.findall(r"```python\n(.*?)```", readme.read_text(), re.S)
        for number, block in enumerate(blocks, 1):
            yield pytest.param(block, id=f"{readme.parent.name}/{readme.name}#{number}")


@pytest.mark.parametrize("code", list(examples()))
def test_readme_example_runs(code, capsys):
    exec(compile(code, "README", "exec"), {})
    assert capsys.readouterr().out.strip() or "print" not in code


def test_the_readmes_have_python_examples():
    assert len(list(examples())) >= 2
