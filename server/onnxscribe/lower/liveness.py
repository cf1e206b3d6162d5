"""Which names a block of statements reads and assigns (for If outputs and loop-carried values)."""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterable

from onnxscribe.frontend.node_tables import NodeTable

_READS: NodeTable[frozenset[str]] = NodeTable()
_ASSIGNED: NodeTable[tuple[str, ...]] = NodeTable()
_RETURNS: NodeTable[bool] = NodeTable()
_DEFINES: NodeTable[frozenset[str]] = NodeTable()
_DEFINITE: NodeTable[frozenset[str]] = NodeTable()
_EXPOSED: NodeTable[frozenset[str]] = NodeTable()


def names_read(statements: Iterable[ast.AST]) -> set[str]:
    """Every name loaded anywhere in the statements, nested definitions included."""
    found: set[str] = set()
    for statement in statements:
        found |= _reads_of(statement)
    return found


def _reads_of(node: ast.AST) -> frozenset[str]:
    cached = _READS.get(node)
    if cached is not None:
        return cached
    found: set[str] = set()
    pending = [node]
    fields_of = _CHILD_FIELDS
    while pending:
        current = pending.pop()
        if isinstance(current, ast.Name):
            if isinstance(current.ctx, ast.Load):
                found.add(current.id)
            continue
        if isinstance(current, ast.Constant):
            continue
        if current is not node and isinstance(current, ast.stmt):
            found |= _reads_of(current)
            continue
        if isinstance(current, ast.AugAssign) and isinstance(current.target, ast.Name):
            found.add(current.target.id)
        kind = type(current)
        fields = fields_of.get(kind)
        if fields is None:
            fields = child_fields(kind)
        for field in fields:
            child = getattr(current, field, None)
            if child is None:
                continue
            if isinstance(child, list):
                for item in child:
                    if isinstance(item, ast.AST):
                        pending.append(item)
            elif isinstance(child, ast.AST):
                pending.append(child)
    return _READS.put(node, frozenset(found))


_CHILD_FIELDS: dict[type, tuple[str, ...]] = {ast.Constant: ()}


def child_fields(kind: type) -> tuple[str, ...]:
    """The fields of an AST class that can hold names (not ``ctx``, ``op`` or ``ops``: they hold
    operator markers only)."""
    found = _CHILD_FIELDS.get(kind)
    if found is None:
        found = tuple(f for f in getattr(kind, "_fields", ()) if f not in _NO_NAMES)
        _CHILD_FIELDS[kind] = found
    return found


_NO_NAMES = frozenset(["ctx", "op", "ops"])


def names_assigned(statements: Iterable[ast.stmt]) -> list[str]:
    """Names assigned by the statements (not inside nested definitions), in order of appearance."""
    found: dict[str, None] = {}
    for statement in statements:
        if isinstance(statement, ast.Assign) and len(statement.targets) == 1:
            only = statement.targets[0]
            if isinstance(only, ast.Name):
                found[only.id] = None  # the common statement, as _assigned_by gives it
                continue
        for name in _assigned_by(statement):
            found[name] = None
    return list(found)


def _assigned_by(statement: ast.AST) -> tuple[str, ...]:
    if isinstance(statement, ast.Assign) and len(statement.targets) == 1:
        only = statement.targets[0]
        if isinstance(only, ast.Name):
            return (only.id,)  # the common statement: nothing to walk or remember
    cached = _ASSIGNED.get(statement)
    if cached is not None:
        return cached
    found: dict[str, None] = {}
    _visit_assigned(statement, found)
    return _ASSIGNED.put(statement, tuple(found))


def _add_targets(node: ast.AST, found: dict[str, None]) -> None:
    if isinstance(node, ast.Name):
        found[node.id] = None
    elif isinstance(node, (ast.Tuple, ast.List)):
        for item in node.elts:
            _add_targets(item, found)
    elif isinstance(node, ast.Starred):
        _add_targets(node.value, found)


