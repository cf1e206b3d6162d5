"""The checker over hand-built IR: each check, and that valid code stays quiet."""

import numpy as np
from check_ir_builder import Builder, span
from onnxscribe.check import check_function
from onnxscribe.core.types import BOOL, FLOAT, INT64, TensorValueType
from onnxscribe.graph_ir.nodes import Function, Value

F = FLOAT.dtype
I64 = INT64.dtype


def t(annotation):
    return annotation.to_value_type()


def codes(diagnostics):
    return [(d.code, d.span.line) for d in diagnostics]


def test_types_and_shapes_are_written_on_every_value():
    b = Builder()
    x = b.input("X", t(FLOAT["N", 3]))
    w = b.input("W", t(FLOAT[3, 5]))
    y = b.op("MatMul", x, w)
    s = b.op("Shape", y)
    r = b.op("Reshape", x, b.const([-1]))
    c = b.op("Cast", y, to=I64)
    assert check_function(b.function(y, s, r, c)) == []
    assert str(y.type) == 'FLOAT["N", 5]'
    assert str(s.type) == "INT64[2]"
    assert str(r.type) == "FLOAT[None]"
    assert str(c.type) == 'INT64["N", 5]'


def test_matmul_dim_conflict_points_at_where_the_dim_was_fixed():
    b2 = Builder()
    x = b2.input("X", t(FLOAT["N", "M"]))
    w = b2.input("W", t(FLOAT["K", "C"]))
    three = b2.input("A", t(FLOAT[2, 3]))
    four = b2.input("B", t(FLOAT[4]))
    b2.op("MatMul", three, x)  # line 2: N = 3
    b2.op("MatMul", x, b2.input("Z", t(FLOAT[3, 2])))  # line 3: M = 3
    b2.op("MatMul", four, w)  # line 4: K = 4
    y = b2.op("MatMul", x, w)  # line 5: M (3) vs K (4)
    found = check_function(b2.function(y))
    assert codes(found) == [("OXS502", 5)]
    assert found[0].related and found[0].related[0].span.line == 3


def test_inconsistent_element_types():
    b = Builder()
    x = b.input("X", t(FLOAT["N"]))
    i = b.input("I", t(INT64["N"]))
    y = b.op("Add", x, i)
    found = check_function(b.function(y))
    assert codes(found) == [("OXS402", 2)]
    assert "FLOAT" in found[0].message and "INT64" in found[0].message


def test_input_type_not_allowed():
    b = Builder()
    s = b.input("S", t(BOOL["N"]))
    y = b.op("Relu", s)
    assert codes(check_function(b.function(y))) == [("OXS401", 2)]


def test_broadcast_failure():
    b = Builder()
    y = b.op("Add", b.input("X", t(FLOAT[2, 3])), b.input("Y", t(FLOAT[4])))
    assert codes(check_function(b.function(y))) == [("OXS501", 2)]


def test_annotated_assignment_type_and_shape():
    b = Builder()
    x = b.input("X", t(FLOAT["N", 3]))
    b.op("Relu", x, declared=[t(INT64["N", 3])])
    b.op("Relu", x, declared=[t(FLOAT["N", 4])])
    b.op("Relu", x, declared=[t(FLOAT["N"])])
    ok = b.op("Relu", x, declared=[t(FLOAT[...])])
    assert codes(check_function(b.function(ok))) == [("OXS403", 2), ("OXS504", 3), ("OXS504", 4)]


def test_return_annotation():
    b = Builder()
    x = b.input("X", t(FLOAT["N", 4]))
    y = b.op("Relu", x)
    found = check_function(b.function(y, output_types=[t(FLOAT["N", 3])]))
    assert codes(found) == [("OXS504", 2)]
    b = Builder()
    y = b.op("Relu", b.input("X", t(FLOAT["N"])))
    found = check_function(b.function(y, output_types=[t(INT64["N"])]))
    assert codes(found) == [("OXS404", 2)]


