"""The shape rule table: one rule per (op, since_version), real version boundaries, no crashes.

Rules never catch their own exceptions, so a rule that raises on some input is a bug; the
property test below feeds every rule arbitrary inputs and attributes to find such bugs.
"""

from __future__ import annotations

import numpy as np
import onnx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from onnxscribe.core import schemas, shape_rules
from onnxscribe.core.shape_rules import RULES, Arg, DuplicateRule, infer_shapes
from onnxscribe.core.shape_rules.registry import ShapeResult, ShapeRules
from onnxscribe.lower.ranks import UNKNOWN_FROM_ANY_INPUT, output_ranks


def _since_versions(op: str) -> set[int]:
    return {
        s.since_version
        for s in onnx.defs.get_all_schemas_with_history()
        if s.name == op and s.domain == ""
    }


def test_a_second_rule_for_one_op_and_version_is_refused() -> None:
    table = ShapeRules()
    table.register(["Relu"], 1, lambda args, attributes, n: None)
    with pytest.raises(DuplicateRule, match="Relu since version 1"):
        table.register(["Relu"], 1, lambda args, attributes, n: None)


def test_the_package_registers_each_op_and_version_once() -> None:
    keys = RULES.registered()
    assert len(keys) == len(set(keys))
    assert ("Cast", 1) in keys and ("Identity", 1) in keys


def test_lookup_picks_the_latest_rule_not_above_the_version() -> None:
    def old(args: object, attributes: object, n: int) -> ShapeResult:
        return ShapeResult([("old",)])

    def new(args: object, attributes: object, n: int) -> ShapeResult:
        return ShapeResult([("new",)])

    table = ShapeRules()
    table.register(["Squeeze"], 13, new)
    table.register(["Squeeze"], 1, old)
    assert table.lookup("Squeeze", 11) is old
    assert table.lookup("Squeeze", 13) is new
    assert table.lookup("Squeeze", 21) is new
    later = ShapeRules()
    later.register(["Gelu"], 20, new)
    assert later.lookup("Gelu", 18) is None


def test_every_rule_names_an_ai_onnx_op_and_a_version_where_its_schema_changed() -> None:
    for op, since in RULES.registered():
        versions = _since_versions(op)
        assert versions, f"{op} is not an ai.onnx operator"
        assert since == 1 or since in versions, f"{op} has no schema change at version {since}"


def test_the_version_picks_the_form_of_the_op() -> None:
    data = Arg((1, 3, 1))
    axes = Arg((1,), np.array([0]))
    assert infer_shapes("Squeeze", [data], {"axes": [2]}, 11, 1).outputs == [(1, 3)]
    assert infer_shapes("Squeeze", [data, axes], {}, 13, 1).outputs == [(3, 1)]
    assert infer_shapes("ReduceMean", [data], {"axes": [1]}, 17, 1).outputs == [(1, 1, 1)]
    assert infer_shapes("ReduceMean", [data, axes], {"keepdims": 0}, 18, 1).outputs == [(3, 1)]
    assert infer_shapes("ReduceSum", [data, axes], {"keepdims": 0}, 13, 1).outputs == [(3, 1)]
    assert infer_shapes("Softmax", [Arg((2, 3))], {}, 11, 1).problems == []
    split = infer_shapes("Split", [Arg((5,))], {"num_outputs": 2}, 18, 2)
    assert split.outputs == [(3,), (2,)]
    assert infer_shapes("Split", [Arg((5,))], {}, 13, 2).outputs == [None, None]


def test_a_rule_that_raises_is_an_internal_error_of_the_check(monkeypatch) -> None:
    from onnxscribe import analyze

    def broken(args: object, attributes: object, n: int) -> ShapeResult:
        raise ZeroDivisionError("broken rule")

    monkeypatch.setitem(RULES._rules, "Relu", [broken])
    source = (
        "from onnxscribe import script, FLOAT, opset18 as op\n\n"
        "@script()\ndef f(X: FLOAT['N']) -> FLOAT['N']:\n    return op.Relu(X)\n"
    )
    found = analyze(source, "broken.py").diagnostics
    assert [d.code for d in found] == ["OXS900"]
    assert "broken rule" in found[0].message


