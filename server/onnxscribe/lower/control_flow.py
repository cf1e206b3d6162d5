"""Lowering control flow: if/elif/else, conditional expressions, for-range and while loops."""

from __future__ import annotations

import ast
from collections.abc import Callable

import numpy as np

from onnxscribe.core import dtypes
from onnxscribe.core.diagnostics import Fix, Related, Span, TextEdit
from onnxscribe.core.schemas import AttrKind
from onnxscribe.core.types import TensorValueType, join
from onnxscribe.graph_ir.nodes import Attribute, Graph, Value
from onnxscribe.lower.expressions import as_value, condition_value, lower_expr
from onnxscribe.lower.liveness import names_assigned, upward_exposed
from onnxscribe.lower.lowering import Lowering, tensor_dtype
from onnxscribe.lower.operands import AttrOperand, Operand, Poison, PyConst, Scope
from onnxscribe.lower.statement_fixes import where_fix
from onnxscribe.lower.statements import bind, lower_block

INT64 = dtypes.INT64
BOOL = dtypes.BOOL
_INT64_SCALAR = TensorValueType(INT64, ())


class in_scope:  # a class, not a generator: it is entered for every graph output
    """``with in_scope(ctx, scope):`` lowers into ``scope``, then restores the current one."""

    __slots__ = ("ctx", "saved", "scope")

    def __init__(self, ctx: Lowering, scope: Scope) -> None:
        self.ctx = ctx
        self.scope = scope

    def __enter__(self) -> Scope:
        self.saved = self.ctx.scope
        self.ctx.scope = self.scope
        return self.scope

    def __exit__(self, *_: object) -> None:
        self.ctx.scope = self.saved


def new_scope(ctx: Lowering, name: str, span: Span) -> Scope:
    return Scope(Graph(ctx.names.fresh(name), [], [], [], span), parent=ctx.scope)


def graph_output(
    ctx: Lowering, scope: Scope, operand: Operand, dtype: int | None, taken: list[Value]
) -> Value | None:
    """The operand as an output of the scope's graph: produced inside it, and only once."""
    with in_scope(ctx, scope):
        value = ctx.materialize(operand, dtype=dtype) if not isinstance(operand, Value) else operand
        if value is None:
            return None
        produced_here = value.producer is not None and scope.owns(value)
        if not produced_here or any(value is t for t in taken):
            value = ctx.onnx_op("Identity", [value], value.span or scope.graph.span)
    taken.append(value)
    return value


def _dtype_of(operand: Operand | None) -> int | None:
    return tensor_dtype(operand) if isinstance(operand, Value) else None


def make_if(
    ctx: Lowering,
    cond: Value,
    then_scope: Scope,
    else_scope: Scope,
    pairs: list[tuple[Operand, Operand]],
    span: Span,
) -> list[Value] | None:
    then_taken: list[Value] = []
    else_taken: list[Value] = []
    for then_operand, else_operand in pairs:
        then_value = graph_output(
            ctx, then_scope, then_operand, _dtype_of(else_operand), then_taken
        )
        else_value = graph_output(ctx, else_scope, else_operand, _dtype_of(then_value), else_taken)
        if then_value is None or else_value is None:
            return None
    then_scope.graph.outputs = then_taken
    else_scope.graph.outputs = else_taken
    attributes = {
        "then_branch": Attribute("then_branch", AttrKind.GRAPH, then_scope.graph, span),
        "else_branch": Attribute("else_branch", AttrKind.GRAPH, else_scope.graph, span),
    }
    types = [
        join(ctx.estimated(t), ctx.estimated(e))
        for t, e in zip(then_taken, else_taken, strict=False)
    ]
    return ctx.add_node("If", [cond], attributes, span, len(pairs), output_types=types)


# ---------------------------------------------------------------------------- if


