"""ai.onnx.ml opset 1, every operator (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import Any, TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.types import (
    FLOAT, INT32, INT64, STRING, DOUBLE, TensorType,
)
__all__ = [
    "ArrayFeatureExtractor", "Binarizer", "CastMap", "CategoryMapper", "DictVectorizer", "FeatureVectorizer", "Imputer",
    "LabelEncoder", "LinearClassifier", "LinearRegressor", "Normalizer", "OneHotEncoder", "SVMClassifier",
    "SVMRegressor", "Scaler", "TreeEnsembleClassifier", "TreeEnsembleRegressor", "ZipMap",
]

_ArrayFeatureExtractor_T = TypeVar("_ArrayFeatureExtractor_T", FLOAT, DOUBLE, INT64, INT32, STRING)
_ArrayFeatureExtractor_T_any = TypeVar("_ArrayFeatureExtractor_T_any", bound=TensorType)
@overload
def ArrayFeatureExtractor(X: _ArrayFeatureExtractor_T | float | str | Sequence[float], Y: INT64 | int | Sequence[int]) -> _ArrayFeatureExtractor_T:
    """[ArrayFeatureExtractor - 1](https://onnx.ai/onnx/operators/onnx_aionnxml_ArrayFeatureExtractor.html#arrayfeatureextractor-1-ai-onnx-ml) · ai.onnx.ml · since opset 1

    Select elements of the input tensor based on the indices passed.

    The indices are applied to the last axes of the tensor.

    Args:
    - X (T): Data to be selected
    - Y (INT64): The indices, based on 0 as the first index of any dimension.

    Returns:
    - Z (T): Selected output data as an array

    Type constraints:
    - T in (FLOAT, DOUBLE, INT64, INT32, STRING): The input must be a tensor of a numeric type or string. The output will be of the same tensor type."""
@overload
@deprecated('ArrayFeatureExtractor (version 1) takes T as one of FLOAT, DOUBLE, INT64, INT32 or STRING: these element types make an invalid model')
def ArrayFeatureExtractor(X: _ArrayFeatureExtractor_T_any | float | str | Sequence[float], Y: INT64 | int | Sequence[int]) -> _ArrayFeatureExtractor_T_any: ...
_Binarizer_T = TypeVar("_Binarizer_T", FLOAT, DOUBLE, INT64, INT32)
_Binarizer_T_any = TypeVar("_Binarizer_T_any", bound=TensorType)
@overload
def Binarizer(X: _Binarizer_T | float | Sequence[float], threshold: float = 0.0) -> _Binarizer_T:
    """[Binarizer - 1](https://onnx.ai/onnx/operators/onnx_aionnxml_Binarizer.html#binarizer-1-ai-onnx-ml) · ai.onnx.ml · since opset 1

    Maps the values of the input tensor to either 0 or 1, element-wise, based on the outcome of a comparison against a threshold value.

    Args:
    - X (T): Data to be binarized
    - threshold (float, default 0.0): Values greater than this are mapped to 1, others to 0.

    Returns:
    - Y (T): Binarized output data

    Type constraints:
    - T in (FLOAT, DOUBLE, INT64, INT32): The input must be a tensor of a numeric type. The output will be of the same tensor type."""
@overload
@deprecated('Binarizer (version 1) takes T as one of FLOAT, DOUBLE, INT64 or INT32: these element types make an invalid model')
def Binarizer(X: _Binarizer_T_any | float | Sequence[float], threshold: float = 0.0) -> _Binarizer_T_any: ...
def CastMap(X: Any, max_map: int = 1, map_form: str = 'DENSE', cast_to: str = 'TO_FLOAT') -> Any:
    """[CastMap - 1](https://onnx.ai/onnx/operators/onnx_aionnxml_CastMap.html#castmap-1-ai-onnx-ml) · ai.onnx.ml · since opset 1

    Converts a map to a tensor.

    The map key must be an int64 and the values will be ordered
    in ascending order based on this key.

    The operator supports dense packing or sparse packing.
    If using sparse packing, the key cannot exceed the max_map-1 value.

    Args:
    - X (T1): The input map that is to be cast to a tensor
    - cast_to (str, default 'TO_FLOAT'): A string indicating the desired element type of the output tensor, one of 'TO_FLOAT', 'TO_STRING', 'TO_INT64'.
    - map_form (str, default 'DENSE'): Indicates whether to only output as many values as are in the input (dense), or position the input based on using the key of the map as the index of the output (sparse). One of 'DENSE', 'SPARSE'.
    - max_map (int, default 1): If the value of map_form is 'SPARSE,' this attribute indicates the total length of the output tensor.

    Returns:
    - Y (T2): A tensor representing the same data as the input map, ordered by their keys

    Type constraints:
    - T1 in (map(int64, string), map(int64, float)): The input must be an integer map to either string or float.
    - T2 in (STRING, FLOAT, INT64): The output is a 1-D tensor of string, float, or integer."""
@overload
def CategoryMapper(X: STRING | INT64 | str | int | Sequence[int], default_int64: int = -1, default_string: str = '_Unused', cats_int64s: Sequence[int] | None = None, cats_strings: Sequence[str] | None = None) -> Any:
    """[CategoryMapper - 1](https://onnx.ai/onnx/operators/onnx_aionnxml_CategoryMapper.html#categorymapper-1-ai-onnx-ml) · ai.onnx.ml · since opset 1

    Converts strings to integers and vice versa.

    Two sequences of equal length are used to map between integers and strings,
    with strings and integers at the same index detailing the mapping.

    Each operator converts either integers to strings or strings to integers, depending
    on which default value attribute is provided. Only one default value attribute
    should be defined.

    If the string default value is set, it will convert integers to strings.
    If the int default value is set, it will convert strings to integers.

    Args:
    - X (T1): Input data
    - cats_int64s (Sequence[int], optional): The integers of the map. This sequence must be the same length as the 'cats_strings' sequence.
    - cats_strings (Sequence[str], optional): The strings of the map. This sequence must be the same length as the 'cats_int64s' sequence
    - default_int64 (int, default -1): An integer to use when an input string value is not found in the map. One and only one of the 'default_*' attributes must be defined.
    - default_string (str, default '_Unused'): A string to use when an input integer value is not found in the map. One and only one of the 'default_*' attributes must be defined.

    Returns:
    - Y (T2): Output data. If strings are input, the output values are integers, and vice versa.

    Type constraints:
    - T1 in (STRING, INT64): The input must be a tensor of strings or integers, either [N,C] or [C].
    - T2 in (STRING, INT64): The output is a tensor of strings or integers. Its shape will be the same as the input shape."""
@overload
@deprecated('CategoryMapper (version 1) takes T1 as one of STRING or INT64: these element types make an invalid model')
def CategoryMapper(X: TensorType | str | int | Sequence[int], default_int64: int = -1, default_string: str = '_Unused', cats_int64s: Sequence[int] | None = None, cats_strings: Sequence[str] | None = None) -> Any: ...
def DictVectorizer(X: Any, int64_vocabulary: Sequence[int] | None = None, string_vocabulary: Sequence[str] | None = None) -> Any:
    """[DictVectorizer - 1](https://onnx.ai/onnx/operators/onnx_aionnxml_DictVectorizer.html#dictvectorizer-1-ai-onnx-ml) · ai.onnx.ml · since opset 1

    Uses an index mapping to convert a dictionary to an array.

    Given a dictionary, each key is looked up in the vocabulary attribute corresponding to
    the key type. The index into the vocabulary array at which the key is found is then
    used to index the output 1-D tensor 'Y' and insert into it the value found in the dictionary 'X'.

    The key type of the input map must correspond to the element type of the defined vocabulary attribute.
    Therefore, the output array will be equal in length to the index mapping vector parameter.
    All keys in the input dictionary must be present in the index mapping vector.
    For each item in the input dictionary, insert its value in the output array.
    Any keys not present in the input dictionary, will be zero in the output array.

    For example: if the `string_vocabulary` parameter is set to `["a", "c", "b", "z"]`,
    then an input of `{"a": 4, "c": 8}` will produce an output of `[4, 8, 0, 0]`.

    Args:
    - X (T1): A dictionary.
    - int64_vocabulary (Sequence[int], optional): An integer vocabulary array. One and only one of the vocabularies must be defined.
    - string_vocabulary (Sequence[str], optional): A string vocabulary array. One and only one of the vocabularies must be defined.

    Returns:
    - Y (T2): A 1-D tensor holding values from the input dictionary.

    Type constraints:
    - T1 in (map(string, int64), map(int64, string), map(int64, float), map(int64, double), map(string, float), map(string, double)): The input must be a map from strings or integers to either strings or a numeric type. The key and value types cannot be the same.
    - T2 in (INT64, FLOAT, DOUBLE, STRING): The output will be a tensor of the value type of the input map. It's shape will be [1,C], where C is the length of the input dictionary."""
@overload
def FeatureVectorizer(*X: INT32 | INT64 | FLOAT | DOUBLE | float | Sequence[float], inputdimensions: Sequence[int] | None = None) -> FLOAT:
    """[FeatureVectorizer - 1](https://onnx.ai/onnx/operators/onnx_aionnxml_FeatureVectorizer.html#featurevectorizer-1-ai-onnx-ml) · ai.onnx.ml · since opset 1

    Concatenates input tensors into one continuous output.

    All input shapes are 2-D and are concatenated along the second dimension. 1-D tensors are treated as [1,C].
    Inputs are copied to the output maintaining the order of the input arguments.

    All inputs must be integers or floats, while the output will be all floating point values.

    Args:
    - X (variadic T1): An ordered collection of tensors, all with the same element type.
    - inputdimensions (Sequence[int], optional): The size of each input in the input list

    Returns:
    - Y (FLOAT): The output array, elements ordered as the inputs.

    Type constraints:
    - T1 in (INT32, INT64, FLOAT, DOUBLE): The input type must be a tensor of a numeric type."""
@overload
@deprecated('FeatureVectorizer (version 1) takes T1 as one of INT32, INT64, FLOAT or DOUBLE: these element types make an invalid model')
def FeatureVectorizer(*X: TensorType | float | Sequence[float], inputdimensions: Sequence[int] | None = None) -> FLOAT: ...
_Imputer_T = TypeVar("_Imputer_T", FLOAT, DOUBLE, INT64, INT32)
_Imputer_T_any = TypeVar("_Imputer_T_any", bound=TensorType)
@overload
def Imputer(X: _Imputer_T | float | Sequence[float], replaced_value_int64: int = 0, imputed_value_int64s: Sequence[int] | None = None, replaced_value_float: float = 0.0, imputed_value_floats: Sequence[float] | None = None) -> _Imputer_T:
    """[Imputer - 1](https://onnx.ai/onnx/operators/onnx_aionnxml_Imputer.html#imputer-1-ai-onnx-ml) · ai.onnx.ml · since opset 1

    Replaces inputs that equal one value with another, leaving all other elements alone.

    This operator is typically used to replace missing values in situations where they have a canonical
    representation, such as -1, 0, NaN, or some extreme value.

    One and only one of imputed_value_floats or imputed_value_int64s should be defined -- floats if the input tensor
    holds floats, integers if the input tensor holds integers. The imputed values must all fit within the
    width of the tensor element type. One and only one of the replaced_value_float or replaced_value_int64 should be defined,
    which one depends on whether floats or integers are being processed.

    The imputed_value attribute length can be 1 element, or it can have one element per input feature.

    In other words, if the input tensor has the shape [*,F], then the length of the attribute array may be 1 or F. If it is 1, then it is broadcast along the last dimension and applied to each feature.

    Args:
    - X (T): Data to be processed.
    - imputed_value_floats (Sequence[float], optional): Value(s) to change to
    - imputed_value_int64s (Sequence[int], optional): Value(s) to change to.
    - replaced_value_float (float, default 0.0): A value that needs replacing.
    - replaced_value_int64 (int, default 0): A value that needs replacing.

    Returns:
    - Y (T): Imputed output data

    Type constraints:
    - T in (FLOAT, DOUBLE, INT64, INT32): The input type must be a tensor of a numeric type, either [N,C] or [C]. The output type will be of the same tensor type and shape."""
@overload
@deprecated('Imputer (version 1) takes T as one of FLOAT, DOUBLE, INT64 or INT32: these element types make an invalid model')
def Imputer(X: _Imputer_T_any | float | Sequence[float], replaced_value_int64: int = 0, imputed_value_int64s: Sequence[int] | None = None, replaced_value_float: float = 0.0, imputed_value_floats: Sequence[float] | None = None) -> _Imputer_T_any: ...
@overload
def LabelEncoder(X: STRING | INT64 | str | int | Sequence[int], default_string: str = '_Unused', default_int64: int = -1, classes_strings: Sequence[str] | None = None) -> Any:
    """[LabelEncoder - 1](https://onnx.ai/onnx/operators/onnx_aionnxml_LabelEncoder.html#labelencoder-1-ai-onnx-ml) · ai.onnx.ml · since opset 1

    Converts strings to integers and vice versa.

    If the string default value is set, it will convert integers to strings.
    If the int default value is set, it will convert strings to integers.

    Each operator converts either integers to strings or strings to integers, depending
    on which default value attribute is provided. Only one default value attribute
    should be defined.

    When converting from integers to strings, the string is fetched from the
    'classes_strings' list, by simple indexing.

    When converting from strings to integers, the string is looked up in the list
    and the index at which it is found is used as the converted value.

    Args:
    - X (T1): Input data.
    - classes_strings (Sequence[str], optional): A list of labels.
    - default_int64 (int, default -1): An integer to use when an input string value is not found in the map. One and only one of the 'default_*' attributes must be defined.
    - default_string (str, default '_Unused'): A string to use when an input integer value is not found in the map. One and only one of the 'default_*' attributes must be defined.

    Returns:
    - Y (T2): Output data. If strings are input, the output values are integers, and vice versa.

    Type constraints:
    - T1 in (STRING, INT64): The input type must be a tensor of integers or strings, of any shape.
    - T2 in (STRING, INT64): The output type will be a tensor of strings or integers, and will have the same shape as the input."""
@overload
@deprecated('LabelEncoder (version 1) takes T1 as one of STRING or INT64: these element types make an invalid model')
def LabelEncoder(X: TensorType | str | int | Sequence[int], default_string: str = '_Unused', default_int64: int = -1, classes_strings: Sequence[str] | None = None) -> Any: ...
@overload
def LinearClassifier(X: FLOAT | DOUBLE | INT64 | INT32 | float | Sequence[float], post_transform: str = 'NONE', classlabels_ints: Sequence[int] | None = None, classlabels_strings: Sequence[str] | None = None, multi_class: int = 0, intercepts: Sequence[float] | None = None, *, coefficients: Sequence[float]) -> tuple[Any, FLOAT]:
    """[LinearClassifier - 1](https://onnx.ai/onnx/operators/onnx_aionnxml_LinearClassifier.html#linearclassifier-1-ai-onnx-ml) · ai.onnx.ml · since opset 1

    Linear classifier

    Args:
    - X (T1): Data to be classified.
    - coefficients (Sequence[float], required): A collection of weights of the model(s).
    - classlabels_ints (Sequence[int], optional): Class labels when using integer labels. One and only one 'classlabels' attribute must be defined.
    - classlabels_strings (Sequence[str], optional): Class labels when using string labels. One and only one 'classlabels' attribute must be defined.
    - intercepts (Sequence[float], optional): A collection of intercepts.
    - multi_class (int, default 0): Indicates whether to do OvR or multinomial (0=OvR is the default).
    - post_transform (str, default 'NONE'): Indicates the transform to apply to the scores vector. One of 'NONE,' 'SOFTMAX,' 'LOGISTIC,' 'SOFTMAX_ZERO,' or 'PROBIT'

    Returns:
    - Y (T2): Classification outputs (one class per example).
    - Z (FLOAT): Classification scores ([N,E] - one score for each class and example

    Type constraints:
    - T1 in (FLOAT, DOUBLE, INT64, INT32): The input must be a tensor of a numeric type, and of shape [N,C] or [C]. In the latter case, it will be treated as [1,C]
    - T2 in (STRING, INT64): The output will be a tensor of strings or integers."""
@overload
@deprecated('LinearClassifier (version 1) takes T1 as one of FLOAT, DOUBLE, INT64 or INT32: these element types make an invalid model')
def LinearClassifier(X: TensorType | float | Sequence[float], post_transform: str = 'NONE', classlabels_ints: Sequence[int] | None = None, classlabels_strings: Sequence[str] | None = None, multi_class: int = 0, intercepts: Sequence[float] | None = None, *, coefficients: Sequence[float]) -> tuple[Any, FLOAT]: ...
@overload
def LinearRegressor(X: FLOAT | DOUBLE | INT64 | INT32 | float | Sequence[float], targets: int = 1, intercepts: Sequence[float] | None = None, coefficients: Sequence[float] | None = None, post_transform: str = 'NONE') -> FLOAT:
    """[LinearRegressor - 1](https://onnx.ai/onnx/operators/onnx_aionnxml_LinearRegressor.html#linearregressor-1-ai-onnx-ml) · ai.onnx.ml · since opset 1

    Generalized linear regression evaluation.

    If targets is set to 1 (default) then univariate regression is performed.

    If targets is set to M then M sets of coefficients must be passed in as a sequence
    and M results will be output for each input n in N.

    The coefficients array is of length n, and the coefficients for each target are contiguous.
    Intercepts are optional but if provided must match the number of targets.

    Args:
    - X (T): Data to be regressed.
    - coefficients (Sequence[float], optional): Weights of the model(s).
    - intercepts (Sequence[float], optional): Weights of the intercepts, if used.
    - post_transform (str, default 'NONE'): Indicates the transform to apply to the regression output vector. One of 'NONE,' 'SOFTMAX,' 'LOGISTIC,' 'SOFTMAX_ZERO,' or 'PROBIT'
    - targets (int, default 1): The total number of regression targets, 1 if not defined.

    Returns:
    - Y (FLOAT): Regression outputs (one per target, per example).

    Type constraints:
    - T in (FLOAT, DOUBLE, INT64, INT32): The input must be a tensor of a numeric type."""
@overload
@deprecated('LinearRegressor (version 1) takes T as one of FLOAT, DOUBLE, INT64 or INT32: these element types make an invalid model')
def LinearRegressor(X: TensorType | float | Sequence[float], targets: int = 1, intercepts: Sequence[float] | None = None, coefficients: Sequence[float] | None = None, post_transform: str = 'NONE') -> FLOAT: ...
@overload
def Normalizer(X: FLOAT | DOUBLE | INT64 | INT32 | float | Sequence[float], norm: str = 'MAX') -> FLOAT:
    """[Normalizer - 1](https://onnx.ai/onnx/operators/onnx_aionnxml_Normalizer.html#normalizer-1-ai-onnx-ml) · ai.onnx.ml · since opset 1

    Normalize the input.  There are three normalization modes, which have the corresponding formulas,
        defined using element-wise infix operators '/' and '^' and tensor-wide functions 'max' and 'sum':

        Max: Y = X / max(X)

        L1:  Y = X / sum(X)

        L2:  Y = sqrt(X^2 / sum(X^2)}

        In all modes, if the divisor is zero, Y == X.

        For batches, that is, [N,C] tensors, normalization is done along the C axis. In other words, each row
        of the batch is normalized independently.

    Args:
    - X (T): Data to be encoded, a tensor of shape [N,C] or [C]
    - norm (str, default 'MAX'): One of 'MAX,' 'L1,' 'L2'

    Returns:
    - Y (FLOAT): Encoded output data

    Type constraints:
    - T in (FLOAT, DOUBLE, INT64, INT32): The input must be a tensor of a numeric type."""
@overload
@deprecated('Normalizer (version 1) takes T as one of FLOAT, DOUBLE, INT64 or INT32: these element types make an invalid model')
def Normalizer(X: TensorType | float | Sequence[float], norm: str = 'MAX') -> FLOAT: ...
@overload
def OneHotEncoder(X: STRING | INT64 | INT32 | FLOAT | DOUBLE | str | float | Sequence[float], zeros: int = 1, cats_strings: Sequence[str] | None = None, cats_int64s: Sequence[int] | None = None) -> FLOAT:
    """[OneHotEncoder - 1](https://onnx.ai/onnx/operators/onnx_aionnxml_OneHotEncoder.html#onehotencoder-1-ai-onnx-ml) · ai.onnx.ml · since opset 1

    Replace each input element with an array of ones and zeros, where a single
    one is placed at the index of the category that was passed in. The total category count
    will determine the size of the extra dimension of the output array Y.

    For example, if we pass a tensor with a single value of 4, and a category count of 8,
    the output will be a tensor with `[0,0,0,0,1,0,0,0]`.

    This operator assumes every input feature is from the same set of categories.

    If the input is a tensor of float, int32, or double, the data will be cast
    to integers and the cats_int64s category list will be used for the lookups.

    Args:
    - X (T): Data to be encoded.
    - cats_int64s (Sequence[int], optional): List of categories, ints. One and only one of the 'cats_*' attributes must be defined.
    - cats_strings (Sequence[str], optional): List of categories, strings. One and only one of the 'cats_*' attributes must be defined.
    - zeros (int, default 1): If true and category is not present, will return all zeros; if false and a category if not found, the operator will fail.

    Returns:
    - Y (FLOAT): Encoded output data, having one more dimension than X.

    Type constraints:
    - T in (STRING, INT64, INT32, FLOAT, DOUBLE): The input must be a tensor of a numeric type."""
@overload
@deprecated('OneHotEncoder (version 1) takes T as one of STRING, INT64, INT32, FLOAT or DOUBLE: these element types make an invalid model')
def OneHotEncoder(X: TensorType | str | float | Sequence[float], zeros: int = 1, cats_strings: Sequence[str] | None = None, cats_int64s: Sequence[int] | None = None) -> FLOAT: ...
@overload
def SVMClassifier(X: FLOAT | DOUBLE | INT64 | INT32 | float | Sequence[float], classlabels_ints: Sequence[int] | None = None, rho: Sequence[float] | None = None, prob_b: Sequence[float] | None = None, coefficients: Sequence[float] | None = None, classlabels_strings: Sequence[str] | None = None, prob_a: Sequence[float] | None = None, support_vectors: Sequence[float] | None = None, vectors_per_class: Sequence[int] | None = None, post_transform: str = 'NONE', kernel_params: Sequence[float] | None = None, kernel_type: str = 'LINEAR') -> tuple[Any, FLOAT]:
    """[SVMClassifier - 1](https://onnx.ai/onnx/operators/onnx_aionnxml_SVMClassifier.html#svmclassifier-1-ai-onnx-ml) · ai.onnx.ml · since opset 1

    Support Vector Machine classifier

    Args:
    - X (T1): Data to be classified.
    - classlabels_ints (Sequence[int], optional): Class labels if using integer labels. One and only one of the 'classlabels_*' attributes must be defined.
    - classlabels_strings (Sequence[str], optional): Class labels if using string labels. One and only one of the 'classlabels_*' attributes must be defined.
    - coefficients (Sequence[float], optional)
    - kernel_params (Sequence[float], optional): List of 3 elements containing gamma, coef0, and degree, in that order. Zero if unused for the kernel.
    - kernel_type (str, default 'LINEAR'): The kernel type, one of 'LINEAR,' 'POLY,' 'RBF,' 'SIGMOID'.
    - post_transform (str, default 'NONE'): Indicates the transform to apply to the score. One of 'NONE,' 'SOFTMAX,' 'LOGISTIC,' 'SOFTMAX_ZERO,' or 'PROBIT'
    - prob_a (Sequence[float], optional): First set of probability coefficients.
    - prob_b (Sequence[float], optional): Second set of probability coefficients. This array must be same size as prob_a. If these are provided then output Z are probability estimates, otherwise they are raw scores.
    - rho (Sequence[float], optional)
    - support_vectors (Sequence[float], optional)
    - vectors_per_class (Sequence[int], optional)

    Returns:
    - Y (T2): Classification outputs (one class per example).
    - Z (FLOAT): Class scores (one per class per example), if prob_a and prob_b are provided they are probabilities for each class, otherwise they are raw scores.

    Type constraints:
    - T1 in (FLOAT, DOUBLE, INT64, INT32): The input must be a tensor of a numeric type, either [C] or [N,C].
    - T2 in (STRING, INT64): The output type will be a tensor of strings or integers, depending on which of the classlabels_* attributes is used. Its size will match the batch size of the input."""
@overload
@deprecated('SVMClassifier (version 1) takes T1 as one of FLOAT, DOUBLE, INT64 or INT32: these element types make an invalid model')
def SVMClassifier(X: TensorType | float | Sequence[float], classlabels_ints: Sequence[int] | None = None, rho: Sequence[float] | None = None, prob_b: Sequence[float] | None = None, coefficients: Sequence[float] | None = None, classlabels_strings: Sequence[str] | None = None, prob_a: Sequence[float] | None = None, support_vectors: Sequence[float] | None = None, vectors_per_class: Sequence[int] | None = None, post_transform: str = 'NONE', kernel_params: Sequence[float] | None = None, kernel_type: str = 'LINEAR') -> tuple[Any, FLOAT]: ...
@overload
def SVMRegressor(X: FLOAT | DOUBLE | INT64 | INT32 | float | Sequence[float], rho: Sequence[float] | None = None, coefficients: Sequence[float] | None = None, n_supports: int = 0, one_class: int = 0, support_vectors: Sequence[float] | None = None, post_transform: str = 'NONE', kernel_params: Sequence[float] | None = None, kernel_type: str = 'LINEAR') -> FLOAT:
    """[SVMRegressor - 1](https://onnx.ai/onnx/operators/onnx_aionnxml_SVMRegressor.html#svmregressor-1-ai-onnx-ml) · ai.onnx.ml · since opset 1

    Support Vector Machine regression prediction and one-class SVM anomaly detection.

    Args:
    - X (T): Data to be regressed.
    - coefficients (Sequence[float], optional): Support vector coefficients.
    - kernel_params (Sequence[float], optional): List of 3 elements containing gamma, coef0, and degree, in that order. Zero if unused for the kernel.
    - kernel_type (str, default 'LINEAR'): The kernel type, one of 'LINEAR,' 'POLY,' 'RBF,' 'SIGMOID'.
    - n_supports (int, default 0): The number of support vectors.
    - one_class (int, default 0): Flag indicating whether the regression is a one-class SVM or not.
    - post_transform (str, default 'NONE'): Indicates the transform to apply to the score. One of 'NONE,' 'SOFTMAX,' 'LOGISTIC,' 'SOFTMAX_ZERO,' or 'PROBIT.'
    - rho (Sequence[float], optional)
    - support_vectors (Sequence[float], optional): Chosen support vectors

    Returns:
    - Y (FLOAT): Regression outputs (one score per target per example).

    Type constraints:
    - T in (FLOAT, DOUBLE, INT64, INT32): The input type must be a tensor of a numeric type, either [C] or [N,C]."""
@overload
@deprecated('SVMRegressor (version 1) takes T as one of FLOAT, DOUBLE, INT64 or INT32: these element types make an invalid model')
def SVMRegressor(X: TensorType | float | Sequence[float], rho: Sequence[float] | None = None, coefficients: Sequence[float] | None = None, n_supports: int = 0, one_class: int = 0, support_vectors: Sequence[float] | None = None, post_transform: str = 'NONE', kernel_params: Sequence[float] | None = None, kernel_type: str = 'LINEAR') -> FLOAT: ...
@overload
def Scaler(X: FLOAT | DOUBLE | INT64 | INT32 | float | Sequence[float], scale: Sequence[float] | None = None, offset: Sequence[float] | None = None) -> FLOAT:
    """[Scaler - 1](https://onnx.ai/onnx/operators/onnx_aionnxml_Scaler.html#scaler-1-ai-onnx-ml) · ai.onnx.ml · since opset 1

    Rescale input data, for example to standardize features by removing the mean and scaling to unit variance.

    Args:
    - X (T): Data to be scaled.
    - offset (Sequence[float], optional): First, offset by this. Can be length of features in an [N,F] tensor or length 1, in which case it applies to all features, regardless of dimension count.
    - scale (Sequence[float], optional): Second, multiply by this. Can be length of features in an [N,F] tensor or length 1, in which case it applies to all features, regardless of dimension count. Must be same length as 'offset'

    Returns:
    - Y (FLOAT): Scaled output data.

    Type constraints:
    - T in (FLOAT, DOUBLE, INT64, INT32): The input must be a tensor of a numeric type."""
@overload
@deprecated('Scaler (version 1) takes T as one of FLOAT, DOUBLE, INT64 or INT32: these element types make an invalid model')
def Scaler(X: TensorType | float | Sequence[float], scale: Sequence[float] | None = None, offset: Sequence[float] | None = None) -> FLOAT: ...
@overload
def TreeEnsembleClassifier(X: FLOAT | DOUBLE | INT64 | INT32 | float | Sequence[float], post_transform: str = 'NONE', classlabels_int64s: Sequence[int] | None = None, nodes_nodeids: Sequence[int] | None = None, classlabels_strings: Sequence[str] | None = None, class_ids: Sequence[int] | None = None, class_weights: Sequence[float] | None = None, nodes_treeids: Sequence[int] | None = None, nodes_featureids: Sequence[int] | None = None, nodes_values: Sequence[float] | None = None, nodes_falsenodeids: Sequence[int] | None = None, nodes_hitrates: Sequence[float] | None = None, base_values: Sequence[float] | None = None, nodes_missing_value_tracks_true: Sequence[int] | None = None, nodes_modes: Sequence[str] | None = None, nodes_truenodeids: Sequence[int] | None = None, class_treeids: Sequence[int] | None = None, class_nodeids: Sequence[int] | None = None) -> tuple[Any, FLOAT]:
    """[TreeEnsembleClassifier - 1](https://onnx.ai/onnx/operators/onnx_aionnxml_TreeEnsembleClassifier.html#treeensembleclassifier-1-ai-onnx-ml) · ai.onnx.ml · since opset 1

    Tree Ensemble classifier.  Returns the top class for each of N inputs.

    The attributes named 'nodes_X' form a sequence of tuples, associated by
    index into the sequences, which must all be of equal length. These tuples
    define the nodes.

    Similarly, all fields prefixed with 'class_' are tuples of votes at the leaves.
    A leaf may have multiple votes, where each vote is weighted by
    the associated class_weights index.

    One and only one of classlabels_strings or classlabels_int64s
    will be defined. The class_ids are indices into this list.

    Args:
    - X (T1): Input of shape [N,F]
    - base_values (Sequence[float], optional): Base values for classification, added to final class score; the size must be the same as the classes or can be left unassigned (assumed 0)
    - class_ids (Sequence[int], optional): The index of the class list that each weight is for.
    - class_nodeids (Sequence[int], optional): node id that this weight is for.
    - class_treeids (Sequence[int], optional): The id of the tree that this node is in.
    - class_weights (Sequence[float], optional): The weight for the class in class_id.
    - classlabels_int64s (Sequence[int], optional): Class labels if using integer labels. One and only one of the 'classlabels_*' attributes must be defined.
    - classlabels_strings (Sequence[str], optional): Class labels if using string labels. One and only one of the 'classlabels_*' attributes must be defined.
    - nodes_falsenodeids (Sequence[int], optional): Child node if expression is false.
    - nodes_featureids (Sequence[int], optional): Feature id for each node.
    - nodes_hitrates (Sequence[float], optional): Popularity of each node, used for performance and may be omitted.
    - nodes_missing_value_tracks_true (Sequence[int], optional): For each node, define what to do in the presence of a missing value: if a value is missing (NaN), use the 'true' or 'false' branch based on the value in this array. This attribute may be left undefined, and the default value is false (0) for all nodes.
    - nodes_modes (Sequence[str], optional): The node kind, that is, the comparison to make at the node. There is no comparison to make at a leaf node. One of 'BRANCH_LEQ', 'BRANCH_LT', 'BRANCH_GTE', 'BRANCH_GT', 'BRANCH_EQ', 'BRANCH_NEQ', 'LEAF'
    - nodes_nodeids (Sequence[int], optional): Node id for each node. Ids may restart at zero for each tree, but it not required to.
    - nodes_treeids (Sequence[int], optional): Tree id for each node.
    - nodes_truenodeids (Sequence[int], optional): Child node if expression is true.
    - nodes_values (Sequence[float], optional): Thresholds to do the splitting on for each node.
    - post_transform (str, default 'NONE'): Indicates the transform to apply to the score. One of 'NONE,' 'SOFTMAX,' 'LOGISTIC,' 'SOFTMAX_ZERO,' or 'PROBIT.'

    Returns:
    - Y (T2): N, Top class for each point
    - Z (FLOAT): The class score for each class, for each point, a tensor of shape [N,E].

    Type constraints:
    - T1 in (FLOAT, DOUBLE, INT64, INT32): The input type must be a tensor of a numeric type.
    - T2 in (STRING, INT64): The output type will be a tensor of strings or integers, depending on which of the classlabels_* attributes is used."""
@overload
@deprecated('TreeEnsembleClassifier (version 1) takes T1 as one of FLOAT, DOUBLE, INT64 or INT32: these element types make an invalid model')
def TreeEnsembleClassifier(X: TensorType | float | Sequence[float], post_transform: str = 'NONE', classlabels_int64s: Sequence[int] | None = None, nodes_nodeids: Sequence[int] | None = None, classlabels_strings: Sequence[str] | None = None, class_ids: Sequence[int] | None = None, class_weights: Sequence[float] | None = None, nodes_treeids: Sequence[int] | None = None, nodes_featureids: Sequence[int] | None = None, nodes_values: Sequence[float] | None = None, nodes_falsenodeids: Sequence[int] | None = None, nodes_hitrates: Sequence[float] | None = None, base_values: Sequence[float] | None = None, nodes_missing_value_tracks_true: Sequence[int] | None = None, nodes_modes: Sequence[str] | None = None, nodes_truenodeids: Sequence[int] | None = None, class_treeids: Sequence[int] | None = None, class_nodeids: Sequence[int] | None = None) -> tuple[Any, FLOAT]: ...
@overload
def TreeEnsembleRegressor(X: FLOAT | DOUBLE | INT64 | INT32 | float | Sequence[float], aggregate_function: str = 'SUM', post_transform: str = 'NONE', n_targets: int | None = None, nodes_nodeids: Sequence[int] | None = None, target_nodeids: Sequence[int] | None = None, nodes_treeids: Sequence[int] | None = None, nodes_featureids: Sequence[int] | None = None, nodes_values: Sequence[float] | None = None, target_weights: Sequence[float] | None = None, nodes_falsenodeids: Sequence[int] | None = None, nodes_hitrates: Sequence[float] | None = None, base_values: Sequence[float] | None = None, nodes_missing_value_tracks_true: Sequence[int] | None = None, nodes_modes: Sequence[str] | None = None, nodes_truenodeids: Sequence[int] | None = None, target_treeids: Sequence[int] | None = None, target_ids: Sequence[int] | None = None) -> FLOAT:
    """[TreeEnsembleRegressor - 1](https://onnx.ai/onnx/operators/onnx_aionnxml_TreeEnsembleRegressor.html#treeensembleregressor-1-ai-onnx-ml) · ai.onnx.ml · since opset 1

    Tree Ensemble regressor.  Returns the regressed values for each input in N.

    All args with nodes_ are fields of a tuple of tree nodes, and
    it is assumed they are the same length, and an index i will decode the
    tuple across these inputs.  Each node id can appear only once
    for each tree id.

    All fields prefixed with target_ are tuples of votes at the leaves.

    A leaf may have multiple votes, where each vote is weighted by
    the associated target_weights index.

    All trees must have their node ids start at 0 and increment by 1.

    Mode enum is BRANCH_LEQ, BRANCH_LT, BRANCH_GTE, BRANCH_GT, BRANCH_EQ, BRANCH_NEQ, LEAF

    Args:
    - X (T): Input of shape [N,F]
    - aggregate_function (str, default 'SUM'): Defines how to aggregate leaf values within a target. One of 'AVERAGE,' 'SUM,' 'MIN,' 'MAX.'
    - base_values (Sequence[float], optional): Base values for classification, added to final class score; the size must be the same as the classes or can be left unassigned (assumed 0)
    - n_targets (int, optional): The total number of targets.
    - nodes_falsenodeids (Sequence[int], optional): Child node if expression is false
    - nodes_featureids (Sequence[int], optional): Feature id for each node.
    - nodes_hitrates (Sequence[float], optional): Popularity of each node, used for performance and may be omitted.
    - nodes_missing_value_tracks_true (Sequence[int], optional): For each node, define what to do in the presence of a NaN: use the 'true' (if the attribute value is 1) or 'false' (if the attribute value is 0) branch based on the value in this array. This attribute may be left undefined and the default value is false (0) for all nodes.
    - nodes_modes (Sequence[str], optional): The node kind, that is, the comparison to make at the node. There is no comparison to make at a leaf node. One of 'BRANCH_LEQ', 'BRANCH_LT', 'BRANCH_GTE', 'BRANCH_GT', 'BRANCH_EQ', 'BRANCH_NEQ', 'LEAF'
    - nodes_nodeids (Sequence[int], optional): Node id for each node. Node ids must restart at zero for each tree and increase sequentially.
    - nodes_treeids (Sequence[int], optional): Tree id for each node.
    - nodes_truenodeids (Sequence[int], optional): Child node if expression is true
    - nodes_values (Sequence[float], optional): Thresholds to do the splitting on for each node.
    - post_transform (str, default 'NONE'): Indicates the transform to apply to the score. One of 'NONE,' 'SOFTMAX,' 'LOGISTIC,' 'SOFTMAX_ZERO,' or 'PROBIT'
    - target_ids (Sequence[int], optional): The index of the target that each weight is for
    - target_nodeids (Sequence[int], optional): The node id of each weight
    - target_treeids (Sequence[int], optional): The id of the tree that each node is in.
    - target_weights (Sequence[float], optional): The weight for each target

    Returns:
    - Y (FLOAT): N classes

    Type constraints:
    - T in (FLOAT, DOUBLE, INT64, INT32): The input type must be a tensor of a numeric type."""
@overload
@deprecated('TreeEnsembleRegressor (version 1) takes T as one of FLOAT, DOUBLE, INT64 or INT32: these element types make an invalid model')
def TreeEnsembleRegressor(X: TensorType | float | Sequence[float], aggregate_function: str = 'SUM', post_transform: str = 'NONE', n_targets: int | None = None, nodes_nodeids: Sequence[int] | None = None, target_nodeids: Sequence[int] | None = None, nodes_treeids: Sequence[int] | None = None, nodes_featureids: Sequence[int] | None = None, nodes_values: Sequence[float] | None = None, target_weights: Sequence[float] | None = None, nodes_falsenodeids: Sequence[int] | None = None, nodes_hitrates: Sequence[float] | None = None, base_values: Sequence[float] | None = None, nodes_missing_value_tracks_true: Sequence[int] | None = None, nodes_modes: Sequence[str] | None = None, nodes_truenodeids: Sequence[int] | None = None, target_treeids: Sequence[int] | None = None, target_ids: Sequence[int] | None = None) -> FLOAT: ...
def ZipMap(X: FLOAT | float | Sequence[float], classlabels_int64s: Sequence[int] | None = None, classlabels_strings: Sequence[str] | None = None) -> Any:
    """[ZipMap - 1](https://onnx.ai/onnx/operators/onnx_aionnxml_ZipMap.html#zipmap-1-ai-onnx-ml) · ai.onnx.ml · since opset 1

    Creates a map from the input and the attributes.

    The values are provided by the input tensor, while the keys are specified by the attributes.
    Must provide keys in either classlabels_strings or classlabels_int64s (but not both).

    The columns of the tensor correspond one-by-one to the keys specified by the attributes. There must be as many columns as keys.

    Args:
    - X (FLOAT): The input values
    - classlabels_int64s (Sequence[int], optional): The keys when using int keys. One and only one of the 'classlabels_*' attributes must be defined.
    - classlabels_strings (Sequence[str], optional): The keys when using string keys. One and only one of the 'classlabels_*' attributes must be defined.

    Returns:
    - Z (T): The output map

    Type constraints:
    - T in (Sequence[map(string, float)], Sequence[map(int64, float)]): The output will be a sequence of string or integer maps to float."""
