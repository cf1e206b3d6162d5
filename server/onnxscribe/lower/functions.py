"""Lowering one script function (its ``def``) to the IR, with every diagnostic on the way."""

from __future__ import annotations

import ast
import traceback
from collections import deque
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

from onnxscribe.core.diagnostics import Diagnostic, Span
from onnxscribe.core.opsets import Op, Opset, standard_opset
from onnxscribe.core.runtime import runtime_limits
from onnxscribe.core.schemas import AttrKind
from onnxscribe.core.types import TensorValueType, ValueType
from onnxscribe.frontend.annotations import (
    AnnotationError,
    AttrAnnotation,
    TupleAnnotation,
    is_bare_tensor_annotation,
    read_annotation,
    type_variable,
)
from onnxscribe.frontend.env import Env, Opaque
from onnxscribe.frontend.limits import MAX_NESTING, deepest_expression
from onnxscribe.frontend.node_tables import NodeTable
from onnxscribe.frontend.source import SourceFile, function_span
from onnxscribe.graph_ir.nodes import AttributeParam, Function, Graph, SymbolKind, Value
from onnxscribe.lower.calls import lower_call
from onnxscribe.lower.control_flow import (
    graph_output,
    lower_for,
    lower_if,
    lower_ifexp,
    lower_returning_if,
    lower_while,
)
from onnxscribe.lower.expressions import as_value, lower_expr
from onnxscribe.lower.graphs import lower_graph_argument, lower_graph_def
from onnxscribe.lower.liveness import child_fields, names_assigned
from onnxscribe.lower.lowering import Forms, Lowering
from onnxscribe.lower.operands import AttrOperand, Multi, Obj, Operand, Poison, PyConst, Scope
from onnxscribe.lower.statements import lower_definition_body
from onnxscribe.lower.subscripts import lower_subscript

DEFAULT_DOMAIN = "this"

FORMS = Forms(
    call=lower_call,
    ifexp=lower_ifexp,
    subscript=lower_subscript,
    if_statement=lower_if,
    returning_if=lower_returning_if,
    for_loop=lower_for,
    while_loop=lower_while,
    graph_argument=lower_graph_argument,
)
"""Every lowering of a script function or graph goes through these (``Lowering.forms``)."""


def lower_function(
    source: SourceFile,
    node: ast.FunctionDef,
    env: Env,
    *,
    domain: str = DEFAULT_DOMAIN,
    version: int = 1,
    default_opset: Opset | None = None,
    editor: bool = True,
) -> tuple[Function | None, list[Diagnostic]]:
    """Lower a ``def``; never raises for bad user code (internal errors become OXS900).
    ``editor``: whether to record what only the editor reads (``Lowering.editor``)."""
    opset = default_opset or find_default_opset(node, env)
    ctx = Lowering(
        source=source,
        env=env,
        default_opset=opset,
        forms=FORMS,
        function_node=node,
        editor=editor,
    )
    return _guarded(ctx, node, lambda: _lower(ctx, node, domain, version)), ctx.diagnostics


def lower_graph_body(
    source: SourceFile,
    node: ast.FunctionDef,
    env: Env,
    *,
    default_opset: Opset,
    input_types: list[ValueType | None] | None = None,
    editor: bool = True,
) -> tuple[Graph | None, list[Diagnostic]]:
    """Lower a ``def`` given on its own as a graph attribute (eager mode's ``body=f``): a graph
    whose inputs take ``input_types`` where their parameters have no annotation, written against
    the ai.onnx opset its ``op.X`` calls name, else ``default_opset``. Never raises for bad user
    code, as ``lower_function``."""
    opset = named_opset(node, env) or default_opset
    ctx = Lowering(source=source, env=env, default_opset=opset, forms=FORMS, editor=editor)
    ctx.scope = Scope(Graph("outer", [], [], [], source.span(node)))
    graph = _guarded(ctx, node, lambda: lower_graph_def(ctx, node, None, input_types))
    return graph, ctx.diagnostics


