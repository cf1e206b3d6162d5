"""Lowering statements: assignments, expression statements, returns, and the rejected ones."""

from __future__ import annotations

import ast

from onnxscribe.core.diagnostics import Fix, Span
from onnxscribe.core.types import TensorValueType, ValueType
from onnxscribe.frontend.annotations import (
    AnnotationError,
    is_bare_tensor_annotation,
    read_annotation,
)
from onnxscribe.graph_ir.nodes import SymbolKind, Value
from onnxscribe.lower import statement_fixes
from onnxscribe.lower.calls import lower_call
from onnxscribe.lower.expressions import lower_binop, lower_expr
from onnxscribe.lower.graph_syntax import is_graph_decorator
from onnxscribe.lower.liveness import always_returns, contains_return, live_after_each
from onnxscribe.lower.lowering import Lowering
from onnxscribe.lower.operands import LocalGraphDef, Multi, Obj, Operand, Poison, PyConst

_REJECTED = {
    ast.Try: "try",
    ast.With: "with",
    ast.AsyncWith: "async with",
    ast.Raise: "raise",
    ast.Assert: "assert",
    ast.Delete: "del",
    ast.Global: "global",
    ast.Nonlocal: "nonlocal",
    ast.Import: "import",
    ast.ImportFrom: "import",
    ast.ClassDef: "class",
    ast.AsyncFunctionDef: "async def",
    ast.AsyncFor: "async for",
}
_NO_EQUIVALENT = {
    "try": ": ONNX has no exceptions, so there is nothing to catch; check the inputs with ops "
    "(op.Where, op.If) instead",
    "raise": ": ONNX has no exceptions",
    "with": ": ONNX has no context managers",
}
"""Why a rejected statement has no equivalent in the dialect (a fix is offered otherwise)."""
if hasattr(ast, "Match"):
    _REJECTED[ast.Match] = "match"
if hasattr(ast, "TryStar"):
    _REJECTED[ast.TryStar] = "try"


def lower_definition_body(
    ctx: Lowering, definition: ast.FunctionDef, missing_return: str, hint: str | None = None
) -> tuple[str | None, list[Operand] | None]:
    """Lower the body of a ``def`` (a script function or a graph) after its docstring.

    Returns the docstring and the returned operands; None (reported as OXS113 with
    ``missing_return`` at the name) when the body does not return on every path.
    """
    body = definition.body
    doc = None
    first = body[0] if body else None
    if (
        isinstance(first, ast.Expr)
        and isinstance(first.value, ast.Constant)
        and isinstance(first.value.value, str)
    ):
        doc = first.value.value
        body = body[1:]
    returned = lower_block(ctx, body, set(), True)
    if returned is None:
        ctx.report("OXS113", missing_return, ctx.source.name_span(definition), hint=hint)
    return doc, returned


def lower_block(
    ctx: Lowering, statements: list[ast.stmt], live_after: set[str], allow_return: bool
) -> list[Operand] | None:
    """Lower a block; returns the returned operands when the block ends by returning."""
    live: list[set[str]] | None = None
    """Names each statement leaves live: made when a statement other than ``x = ...`` asks."""
    for index, statement in enumerate(statements):
        if isinstance(statement, ast.Assign):
            lower_assign(ctx, statement.targets, statement.value, None)
            continue
        rest = statements[index + 1 :]
        if isinstance(statement, ast.Return):
            if not allow_return:
                ctx.report(
                    "OXS113",
                    "return is allowed only at the end of the function or of every branch of a "
                    "final if; not inside loops or other branches",
                    statement,
                )
                continue
            if rest:
                ctx.report("OXS113", "code after return is never run", rest[0])
            return lower_return(ctx, statement)
        if isinstance(statement, ast.If) and contains_return([statement]):
            if allow_return:
                body, orelse = statement.body, statement.orelse
                if not rest and always_returns(body) and always_returns(orelse):
                    return ctx.forms.returning_if(ctx, statement, body, orelse)
                if always_returns(body) and not orelse and always_returns(rest):
                    return ctx.forms.returning_if(ctx, statement, body, rest)
                if (
                    always_returns(orelse)
                    and not always_returns(body)
                    and always_returns(body + rest)
                ):
                    return ctx.forms.returning_if(ctx, statement, body + rest, orelse)
            ctx.report(
                "OXS113",
                "a return inside an if needs a return on every path after it",
                statement,
                hint="end every branch of the if with return, or assign a variable and return it once",
            )
            continue
        if live is None:
            live = live_after_each(statements, live_after)
        lower_statement(ctx, statement, live[index])
    return None


def lower_return(ctx: Lowering, statement: ast.Return) -> list[Operand]:
    if statement.value is None:
        ctx.report("OXS113", "a script function must return a value", statement)
        return [Poison(ctx.span(statement))]
    if isinstance(statement.value, ast.Tuple):
        return [lower_expr(ctx, item) for item in statement.value.elts]
    operand = lower_expr(ctx, statement.value)
    if isinstance(operand, Multi):
        return list(operand.items)
    return [operand]


