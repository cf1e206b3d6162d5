"""ai.onnx.ml opset 2: the operators new at 2, the others from ml_opset1 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import Any, overload
from typing_extensions import deprecated
from onnxscribe.core.types import (
    FLOAT, INT64, STRING, TensorType,
)
from onnxscribe.ml_opset1 import (
    ArrayFeatureExtractor, Binarizer, CastMap, CategoryMapper, DictVectorizer, FeatureVectorizer, Imputer,
    LinearClassifier, LinearRegressor, Normalizer, OneHotEncoder, SVMClassifier, SVMRegressor, Scaler,
    TreeEnsembleClassifier, TreeEnsembleRegressor, ZipMap,
)
__all__ = [
    "ArrayFeatureExtractor", "Binarizer", "CastMap", "CategoryMapper", "DictVectorizer", "FeatureVectorizer", "Imputer",
    "LabelEncoder", "LinearClassifier", "LinearRegressor", "Normalizer", "OneHotEncoder", "SVMClassifier",
    "SVMRegressor", "Scaler", "TreeEnsembleClassifier", "TreeEnsembleRegressor", "ZipMap",
]

@overload
def LabelEncoder(X: STRING | INT64 | FLOAT | str | float | Sequence[float], default_int64: int = -1, default_float: float = -0.0, default_string: str = '_Unused', values_int64s: Sequence[int] | None = None, values_strings: Sequence[str] | None = None, keys_floats: Sequence[float] | None = None, values_floats: Sequence[float] | None = None, keys_int64s: Sequence[int] | None = None, keys_strings: Sequence[str] | None = None) -> Any:
    """[LabelEncoder - 2](https://onnx.ai/onnx/operators/onnx_aionnxml_LabelEncoder.html#labelencoder-2-ai-onnx-ml) · ai.onnx.ml · since opset 2

    Maps each element in the input tensor to another value.

    The mapping is determined by the two parallel attributes, 'keys_*' and
    'values_*' attribute. The i-th value in the specified 'keys_*' attribute
    would be mapped to the i-th value in the specified 'values_*' attribute. It
    implies that input's element type and the element type of the specified
    'keys_*' should be identical while the output type is identical to the
    specified 'values_*' attribute. If an input element can not be found in the
    specified 'keys_*' attribute, the 'default_*' that matches the specified
    'values_*' attribute may be used as its output value.

    Let's consider an example which maps a string tensor to an integer tensor.
    Assume and 'keys_strings' is ["Amy", "Sally"], 'values_int64s' is [5, 6],
    and 'default_int64' is '-1'.  The input ["Dori", "Amy", "Amy", "Sally",
    "Sally"] would be mapped to [-1, 5, 5, 6, 6].

    Since this operator is an one-to-one mapping, its input and output shapes
    are the same. Notice that only one of 'keys_*'/'values_*' can be set.

    For key look-up, bit-wise comparison is used so even a float NaN can be
    mapped to a value in 'values_*' attribute.

    Args:
    - X (T1): Input data. It can be either tensor or scalar.
    - default_float (float, default -0.0): A float.
    - default_int64 (int, default -1): An integer.
    - default_string (str, default '_Unused'): A string.
    - keys_floats (Sequence[float], optional): A list of floats.
    - keys_int64s (Sequence[int], optional): A list of ints.
    - keys_strings (Sequence[str], optional): A list of strings. One and only one of 'keys_*'s should be set.
    - values_floats (Sequence[float], optional): A list of floats.
    - values_int64s (Sequence[int], optional): A list of ints.
    - values_strings (Sequence[str], optional): A list of strings. One and only one of 'value_*'s should be set.

    Returns:
    - Y (T2): Output data.

    Type constraints:
    - T1 in (STRING, INT64, FLOAT): The input type is a tensor of any shape.
    - T2 in (STRING, INT64, FLOAT): Output type is determined by the specified 'values_*' attribute."""
@overload
@deprecated('LabelEncoder (version 2) takes T1 as one of STRING, INT64 or FLOAT: these element types make an invalid model')
def LabelEncoder(X: TensorType | str | float | Sequence[float], default_int64: int = -1, default_float: float = -0.0, default_string: str = '_Unused', values_int64s: Sequence[int] | None = None, values_strings: Sequence[str] | None = None, keys_floats: Sequence[float] | None = None, values_floats: Sequence[float] | None = None, keys_int64s: Sequence[int] | None = None, keys_strings: Sequence[str] | None = None) -> Any: ...
