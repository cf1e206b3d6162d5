"""ai.onnx.ml opset 5: the operators new at 5, the others from ml_opset4 (generated from the schemas of onnx 1.23.2; do not edit)."""

from collections.abc import Sequence
from typing import Any, TypeVar, overload
from typing_extensions import deprecated
from onnxscribe.core.type_aliases import TensorData
from onnxscribe.core.types import (
    FLOAT, INT32, INT64, FLOAT16, DOUBLE, TensorType,
)
from onnxscribe.ml_opset4 import (
    ArrayFeatureExtractor, Binarizer, CastMap, CategoryMapper, DictVectorizer, FeatureVectorizer, Imputer, LabelEncoder,
    LinearClassifier, LinearRegressor, Normalizer, OneHotEncoder, SVMClassifier, SVMRegressor, Scaler, ZipMap,
)
__all__ = [
    "ArrayFeatureExtractor", "Binarizer", "CastMap", "CategoryMapper", "DictVectorizer", "FeatureVectorizer", "Imputer",
    "LabelEncoder", "LinearClassifier", "LinearRegressor", "Normalizer", "OneHotEncoder", "SVMClassifier",
    "SVMRegressor", "Scaler", "TreeEnsemble", "ZipMap",
]

_TreeEnsemble_T = TypeVar("_TreeEnsemble_T", FLOAT, DOUBLE, FLOAT16)
_TreeEnsemble_T_any = TypeVar("_TreeEnsemble_T_any", bound=TensorType)
@overload
def TreeEnsemble(X: _TreeEnsemble_T | float | Sequence[float], aggregate_function: int = 1, post_transform: int = 0, *, leaf_targetids: Sequence[int], leaf_weights: TensorData, nodes_falseleafs: Sequence[int], nodes_falsenodeids: Sequence[int], nodes_featureids: Sequence[int], nodes_modes: TensorData, nodes_splits: TensorData, nodes_trueleafs: Sequence[int], nodes_truenodeids: Sequence[int], tree_roots: Sequence[int], membership_values: TensorData | None = None, n_targets: int | None = None, nodes_hitrates: TensorData | None = None, nodes_missing_value_tracks_true: Sequence[int] | None = None) -> _TreeEnsemble_T:
    """[TreeEnsemble - 5](https://onnx.ai/onnx/operators/onnx_aionnxml_TreeEnsemble.html#treeensemble-5-ai-onnx-ml) · ai.onnx.ml · since opset 5

    Tree Ensemble operator.  Returns the regressed values for each input in a batch.
    Inputs have dimensions `[N, F]` where `N` is the input batch size and `F` is the number of input features.
    Outputs have dimensions `[N, num_targets]` where `N` is the batch size and `num_targets` is the number of targets, which is a configurable attribute.

    The encoding of this attribute is split along interior nodes and the leaves of the trees. Notably, attributes with the prefix `nodes_*` are associated with interior nodes, and attributes with the prefix `leaf_*` are associated with leaves.
    The attributes `nodes_*` must all have the same length and encode a sequence of tuples, as defined by taking all the `nodes_*` fields at a given position.

    All fields prefixed with `leaf_*` represent tree leaves, and similarly define tuples of leaves and must have identical length.

    This operator can be used to implement both the previous `TreeEnsembleRegressor` and `TreeEnsembleClassifier` nodes.
    The `TreeEnsembleRegressor` node maps directly to this node and requires changing how the nodes are represented.
    The `TreeEnsembleClassifier` node can be implemented by adding a `ArgMax` node after this node to determine the top class.
    To encode class labels, a `LabelEncoder` or `GatherND` operator may be used.

    Args:
    - X (T): Input of shape [Batch Size, Number of Features]
    - leaf_targetids (Sequence[int], required): The index of the target that this leaf contributes to (this must be in range `[0, n_targets)`).
    - leaf_weights (TensorData, required): The weight for each leaf.
    - nodes_falseleafs (Sequence[int], required): 1 if false branch is leaf for each node and 0 if an interior node. To represent a tree that is a leaf (only has one node), one can do so by having a single `nodes_*` entry with true and false branches referencing the same `leaf_*` entry
    - nodes_falsenodeids (Sequence[int], required): If `nodes_falseleafs` is false at an entry, this represents the position of the false branch node. This position can be used to index into a `nodes_*` entry. If `nodes_falseleafs` is false, it is an index into the leaf_* attributes.
    - nodes_featureids (Sequence[int], required): Feature id for each node.
    - nodes_modes (TensorData, required): The comparison operation performed by the node. This is encoded as an enumeration of 0 ('BRANCH_LEQ'), 1 ('BRANCH_LT'), 2 ('BRANCH_GTE'), 3 ('BRANCH_GT'), 4 ('BRANCH_EQ'), 5 ('BRANCH_NEQ'), and 6 ('BRANCH_MEMBER'). Note this is a tensor of type uint8.
    - nodes_splits (TensorData, required): Thresholds to do the splitting on for each node with mode that is not 'BRANCH_MEMBER'.
    - nodes_trueleafs (Sequence[int], required): 1 if true branch is leaf for each node and 0 an interior node. To represent a tree that is a leaf (only has one node), one can do so by having a single `nodes_*` entry with true and false branches referencing the same `leaf_*` entry
    - nodes_truenodeids (Sequence[int], required): If `nodes_trueleafs` is false at an entry, this represents the position of the true branch node. This position can be used to index into a `nodes_*` entry. If `nodes_trueleafs` is false, it is an index into the leaf_* attributes.
    - tree_roots (Sequence[int], required): Index into `nodes_*` for the root of each tree. The tree structure is derived from the branching of each node.
    - aggregate_function (int, default 1): Defines how to aggregate leaf values within a target. One of 'AVERAGE' (0) 'SUM' (1) 'MIN' (2) 'MAX (3) defaults to 'SUM' (1)
    - membership_values (TensorData, optional): Members to test membership of for each set membership node. List all of the members to test again in the order that the 'BRANCH_MEMBER' mode appears in `node_modes`, delimited by `NaN`s. Will have the same number of sets of values as nodes with mode 'BRANCH_MEMBER'. This may be omitted if the node doesn't contain any 'BRANCH_MEMBER' nodes.
    - n_targets (int, optional): The total number of targets.
    - nodes_hitrates (TensorData, optional): Popularity of each node, used for performance and may be omitted.
    - nodes_missing_value_tracks_true (Sequence[int], optional): For each node, define whether to follow the true branch (if attribute value is 1) or false branch (if attribute value is 0) in the presence of a NaN input feature. This attribute may be left undefined and the default value is false (0) for all nodes.
    - post_transform (int, default 0): Indicates the transform to apply to the score. One of 'NONE' (0), 'SOFTMAX' (1), 'LOGISTIC' (2), 'SOFTMAX_ZERO' (3) or 'PROBIT' (4), defaults to 'NONE' (0)

    Returns:
    - Y (T): Output of shape [Batch Size, Number of targets]

    Type constraints:
    - T in (FLOAT, DOUBLE, FLOAT16): The input type must be a tensor of a numeric type."""
