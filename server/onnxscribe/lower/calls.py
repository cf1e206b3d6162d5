"""Lowering calls: ``op.Name(...)``, calls of other script functions, and builtins."""

from __future__ import annotations

import ast
import functools
from typing import Any

from onnxscribe.core import schemas
from onnxscribe.core.diagnostics import Fix, Span, TextEdit
from onnxscribe.core.opcall import (
    ArgumentRef,
    CallProblem,
    LiteralError,
    bind_call,
    literal_array,
    positional_attribute_names,
    preferred_literal_dtype,
)
from onnxscribe.core.opsets import Op, Opset
from onnxscribe.core.protos import is_proto
from onnxscribe.core.schemas import AttrKind, OpSchema
from onnxscribe.core.types import dtype_from_type_string, type_of_array
from onnxscribe.frontend.env import SAFE_CALLABLES, Opaque, ScriptCallee
from onnxscribe.frontend.safe_eval import NUMPY_CALLS
from onnxscribe.graph_ir.nodes import (
    Attribute,
    AttrRef,
    Graph,
    OpReference,
    Value,
)
from onnxscribe.lower.attribute_values import (
    GraphArgument,
    TensorArgument,
    attribute_argument,
    attribute_value,
    op_attributes,
)
from onnxscribe.lower.call_messages import plain_call_message
from onnxscribe.lower.expressions import (
    OpAccess,
    as_value,
    fold,
    lower_expr,
)
from onnxscribe.lower.function_calls import call_script_function
from onnxscribe.lower.lowering import (
    Lowering,
    attribute_kind,
    tensor_dtype,
)
from onnxscribe.lower.operands import (
    AttrOperand,
    Multi,
    Obj,
    Operand,
    Poison,
    PyConst,
)
from onnxscribe.lower.opset_fixes import version_fix


def lower_call(ctx: Lowering, node: ast.Call, output_count: int | None = None) -> Operand:
    """Lower a call; ``output_count`` is the number of names it is unpacked into, if any."""
    opset = _opset_member(ctx, node.func)
    callee = lower_expr(ctx, node.func) if opset is None else None
    if isinstance(callee, Poison):
        for arg in [*node.args, *(k.value for k in node.keywords)]:
            lower_expr(ctx, arg)
        return callee
    for arg in node.args:
        if isinstance(arg, ast.Starred):
            return ctx.report("OXS108", "*args in a call is not supported", arg)
    for keyword in node.keywords:
        if keyword.arg is None:
            return ctx.report("OXS108", "**kwargs in a call is not supported", keyword)
    if opset is not None:
        assert isinstance(node.func, ast.Attribute)
        return _call_member(ctx, opset, node.func.attr, node, output_count)
    if isinstance(callee, Obj):
        target = callee.value
        if isinstance(target, Op) and isinstance(target.opset, Opset):
            # an operator imported by name: ``from onnxscribe.opset18 import Relu``
            return _call_member(ctx, target.opset, target.name, node, output_count)
        if isinstance(target, OpAccess):
            return _call_member(ctx, target.opset, target.name, node, output_count)
        if isinstance(target, ScriptCallee):
            return call_script_function(ctx, target, node, output_count)
        if target is print:
            for arg in node.args:
                lower_expr(ctx, arg)
            return ctx.report(
                "OXS107",
                "print runs in eager mode only; the ONNX function has no node for it",
                node,
                fixes=_remove_statement_fix(ctx, node),
            )
        if target in SAFE_CALLABLES or _is_numpy_constructor(target):
            folded = _fold_call(ctx, target, node)
            if folded is not None:
                return folded
        if target is range:
            return ctx.report(
                "OXS110", "range(...) is supported only as the iterable of a for loop", node
            )
        if isinstance(target, Opaque):
            return ctx.report(
                "OXS204",
                f"this call's target is unknown without running code ({target.description})",
                node.func,
            )
        message, hint = plain_call_message(target, ast.unparse(node.func))
        return ctx.report("OXS106", message, node.func, hint=hint)
    return ctx.report("OXS106", "this expression cannot be called", node.func)


def _call_member(
    ctx: Lowering, opset: Any, name: str, node: ast.Call, output_count: int | None
) -> Operand:
    """A call of ``opset.name``: a script function declared in the opset, or an operator."""
    functions = getattr(opset, "_functions", None)
    function = functions.get(name) if functions else None
    if isinstance(function, ScriptCallee):
        return call_script_function(ctx, function, node, output_count)
    return call_op(ctx, opset, name, node, output_count)


