"""Lowering expressions: names, literals, operators, comparisons, boolean logic, conditionals."""

from __future__ import annotations

import ast
import operator
import types
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from onnxscribe.core import dialect, dtypes, schemas
from onnxscribe.core.diagnostics import Diagnostic, Fix, Related, Span, TextEdit
from onnxscribe.core.opsets import Opset
from onnxscribe.core.schemas import close_matches
from onnxscribe.core.shape_rules.elementwise import UNARY
from onnxscribe.core.types import (
    TensorValueType,
    dtype_name,
    format_type,
    holds_one_element,
    is_float,
    is_integer,
    is_tensor_type,
)
from onnxscribe.frontend.costs import TooCostly, bounded_call
from onnxscribe.frontend.env import MISSING, Opaque, PlainFunction
from onnxscribe.graph_ir.nodes import Symbol, SymbolKind, Value
from onnxscribe.lower.lowering import Lowering, rank_of_type, tensor_dtype
from onnxscribe.lower.operands import (
    AttrOperand,
    Multi,
    Obj,
    Operand,
    Poison,
    PyConst,
    Scope,
)

BOOL = dtypes.BOOL

_UNSUPPORTED_EXPRESSIONS = {
    ast.Lambda: "lambda",
    ast.ListComp: "a list comprehension",
    ast.SetComp: "a set comprehension",
    ast.DictComp: "a dict comprehension",
    ast.GeneratorExp: "a generator expression",
    ast.Dict: "a dict display",
    ast.Set: "a set display",
    ast.JoinedStr: "an f-string",
    ast.Starred: "a starred expression",
    ast.Await: "await",
    ast.Yield: "yield",
    ast.YieldFrom: "yield from",
    ast.NamedExpr: "an assignment expression (:=)",
}
_COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
_COMPREHENSION_ADVICE = (
    ": it has no single ONNX equivalent; write a `for i in range(n)` loop, or use "
    "op.SequenceMap over a sequence"
)
_CONSTANT_TYPES = (bool, int, float, str, np.ndarray, np.generic)


def classify(ctx: Lowering, found: Any, span: Span) -> Operand:
    """The operand for an object bound in the environment."""
    if isinstance(found, Opset):
        return Obj(found, span)
    if found is None or isinstance(found, _CONSTANT_TYPES):
        return PyConst(found, span)
    if isinstance(found, (list, tuple)) and all(
        isinstance(item, (bool, int, float, str, np.generic)) for item in found
    ):
        return PyConst(list(found), span)
    if not isinstance(found, type) and hasattr(found, "__array__"):
        return PyConst(np.asarray(found), span)
    return Obj(found, span)


def lower_name(ctx: Lowering, node: ast.Name) -> Operand:
    local = ctx.scope.lookup(node.id)
    if isinstance(local, Value):
        if ctx.editor:
            ctx.symbols.append(Symbol(ctx.span(node), local, SymbolKind.USE))
        return local
    span = ctx.span(node)
    if local is not None:
        ctx.record(local, node.id, span, SymbolKind.USE)
        if isinstance(local, (PyConst, AttrOperand)):
            return type(local)(*_rebind(local, span))
        return local
    found = ctx.env.lookup(node.id)
    if found is MISSING:
        failed = ctx.env.failed_conversion(node.id)
        if failed:
            return report_callee_errors(ctx, node.id, failed, node)
        return report_undefined(ctx, node.id, node)
    operand = classify(ctx, found, span)
    if isinstance(operand, PyConst):
        ctx.record(operand, node.id, span, SymbolKind.USE)
    return operand


def _rebind(operand: PyConst | AttrOperand, span: Span) -> tuple[Any, ...]:
    if isinstance(operand, PyConst):
        return (operand.value, span, operand.shadow)
    return (operand.param, span, operand.shadow)


