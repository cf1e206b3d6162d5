"""``import onnxscribe.opset18``: the standard opsets as modules that are also ``Opset``s."""

from __future__ import annotations

import importlib
import types

import pytest
from onnxscribe.core.opsets import Opset


def test_an_opset_module_is_an_opset_equal_to_the_package_attribute() -> None:
    module = importlib.import_module("onnxscribe.opset18")
    import onnxscribe

    assert isinstance(module, types.ModuleType)
    assert isinstance(module, Opset)
    assert module == onnxscribe.opset18
    assert (module.domain, module.version) == ("", 18)
    assert repr(module) == "opset18"


def test_operators_import_from_the_module() -> None:
    from onnxscribe.opset18 import Relu

    module = importlib.import_module("onnxscribe.opset18")
    assert Relu is module.Relu
    assert (Relu.name, Relu.version, Relu.schema.since_version) == ("Relu", 18, 14)


def test_star_import_gives_the_operators_in_force() -> None:
    namespace: dict[str, object] = {}
    exec("from onnxscribe.ml_opset3 import *", namespace)
    assert "LabelEncoder" in namespace
    assert "Add" not in namespace


def test_preview_domains_are_modules_too() -> None:
    from onnxscribe import preview_training_opset1

    assert preview_training_opset1.domain == "ai.onnx.preview.training"
    assert preview_training_opset1.Adam.name == "Adam"


def test_unknown_operator_is_an_attribute_error_with_advice() -> None:
    module = importlib.import_module("onnxscribe.opset13")
    with pytest.raises(AttributeError, match="Gelu"):
        module.Gelu  # noqa: B018
