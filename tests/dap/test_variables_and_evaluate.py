"""Tensors as variables (statistics, paging, groups, sequences) and evaluate in a stopped frame."""

from __future__ import annotations

import pytest
from dap_client import DapClient
from programs_support import line_of, program

SEQUENCES = program("sequences.py")


def stop_in_pieces(client: DapClient, values: str, paging: bool = True) -> dict:
    line = line_of("sequences.py", "return doubled + op.ReduceSum(first)")
    client.start(
        breakpoints={SEQUENCES: [{"line": line}]},
        paging=paging,
        program=SEQUENCES,
        function="pieces",
        inputs={"X": values},
    )
    return client.stopped("breakpoint")


def test_tensor_children_are_statistics_then_values(client: DapClient) -> None:
    top = stop_in_pieces(client, "np.array([1, np.nan, np.inf, -2, 0, 4], dtype=np.float32)")
    x = client.scope_variables(top["id"])["X"]
    assert x["namedVariables"] == 7 and x["indexedVariables"] == 6
    named = client.children(x, filter="named")
    assert {k: v["value"] for k, v in named.items()} == {
        "dtype": "FLOAT (numpy float32)",
        "shape": "[6]",
        "min": "-2",
        "max": "4",
        "mean": "0.75",
        "NaN count": "1",
        "Inf count": "1",
    }
    page = client.children(x, filter="indexed", start=1, count=2)
    assert {k: v["value"] for k, v in page.items()} == {"[1]": "nan", "[2]": "inf"}


def test_sequences_expand_into_their_tensors(client: DapClient) -> None:
    top = stop_in_pieces(client, "np.arange(6, dtype=np.float32)")
    variables = client.scope_variables(top["id"])
    parts = variables["parts"]
    assert parts["value"] == "Sequence[FLOAT[2]] (length 3)"
    items = client.children(parts)
    assert [v["value"] for v in items.values()] == [
        "FLOAT[2] [0. 1.]",
        "FLOAT[2] [2. 3.]",
        "FLOAT[2] [4. 5.]",
    ]
    assert variables["first"]["value"] == "FLOAT[2] [0. 1.]"


def test_rows_of_a_matrix_expand_again(client: DapClient) -> None:
    top = stop_in_pieces(client, "np.arange(6, dtype=np.float32)")
    result = client.request(
        "evaluate", {"expression": "op.Reshape(X, [3, 2])", "frameId": top["id"], "context": "repl"}
    )
    assert result["result"] == "FLOAT[3, 2] [[0. 1.] [2. 3.] [4. 5.]]"
    rows = client.children(result, filter="indexed", start=0, count=3)
    assert rows["[2]"]["value"] == "FLOAT[2] [4. 5.]"
    assert client.children(rows["[2]"], filter="indexed")["[1]"]["value"] == "5.0"


@pytest.mark.parametrize("paging", [True, False])
def test_long_tensors_page_or_group(client: DapClient, paging: bool) -> None:
    line = line_of("sequences.py", "return scaled / largest")
    client.start(
        breakpoints={SEQUENCES: [{"line": line}]},
        paging=paging,
        program=SEQUENCES,
        function="count_up",
        inputs={"n": "np.array(250)"},
    )
    top = client.stopped("breakpoint")
    scaled = client.scope_variables(top["id"])["scaled"]
    assert scaled["indexedVariables"] == 250
    everything = client.children(scaled)
    if paging:
        assert "[249]" in everything and everything["[249]"]["value"] == "124.5"
        assert (
            client.children(scaled, filter="indexed", start=200, count=1)["[200]"]["value"]
            == "100.0"
        )
    else:
        groups = [name for name in everything if name.startswith("[") and ".." in name]
        assert groups == ["[0..99]", "[100..199]", "[200..249]"]
        last = client.children(everything["[200..249]"])
        assert len(last) == 50 and last["[249]"]["value"] == "124.5"