def report_callee_errors(
    ctx: Lowering, name: str, errors: Sequence[Diagnostic], where: ast.AST
) -> Poison:
    """One diagnostic, at a function's first call of a script function that has errors, saying
    where they are (each also as a related location); the Poison a call without IR gives."""
    if name in ctx.failed_callees:
        return Poison(ctx.span(where))
    ctx.failed_callees.add(name)
    shown = errors[:_PLACES]
    if shown and all(d.span.path == ctx.source.path for d in shown):
        lines = ", ".join(str(d.span.line) for d in shown)
        places = f"line{'s' if len(shown) > 1 else ''} {lines}"
    else:
        places = ", ".join(d.span.location() for d in shown)
    more = f" and {len(errors) - _PLACES} more" if len(errors) > _PLACES else ""
    at = f" (its errors: {places}{more})" if shown else ""
    ctx.report(
        "OXS207",
        f"script function {name} has errors and cannot be called{at}",
        where,
        related=[Related(d.span, f"{d.code}: {d.message}") for d in shown],
    )
    return Poison(ctx.span(where))


_PLACES = 3
"""How many of a callee's errors a call names."""


def report_undefined(ctx: Lowering, name: str, node: ast.AST) -> Poison:
    candidates: list[str] = []
    scope: Scope | None = ctx.scope
    while scope is not None:
        candidates.extend(scope.variables)
        scope = scope.parent
    matches = close_matches(name, candidates)
    hint = f"did you mean {', '.join(matches)}?" if matches else None
    span = ctx.span(node) if not isinstance(node, Span) else node
    fixes = (Fix(f"Replace with {matches[0]}", (TextEdit(span, matches[0]),)),) if matches else ()
    return ctx.report("OXS201", f"name {name!r} is not defined", node, hint=hint, fixes=fixes)


def as_value(
    ctx: Lowering, operand: Operand, node: ast.AST | Span, what: str = "a value"
) -> Value | None:
    """The operand as a graph value, reporting operands that cannot be values."""
    if isinstance(operand, Poison):
        return None
    if isinstance(operand, Obj):
        report_not_value(ctx, operand, node, what)
        if isinstance(operand.value, Opaque):
            # unknown to the editor, but still a value: keep checking what is done with it
            return opaque_value(ctx, operand.span)
        return None
    if isinstance(operand, Multi):
        ctx.report(
            "OXS310", f"{len(operand.items)} values were given where {what} is expected", node
        )
        return None
    if isinstance(operand, PyConst) and operand.value is None:
        ctx.report("OXS203", f"None cannot be used as {what}", node)
        return None
    return ctx.materialize(operand)


def report_not_value(ctx: Lowering, operand: Obj, node: ast.AST | Span, what: str) -> None:
    value = operand.value
    if isinstance(value, Opaque):
        if value.captured:
            return
        ctx.report(
            "OXS204",
            f"this value is unknown without running code ({value.description})",
            node,
        )
        return
    written = ast.unparse(node) if isinstance(node, ast.AST) else None
    kind = describe_object(value, written)
    ctx.report("OXS203", f"{kind} cannot be used as {what}", node)


def opaque_value(ctx: Lowering, span: Span) -> Value:
    return Value(ctx.names.fresh("unknown"), span)


def describe_object(value: Any, written: str | None = None) -> str:
    """What a name stands for, in a message; ``written`` is the source text naming it."""
    if isinstance(value, Opset):
        return f"the opset {value!r}"
    if is_tensor_type(value):
        return f"the type {value!r}"
    if isinstance(value, types.ModuleType):
        return f"the module {value.__name__}"
    if isinstance(value, PlainFunction):
        return f"the function {value.name}"
    if type(value).__module__.split(".")[0] == "onnxscribe":
        # the converter's view of a script function, graph or module: its repr means nothing
        return f"`{written}`" if written else "this name"
    if callable(value):
        return f"the function {getattr(value, '__name__', '?')}"
    return f"a {type(value).__name__} object"


