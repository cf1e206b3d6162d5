"""Compatibility path: ``from onnxscribe.onnx_types import FLOAT``."""

from onnxscribe.types import *  # noqa: F403
from onnxscribe.types import __all__  # noqa: F401
