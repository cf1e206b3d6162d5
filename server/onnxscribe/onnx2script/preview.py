"""A script shown on the screen: the stored tensors it loads are summarized, not printed."""

from __future__ import annotations

from onnxscribe.onnx2script.api import ScriptSource


def preview_text(source: ScriptSource) -> str:
    """The script's text with, above the line loading its data file, one comment per stored
    tensor (its name, element type and shape) and how to write them."""
    if not source.data:
        return source.text
    notes = [
        f"# {len(source.data)} tensor(s) not printed; '-o FILE.py' writes them to "
        f"FILE.npz beside the script:",
    ]
    for key, array in source.data.items():
        notes.append(f"#   DATA.{key}: {array.dtype} {list(array.shape)}")
    lines = source.text.split("\n")
    at = next((i for i, line in enumerate(lines) if line.startswith("DATA = ")), len(lines))
    return "\n".join([*lines[:at], *notes, *lines[at:]])