def lower_expr(ctx: Lowering, node: ast.expr) -> Operand:
    """Lower one expression; never raises for bad user code."""
    handler = _HANDLERS.get(type(node))
    if handler is not None:
        return handler(ctx, node)
    forms = ctx.forms
    if isinstance(node, ast.Call):
        return forms.call(ctx, node)
    if isinstance(node, ast.Subscript):
        return forms.subscript(ctx, node)
    if isinstance(node, ast.IfExp):
        return forms.ifexp(ctx, node)
    description = _UNSUPPORTED_EXPRESSIONS.get(type(node), type(node).__name__)
    why = _COMPREHENSION_ADVICE if isinstance(node, _COMPREHENSIONS) else ""
    poison = ctx.report("OXS102", f"{description} is not supported in a script function{why}", node)
    _bind_assigned_names(ctx, node)
    return poison


def _bind_assigned_names(ctx: Lowering, node: ast.expr) -> None:
    """The names an unsupported expression assigns (``:=``, in a comprehension too) have no
    value: bound to poison, so their uses add no "not defined" after the one diagnostic."""
    for inner in ast.walk(node):
        if isinstance(inner, ast.NamedExpr) and isinstance(inner.target, ast.Name):
            span = ctx.span(inner.target)
            ctx.scope.assign(inner.target.id, Poison(span), span)


def _lower_constant(ctx: Lowering, node: ast.Constant) -> Operand:
    if node.value is Ellipsis or isinstance(node.value, bytes):
        return ctx.report("OXS102", f"{node.value!r} is not a value in a script function", node)
    return PyConst(node.value, ctx.span(node))


def _lower_tuple(ctx: Lowering, node: ast.Tuple) -> Operand:
    return Multi([lower_expr(ctx, item) for item in node.elts], ctx.span(node))


def lower_list(ctx: Lowering, node: ast.List) -> Operand:
    literal = _literal_items(node.elts, folds=ctx.env.budget is None)
    if literal is not None:
        return PyConst(literal, ctx.span(node))
    items = [lower_expr(ctx, item) for item in node.elts]
    if any(isinstance(item, Poison) for item in items):
        return Poison(ctx.span(node))
    if all(isinstance(item, PyConst) for item in items):
        return PyConst([item.value for item in items if isinstance(item, PyConst)], ctx.span(node))
    return ctx.report(
        "OXS102",
        "a list of tensor values is not supported",
        node,
        hint="build a sequence with op.SequenceConstruct(a, b) or a tensor with op.Concat",
    )


_LITERAL_TYPES = (bool, int, float, str)
_SMALL = 2**63


def _literal_items(items: list[ast.expr], folds: bool) -> list[Any] | None:
    """The values of a list of literals (``[0, 2, 1]``, ``["a"]``) as lowering each item would
    give them, without a constant for each; None for any other list. A negated number
    (``[-1]``) counts only where folding it spends no budget of the file's (``folds``)."""
    values: list[Any] = []
    for item in items:
        if isinstance(item, ast.Constant):
            value = item.value
            if value.__class__ not in _LITERAL_TYPES:
                return None
        elif folds and isinstance(item, ast.UnaryOp):
            value = _negated_number(item)
            if value is None:
                return None
        else:
            return None
        values.append(value)
    return values


def _negated_number(node: ast.UnaryOp) -> int | float | None:
    """``-n`` for a number literal ``n`` whose negation is within every bound of constant
    evaluation (a float, or an int other than a bool below 2**63), as folding gives it; None
    for any other operation or operand."""
    if not isinstance(node.op, ast.USub) or not isinstance(node.operand, ast.Constant):
        return None
    number = node.operand.value
    if isinstance(number, float) or (
        isinstance(number, int) and not isinstance(number, bool) and abs(number) < _SMALL
    ):
        return -number
    return None