def test_lowering_estimates_ranks_with_the_same_rules() -> None:
    assert output_ranks("MatMul", 18, [(3, None), (2, None)], {}, 1) == [3]
    assert output_ranks("MatMul", 18, [(1, None), (1, None)], {}, 1) == [0]
    assert output_ranks("Gather", 18, [(3, None), (2, None)], {}, 1) == [4]
    axes = np.array([0, 1])
    assert output_ranks("Unsqueeze", 18, [(1, None), (1, axes)], {}, 1) == [3]
    assert output_ranks("Squeeze", 18, [(3, None), (1, axes)], {}, 1) == [1]
    assert output_ranks("Reshape", 18, [(4, None), (1, np.array([2, -1, 3]))], {}, 1) == [3]
    assert output_ranks("Pad", 18, [(2, None), (1, None)], {}, 1) == [2]
    assert output_ranks("NonZero", 18, [(3, None)], {}, 1) == [2]
    assert output_ranks("Add", 18, [(2, None), (None, None)], {}, 1) == [None]
    # Conditions: lowering leaves what it does not estimate to the checker (OXS506).
    assert output_ranks("ReduceSum", 18, [(1, None), None], {}, 1) == [None]


_DIMS = st.one_of(st.integers(-2, 6), st.sampled_from(["N", "M"]), st.none())
_SHAPES = st.one_of(st.none(), st.lists(_DIMS, max_size=4).map(tuple))
_CONSTS = st.one_of(
    st.none(),
    st.lists(st.integers(-(2**63), 2**63 - 1), max_size=4).map(lambda v: np.array(v, np.int64)),
    st.lists(st.integers(-5, 5), max_size=3).map(lambda v: np.array(v, np.int64)),
    st.lists(st.floats(allow_nan=True), min_size=1, max_size=1).map(np.array),
    st.just(np.array(["a"], dtype=object)),
)
_SMALL_INTS = st.lists(st.integers(-3, 3), min_size=1, max_size=2).map(
    lambda v: Arg((len(v),), np.array(v, np.int64))
)
_ARGS = st.one_of(
    st.builds(Arg, _SHAPES),
    st.builds(Arg, _SHAPES, _CONSTS, st.one_of(st.none(), st.lists(_DIMS, max_size=3).map(tuple))),
    st.none(),
)
_VALUES = st.one_of(
    st.integers(-5, 5),
    st.booleans(),
    st.floats(allow_nan=True),
    st.text(max_size=2),
    st.lists(st.integers(-5, 5), max_size=4),
    st.just(np.array([[1, 2]])),
    st.just([1.5, "x"]),
)
_NAMES = [
    "axis",
    "axes",
    "keepdims",
    "perm",
    "to",
    "split",
    "num_outputs",
    "starts",
    "ends",
    "pads",
    "paddings",
    "transA",
    "allowzero",
    "noop_with_empty_axes",
    "start",
    "end",
    "batch_axis",
    "time_axis",
    "kernel_shape",
    "strides",
    "dilations",
    "auto_pad",
    "value",
    "value_int",
    "value_floats",
    "value_strings",
]


def _one_key_per_rule() -> list[tuple[str, int]]:
    seen: dict[object, tuple[str, int]] = {}
    for op, since in RULES.registered():
        seen.setdefault(RULES.lookup(op, since), (op, since))
    return sorted(seen.values())


@pytest.mark.parametrize("key", _one_key_per_rule(), ids=lambda key: f"{key[0]}-{key[1]}")
@settings(
    max_examples=100, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck)
)
@given(
    data=st.builds(Arg, _SHAPES),
    rest=st.lists(st.one_of(_SMALL_INTS, _ARGS), max_size=4),
    attributes=st.dictionaries(st.sampled_from(_NAMES), _VALUES, max_size=3),
    outputs=st.integers(1, 4),
)
def test_no_rule_raises_on_any_input(key, data, rest, attributes, outputs) -> None:
    op, since = key
    result = infer_shapes(op, [data, *rest], attributes, since, outputs)
    assert result is None or isinstance(result, ShapeResult)


