"""The rich display of script functions and the graph drawing, without a kernel."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from pathlib import Path

import onnx
from onnx import helper as h
from onnxscribe.frontend.notebook_cells import cell_text
from onnxscribe.graph_ir.graph_view import graph_data as view_data
from onnxscribe.graph_ir.graph_view import graph_page
from onnxscribe.lsp.graph_view import function_graph
from onnxscribe.notebook.drawing import graph_data, node_rows, svg
from script_functions import affine, scaled_relu
from shown_graph import embedded_graph, embedded_page

FUNCTIONS_FILE = Path(__file__).with_name("script_functions.py")

SVG = "{http://www.w3.org/2000/svg}"


def test_markdown_has_the_typed_signature_and_the_onnx_text() -> None:
    text = scaled_relu._repr_markdown_()
    assert 'scaled_relu(X: FLOAT["N", 3], scale: float = 2.0) -> FLOAT["N", 3]' in text
    assert onnx.printer.to_text(scaled_relu.to_function_proto()) in text


def test_html_has_the_signature_the_drawing_and_the_onnx_text() -> None:
    page = affine._repr_html_()
    assert (
        "affine(X: FLOAT[&quot;N&quot;, 3], W: FLOAT[3, 2]) -&gt; FLOAT[&quot;N&quot;, 2]" in page
    )
    start, end = page.index("<svg"), page.index("</svg>") + len("</svg>")
    drawing = ElementTree.fromstring(page[start:end])
    labels = [t.text for t in drawing.iter(f"{SVG}text")]
    assert labels == ["X", "W", "MatMul", "Relu", "y"]
    # the drawing names each value with its inferred type
    titles = [t.text for t in drawing.iter(f"{SVG}title")]
    assert 'MatMul -> product: FLOAT["N", 2]' in titles


def test_html_embeds_the_editors_graph_view_page() -> None:
    page = affine._repr_html_()
    assert embedded_page(page) == graph_page(view_data(affine.function_ir))
    # the same graph onnxscribe.showGraph gives for the function's source
    shown = function_graph(FUNCTIONS_FILE.read_text("utf-8"), None, "affine")
    assert embedded_graph(page) == shown
    assert [node["op"] for node in shown["graph"]["nodes"]] == ["MatMul", "Relu"]


def test_the_static_drawing_comes_first_and_a_script_hides_it() -> None:
    page = affine._repr_html_()
    static = page.index('<div class="onnxscribe-static-graph"><svg')
    frame = page.index('<iframe class="onnxscribe-graph-view"')
    hide = page.index("<script>", frame)
    assert static < frame < hide < page.index("<details>")
    assert ".onnxscribe-static-graph" in page[hide : page.index("</script>", hide)]
    # the iframe runs the page's scripts without the notebook's origin
    assert 'sandbox="allow-scripts"' in page[frame : page.index(">", frame)]


def test_nodes_are_drawn_in_rows_by_distance_from_the_inputs() -> None:
    graph = h.make_graph(
        [
            h.make_node("Relu", ["x"], ["a"]),
            h.make_node("Neg", ["x"], ["b"]),
            h.make_node("Add", ["a", "b"], ["c"]),
        ],
        "g",
        [h.make_tensor_value_info("x", onnx.TensorProto.FLOAT, [1])],
        [h.make_tensor_value_info("c", onnx.TensorProto.FLOAT, [1])],
    )
    data = graph_data(graph)
    assert node_rows(data) == [1, 1, 2]
    drawing = ElementTree.fromstring(svg(data))
    assert len(list(drawing.iter(f"{SVG}line"))) == 5  # x->Relu, x->Neg, a->Add, b->Add, c->out


def test_outside_ipython_there_is_no_cell() -> None:
    assert cell_text("/tmp/ipykernel_1/1.py") is None
