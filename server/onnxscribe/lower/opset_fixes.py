"""Quick fixes about opset versions: an op missing from the imported version (change the
import), ops of two ai.onnx versions in one function (call them through the function's own)."""

from __future__ import annotations

import ast
from typing import Protocol

from onnxscribe.core import schemas
from onnxscribe.core.diagnostics import Fix, Span, TextEdit
from onnxscribe.core.opsets import Opset
from onnxscribe.core.patterns import LazyPattern
from onnxscribe.frontend.env import Env
from onnxscribe.frontend.source import SourceFile, parsed_file
from onnxscribe.graph_ir.nodes import OpReference


class LoweringState(Protocol):
    """What these fixes read of the lowering state (``lowering.Lowering``, which reports them)."""

    source: SourceFile
    env: Env
    default_opset: Opset
    op_references: list[OpReference]


_IMPORT = LazyPattern(r"\b(ml_)?opset(\d+)\b")


def version_fix(
    ctx: LoweringState, func: ast.expr, opset: Opset, op_name: str, versions: list[int]
) -> tuple[Fix, ...]:
    """A fix replacing ``opsetN`` in the import of the opset alias, when that is safe.

    Safe means: the alias comes from a ``from ... import opsetN [as alias]`` line of this file,
    and every other op used through the alias in the file has the same schema in the new version.
    """
    if not isinstance(func, ast.Attribute) or not isinstance(func.value, ast.Name):
        return ()
    alias = func.value.id
    module = _module_of(ctx)
    if module is None:
        return ()
    site = _import_site(module, alias, opset)
    if site is None:
        return ()
    used = _ops_used(module, alias)
    candidates = sorted(versions, key=lambda v: (v < opset.version, abs(v - opset.version)))
    for version in candidates:
        if all(_same_schema(name, opset, version) for name in used if name != op_name):
            name_node, imported = site
            span = ctx.source.span(name_node)
            prefix = "ml_" if opset.domain == "ai.onnx.ml" else ""
            new_name = f"{prefix}opset{version}"
            edit_span = Span(
                span.path, span.line, span.column, span.line, span.column + len(imported)
            )
            return (
                Fix(f"Import {new_name} instead of {imported}", (TextEdit(edit_span, new_name),)),
            )
    return ()


def default_opset_fix(ctx: LoweringState, op_name: str, versions: list[int]) -> tuple[Fix, ...]:
    """For an op a Python operator needs: replace the import of the function's ai.onnx opset
    (``from onnxscribe import opsetN as alias``) with a version that has it, when that is safe."""
    opset = ctx.default_opset
    module = _module_of(ctx)
    if module is None:
        return ()
    for statement in module.body:
        if not isinstance(statement, ast.ImportFrom):
            continue
        for name in statement.names:
            if name.name == f"opset{opset.version}" and getattr(name, "lineno", None) is not None:
                alias = ast.Name(id=name.asname or name.name)
                func = ast.Attribute(value=alias, attr=op_name)
                return version_fix(ctx, func, opset, op_name, versions)
    return ()


def _same_schema(name: str, opset: Opset, version: int) -> bool:
    """True when ``name`` means the same op at ``version`` as at the imported version."""
    before = schemas.lookup(name, opset.version, opset.domain)
    after = schemas.lookup(name, version, opset.domain)
    if before is None:
        return True
    return after is not None and after.since_version == before.since_version


def _module_of(ctx: LoweringState) -> ast.Module | None:
    module = getattr(ctx.env, "module", None)
    if isinstance(module, ast.Module):
        return module
    if ctx.source.path:
        found = parsed_file(ctx.source.path)
        if found is not None:
            return found[1]
    return None


def _import_site(module: ast.Module, alias: str, opset: Opset) -> tuple[ast.alias, str] | None:
    for statement in module.body:
        if isinstance(statement, ast.ImportFrom):
            for name in statement.names:
                if (name.asname or name.name) == alias and _IMPORT.fullmatch(name.name):
                    if getattr(name, "lineno", None) is None:
                        return None
                    return name, name.name
    return None


def _ops_used(module: ast.Module, alias: str) -> set[str]:
    return {
        node.attr
        for node in ast.walk(module)
        if isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == alias
    }


def opset_alias(ctx: LoweringState, opset: Opset) -> str | None:
    """A name the file imports ``opset`` under (``op`` in ``from onnxscribe import opset18 as
    op``), None when it imports none."""
    module = _module_of(ctx)
    if module is None:
        return None
    prefix = "ml_" if opset.domain == "ai.onnx.ml" else ""
    wanted = f"{prefix}opset{opset.version}"
    for statement in module.body:
        if isinstance(statement, ast.ImportFrom) and (statement.module or "").split(".")[0] in (
            "onnxscribe",
            "onnxscript",
        ):
            for name in statement.names:
                if name.name == wanted:
                    return name.asname or name.name
    return None


def one_version_fix(ctx: LoweringState) -> tuple[Fix, ...]:
    """Call every ai.onnx op of the function through its own opset's alias, when each of them
    is the same op (the same schema) at that version: the function then uses one version."""
    own = ctx.default_opset
    alias = opset_alias(ctx, own)
    if alias is None or own.domain != "":
        return ()
    edits: list[TextEdit] = []
    for reference in ctx.op_references:
        if reference.domain != "" or reference.version == own.version:
            continue
        text = ctx.source.text_of(reference.span)
        if text is None or "." not in text:
            return ()
        before = schemas.lookup(reference.name, reference.version, "")
        after = schemas.lookup(reference.name, own.version, "")
        if before is None or after is None or before.since_version != after.since_version:
            return ()  # a different op at the function's version: no fix changes nothing
        prefix = text[: text.rindex(".")]
        span = reference.span
        edits.append(
            TextEdit(
                Span(span.path, span.line, span.column, span.line, span.column + len(prefix)), alias
            )
        )
    if not edits:
        return ()
    unique = list(dict.fromkeys(edits))
    return (Fix(f"Call every ai.onnx op through {alias} (opset{own.version})", tuple(unique)),)
