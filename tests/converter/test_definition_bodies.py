"""Bodies of script functions and nested graphs: docstrings, missing returns, unpacking counts."""

from __future__ import annotations

from onnxscribe import analyze

BODIES = '''\
from onnxscribe import script, graph, opset18 as op, FLOAT


@script()
def documented(X: FLOAT["N"]):
    """The function's doc."""

    @graph()
    def body(state, item):
        """The graph's doc."""
        total = state + item
        return total, op.Identity(total)

    final, running = op.Scan(X, X, body=body, num_scan_inputs=1)
    return running
'''


def _diagnostics(source: str) -> list[tuple[str, int, int, str, str | None]]:
    return [
        (d.code, d.span.line, d.span.column, d.message, d.hint) for d in analyze(source).diagnostics
    ]


def test_docstrings_of_functions_and_graphs_are_kept_out_of_the_body() -> None:
    analysis = analyze(BODIES)
    assert analysis.diagnostics == []
    function = analysis.functions[0].function
    assert function is not None and function.doc == "The function's doc."
    (scan,) = [node for node in function.graph.nodes if node.op_type == "Scan"]
    assert scan.attributes["body"].value.doc == "The graph's doc."


def test_missing_returns_are_reported_at_the_name() -> None:
    no_return = BODIES.replace("    return running\n", "    running = running\n")
    assert _diagnostics(no_return) == [
        (
            "OXS113",
            5,
            5,
            "script function documented does not return a value",
            "end the function with return",
        )
    ]
    graph_without_return = BODIES.replace(
        "        return total, op.Identity(total)\n", "        total = total\n"
    )
    assert [d[:4] for d in _diagnostics(graph_without_return)][:1] == [
        ("OXS113", 9, 9, "graph body must end with a return")
    ]


def test_unpacking_the_wrong_number_of_values_is_reported_at_the_targets() -> None:
    three = BODIES.replace("    return running\n", "    a, b = X, X, X\n    return a\n")
    assert [d[:4] for d in _diagnostics(three)][:1] == [
        ("OXS310", 15, 5, "2 names are assigned, but there are 3 values")
    ]
    one_value = BODIES.replace("    return running\n", "    a, b = X\n    return a\n")
    assert [d[:4] for d in _diagnostics(one_value)][:1] == [
        ("OXS310", 15, 5, "2 names are assigned, but the value is a single value")
    ]
