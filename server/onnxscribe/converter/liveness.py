"""Which names a block of statements reads and assigns (for If outputs and loop-carried values)."""

from __future__ import annotations

import ast
from collections.abc import Iterable


def names_read(statements: Iterable[ast.AST]) -> set[str]:
    """Every name loaded anywhere in the statements, nested definitions included."""
    found: set[str] = set()
    for statement in statements:
        found |= _reads_of(statement)
    return found


def _reads_of(node: ast.AST) -> frozenset[str]:
    cached = getattr(node, "_oxs_reads", None)
    if cached is not None:
        return cached
    found: set[str] = set()
    pending = [node]
    while pending:
        current = pending.pop()
        if current is not node and isinstance(current, ast.stmt):
            found |= _reads_of(current)
            continue
        if isinstance(current, ast.Name):
            if isinstance(current.ctx, ast.Load):
                found.add(current.id)
            continue
        if isinstance(current, ast.AugAssign) and isinstance(current.target, ast.Name):
            found.add(current.target.id)
        pending.extend(ast.iter_child_nodes(current))
    result = frozenset(found)
    node._oxs_reads = result  # type: ignore[attr-defined]
    return result


def names_assigned(statements: Iterable[ast.stmt]) -> list[str]:
    """Names assigned by the statements (not inside nested definitions), in order of appearance."""
    found: dict[str, None] = {}
    for statement in statements:
        for name in _assigned_by(statement):
            found[name] = None
    return list(found)


def _assigned_by(statement: ast.AST) -> tuple[str, ...]:
    cached = getattr(statement, "_oxs_assigned", None)
    if cached is not None:
        return cached
    found: dict[str, None] = {}

    def target(node: ast.AST) -> None:
        if isinstance(node, ast.Name):
            found[node.id] = None
        elif isinstance(node, (ast.Tuple, ast.List)):
            for item in node.elts:
                target(item)
        elif isinstance(node, ast.Starred):
            target(node.value)

    def visit(node: ast.AST) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            found[node.name] = None
        elif isinstance(node, ast.Assign):
            for item in node.targets:
                target(item)
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            target(node.target)
        elif isinstance(node, (ast.For, ast.AsyncFor)):
            target(node.target)
            for child in [*node.body, *node.orelse]:
                visit(child)
        elif isinstance(node, (ast.If, ast.While)):
            for child in [*node.body, *node.orelse]:
                visit(child)
        elif isinstance(node, (ast.With, ast.AsyncWith)):
            for with_item in node.items:
                if with_item.optional_vars is not None:
                    target(with_item.optional_vars)
            for child in node.body:
                visit(child)
        elif isinstance(node, ast.Try):
            for child in [*node.body, *node.orelse, *node.finalbody]:
                visit(child)
            for handler in node.handlers:
                if handler.name:
                    found[handler.name] = None
                for child in handler.body:
                    visit(child)

    visit(statement)
    result = tuple(found)
    statement._oxs_assigned = result  # type: ignore[attr-defined]
    return result


def always_returns(statements: list[ast.stmt]) -> bool:
    """True when every path through the block ends in ``return``."""
    if not statements:
        return False
    last = statements[-1]
    if isinstance(last, ast.Return):
        return True
    if isinstance(last, ast.If):
        return always_returns(last.body) and always_returns(last.orelse)
    return False


def contains_return(statements: Iterable[ast.AST]) -> bool:
    """True when a ``return`` appears in the statements (outside nested definitions)."""

    def visit(node: ast.AST) -> bool:
        if isinstance(node, ast.Return):
            return True
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            return False
        if isinstance(node, ast.expr):
            return False  # returns are statements: expressions cannot hold one
        cached = getattr(node, "_oxs_returns", None)
        if cached is None:
            cached = any(visit(child) for child in ast.iter_child_nodes(node))
            node._oxs_returns = cached  # type: ignore[attr-defined]
        return bool(cached)

    return any(visit(statement) for statement in statements)


def upward_exposed(statements: list[ast.stmt], assigned: set[str] | None = None) -> set[str]:
    """Names the block may read before assigning them (what a loop carries to its next turn)."""
    defined = set(assigned or ())
    exposed: set[str] = set()

    def reads_of(node: ast.AST) -> set[str]:
        return names_read([node]) - defined

    for statement in statements:
        if isinstance(statement, (ast.Assign, ast.AnnAssign)):
            if statement.value is not None:
                exposed |= reads_of(statement.value)
            targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
            for target in targets:
                exposed |= names_read([target]) - defined
            defined.update(names_assigned([statement]))
        elif isinstance(statement, ast.AugAssign):
            exposed |= reads_of(statement)
            defined.update(names_assigned([statement]))
        elif isinstance(statement, ast.If):
            exposed |= reads_of(statement.test)
            exposed |= upward_exposed(statement.body, defined)
            exposed |= upward_exposed(statement.orelse, defined)
            both = set(names_assigned(statement.body)) & set(names_assigned(statement.orelse))
            defined |= both
        elif isinstance(statement, ast.For):
            exposed |= reads_of(statement.iter)
            inner = defined | set(
                names_assigned([ast.Assign(targets=[statement.target], value=ast.Constant(0))])
            )
            exposed |= upward_exposed(statement.body, inner)
            exposed |= upward_exposed(statement.orelse, defined)
        elif isinstance(statement, ast.While):
            exposed |= reads_of(statement.test)
            exposed |= upward_exposed(statement.body, defined)
            exposed |= upward_exposed(statement.orelse, defined)
        elif isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            exposed |= reads_of(statement)
            defined.add(statement.name)
        else:
            exposed |= reads_of(statement)
    return exposed


def definitely_assigned(statement: ast.stmt) -> set[str]:
    """Names every run of the statement assigns (loops may run zero times: none)."""
    if isinstance(statement, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
        if isinstance(statement, ast.AnnAssign) and statement.value is None:
            return set()
        return set(names_assigned([statement]))
    if isinstance(statement, ast.If):
        then = (
            set().union(*(definitely_assigned(s) for s in statement.body))
            if statement.body
            else set()
        )
        orelse = (
            set().union(*(definitely_assigned(s) for s in statement.orelse))
            if statement.orelse
            else set()
        )
        return then & orelse
    if isinstance(statement, ast.FunctionDef):
        return {statement.name}
    return set()


def live_after_each(statements: list[ast.stmt], live_after: set[str]) -> list[set[str]]:
    """For each statement, the names that may be read after it (backward liveness)."""
    result: list[set[str]] = [set()] * len(statements)
    running = set(live_after)
    for index in range(len(statements) - 1, -1, -1):
        result[index] = set(running)
        statement = statements[index]
        running = (running - definitely_assigned(statement)) | _exposed_of(statement)
    return result


def _exposed_of(statement: ast.stmt) -> frozenset[str]:
    cached = getattr(statement, "_oxs_exposed", None)
    if cached is None:
        cached = frozenset(upward_exposed([statement]))
        statement._oxs_exposed = cached  # type: ignore[attr-defined]
    return cached