def _opset_member(ctx: Lowering, func: ast.expr) -> Opset | None:
    """The opset of ``op.Name`` where ``op`` is a module-level opset, found without lowering
    ``func`` (most calls of a script function are such op calls)."""
    if not isinstance(func, ast.Attribute):
        return None
    base = func.value
    if not isinstance(base, ast.Name) or ctx.scope.lookup(base.id) is not None:
        return None
    found = ctx.env.lookup(base.id)
    if not isinstance(found, Opset):  # an Opset, or an opset module (``opset18``)
        return None
    return found


def _remove_statement_fix(ctx: Lowering, node: ast.Call) -> tuple[Fix, ...]:
    """Deleting the whole line of a call that is a statement of its own."""
    span = ctx.span(node)
    lines = ctx.source.lines
    index = span.line - 1 - ctx.source.line_offset
    if span.line != span.end_line or not 0 <= index < len(lines):
        return ()
    text = lines[index]
    if (
        text.strip()
        != text[
            span.column - 1 - ctx.source.column_offset : span.end_column
            - 1
            - ctx.source.column_offset
        ].strip()
    ):
        return ()
    whole = Span(span.path, span.line, 1, span.line + 1, 1)
    return (Fix("Remove the print", (TextEdit(whole, ""),)),)


def _is_numpy_constructor(target: Any) -> bool:
    try:
        return target in NUMPY_CALLS
    except TypeError:
        return False


def _fold_call(ctx: Lowering, target: Any, node: ast.Call) -> Operand | None:
    """A pure call on constants, computed now (as eager mode computes it in Python)."""
    args = [lower_expr(ctx, arg) for arg in node.args]
    keywords = {k.arg: lower_expr(ctx, k.value) for k in node.keywords if k.arg}
    values: list[Any] = []
    for operand in [*args, *keywords.values()]:
        if isinstance(operand, PyConst) or (
            isinstance(operand, Obj) and _is_numpy_constructor(operand.value)
        ):
            values.append(operand.value)
        else:
            return None
    positional, named = values[: len(args)], dict(zip(keywords, values[len(args) :], strict=True))
    return fold(ctx, target, positional, node, named)


# ---------------------------------------------------------------------------- op calls


def resolve_op(ctx: Lowering, opset: Any, name: str, node: ast.Call) -> OpSchema | None:
    func = node.func
    schema = schemas.lookup(name, opset.version, opset.domain)
    if schema is not None and not schema.deprecated:
        if ctx.editor:
            ctx.op_references.append(
                OpReference(ctx.span(func), opset.domain, opset.version, name, schema)
            )
        return schema
    name_span = ctx.span(func)
    where = f"{schemas.display_domain(opset.domain)} version {opset.version}"
    if schema is not None and schema.deprecated:
        versions = schemas.versions_with(name, opset.domain)
        replacement = deprecation_replacement(schema)
        ctx.report(
            "OXS303",
            f"{name} is deprecated in {where}"
            + (f"; it exists in versions {schemas.describe_versions(versions)}" if versions else "")
            + (f"; use {replacement} instead" if replacement else ""),
            name_span,
            fixes=_rename_op_fixes(ctx, func, schema, replacement, opset.version),
        )
    if schema is None:
        versions = schemas.versions_with(name, opset.domain)
        if versions:
            fixes = version_fix(ctx, func, opset, name, versions)
            ctx.report(
                "OXS302",
                f"{name} is not in {where}; it exists in versions "
                f"{schemas.describe_versions(versions)}",
                name_span,
                hint="import an opset version that has it",
                fixes=fixes,
            )
        else:
            known = schemas.op_names_at(opset.version, opset.domain)
            matches = schemas.close_matches(name, known)
            fixes = ()
            attr_span = _attribute_name_span(ctx, func)
            if matches and attr_span is not None:
                fixes = (Fix(f"Replace with {matches[0]}", (TextEdit(attr_span, matches[0]),)),)
            ctx.report(
                "OXS301",
                f"{schemas.display_domain(opset.domain)} has no operator {name!r}"
                + (f"; did you mean {', '.join(matches)}?" if matches else ""),
                name_span,
                fixes=fixes,
            )
    if ctx.editor:
        ctx.op_references.append(OpReference(name_span, opset.domain, opset.version, name, schema))
    return schema