def lower_if(ctx: Lowering, statement: ast.If, live_after: set[str]) -> None:
    test = lower_expr(ctx, statement.test)
    if isinstance(test, PyConst):
        chosen = statement.body if test.value else statement.orelse
        lower_block(ctx, chosen, live_after, False)
        return
    cond = None if isinstance(test, Poison) else condition_value(ctx, test, statement.test, "`if`")
    span = ctx.span(statement)
    then_scope = new_scope(ctx, "then_branch", span)
    else_scope = new_scope(ctx, "else_branch", span)
    with in_scope(ctx, then_scope):
        lower_block(ctx, statement.body, live_after, False)
    with in_scope(ctx, else_scope):
        lower_block(ctx, statement.orelse, live_after, False)
    outputs = [n for n in names_assigned(statement.body + statement.orelse) if n in live_after]
    pairs: list[tuple[Operand, Operand]] = []
    names: list[str] = []
    for name in outputs:
        then_operand = then_scope.variables.get(name) or ctx.scope.lookup(name)
        else_operand = else_scope.variables.get(name) or ctx.scope.lookup(name)
        if then_operand is None or else_operand is None:
            branch = "else" if else_operand is None else "if"
            where = then_scope.definitions.get(name) or else_scope.definitions.get(name)
            assigned_at = ctx.span(where) if isinstance(where, ast.Name) else where
            related = (Related(assigned_at, f"{name} is assigned here"),) if assigned_at else ()
            ctx.report(
                "OXS112",
                f"{name!r} is used after this if, but the {branch} branch does not assign it",
                statement.test,
                hint=f"assign {name} before the if, or in every branch",
                related=related,
            )
            ctx.scope.assign(name, Poison(span), span)
            continue
        if isinstance(then_operand, Poison) or isinstance(else_operand, Poison):
            ctx.scope.assign(name, Poison(span), span)
            continue
        pairs.append((then_operand, else_operand))
        names.append(name)
    if cond is None or not pairs:
        if cond is None:
            for name in names:
                ctx.scope.assign(name, Poison(span), span)
        return
    results = make_if(ctx, cond, then_scope, else_scope, pairs, span)
    for index, name in enumerate(names):
        if results is None:
            ctx.scope.assign(name, Poison(span), span)
            continue
        results[index].name = ctx.names.variable(name)
        results[index].source_name = name
        ctx.scope.assign(name, results[index], span)


def lower_returning_if(
    ctx: Lowering, statement: ast.If, body: list[ast.stmt], orelse: list[ast.stmt]
) -> list[Operand] | None:
    """An if whose every path returns: its outputs are the returned values."""
    test = lower_expr(ctx, statement.test)
    if isinstance(test, PyConst):
        return lower_block(ctx, body if test.value else orelse, set(), True)
    cond = None if isinstance(test, Poison) else condition_value(ctx, test, statement.test, "`if`")
    span = ctx.span(statement)
    then_scope = new_scope(ctx, "then_branch", span)
    else_scope = new_scope(ctx, "else_branch", span)
    with in_scope(ctx, then_scope):
        then_returns = lower_block(ctx, body, set(), True) or []
    with in_scope(ctx, else_scope):
        else_returns = lower_block(ctx, orelse, set(), True) or []
    if len(then_returns) != len(else_returns):
        ctx.report(
            "OXS113",
            f"the branches of this if return different numbers of values "
            f"({len(then_returns)} and {len(else_returns)})",
            statement,
        )
        return [Poison(span)]
    if cond is None or any(isinstance(o, Poison) for o in [*then_returns, *else_returns]):
        return [Poison(span)] * max(1, len(then_returns))
    results = make_if(
        ctx, cond, then_scope, else_scope, list(zip(then_returns, else_returns, strict=False)), span
    )
    if results is None:
        return [Poison(span)]
    return list(results)


def lower_ifexp(ctx: Lowering, node: ast.IfExp) -> Operand:
    test = lower_expr(ctx, node.test)
    if isinstance(test, PyConst):
        return lower_expr(ctx, node.body if test.value else node.orelse)
    span = ctx.span(node)
    cond = (
        None
        if isinstance(test, Poison)
        else condition_value(
            ctx, test, node.test, "`x if c else y`", where_fix(ctx, node), statement=False
        )
    )
    then_scope = new_scope(ctx, "then_branch", span)
    else_scope = new_scope(ctx, "else_branch", span)
    with in_scope(ctx, then_scope):
        then_operand = lower_expr(ctx, node.body)
    with in_scope(ctx, else_scope):
        else_operand = lower_expr(ctx, node.orelse)
    if cond is None or isinstance(then_operand, Poison) or isinstance(else_operand, Poison):
        return Poison(span)
    for operand, where in ((then_operand, node.body), (else_operand, node.orelse)):
        if not isinstance(operand, (Value, PyConst, AttrOperand)):
            as_value(ctx, operand, where)
            return Poison(span)
    if isinstance(then_operand, PyConst) and isinstance(else_operand, PyConst):
        then_operand = ctx.materialize(then_operand) or then_operand
    results = make_if(ctx, cond, then_scope, else_scope, [(then_operand, else_operand)], span)
    return results[0] if results else Poison(span)


# ---------------------------------------------------------------------------- loops


