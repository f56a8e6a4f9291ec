#!/usr/bin/env python3
"""Fails when a module of a crate imports a module that imports it back, directly or
through others ("No module imports one that imports it back").

For each crate given (default: every workspace crate with a `src/lib.rs`), every module file
under `src/` is a node. A module depends on another when its code names `crate::other`, or a
name the crate root re-exports from `other` (`pub use other::{Name, ...}` or `other::*`).
The root (`lib.rs`) only declares and re-exports, so it is no node. Cycles are found as
strongly connected components and printed with the edges that close them.

Usage: scripts/module-cycles.py [CRATE_DIR ...]
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def strip_comments(text: str) -> str:
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def use_trees(text: str) -> list[str]:
    """The bodies of `use crate::...;` statements and the paths `crate::a::b` in code, as
    paths below `crate::` with brace groups expanded."""
    paths: list[str] = []
    for match in re.finditer(r"\buse\s+crate::(.*?);", text, flags=re.S):
        paths.extend(expand(match.group(1).replace("\n", " ")))
    code = re.sub(r"\buse\s+crate::.*?;", "", text, flags=re.S)
    paths.extend(re.findall(r"\bcrate::([A-Za-z_][A-Za-z0-9_]*)", code))
    return paths


def expand(tree: str) -> list[str]:
    """`{a::{b, c}, d}` -> ["a::b", "a::c", "d"] (first segments are what matter)."""
    tree = tree.strip()
    if not tree.startswith("{"):
        head, sep, rest = tree.partition("::")
        if not sep:
            return [head.split(" as ")[0].strip()]
        return [head.strip() + "::" + tail for tail in expand(rest)]
    inner = tree[1 : tree.rindex("}")]
    parts, depth, current = [], 0, ""
    for ch in inner:
        if ch == "," and depth == 0:
            parts.append(current)
            current = ""
            continue
        depth += ch == "{"
        depth -= ch == "}"
        current += ch
    parts.append(current)
    return [p for part in parts if part.strip() for p in expand(part)]


def modules_of(src: Path) -> dict[str, Path]:
    modules = {}
    for path in sorted(src.rglob("*.rs")):
        rel = path.relative_to(src)
        if rel.parts[0] in ("bin",) or rel == Path("lib.rs") or rel == Path("main.rs"):
            continue
        name = rel.parts[0].removesuffix(".rs")
        modules.setdefault(name, path)
        if len(rel.parts) > 1:  # a folder module: every file in it belongs to it
            modules[f"{name}/{path}"] = path
    return modules


def reexports(root_text: str, modules: set[str]) -> dict[str, str]:
    """Names the crate root re-exports, with the module they come from."""
    names: dict[str, str] = {}
    for match in re.finditer(r"\bpub\s+use\s+(?:self::|crate::)?(.*?);", root_text, re.S):
        for path in expand(match.group(1).replace("\n", " ")):
            head, _, tail = path.partition("::")
            if head in modules and tail:
                names[tail.split("::")[-1].split(" as ")[-1].strip()] = head
    return names


def check(crate: Path) -> list[str]:
    src = crate / "src"
    root = src / "lib.rs"
    files = modules_of(src)
    names = {key.split("/")[0] for key in files}
    root_text = strip_comments(root.read_text())
    exported = reexports(root_text, names)
    star_sources = re.findall(r"\bpub\s+use\s+(\w+)::\*\s*;", root_text)
    edges: dict[str, set[str]] = {name: set() for name in names}
    why: dict[tuple[str, str], str] = {}
    for key, path in files.items():
        module = key.split("/")[0]
        text = strip_comments(path.read_text())
        for used in use_trees(text):
            head = used.split("::")[0].strip()
            target = head if head in names else exported.get(head)
            if target is None and head and head[0].isupper() and len(star_sources) == 1:
                target = star_sources[0]
            if target and target != module:
                edges[module].add(target)
                why.setdefault((module, target), f"{path.relative_to(ROOT)}: crate::{used}")
    problems = []
    for component in strongly_connected(edges):
        if len(component) > 1:
            members = sorted(component)
            lines = [
                f"  {why[(a, b)]}"
                for a in members
                for b in sorted(edges[a])
                if b in component
            ]
            problems.append(
                f"{crate.relative_to(ROOT)}: modules {', '.join(members)} import each other:\n"
                + "\n".join(lines)
            )
    return problems


def strongly_connected(edges: dict[str, set[str]]) -> list[set[str]]:
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in edges[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = set()
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.add(top)
                if top == node:
                    break
            components.append(component)

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return components


def main() -> int:
    crates = [Path(a).resolve() for a in sys.argv[1:]] or sorted(
        p.parent.parent for p in ROOT.glob("**/src/lib.rs") if "target" not in p.parts
        and "fuzz" not in p.parts
    )
    problems = [problem for crate in crates for problem in check(crate)]
    for problem in problems:
        print(problem)
    checked = ", ".join(str(c.relative_to(ROOT)) for c in crates)
    if problems:
        print(f"module cycles found ({len(problems)}); crates checked: {checked}")
        return 1
    print(f"no module imports one that imports it back; crates checked: {checked}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