def lower_attribute(ctx: Lowering, node: ast.Attribute) -> Operand:
    base = lower_expr(ctx, node.value)
    span = ctx.span(node)
    if isinstance(base, Poison):
        return base
    if isinstance(base, Obj):
        if isinstance(base.value, Opset):
            return Obj(_OpAccess(base.value, node.attr), span)
        if isinstance(base.value, Opaque):
            return base
        found = ctx.env.attribute(base.value, node.attr)
        if found is MISSING:
            return ctx.report(
                "OXS201",
                f"{describe_object(base.value, ast.unparse(node.value))} has no attribute "
                f"{node.attr!r}",
                node,
            )
        return classify(ctx, found, span)
    is_array = isinstance(base, PyConst) and isinstance(base.value, (np.ndarray, np.generic))
    if is_array and node.attr in ("dtype", "shape", "ndim", "size"):
        assert isinstance(base, PyConst)
        return PyConst(getattr(base.value, node.attr), span)
    hint = "use op.Shape(x)" if node.attr == "shape" else None
    return ctx.report(
        "OXS102",
        f"attribute access .{node.attr} on a value is not supported in a script function",
        node,
        hint=hint,
    )


class _OpAccess:
    """``op.Name`` before it is called."""

    def __init__(self, opset: Any, name: str) -> None:
        self.opset = opset
        self.name = name


OpAccess = _OpAccess


# ---------------------------------------------------------------------------- operators


def fold(
    ctx: Lowering,
    function: Any,
    values: list[Any],
    node: ast.AST,
    keywords: dict[str, Any] | None = None,
) -> Operand:
    """A Python operation on constants, computed now (as eager mode computes it) when its cost is
    within the bounds of constant evaluation; beyond them, a constant whose value is unknown."""
    try:
        result = bounded_call(function, values, keywords, ctx.env.budget)
    except TooCostly as costly:
        description = f"{_source_text(node)} is not evaluated: {costly.reason}"
        return Obj(Opaque(description, costly.kind), ctx.span(node))
    except Exception as error:  # the Python operation itself fails, as it would eagerly
        return ctx.report("OXS102", f"this constant expression fails in Python: {error}", node)
    if isinstance(result, (bool, int, float, str, np.ndarray, np.generic, list)):
        return PyConst(result, ctx.span(node))
    return ctx.report("OXS102", f"this constant expression gives a {type(result).__name__}", node)


def _source_text(node: ast.AST) -> str:
    try:
        text = ast.unparse(node)
    except RecursionError:
        return "a deeply nested expression"
    return text if len(text) <= 40 else text[:37] + "..."


def pair(ctx: Lowering, left: Operand, right: Operand, node: ast.AST) -> tuple[Value, Value] | None:
    """Both operands as values; a constant side takes the type of the value side."""
    for side in (left, right):
        if isinstance(side, Poison):
            return None
        if isinstance(side, Obj) and isinstance(side.value, Opaque):
            continue
        if isinstance(side, (Obj, Multi)) or (isinstance(side, PyConst) and side.value is None):
            as_value(ctx, side, side.span if not isinstance(side, Multi) else node)
            return None
    if isinstance(left, Obj):
        left = as_value(ctx, left, left.span) or Poison(left.span)
    if isinstance(right, Obj):
        right = as_value(ctx, right, right.span) or Poison(right.span)
    if isinstance(left, Poison) or isinstance(right, Poison):
        return None
    if isinstance(left, Value) and not isinstance(right, Value):
        right_value = ctx.materialize(right, like=left)
        return (left, right_value) if right_value is not None else None
    if isinstance(right, Value) and not isinstance(left, Value):
        left_value = ctx.materialize(left, like=right)
        return (left_value, right) if left_value is not None else None
    a = ctx.materialize(left)
    b = ctx.materialize(right)
    if a is None or b is None:
        return None
    if tensor_dtype(a) != tensor_dtype(b) and isinstance(right, AttrOperand):
        b = ctx.materialize(right, like=a)
    return (a, b) if b is not None else None


def lower_binop(ctx: Lowering, node: ast.BinOp) -> Operand:
    left = lower_expr(ctx, node.left)
    right = lower_expr(ctx, node.right)
    symbol = dialect.AST_BINARY.get(type(node.op))
    if symbol is None:
        return ctx.report("OXS116", f"operator {type(node.op).__name__} is not supported", node)
    rule = dialect.BINARY[symbol]
    if isinstance(left, PyConst) and isinstance(right, PyConst):
        return fold(ctx, rule.python, [left.value, right.value], node)
    values = pair(ctx, left, right, node)
    if values is None:
        return Poison(ctx.span(node))
    return apply_meaning(ctx, rule, list(values), node)