def _condition_type(ctx: Lowering, cond: Value | None) -> TensorValueType:
    if cond is None:
        return TensorValueType(BOOL, ())
    cond_type = ctx.estimated(cond)
    shape = cond_type.shape if isinstance(cond_type, TensorValueType) else None
    if shape is not None and all(isinstance(d, int) for d in shape):
        return TensorValueType(BOOL, shape)
    return TensorValueType(BOOL, None)


def _is_int64_scalar(ctx: Lowering, operand: Operand | None) -> bool:
    if isinstance(operand, PyConst):
        return isinstance(operand.value, int) and not isinstance(operand.value, bool)
    return isinstance(operand, Value) and ctx.estimated(operand) == _INT64_SCALAR


def _split_break(body: list[ast.stmt]) -> tuple[list[ast.stmt], ast.expr | None]:
    if body and isinstance(body[-1], ast.If):
        last = body[-1]
        if len(last.body) == 1 and isinstance(last.body[0], ast.Break) and not last.orelse:
            return body[:-1], last.test
    return body, None


def _int64_value(ctx: Lowering, operand: Operand, node: ast.AST) -> Value | None:
    if isinstance(operand, (PyConst, AttrOperand)):
        return ctx.materialize(operand, dtype=INT64)
    return as_value(ctx, operand, node, "a range bound")


def _breaks_out(body: list[ast.stmt]) -> bool:
    """True when a ``break`` in ``body`` ends this loop (not one nested inside it)."""
    for statement in body:
        if isinstance(statement, ast.Break):
            return True
        if isinstance(statement, (ast.For, ast.While, ast.FunctionDef)):
            continue
        for field in ("body", "orelse", "handlers", "finalbody"):
            inner = getattr(statement, field, None)
            if isinstance(inner, list) and _breaks_out(inner):
                return True
    return False


def loop_else_fixes(ctx: Lowering, statement: ast.For | ast.While) -> tuple[Fix, ...]:
    """A loop without ``break`` always runs its ``else``: move that body after the loop."""
    if _breaks_out(statement.body):
        return ()
    source = ctx.source
    first, last = ctx.span(statement.orelse[0]), ctx.span(statement.orelse[-1])
    loop = ctx.span(statement)
    index = first.line - 1 - source.line_offset
    else_index = index - 1
    while else_index >= 0 and not source.lines[else_index].strip():
        else_index -= 1
    if else_index < 0 or source.lines[else_index].strip().replace(" ", "") != "else:":
        return ()
    outer = loop.column - 1 - source.column_offset
    inner = first.column - 1 - source.column_offset
    path = loop.path
    else_line = else_index + 1 + source.line_offset
    edits = [TextEdit(Span(path, else_line, 1, else_line + 1, 1), "")]
    for line in range(first.line, last.end_line + 1):
        text = source.lines[line - 1 - source.line_offset]
        if not text.strip():
            continue
        if len(text) - len(text.lstrip()) < inner:
            return ()
        start = source.column_offset + outer + 1
        edits.append(TextEdit(Span(path, line, start, line, start + inner - outer), ""))
    return (Fix("Move the else body after the loop", tuple(edits)),)