def test_evaluate_dialect_expressions_watch_and_hover(client: DapClient) -> None:
    top = stop_in_pieces(client, "np.arange(6, dtype=np.float32)")
    frame = top["id"]

    def evaluate(expression: str, context: str = "repl") -> dict:
        return client.request(
            "evaluate", {"expression": expression, "frameId": frame, "context": context}
        )

    assert evaluate("op.ReduceMax(X)")["result"] == "FLOAT[1] [5.]"
    assert evaluate("X[1:4]", "watch")["result"] == "FLOAT[3] [1. 2. 3.]"
    assert evaluate("doubled + 1")["result"] == "FLOAT[6] [ 1. 3. 5. 7. 9. 11.]"
    assert evaluate("X", "hover")["type"] == "FLOAT[6]"
    message = client.failing(
        "evaluate", {"expression": "op.Neg(X)", "frameId": frame, "context": "hover"}
    )
    assert "hover does not run operators" in message
    message = client.failing("evaluate", {"expression": "missing + 1", "frameId": frame})
    assert message == "NameError: name 'missing' is not defined"
    message = client.failing("evaluate", {"expression": "X +", "frameId": frame})
    assert message.startswith("not an expression")
    client.request("continue", {"threadId": 1})
    assert client.wait_event("exited")["exitCode"] == 0
    # while running, nothing can be evaluated in a frame
    message = client.failing("evaluate", {"expression": "X", "frameId": frame})
    assert "running" in message


def test_console_tensors_have_their_numpy_arrays_methods(client: DapClient) -> None:
    top = stop_in_pieces(client, "np.arange(6, dtype=np.float32)")
    frame = top["id"]

    def result(expression: str) -> str:
        body = client.request(
            "evaluate", {"expression": expression, "frameId": frame, "context": "repl"}
        )
        return str(body["result"])

    assert result("X.sum()") == "FLOAT[] 15.0"
    assert result("X.mean()") == "FLOAT[] 2.5"
    assert result("X.numpy()") == "FLOAT[6] [0. 1. 2. 3. 4. 5.]"
    assert result("op.Reshape(X, [2, 3]).T") == "FLOAT[3, 2] [[0. 3.] [1. 4.] [2. 5.]]"
    # arrays that methods return are tensors again: the dialect's operators apply to them
    assert result("X.reshape(2, 3).sum(axis=0) + 1") == "FLOAT[3] [4. 6. 8.]"
    assert result("(X * 2).max()") == "FLOAT[] 10.0"
    assert result("X.shape") == "(6,)"


def test_console_says_what_a_tensor_offers_and_keeps_values_unchanged(client: DapClient) -> None:
    top = stop_in_pieces(client, "np.array([3, 1, 2, 0, 5, 4], dtype=np.float32)")
    frame = top["id"]
    message = client.failing("evaluate", {"expression": "X.no_such", "frameId": frame})
    assert message.startswith("AttributeError: a tensor has no attribute 'no_such'; ")
    assert "x.sum()" in message and "op.ReduceSum(x)" in message
    message = client.failing("evaluate", {"expression": "X.sort()", "frameId": frame})
    assert "in place" in message
    value = client.request("evaluate", {"expression": "X", "frameId": frame, "context": "repl"})
    assert value["result"] == "FLOAT[6] [3. 1. 2. 0. 5. 4.]"


def test_failed_evaluations_are_not_notifications(client: DapClient) -> None:
    top = stop_in_pieces(client, "np.arange(6, dtype=np.float32)")
    for context in ("repl", "watch", "hover"):
        response = client.response(
            client.send(
                "evaluate", {"expression": "missing", "frameId": top["id"], "context": context}
            )
        )
        assert not response["success"]
        assert response["message"] == "NameError: name 'missing' is not defined"
        assert response["body"]["error"]["showUser"] is False


def test_failed_launches_are_shown(client: DapClient) -> None:
    client.request("initialize", {"adapterID": "onnxscribe"})
    response = client.response(client.send("launch", {"program": SEQUENCES, "function": "nope"}))
    assert not response["success"]
    assert response["body"]["error"]["showUser"] is True