def _rename_op_fixes(
    ctx: Lowering, func: ast.expr, schema: OpSchema, replacement: str | None, version: int
) -> tuple[Fix, ...]:
    """Call ``replacement`` instead, where it takes the same inputs and attributes."""
    attr_span = _attribute_name_span(ctx, func)
    if replacement is None or not replacement.isidentifier() or attr_span is None:
        return ()
    other = schemas.lookup(replacement, version, schema.domain)
    if (
        other is None
        or [p.name for p in other.inputs] != [p.name for p in schema.inputs]
        or not set(schema.attributes) <= set(other.attributes)
    ):
        return ()
    return (Fix(f"Replace with {replacement}", (TextEdit(attr_span, replacement),)),)


def deprecation_replacement(schema: OpSchema) -> str | None:
    doc = schema.doc.lower()
    for word in ("use ", "replaced by "):
        position = doc.find(word)
        if position >= 0:
            rest = schema.doc[position + len(word) :].split()
            if rest:
                return rest[0].strip(".,`'\"")
    return None


def keyword_name_fixes(ctx: Lowering, keyword: ast.keyword, replacement: str) -> tuple[Fix, ...]:
    """Rename the keyword of ``name=value`` to ``replacement``."""
    full = ctx.span(keyword)
    if keyword.arg is None or ctx.source.text_of(full) is None:
        return ()
    name = Span(full.path, full.line, full.column, full.line, full.column + len(keyword.arg))
    if ctx.source.text_of(name) != keyword.arg:
        return ()
    return (Fix(f"Replace {keyword.arg} with {replacement}", (TextEdit(name, replacement),)),)


def _attribute_name_span(ctx: Lowering, func: ast.expr) -> Span | None:
    if not isinstance(func, ast.Attribute):
        return None
    full = ctx.span(func)
    if full.line != full.end_line:
        return None
    return Span(full.path, full.line, full.end_column - len(func.attr), full.line, full.end_column)


def call_op(
    ctx: Lowering, opset: Any, name: str, node: ast.Call, output_count: int | None
) -> Operand:
    span = ctx.span(node)
    domain = opset.domain
    if (
        domain
        and schemas.is_custom_domain(domain)
        and schemas.lookup(name, opset.version, domain) is None
    ):
        return call_custom_op(ctx, opset, name, node, output_count)
    schema = resolve_op(ctx, opset, name, node)
    if schema is None:
        for arg in [*node.args, *(k.value for k in node.keywords)]:
            lower_expr(ctx, arg)
        return Poison(span)
    formals = schema.inputs
    input_count = len(formals)
    variadic = bool(formals) and formals[-1].is_variadic
    reported: set[int | str] | None = None
    """Arguments whose expression was already reported: no second message about them."""
    positional: list[Any] = []
    for index, arg in enumerate(node.args):
        operand: Any = (
            lower_expr(ctx, arg)
            if variadic or index < input_count
            else attribute_argument(ctx, arg)
        )
        kind = operand.__class__
        if kind is PyConst and operand.value is None:
            operand = None
        elif kind is Poison:
            reported = reported or set()
            reported.add(index)
        positional.append(operand)
    keywords: dict[str, Any] = {}
    keyword_nodes: dict[str, ast.keyword] = {}
    if node.keywords:
        input_names = _input_names(schema)
        for keyword in node.keywords:
            key = keyword.arg
            assert key is not None
            keyword_nodes[key] = keyword
            if key in input_names:
                value = lower_expr(ctx, keyword.value)
            else:
                value = attribute_argument(ctx, keyword.value)
            if isinstance(value, Poison):
                reported = reported or set()
                reported.add(key)
            keywords[key] = None if _is_none(value) else value
    if len(positional) > input_count and not variadic:
        positional_attributes = positional_attribute_names(schema, len(positional))
        if positional_attributes and _can_move(schema, positional, keywords, positional_attributes):
            # attributes given positionally bind as keywords (the checks are the keywords')
            for offset, attribute in enumerate(positional_attributes):
                keywords[attribute] = positional[input_count + offset]
                keyword_nodes[attribute] = ast.copy_location(
                    ast.keyword(arg=attribute, value=node.args[input_count + offset]),
                    node.args[input_count + offset],
                )
            del positional[input_count:]
            actual, given_attributes, problems = _bind(schema, positional, keywords)
        else:
            actual, given_attributes, problems = _bind_afresh(schema, positional, keywords)
    else:
        actual, given_attributes, problems = _bind(schema, positional, keywords)
    if problems:
        # A graph attribute's value is the converter's to check (OXS208 at the value, below).
        problems = [
            p
            for p in problems
            if not _graph_value_problem(schema, p)
            and (reported is None or p.argument not in reported)
        ]
        for problem in problems:
            _report_problem(ctx, problem, node, keyword_nodes)
    if reported is not None or problems:
        return Poison(span)
    inputs = op_inputs(ctx, schema, actual, node)
    if inputs is None:
        return Poison(span)
    attributes = op_attributes(ctx, schema, given_attributes, keyword_nodes, inputs)
    if attributes is None:
        return Poison(span)
    count = _output_count(ctx, schema, output_count, ctx.unpack_target or node, attributes)
    if count is None:
        return Poison(span)
    outputs = ctx.add_node(
        schema.name,
        inputs,
        attributes,
        span,
        count,
        domain=domain,
        version=opset.version,
        schema=schema,
    )
    return outputs[0] if count == 1 and output_count is None else Multi(list(outputs), span)