def lower_for(ctx: Lowering, statement: ast.For, live_after: set[str]) -> None:
    span = ctx.span(statement)
    if statement.orelse:
        ctx.report(
            "OXS103",
            "for ... else is not supported",
            statement.orelse[0],
            fixes=loop_else_fixes(ctx, statement),
        )
    call = statement.iter
    is_range = (
        isinstance(call, ast.Call)
        and not call.keywords
        and 1 <= len(call.args) <= 3
        and isinstance(call.func, ast.Name)
        and ctx.scope.lookup(call.func.id) is None
        and ctx.env.lookup(call.func.id) is range
    )
    if not is_range:
        ctx.report("OXS110", "a for loop iterates over range(...) only", call)
        return
    assert isinstance(call, ast.Call)
    if not isinstance(statement.target, ast.Name):
        ctx.report("OXS111", "the loop variable must be a single name", statement.target)
        return
    args = [lower_expr(ctx, a) for a in call.args]
    if any(isinstance(a, Poison) for a in args):
        return
    start: Operand = PyConst(0, span)
    step: Operand = PyConst(1, span)
    if len(args) == 1:
        stop = args[0]
    else:
        start, stop = args[0], args[1]
        if len(args) == 3:
            step = args[2]
    if not isinstance(step, PyConst) or not isinstance(step.value, int) or step.value == 0:
        ctx.report(
            "OXS110",
            "the step of range(...) must be a non-zero integer constant",
            call.args[2] if len(call.args) == 3 else call,
        )
        return
    step_value = int(step.value)
    if isinstance(start, PyConst) and isinstance(stop, PyConst):
        try:
            trips = len(range(start.value, stop.value, step_value))
        except TypeError:
            ctx.report("OXS110", "range(...) needs integers", call)
            return
        trip_count = ctx.constant(np.array(trips, dtype=np.int64), ctx.span(call))
    else:
        from_zero = isinstance(start, PyConst) and isinstance(start.value, int) and start.value == 0
        start_value = None if from_zero else _int64_value(ctx, start, call)
        stop_value = _int64_value(ctx, stop, call)
        if (start_value is None and not from_zero) or stop_value is None:
            return
        call_span = ctx.span(call)
        distance = (
            stop_value
            if start_value is None
            else ctx.onnx_op("Sub", [stop_value, start_value], call_span)
        )
        if step_value != 1:
            adjust = step_value - (1 if step_value > 0 else -1)
            numerator = ctx.onnx_op(
                "Add",
                [distance, ctx.constant(np.array(adjust, dtype=np.int64), call_span)],
                call_span,
            )
            distance = ctx.onnx_op(
                "Div",
                [numerator, ctx.constant(np.array(step_value, dtype=np.int64), call_span)],
                call_span,
            )
        # a negative trip count runs no iteration (as Loop is specified), like an empty range
        trip_count = distance
    loop_var = statement.target.id
    target_span = ctx.span(statement.target)

    def bind_iteration(iteration: Value) -> None:
        if isinstance(start, PyConst) and start.value == 0 and step_value == 1:
            value = iteration
        else:
            scaled = iteration
            if step_value != 1:
                scaled = ctx.onnx_op(
                    "Mul",
                    [iteration, ctx.constant(np.array(step_value, dtype=np.int64), target_span)],
                    target_span,
                )
            offset = ctx.materialize(start, dtype=INT64) if not isinstance(start, Value) else start
            value = (
                ctx.onnx_op("Add", [scaled, offset], target_span) if offset is not None else scaled
            )
        if value.source_name is None:
            value.source_name = loop_var  # the iteration counter itself: `for i in range(n)`
        bind(ctx, loop_var, value, target_span)

    lower_loop(
        ctx,
        statement,
        statement.body,
        live_after,
        trip_count,
        None,
        bind_iteration,
        None,
        loop_var,
        start,
    )


def lower_while(ctx: Lowering, statement: ast.While, live_after: set[str]) -> None:
    if statement.orelse:
        ctx.report(
            "OXS103",
            "while ... else is not supported",
            statement.orelse[0],
            fixes=loop_else_fixes(ctx, statement),
        )
    test = lower_expr(ctx, statement.test)
    if isinstance(test, PyConst) and not test.value:
        return
    if isinstance(test, PyConst) and _split_break(statement.body)[1] is None:
        ctx.report(
            "OXS121",
            "this loop never ends: its condition is always true and it has no `break`",
            statement.test,
            hint="end the body with `if c: break`, or loop on a condition the body changes",
        )
        return
    cond: Value | None = None
    if not isinstance(test, PyConst):
        if isinstance(test, Poison):
            return
        cond = condition_value(ctx, test, statement.test, "`while`")
        if cond is None:
            return

    def recompute() -> Value | None:
        again = lower_expr(ctx, statement.test)
        if isinstance(again, PyConst):
            return ctx.constant(np.array(bool(again.value)), ctx.span(statement.test))
        if isinstance(again, Poison):
            return None
        return condition_value(ctx, again, statement.test, "`while`")

    lower_loop(ctx, statement, statement.body, live_after, None, cond, None, recompute, None)


