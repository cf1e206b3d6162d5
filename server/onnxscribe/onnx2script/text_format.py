"""Models in the ONNX text format (``.onnxtxt``, what ``onnx.parser`` reads and
``onnx.printer`` writes)."""

from __future__ import annotations

import onnx
import onnx.parser

from onnxscribe.onnx2script.errors import FromOnnxError

TEXT_SUFFIX = ".onnxtxt"


def parse_text(data: bytes) -> onnx.ModelProto | onnx.GraphProto:
    """The model (or, failing that, the graph) that ``data`` writes in the ONNX text format;
    ``FromOnnxError`` saying where it cannot be parsed."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise FromOnnxError(f"the text is not UTF-8 (byte {error.start})") from None
    try:
        return onnx.parser.parse_model(text)
    except Exception as model_error:  # onnx.parser.ParseError
        try:
            return onnx.parser.parse_graph(text)
        except Exception:
            raise FromOnnxError(
                f"not a model in the ONNX text format: {_parse_problem(model_error)}"
            ) from None


def _parse_problem(error: Exception) -> str:
    """The parser's message on one line: where, and what it expected (the context line it
    repeats is left out)."""
    found = error.args[0] if error.args else ""
    text = found.decode("utf-8", "replace") if isinstance(found, bytes) else str(found)
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    kept = [line for line in lines if not line.startswith("Error context:")]
    return " ".join(kept) or type(error).__name__
