import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from onnxscribe.core.shape_rules import Arg, broadcast, infer_shapes
from onnxscribe.core.shape_rules.common import broadcast_dims


def shape(*dims):
    return Arg(tuple(dims))


def const(values, dtype=np.int64):
    array = np.asarray(values, dtype=dtype)
    return Arg(tuple(array.shape), array)


def run(op, *args, version=18, outputs=1, **attributes):
    result = infer_shapes(op, list(args), attributes, version, outputs)
    assert result is not None
    return result


@pytest.mark.parametrize(
    ("shapes", "expected"),
    [
        ([(2, 3), (3,)], (2, 3)),
        ([("N", 1), (1, 4)], ("N", 4)),
        ([("N", 3), ()], ("N", 3)),
        ([("N",), ("M",)], (None,)),
        ([("N",), (3,)], (3,)),
        ([("N",), ("N",)], ("N",)),
        ([(1,), (1,)], (1,)),
        ([(2, None), (2, 5)], (2, 5)),
    ],
)
def test_broadcast(shapes, expected):
    assert broadcast(shapes) == (expected, None)


def test_broadcast_failure_blames_the_second_input():
    result, error = broadcast([(2, 3), (4,)])
    assert result is None and error is not None and error[0] == 1


def test_broadcast_blames_the_input_by_its_position_among_all_inputs():
    # a scalar input takes part in no column, but still counts in the position blamed
    result, error = broadcast([(2, 3), (), (4, 3)])
    assert result is None and error is not None and error[0] == 2


@pytest.mark.parametrize("shapes", [[(), ()], [()], [(), (2, "N"), ()], [(2, "N"), (), (2, "N")]])
def test_broadcast_with_scalars_keeps_the_other_shape(shapes):
    wide = [s for s in shapes if s]
    assert broadcast(shapes) == (wide[0] if wide else (), None)


@given(
    st.lists(st.sampled_from([1, 2, 3, "N", "M", None]), max_size=3).map(tuple),
    st.lists(st.sampled_from([1, 2, 3, "N", "M", None]), max_size=3).map(tuple),
)
def test_broadcast_of_two_shapes_is_the_broadcast_of_each_column(first, second):
    rank = max(len(first), len(second))
    columns = [
        [
            shape[i - (rank - len(shape))] if i >= rank - len(shape) else 1
            for shape in (first, second)
        ]
        for i in range(rank)
    ]
    dims = [broadcast_dims(column) for column in columns]
    result, error = broadcast([first, second])
    if any(message is not None for _, message in dims):
        assert result is None and error is not None
    else:
        assert error is None and result == tuple(dim for dim, _ in dims)


def test_broadcast_never_fails_on_symbols():
    for other in [(5,), ("M",), (None,), (1,)]:
        assert broadcast([("N",), other])[1] is None


def test_unknown_rank_broadcasts_to_unknown():
    assert broadcast([None, (2,)]) == (None, None)


def test_add_reports_501():
    result = run("Add", shape(2, 3), shape(4))
    assert [p.code for p in result.problems] == ["OXS501"]


def test_matmul_shapes_and_inner_dims():
    result = run("MatMul", shape("N", "M"), shape("K", 5))
    assert result.outputs == [("N", 5)]
    assert [(e.left, e.right) for e in result.equal] == [("M", "K")]
    assert run("MatMul", shape(2, 3), shape(3, 4)).equal == []  # (equal: nothing to unify)
    assert run("MatMul", shape(3), shape(3, 4)).outputs == [(4,)]
    assert run("MatMul", shape(2, 3, 4), shape(4)).outputs == [(2, 3)]
    assert run("MatMul", shape(7, 2, 3), shape(3, 4)).outputs == [(7, 2, 4)]


def test_matmul_of_a_scalar_is_a_rank_error():
    assert [p.code for p in run("MatMul", shape(), shape(3)).problems] == ["OXS503"]


def test_gemm_with_transposes():
    result = run("Gemm", shape(3, "N"), shape(5, 3), transA=1, transB=1)
    assert result.outputs == [("N", 5)]
    assert [p.code for p in run("Gemm", shape(3), shape(3, 4)).problems] == ["OXS503"]


