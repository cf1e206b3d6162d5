"""ai.onnx.ml opset 3: the operators new at 3, the others from ml_opset2 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import Any, overload
from typing_extensions import deprecated
from onnxscribe.core.type_aliases import TensorData
from onnxscribe.core.types import (
    FLOAT, INT32, INT64, DOUBLE, TensorType,
)
from onnxscribe.ml_opset2 import (
    ArrayFeatureExtractor, Binarizer, CastMap, CategoryMapper, DictVectorizer, FeatureVectorizer, Imputer, LabelEncoder,
    LinearClassifier, LinearRegressor, Normalizer, OneHotEncoder, SVMClassifier, SVMRegressor, Scaler, ZipMap,
)
__all__ = [
    "ArrayFeatureExtractor", "Binarizer", "CastMap", "CategoryMapper", "DictVectorizer", "FeatureVectorizer", "Imputer",
    "LabelEncoder", "LinearClassifier", "LinearRegressor", "Normalizer", "OneHotEncoder", "SVMClassifier",
    "SVMRegressor", "Scaler", "TreeEnsembleClassifier", "TreeEnsembleRegressor", "ZipMap",
]

@overload
def TreeEnsembleClassifier(X: FLOAT | DOUBLE | INT64 | INT32 | float | Sequence[float], base_values_as_tensor: TensorData | None = None, post_transform: str = 'NONE', classlabels_int64s: Sequence[int] | None = None, class_weights_as_tensor: TensorData | None = None, class_weights: Sequence[float] | None = None, classlabels_strings: Sequence[str] | None = None, class_ids: Sequence[int] | None = None, nodes_nodeids: Sequence[int] | None = None, nodes_treeids: Sequence[int] | None = None, nodes_featureids: Sequence[int] | None = None, nodes_values_as_tensor: TensorData | None = None, nodes_falsenodeids: Sequence[int] | None = None, nodes_hitrates: Sequence[float] | None = None, base_values: Sequence[float] | None = None, nodes_missing_value_tracks_true: Sequence[int] | None = None, nodes_values: Sequence[float] | None = None, nodes_hitrates_as_tensor: TensorData | None = None, nodes_modes: Sequence[str] | None = None, nodes_truenodeids: Sequence[int] | None = None, class_treeids: Sequence[int] | None = None, class_nodeids: Sequence[int] | None = None) -> tuple[Any, FLOAT]:
    """[TreeEnsembleClassifier - 3](https://onnx.ai/onnx/operators/onnx_aionnxml_TreeEnsembleClassifier.html#treeensembleclassifier-3-ai-onnx-ml) · ai.onnx.ml · since opset 3

    Tree Ensemble classifier. Returns the top class for each of N inputs.

    The attributes named 'nodes_X' form a sequence of tuples, associated by
    index into the sequences, which must all be of equal length. These tuples
    define the nodes.

    Similarly, all fields prefixed with 'class_' are tuples of votes at the leaves.
    A leaf may have multiple votes, where each vote is weighted by
    the associated class_weights index.

    One and only one of classlabels_strings or classlabels_int64s
    will be defined. The class_ids are indices into this list.
    All fields ending with *_as_tensor* can be used instead of the
    same parameter without the suffix if the element type is double and not float.

    Args:
    - X (T1): Input of shape [N,F]
    - base_values (Sequence[float], optional): Base values for classification, added to final class score; the size must be the same as the classes or can be left unassigned (assumed 0)
    - base_values_as_tensor (TensorData, optional): Base values for classification, added to final class score; the size must be the same as the classes or can be left unassigned (assumed 0)
    - class_ids (Sequence[int], optional): The index of the class list that each weight is for.
    - class_nodeids (Sequence[int], optional): node id that this weight is for.
    - class_treeids (Sequence[int], optional): The id of the tree that this node is in.
    - class_weights (Sequence[float], optional): The weight for the class in class_id.
    - class_weights_as_tensor (TensorData, optional): The weight for the class in class_id.
    - classlabels_int64s (Sequence[int], optional): Class labels if using integer labels. One and only one of the 'classlabels_*' attributes must be defined.
    - classlabels_strings (Sequence[str], optional): Class labels if using string labels. One and only one of the 'classlabels_*' attributes must be defined.
    - nodes_falsenodeids (Sequence[int], optional): Child node if expression is false.
    - nodes_featureids (Sequence[int], optional): Feature id for each node.
    - nodes_hitrates (Sequence[float], optional): Popularity of each node, used for performance and may be omitted.
    - nodes_hitrates_as_tensor (TensorData, optional): Popularity of each node, used for performance and may be omitted.
    - nodes_missing_value_tracks_true (Sequence[int], optional): For each node, define what to do in the presence of a missing value: if a value is missing (NaN), use the 'true' or 'false' branch based on the value in this array. This attribute may be left undefined, and the default value is false (0) for all nodes.
    - nodes_modes (Sequence[str], optional): The node kind, that is, the comparison to make at the node. There is no comparison to make at a leaf node. One of 'BRANCH_LEQ', 'BRANCH_LT', 'BRANCH_GTE', 'BRANCH_GT', 'BRANCH_EQ', 'BRANCH_NEQ', 'LEAF'
    - nodes_nodeids (Sequence[int], optional): Node id for each node. Ids may restart at zero for each tree, but it not required to.
    - nodes_treeids (Sequence[int], optional): Tree id for each node.
    - nodes_truenodeids (Sequence[int], optional): Child node if expression is true.
    - nodes_values (Sequence[float], optional): Thresholds to do the splitting on for each node.
    - nodes_values_as_tensor (TensorData, optional): Thresholds to do the splitting on for each node.
    - post_transform (str, default 'NONE'): Indicates the transform to apply to the score. One of 'NONE,' 'SOFTMAX,' 'LOGISTIC,' 'SOFTMAX_ZERO,' or 'PROBIT.'

    Returns:
    - Y (T2): N, Top class for each point
    - Z (FLOAT): The class score for each class, for each point, a tensor of shape [N,E].

    Type constraints:
    - T1 in (FLOAT, DOUBLE, INT64, INT32): The input type must be a tensor of a numeric type.
    - T2 in (STRING, INT64): The output type will be a tensor of strings or integers, depending on which of the classlabels_* attributes is used."""
@overload
@deprecated('TreeEnsembleClassifier (version 3) takes T1 as one of FLOAT, DOUBLE, INT64 or INT32: these element types make an invalid model')
def TreeEnsembleClassifier(X: TensorType | float | Sequence[float], base_values_as_tensor: TensorData | None = None, post_transform: str = 'NONE', classlabels_int64s: Sequence[int] | None = None, class_weights_as_tensor: TensorData | None = None, class_weights: Sequence[float] | None = None, classlabels_strings: Sequence[str] | None = None, class_ids: Sequence[int] | None = None, nodes_nodeids: Sequence[int] | None = None, nodes_treeids: Sequence[int] | None = None, nodes_featureids: Sequence[int] | None = None, nodes_values_as_tensor: TensorData | None = None, nodes_falsenodeids: Sequence[int] | None = None, nodes_hitrates: Sequence[float] | None = None, base_values: Sequence[float] | None = None, nodes_missing_value_tracks_true: Sequence[int] | None = None, nodes_values: Sequence[float] | None = None, nodes_hitrates_as_tensor: TensorData | None = None, nodes_modes: Sequence[str] | None = None, nodes_truenodeids: Sequence[int] | None = None, class_treeids: Sequence[int] | None = None, class_nodeids: Sequence[int] | None = None) -> tuple[Any, FLOAT]: ...
@overload
def TreeEnsembleRegressor(X: FLOAT | DOUBLE | INT64 | INT32 | float | Sequence[float], base_values_as_tensor: TensorData | None = None, aggregate_function: str = 'SUM', post_transform: str = 'NONE', n_targets: int | None = None, target_weights_as_tensor: TensorData | None = None, target_ids: Sequence[int] | None = None, nodes_nodeids: Sequence[int] | None = None, nodes_treeids: Sequence[int] | None = None, nodes_featureids: Sequence[int] | None = None, target_nodeids: Sequence[int] | None = None, nodes_values_as_tensor: TensorData | None = None, target_weights: Sequence[float] | None = None, nodes_falsenodeids: Sequence[int] | None = None, nodes_hitrates: Sequence[float] | None = None, base_values: Sequence[float] | None = None, nodes_missing_value_tracks_true: Sequence[int] | None = None, nodes_values: Sequence[float] | None = None, nodes_hitrates_as_tensor: TensorData | None = None, nodes_modes: Sequence[str] | None = None, nodes_truenodeids: Sequence[int] | None = None, target_treeids: Sequence[int] | None = None) -> FLOAT:
    """[TreeEnsembleRegressor - 3](https://onnx.ai/onnx/operators/onnx_aionnxml_TreeEnsembleRegressor.html#treeensembleregressor-3-ai-onnx-ml) · ai.onnx.ml · since opset 3

    Tree Ensemble regressor.  Returns the regressed values for each input in N.

    All args with nodes_ are fields of a tuple of tree nodes, and
    it is assumed they are the same length, and an index i will decode the
    tuple across these inputs.  Each node id can appear only once
    for each tree id.

    All fields prefixed with target_ are tuples of votes at the leaves.

    A leaf may have multiple votes, where each vote is weighted by
    the associated target_weights index.

    All fields ending with *_as_tensor* can be used instead of the
    same parameter without the suffix if the element type is double and not float.
    All trees must have their node ids start at 0 and increment by 1.

    Mode enum is BRANCH_LEQ, BRANCH_LT, BRANCH_GTE, BRANCH_GT, BRANCH_EQ, BRANCH_NEQ, LEAF

    Args:
    - X (T): Input of shape [N,F]
    - aggregate_function (str, default 'SUM'): Defines how to aggregate leaf values within a target. One of 'AVERAGE,' 'SUM,' 'MIN,' 'MAX.'
    - base_values (Sequence[float], optional): Base values for regression, added to final prediction after applying aggregate_function; the size must be the same as the classes or can be left unassigned (assumed 0)
    - base_values_as_tensor (TensorData, optional): Base values for regression, added to final prediction after applying aggregate_function; the size must be the same as the classes or can be left unassigned (assumed 0)
    - n_targets (int, optional): The total number of targets.
    - nodes_falsenodeids (Sequence[int], optional): Child node if expression is false
    - nodes_featureids (Sequence[int], optional): Feature id for each node.
    - nodes_hitrates (Sequence[float], optional): Popularity of each node, used for performance and may be omitted.
    - nodes_hitrates_as_tensor (TensorData, optional): Popularity of each node, used for performance and may be omitted.
    - nodes_missing_value_tracks_true (Sequence[int], optional): For each node, define what to do in the presence of a NaN: use the 'true' (if the attribute value is 1) or 'false' (if the attribute value is 0) branch based on the value in this array. This attribute may be left undefined and the default value is false (0) for all nodes.
    - nodes_modes (Sequence[str], optional): The node kind, that is, the comparison to make at the node. There is no comparison to make at a leaf node. One of 'BRANCH_LEQ', 'BRANCH_LT', 'BRANCH_GTE', 'BRANCH_GT', 'BRANCH_EQ', 'BRANCH_NEQ', 'LEAF'
    - nodes_nodeids (Sequence[int], optional): Node id for each node. Node ids must restart at zero for each tree and increase sequentially.
    - nodes_treeids (Sequence[int], optional): Tree id for each node.
    - nodes_truenodeids (Sequence[int], optional): Child node if expression is true
    - nodes_values (Sequence[float], optional): Thresholds to do the splitting on for each node.
    - nodes_values_as_tensor (TensorData, optional): Thresholds to do the splitting on for each node.
    - post_transform (str, default 'NONE'): Indicates the transform to apply to the score. One of 'NONE,' 'SOFTMAX,' 'LOGISTIC,' 'SOFTMAX_ZERO,' or 'PROBIT'
    - target_ids (Sequence[int], optional): The index of the target that each weight is for
    - target_nodeids (Sequence[int], optional): The node id of each weight
    - target_treeids (Sequence[int], optional): The id of the tree that each node is in.
    - target_weights (Sequence[float], optional): The weight for each target
    - target_weights_as_tensor (TensorData, optional): The weight for each target

    Returns:
    - Y (FLOAT): N classes

    Type constraints:
    - T in (FLOAT, DOUBLE, INT64, INT32): The input type must be a tensor of a numeric type."""
@overload
@deprecated('TreeEnsembleRegressor (version 3) takes T as one of FLOAT, DOUBLE, INT64 or INT32: these element types make an invalid model')
def TreeEnsembleRegressor(X: TensorType | float | Sequence[float], base_values_as_tensor: TensorData | None = None, aggregate_function: str = 'SUM', post_transform: str = 'NONE', n_targets: int | None = None, target_weights_as_tensor: TensorData | None = None, target_ids: Sequence[int] | None = None, nodes_nodeids: Sequence[int] | None = None, nodes_treeids: Sequence[int] | None = None, nodes_featureids: Sequence[int] | None = None, target_nodeids: Sequence[int] | None = None, nodes_values_as_tensor: TensorData | None = None, target_weights: Sequence[float] | None = None, nodes_falsenodeids: Sequence[int] | None = None, nodes_hitrates: Sequence[float] | None = None, base_values: Sequence[float] | None = None, nodes_missing_value_tracks_true: Sequence[int] | None = None, nodes_values: Sequence[float] | None = None, nodes_hitrates_as_tensor: TensorData | None = None, nodes_modes: Sequence[str] | None = None, nodes_truenodeids: Sequence[int] | None = None, target_treeids: Sequence[int] | None = None) -> FLOAT: ...