def test_unknown_types_never_produce_errors():
    b = Builder()
    x = b.input("X", None)
    y = b.op("Add", x, b.op("CastLike", b.const(1), x))
    z = b.op("MatMul", y, b.input("W", t(FLOAT[3, 4])))
    w = b.op("Concat", z, x, axis=5)
    assert check_function(b.function(w)) == []


def test_onnx_inference_errors_are_reported_at_the_node():
    b = Builder()
    x = b.input("X", t(FLOAT[1, 3, 8, 8]))
    w = b.input("W", t(FLOAT[4, 3, 3]))
    y = b.op("Conv", x, w)
    found = check_function(b.function(y))
    assert codes(found) == [("OXS505", 2)]
    assert "spatial dimensions" in found[0].message


def test_onnx_inference_gives_shapes_for_ops_without_rules():
    b = Builder()
    x = b.input("X", t(FLOAT[1, 3, 8, 8]))
    w = b.input("W", t(FLOAT[4, 3, 3, 3]))
    y = b.op("Conv", x, w)
    assert check_function(b.function(y)) == []
    assert str(y.type) == "FLOAT[1, 4, 6, 6]"


def test_axis_out_of_range():
    b = Builder()
    x = b.input("X", t(FLOAT["N", 3]))
    y = b.op("Concat", x, x, axis=2)
    z = b.op("GatherElements", x, b.input("I", t(INT64["N", 3])), axis=-3)
    found = check_function(b.function(y, z))
    assert codes(found) == [("OXS309", 2), ("OXS309", 3)]
    assert found[0].span.column == 30  # the attribute's span


def _if_node(b, cond, then_value, else_value):
    then_b = Builder("then", first_line=20)
    a = then_b.op("Identity", then_value)
    else_b = Builder("else", first_line=30)
    c = else_b.op("Identity", else_value)
    return b.op(
        "If",
        cond,
        then_branch=then_b.graph([a], "then"),
        else_branch=else_b.graph([c], "else"),
        names=["y"],
    )


def test_if_branches_must_agree_on_element_type():
    b = Builder()
    x = b.input("X", t(FLOAT["N"]))
    c = b.input("C", t(BOOL))
    y = _if_node(b, c, x, b.input("I", t(INT64["N"])))
    found = check_function(b.function(y))
    assert codes(found) == [("OXS402", 30)]


def test_if_joins_branch_shapes():
    b = Builder()
    x = b.input("X", t(FLOAT["N", 3]))
    c = b.input("C", t(BOOL))
    y = _if_node(b, c, x, b.input("Z", t(FLOAT["N", 4])))
    assert check_function(b.function(y)) == []
    assert str(y.type) == 'FLOAT["N", None]'


def test_if_condition_checks():
    b = Builder()
    x = b.input("X", t(FLOAT["N"]))
    _if_node(b, b.input("C", t(FLOAT)), x, x)
    _if_node(b, b.input("D", t(BOOL[3])), x, x)
    y = _if_node(b, b.input("E", t(BOOL[1])), x, x)
    found = check_function(b.function(y))
    assert [d.code for d in found] == ["OXS405", "OXS506"]


def _loop(b, trip, cond, start, body_builder):
    return body_builder


def test_loop_carrying_a_growing_shape_is_widened_not_an_error():
    b = Builder()
    x = b.input("X", t(FLOAT[1, 3]))
    n = b.input("N", t(INT64))
    body = Builder("body", first_line=20)
    body.input("i", None)
    cond_in = body.input("cond", None)
    acc = body.input("acc", None)
    grown = body.op("Concat", acc, acc, axis=0, names=["acc"])
    doubled = body.op("MatMul", grown, body.const(np.ones((3, 3), np.float32)))
    cond_out = body.op("Identity", cond_in)
    graph = body.graph([cond_out, doubled])
    y = b.op("Loop", n, None, x, body=graph)
    assert check_function(b.function(y)) == []
    assert str(y.type) == "FLOAT[None, 3]"
    assert str(grown.type) == "FLOAT[None, 3]"


