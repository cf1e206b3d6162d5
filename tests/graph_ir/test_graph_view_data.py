"""A function's graph as data and as a page (``graph_ir.graph_view``), on the extension's fixture."""

from __future__ import annotations

import json
import re
from pathlib import Path

from onnxscribe.graph_ir import graph_view
from onnxscribe.graph_ir.nodes import Function
from onnxscribe.pipeline import analyze

FIXTURE = Path(__file__).parents[2] / "vscode-extension" / "test" / "fixtures" / "model.py"


def _function(name: str) -> Function:
    analysis = analyze(FIXTURE.read_text(encoding="utf-8"), str(FIXTURE))
    function = next(f for f in analysis.functions if f.name == name).function
    assert function is not None
    return function


def test_nodes_carry_their_operator_and_source_span() -> None:
    data = graph_view.graph_data(_function("scale_and_clip"), str(FIXTURE))
    assert data["function"] == "scale_and_clip"
    assert data["opsetImports"] == {"": 18}
    nodes = data["graph"]["nodes"]
    assert [(n["op"], n["line"]) for n in nodes] == [
        ("Constant", 9),
        ("Mul", 9),
        ("ReduceSum", 10),
        ("Greater", 11),
        ("If", 11),
    ]
    mul = nodes[1]
    assert (mul["column"], mul["endLine"]) == (14, 9)
    assert mul["inputs"] == ["x", nodes[0]["outputs"][0]]
    assert {"name": "keepdims", "value": "0"} in nodes[2]["attributes"]


def test_values_are_labelled_with_inferred_types_and_shapes() -> None:
    data = graph_view.graph_data(_function("scale_and_clip"), str(FIXTURE))
    values = data["values"]
    assert values["x"]["type"] == 'FLOAT["N", 3]'
    assert values["limit"]["type"] == "FLOAT"  # a bare FLOAT: a scalar, as the model declares it
    assert values["scaled"]["type"] == 'FLOAT["N", 3]'
    assert values["total"]["type"] == "FLOAT"
    (output,) = data["graph"]["outputs"]
    assert values[output]["label"] == "result"
    assert values[output]["type"] == 'FLOAT["N", 3]'
    every_name = {
        name
        for node in data["graph"]["nodes"]
        for name in node["inputs"] + node["outputs"]
        if name is not None
    }
    assert every_name <= set(values)


def test_if_branches_are_nested_under_the_if_node() -> None:
    data = graph_view.graph_data(_function("scale_and_clip"), str(FIXTURE))
    if_node = data["graph"]["nodes"][-1]
    assert [body["attribute"] for body in if_node["bodies"]] == ["then_branch", "else_branch"]
    then_branch, else_branch = (body["graph"] for body in if_node["bodies"])
    assert [(n["op"], n["line"]) for n in then_branch["nodes"]] == [("Neg", 12), ("Clip", 12)]
    assert [(n["op"], n["line"]) for n in else_branch["nodes"]] == [("Relu", 14)]
    assert set(then_branch["captured"]) == {"scaled", "limit"}
    assert then_branch["id"] == f"{if_node['id']}.then_branch"


def test_loop_body_has_its_iteration_inputs() -> None:
    data = graph_view.graph_data(_function("accumulate"), str(FIXTURE))
    (loop,) = data["graph"]["nodes"]
    assert loop["op"] == "Loop"
    body = loop["bodies"][0]["graph"]
    assert body["inputs"] == ["i", "cond_in", "acc"]
    assert data["values"]["i"]["type"] == "INT64"
    assert [n["op"] for n in body["nodes"]] == ["CastLike", "Add", "Identity"]


def test_data_is_plain_json() -> None:
    data = graph_view.graph_data(_function("accumulate"), str(FIXTURE))
    assert json.loads(json.dumps(data)) == data


def test_page_embeds_the_data_and_the_drawing_script() -> None:
    data = graph_view.graph_data(_function("scale_and_clip"), str(FIXTURE))
    page = graph_view.graph_page(data)
    embedded = re.search(
        r'<script type="application/json" id="graph-data">(.*?)</script>', page, re.S
    )
    assert embedded is not None
    assert json.loads(embedded.group(1)) == data
    assert graph_view.renderer_script() in page
    assert "Content-Security-Policy" in page


def test_page_text_cannot_close_its_script_elements() -> None:
    data = {"function": "f</script><b>", "graph": {}, "note": "</script><script>alert(1)"}
    page = graph_view.graph_page(data, script="var s = '</script>';")
    assert page.count("</script>") == 2
    embedded = re.search(r'id="graph-data">(.*?)</script>', page, re.S)
    assert embedded is not None
    assert json.loads(embedded.group(1)) == data
    assert "<title>f&lt;/script&gt;&lt;b&gt;: graph</title>" in page