_Lowered = TypeVar("_Lowered")


def _guarded(
    ctx: Lowering, node: ast.FunctionDef, lower: Callable[[], _Lowered]
) -> _Lowered | None:
    """``lower()``, or None with a diagnostic when the ``def`` nests too deep to lower or
    lowering fails inside (an internal error, OXS900)."""
    source = ctx.source
    deep = _deepest_expression(node, source.lines)
    if deep is not None:
        ctx.report(
            "OXS120",
            f"this expression nests more than {MAX_NESTING} levels deep, more than a script "
            "function may",
            deep[0],
            hint=_SPLIT_HINT,
        )
        return None
    try:
        return lower()
    except RecursionError:
        ctx.report(
            "OXS120",
            "converting this function recursed too deeply (a long chain of script functions "
            "each calling the next, or deeply nested statements)",
            source.name_span(node),
            hint="define the called functions before their callers, or split long chains",
        )
        return None
    except Exception as error:  # an internal error must not hide the user's diagnostics
        where = traceback.extract_tb(error.__traceback__)[-1]
        ctx.report(
            "OXS900",
            f"internal error while converting {node.name}: {type(error).__name__}: {error} "
            f"({where.filename.rsplit('/', 1)[-1]}:{where.lineno})",
            source.name_span(node),
        )
        return None


_SPLIT_HINT = "give parts of the expression names: assign them to variables on lines of their own"


def find_default_opset(node: ast.FunctionDef, env: Env) -> Opset:
    """The ai.onnx opset of the function's ``op.X`` calls, else of the module, else the latest."""
    named = named_opset(node, env)
    if named is not None:
        return named
    finder = getattr(env, "module_default_opset", None)
    if callable(finder):
        found = finder()
        if isinstance(found, Opset):
            return found
    return standard_opset("", runtime_limits().opset())


def named_opset(node: ast.FunctionDef, env: Env) -> Opset | None:
    """The ai.onnx opset of the function's ``op.X`` calls (or of an operator it imported by
    name), None when its body names none."""
    seen: set[str] = set()
    for name in _attribute_bases(node):
        if name in seen:
            continue
        seen.add(name)
        found = env.lookup(name)
        if isinstance(found, Op) and isinstance(found.opset, Opset):
            found = found.opset  # an operator imported by name: its opset
        if isinstance(found, Opset) and found.domain == "":
            return found
    return None


def _attribute_bases(node: ast.FunctionDef) -> Iterator[str]:
    """The names ``X`` of the body's ``X.attr`` expressions and ``X(...)`` calls, statement by
    statement, each statement breadth first (as ``ast.walk``); lazily, since the first one
    usually decides."""
    cached = _ATTRIBUTE_BASES.get(node)
    if cached is not None:  # a parsed file's functions are converted again and again
        yield from cached
        return
    found: list[str] = []
    for statement in node.body:
        pending: deque[ast.AST] = deque([statement])
        while pending:
            current = pending.popleft()
            if isinstance(current, ast.Attribute) and isinstance(current.value, ast.Name):
                found.append(current.value.id)
                yield found[-1]
            elif isinstance(current, ast.Call) and isinstance(current.func, ast.Name):
                found.append(current.func.id)
                yield found[-1]
            for field in child_fields(type(current)):
                child = getattr(current, field, None)
                if isinstance(child, list):
                    pending.extend(item for item in child if isinstance(item, ast.AST))
                elif isinstance(child, ast.AST):
                    pending.append(child)
    _ATTRIBUTE_BASES.put(node, tuple(found))


_ATTRIBUTE_BASES: NodeTable[tuple[str, ...]] = NodeTable()
_DEEPEST: NodeTable[tuple[tuple[ast.AST, int] | None]] = NodeTable()


