#!/usr/bin/env python3
"""The workspace's packages for crates.io, as `cargo metadata` gives them: every member
without `publish = false`. The release checks read this list instead of naming packages, so
that a package added or renamed is checked without editing them.

Usage: scripts/published_packages.py    prints their names, one a line, in dependency order
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def workspace_metadata() -> dict[str, Any]:
    output = subprocess.run(
        ["cargo", "metadata", "--no-deps", "--format-version", "1"],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    metadata: dict[str, Any] = json.loads(output)
    return metadata


def is_published(package: dict[str, Any]) -> bool:
    # `publish = false` reads as an empty list of registries; absent, it is null (any).
    return bool(package["publish"] != [])


def published_packages(metadata: dict[str, Any]) -> list[dict[str, Any]]:
    """The published members, each after the members it depends on: the order in which
    they go to crates.io (docs/releasing.md)."""
    members = {p["name"]: p for p in metadata["packages"] if is_published(p)}
    ordered: list[dict[str, Any]] = []

    def visit(name: str) -> None:
        if name in members and members[name] not in ordered:
            for dependency in members[name]["dependencies"]:
                if dependency["kind"] != "dev":
                    visit(dependency["name"])
            ordered.append(members[name])

    for name in sorted(members):
        visit(name)
    return ordered


if __name__ == "__main__":
    for package in published_packages(workspace_metadata()):
        print(package["name"])
