"""ONNX -> script -> ONNX for the model files onnx ships in onnx/backend/test/data.

That is the ``simple``, ``pytorch-converted`` and ``pytorch-operator`` models with their first
test data set, and the ``light`` versions of the ``real`` models (AlexNet, DenseNet-121,
Inception v1/v2, ResNet-50, ShuffleNet, SqueezeNet, VGG-19, ZFNet-512: the ``real`` folder only
points at them) on random inputs. Same rules and expected-failures file as the node models.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import onnx
import onnx.backend.test.data
import pytest
from onnxscribe.onnx2script.roundtrip import SKIPPED, round_trip
from test_backend_round_trip import EXPECTED

DATA = Path(next(iter(onnx.backend.test.data.__path__)))


def bundled_models() -> list[tuple[str, Path]]:
    found = [(str(p.parent.relative_to(DATA)), p) for p in sorted(DATA.glob("*/*/model.onnx"))]
    found += [(f"light/{p.stem}", p) for p in sorted(DATA.glob("light/*.onnx"))]
    return found


MODELS = bundled_models()


def first_data_set(model: onnx.ModelProto, folder: Path) -> dict[str, Any] | None:
    data_set = folder / "test_data_set_0"
    initialized = {t.name for t in model.graph.initializer}
    names = [v.name for v in model.graph.input if v.name not in initialized]
    feeds = {}
    for index, name in enumerate(names):
        path = data_set / f"input_{index}.pb"
        if not path.is_file():
            return None
        feeds[name] = onnx.numpy_helper.to_array(onnx.load_tensor(str(path)))
    return feeds


def _params() -> list[object]:
    params = []
    for name, path in MODELS:
        marks = []
        if name in EXPECTED:
            marks.append(pytest.mark.xfail(strict=True, reason=EXPECTED[name]))
        params.append(pytest.param(path, id=name, marks=marks))
    return params


@pytest.mark.parametrize("path", _params())
def test_round_trip(path: Path, tmp_path: Path) -> None:
    model = onnx.load(str(path))
    feeds = None if path.parent.name == "light" else first_data_set(model, path.parent)
    outcome = round_trip(model, tmp_path, feeds=feeds)
    if outcome.status == SKIPPED:
        pytest.skip(f"no runtime runs the original: {outcome.reason}")
    assert outcome.ok, f"{outcome.status}: {outcome.reason}"
    assert not outcome.node_changes, f"node counts changed: {outcome.node_changes}"


def test_the_bundled_models_are_found() -> None:
    folders = {name.split("/")[0] for name, _ in MODELS}
    assert {"simple", "pytorch-converted", "pytorch-operator", "light"} <= folders
    assert sum(name.startswith("light/") for name, _ in MODELS) == 9
