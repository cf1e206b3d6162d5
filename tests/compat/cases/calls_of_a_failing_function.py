"""A script function with an error, called by others (as onnxscript's ``dft_inv`` and ``stft``
call ``dft_last_axis``), each decorated inside ``try`` so the module still loads (as a notebook
runs on after a failing cell). ``FAILURES`` keeps what each ``@script()`` raised."""

from onnxscribe import FLOAT, INT64, script
from onnxscribe import opset18 as op
from onnxscribe.core.diagnostics import ScriptError

FAILURES: dict[str, str] = {}

try:

    @script()
    def windowed(x: FLOAT[...], length: INT64[1]) -> FLOAT[...]:
        window = op.HannWindow(length)
        return op.LeakyRelu(x * window, slope=0.1)

except ScriptError as error:
    FAILURES["windowed"] = str(error)

try:

    @script()
    def windowed_twice(x: FLOAT[...], length: INT64[1]) -> FLOAT[...]:
        once = windowed(x, length=length)
        return windowed(once, length)

except ScriptError as error:
    FAILURES["windowed_twice"] = str(error)

try:

    @script()
    def framed(x: FLOAT[...], length: INT64[1]) -> FLOAT[...]:
        return windowed_twice(x, length) * 2.0

except ScriptError as error:
    FAILURES["framed"] = str(error)
