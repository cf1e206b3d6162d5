"""pyright and mypy see every operator of every opset exactly as in the flat form of the stubs.

The stub package is copied with a flat twin of each opset module added (``flat_opset18``: every
operator in force written out). For each module two script files are checked, one through the
checked-in module and one through its flat twin, line for line alike: every operator by attribute
(``reveal_type(op.Conv)``) and by star import. Each checker must report the same on both.
"""

from __future__ import annotations

import re
import shutil
from collections import defaultdict
from pathlib import Path

import pytest
import stub_checkers as checkers
from onnxscribe.core import schemas
from onnxscribe.stubgen.package import opset_modules, render_opset

pytestmark = pytest.mark.slow

_MODULE_NAMES = re.compile(r"\bonnxscribe\.(?:flat_)?((?:\w+_)?opset)\d+\.")
"""A deprecated function is named by its defining module, which differs by design."""


def _script(module: str, ops: list[str]) -> tuple[str, str]:
    """(attribute file, star-import file) checking every operator of ``module``."""
    attributes = [f"from onnxscribe import {module} as op", ""]
    attributes += [f"reveal_type(op.{name})" for name in ops]
    star = [f"from onnxscribe.{module} import *  # noqa", ""]
    star += [f"reveal_type({name})" for name in ops]
    return "\n".join(attributes) + "\n", "\n".join(star) + "\n"


@pytest.fixture(scope="module")
def checked(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, list[str]]]:
    tmp = tmp_path_factory.mktemp("deltas")
    package = tmp / "stubs" / "onnxscribe-stubs"
    shutil.copytree(checkers.STUB_PACKAGE, package)
    scripts = tmp / "scripts"
    scripts.mkdir()
    for module in opset_modules():
        (package / f"flat_{module.name}.pyi").write_text(render_opset(module, None))
        ops = sorted(schemas.ops_at(module.version, module.domain))
        for form, name in (("delta", module.name), ("flat", f"flat_{module.name}")):
            attributes, star = _script(name, ops)
            (scripts / f"{form}_attr_{module.name}.py").write_text(attributes)
            (scripts / f"{form}_star_{module.name}.py").write_text(star)
    found: dict[str, dict[str, list[str]]] = {}
    runs = {
        "pyright": checkers.run_pyright([scripts], tmp, stub_package=package),
        "mypy": checkers.run_mypy([scripts], tmp, plugin=False, stub_package=package),
    }
    for checker, reports in runs.items():
        by_file: dict[str, list[str]] = defaultdict(list)
        for report in reports:
            if "could not be resolved from source" in report.message:
                continue  # the flat twins have no runtime module, by construction
            message = _MODULE_NAMES.sub(r"onnxscribe.\1N.", report.message.replace("flat_", ""))
            by_file[Path(report.path).name].append(f"{report.line}: {report.severity}: {message}")
        found[checker] = by_file
    return found


@pytest.mark.parametrize("checker", ["pyright", "mypy"])
@pytest.mark.parametrize("form", ["attr", "star"])
def test_checkers_report_the_same_for_every_operator(
    checked: dict[str, dict[str, list[str]]], checker: str, form: str
) -> None:
    differing = []
    for module in opset_modules():
        delta = sorted(checked[checker][f"delta_{form}_{module.name}.py"])
        flat = sorted(checked[checker][f"flat_{form}_{module.name}.py"])
        ops = schemas.ops_at(module.version, module.domain)
        revealed = [line for line in flat if "Revealed type" in line or "Type of" in line]
        assert len(revealed) == len(ops), f"{checker} revealed too little for {module.name}"
        if delta != flat:
            extra = sorted(set(delta) ^ set(flat))[:6]
            differing.append(f"{module.name}:\n  " + "\n  ".join(extra))
    assert not differing, f"{checker} ({form}) differs:\n" + "\n".join(differing)


def test_deprecated_operators_stay_out_of_star_imports(
    checked: dict[str, dict[str, list[str]]],
) -> None:
    upsample = sorted(schemas.ops_at(18)).index("Upsample") + 3
    for checker in ("pyright", "mypy"):
        reports = checked[checker]["delta_star_opset18.py"]
        assert any(r.startswith(f"{upsample}: error") for r in reports), (checker, reports[:5])
        reports = checked[checker]["delta_attr_opset18.py"]
        assert any(
            r.startswith(f"{upsample}: ") and "Upsample is deprecated" in r for r in reports
        ), (checker, [r for r in reports if r.startswith(f"{upsample}: ")])
