"""Quick fixes that rewrite statements of a script function: removing a statement that has no
effect in the dialect (``del``, ``global``, ``nonlocal``), a ``continue`` turned into an ``if``
around the rest of the loop body, ``x if c else y`` on a tensor condition as ``op.Where``.

Each fix is offered only where it keeps what the function computes; the callers' messages say
what to write where it is not.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from onnxscribe.core.diagnostics import Fix, Span, TextEdit
from onnxscribe.lower.lowering import Lowering
from onnxscribe.lower.opset_fixes import opset_alias

_Block = tuple[ast.AST, str, list[ast.stmt]]
"""A statement list: its owner, the field holding it (``body``, ``orelse``, ...), the list."""


# ---------------------------------------------------------------------------- where a node is


def _blocks(node: ast.AST) -> Iterator[_Block]:
    for field in ("body", "orelse", "finalbody"):
        value = getattr(node, field, None)
        if isinstance(value, list) and value and isinstance(value[0], ast.stmt):
            yield node, field, value
    for handler in getattr(node, "handlers", None) or []:
        yield handler, "body", handler.body


def enclosing(ctx: Lowering, statement: ast.stmt) -> list[_Block]:
    """The statement lists holding ``statement``, innermost first (empty when it is not found
    in the function being lowered)."""
    root = ctx.function_node
    if root is None:
        return []
    path: list[_Block] = []

    def search(node: ast.AST) -> bool:
        for block in _blocks(node):
            for child in block[2]:
                if child is statement:
                    path.append(block)
                    return True
                if search(child):
                    path.append(block)
                    return True
        return False

    search(root)
    return path


def _in_loop(path: list[_Block]) -> ast.For | ast.While | None:
    """The innermost loop whose body (not ``else``) holds the statement, inside the function."""
    for owner, field, _ in path:
        if isinstance(owner, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return None
        if isinstance(owner, (ast.For, ast.While)) and field == "body":
            return owner
    return None


# ---------------------------------------------------------------------------- text


def _line(ctx: Lowering, number: int) -> str | None:
    index = number - 1 - ctx.source.line_offset
    lines = ctx.source.lines
    return lines[index] if 0 <= index < len(lines) else None


def _indent(text: str) -> str:
    return text[: len(text) - len(text.lstrip())]


def _whole_lines(ctx: Lowering, first: ast.stmt, last: ast.stmt) -> Span | None:
    """The lines from ``first`` to ``last``, when nothing else is written on them."""
    span, end = ctx.span(first), ctx.span(last)
    start_line, end_line = _line(ctx, span.line), _line(ctx, end.end_line)
    if start_line is None or end_line is None:
        return None
    before = start_line[: span.column - 1 - ctx.source.column_offset]
    after = end_line[end.end_column - 1 - ctx.source.column_offset :].strip()
    if before.strip() or (after and not after.startswith("#")):
        return None
    return Span(span.path, span.line, 1, end.end_line + 1, 1)


def remove_statement_fix(ctx: Lowering, statement: ast.stmt, title: str) -> tuple[Fix, ...]:
    """Delete the statement's lines, or write ``pass`` instead when it is alone in its block."""
    path = enclosing(ctx, statement)
    if not path:
        return ()
    siblings = path[0][2]
    if len(siblings) == 1:
        return (Fix(title, (TextEdit(ctx.span(statement), "pass"),)),)
    lines = _whole_lines(ctx, statement, statement)
    if lines is None:
        return ()
    return (Fix(title, (TextEdit(lines, ""),)),)


# ---------------------------------------------------------------------------- del, global, nonlocal


def _names(
    node: ast.AST, context: type[ast.expr_context] | tuple[type[ast.expr_context], ...]
) -> Iterator[ast.Name]:
    for child in ast.walk(node):
        if isinstance(child, ast.Name) and isinstance(child.ctx, context):
            yield child


def _after(node: ast.expr, statement: ast.stmt) -> bool:
    end = (statement.end_lineno or statement.lineno, statement.end_col_offset or 0)
    return (node.lineno, node.col_offset) >= end


def deletion_fix(ctx: Lowering, statement: ast.Delete) -> tuple[tuple[Fix, ...], str]:
    """``del name``: removing it keeps the function's meaning when no deleted name is read
    after it (nor anywhere in a loop around it). The fixes, and why there is none otherwise."""
    if not all(isinstance(target, ast.Name) for target in statement.targets):
        return (), (
            ": values cannot be changed in place; build a new value instead (op.Slice, "
            "op.Concat, op.ScatterElements, ...)"
        )
    deleted = {target.id for target in statement.targets if isinstance(target, ast.Name)}
    path = enclosing(ctx, statement)
    loop = _in_loop(path)
    root = ctx.function_node
    read_later = root is not None and any(
        name.id in deleted and (_after(name, statement) or _inside(name, loop))
        for name in _names(root, ast.Load)
    )
    reason = ": a value lives as long as it is used, so there is nothing to delete"
    if not path:
        return (), reason
    if read_later:
        names = ", ".join(sorted(deleted))
        return (), (
            f"{reason}; remove it (here {names} is read after it: assign it again before that "
            "read, as Python needs too)"
        )
    return remove_statement_fix(ctx, statement, "Remove the del statement"), reason


