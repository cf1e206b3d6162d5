"""Tensors are written into the proto once: numbers as raw data, in place in the model; a literal
array that already has the type it needs is not copied on the way."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnxscribe.core.opcall import literal_array, to_attribute_proto
from onnxscribe.core.schemas import AttrKind
from onnxscribe.graph_ir import emit
from onnxscribe.graph_ir.emit import attribute_proto, fill_tensor
from onnxscribe.graph_ir.external_data import ExternalDataWriter
from onnxscribe.graph_ir.nodes import Attribute
from onnxscribe.graph_ir.raw_data import RawDataWriter
from source_modules import import_source


@pytest.mark.parametrize(
    "array",
    [
        np.arange(6, dtype=np.float32).reshape(2, 3),
        np.array([True, False]),
        np.array([-3, 4], dtype=np.int8),
        np.array(2.5, dtype=np.float16),
        np.array([1, 2], dtype=np.uint64),
        np.array(["a", "bc"], dtype=object),
        np.array([1.0, 2.0], dtype=">f8"),
    ],
)
def test_a_tensor_round_trips(array: np.ndarray) -> None:
    proto = onnx.TensorProto()
    fill_tensor(proto, array)
    back = onnx.numpy_helper.to_array(proto)
    assert back.shape == array.shape
    assert back.tolist() == array.tolist()


@pytest.mark.parametrize(
    "dtype",
    [
        "bool",
        "int8",
        "int16",
        "int32",
        "int64",
        "uint8",
        "uint16",
        "uint32",
        "uint64",
        "float16",
        "float32",
        "float64",
        ">f4",
        ">i8",
    ],
)
def test_the_data_type_is_the_one_onnx_gives(dtype: str) -> None:
    array = np.zeros(3, dtype=np.dtype(dtype))
    proto = onnx.TensorProto()
    fill_tensor(proto, array)
    assert proto.data_type == onnx.helper.np_dtype_to_tensor_dtype(array.dtype.newbyteorder("<"))
    assert proto.raw_data == array.astype(array.dtype.newbyteorder("<")).tobytes()


def test_numbers_go_to_raw_data() -> None:
    proto = onnx.TensorProto()
    array = np.arange(4, dtype=np.float32)
    fill_tensor(proto, array)
    assert proto.raw_data == array.tobytes() and list(proto.dims) == [4]
    assert proto.data_type == onnx.TensorProto.FLOAT


def test_a_literal_array_of_the_right_type_is_not_copied() -> None:
    weights = np.ones((4, 4), dtype=np.float32)
    assert literal_array(weights, onnx.TensorProto.FLOAT) is weights
    assert literal_array(weights) is weights
    cast = literal_array(weights, onnx.TensorProto.DOUBLE)
    assert cast.dtype == np.float64 and not np.shares_memory(cast, weights)


def test_output_types_are_inferred_without_the_weights(tmp_path: Path) -> None:
    module = import_source(
        tmp_path,
        "untyped_output",
        """
        import numpy as np
        from onnxscribe import FLOAT, script
        from onnxscribe import opset18 as op

        WEIGHTS = np.arange(4096 * 2, dtype=np.float32).reshape(4096, 2)


        @script()
        def project(x: FLOAT[3, 4096]):
            return op.MatMul(x, WEIGHTS)
        """,
    )
    model = module.project.to_model_proto()
    (output,) = model.graph.output
    dims = [d.dim_value for d in output.type.tensor_type.shape.dim]
    assert output.type.tensor_type.elem_type == onnx.TensorProto.FLOAT and dims == [3, 2]
    (constant,) = [n for n in model.graph.node if n.op_type == "Constant"]
    np.testing.assert_array_equal(
        onnx.numpy_helper.to_array(constant.attribute[0].t), module.WEIGHTS
    )
    onnx.checker.check_model(model, full_check=True)


def _weight_read_twice(tmp_path: Path) -> object:
    return import_source(
        tmp_path,
        "weight_read_twice",
        """
        import numpy as np
        from onnxscribe import FLOAT, script
        from onnxscribe import opset18 as op

        WEIGHTS = np.arange(12, dtype=np.float32).reshape(3, 4)
        BIAS = np.ones(4, dtype=np.float32)


        @script()
        def twice(x: FLOAT[2, 3]) -> FLOAT[2, 4]:
            first = op.Add(op.MatMul(x, WEIGHTS), BIAS)
            return op.Add(first, op.ReduceSum(WEIGHTS, keepdims=0))
        """,
    )


def test_a_weight_two_nodes_read_is_written_into_each(tmp_path: Path) -> None:
    module = _weight_read_twice(tmp_path)
    model = module.twice.to_model_proto()  # type: ignore[attr-defined]
    held = [
        onnx.numpy_helper.to_array(n.attribute[0].t)
        for n in model.graph.node
        if n.op_type == "Constant"
    ]
    assert sum(a.shape == (3, 4) for a in held) == 2
    for array in held:
        expected = module.WEIGHTS if array.shape == (3, 4) else module.BIAS  # type: ignore[attr-defined]
        np.testing.assert_array_equal(array, expected)
    onnx.checker.check_model(model, full_check=True)


@pytest.mark.parametrize(
    ("kind", "value"),
    [
        (AttrKind.INT, 3),
        (AttrKind.INT, True),
        (AttrKind.INT, np.int64(-7)),
        (AttrKind.INTS, [1, -2, 3]),
        (AttrKind.INTS, ()),
        (AttrKind.FLOAT, 0.1),
        (AttrKind.FLOAT, 2),
        (AttrKind.FLOATS, [1.5, np.float32(2.25), 3]),
        (AttrKind.STRING, "NOTSET"),
        (AttrKind.STRING, "é"),
        (AttrKind.STRING, b"raw"),
        (AttrKind.STRINGS, ["a", "b"]),
    ],
)
def test_plain_attributes_are_written_as_to_attribute_proto_writes_them(
    kind: AttrKind, value: object
) -> None:
    written = attribute_proto(Attribute("name", kind, value), None)
    assert written is not None
    expected = to_attribute_proto("name", kind, value)
    assert written.SerializeToString() == expected.SerializeToString()


def _large_anywhere_at_the_top(model: onnx.ModelProto) -> bool:
    return any(
        a.type == a.TENSOR and (math.prod(a.t.dims) > 1024 or a.t.data_location == a.t.EXTERNAL)
        for node in model.graph.node
        for a in node.attribute
    )


@pytest.mark.parametrize("external", [False, True])
@pytest.mark.parametrize("rows", [2, 200, 4096])
def test_a_model_is_light_as_its_proto_says(tmp_path: Path, rows: int, external: bool) -> None:
    """Whether shape inference needs a copy without the large constants is read from the IR's
    arrays and whether the writer put a tensor in an external-data file: it is what reading
    every node of the proto says (200 rows: small, but over the external-data threshold)."""
    module = import_source(
        tmp_path,
        f"light_{rows}_{external}",
        f"""
        import numpy as np
        from onnxscribe import FLOAT, script
        from onnxscribe import opset18 as op

        WEIGHTS = np.ones(({rows}, 2), dtype=np.float32)


        @script()
        def project(x: FLOAT[3, {rows}]):
            scaled = op.Mul(x, op.Constant(value_float=2.0))
            return op.Cast(op.MatMul(scaled, WEIGHTS), to=1)
        """,
    )
    function = module.project.function_ir
    writer = ExternalDataWriter("project.onnx.data") if external else RawDataWriter()
    model = emit.model_proto(function, tensors=writer)
    assert emit._is_light(model, function.graph, writer) is (not _large_anywhere_at_the_top(model))
    assert emit._is_light(model, function.graph, writer) is (
        rows == 2 or (rows == 200 and not external)
    )
    dims = [d.dim_value for d in model.graph.output[0].type.tensor_type.shape.dim]
    assert dims == [3, 2]


def _little_endian(array: np.ndarray) -> np.ndarray:
    return array.astype(array.dtype.newbyteorder("<")) if array.dtype.byteorder == ">" else array


DTYPES_TWICE = ["float32", ">f4", "<f4", "=f4", "bool", ">i8", "int64", "float16", "U3", "O"] * 2


def test_each_dtype_s_data_type_is_remembered_apart() -> None:
    """The data type is remembered for each dtype: asked again, and for dtypes that differ in
    byte order only, it is the one onnx gives."""
    for dtype in DTYPES_TWICE:
        array = np.array(["ab", "c"] if dtype in ("U3", "O") else [1, 0], dtype=np.dtype(dtype))
        proto = onnx.TensorProto()
        fill_tensor(proto, array)
        expected = onnx.numpy_helper.from_array(_little_endian(array))
        assert proto.SerializeToString() == expected.SerializeToString(), dtype


@pytest.mark.parametrize(
    "array",
    [
        np.array([4], dtype=np.int64),
        np.array(0.5, dtype=np.float32),
        np.array([[True], [False]]),
        np.array([1.0, -2.0], dtype=">f8"),
        np.array(["x"], dtype=object),
    ],
)
def test_a_tensor_attribute_is_written_as_onnx_writes_it(array: np.ndarray) -> None:
    written = attribute_proto(Attribute("value", AttrKind.TENSOR, array), None)
    assert written is not None
    tensor = onnx.numpy_helper.from_array(_little_endian(array))
    expected = onnx.helper.make_attribute("value", tensor)
    assert written.SerializeToString() == expected.SerializeToString()