def apply_meaning(
    ctx: Lowering, rule: dialect.Operator, operands: list[Value], node: ast.AST
) -> Operand:
    """The nodes ``rule`` means for these operands (typed by the first with a known type)."""
    dtype = next((d for d in map(tensor_dtype, operands) if d is not None), None)
    meaning = rule.meaning(dtype)
    if meaning is None:
        return _needs_type(ctx, rule.symbol, rule.requirement, node, dtype)
    span = ctx.span(node)
    construct = rule.construct + meaning.qualifier
    first, *rest = meaning.steps
    result = ctx.onnx_op(first.op_type, operands, span, construct, **first.keywords)
    for step in rest:
        result = ctx.onnx_op(step.op_type, [result], span, construct, **step.keywords)
    return result


def _needs_type(
    ctx: Lowering, symbol: str, meaning: str, node: ast.AST, dtype: int | None = None
) -> Poison:
    if dtype is not None:
        return ctx.report(
            "OXS115",
            f"`{symbol}` is not defined for {dtype_name(dtype)} values ({meaning})",
            node,
        )
    return ctx.report(
        "OXS115",
        f"`{symbol}` needs operands of a known element type ({meaning})",
        node,
        hint="annotate the operand (for example X: INT64[...]) or call the op explicitly",
    )


def lower_unary(ctx: Lowering, node: ast.UnaryOp) -> Operand:
    if ctx.env.budget is None:  # a negative number (``axis=-1``) as ``fold`` would give it
        negated = _negated_number(node)
        if negated is not None:
            return PyConst(negated, ctx.span(node))
    operand = lower_expr(ctx, node.operand)
    span = ctx.span(node)
    if isinstance(operand, PyConst):
        python_op = {
            ast.USub: operator.neg,
            ast.UAdd: operator.pos,
            ast.Invert: operator.invert,
            ast.Not: operator.not_,
        }[type(node.op)]
        return fold(ctx, python_op, [operand.value], node)
    value = as_value(ctx, operand, node.operand)
    if value is None:
        return Poison(span)
    if isinstance(node.op, ast.UAdd):
        return value
    if isinstance(node.op, ast.Not):
        check_scalar(ctx, value, "`not`", node)
        return ctx.onnx_op("Not", [value], span, "`not`")
    symbol = "-" if isinstance(node.op, ast.USub) else "~"
    return apply_meaning(ctx, dialect.UNARY[symbol], [value], node)


def check_scalar(
    ctx: Lowering,
    value: Value,
    construct: str,
    node: ast.AST,
    hint: str = "use ~, &, | or op.Where for elementwise logic",
    fixes: tuple[Fix, ...] | None = None,
) -> bool:
    """Report scalar-only Python logic applied to a value that is certainly not a scalar."""
    value_type = ctx.estimated(value)
    rank = rank_of_type(value_type)
    if (
        rank is not None
        and rank > 0
        and isinstance(value_type, TensorValueType)
        and holds_one_element(value_type.shape) is not True
    ):
        ctx.report(
            "OXS109",
            f"{construct} needs a single value, but this value has rank {rank} "
            f"({format_type(value_type)})",
            node,
            hint=hint,
            fixes=elementwise_logic_fixes(ctx, node) if fixes is None else fixes,
        )
        return False
    return True


_ELEMENTWISE = {ast.And: "&", ast.Or: "|"}
_TIGHT = (ast.Name, ast.Call, ast.Attribute, ast.Subscript, ast.Constant)
"""Operands that need no parentheses next to ``~``, ``&`` and ``|``."""