def test_reshape():
    assert run("Reshape", shape(2, 3, 4), const([0, -1])).outputs == [(2, 12)]
    assert run("Reshape", shape("N", 3), const([-1])).outputs == [(None,)]
    assert run("Reshape", shape("N", 3), const([-1, 3])).outputs == [("N", 3)]
    assert run("Reshape", shape("N", 4), Arg((2,), None, ("N", 4))).outputs == [("N", 4)]
    assert [p.code for p in run("Reshape", shape(2, 3), const([4, -1])).problems] == ["OXS507"]
    assert [p.code for p in run("Reshape", shape(2, 3), const([4, 2])).problems] == ["OXS507"]


def test_reshape_with_an_unknown_target_of_known_length():
    assert run("Reshape", shape(2, 3), Arg((3,))).outputs == [(None, None, None)]


def test_transpose():
    assert run("Transpose", shape("N", 3, 4), perm=[2, 0, 1]).outputs == [(4, "N", 3)]
    assert run("Transpose", shape("N", 3)).outputs == [(3, "N")]
    assert [p.code for p in run("Transpose", shape(2, 3), perm=[0, 2]).problems] == ["OXS309"]


def test_concat():
    result = run("Concat", shape("N", 3), shape("N", 4), axis=1)
    assert result.outputs == [("N", 7)]
    assert result.equal == []  # (dims already equal: nothing to unify)
    unequal = run("Concat", shape("N", 3), shape("M", 4), axis=1)
    assert [(e.left, e.right) for e in unequal.equal] == [("N", "M")]
    assert [p.code for p in run("Concat", shape(2), shape(2, 3), axis=0).problems] == ["OXS503"]
    assert [p.code for p in run("Concat", shape(2), shape(3), axis=1).problems] == ["OXS309"]
    assert run("Concat", shape("N"), shape(3), axis=0).outputs == [(None,)]


def test_concat_propagates_known_elements():
    result = run("Concat", Arg((1,), None, ("N",)), const([3]), axis=0)
    assert result.elems == [("N", 3)]


def test_slice():
    assert run("Slice", shape(10, 4), const([2]), const([5]), const([0])).outputs == [(3, 4)]
    assert run("Slice", shape(10), const([0]), const([-1]), None, const([2])).outputs == [(5,)]
    assert run("Slice", shape("N", 4), const([1]), const([3]), const([1])).outputs == [("N", 2)]
    assert run("Slice", shape("N"), const([1]), const([3])).outputs == [(None,)]
    assert run("Slice", shape(4, 4), Arg((1,)), Arg((1,))).outputs == [(None, None)]


def test_gather():
    assert run("Gather", shape("N", 3), const(1), axis=1).outputs == [("N",)]
    assert run("Gather", shape(5, 3), const([[0, 1]])).outputs == [(1, 2, 3)]
    assert [p.code for p in run("Gather", shape(5, 3), const(3), axis=1).problems] == ["OXS508"]
    assert [p.code for p in run("Gather", shape(5, 3), const(0), axis=2).problems] == ["OXS309"]


def test_gather_of_shape_elements():
    result = run("Gather", Arg((2,), None, ("N", 3)), const(0))
    assert result.elems == [("N",)]


def test_reductions():
    assert run("ReduceSum", shape("N", 3), const([1])).outputs == [("N", 1)]
    assert run("ReduceSum", shape("N", 3), const([1]), keepdims=0).outputs == [("N",)]
    assert run("ReduceMean", shape("N", 3), keepdims=0).outputs == [()]
    assert run("ReduceMax", shape("N", 3), version=13, axes=[0]).outputs == [(1, 3)]
    assert run("ReduceSum", shape("N", 3), Arg((1,))).outputs == [(None, None)]
    assert [p.code for p in run("ReduceSum", shape(2), const([1])).problems] == ["OXS309"]


def test_shape_size_and_expand():
    result = run("Shape", shape("N", 3))
    assert result.outputs == [(2,)] and result.elems == [("N", 3)]
    assert run("Shape", shape("N", 3, 4), start=1).elems == [(3, 4)]
    assert run("Size", shape(2, 3)).elems == [(6,)]
    assert run("Expand", shape(3, 1), const([2, 3, 4])).outputs == [(2, 3, 4)]
    assert run("Expand", shape(1), Arg((1,), None, ("N",))).outputs == [("N",)]
    assert [p.code for p in run("Expand", shape(3), const([4])).problems] == ["OXS501"]