def _report_problem(
    ctx: Lowering, problem: CallProblem, node: ast.Call, keyword_nodes: dict[str, ast.keyword]
) -> None:
    """A binding problem, at the argument it is about (else at the call)."""
    where: ast.AST = node
    fixes: tuple[Fix, ...] = ()
    if isinstance(problem.argument, int) and problem.argument < len(node.args):
        where = node.args[problem.argument]
    elif isinstance(problem.argument, str) and problem.argument in keyword_nodes:
        where = keyword_nodes[problem.argument]
        if problem.replacement is not None:
            fixes = keyword_name_fixes(ctx, keyword_nodes[problem.argument], problem.replacement)
    ctx.report(problem.code, problem.message, where, fixes=fixes)


def _can_move(
    schema: OpSchema, positional: list[Any], keywords: dict[str, Any], names: tuple[str, ...]
) -> bool:
    """Whether every positional argument past the inputs names an attribute of its own (else
    ``bind_call`` reports the ones that do not)."""
    extra = len(positional) - len(schema.inputs)
    return extra == len(names) and not any(name in keywords for name in names)


def call_custom_op(
    ctx: Lowering, opset: Any, name: str, node: ast.Call, output_count: int | None
) -> Operand:
    """An op of a domain onnx does not know: positional arguments are its inputs, keywords its
    attributes (each of the kind its value has), and its outputs are untyped."""
    span = ctx.span(node)
    if ctx.editor:
        ctx.op_references.append(
            OpReference(ctx.span(node.func), opset.domain, opset.version, name, None)
        )
    inputs: list[Value | None] = []
    ok = True
    for arg in node.args:
        operand = lower_expr(ctx, arg)
        if _is_none(operand):
            inputs.append(None)
            continue
        value = as_value(ctx, operand, arg, "an input")
        ok = ok and value is not None
        inputs.append(value)
    attributes: dict[str, Attribute] = {}
    for keyword in node.keywords:
        assert keyword.arg is not None
        given = attribute_argument(ctx, keyword.value)
        if isinstance(given, Poison):
            ok = False
            continue
        if given is None:
            continue
        kind = _custom_attribute_kind(given)
        converted = attribute_value(ctx, kind, given, keyword.value, keyword.arg)
        if converted is None:
            ok = False
            continue
        attributes[keyword.arg] = Attribute(keyword.arg, kind, converted, ctx.span(keyword))
    while inputs and inputs[-1] is None:
        inputs.pop()
    if not ok:
        return Poison(span)
    count = output_count if output_count is not None else 1
    outputs = ctx.add_node(
        name,
        inputs,
        attributes,
        span,
        count,
        domain=opset.domain,
        version=opset.version,
        output_types=[None] * count,
    )
    return outputs[0] if output_count is None else Multi(list(outputs), span)


def _custom_attribute_kind(value: Any) -> AttrKind:
    if isinstance(value, AttrRef):
        return value.kind
    if isinstance(value, GraphArgument):
        return AttrKind.GRAPH
    if is_proto(value, "TensorProto") or hasattr(value, "__array__"):
        return AttrKind.TENSOR if not isinstance(value, (list, tuple)) else attribute_kind(value)
    return attribute_kind(value)


