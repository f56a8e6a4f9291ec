#!/usr/bin/env python3
"""Checks the crates.io packages of the workspace before a release (docs/releasing.md).

1. Metadata: every published package has a description, a licence, a readme, keywords,
   categories, documentation, a rust-version and, for a library, docs.rs metadata; no URL
   is a placeholder.
2. Contents: `cargo package --list` of each holds only what the workspace's `include`
   allows (its code, its readme, both licences, and what cargo adds); anything else, test
   data first of all, fails, and so does a missing readme or licence.
3. Archives: `cargo package --workspace` (the unpublished members excluded) builds each
   package from its own .crate, its dependencies on the others resolved to their archives;
   the licences in each .crate are the repository's, not links.

Arguments go to `cargo package` (`--allow-dirty` to check uncommitted work).

Usage: scripts/check-packages.py [CARGO_PACKAGE_ARG ...]
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path
from typing import Any

from published_packages import ROOT, is_published, published_packages, workspace_metadata

# What cargo puts into every package besides the files `include` selects.
CARGO_FILES = {"Cargo.toml", "Cargo.toml.orig", "Cargo.lock", ".cargo_vcs_info.json"}
LICENCES = ("LICENSE-MIT", "LICENSE-APACHE")
REQUIRED = {"README.md", *LICENCES}
# The code a package builds from; the workspace's `include` in Cargo.toml says the same.
CODE = re.compile(r"(build\.rs|src/([\w-]+/)*[\w-]+\.rs)")
PLACEHOLDER_URL = re.compile(r"example\.(invalid|com|org|net)|localhost|\.invalid\b")
# cargo's note on each test target left out of a package: the tests stay in the repository
# with their data, on purpose (Cargo.toml, `include`).
TEST_LEFT_OUT = re.compile(r"warning: ignoring test `[\w-]+` as `tests/[\w/-]+\.rs` is not included")


def metadata_problems(package: dict[str, Any]) -> list[str]:
    problems = []
    for field in ("description", "license", "readme", "documentation", "rust_version"):
        if not package.get(field):
            problems.append(f"no {field}")
    if not 1 <= len(package["keywords"]) <= 5:
        problems.append(f"{len(package['keywords'])} keywords (crates.io takes 1 to 5)")
    if not package["categories"]:
        problems.append("no categories")
    for field in ("documentation", "homepage", "repository"):
        if package.get(field) and PLACEHOLDER_URL.search(package[field]):
            problems.append(f"placeholder {field} {package[field]}")
    is_library = any("lib" in t["kind"] or "cdylib" in t["kind"] for t in package["targets"])
    docs_rs = ((package.get("metadata") or {}).get("docs") or {}).get("rs")
    if is_library and docs_rs is None:
        problems.append("no [package.metadata.docs.rs]")
    return problems


def content_problems(files: list[str]) -> list[str]:
    unexpected = [f for f in files if f not in CARGO_FILES | REQUIRED and not CODE.fullmatch(f)]
    missing = sorted(REQUIRED - set(files))
    return [f"unexpected file {f}" for f in unexpected] + [f"no {f}" for f in missing]


def cargo_package(*args: str) -> str:
    """The standard output of `cargo package ARGS`; its warnings, but the expected ones, are
    printed, and its failure ends the check."""
    result = subprocess.run(["cargo", "package", *args], cwd=ROOT, capture_output=True, text=True)
    lines = [line for line in result.stderr.splitlines() if not TEST_LEFT_OUT.match(line)]
    if result.returncode != 0:
        sys.exit(f"cargo package {' '.join(args)} failed:\n" + "\n".join(lines))
    for line in lines:
        if line.startswith("warning"):
            print(line, file=sys.stderr)
    return result.stdout


def forget_earlier_archives(packages: list[dict[str, Any]]) -> None:
    """Removes what an earlier run left of these packages' archives, so that each is built
    from the archive made now.

    `cargo package --workspace` unpacks each archive into cargo's home, under a registry named
    after the target directory, and keeps it there. A later run of the same version finds the
    old sources and builds from them, without comparing: CI on a new commit, at the same path,
    then failed on code the commit had changed. Cargo also takes a registry package's build
    for up to date while its version is the same, so the workspace's builds of these packages
    go too (`cargo clean -p`, a few seconds of building).
    """
    cargo_home = Path(os.environ.get("CARGO_HOME", Path.home() / ".cargo"))
    for package in packages:
        unpacked = f"{package['name']}-{package['version']}"
        for directory in (cargo_home / "registry" / "src").glob(f"*/{unpacked}"):
            shutil.rmtree(directory)
        subprocess.run(["cargo", "clean", "--quiet", "-p", package["name"]], cwd=ROOT, check=True)


def archive_problems(package: dict[str, Any], target: Path) -> list[str]:
    crate = target / "package" / f"{package['name']}-{package['version']}.crate"
    prefix = f"{package['name']}-{package['version']}"
    problems = []
    with tarfile.open(crate) as archive:
        names = set(archive.getnames())
        # A licence missing from the package is reported with its file list.
        for licence in (licence for licence in LICENCES if f"{prefix}/{licence}" in names):
            member = archive.getmember(f"{prefix}/{licence}")
            extracted = archive.extractfile(member) if member.isfile() else None
            if extracted is None or extracted.read() != (ROOT / licence).read_bytes():
                problems.append(f"{licence} in {crate.name} is not the repository's")
    return problems


def main(cargo_args: list[str]) -> int:
    metadata = workspace_metadata()
    packages = published_packages(metadata)
    problems: dict[str, list[str]] = {}
    for package in packages:
        listed = cargo_package("--list", "--package", package["name"], *cargo_args)
        problems[package["name"]] = metadata_problems(package) + content_problems(listed.split())
    unpublished = [p["name"] for p in metadata["packages"] if not is_published(p)]
    excludes = [arg for name in unpublished for arg in ("--exclude", name)]
    forget_earlier_archives(packages)
    cargo_package("--workspace", *excludes, *cargo_args)
    for package in packages:
        problems[package["name"]] += archive_problems(package, Path(metadata["target_directory"]))
    failed = False
    for name, found in problems.items():
        for problem in found:
            print(f"{name}: {problem}", file=sys.stderr)
            failed = True
    if failed:
        return 1
    print(f"packages build from their archives, with only their own files: {', '.join(problems)}")
    print(f"not published: {', '.join(unpublished)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