@overload
@deprecated('TreeEnsemble (version 5) takes T as one of FLOAT, DOUBLE or FLOAT16: these element types make an invalid model')
def TreeEnsemble(X: _TreeEnsemble_T_any | float | Sequence[float], aggregate_function: int = 1, post_transform: int = 0, *, leaf_targetids: Sequence[int], leaf_weights: TensorData, nodes_falseleafs: Sequence[int], nodes_falsenodeids: Sequence[int], nodes_featureids: Sequence[int], nodes_modes: TensorData, nodes_splits: TensorData, nodes_trueleafs: Sequence[int], nodes_truenodeids: Sequence[int], tree_roots: Sequence[int], membership_values: TensorData | None = None, n_targets: int | None = None, nodes_hitrates: TensorData | None = None, nodes_missing_value_tracks_true: Sequence[int] | None = None) -> _TreeEnsemble_T_any: ...
@deprecated('TreeEnsembleClassifier is deprecated in this opset; use TreeEnsemble')
def TreeEnsembleClassifier(X: FLOAT | DOUBLE | INT64 | INT32 | float | Sequence[float], base_values_as_tensor: TensorData | None = None, post_transform: str = 'NONE', classlabels_int64s: Sequence[int] | None = None, class_weights_as_tensor: TensorData | None = None, class_weights: Sequence[float] | None = None, classlabels_strings: Sequence[str] | None = None, class_ids: Sequence[int] | None = None, nodes_nodeids: Sequence[int] | None = None, nodes_treeids: Sequence[int] | None = None, nodes_featureids: Sequence[int] | None = None, nodes_values_as_tensor: TensorData | None = None, nodes_falsenodeids: Sequence[int] | None = None, nodes_hitrates: Sequence[float] | None = None, base_values: Sequence[float] | None = None, nodes_missing_value_tracks_true: Sequence[int] | None = None, nodes_values: Sequence[float] | None = None, nodes_hitrates_as_tensor: TensorData | None = None, nodes_modes: Sequence[str] | None = None, nodes_truenodeids: Sequence[int] | None = None, class_treeids: Sequence[int] | None = None, class_nodeids: Sequence[int] | None = None) -> tuple[Any, FLOAT]:
    """[TreeEnsembleClassifier - 5](https://onnx.ai/onnx/operators/onnx_aionnxml_TreeEnsembleClassifier.html#treeensembleclassifier-5-ai-onnx-ml) · ai.onnx.ml · since opset 5

    Deprecated: use TreeEnsemble."""
@deprecated('TreeEnsembleRegressor is deprecated in this opset; use TreeEnsemble')
def TreeEnsembleRegressor(X: FLOAT | DOUBLE | INT64 | INT32 | float | Sequence[float], base_values_as_tensor: TensorData | None = None, aggregate_function: str = 'SUM', post_transform: str = 'NONE', n_targets: int | None = None, target_weights_as_tensor: TensorData | None = None, target_ids: Sequence[int] | None = None, nodes_nodeids: Sequence[int] | None = None, nodes_treeids: Sequence[int] | None = None, nodes_featureids: Sequence[int] | None = None, target_nodeids: Sequence[int] | None = None, nodes_values_as_tensor: TensorData | None = None, target_weights: Sequence[float] | None = None, nodes_falsenodeids: Sequence[int] | None = None, nodes_hitrates: Sequence[float] | None = None, base_values: Sequence[float] | None = None, nodes_missing_value_tracks_true: Sequence[int] | None = None, nodes_values: Sequence[float] | None = None, nodes_hitrates_as_tensor: TensorData | None = None, nodes_modes: Sequence[str] | None = None, nodes_truenodeids: Sequence[int] | None = None, target_treeids: Sequence[int] | None = None) -> FLOAT:
    """[TreeEnsembleRegressor - 5](https://onnx.ai/onnx/operators/onnx_aionnxml_TreeEnsembleRegressor.html#treeensembleregressor-5-ai-onnx-ml) · ai.onnx.ml · since opset 5

    Deprecated: use TreeEnsemble."""
