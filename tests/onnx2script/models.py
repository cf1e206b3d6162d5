"""Small ONNX models built with onnx.helper, one per feature of from_onnx."""

from __future__ import annotations

import numpy as np
import onnx
from onnx import TensorProto
from onnx import helper as h


def model(
    nodes: list[onnx.NodeProto],
    inputs: list[onnx.ValueInfoProto],
    outputs: list[onnx.ValueInfoProto],
    initializers: list[onnx.TensorProto] | None = None,
    functions: list[onnx.FunctionProto] | None = None,
    opsets: dict[str, int] | None = None,
    name: str = "main",
) -> onnx.ModelProto:
    graph = h.make_graph(nodes, name, inputs, outputs, initializers or [])
    imports = [h.make_opsetid(d, v) for d, v in (opsets or {"": 18}).items()]
    result = h.make_model(graph, opset_imports=imports, functions=functions or [])
    onnx.checker.check_model(result, full_check=True)
    return result


def tensor(name: str, dtype: int, shape: list[object] | None) -> onnx.ValueInfoProto:
    return h.make_tensor_value_info(name, dtype, shape)


FLOAT = TensorProto.FLOAT


def odd_names() -> onnx.ModelProto:
    """Value names that are not identifiers, a keyword, and names the module itself uses."""
    return model(
        [
            h.make_node("Relu", ["x:0"], ["y.1"]),
            h.make_node("Neg", ["y.1"], ["lambda"]),
            h.make_node("Abs", ["lambda"], ["op"]),
            h.make_node("Sigmoid", ["op"], ["2d"]),
        ],
        [tensor("x:0", FLOAT, ["N"])],
        [tensor("2d", FLOAT, ["N"])],
    )


def constants_and_weights() -> onnx.ModelProto:
    weights = np.arange(64, dtype=np.float32).reshape(8, 8) / 64
    return model(
        [
            h.make_node("Constant", [], ["two"], value=h.make_tensor("", FLOAT, [], [2.0])),
            h.make_node("Mul", ["x", "two"], ["scaled"]),
            h.make_node("MatMul", ["scaled", "weights"], ["y"]),
            h.make_node(
                "Constant",
                [],
                ["shape"],
                value=h.make_tensor("", TensorProto.INT64, [2], [-1, 4]),
            ),
            h.make_node("Reshape", ["y", "shape"], ["out"]),
        ],
        [tensor("x", FLOAT, ["N", 8])],
        [tensor("out", FLOAT, [None, 4])],
        [onnx.numpy_helper.from_array(weights, "weights")],
    )


def if_model(cond_shape: list[object]) -> onnx.ModelProto:
    def branch(name: str, op_type: str) -> onnx.GraphProto:
        return h.make_graph(
            [h.make_node(op_type, ["x"], [f"{name}_y"])],
            name,
            [],
            [tensor(f"{name}_y", FLOAT, ["N"])],
        )

    return model(
        [
            h.make_node(
                "If",
                ["c"],
                ["y"],
                then_branch=branch("then", "Relu"),
                else_branch=branch("else", "Neg"),
            )
        ],
        [tensor("c", TensorProto.BOOL, cond_shape), tensor("x", FLOAT, ["N"])],
        [tensor("y", FLOAT, ["N"])],
    )


def loop_and_scan() -> onnx.ModelProto:
    body = h.make_graph(
        [
            h.make_node("Identity", ["cond_in"], ["cond_out"]),
            h.make_node("Cast", ["i"], ["fi"], to=FLOAT),
            h.make_node("Add", ["acc_in", "fi"], ["acc_out"]),
        ],
        "body",
        [
            tensor("i", TensorProto.INT64, []),
            tensor("cond_in", TensorProto.BOOL, []),
            tensor("acc_in", FLOAT, []),
        ],
        [tensor("cond_out", TensorProto.BOOL, []), tensor("acc_out", FLOAT, [])],
    )
    scan_body = h.make_graph(
        [
            h.make_node("Add", ["s_in", "x_i"], ["s_out"]),
            h.make_node("Identity", ["s_out"], ["y_i"]),
        ],
        "scan_body",
        [tensor("s_in", FLOAT, [2]), tensor("x_i", FLOAT, [2])],
        [tensor("s_out", FLOAT, [2]), tensor("y_i", FLOAT, [2])],
    )
    return model(
        [
            h.make_node("Constant", [], ["zero"], value=h.make_tensor("", FLOAT, [], [0.0])),
            h.make_node("Loop", ["n", "", "zero"], ["total"], body=body),
            h.make_node("Constant", [], ["init"], value=h.make_tensor("", FLOAT, [2], [0, 0])),
            h.make_node(
                "Scan", ["init", "xs"], ["final", "sums"], body=scan_body, num_scan_inputs=1
            ),
        ],
        [tensor("n", TensorProto.INT64, []), tensor("xs", FLOAT, [3, 2])],
        [tensor("total", FLOAT, []), tensor("sums", FLOAT, [3, 2])],
    )


def with_functions() -> onnx.ModelProto:
    """A model calling a local function (with an attribute) that calls another one."""
    scale = h.make_function(
        "my.lib",
        "Scale",
        ["X"],
        ["Y"],
        [h.make_node("Add", ["X", "X"], ["Y"])],
        [h.make_opsetid("", 18)],
    )
    act = h.make_function(
        "my.lib",
        "Act",
        ["X"],
        ["Y"],
        [
            h.make_node("Scale", ["X"], ["t"], domain="my.lib"),
            h.make_node("LeakyRelu", ["t"], ["Y"]),
        ],
        [h.make_opsetid("", 18), h.make_opsetid("my.lib", 1)],
        attributes=["alpha"],
    )
    act.node[1].attribute.append(h.make_attribute_ref("alpha", onnx.AttributeProto.FLOAT))
    return model(
        [h.make_node("Act", ["x"], ["y"], domain="my.lib", alpha=0.25)],
        [tensor("x", FLOAT, ["N"])],
        [tensor("y", FLOAT, ["N"])],
        functions=[act, scale],
        opsets={"": 18, "my.lib": 1},
    )
