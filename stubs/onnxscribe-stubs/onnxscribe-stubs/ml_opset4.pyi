"""ai.onnx.ml opset 4: the operators new at 4, the others from ml_opset3 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import Any, overload
from typing_extensions import deprecated
from onnxscribe.core.type_aliases import TensorData
from onnxscribe.core.types import (
    FLOAT, INT16, INT32, INT64, STRING, DOUBLE, TensorType,
)
from onnxscribe.ml_opset3 import (
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
def LabelEncoder(X: STRING | INT64 | FLOAT | INT32 | INT16 | DOUBLE | str | float | Sequence[float], default_tensor: TensorData | None = None, default_int64: int = -1, default_float: float = -0.0, default_string: str = '_Unused', values_int64s: Sequence[int] | None = None, values_strings: Sequence[str] | None = None, values_tensor: TensorData | None = None, keys_floats: Sequence[float] | None = None, keys_strings: Sequence[str] | None = None, values_floats: Sequence[float] | None = None, keys_int64s: Sequence[int] | None = None, keys_tensor: TensorData | None = None) -> Any:
    """[LabelEncoder - 4](https://onnx.ai/onnx/operators/onnx_aionnxml_LabelEncoder.html#labelencoder-4-ai-onnx-ml) · ai.onnx.ml · since opset 4

    Maps each element in the input tensor to another value.

    The mapping is determined by the two parallel attributes, 'keys_*' and
    'values_*' attribute. The i-th value in the specified 'keys_*' attribute
    would be mapped to the i-th value in the specified 'values_*' attribute. It
    implies that input's element type and the element type of the specified
    'keys_*' should be identical while the output type is identical to the
    specified 'values_*' attribute. Note that the 'keys_*' and 'values_*' attributes
    must have the same length. If an input element can not be found in the
    specified 'keys_*' attribute, the 'default_*' that matches the specified
    'values_*' attribute may be used as its output value. The type of the 'default_*'
    attribute must match the 'values_*' attribute chosen. 

    Let's consider an example which maps a string tensor to an integer tensor.
    Assume and 'keys_strings' is ["Amy", "Sally"], 'values_int64s' is [5, 6],
    and 'default_int64' is '-1'.  The input ["Dori", "Amy", "Amy", "Sally",
    "Sally"] would be mapped to [-1, 5, 5, 6, 6].

    Since this operator is an one-to-one mapping, its input and output shapes
    are the same. Notice that only one of 'keys_*'/'values_*' can be set.

    Float keys with value 'NaN' match any input 'NaN' value regardless of bit
    value. If a key is repeated, the last key takes precedence.

    Args:
    - X (T1): Input data. It must have the same element type as the keys_* attribute set.
    - default_float (float, default -0.0): A float.
    - default_int64 (int, default -1): An integer.
    - default_string (str, default '_Unused'): A string.
    - default_tensor (TensorData, optional): A default tensor. {"_Unused"} if values_* has string type, {-1} if values_* has integral type, and {-0.f} if values_* has float type.
    - keys_floats (Sequence[float], optional): A list of floats.
    - keys_int64s (Sequence[int], optional): A list of ints.
    - keys_strings (Sequence[str], optional): A list of strings.
    - keys_tensor (TensorData, optional): Keys encoded as a 1D tensor. One and only one of 'keys_*'s should be set.
    - values_floats (Sequence[float], optional): A list of floats.
    - values_int64s (Sequence[int], optional): A list of ints.
    - values_strings (Sequence[str], optional): A list of strings.
    - values_tensor (TensorData, optional): Values encoded as a 1D tensor. One and only one of 'values_*'s should be set.

    Returns:
    - Y (T2): Output data. This tensor's element type is based on the values_* attribute set.

    Type constraints:
    - T1 in (STRING, INT64, FLOAT, INT32, INT16, DOUBLE): The input type is a tensor of any shape.
    - T2 in (STRING, INT64, FLOAT, INT32, INT16, DOUBLE): Output type is determined by the specified 'values_*' attribute."""
@overload
@deprecated('LabelEncoder (version 4) takes T1 as one of STRING, INT64, FLOAT, INT32, INT16 or DOUBLE: these element types make an invalid model')
def LabelEncoder(X: TensorType | str | float | Sequence[float], default_tensor: TensorData | None = None, default_int64: int = -1, default_float: float = -0.0, default_string: str = '_Unused', values_int64s: Sequence[int] | None = None, values_strings: Sequence[str] | None = None, values_tensor: TensorData | None = None, keys_floats: Sequence[float] | None = None, keys_strings: Sequence[str] | None = None, values_floats: Sequence[float] | None = None, keys_int64s: Sequence[int] | None = None, keys_tensor: TensorData | None = None) -> Any: ...