_BINDINGS: dict[tuple[Any, ...], tuple[list[ArgumentRef | None], list[CallProblem], bool]] = {}
"""Each binding's references to the actual inputs, its problems, and whether the inputs are the
positional arguments in their order (most calls)."""

_Binding = tuple[list[Any], dict[str, Any], list[CallProblem]]
"""A call's inputs in formal order (None for an omitted one), its attributes, its problems."""


def _bind(schema: OpSchema, positional: list[Any], keywords: dict[str, Any]) -> _Binding:
    """``bind_call``, remembered by what it reads: the schema, which inputs are given, and the
    attributes' names and values (calls with an attribute value that is not a plain constant
    are bound afresh). The inputs may be ``positional`` itself, and the problems the list
    remembered: neither is changed afterwards."""
    # which inputs are given: the count when each is (a None among them is rare)
    given = tuple([a is None for a in positional]) if None in positional else len(positional)
    attributes: dict[str, Any] = {}
    if keywords:
        input_names = _input_names(schema)
        key_parts: list[Any] = [id(schema), given]
        for name, value in keywords.items():
            if name in input_names:
                key_parts.append((name, value is None))
                continue
            if value is None:
                key_parts.append((name, None))
                continue
            attributes[name] = value
            value_key = _attribute_key(value)
            if value_key is None:
                return _bind_afresh(schema, positional, keywords)
            key_parts.append((name, value_key))
        key: tuple[Any, ...] = tuple(key_parts)
    else:
        key = (id(schema), given)
    found = _BINDINGS.get(key)
    if found is None:
        # (``bind_call`` looks at an input only to see whether it is None: where each input
        # comes from, and the problems, hold for every call with this key)
        bound = bind_call(schema, positional, keywords, is_opaque_attribute=_opaque_attribute)
        refs = bound.input_sources
        if len(_BINDINGS) >= 20_000:
            _BINDINGS.clear()
        _BINDINGS[key] = (refs, bound.problems, refs == list(range(len(positional))))
        return bound.inputs, attributes, bound.problems
    refs, problems, in_order = found
    if in_order:
        return positional, attributes, problems
    inputs = [
        None if ref is None else positional[ref] if isinstance(ref, int) else keywords[ref]
        for ref in refs
    ]
    return inputs, attributes, problems


def _bind_afresh(schema: OpSchema, positional: list[Any], keywords: dict[str, Any]) -> _Binding:
    bound = bind_call(schema, positional, keywords, is_opaque_attribute=_opaque_attribute)
    return bound.inputs, bound.attributes, bound.problems


_PLAIN = (bool, int, float, str)


def _attribute_key(value: Any) -> Any:
    """A hashable stand-in that equals another's only for an equal value of the same type."""
    if _opaque_attribute(value):
        return ("opaque",)
    kind = value.__class__
    if kind in _PLAIN:
        return (kind, value, repr(value)) if kind is float else (kind, value)
    if kind in (list, tuple):
        items: list[Any] = []
        for item in value:
            item_key = _attribute_key(item)
            if item_key is None:
                return None
            items.append(item_key)
        return (kind, tuple(items))
    return None


_INPUT_NAMES: dict[int, tuple[OpSchema, frozenset[str]]] = {}


def _input_names(schema: OpSchema) -> frozenset[str]:
    found = _INPUT_NAMES.get(id(schema))
    if found is None or found[0] is not schema:
        found = (schema, frozenset(p.name for p in schema.inputs))
        _INPUT_NAMES[id(schema)] = found
    return found[1]


def _is_none(operand: Any) -> bool:
    return isinstance(operand, PyConst) and operand.value is None


def _graph_value_problem(schema: OpSchema, problem: CallProblem) -> bool:
    if problem.code != "OXS307" or not isinstance(problem.argument, str):
        return False
    spec = schema.attributes.get(problem.argument)
    return spec is not None and spec.kind in (AttrKind.GRAPH, AttrKind.GRAPHS)


def _opaque_attribute(value: Any) -> bool:
    # (a Poison value was reported where it was lowered)
    return isinstance(value, (AttrRef, Graph, GraphArgument, Opaque, TensorArgument, Poison))


