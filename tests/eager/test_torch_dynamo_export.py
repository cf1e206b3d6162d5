"""onnxscribe functions as custom ops of PyTorch's dynamo exporter (``custom_translation_table``).

Every case is exported twice: with the onnxscribe function (``torch_cases/onnxscribe_ops.py``) and
with the same function written with onnxscript (``torch_cases/onnxscript_ops.py``). onnxruntime runs
the onnxscribe export and matches PyTorch, and the exported graph has the nodes the onnxscript
export has, but for ``CastLike`` nodes: onnxscript casts a float literal to the type of a value
whose type it only learns at run time (a loop-carried value), where onnxscribe knows the type when
it converts the function and needs no cast. The exports are optimized, as ``torch.onnx.export``
does by default; where a test compares the unoptimized graphs it says why.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import onnx
import onnxruntime
import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (CI installs torch==2.13.0)")
pytest.importorskip(
    "onnxscript", reason="torch's dynamo exporter needs onnxscript (CI installs onnxscript==0.7.2)"
)

from onnxscribe import FLOAT, Opset, script  # noqa: E402
from onnxscribe import opset18 as op  # noqa: E402
from torch_cases import onnxscribe_ops as ours  # noqa: E402
from torch_cases import onnxscript_ops as theirs  # noqa: E402

# --------------------------------------------------------------------------- the custom ops


@torch.library.custom_op("oxs_test::rms_norm", mutates_args=())
def rms_norm(
    x: torch.Tensor, weight: torch.Tensor, eps: float = 1e-6, scale: float = 1.0
) -> torch.Tensor:
    return x / torch.sqrt((x * x).mean(-1, keepdim=True) + eps) * weight * scale


@rms_norm.register_fake
def _(x: torch.Tensor, weight: torch.Tensor, eps: float = 1e-6, scale: float = 1.0) -> Any:
    return torch.empty_like(x)


@torch.library.custom_op("oxs_test::min_max", mutates_args=())
def min_max(x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    return x.amin(-1), x.amax(-1)


@min_max.register_fake
def _(x: torch.Tensor) -> Any:
    return x.new_empty(x.shape[:-1]), x.new_empty(x.shape[:-1])


@torch.library.custom_op("oxs_test::clamp", mutates_args=())
def clamp(x: torch.Tensor, low: torch.Tensor | None, high: torch.Tensor | None) -> torch.Tensor:
    return torch.clamp(x, low, high)


@clamp.register_fake
def _(x: torch.Tensor, low: torch.Tensor | None, high: torch.Tensor | None) -> Any:
    return torch.empty_like(x)


@torch.library.custom_op("oxs_test::shrink_large", mutates_args=())
def shrink_large(x: torch.Tensor, limit: float = 10.0) -> torch.Tensor:
    return x / limit if bool(x.abs().max() > limit) else x.clone()


@shrink_large.register_fake
def _(x: torch.Tensor, limit: float = 10.0) -> Any:
    return torch.empty_like(x)


@torch.library.custom_op("oxs_test::doubled", mutates_args=())
def doubled(x: torch.Tensor, times: int = 3) -> torch.Tensor:
    return x * 2.0**times


@doubled.register_fake
def _(x: torch.Tensor, times: int = 3) -> Any:
    return torch.empty_like(x)


class Call(torch.nn.Module):
    """A model whose forward is one call of a custom op."""

    def __init__(self, function: Callable[..., Any], *constants: Any) -> None:
        super().__init__()
        self.function = function
        self.constants = constants

    def forward(self, *inputs: Any) -> Any:
        return self.function(*inputs, *self.constants)


# --------------------------------------------------------------------------- helpers


def export(
    model: torch.nn.Module,
    inputs: tuple[Any, ...],
    table: dict[Any, Any],
    *,
    dynamic_shapes: Any = None,
    optimize: bool = True,
) -> onnx.ModelProto:
    program = torch.onnx.export(
        model.eval(),
        inputs,
        dynamo=True,
        custom_translation_table=table,
        dynamic_shapes=dynamic_shapes,
        optimize=optimize,
        verbose=False,
    )
    assert program is not None
    model_proto = program.model_proto
    onnx.checker.check_model(model_proto, full_check=True)
    return model_proto


def run(model: onnx.ModelProto, *inputs: Any) -> list[np.ndarray]:
    session = onnxruntime.InferenceSession(
        model.SerializeToString(), providers=["CPUExecutionProvider"]
    )
    feeds = {
        given.name: value.numpy() for given, value in zip(session.get_inputs(), inputs, strict=True)
    }
    return session.run(None, feeds)


def matches_torch(model: onnx.ModelProto, torch_model: torch.nn.Module, *inputs: Any) -> None:
    expected = torch_model(*inputs)
    expected = expected if isinstance(expected, tuple) else (expected,)
    found = run(model, *[i for i in inputs if i is not None])
    assert len(found) == len(expected)
    for got, want in zip(found, expected, strict=True):
        np.testing.assert_allclose(got, want.detach().numpy(), rtol=1e-5, atol=1e-5)


def ops(model: onnx.ModelProto, leave_out: frozenset[str] = frozenset()) -> list[tuple[str, str]]:
    """The graph's nodes as (domain, op_type), graph attributes' nodes after their node's."""
    found: list[tuple[str, str]] = []

    def walk(nodes: Any) -> None:
        for node in nodes:
            if node.op_type not in leave_out:
                found.append((node.domain, node.op_type))
            for attribute in node.attribute:
                if attribute.type == onnx.AttributeProto.GRAPH:
                    walk(attribute.g.node)

    walk(model.graph.node)
    return found


