"""ONNX element types by number, as ``onnx.TensorProto.DataType`` numbers them.

The project's own table, so that reading and checking a script function does not import onnx
(which loads protobuf and numpy): onnx loads where a model is built. ``tests/core/test_dtypes.py``
holds the table to the installed onnx's enum. ``dtypes.FLOAT`` is the number 1; the annotation
class of the same name is ``core.types.FLOAT``.
"""

from __future__ import annotations

UNDEFINED = 0
FLOAT = 1
UINT8 = 2
INT8 = 3
UINT16 = 4
INT16 = 5
INT32 = 6
INT64 = 7
STRING = 8
BOOL = 9
FLOAT16 = 10
DOUBLE = 11
UINT32 = 12
UINT64 = 13
COMPLEX64 = 14
COMPLEX128 = 15
BFLOAT16 = 16
FLOAT8E4M3FN = 17
FLOAT8E4M3FNUZ = 18
FLOAT8E5M2 = 19
FLOAT8E5M2FNUZ = 20
UINT4 = 21
INT4 = 22
FLOAT4E2M1 = 23
FLOAT8E8M0 = 24
UINT2 = 25
INT2 = 26
FLOAT6E2M3 = 27
FLOAT6E3M2 = 28

BY_NAME: dict[str, int] = {
    name: value for name, value in globals().items() if name.isupper() and isinstance(value, int)
}
"""Every element type's name and number, UNDEFINED (0) included, in the enum's order."""