def _visit_assigned(node: ast.AST, found: dict[str, None]) -> None:
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        found[node.name] = None
    elif isinstance(node, ast.Assign):
        for item in node.targets:
            _add_targets(item, found)
    elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
        _add_targets(node.target, found)
    elif isinstance(node, (ast.For, ast.AsyncFor)):
        _add_targets(node.target, found)
        for child in [*node.body, *node.orelse]:
            _visit_assigned(child, found)
    elif isinstance(node, (ast.If, ast.While)):
        for child in [*node.body, *node.orelse]:
            _visit_assigned(child, found)
    elif isinstance(node, (ast.With, ast.AsyncWith)):
        for with_item in node.items:
            if with_item.optional_vars is not None:
                _add_targets(with_item.optional_vars, found)
        for child in node.body:
            _visit_assigned(child, found)
    elif isinstance(node, ast.Try):
        for child in [*node.body, *node.orelse, *node.finalbody]:
            _visit_assigned(child, found)
        for handler in node.handlers:
            if handler.name:
                found[handler.name] = None
            for child in handler.body:
                _visit_assigned(child, found)


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
        cached = _RETURNS.get(node)
        if cached is None:
            cached = _RETURNS.put(node, any(visit(child) for child in ast.iter_child_nodes(node)))
        return cached

    return any(visit(statement) for statement in statements)


def upward_exposed(statements: list[ast.stmt], assigned: set[str] | None = None) -> set[str]:
    """Names the block may read before assigning them (what a loop carries to its next turn).

    What a statement exposes does not depend on what was assigned before it (that is only
    subtracted), so each statement's part is computed once and remembered.
    """
    defined = set(assigned or ())
    exposed: set[str] = set()
    for statement in statements:
        exposed |= _exposed_of(statement) - defined
        defines = _defines_of(statement)
        if defines:
            defined |= defines
    return exposed


def _statement_exposed(statement: ast.stmt) -> set[str]:
    """``upward_exposed([statement])``: the names one statement may read before assigning them."""
    if isinstance(statement, ast.AnnAssign):
        found = set(_reads_of(statement.target))
        if statement.value is not None:
            found |= _reads_of(statement.value)
        return found
    if isinstance(statement, ast.If):
        return (
            set(_reads_of(statement.test))
            | upward_exposed(statement.body)
            | upward_exposed(statement.orelse)
        )
    if isinstance(statement, ast.For):
        return (
            set(_reads_of(statement.iter))
            | upward_exposed(statement.body, _target_names(statement.target))
            | upward_exposed(statement.orelse)
        )
    if isinstance(statement, ast.While):
        return (
            set(_reads_of(statement.test))
            | upward_exposed(statement.body)
            | upward_exposed(statement.orelse)
        )
    # assignments (the value's reads and the targets': subscripts, an augmented target),
    # nested definitions and every other statement: all the names it reads
    return set(_reads_of(statement))


def _defines_of(statement: ast.stmt) -> frozenset[str]:
    """What ``upward_exposed`` counts as assigned by a statement for the ones after it."""
    cached = _DEFINES.get(statement)
    if cached is not None:
        return cached
    if isinstance(statement, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
        found = frozenset(_assigned_by(statement))
    elif isinstance(statement, ast.If):
        found = frozenset(names_assigned(statement.body)) & frozenset(
            names_assigned(statement.orelse)
        )
    elif isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        found = frozenset([statement.name])
    else:
        found = frozenset()
    return _DEFINES.put(statement, found)


def _target_names(target: ast.expr) -> set[str]:
    if isinstance(target, ast.Name):
        return {target.id}
    if isinstance(target, (ast.Tuple, ast.List)):
        return set().union(*(_target_names(item) for item in target.elts))
    if isinstance(target, ast.Starred):
        return _target_names(target.value)
    return set()


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
        running = (running - _definite_of(statement)) | _exposed_of(statement)
    return result


def _cached_names(
    statement: ast.stmt,
    table: NodeTable[frozenset[str]],
    compute: Callable[[ast.stmt], Iterable[str]],
) -> frozenset[str]:
    """``compute(statement)``, remembered (a parsed file is analyzed again and again)."""
    cached = table.get(statement)
    if cached is None:
        cached = table.put(statement, frozenset(compute(statement)))
    return cached


def _definite_of(statement: ast.stmt) -> frozenset[str]:
    return _cached_names(statement, _DEFINITE, definitely_assigned)


def _exposed_of(statement: ast.stmt) -> frozenset[str]:
    return _cached_names(statement, _EXPOSED, _statement_exposed)