def test_every_op_with_a_rule_is_known_to_the_schemas() -> None:
    for op, _ in RULES.registered():
        assert schemas.lookup(op, schemas.latest_version()) is not None, op
    assert shape_rules.has_rule("Gemm") and not shape_rules.has_rule("MaxPool")


def _onnx_output_shapes(
    op: str, shapes: list[tuple[object, ...] | None], attributes: dict, outputs: int, version: int
) -> list[tuple[object, ...] | None] | None:
    """ONNX's own inference for one node on FLOAT inputs; None when it reports an error."""
    helper = onnx.helper
    inputs = [
        helper.make_tensor_value_info(f"in{i}", onnx.TensorProto.FLOAT, shape)
        for i, shape in enumerate(shapes)
    ]
    names = [f"out{i}" for i in range(outputs)]
    node = helper.make_node(op, [v.name for v in inputs], names, **attributes)
    graph = helper.make_graph(
        [node],
        "g",
        inputs,
        [helper.make_tensor_value_info(n, onnx.TensorProto.FLOAT, None) for n in names],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", version)])
    try:
        inferred = onnx.shape_inference.infer_shapes(model, strict_mode=True)
    except onnx.shape_inference.InferenceError:
        return None
    found: list[tuple[object, ...] | None] = []
    for output in inferred.graph.output:
        tensor = output.type.tensor_type
        if not tensor.HasField("shape"):
            found.append(None)
            continue
        dims = [
            d.dim_value if d.HasField("dim_value") else d.dim_param or None
            for d in tensor.shape.dim
        ]
        # ONNX names a dim it cannot know "unk__<n>": unknown, as None is here
        found.append(tuple(None if str(d).startswith("unk__") else d for d in dims))
    return found


_AGREE_WITH_ONNX = [
    ("LayerNormalization", [(2, 3, 4), (4,)], {}, 3, 17, True),
    ("LayerNormalization", [(2, 3, 4), (3, 4)], {"axis": 1}, 3, 17, True),
    ("LayerNormalization", [("N", "M", 4), (4,)], {"axis": 0}, 3, 17, True),
    ("LayerNormalization", [("N", 3, 4), (3, 4)], {"axis": -2}, 2, 17, True),
    ("LayerNormalization", [("N", 3, 4), (4,)], {}, 1, 17, True),
    ("LayerNormalization", [(2, 3, 4), (4,)], {"axis": 3}, 3, 17, False),
    ("LayerNormalization", [(2, 3, 4), (4,)], {"axis": -4}, 3, 17, False),
    ("LayerNormalization", [(), ()], {}, 3, 17, False),
    ("Conv", [(1, 80, 3000), (384, 80, 3), (384,)], {"pads": [1, 1]}, 1, 18, True),
    ("Conv", [(1, 384, 3000), (384, 384, 3)], {"pads": [1, 1], "strides": [2]}, 1, 18, True),
    ("Conv", [("N", 3, 32, 32), (8, 3, 3, 3)], {}, 1, 1, True),
    ("Conv", [("N", 3, 32, 32), (8, 3, 3, 3)], {}, 1, 11, True),
    (
        "Conv",
        [("N", 3, 32, "W"), (8, 3, 3, 3)],
        {"auto_pad": "SAME_UPPER", "strides": [2, 2]},
        1,
        18,
        True,
    ),
    (
        "Conv",
        [("N", 3, 32, 31), (8, 3, 3, 3)],
        {"auto_pad": "SAME_LOWER", "strides": [3, 3]},
        1,
        18,
        True,
    ),
    (
        "Conv",
        [("N", 3, 32, 33), (8, 3, 3, 3)],
        {"auto_pad": "VALID", "strides": [2, 2]},
        1,
        18,
        True,
    ),
    (
        "Conv",
        [("N", 3, 32, 31), (8, 3, 3, 3)],
        {"auto_pad": "VALID", "dilations": [2, 3]},
        1,
        18,
        True,
    ),
    (
        "Conv",
        [("N", 3, 32, 33), (8, 3, 3, 3)],
        {"dilations": [2, 2], "pads": [1, 2, 1, 2]},
        1,
        18,
        True,
    ),
    ("Conv", [("N", 6, 32, 33), (8, 3, 3, 3)], {"group": 2}, 1, 18, True),
    ("Conv", [("N", 6, 32, 33), (8, 3, 3, 3)], {"kernel_shape": [5, 5]}, 1, 18, True),
    ("Conv", [("N", 3, 32, 31), ("M", 3, 3, 3)], {}, 1, 22, True),
    ("Conv", [(None, 3, 32, 32), (8, 3, 3, 3)], {}, 1, 22, True),
    ("Conv", [("N", 6, 32, 33), (8, 3, "k", 3)], {}, 1, 18, False),
    ("Conv", [("N", 3, 1, 31), (8, 3, 3, 3)], {}, 1, 18, False),
    ("Conv", [("N", 3, 32, 31), (8, 3, 3, 3)], {"pads": [1, 1]}, 1, 18, False),
    ("Conv", [("N", 3, 32, 31), (8, 3, 3, 3)], {"strides": [1]}, 1, 18, False),
    ("Conv", [("N", 3, 32), (8, 3, 3, 3)], {}, 1, 18, False),
    ("Conv", [("N", 3, 32, 32), (8, 3, 3, 3)], {"pads": [-1, 0, 0, 0]}, 1, 22, False),
    ("Conv", [("N", 3, 32, 32), (8, 3, 3, 3)], {"strides": [0, 1]}, 1, 22, False),
    ("Conv", [("N", 3, 32, 32), (8, 3, 3, 3)], {"auto_pad": "SAME"}, 1, 22, False),
]


@pytest.mark.parametrize(
    ("op", "shapes", "attributes", "outputs", "version", "answers"),
    _AGREE_WITH_ONNX,
    ids=[f"{case[0]}-{index}" for index, case in enumerate(_AGREE_WITH_ONNX)],
)
def test_layer_normalization_and_conv_agree_with_onnx_or_leave_it_to_onnx(
    op: str,
    shapes: list[tuple[object, ...] | None],
    attributes: dict,
    outputs: int,
    version: int,
    answers: bool,
) -> None:
    """Where the rule answers, ONNX's inference gives the same shapes; where ONNX has no definite
    shape or reports an error, the rule does not answer (ONNX is asked instead)."""
    args = [Arg(shape) for shape in shapes]
    result = infer_shapes(op, args, attributes, version, outputs)
    if not answers:
        assert result is None
        return
    assert result is not None and not result.problems
    assert result.outputs == _onnx_output_shapes(op, shapes, attributes, outputs, version)


def _arity(op: str) -> int:
    """How many inputs to give: the op's own count (two for the variadic ones)."""
    if op in schemas.BROADCASTING_OPS:
        return 3 if op == "Where" else 2
    return 2 if op == "MatMul" else 1


@pytest.mark.parametrize("op", sorted(UNKNOWN_FROM_ANY_INPUT))
@settings(max_examples=60, deadline=None, derandomize=True)
@given(shapes=st.lists(_SHAPES, min_size=3, max_size=3), unknown=st.integers(0, 2))
def test_an_input_of_unknown_rank_leaves_the_output_unknown(
    op: str, shapes: list[tuple[object, ...] | None], unknown: int
) -> None:
    """What lowering takes for granted without asking the rules (``UNKNOWN_FROM_ANY_INPUT``)."""
    given = shapes[: _arity(op)]
    given[unknown % len(given)] = None
    args = [Arg(shape) for shape in given]  # type: ignore[arg-type]
    result = infer_shapes(op, args, {}, schemas.latest_version(), 1)
    assert result is None or result.outputs[0] is None