def test_squeeze_and_unsqueeze():
    assert run("Squeeze", shape(1, "N", 1), const([0])).outputs == [("N", 1)]
    assert run("Squeeze", shape(1, 3, 1)).outputs == [(3,)]
    assert run("Squeeze", shape(1, "N")).outputs == [None]
    assert [p.code for p in run("Squeeze", shape(2, 3), const([0])).problems] == ["OXS507"]
    assert run("Unsqueeze", shape("N"), const([0, -1])).outputs == [(1, "N", 1)]
    assert run("Unsqueeze", shape("N"), version=11, axes=[1]).outputs == [("N", 1)]
    assert [p.code for p in run("Unsqueeze", shape(3), const([3])).problems] == ["OXS309"]


def test_split():
    result = run("Split", shape(6, "N"), const([2, 4]), outputs=2)
    assert result.outputs == [(2, "N"), (4, "N")]
    assert run("Split", shape(7), outputs=3, num_outputs=3).outputs == [(3,), (3,), (1,)]
    assert run("Split", shape(6), version=13, outputs=3).outputs == [(2,), (2,), (2,)]
    assert [p.code for p in run("Split", shape(6), const([2, 3]), outputs=2).problems] == ["OXS507"]
    assert run("Split", shape("N"), outputs=2, num_outputs=2).outputs == [(None,), (None,)]


def test_flatten_where_cast_constant_of_shape_range_tile():
    assert run("Flatten", shape(2, 3, 4)).outputs == [(2, 12)]
    assert run("Flatten", shape("N", 3, 4), axis=1).outputs == [("N", 12)]
    assert run("Where", shape("N", 1), shape(1, 3), shape()).outputs == [("N", 3)]
    assert run("Cast", shape("N"), to=7).outputs == [("N",)]
    assert run("ConstantOfShape", Arg((2,), None, ("N", 3))).outputs == [("N", 3)]
    assert run("Range", const(0), const(10), const(3)).outputs == [(4,)]
    assert run("Tile", shape(2, "N"), const([3, 1])).outputs == [(6, "N")]


def test_softmax_axis_range():
    assert [p.code for p in run("Softmax", shape(2, 3), axis=2).problems] == ["OXS309"]
    assert not run("Softmax", shape(2, 3), axis=-2).problems


def test_constant_values():
    result = run("Constant", value_ints=[1, 2, 3])
    assert result.outputs == [(3,)] and result.elems == [(1, 2, 3)]
    assert run("Constant", value_float=1.5).outputs == [()]
    assert run("Constant", value=np.zeros((2, 3), np.float32)).outputs == [(2, 3)]


def test_ops_without_a_rule_are_left_to_onnx():
    assert infer_shapes("Conv", [shape(1, 3, 8, 8)], {}, 18, 1) is None


shapes_strategy = st.lists(st.integers(1, 4), min_size=0, max_size=4).map(tuple)


@given(st.lists(shapes_strategy, min_size=1, max_size=3))
def test_broadcast_agrees_with_numpy(shapes):
    try:
        expected = np.broadcast_shapes(*shapes)
    except ValueError:
        expected = None
    result, error = broadcast(shapes)
    if expected is None:
        assert error is not None
    else:
        assert error is None and result == expected


@given(st.lists(shapes_strategy, min_size=1, max_size=3), st.data())
def test_broadcast_with_symbols_never_errs_where_numpy_could_succeed(shapes, data):
    symbolic = [
        tuple(data.draw(st.sampled_from([d, f"S{i}{j}", None])) for j, d in enumerate(shape))
        for i, shape in enumerate(shapes)
    ]
    try:
        np.broadcast_shapes(*shapes)
    except ValueError:
        return
    assert broadcast(symbolic)[1] is None


@given(shapes_strategy, st.lists(st.integers(1, 4), min_size=1, max_size=4))
def test_reshape_agrees_with_numpy(shape, target):
    array = np.zeros(shape)
    try:
        expected = array.reshape(target).shape
    except ValueError:
        expected = None
    result = run("Reshape", Arg(shape), const(target))
    if expected is None:
        assert [p.code for p in result.problems] == ["OXS507"]
    else:
        assert result.outputs == [expected]


def test_gemm_bias_broadcasts_to_the_product_only():
    assert not run("Gemm", shape("N", 3), shape(3, 5), shape(5)).problems
    assert not run("Gemm", shape("N", 3), shape(3, 5), shape("N", 1)).problems
    assert not run("Gemm", shape(2, 3), shape(3, 5), shape()).problems
    assert [p.code for p in run("Gemm", shape(2, 3), shape(3, 5), shape(4)).problems] == ["OXS501"]
    assert [p.code for p in run("Gemm", shape(1, 3), shape(3, 5), shape(2, 5)).problems] == [
        "OXS501"
    ]