def elementwise_logic_fixes(ctx: Lowering, node: ast.AST) -> tuple[Fix, ...]:
    """``not x`` as ``~x``, ``a and b`` as ``a & b``, ``a or b`` as ``a | b`` (one line only)."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        operands, joiner, title = [node.operand], "", "Use ~ for elementwise not"
        prefix = "~"
    elif isinstance(node, ast.BoolOp) and type(node.op) in _ELEMENTWISE:
        symbol = _ELEMENTWISE[type(node.op)]
        operands, joiner, prefix = node.values, f" {symbol} ", ""
        title = f"Use {symbol} for elementwise {'and' if symbol == '&' else 'or'}"
    else:
        return ()
    texts = []
    for operand in operands:
        text = ctx.source.text_of(ctx.span(operand))
        if text is None:
            return ()
        texts.append(text if isinstance(operand, _TIGHT) else f"({text})")
    span = ctx.span(node)
    if ctx.source.text_of(span) is None:
        return ()
    return (Fix(title, (TextEdit(span, prefix + joiner.join(texts)),)),)


def lower_compare(ctx: Lowering, node: ast.Compare) -> Operand:
    operands = [lower_expr(ctx, node.left), *(lower_expr(ctx, c) for c in node.comparators)]
    span = ctx.span(node)
    results: list[Operand] = []
    for index, op in enumerate(node.ops):
        left, right = operands[index], operands[index + 1]
        compare = dialect.AST_COMPARISONS.get(type(op))
        if compare is None:
            symbol = {ast.Is: "is", ast.IsNot: "is not", ast.In: "in", ast.NotIn: "not in"}
            replacement = {ast.Is: "==", ast.IsNot: "!="}.get(type(op))
            fixes: tuple[Fix, ...] = ()
            if replacement is not None and len(node.ops) == 1:
                left_span = ctx.span(node.left)
                right_span = ctx.span(node.comparators[0])
                if left_span.end_line == right_span.line:
                    between = Span(
                        span.path,
                        left_span.end_line,
                        left_span.end_column,
                        right_span.line,
                        right_span.column,
                    )
                    fixes = (
                        Fix(
                            f"Compare values with {replacement}",
                            (TextEdit(between, f" {replacement} "),),
                        ),
                    )
            return ctx.report(
                "OXS116",
                f"`{symbol.get(type(op), type(op).__name__)}` has no ONNX meaning in a script function",
                node,
                hint="use == / != to compare values, op.OptionalHasElement for optionals",
                fixes=fixes,
            )
        rule = dialect.COMPARISONS[compare]
        if isinstance(left, PyConst) and isinstance(right, PyConst):
            results.append(fold(ctx, rule.python, [left.value, right.value], node))
            continue
        values = pair(ctx, left, right, node)
        if values is None:
            return Poison(span)
        results.append(apply_meaning(ctx, rule, list(values), node))
    if len(results) == 1:
        return results[0]
    return combine_logic(ctx, results, "And", "a chained comparison", node)


def combine_logic(
    ctx: Lowering, results: list[Operand], op_type: str, construct: str, node: ast.AST
) -> Operand:
    """And/Or of scalar BOOL operands, folding the constant ones as Python would."""
    span = ctx.span(node)
    values: list[Value] = []
    for result in results:
        if isinstance(result, Poison):
            return result
        if isinstance(result, PyConst):
            truth = bool(result.value)
            if op_type == "And" and not truth:
                return PyConst(False, span) if not values else ctx.constant(np.array(False), span)
            if op_type == "Or" and truth:
                return PyConst(True, span) if not values else ctx.constant(np.array(True), span)
            continue
        value = as_value(ctx, result, node)
        if value is None:
            return Poison(span)
        if not check_scalar(ctx, value, construct, node):
            return Poison(span)
        values.append(value)
    if not values:
        return PyConst(op_type == "And", span)
    combined = values[0]
    for value in values[1:]:
        combined = ctx.onnx_op(op_type, [combined, value], span, construct)
    return combined


def lower_boolop(ctx: Lowering, node: ast.BoolOp) -> Operand:
    op_type = "And" if isinstance(node.op, ast.And) else "Or"
    construct = "`and`" if op_type == "And" else "`or`"
    results = [lower_expr(ctx, value) for value in node.values]
    if all(isinstance(r, PyConst) for r in results):
        # Python's own short-circuit result: the first falsy (and) / truthy (or) operand
        value = None
        for result in results:
            assert isinstance(result, PyConst)
            value = result.value
            if (op_type == "And" and not value) or (op_type == "Or" and value):
                break
        return PyConst(value, ctx.span(node))
    return combine_logic(ctx, results, op_type, construct, node)


CONDITION_HINT = (
    "to test whether any element is true, reduce the condition first: "
    "`op.ReduceMax(op.Cast(c, to=INT64.dtype), keepdims=0) > 0` (all elements: op.ReduceMin); "
    "to choose element by element, use op.Where(c, a, b)"
)


def condition_value(
    ctx: Lowering,
    operand: Operand,
    node: ast.AST,
    construct: str,
    fixes: tuple[Fix, ...] = (),
    statement: bool = True,
) -> Value | None:
    """A condition as a scalar BOOL value (numbers are compared with zero, as Python does).
    ``fixes``: those of an OXS109 for a condition that is not a single value.

    ``statement``: the condition of an ``if`` or ``while`` statement, which becomes an If or a
    Loop whatever its rank, as in onnxscript; ONNX accepts a tensor of one element there. A
    rank-1 condition of unknown length (``op.Shape(x, start=-1) == one``) is a warning (OXS510),
    not OXS109."""
    value = as_value(ctx, operand, node, "a condition")
    if value is None:
        return None
    value_type = ctx.estimated(value)
    rank = rank_of_type(value_type)
    if (
        statement
        and rank == 1
        and isinstance(value_type, TensorValueType)
        and holds_one_element(value_type.shape) is None
        and not _broadcasts_many(ctx, value)
    ):
        ctx.report(
            "OXS510",
            f"{construct} needs a single value; this one has rank 1 and a length not known here "
            f"({format_type(value_type)}), so the model fails when it holds more than one "
            "element",
            node,
            hint=CONDITION_HINT,
        )
    else:
        check_scalar(ctx, value, construct, node, CONDITION_HINT, fixes)
    dtype = tensor_dtype(value)
    if dtype is not None and dtype != BOOL and (is_integer(dtype) or is_float(dtype)):
        value = ctx.onnx_op("Cast", [value], ctx.span(node), construct, to=BOOL)
    return value


_ELEMENTWISE_OPS = frozenset([*schemas.BROADCASTING_OPS, *UNARY, "Cast", "Identity"])


def _broadcasts_many(ctx: Lowering, value: Value, depth: int = 8) -> bool:
    """Whether an elementwise result certainly holds more than one element because one of its
    operands does (``A > 0.0`` with ``A: FLOAT["N"]``), which lowering's rank estimate, which
    does not keep named dims, cannot say."""
    node = value.producer
    if node is None or depth == 0 or node.domain != "" or node.op_type not in _ELEMENTWISE_OPS:
        return False
    for operand in node.inputs:
        if operand is None:
            continue
        operand_type = ctx.estimated(operand)
        if (
            isinstance(operand_type, TensorValueType)
            and holds_one_element(operand_type.shape) is False
        ):
            return True
        if _broadcasts_many(ctx, operand, depth - 1):
            return True
    return False


Handler = Callable[[Lowering, Any], Operand]
_HANDLERS: dict[type, Handler] = {
    ast.Name: lower_name,
    ast.Constant: _lower_constant,
    ast.BinOp: lower_binop,
    ast.UnaryOp: lower_unary,
    ast.Compare: lower_compare,
    ast.BoolOp: lower_boolop,
    ast.Attribute: lower_attribute,
    ast.Tuple: _lower_tuple,
    ast.List: lower_list,
}
"""The lowering function of each expression type lowered here; calls, subscripts and
conditional expressions go through ``ctx.forms``."""
