"""Compatibility path: ``from onnxscribe.onnx_types import FLOAT``."""

from onnxscribe.types import *
from onnxscribe.types import __all__ as __all__