def lower_statement(ctx: Lowering, statement: ast.stmt, live_after: set[str]) -> None:
    if isinstance(statement, ast.Assign):
        lower_assign(ctx, statement.targets, statement.value, None)
        return
    if isinstance(statement, ast.AnnAssign):
        declared = _declared_type(ctx, statement.annotation)
        if statement.value is not None:
            lower_assign(ctx, [statement.target], statement.value, declared)
    elif isinstance(statement, ast.AugAssign):
        lower_augassign(ctx, statement)
    elif isinstance(statement, ast.Expr):
        if isinstance(statement.value, ast.Constant) and isinstance(statement.value.value, str):
            return
        lower_expr(ctx, statement.value)
    elif isinstance(statement, ast.If):
        ctx.forms.if_statement(ctx, statement, live_after)
    elif isinstance(statement, ast.For):
        ctx.forms.for_loop(ctx, statement, live_after)
    elif isinstance(statement, ast.While):
        ctx.forms.while_loop(ctx, statement, live_after)
    elif isinstance(statement, ast.Pass):
        return
    elif isinstance(statement, ast.Break):
        ctx.report(
            "OXS105",
            "break is supported only as `if cond: break`, the last statement of a loop body; "
            "an ONNX Loop decides whether to go on only at the end of an iteration, so a "
            "break elsewhere has no equivalent",
            statement,
        )
    elif isinstance(statement, ast.Continue):
        ctx.report(
            "OXS104",
            "continue is not supported in a script function: an ONNX Loop runs its whole body "
            "in every iteration",
            statement,
            hint="put the rest of the loop body under `if not (condition):` instead",
            fixes=statement_fixes.continue_fix(ctx, statement),
        )
    elif isinstance(statement, ast.FunctionDef):
        lower_nested_def(ctx, statement)
    else:
        name = _REJECTED.get(type(statement), type(statement).__name__)
        why = _NO_EQUIVALENT.get(name, "")
        fixes: tuple[Fix, ...] = ()
        if isinstance(statement, ast.Delete):
            fixes, why = statement_fixes.deletion_fix(ctx, statement)
        elif isinstance(statement, (ast.Global, ast.Nonlocal)):
            fixes, why = statement_fixes.declaration_fix(ctx, statement)
        where = _keyword_span(ctx, statement, name) if name in _COMPOUND else ctx.span(statement)
        ctx.report(
            "OXS101", f"`{name}` is not supported in a script function{why}", where, fixes=fixes
        )
        _bind_assigned_names(ctx, statement)


def _bind_assigned_names(ctx: Lowering, statement: ast.stmt) -> None:
    """The names a rejected statement would have assigned, and that nothing assigned before,
    have no value: bound to poison, so that their uses add no "not defined" after the one
    diagnostic (a `try` whose body assigns `y`, then `return y`)."""
    for node in ast.walk(statement):
        name: str | None = None
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            name = node.id
        elif (isinstance(node, ast.ExceptHandler) and node.name) or isinstance(
            node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
        ):
            name = node.name
        if name is not None and not ctx.scope.binds(name):
            span = (
                ctx.span(node) if not isinstance(node, ast.ExceptHandler) else ctx.span(statement)
            )
            ctx.scope.assign(name, Poison(span), span)


_COMPOUND = frozenset({"try", "with", "async with", "match", "class", "async def", "async for"})
"""Rejected statements with a body: their diagnostic marks the keyword, not every line."""


def _keyword_span(ctx: Lowering, statement: ast.stmt, keyword: str) -> Span:
    full = ctx.span(statement)
    source = ctx.source
    index = full.line - source.line_offset - 1
    text = source.lines[index] if 0 <= index < len(source.lines) else ""
    start = full.column - 1 - source.column_offset
    if not text.startswith(keyword, start):
        keyword = keyword.split()[0]
        if not text.startswith(keyword, start):
            return full
    return Span(full.path, full.line, full.column, full.line, full.column + len(keyword))


def lower_nested_def(ctx: Lowering, statement: ast.FunctionDef) -> None:
    for decorator in statement.decorator_list:
        if not is_graph_decorator(ctx, decorator):
            ctx.report(
                "OXS208",
                "a nested def is a graph body; its only decorator can be @graph()",
                decorator,
            )
    span = ctx.source.name_span(statement)
    ctx.scope.assign(statement.name, Obj(LocalGraphDef(statement, ctx.scope), span), span)


