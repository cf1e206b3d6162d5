"""Opsets at run time: every op of every version resolves; unknown ops get helpful errors."""

from __future__ import annotations

import onnxscribe
import pytest
from onnxscribe.core import schemas
from onnxscribe.core.opsets import Op, Opset, opset_by_name, opset_names, standard_opset
from onnxscribe.eager.errors import OpCallError


@pytest.mark.parametrize("domain", sorted(schemas.domain_versions()), ids=schemas.display_domain)
def test_every_op_of_every_version_resolves(domain: str) -> None:
    first, last = schemas.domain_versions()[domain]
    for version in range(first, last + 1):
        opset = standard_opset(domain, version)
        for name, schema in schemas.ops_at(version, domain).items():
            if schema.deprecated:
                with pytest.raises(AttributeError, match="deprecated"):
                    getattr(opset, name)
                continue
            op = getattr(opset, name)
            assert isinstance(op, Op)
            assert op.schema is schema
            assert (op.domain, op.version, op.name) == (domain, version, name)
            assert name in opset


def test_standard_opsets_are_module_attributes() -> None:
    latest = schemas.latest_version("")
    assert onnxscribe.opset18 is standard_opset("", 18)
    assert getattr(onnxscribe, f"opset{latest}").version == latest
    assert onnxscribe.ml_opset3.domain == "ai.onnx.ml"
    assert "opset1" in opset_names() and f"opset{latest}" in opset_names()
    assert "ml_opset5" in dir(onnxscribe)
    assert opset_by_name(f"opset{latest + 1}") is None
    with pytest.raises(AttributeError, match=f"no opset{latest + 1}: the installed onnx knows"):
        getattr(onnxscribe, f"opset{latest + 1}")
    with pytest.raises(AttributeError, match=f"ai.onnx versions 1-{latest} "):
        onnxscribe.opset0  # noqa: B018
    with pytest.raises(AttributeError, match="no attribute 'not_a_thing'"):
        onnxscribe.not_a_thing  # type: ignore[attr-defined]  # noqa: B018
    assert not hasattr(onnxscribe, "ml_opset99")
    assert repr(onnxscribe.opset18) == "opset18"
    assert repr(onnxscribe.opset18.Add) == "opset18.Add"


def test_op_is_cached_and_listed() -> None:
    op = onnxscribe.opset18
    assert op.Add is op.Add
    assert op["Relu"] is op.Relu
    assert "Add" in dir(op)
    assert "Gelu" not in dir(op)


def test_unknown_op_suggests_close_matches() -> None:
    with pytest.raises(AttributeError) as raised:
        _ = onnxscribe.opset18.Reshap
    message = str(raised.value)
    assert "no operator Reshap" in message
    assert "did you mean Reshape" in message
    assert "opset18" in message


def test_op_in_other_versions_names_them() -> None:
    with pytest.raises(AttributeError) as raised:
        _ = onnxscribe.opset18.Gelu
    assert "Gelu is not in opset18" in str(raised.value)
    assert f"versions 20-{schemas.latest_version('')}" in str(raised.value)
    with pytest.raises(
        AttributeError, match="deprecated since version 10; it exists in versions 1-9"
    ):
        onnxscribe.opset12.Upsample  # noqa: B018
    assert "Upsample" not in onnxscribe.opset12
    assert "Upsample" in onnxscribe.opset9


def test_custom_domains() -> None:
    custom = Opset("com.example", 1)
    assert custom == Opset("com.example", 1)
    assert hash(custom) == hash(Opset("com.example", 1))
    assert repr(custom) == "Opset('com.example', 1)"
    # an op of a domain onnx does not know is the user's own: no schema, so it cannot run here
    anything = custom.Anything
    assert anything.schema is None and anything.opset == custom
    with pytest.raises(OpCallError, match=r"com\.example\.Anything cannot run eagerly"):
        anything(1.0)
    with pytest.raises(AttributeError, match="has no operator Anything"):
        _ = Opset("ai.onnx.ml", 3).Anything
    assert Opset("ai.onnx", 18) == onnxscribe.opset18
    training = Opset("ai.onnx.preview.training", 1)
    assert training.Adagrad.schema is schemas.lookup("Adagrad", 1, "ai.onnx.preview.training")


def test_script_functions_become_attributes() -> None:
    custom = Opset("com.example.functions", 1)
    marker = object()
    custom.add_function("Selu", marker)
    assert custom.Selu is marker
    assert "Selu" in custom and "Selu" in dir(custom)


@pytest.mark.parametrize("bad", [("", 0), ("", "18"), (3, 1), ("", True)])
def test_bad_opset_arguments(bad: tuple[object, object]) -> None:
    with pytest.raises(TypeError):
        Opset(*bad)  # type: ignore[arg-type]


def test_compatibility_paths() -> None:
    from onnxscribe import onnx_opset, onnx_types, values

    assert onnx_opset.opset18 is onnxscribe.opset18
    assert "opset15" in dir(onnx_opset)
    assert onnx_types.FLOAT is onnxscribe.FLOAT
    assert values.Opset is Opset
    assert values.Op is Op
