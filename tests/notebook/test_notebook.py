"""Script functions in a real Jupyter kernel (ipykernel), driven by nbclient.

Functions are defined in notebook cells (no file on disk); one cell empties ``linecache``
first, so its source can only come from IPython's own records. The display of a function
carries its signature, ONNX text and graph drawing: the editor's graph view page in an iframe,
over a static SVG for front ends that run no scripts.
"""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree

import nbformat
import pytest
from nbclient import NotebookClient
from onnxscribe.lsp.graph_view import function_graph
from shown_graph import embedded_graph

CELLS = [
    "import numpy as np\nfrom onnxscribe import script, FLOAT, opset18 as op",
    "from onnxscribe import script, FLOAT, opset18 as op\n"
    "@script()\n"
    'def gelu(X: FLOAT["N"]) -> FLOAT["N"]:\n'
    "    return X * 0.5 * (op.Erf(X * 0.7071067811865476) + 1.0)",
    "import linecache\n"
    "linecache.clearcache()\n"
    "\n"
    "@script()\n"
    'def double_relu(X: FLOAT["N"], alpha: float = 0.5) -> FLOAT["N"]:\n'
    "    y = op.LeakyRelu(X, alpha=alpha)\n"
    "    return y + y",
    "gelu",
    "print(double_relu(np.array([-2.0, 3.0], dtype=np.float32)).tolist())",
    '@script()\ndef broken(X: FLOAT["N"]):\n    return op.NoSuchOp(X)',
]


SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def executed() -> nbformat.NotebookNode:
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell(source) for source in CELLS]
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    client = NotebookClient(
        notebook,
        timeout=240,
        kernel_name="python3",
        allow_errors=True,
        resources={"metadata": {"path": "."}},
    )
    client.execute()
    return notebook


def _errors(cell: nbformat.NotebookNode) -> list[str]:
    return [
        f"{o.get('ename')}: {o.get('evalue')}" for o in cell.outputs if o.output_type == "error"
    ]


def test_functions_defined_in_cells_convert(executed: nbformat.NotebookNode) -> None:
    for index in (0, 1, 2, 3, 4):
        assert not _errors(executed.cells[index]), (index, _errors(executed.cells[index]))


def test_a_function_displays_its_signature_onnx_text_and_graph(
    executed: nbformat.NotebookNode,
) -> None:
    (result,) = [o for o in executed.cells[3].outputs if o.output_type == "execute_result"]
    markdown = result.data["text/markdown"]
    assert 'gelu(X: FLOAT["N"]) -> FLOAT["N"]' in markdown
    assert "Erf" in markdown and "```" in markdown
    page = result.data["text/html"]
    assert "gelu(X: FLOAT[&quot;N&quot;]) -&gt; FLOAT[&quot;N&quot;]" in page
    assert '<pre class="onnx-text">' in page
    start, end = page.index("<svg"), page.index("</svg>") + len("</svg>")
    labels = [t.text for t in ElementTree.fromstring(page[start:end]).iter(f"{SVG}text")]
    assert "Erf" in labels and "Mul" in labels
    # the graph view page shows the graph onnxscribe.showGraph gives for the cell's source
    shown = embedded_graph(page)
    assert shown == function_graph(CELLS[1], None, "gelu")
    assert "Erf" in [node["op"] for node in shown["graph"]["nodes"]]


def test_eager_calls_work_in_the_notebook(executed: nbformat.NotebookNode) -> None:
    (stream,) = [o for o in executed.cells[4].outputs if o.output_type == "stream"]
    assert stream.text.strip() == "[-2.0, 6.0]"


def test_errors_point_at_the_cell_line(executed: nbformat.NotebookNode) -> None:
    (error,) = _errors(executed.cells[5])
    assert error.startswith("ScriptError")
    assert ":3:" in error and "NoSuchOp" in error