def _declared_type(ctx: Lowering, annotation: ast.expr) -> ValueType | None:
    try:
        meaning = read_annotation(annotation, ctx.env)
    except AnnotationError as error:
        ctx.report("OXS205", str(error), error.node)
        return None
    if isinstance(meaning, TensorValueType) and is_bare_tensor_annotation(annotation, ctx.env):
        return TensorValueType(meaning.dtype, None)  # a bare FLOAT: any rank, as for parameters
    if isinstance(meaning, ValueType):
        return meaning
    ctx.report(
        "OXS205", "a variable's annotation must be a tensor, sequence or optional type", annotation
    )
    return None


def lower_assign(
    ctx: Lowering, targets: list[ast.expr], value: ast.expr, declared: ValueType | None
) -> None:
    first = targets[0]
    count = len(first.elts) if isinstance(first, (ast.Tuple, ast.List)) else None
    if not isinstance(value, ast.Call):
        operand = lower_expr(ctx, value)
    elif count is None:
        operand = lower_call(ctx, value)  # (most statements: as lower_expr would)
    else:
        saved, ctx.unpack_target = ctx.unpack_target, first
        try:
            operand = lower_call(ctx, value, count)
        finally:
            ctx.unpack_target = saved
    for target in targets:
        assign_target(ctx, target, operand, declared)


def assign_target(
    ctx: Lowering, target: ast.expr, operand: Operand, declared: ValueType | None = None
) -> None:
    if isinstance(target, ast.Name):
        bind(ctx, target.id, operand, target, declared)
        return
    if isinstance(target, (ast.Tuple, ast.List)):
        names = target.elts
        if isinstance(operand, Poison):
            for item in names:
                assign_target(ctx, item, operand)
            return
        if not isinstance(operand, Multi):
            mismatch = "the value is a single value"
        elif len(operand.items) != len(names):
            mismatch = f"there are {len(operand.items)} values"
        else:
            mismatch = None
        if mismatch is not None or not isinstance(operand, Multi):
            ctx.report("OXS310", f"{len(names)} names are assigned, but {mismatch}", target)
            for item in names:
                assign_target(ctx, item, Poison(ctx.span(item)))
            return
        for item, part in zip(names, operand.items, strict=False):
            assign_target(ctx, item, part)
        return
    what = {
        ast.Subscript: "a subscript",
        ast.Attribute: "an attribute",
        ast.Starred: "a starred name",
    }
    ctx.report(
        "OXS111",
        f"assigning to {what.get(type(target), 'this target')} is not supported; assign to a name",
        target,
        hint="tensors are immutable in ONNX: build a new value (op.ScatterND, op.Concat, ...)"
        if isinstance(target, ast.Subscript)
        else None,
    )


def bind(
    ctx: Lowering,
    name: str,
    operand: Operand,
    where: Span | ast.Name,
    declared: ValueType | None = None,
) -> None:
    """Assign ``operand`` to the variable ``name`` at ``where`` (the name's span, or the name
    itself: its span is then made only if something reads it, and most assignments have none)."""
    if (
        declared is not None
        and isinstance(operand, PyConst)
        and isinstance(declared, TensorValueType)
        and declared.dtype is not None
        and operand.value is not None
    ):
        materialized = ctx.materialize(operand, dtype=declared.dtype)
        if materialized is not None:
            operand = materialized
    if isinstance(operand, Value):
        if operand.source_name is None and operand.producer is not None and ctx.scope.owns(operand):
            operand.name = ctx.names.variable(name)
            operand.source_name = name
        if declared is not None:
            operand.declared = declared
            current = ctx.estimated(operand)
            if current is None or _less_known(current, declared):
                operand.type = declared
    if isinstance(operand, Multi):
        span = where if isinstance(where, Span) else ctx.span(where)
        ctx.report(
            "OXS310", f"{len(operand.items)} values are assigned to the single name {name!r}", span
        )
        operand = Poison(span)
    ctx.scope.assign(name, operand, where)
    if ctx.editor:
        ctx.record(
            operand,
            name,
            where if isinstance(where, Span) else ctx.span(where),
            SymbolKind.DEFINITION,
        )


def _less_known(current: ValueType, declared: ValueType) -> bool:
    if isinstance(current, TensorValueType) and isinstance(declared, TensorValueType):
        return current.dtype in (None, declared.dtype) and (
            current.shape is None or declared.shape is not None
        )
    return False


def lower_augassign(ctx: Lowering, statement: ast.AugAssign) -> None:
    if not isinstance(statement.target, ast.Name):
        assign_target(ctx, statement.target, Poison(ctx.span(statement.target)))
        return
    load = ast.Name(id=statement.target.id, ctx=ast.Load())
    ast.copy_location(load, statement.target)
    load.end_lineno = statement.target.end_lineno
    load.end_col_offset = statement.target.end_col_offset
    binop = ast.BinOp(left=load, op=statement.op, right=statement.value)
    ast.copy_location(binop, statement)
    binop.end_lineno = statement.end_lineno
    binop.end_col_offset = statement.end_col_offset
    operand = lower_binop(ctx, binop)
    bind(ctx, statement.target.id, operand, statement.target)