def _inside(node: ast.AST, loop: ast.AST | None) -> bool:
    if loop is None:
        return False
    return any(child is node for child in ast.walk(loop))


def declaration_fix(
    ctx: Lowering, statement: ast.Global | ast.Nonlocal
) -> tuple[tuple[Fix, ...], str]:
    """``global``/``nonlocal``: removing it keeps the meaning when the function never assigns
    the names it declares (it reads them either way)."""
    keyword = "global" if isinstance(statement, ast.Global) else "nonlocal"
    owners = [owner for owner, _, _ in enclosing(ctx, statement)]
    root = next((o for o in owners if isinstance(o, (ast.FunctionDef, ast.AsyncFunctionDef))), None)
    declared = set(statement.names)
    assigned = sorted(
        {name.id for name in _names(root, (ast.Store, ast.Del)) if name.id in declared}
        if root is not None
        else declared
    )
    if assigned:
        return (), (
            f": a script function cannot change names outside it (an ONNX function has no "
            f"state); return the new value of {', '.join(assigned)} instead"
        )
    reason = ": a script function reads the names around it without it"
    return remove_statement_fix(ctx, statement, f"Remove the {keyword} statement"), reason


# ---------------------------------------------------------------------------- continue


def continue_fix(ctx: Lowering, statement: ast.Continue) -> tuple[Fix, ...]:
    """``if c: continue`` directly in a loop body, then the rest of the body, as
    ``if not (c):`` around the rest: the same iterations do the same work."""
    path = enclosing(ctx, statement)
    if len(path) < 2:
        return ()
    owner, field, body = path[0]
    if not (isinstance(owner, ast.If) and field == "body" and body == [statement]):
        return ()
    if owner.orelse:
        return ()
    loop, loop_field, loop_body = path[1]
    if not isinstance(loop, (ast.For, ast.While)) or loop_field != "body":
        return ()
    rest = loop_body[loop_body.index(owner) + 1 :]
    if any(isinstance(s, ast.Break) or _has_break(s) for s in rest):
        return ()  # a break would move into the new if, where the dialect refuses it
    if_lines = _whole_lines(ctx, owner, owner)
    test = ctx.span(owner.test)
    test_text = ctx.source.text_of(test)
    first_line, loop_line = _line(ctx, ctx.span(owner).line), _line(ctx, ctx.span(loop).line)
    if if_lines is None or test_text is None or first_line is None or loop_line is None:
        return ()
    title = "Put the rest of the loop body under if not (...)"
    if not rest:  # the continue ends the iteration that ends anyway
        return remove_statement_fix(ctx, owner, "Remove the if ...: continue")
    indent = _indent(first_line)
    unit = indent[len(_indent(loop_line)) :] or "    "
    rest_lines = _whole_lines(ctx, rest[0], rest[-1])
    if rest_lines is None:
        return ()
    moved = [
        _line(ctx, number) for number in range(rest_lines.line, rest_lines.end_line)
    ]  # the rest, and any blank or comment line between its statements
    if any(text is None for text in moved):
        return ()
    texts = [text for text in moved if text is not None]
    if any('"""' in text or "'''" in text for text in texts):
        return ()  # re-indenting could change a string's text
    between = [_line(ctx, n) for n in range(if_lines.end_line, rest_lines.line)]
    if any(text is None or (text.strip() and not text.strip().startswith("#")) for text in between):
        return ()
    new_text = f"{indent}if not ({test_text}):\n" + "".join(
        (unit + text if text.strip() else text) + "\n"
        for text in [*between, *texts]
        if text is not None
    )
    whole = Span(if_lines.path, if_lines.line, 1, rest_lines.end_line, 1)
    return (Fix(title, (TextEdit(whole, new_text),)),)


def _has_break(statement: ast.stmt) -> bool:
    """A ``break`` in ``statement`` that leaves the loop around it (not a nested loop's)."""
    pending: list[ast.AST] = [statement]
    while pending:
        node = pending.pop()
        if isinstance(node, ast.Break):
            return True
        if isinstance(node, (ast.For, ast.While)):
            pending.extend(node.orelse)  # a break in a nested loop's body ends that loop
        elif not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            pending.extend(ast.iter_child_nodes(node))
    return False


# ---------------------------------------------------------------------------- x if c else y


def where_fix(ctx: Lowering, node: ast.IfExp) -> tuple[Fix, ...]:
    """``x if c else y`` with a tensor ``c`` as ``op.Where(c, x, y)`` (the elementwise choice
    the expression asks for; a single-line expression, with the function's opset alias)."""
    alias = opset_alias(ctx, ctx.default_opset)
    texts = [ctx.source.text_of(ctx.span(part)) for part in (node.test, node.body, node.orelse)]
    span = ctx.span(node)
    if alias is None or any(text is None for text in texts) or ctx.source.text_of(span) is None:
        return ()
    test, body, orelse = texts
    replacement = f"{alias}.Where({test}, {body}, {orelse})"
    return (Fix(f"Use {alias}.Where for an elementwise choice", (TextEdit(span, replacement),)),)