def _deepest_expression(node: ast.FunctionDef, lines: list[str]) -> tuple[ast.AST, int] | None:
    """``deepest_expression`` of the ``def``, kept on it (a parsed file is lowered again and
    again: on each edit, and each time a factory makes its script function anew)."""
    cached = _DEEPEST.get(node)
    if cached is None:
        cached = _DEEPEST.put(node, (deepest_expression(node, lines),))
    return cached[0]


def _variable_names(node: ast.FunctionDef) -> set[str]:
    """The names the function binds: its parameters and the targets of its statements."""
    arguments = node.args
    names = {a.arg for a in [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]}
    names.update(names_assigned(node.body))
    return names


def _lower(ctx: Lowering, node: ast.FunctionDef, domain: str, version: int) -> Function:
    span = function_span(ctx.source, node)
    name_span = ctx.source.name_span(node)
    graph = Graph(node.name, [], [], [], span)
    ctx.scope = Scope(graph)
    ctx.names.reserved = frozenset(_variable_names(node))
    attribute_params, param_order, optional_inputs = _parameters(ctx, node, graph)
    declared_outputs, bare_outputs = _return_annotation(ctx, node)
    doc, returned = lower_definition_body(
        ctx,
        node,
        f"script function {node.name} does not return a value",
        hint="end the function with return",
    )
    _outputs(ctx, graph, returned or [], declared_outputs, node, bare_outputs)
    ctx.use_opset("", ctx.default_opset.version)
    function = Function(
        name=node.name,
        domain=domain,
        version=version,
        graph=graph,
        attribute_params=attribute_params,
        opset_imports=dict(ctx.opset_imports),
        span=span,
        name_span=name_span,
        doc=doc,
        calls=list(ctx.calls),
        symbols=ctx.symbols,
        op_references=ctx.op_references,
        call_references=ctx.call_references,
        output_names=[v.name for v in graph.outputs],
        param_order=param_order,
        optional_inputs=optional_inputs,
        declared_outputs=declared_outputs,
    )
    for callee in function.transitive_calls():
        function.opset_imports.setdefault(callee.domain, callee.version)
    return function


def _parameters(
    ctx: Lowering, node: ast.FunctionDef, graph: Graph
) -> tuple[list[AttributeParam], list[str], set[str]]:
    arguments = node.args
    for variadic, written in ((arguments.vararg, "*args"), (arguments.kwarg, "**kwargs")):
        if variadic is not None:
            ctx.report(
                "OXS108",
                f"{written} is not supported in a script function: an ONNX function has a "
                "fixed list of inputs and attributes, so name each parameter",
                variadic,
            )
            # bound, so that its uses do not repeat the error as undefined names
            ctx.scope.assign(variadic.arg, Poison(ctx.span(variadic)), ctx.span(variadic))
    parameters = [*arguments.posonlyargs, *arguments.args]
    defaults: list[ast.expr | None] = [None] * (len(parameters) - len(arguments.defaults))
    defaults += list(arguments.defaults)
    parameters += arguments.kwonlyargs
    defaults += list(arguments.kw_defaults)
    attribute_params: list[AttributeParam] = []
    order: list[str] = []
    optional: set[str] = set()
    for parameter, default in zip(parameters, defaults, strict=False):
        span = ctx.span(parameter)
        order.append(parameter.arg)
        meaning: Any = None
        if parameter.annotation is not None:
            try:
                meaning = read_annotation(parameter.annotation, ctx.env)
            except AnnotationError as error:
                ctx.report(
                    "OXS205",
                    f"parameter {parameter.arg!r}: {error}",
                    error.node,
                )
                ctx.scope.assign(parameter.arg, Poison(span), span)
                continue
        if isinstance(meaning, TupleAnnotation):
            ctx.report(
                "OXS205",
                f"parameter {parameter.arg!r} cannot be a tuple",
                parameter.annotation or parameter,
            )
            ctx.scope.assign(parameter.arg, Poison(span), span)
            continue
        if isinstance(meaning, AttrAnnotation):
            param = _attribute_param(ctx, parameter, meaning, default, span)
            attribute_params.append(param)
            ctx.attribute_params[param.name] = param
            operand: Operand = AttrOperand(param, span)
            ctx.scope.assign(parameter.arg, operand, span)
            ctx.record(operand, parameter.arg, span, SymbolKind.DEFINITION)
            continue
        declared: ValueType | None = meaning
        if default is not None:
            default_value = lower_expr(ctx, default)
            if isinstance(default_value, PyConst) and default_value.value is None:
                optional.add(parameter.arg)
            elif not isinstance(default_value, Poison):
                ctx.report(
                    "OXS206",
                    f"input {parameter.arg!r} can only default to None (an omitted optional input)",
                    default,
                    hint="annotate it int, float, str or bool to make it an attribute",
                )
        bare = _bare_span(ctx, parameter.annotation, declared)
        if bare is not None:
            declared = _any_rank(declared)
        value = Value(ctx.names.variable(parameter.arg), span, type=declared, declared=declared)
        value.source_name = parameter.arg
        value.bare_annotation = bare
        if (
            parameter.annotation is not None
            and isinstance(declared, TensorValueType)
            and declared.dtype is None
        ):
            value.type_var = type_variable(parameter.annotation, ctx.env)
        graph.inputs.append(value)
        ctx.scope.assign(parameter.arg, value, span)
        ctx.record(value, parameter.arg, span, SymbolKind.DEFINITION)
    return attribute_params, order, optional


