"""The project's table of element types is onnx's: the same names and numbers, and numpy dtypes."""

from __future__ import annotations

import numpy as np
import onnx
import onnx.helper
from onnxscribe.core import dtypes, types


def test_the_table_is_the_installed_onnx_enum() -> None:
    assert dict(onnx.TensorProto.DataType.items()) == dtypes.BY_NAME
    for name, number in dtypes.BY_NAME.items():
        assert getattr(dtypes, name) == number == onnx.TensorProto.DataType.Value(name)


def test_numpy_dtypes_are_onnx_mapping() -> None:
    for name, number in dtypes.BY_NAME.items():
        if name == "UNDEFINED":
            continue
        expected = np.dtype(onnx.helper.tensor_dtype_to_np_dtype(number))
        assert types.numpy_dtype(number) == expected, name
