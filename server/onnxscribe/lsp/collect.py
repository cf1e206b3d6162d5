"""From the converter's IR to the plain data the server answers with (runs in the worker).

Per script function: its diagnostics, the hover text of every op, call and value in it, its
inlay hints, its signature and its document symbol (nested graphs as children).

The operators' documentation (``opdocs``, ``lsp.ops``) loads with the first hover text made: the
first diagnostics, published before the rest of the data is made, do not wait for it.
"""

from __future__ import annotations

import ast
from collections.abc import Sequence
from functools import lru_cache

from onnxscribe.core import schemas
from onnxscribe.core import types as onnx_types
from onnxscribe.core.diagnostics import Diagnostic, Span, sort_diagnostics
from onnxscribe.frontend.source import SourceFile, function_span
from onnxscribe.graph_ir.nodes import Function, OpReference, SymbolKind, Value
from onnxscribe.lsp.data import (
    CALL,
    CLASS,
    CONSTANT,
    FUNCTION,
    GRAPH,
    OP,
    VALUE,
    DocumentData,
    FunctionData,
    FunctionInfo,
    Hint,
    HoverEntry,
    ParameterInfo,
    SymbolInfo,
)
from onnxscribe.pipeline import FunctionAnalysis, fallback_opset, function_analysis, read_module


def document_data(
    text: str, path: str | None = None, default_opset: int | None = None
) -> DocumentData:
    """The data of a whole document, every function converted (no cache)."""
    env, problems = read_module(text, path, fallback_opset(default_opset))
    if env is None:
        return DocumentData(path, sort_diagnostics(problems))
    functions = [
        function_data(env.source, f.node, function_analysis(env, f)) for f in env.script_functions
    ]
    return assemble(path, problems, functions, module_symbols(env.source, env.module))


def assemble(
    path: str | None,
    module_diagnostics: list[Diagnostic],
    functions: list[FunctionData],
    symbols: list[SymbolInfo],
) -> DocumentData:
    diagnostics = document_diagnostics(module_diagnostics, [f.diagnostics for f in functions])
    return DocumentData(path, diagnostics, functions, symbols)


def document_diagnostics(
    module_diagnostics: Sequence[Diagnostic], functions: Sequence[Sequence[Diagnostic]]
) -> list[Diagnostic]:
    """A document's diagnostics: the module's and each function's, in order."""
    return sort_diagnostics([*module_diagnostics, *(d for found in functions for d in found)])


# --------------------------------------------------------------------------- one function


def function_data(
    source: SourceFile, node: ast.FunctionDef, found: FunctionAnalysis
) -> FunctionData:
    function = found.function
    signature = function_signature(function) if function is not None else _ast_signature(node)
    doc = (function.doc or "").strip() if function is not None else ""
    info = FunctionInfo(found.name, found.span, signature, doc, parameters(source, node, function))
    symbol = SymbolInfo(
        found.name,
        FUNCTION,
        found.span,
        name_span(source, node),
        signature.removeprefix("def "),
        tuple(_graph_symbols(source, node)),
    )
    if function is None:
        return FunctionData(info, tuple(found.diagnostics), symbol=symbol)
    return FunctionData(
        info,
        tuple(found.diagnostics),
        tuple(_hovers(function)),
        tuple(_hints(function)),
        symbol,
    )


def _hovers(function: Function) -> list[HoverEntry]:
    entries = [
        HoverEntry(r.span, _op_markdown(r), OP)
        for r in function.op_references
        if r.schema is not None
    ]
    entries += [
        HoverEntry(c.span, function_markdown(c.callee), CALL) for c in function.call_references
    ]
    for symbol in function.symbols:
        value = symbol.value
        name = value.source_name or value.name
        body = f"```python\n{name}: {onnx_types.format_type(value.type)}\n```"
        declared = _as_declared_in_the_model(value) if value.declared is not None else None
        if declared is not None and declared != value.type:
            body += f"\n\ndeclared: `{onnx_types.format_type(declared)}`"
        entries.append(HoverEntry(symbol.span, body, VALUE))
    return entries


