"""docs/architecture.md stays exact: every module and function it names in code spans exists,
every file name it gives is a module of the package (or a test file), and it describes every
subpackage and every layer and contract that pyproject.toml gives import-linter."""

from __future__ import annotations

import importlib
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "server" / "onnxscribe"
ARCHITECTURE = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")

if sys.version_info >= (3, 11):
    import tomllib
else:
    import tomli as tomllib

EXAMPLE_FILES = {"model"}
"""File names of the walk-through's example, not of the project."""


def test_every_dotted_reference_names_a_real_module_and_attribute() -> None:
    references = set(re.findall(r"`([a-z_]+(?:/[a-z_]+)*)/([a-z_]+)\.([A-Za-z_]+)`", ARCHITECTURE))
    assert len(references) > 20
    wrong = []
    for folder, module, name in sorted(references):
        if folder == "tests":
            if not (ROOT / folder / f"{module}.{name}").exists():
                wrong.append(f"{folder}/{module}.{name}")
            continue
        dotted = f"onnxscribe.{folder.replace('/', '.')}.{module}"
        if name == "py":
            found = (PACKAGE / folder / f"{module}.py").exists()
        else:
            found = hasattr(importlib.import_module(dotted), name)
        if not found:
            wrong.append(f"{folder}/{module}.{name}")
    assert not wrong, f"docs/architecture.md names what does not exist: {wrong}"


def test_every_file_name_is_a_module_of_the_package_or_a_test() -> None:
    stems = {path.stem for path in PACKAGE.rglob("*.py")}
    stems |= {path.stem for path in (ROOT / "tests").glob("*.py")}
    named = set(re.findall(r"(?<![\w/.-])([a-z_0-9]+)\.py\b", ARCHITECTURE))
    assert not named - stems - EXAMPLE_FILES


def test_every_subpackage_is_described() -> None:
    subpackages = {path.parent.name for path in PACKAGE.glob("*/__init__.py")}
    assert subpackages
    for name in subpackages:
        assert re.search(rf"^  {name}/ ", ARCHITECTURE, re.M), name


def test_the_layers_and_contracts_are_those_of_pyproject() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    layers = next(c for c in contracts if c["type"] == "layers")["layers"]
    stated = re.search(r"## Which way imports go\n\n```\n(.*?)```", ARCHITECTURE, re.S)
    assert stated is not None
    as_written = [
        {part.strip() for part in layer.split("|")}
        for layer in " ".join(stated.group(1).split()).split("<-")
    ]
    expected = [
        {module.strip().removeprefix("onnxscribe.") for module in layer.split("|")}
        for layer in reversed(layers)
    ]
    assert as_written == expected
    for contract in contracts:
        assert f"**{contract['name']}**" in ARCHITECTURE or contract["type"] == "layers", contract[
            "name"
        ]
