"""Compatibility path: ``from onnxscribe.onnx_types import FLOAT``."""

from onnxscribe.core.types import *
from onnxscribe.core.types import __all__ as __all__