def _op_markdown(reference: OpReference) -> str:
    schema = reference.schema
    assert schema is not None
    return _op_markdown_cached(
        schema.name, schema.since_version, schema.domain, reference.domain, reference.version
    )


@lru_cache(maxsize=4096)
def _op_markdown_cached(
    name: str, since_version: int, schema_domain: str, domain: str, version: int
) -> str:
    """One string per op and opset: every reference shares it (and pickles it once)."""
    from onnxscribe.lsp import ops  # the operators' documentation: see the module's docstring

    schema = schemas.lookup(name, since_version, schema_domain)
    assert schema is not None
    return ops.op_hover_markdown(schema, domain, version)


def _hints(function: Function) -> list[Hint]:
    """One hint per assigned name (or unannotated parameter) with a known type.

    Names with a type annotation already show their type and get no hint; neither do attribute
    parameters (``n: int``), which are not tensors.
    """
    attribute_spans = {param.span for param in function.attribute_params}
    hints: dict[tuple[int, int], Hint] = {}
    for symbol in function.symbols:
        if symbol.kind is not SymbolKind.DEFINITION or symbol.span in attribute_spans:
            continue
        value = symbol.value
        if value.type is None or value.declared is not None:
            continue
        span = symbol.span
        key = (span.end_line, span.end_column)
        hints[key] = Hint(span.end_line, span.end_column, f": {onnx_types.format_type(value.type)}")
    return [hints[key] for key in sorted(hints)]


# --------------------------------------------------------------------------- signatures


def _parameter_position(span: Span | None) -> tuple[int, int]:
    return (span.line, span.column) if span is not None else (1 << 30, 0)


def function_signature(function: Function) -> str:
    """``def name(X: FLOAT[...], n: int = 3) -> FLOAT[...]`` from the function's IR."""
    from onnxscribe.core.opdocs import attribute_python_type  # see the module's docstring

    parameters: list[tuple[tuple[int, int], str]] = []
    for value in function.graph.inputs:
        label = value.source_name or value.name
        shown = _as_declared_in_the_model(value)
        if shown is not None:
            label += f": {onnx_types.format_type(shown)}"
        parameters.append((_parameter_position(value.span), label))
    for param in function.attribute_params:
        label = f"{param.name}: {attribute_python_type(param.kind)}"
        if param.has_default:
            label += f" = {param.default!r}"
        parameters.append((_parameter_position(param.span), label))
    order = list(getattr(function, "param_order", None) or [])
    if order:
        rank = {name: index for index, name in enumerate(order)}
        parameters.sort(key=lambda item: rank.get(item[1].split(":")[0], len(rank)))
    else:
        parameters.sort(key=lambda item: item[0])
    outputs = [onnx_types.format_type(_as_declared_in_the_model(v)) for v in function.graph.outputs]
    returns = outputs[0] if len(outputs) == 1 else f"tuple[{', '.join(outputs)}]"
    return f"def {function.name}({', '.join(label for _, label in parameters)}) -> {returns}"


def _as_declared_in_the_model(value: Value) -> onnx_types.ValueType | None:
    """A bare ``FLOAT`` is a scalar in the model (inside, the checker may take any rank)."""
    declared = value.declared or value.type
    if value.bare_annotation is not None and isinstance(declared, onnx_types.TensorValueType):
        return onnx_types.TensorValueType(declared.dtype, ())
    return declared


def function_markdown(function: Function) -> str:
    parts = ["```python", function_signature(function), "```"]
    parts.append(
        f"\nScript function in domain `{function.domain or 'ai.onnx'}` version {function.version}."
    )
    if function.doc:
        parts += ["", function.doc.strip()]
    return "\n".join(parts)


_ATTRIBUTE_TYPES = frozenset({"int", "float", "str", "bool"})