def _output_count(
    ctx: Lowering,
    schema: OpSchema,
    requested: int | None,
    node: ast.AST,
    attributes: dict[str, Attribute] | None = None,
) -> int | None:
    declared = attributes.get("num_outputs") if attributes else None
    fixed = declared.value if declared is not None and isinstance(declared.value, int) else None
    if fixed is not None and requested is not None and requested != fixed:
        ctx.report(
            "OXS310",
            f"{schema.name} produces {fixed} outputs (num_outputs={fixed}), "
            f"but {requested} names are assigned",
            node,
        )
        return None
    if requested is None:
        return max(1, min(schema.min_output, len(schema.outputs)) if schema.min_output > 1 else 1)
    if requested < schema.min_output or requested > schema.max_output:
        limit = (
            str(schema.min_output)
            if schema.min_output == schema.max_output
            else f"{schema.min_output} to {min(schema.max_output, 999)}"
        )
        ctx.report(
            "OXS310",
            f"{schema.name} produces {limit} output(s), but {requested} names are assigned",
            node,
        )
        return None
    return requested


def op_inputs(
    ctx: Lowering, schema: OpSchema, actual: list[Any], node: ast.Call
) -> list[Value | None] | None:
    """Materialize the bound inputs; constants take the type their type constraint implies
    (``actual`` itself when each is a value or omitted)."""
    for operand in actual:
        if operand is not None and not isinstance(operand, Value):
            break
    else:
        return actual
    by_constraint: dict[str, Value] = {}
    for index, operand in enumerate(actual):
        position = schema.formal_index(index)
        if isinstance(operand, Value) and position is not None:
            formal = schema.inputs[position]
            if formal.is_variadic and not formal.homogeneous:
                continue
            constraint = formal.type_str
            if constraint in schema.type_constraints and (
                constraint not in by_constraint or tensor_dtype(by_constraint[constraint]) is None
            ):
                by_constraint[constraint] = operand
    values: list[Value | None] = []
    ok = True
    for index, operand in enumerate(actual):
        if operand is None or isinstance(operand, Value):
            values.append(operand)
            continue
        position = schema.formal_index(index)
        if isinstance(operand, (PyConst, AttrOperand)) and position is not None:
            formal = schema.inputs[position]
            allowed = schema.allowed_types(formal)
            shared = not (formal.is_variadic and not formal.homogeneous)
            like = by_constraint.get(formal.type_str) if shared else None
            if like is not None:
                value = ctx.materialize(operand, dtype=tensor_dtype(like), like=like)
            else:
                value = _literal_input(ctx, operand, allowed)
        else:
            value = as_value(
                ctx, operand, operand.span if hasattr(operand, "span") else node, "an input"
            )
        if value is None:
            ok = False
        values.append(value)
    return values if ok else None


def _literal_input(
    ctx: Lowering, operand: PyConst | AttrOperand, allowed: tuple[str, ...]
) -> Value | None:
    """A constant at an input with no value of its type constraint beside it: its natural
    type where allowed (the array made once), else the preferred allowed one."""
    if isinstance(operand, PyConst) and operand.value is not None:
        try:
            natural = literal_array(operand.value)
        except LiteralError:
            return ctx.materialize(operand)
        dtypes = _allowed_dtypes(allowed)
        natural_type = type_of_array(natural)
        # its natural type allowed (most literals): what preferred_literal_dtype would find
        if natural_type is not None and natural_type.dtype in dtypes:
            return ctx.constant(natural, operand.span, natural_type)
        dtype = preferred_literal_dtype(natural, dtypes)
        if dtype is None:
            return ctx.constant(natural, operand.span, natural_type)
        return ctx.materialize(operand, dtype=dtype)
    return ctx.materialize(operand, dtype=literal_dtype(operand, allowed))


@functools.lru_cache(maxsize=1024)
def _allowed_dtypes(allowed: tuple[str, ...]) -> tuple[int, ...]:
    """The element types of a constraint's allowed types (schemas have a few hundred)."""
    return tuple(d for d in (dtype_from_type_string(t) for t in allowed) if d is not None)


def literal_dtype(operand: PyConst | AttrOperand, allowed: tuple[str, ...]) -> int | None:
    """The element type of a constant input: its natural one, unless the input does not allow
    it; then the preferred allowed type (as eager evaluation chooses)."""
    dtypes = _allowed_dtypes(allowed)
    if isinstance(operand, PyConst):
        try:
            return preferred_literal_dtype(literal_array(operand.value), dtypes)
        except LiteralError:
            return None
    if len(dtypes) == 1:
        return dtypes[0]
    return None