def test_loop_state_changing_type():
    b = Builder()
    x = b.input("X", t(INT64["N"]))
    n = b.input("N", t(INT64))
    body = Builder("body", first_line=20)
    body.input("i", None)
    cond_in = body.input("cond", None)
    acc = body.input("acc", None)
    changed = body.op("Cast", acc, to=F, names=["acc"])
    cond_out = body.op("Identity", cond_in)
    y = b.op("Loop", n, None, x, body=body.graph([cond_out, changed]))
    found = check_function(b.function(y))
    assert codes(found) == [("OXS407", 20)]


def _cumulative_sum(x_type, literal=0):
    b = Builder("CumulativeSum")
    x = b.input("X", x_type)
    body = Builder("Sum", first_line=20)
    si = body.input("sum_in", None)
    nx = body.input("next", None)
    so = body.op("Add", si, nx, names=["sum_out"])
    sc = body.op("Identity", so, names=["scan_out"])
    graph = body.graph([so, sc], "Sum")
    zero = Value("zero", span(10, 39, 1), const=np.array(literal))
    outs = b.op("Scan", zero, x, outputs=2, body=graph, num_scan_inputs=1)
    outs[1].producer.span = span(10, 31, 40)
    return b.function(outs[1]), outs


SCAN_LINE = "    all_sum, cumulative_sum = op.Scan(0, X, body=Sum, num_scan_inputs=1)"


def test_cumulative_sum_with_float_data_is_reported_at_the_scan_with_fixes():
    function, _ = _cumulative_sum(t(FLOAT[...]))
    found = check_function(function, "\n" * 9 + SCAN_LINE + "\n")
    assert codes(found) == [("OXS402", 10)]
    assert found[0].span.column == 31
    texts = [fix.edits[0].new_text for fix in found[0].fixes]
    assert texts == ["op.CastLike(0, X)", "0.0"]
    assert all(fix.edits[0].span.column == 39 for fix in found[0].fixes)
    assert found[0].related[0].span.line == 20


def test_cumulative_sum_without_annotation_or_with_int_data_is_fine():
    for x_type in (None, t(INT64[...]), t(INT64["N"])):
        function, outs = _cumulative_sum(x_type)
        assert check_function(function) == []
    assert str(outs[1].type) == 'INT64["N"]'


def test_scan_with_a_float_literal_state():
    function, outs = _cumulative_sum(t(FLOAT["N"]), literal=np.float32(0.0))
    assert check_function(function) == []
    assert str(outs[1].type) == 'FLOAT["N"]'
    assert str(outs[0].type) == "FLOAT"


def _callee(declared):
    b = Builder("double", first_line=40)
    x = b.input("X", declared)
    y = b.op("Add", x, x)
    return b.function(y)


def _call(b, callee, *args):
    line = b.line
    node = b.op("Relu", *args)  # placeholder, turned into a call below
    producer = node.producer
    producer.op_type, producer.domain, producer.schema, producer.callee = (
        callee.name,
        callee.domain,
        None,
        callee,
    )
    assert producer.span.line == line
    return node


def test_call_checks_arguments_against_the_signature():
    callee = _callee(t(FLOAT["N"]))
    b = Builder()
    y = _call(b, callee, b.input("I", t(INT64[3])))
    z = _call(b, callee, b.input("M", t(FLOAT[2, 2])))
    found = check_function(b.function(y, z))
    # a rank that differs from the parameter's is a warning: a FunctionProto has no shapes
    assert codes(found) == [("OXS401", 2), ("OXS509", 3)]


def test_call_output_types_follow_the_arguments():
    callee = _callee(t(FLOAT["N"]))
    b = Builder()
    y = _call(b, callee, b.input("A", t(FLOAT["B"])))
    assert check_function(b.function(y)) == []
    assert str(y.type) == 'FLOAT["B"]'


def test_call_of_a_polymorphic_function_instantiates_it():
    callee = _callee(None)
    b = Builder()
    y = _call(b, callee, b.input("A", t(INT64[3])))
    z = _call(b, callee, b.input("S", t(BOOL[3])))
    found = check_function(b.function(y, z))
    assert str(y.type) == "INT64[3]"
    assert codes(found) == [("OXS401", 3)]
    assert callee.graph.outputs[0].type is None or callee.graph.outputs[0].type.dtype is None