def export_both(
    target: Any,
    ours_function: Any,
    theirs_function: Any,
    inputs: tuple[Any, ...],
    *constants: Any,
    **options: Any,
) -> onnx.ModelProto:
    """The onnxscribe export, checked against PyTorch and against the onnxscript export's nodes."""
    model = Call(target, *constants)
    mine = export(model, inputs, {target._opoverload: ours_function}, **options)
    reference = export(model, inputs, {target._opoverload: theirs_function}, **options)
    matches_torch(mine, model, *inputs)
    assert ops(mine, CASTS) == ops(reference, CASTS)
    return mine


CASTS = frozenset({"CastLike"})


X = torch.tensor([[0.5, -1.5, 2.0, 4.0], [3.0, -0.25, 1.0, -2.0], [1.0, 1.0, -1.0, 0.0]])
LARGE = X * 10


# --------------------------------------------------------------------------- script functions


def test_script_function_with_attribute_defaults() -> None:
    weight = torch.tensor([1.0, 2.0, 0.5, -1.0])
    mine = export_both(rms_norm, ours.RmsNorm, theirs.RmsNorm, (X, weight))
    # torch 2.13 inlines the function (as it does onnxscript's); the optimizer drops `* 1.0`
    assert [o for _, o in ops(mine)] == ["Mul", "ReduceMean", "Add", "Sqrt", "Div", "Mul"]
    assert not mine.functions


def test_script_function_with_attributes_given() -> None:
    # eps and scale far from their defaults: a node that kept the defaults would not match
    weight = torch.tensor([1.0, 2.0, 0.5, -1.0])
    export_both(rms_norm, ours.RmsNorm, theirs.RmsNorm, (X, weight), 4.0, 3.0)


def test_script_function_with_two_outputs() -> None:
    mine = export_both(min_max, ours.MinMax, theirs.MinMax, (X,))
    assert len(mine.graph.output) == 2


def test_script_function_with_an_optional_input_left_out() -> None:
    high = torch.tensor(1.5)
    mine = export_both(clamp, ours.Clamp, theirs.Clamp, (X, None, high))
    (clip,) = [n for n in mine.graph.node if n.op_type == "Clip"]
    assert clip.input[1] == ""
    low = torch.tensor(-1.0)
    given = export(Call(clamp), (X, low, high), {clamp._opoverload: ours.Clamp})
    matches_torch(given, Call(clamp), X, low, high)


def test_script_function_with_an_if() -> None:
    mine = export_both(shrink_large, ours.ShrinkLarge, theirs.ShrinkLarge, (X,))
    assert "If" in [o for _, o in ops(mine)]
    matches_torch(mine, Call(shrink_large), LARGE)  # the other branch


def test_script_function_with_a_for_loop() -> None:
    mine = export_both(doubled, ours.Doubled, theirs.Doubled, (X,))
    assert "Loop" in [o for _, o in ops(mine)]
    export_both(doubled, ours.Doubled, theirs.Doubled, (X,), 5)


def test_script_function_of_a_custom_domain_before_torch_inlines_it() -> None:
    # Unoptimized, the graph still shows what torch's tracer was given: the onnxscribe function
    # was recorded as a call in its own domain, then inlined by torch's version conversion exactly
    # as onnxscript's function is (so the nodes, Constants and CastLikes aside, are the same).
    weight = torch.tensor([1.0, 2.0, 0.5, -1.0])
    model = Call(rms_norm)
    table_ours = {rms_norm._opoverload: ours.RmsNorm}
    table_theirs = {rms_norm._opoverload: theirs.RmsNorm}
    mine = export(model, (X, weight), table_ours, optimize=False)
    reference = export(model, (X, weight), table_theirs, optimize=False)
    matches_torch(mine, model, X, weight)
    folded = frozenset({"Constant", "CastLike"})
    assert ops(mine, folded) == ops(reference, folded)
    assert not mine.functions and not reference.functions


def test_script_function_with_dynamic_dims() -> None:
    weight = torch.tensor([1.0, 2.0, 0.5, -1.0])
    batch = torch.export.Dim("batch")
    mine = export_both(
        rms_norm,
        ours.RmsNorm,
        theirs.RmsNorm,
        (X, weight),
        dynamic_shapes=(({0: batch}, None),),
    )
    first = mine.graph.input[0].type.tensor_type.shape.dim[0]
    assert first.dim_param and not first.HasField("dim_value")
    bigger = torch.randn(7, 4)
    matches_torch(mine, Call(rms_norm), bigger, weight)