def lower_loop(
    ctx: Lowering,
    statement: ast.For | ast.While,
    body: list[ast.stmt],
    live_after: set[str],
    trip_count: Value | None,
    cond: Value | None,
    bind_iteration: Callable[[Value], None] | None,
    recompute: Callable[[], Value | None] | None,
    loop_var: str | None,
    loop_start: Operand | None = None,
) -> None:
    span = ctx.span(statement)
    body, break_test = _split_break(body)
    watched = [*body]
    if isinstance(statement, ast.While):
        watched.append(ast.Expr(statement.test))
    if break_test is not None:
        watched.append(ast.Expr(break_test))
    assigned = [n for n in names_assigned(body) if n != loop_var]
    bound_first = {loop_var} if loop_var else set()
    read_in_body = upward_exposed(watched, bound_first)
    carried: list[str] = []
    for name in assigned:
        before = ctx.scope.lookup(name)
        if before is not None and (name in read_in_body or name in live_after):
            if isinstance(before, (Value, PyConst, AttrOperand)):
                carried.append(name)
        elif before is None and name in live_after:
            ctx.report(
                "OXS112",
                f"{name!r} is used after this loop but is assigned only inside it (the loop may run zero times)",
                statement,
                hint=f"assign {name} before the loop",
            )
            ctx.scope.assign(name, Poison(span), span)
    initial_of: dict[str, Operand] = {}
    if loop_var is not None and loop_var in live_after and loop_start is not None:
        # Python leaves the last value in it: the loop carries it out (starting from its value
        # before the loop, or the range's start when the loop does not run and it had none)
        before = ctx.scope.lookup(loop_var)
        initial_of[loop_var] = (
            before if before is not None and _is_int64_scalar(ctx, before) else loop_start
        )
        carried.append(loop_var)
    scope = new_scope(ctx, "loop_body", span)
    iteration = ctx.new_value(
        loop_var or "iteration", span, _INT64_SCALAR, variable=loop_var is not None
    )
    # the body's condition has the shape of the Loop's (a scalar without one, maybe [1] with
    # one; the checker completes what lowering does not know)
    cond_in = ctx.new_value("cond_in", span, _condition_type(ctx, cond))
    iteration.declared = iteration.type
    cond_in.declared = cond_in.type
    initial: list[Operand] = []
    body_inputs: list[Value] = []
    for name in carried:
        before = initial_of.get(name) or ctx.scope.lookup(name)
        assert before is not None
        initial.append(before)
        value_type = ctx.estimated(before) if isinstance(before, Value) else None
        body_inputs.append(ctx.new_value(name, span, value_type, variable=True))
    scope.graph.inputs = [iteration, cond_in, *body_inputs]
    for name, value in zip(carried, body_inputs, strict=False):
        value.source_name = name
        scope.assign(name, value, span)
    with in_scope(ctx, scope):
        if bind_iteration is not None:
            bind_iteration(iteration)
        lower_block(ctx, body, set(carried) | read_in_body | live_after, False)
        cond_out: Value | None = None
        if break_test is not None:
            broken = lower_expr(ctx, break_test)
            if isinstance(broken, PyConst):
                cond_out = ctx.constant(np.array(not broken.value), ctx.span(break_test))
            elif not isinstance(broken, Poison):
                stop = condition_value(ctx, broken, break_test, "`if ...: break`")
                if stop is not None:
                    cond_out = ctx.onnx_op("Not", [stop], ctx.span(break_test))
        if recompute is not None:
            again = recompute()
            if again is not None:
                cond_out = (
                    again if cond_out is None else ctx.onnx_op("And", [cond_out, again], span)
                )
        if cond_out is None:
            cond_out = cond_in
        finals = [scope.variables.get(name) for name in carried]
    taken: list[Value] = []
    outputs = [graph_output(ctx, scope, cond_out, BOOL, taken)]
    initial_values: list[Value | None] = []
    for name, start, body_input, final in zip(carried, initial, body_inputs, finals, strict=False):
        final_operand = final if final is not None else body_input
        if isinstance(final_operand, Poison):
            ctx.scope.assign(name, Poison(span), span)
            return
        final_dtype = _dtype_of(final_operand)
        if isinstance(start, Value):
            initial_values.append(start)
        else:
            initial_values.append(ctx.materialize(start, dtype=final_dtype))
        if body_input.type is None and initial_values[-1] is not None:
            body_input.type = ctx.estimated(initial_values[-1])
        outputs.append(graph_output(ctx, scope, final_operand, tensor_dtype(body_input), taken))
    if not carried:
        return
    if any(o is None for o in outputs) or any(v is None for v in initial_values):
        for name in carried:
            ctx.scope.assign(name, Poison(span), span)
        return
    scope.graph.outputs = [o for o in outputs if o is not None]
    attributes = {"body": Attribute("body", AttrKind.GRAPH, scope.graph, span)}
    results = ctx.add_node(
        "Loop",
        [trip_count, cond, *initial_values],
        attributes,
        span,
        len(carried),
        output_types=[v.type if v is not None else None for v in body_inputs],
    )
    for name, result in zip(carried, results, strict=False):
        result.name = ctx.names.variable(name)
        result.source_name = name
        ctx.scope.assign(name, result, span)