def test_checker_bug_becomes_an_internal_error_diagnostic():
    function = _callee(t(FLOAT["N"]))
    function.graph.nodes[0].inputs = "not a list"  # type: ignore[assignment]
    found = check_function(function)
    assert [d.code for d in found] == ["OXS900"]


def test_sequence_ops_are_typed():
    b = Builder()
    x = b.input("X", t(FLOAT["N", 3]))
    s = b.op("SequenceConstruct", x, x)
    n = b.op("SequenceLength", s)
    e = b.op("SequenceAt", s, b.const(0))
    assert check_function(b.function(n, e)) == []
    assert str(s.type) == 'Sequence[FLOAT["N", 3]]'
    assert str(n.type) == "INT64"
    assert e.type is not None and e.type.dtype == F


def test_optional_ops_are_typed():
    b = Builder()
    x = b.input("X", t(FLOAT["N"]))
    o = b.op("Optional", x)
    h = b.op("OptionalHasElement", o)
    g = b.op("OptionalGetElement", o)
    assert check_function(b.function(h, g)) == []
    assert str(o.type) == 'Optional[FLOAT["N"]]'
    assert isinstance(g.type, TensorValueType) and g.type.dtype == F


def test_sequence_given_where_a_tensor_is_expected():
    b = Builder()
    x = b.input("X", t(FLOAT["N"]))
    s = b.op("SequenceConstruct", x)
    y = b.op("Relu", s)
    assert codes(check_function(b.function(y))) == [("OXS406", 3)]


def test_function_type_is_plain_function():
    assert isinstance(_callee(None), Function)


def test_version_unknown_to_onnx():
    b = Builder(version=99)
    x = b.input("X", t(FLOAT["N"]))
    y = b.op("Relu", x)
    found = check_function(b.function(y))
    assert codes(found) == [("OXS602", 2)]


def _typevar_callee(allowed):
    b = Builder("pair", first_line=40)
    x = b.input("X", TensorValueType(None, None))
    y = b.input("Y", TensorValueType(None, None))
    x.type_var = ("T", allowed)  # type: ignore[attr-defined]
    y.type_var = ("T", allowed)  # type: ignore[attr-defined]
    return b.function(b.op("Identity", x), b.op("Identity", y))


def test_type_variable_binds_one_type_across_arguments():
    callee = _typevar_callee((F, I64))
    b = Builder()
    ok = _call(b, callee, b.input("A", t(FLOAT["N"])), b.input("B", t(FLOAT[3])))
    mixed = _call(b, callee, b.input("C", t(FLOAT["N"])), b.input("D", t(INT64[3])))
    assert codes(check_function(b.function(ok, mixed))) == [("OXS402", 3)]


def test_type_variable_allowed_types():
    callee = _typevar_callee((F,))
    b = Builder()
    y = _call(b, callee, b.input("A", t(BOOL["N"])), b.input("B", t(BOOL["N"])))
    assert codes(check_function(b.function(y))) == [("OXS401", 2)]


def test_literal_constants_give_their_types_and_elements_to_the_nodes_reading_them():
    from onnxscribe import analyze

    source = (
        "from onnxscribe import script, INT64, opset18 as op\n\n"
        "@script()\n"
        "def f(X: INT64['N']) -> INT64['N']:\n"
        "    n: INT64[3] = [1, 2]\n"
        "    s = op.Slice(X, [0], [2], [0], [1])\n"
        "    t = op.Concat(s, op.Shape(X), axis=0)\n"
        "    u = op.Reshape(X, op.Concat([-1], [1], axis=0))\n"
        "    return op.Add(op.Add(X, op.ReduceSum(n)), op.Unsqueeze(op.Concat(t, t, axis=0), [1]))\n"
    )
    found = analyze(source, "literals.py").diagnostics
    # the annotated literal is checked against its annotation, the returned value's rank is
    # known through the literal axes of Unsqueeze
    assert [(d.code, d.span.line) for d in found] == [("OXS504", 5), ("OXS504", 9)]
    assert "`n` is INT64[2]" in found[0].message
    assert 'INT64[None, "N"]' in found[1].message
