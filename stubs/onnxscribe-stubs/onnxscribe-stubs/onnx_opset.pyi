"""Compatibility path: ``from onnxscribe.onnx_opset import opset18``.

Importing this module makes a type checker load every opset; ``from onnxscribe import opset18``
loads only the one used.
"""

from onnxscribe import opset1 as opset1
from onnxscribe import opset2 as opset2
from onnxscribe import opset3 as opset3
from onnxscribe import opset4 as opset4
from onnxscribe import opset5 as opset5
from onnxscribe import opset6 as opset6
from onnxscribe import opset7 as opset7
from onnxscribe import opset8 as opset8
from onnxscribe import opset9 as opset9
from onnxscribe import opset10 as opset10
from onnxscribe import opset11 as opset11
from onnxscribe import opset12 as opset12
from onnxscribe import opset13 as opset13
from onnxscribe import opset14 as opset14
from onnxscribe import opset15 as opset15
from onnxscribe import opset16 as opset16
from onnxscribe import opset17 as opset17
from onnxscribe import opset18 as opset18
from onnxscribe import opset19 as opset19
from onnxscribe import opset20 as opset20
from onnxscribe import opset21 as opset21
from onnxscribe import opset22 as opset22
from onnxscribe import opset23 as opset23
from onnxscribe import opset24 as opset24
from onnxscribe import opset25 as opset25
from onnxscribe import opset26 as opset26
from onnxscribe import opset27 as opset27
from onnxscribe import opset28 as opset28
from onnxscribe import ml_opset1 as ml_opset1
from onnxscribe import ml_opset2 as ml_opset2
from onnxscribe import ml_opset3 as ml_opset3
from onnxscribe import ml_opset4 as ml_opset4
from onnxscribe import ml_opset5 as ml_opset5
