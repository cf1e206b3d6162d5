"""Eager mode: ops evaluated at once on numpy data.

* ``tensor``: ``Tensor``, the result type, with the dialect's operators.
* ``evaluators``: onnxruntime (cached sessions), the onnx reference evaluator, and ``auto``.
* ``dispatch``: ``call_op``, what calling an ``Op`` does.
* ``context``: the opset the Tensor operators use.
* ``errors``: ``OpCallError`` (a bad call) and ``EagerError`` (a failed evaluation).
"""

from onnxscribe.eager.errors import EagerError, OpCallError

__all__ = ["EagerError", "OpCallError"]
