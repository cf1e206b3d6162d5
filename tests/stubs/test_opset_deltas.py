"""Each opset stub defines what changed at its version and takes the rest from the previous one.

The reference is the flat form of the same module (every operator in force written out, as
``render_opset(module, None)`` makes it): through the imports, every name of every checked-in
module must lead to the same signatures and documentation as in the flat form.
``test_opset_deltas_checkers.py`` asks pyright and mypy the same question.
"""

from __future__ import annotations

import inspect
from pathlib import Path

import pytest
from onnxscribe.core import opdocs, schemas
from onnxscribe.stubgen.package import (
    OpsetModule,
    changed_ops,
    opset_modules,
    render_opset,
    render_opsets,
)
from opset_stub_reader import StubPackage, parse_stub

PACKAGE = Path(__file__).resolve().parents[2] / "stubs" / "onnxscribe-stubs" / "onnxscribe-stubs"
STUBS = StubPackage(PACKAGE)


@pytest.mark.parametrize("module", opset_modules(), ids=lambda m: m.name)
def test_every_operator_in_force_reads_as_in_the_flat_form(module: OpsetModule) -> None:
    flat = parse_stub(render_opset(module, None), f"flat_{module.name}")
    in_force = schemas.ops_at(module.version, module.domain)
    assert set(flat.definitions) == set(in_force)
    for name, schema in in_force.items():
        found = STUBS.resolve(module.name, name)
        assert found is not None, f"{module.name}.{name} is missing"
        expected = flat.definitions[name]
        assert found.signatures == expected.signatures, f"{module.name}.{name}"
        assert found.doc == expected.doc == inspect.cleandoc(opdocs.op_docstring(schema))


@pytest.mark.parametrize("module", opset_modules(), ids=lambda m: m.name)
def test_public_names_and_all_are_those_of_the_opset(module: OpsetModule) -> None:
    in_force = schemas.ops_at(module.version, module.domain)
    assert STUBS.public_names(module.name) == set(in_force)
    exported = STUBS.module(module.name).exported
    assert exported == tuple(sorted(n for n, s in in_force.items() if not s.deprecated))


def test_each_schema_version_is_written_once() -> None:
    """Once, except a deprecated operator: the run-time modules refuse it, so a stub cannot
    import it from the previous module and writes it again."""
    written: dict[tuple[str, str, int], str] = {}
    for module in opset_modules():
        in_force = schemas.ops_at(module.version, module.domain)
        for name, definition in STUBS.module(module.name).definitions.items():
            key = (module.domain, name, in_force[name].since_version)
            again = key in written and in_force[name].deprecated
            assert key not in written or again, (
                f"{key} written in {written.get(key)} and {module.name}"
            )
            written.setdefault(key, definition.module)
    every = {
        (m.domain, name, s.since_version)
        for m in opset_modules()
        for name, s in schemas.ops_at(m.version, m.domain).items()
    }
    assert set(written) == every


def test_a_module_defines_only_what_changed_and_imports_from_the_previous_version() -> None:
    texts = render_opsets()
    opset18 = STUBS.module("opset18")
    in_force = schemas.ops_at(18)
    assert set(opset18.definitions) == {
        n for n, s in in_force.items() if s.since_version == 18 or s.deprecated
    }
    assert changed_ops(OpsetModule("opset18", "", 18), OpsetModule("opset17", "", 17)) == sorted(
        n for n in opset18.definitions if in_force[n].since_version == 18
    )
    assert {source for source, _name in opset18.imports.values() if "opset" in source} == {
        "opset17"
    }
    assert "Upsample" not in opset18.imports  # opset17 has no Upsample at run time
    assert (
        "@deprecated('Upsample is deprecated in this opset; use Resize')\ndef Upsample("
        in (texts["opset18"])
    )
    assert "def Conv(" not in texts["opset18"]
    assert "def Conv(" in texts["opset11"]
    assert "def Gelu(" in texts["opset20"]