_PYTHON_TYPES = {
    AttrKind.INT: (int,),
    AttrKind.FLOAT: (int, float),
    AttrKind.STRING: (str,),
}


def _attribute_param(
    ctx: Lowering, parameter: ast.arg, meaning: AttrAnnotation, default: ast.expr | None, span: Span
) -> AttributeParam:
    value: Any = None
    has_default = default is not None
    if default is not None:
        operand = lower_expr(ctx, default)
        if isinstance(operand, Multi) and all(isinstance(i, PyConst) for i in operand.items):
            operand = PyConst(
                [i.value for i in operand.items if isinstance(i, PyConst)], operand.span
            )
        if isinstance(operand, PyConst):
            value = operand.value
            if not _default_fits(meaning, value):
                ctx.report(
                    "OXS206",
                    f"the default {value!r} of attribute {parameter.arg!r} does not have its "
                    f"type ({_annotation_text(meaning)})",
                    default,
                )
                value = None
            elif meaning.kind is AttrKind.FLOAT and value is not None:
                value = float(value)
            elif (
                meaning.kind in (AttrKind.INTS, AttrKind.FLOATS, AttrKind.STRINGS)
                and value is not None
            ):
                value = list(value)
            elif meaning.python_type is bool and value is not None:
                value = int(value)
        elif isinstance(operand, Obj) and isinstance(operand.value, Opaque):
            ctx.report(
                "OXS204",
                f"the default of attribute {parameter.arg!r} is unknown without running code "
                f"({operand.value.description})",
                default,
            )
        elif not isinstance(operand, Poison):
            ctx.report("OXS206", "an attribute default must be a constant", default)
    is_bool = meaning.python_type is bool
    return AttributeParam(parameter.arg, meaning.kind, value, has_default, span, is_bool)


def _annotation_text(meaning: AttrAnnotation) -> str:
    name = getattr(meaning.python_type, "__name__", str(meaning.python_type))
    if meaning.kind in (AttrKind.INTS, AttrKind.FLOATS, AttrKind.STRINGS):
        name = f"Sequence[{name}]"
    return f"Optional[{name}]" if meaning.optional else name


def _default_fits(meaning: AttrAnnotation, value: Any) -> bool:
    if value is None:
        return meaning.optional
    python_type = meaning.python_type
    if meaning.kind in (AttrKind.INTS, AttrKind.FLOATS, AttrKind.STRINGS):
        if not isinstance(value, (list, tuple)):
            return False
        return all(_scalar_fits(python_type, v) for v in value)
    return _scalar_fits(python_type, value)


