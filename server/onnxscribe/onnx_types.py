"""Compatibility path: ``from onnxscribe.onnx_types import FLOAT``."""

from onnxscribe.core.types import *  # noqa: F403
from onnxscribe.core.types import __all__  # noqa: F401