# --------------------------------------------------------------------------- traced functions


def test_traced_function_with_attribute_defaults() -> None:
    weight = torch.tensor([1.0, 2.0, 0.5, -1.0])
    export_both(rms_norm, ours.rms_norm_traced, theirs.rms_norm_traced, (X, weight))
    export_both(rms_norm, ours.rms_norm_traced, theirs.rms_norm_traced, (X, weight), 4.0, 3.0)


def test_traced_function_with_two_outputs() -> None:
    export_both(min_max, ours.min_max_traced, theirs.min_max_traced, (X,))


def test_traced_function_with_an_optional_input() -> None:
    high = torch.tensor(1.5)
    export_both(clamp, ours.clamp_traced, theirs.clamp_traced, (X, None, high))


def test_traced_function_with_python_if_and_for() -> None:
    export_both(shrink_large, ours.shrink_large_traced, theirs.shrink_large_traced, (LARGE,))
    mine = export_both(doubled, ours.doubled_traced, theirs.doubled_traced, (X,), 4)
    assert [o for _, o in ops(mine)].count("Mul") == 4  # the Python loop, unrolled


def test_traced_function_with_dynamic_dims() -> None:
    batch = torch.export.Dim("batch")
    mine = export_both(
        min_max, ours.min_max_traced, theirs.min_max_traced, (X,), dynamic_shapes=(({0: batch},),)
    )
    matches_torch(mine, Call(min_max), torch.randn(9, 4))


def test_traced_function_records_each_op_call() -> None:
    # Unoptimized, every op call of the traced function is one node of the graph.
    model = Call(doubled, 3)
    table = {doubled._opoverload: ours.doubled_traced}
    mine = export(model, (X,), table, optimize=False)
    matches_torch(mine, model, X)
    assert [o for _, o in ops(mine)].count("Mul") == 3


def test_a_script_function_calling_another_is_exported_with_it() -> None:
    other = Opset("com.other", 1)

    @script(other)
    def Twice(x: FLOAT[...]) -> FLOAT[...]:
        return x * 2.0

    @script(other)
    def TwiceMinMax(x: FLOAT[...]) -> tuple[FLOAT[...], FLOAT[...]]:
        low, high = ours.MinMax(Twice(x))
        return low, high

    model = Call(min_max)
    mine = export(model, (X,), {min_max._opoverload: TwiceMinMax})
    expected = [np.asarray(v) * 2 for v in (X.amin(-1), X.amax(-1))]
    for got, want in zip(run(mine, X), expected, strict=True):
        np.testing.assert_allclose(got, want, rtol=1e-6)


def test_an_op_outside_torch_and_outside_a_recording_says_what_to_do() -> None:
    import onnx_ir as ir

    value = ir.Value(name="x", type=ir.TensorType(ir.DataType.FLOAT))
    with pytest.raises(TypeError, match="outside a recording"):
        op.Relu(value)


def test_script_function_stays_a_function_where_torch_keeps_functions() -> None:
    # torch.onnx.export always converts to its opset, which inlines functions; the exporter
    # underneath it (torch 2.13's _core.export) keeps them. There onnxscribe's function stays a
    # model-local function called from the graph, as onnxscript's does.
    from torch.onnx._internal.exporter import _core, _registration

    weight = torch.tensor([1.0, 2.0, 0.5, -1.0])
    model = Call(rms_norm).eval()
    kept = []
    for function in (ours.RmsNorm, theirs.RmsNorm):
        registry = _registration.ONNXRegistry.from_torchlib()
        registry.register_op(rms_norm._opoverload, function)
        program = _core.export(model, (X, weight), registry=registry, optimize=False)
        kept.append(program.model_proto)
    mine, reference = kept
    assert ops(mine) == ops(reference) == [("com.mycompany", "RmsNorm")]
    assert [(f.domain, f.name) for f in mine.functions] == [("com.mycompany", "RmsNorm")]
    (call,) = mine.graph.node
    assert {a.name: a.f for a in call.attribute} == pytest.approx({"eps": 1e-6, "scale": 1.0})
    matches_torch(mine, model, X, weight)


def test_traced_function_may_call_an_op_of_a_custom_domain() -> None:
    # onnx has no schema for it, so torch's tracer cannot make the node; onnxscribe makes it and
    # hands it to the tracer (no runtime here implements the op, so the model is not run).
    def fused_min_max(x: Any) -> Any:
        low, high = ours.mycompany.FusedMinMax(op.Relu(x), axis=-1, _num_outputs=2)
        return low, high

    mine = export(Call(min_max), (X,), {min_max._opoverload: fused_min_max})
    assert ops(mine) == [("", "Relu"), ("com.mycompany", "FusedMinMax")]
    (fused,) = [n for n in mine.graph.node if n.op_type == "FusedMinMax"]
    assert [(a.name, a.i) for a in fused.attribute] == [("axis", -1)]
    assert {i.domain: i.version for i in mine.opset_import}["com.mycompany"] == 1