def _scalar_fits(python_type: Any, value: Any) -> bool:
    if python_type is bool:
        return isinstance(value, bool)
    if python_type is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if python_type is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return isinstance(value, python_type)


def _bare_span(ctx: Lowering, annotation: ast.expr | None, declared: Any) -> Span | None:
    """The annotation's span when it is a bare element type (``FLOAT``), else None."""
    if (
        annotation is None
        or not isinstance(declared, TensorValueType)
        or declared.shape != ()
        or not is_bare_tensor_annotation(annotation, ctx.env)
    ):
        return None
    return ctx.span(annotation)


def _any_rank(declared: ValueType | None) -> ValueType | None:
    if isinstance(declared, TensorValueType):
        return TensorValueType(declared.dtype, None)
    return declared


def _returned_annotations(node: ast.expr) -> list[ast.expr]:
    """The annotation of each output: the items of ``(A, B)`` and ``Tuple[A, B]``."""
    if isinstance(node, ast.Tuple):
        return list(node.elts)
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Tuple):
        return list(node.slice.elts)
    return [node]


def _return_annotation(
    ctx: Lowering, node: ast.FunctionDef
) -> tuple[list[ValueType | None] | None, list[Span | None]]:
    """The declared output types, and where each is a bare element type."""
    if node.returns is None:
        return None, []
    try:
        meaning = read_annotation(node.returns, ctx.env)
    except AnnotationError as error:
        ctx.report("OXS205", f"return annotation: {error}", error.node)
        return None, []
    if isinstance(meaning, AttrAnnotation):
        ctx.report(
            "OXS205",
            "a script function returns tensors, sequences or optionals, not Python values",
            node.returns,
        )
        return None, []
    items: list[ValueType | None] = (
        list(meaning.items) if isinstance(meaning, TupleAnnotation) else [meaning]
    )
    written = _returned_annotations(node.returns) if len(items) > 1 else [node.returns]
    if len(written) != len(items):
        return items, [None] * len(items)
    bare = [_bare_span(ctx, w, item) for w, item in zip(written, items, strict=True)]
    return [_any_rank(i) if b else i for i, b in zip(items, bare, strict=True)], bare


def _outputs(
    ctx: Lowering,
    graph: Graph,
    returned: list[Operand],
    declared: list[ValueType | None] | None,
    node: ast.FunctionDef,
    bare: list[Span | None],
) -> None:
    if declared is not None and returned and len(declared) != len(returned):
        ctx.report(
            "OXS310",
            f"the function returns {len(returned)} value(s), but its annotation declares {len(declared)}",
            node.returns or node,
        )
        declared = None
    taken: list[Value] = []
    for index, operand in enumerate(returned):
        if isinstance(operand, Poison):
            continue
        declared_type = declared[index] if declared else None
        dtype = declared_type.dtype if isinstance(declared_type, TensorValueType) else None
        if isinstance(operand, PyConst) and operand.value is None:
            ctx.report("OXS203", "None cannot be returned from a script function", operand.span)
            continue
        if (
            not isinstance(operand, (PyConst, AttrOperand))
            and as_value(ctx, operand, operand.span or node) is None
        ):
            continue
        value = graph_output(ctx, ctx.scope, operand, dtype, taken)
        if value is None:
            continue
        if value.source_name is None or value.name in {v.name for v in graph.inputs}:
            value.name = ctx.names.fresh("output")
        if declared_type is not None:
            value.declared = declared_type
            value.bare_annotation = bare[index] if index < len(bare) else None
            # (an output whose shape lowering has not estimated takes the declared one; the
            # checker then gives it the inferred type)
            if value.type is None or (
                isinstance(value.type, TensorValueType) and value.type.shape is None
            ):
                value.type = declared_type
    graph.outputs = taken