def parameters(
    source: SourceFile, node: ast.FunctionDef, function: Function | None
) -> tuple[ParameterInfo, ...]:
    """The parameters in order, attributes as the converter decided (from the annotation's
    text when the function could not be converted)."""
    arguments = node.args
    positional = [*arguments.posonlyargs, *arguments.args]
    with_default = {a.arg for a in positional[len(positional) - len(arguments.defaults) :]}
    with_default |= {
        a.arg
        for a, default in zip(arguments.kwonlyargs, arguments.kw_defaults, strict=True)
        if default is not None
    }
    attributes = {p.name for p in function.attribute_params} if function is not None else None
    found = []
    for argument in [*positional, *arguments.kwonlyargs]:
        annotation = ""
        if argument.annotation is not None:
            written = source.text_of(source.span(argument.annotation))
            annotation = written if written is not None else ast.unparse(argument.annotation)
        is_attribute = (
            argument.arg in attributes
            if attributes is not None
            else annotation.split("[")[-1].strip("]") in _ATTRIBUTE_TYPES
        )
        found.append(
            ParameterInfo(argument.arg, annotation, argument.arg in with_default, is_attribute)
        )
    return tuple(found)


def _ast_signature(node: ast.FunctionDef) -> str:
    returns = f" -> {ast.unparse(node.returns)}" if node.returns is not None else ""
    return f"def {node.name}({ast.unparse(node.args)}){returns}"


# --------------------------------------------------------------------------- symbols


def name_span(
    source: SourceFile, node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef
) -> Span:
    """The span of the name after ``def`` or ``class``."""
    line = source.lines[node.lineno - 1] if node.lineno <= len(source.lines) else ""
    keyword = "class " if isinstance(node, ast.ClassDef) else "def "
    at = line.find(keyword)
    start = line.find(node.name, at + len(keyword)) if at >= 0 else -1
    if start < 0:
        first = source.span(node)
        return Span(source.path, first.line, first.column, first.line, first.column + 1)
    return Span(source.path, node.lineno, start + 1, node.lineno, start + 1 + len(node.name))


def _graph_symbols(source: SourceFile, node: ast.FunctionDef) -> list[SymbolInfo]:
    """The nested ``def``s of a script function (graph bodies), nested ones as children."""
    found = [
        SymbolInfo(
            inner.name,
            GRAPH,
            function_span(source, inner),
            name_span(source, inner),
            _ast_signature(inner).removeprefix("def "),
            tuple(_graph_symbols(source, inner)),
        )
        for inner in _direct_defs(node)
    ]
    return sorted(found, key=lambda s: (s.span.line, s.span.column))


def _direct_defs(node: ast.FunctionDef) -> list[ast.FunctionDef]:
    """The ``def``s inside ``node`` that no other ``def`` inside ``node`` encloses."""
    found = []
    stack = list(ast.iter_child_nodes(node))
    while stack:
        child = stack.pop()
        if isinstance(child, ast.FunctionDef):
            found.append(child)
        else:
            stack.extend(ast.iter_child_nodes(child))
    return found


def module_symbols(source: SourceFile, module: ast.Module) -> list[SymbolInfo]:
    """Top-level functions, classes and constants (script functions get richer entries)."""
    found = []
    for statement in top_level_statements(module.body):
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            kind = CLASS if isinstance(statement, ast.ClassDef) else FUNCTION
            span = (
                function_span(source, statement)
                if isinstance(statement, ast.FunctionDef)
                else source.span(statement)
            )
            found.append(SymbolInfo(statement.name, kind, span, name_span(source, statement)))
        elif isinstance(statement, (ast.Assign, ast.AnnAssign)):
            targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
            for target in targets:
                if isinstance(target, ast.Name):
                    span = source.span(target)
                    found.append(SymbolInfo(target.id, CONSTANT, source.span(statement), span))
    return found


def top_level_statements(statements: list[ast.stmt]) -> list[ast.stmt]:
    found: list[ast.stmt] = []
    for statement in statements:
        if isinstance(statement, ast.If):
            found += top_level_statements(statement.body) + top_level_statements(statement.orelse)
        elif isinstance(statement, ast.Try):
            found += top_level_statements(statement.body)
            for handler in statement.handlers:
                found += top_level_statements(handler.body)
            found += top_level_statements(statement.orelse) + top_level_statements(
                statement.finalbody
            )
        else:
            found.append(statement)
    return found
