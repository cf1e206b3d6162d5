"""``from_onnx`` on models whose every string is chosen by hypothesis: value names, dims, doc
strings, attribute strings, op domains. Each script must parse, import and convert back without
running anything a string asked for (no marker file), and keep the names it does not rename."""

from __future__ import annotations

import ast
import keyword
import tempfile
from pathlib import Path

import onnx
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from onnx import TensorProto, helper
from onnxscribe.onnx2script import from_onnx
from onnxscribe.onnx2script.roundtrip import script_model

MARKER = Path(tempfile.gettempdir()) / "onnxscribe_from_onnx_fuzz_marker"
_TOUCH = f"__import__('os').system('touch {MARKER}')"

PIECES = [
    "'",
    '"',
    "\\",
    '"""',
    "'''",
    "\n",
    "\r",
    "\t",
    "\x00",
    "\x1b]52;c;aGk=\x07",
    "\u2028",
    "\u202e",
    "é",
    "\U0001d518",
    "__class__",
    "__import__",
    "DATA",
    "op",
    *keyword.kwlist[:8],
    _TOUCH,
    f"', {_TOUCH}, '",
    f"\\', {_TOUCH}, '",
    f'", {_TOUCH}, "',
    f'"""\n{_TOUCH}\n"""',
    f"\n{_TOUCH}\n#",
]
"""Quotes, backslashes, line breaks, control characters, keywords and the injections of
issue 22, mixed with arbitrary text."""

text = st.lists(st.one_of(st.sampled_from(PIECES), st.text(max_size=6)), max_size=4).map("".join)
name = text.filter(bool)


def _model(input_name: str, dim: str, doc: str, attribute: str, domain: str) -> onnx.ModelProto:
    x = helper.make_tensor_value_info(input_name, TensorProto.FLOAT, [dim, 2])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [dim, 2])
    node = helper.make_node(
        "Custom", [input_name], ["y"], domain=domain, mode=attribute, doc_string=doc
    )
    graph = helper.make_graph([node], "g", [x], [y], doc_string=doc)
    return helper.make_model(
        graph,
        opset_imports=[helper.make_opsetid("", 18), helper.make_opsetid(domain, 1)],
        doc_string=doc,
    )


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    input_name=name,
    dim=name,
    doc=text,
    attribute=text,
    domain=name.filter(lambda d: d not in ("ai.onnx", "ai.onnx.ml")),
)
def test_every_string_of_a_model_stays_a_literal(
    input_name: str, dim: str, doc: str, attribute: str, domain: str
) -> None:
    MARKER.unlink(missing_ok=True)
    source = from_onnx(_model(input_name, dim, doc, attribute, domain))
    ast.parse(source.text)  # compiles
    with tempfile.TemporaryDirectory() as directory:
        converted = script_model(source, Path(directory))
    assert not MARKER.exists()
    (given_input,) = converted.graph.input
    if input_name not in source.renamed:
        assert given_input.name == input_name
    else:
        assert given_input.name == source.renamed[input_name]
    dims = given_input.type.tensor_type.shape.dim
    assert [d.dim_param for d in dims[:1]] == [dim]
    (node,) = converted.graph.node
    assert (node.domain, node.op_type) == (domain, "Custom")
    assert [(a.name, a.s) for a in node.attribute] == [("mode", attribute.encode())]
