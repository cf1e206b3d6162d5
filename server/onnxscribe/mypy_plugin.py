"""mypy plugin: tensor type annotations with shapes, ``FLOAT["N", 3]``, ``FLOAT[None]``, ``FLOAT[...]``.

Enable it in the mypy configuration::

    [mypy]
    plugins = onnxscribe.mypy_plugin

A shaped annotation means the tensor type itself (mypy does not check shapes; the onnxscribe
checker does). Malformed dims (``FLOAT[1.5]``, ``FLOAT[-1]``, ``FLOAT[int]``, ``FLOAT[..., 2]``)
are reported.

mypy resolves string literals inside annotations as forward references before any type hook runs,
so ``FLOAT["N"]`` would be "Name 'N' is not defined". The plugin therefore rewrites string dims of
tensor annotations into string literal types right after parsing, in modules that import
onnxscribe (or onnxscript), before semantic analysis sees them.

A script function has two call signatures in the stubs: eager evaluation on numpy data, and a
call from another script function, typed by the function's own annotations. When a call passes
a tensor-typed value (so it is inside a script function), the plugin checks it against the
script function's signature alone, so that mypy names the wrong argument (``Argument 1 to
"square" has incompatible type "INT64"; expected "FLOAT"``) instead of reporting that no
overload matches.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from mypy import nodes
from mypy.errorcodes import ErrorCode
from mypy.plugin import AnalyzeTypeContext, MethodSigContext, Plugin
from mypy.types import (
    AnyType,
    CallableType,
    EllipsisType,
    FunctionLike,
    Instance,
    Parameters,
    RawExpressionType,
    TupleType,
    Type,
    TypeOfAny,
    TypeVarType,
    UnboundType,
    UninhabitedType,
    UnionType,
    get_proper_type,
)

TYPES_MODULE = "onnxscribe.core.types"
TENSOR_BASE = f"{TYPES_MODULE}.TensorType"
SCRIPT_FUNCTION_CALL = "onnxscribe.values.OnnxFunction.__call__"
TENSOR_DIM = ErrorCode(
    "tensor-dim", "Check the dimensions of tensor type annotations", "onnxscribe"
)
_TENSOR_NAME = re.compile(
    r"(BFLOAT16|BOOL|COMPLEX64|COMPLEX128|DOUBLE|STRING|U?INT\d+|FLOAT\d*(E\d+M\d+\w*)?)"
)
_USERS = ("onnxscribe", "onnxscript")

BAD_DIM = (
    "Invalid dimension {dim} in {type_name}[...]: use a non-negative int, a string, None, "
    "or write {type_name}[...] for an unknown rank"
)


def is_tensor_type_name(name: str) -> bool:
    """True for ``FLOAT``, ``INT64``, ``FLOAT8E4M3FN``, ... (the last part of a dotted name)."""
    return _TENSOR_NAME.fullmatch(name.rsplit(".", 1)[-1]) is not None


def dim_problem(arg: Type) -> str | None:
    """Why ``arg`` is not a valid dimension (None when it is one)."""
    if isinstance(arg, RawExpressionType):
        value = arg.literal_value
        if isinstance(value, bool):
            return repr(value)
        if isinstance(value, int):
            return None if value >= 0 else str(value)
        if isinstance(value, str):
            return None  # any text is a symbolic dimension, as ONNX's dim_param
        if value is None:
            return "a non-integer number"
        return repr(value)
    if isinstance(arg, UnboundType):
        if arg.original_str_expr is not None:
            return None
        if arg.name == "None" and not arg.args:
            return None
        return arg.name
    if isinstance(arg, EllipsisType):
        return "..."
    return str(arg)


def shape_problems(args: Iterable[Type]) -> list[str]:
    """Descriptions of the malformed dims of a tensor annotation's subscript."""
    dims = list(args)
    if len(dims) == 1 and isinstance(dims[0], EllipsisType):
        return []
    return [problem for problem in map(dim_problem, dims) if problem is not None]


def _analyze_tensor_type(ctx: AnalyzeTypeContext) -> Type:
    unbound = ctx.type
    type_name = unbound.name.rsplit(".", 1)[-1]
    for problem in shape_problems(unbound.args):
        message = BAD_DIM.format(dim=problem, type_name=type_name)
        ctx.api.fail(message, ctx.context, code=TENSOR_DIM)
    return ctx.api.named_type(f"{TYPES_MODULE}.{type_name}", [])


# ---------------------------------------------------------------------------- string dims


def _string_dims_to_literals(typ: Type | None) -> None:
    """Turn ``"N"`` inside ``FLOAT["N", 3]`` (anywhere in ``typ``) into a string literal type."""
    if isinstance(typ, UnboundType):
        if is_tensor_type_name(typ.name):
            typ.args = tuple(_literal_dim(arg) for arg in typ.args)
        else:
            for arg in typ.args:
                _string_dims_to_literals(arg)
    elif isinstance(typ, UnionType):
        for item in typ.items:
            _string_dims_to_literals(item)
    elif isinstance(typ, CallableType):
        for arg_type in typ.arg_types:
            _string_dims_to_literals(arg_type)
        _string_dims_to_literals(typ.ret_type)


def _literal_dim(arg: Type) -> Type:
    if isinstance(arg, UnboundType) and arg.original_str_expr is not None and not arg.args:
        return RawExpressionType(
            arg.original_str_expr, "builtins.str", line=arg.line, column=arg.column
        )
    return arg


def _rewrite_block(statements: Iterable[nodes.Statement]) -> None:
    for statement in statements:
        node: nodes.Node = statement
        if isinstance(node, nodes.Decorator):
            node = node.func
        if isinstance(node, nodes.OverloadedFuncDef):
            for item in node.items:
                _rewrite_block([item])
            continue
        if isinstance(node, nodes.FuncDef):
            _string_dims_to_literals(node.type)
            _rewrite_block(node.body.body)
            continue
        if isinstance(node, nodes.AssignmentStmt):
            _string_dims_to_literals(node.type)
            continue
        if isinstance(node, nodes.ClassDef):
            _rewrite_block(node.defs.body)
            continue
        for block in _blocks_of(node):
            _rewrite_block(block.body)


def _blocks_of(node: nodes.Node) -> list[nodes.Block]:
    blocks: list[nodes.Block] = []
    for attribute in ("body", "else_body", "finally_body", "handlers"):
        value = getattr(node, attribute, None)
        if isinstance(value, nodes.Block):
            blocks.append(value)
        elif isinstance(value, list):
            blocks += [item for item in value if isinstance(item, nodes.Block)]
    return blocks


def _imports_tensor_types(file: nodes.MypyFile) -> bool:
    for imported in file.imports:
        names: list[str] = []
        if isinstance(imported, (nodes.ImportFrom, nodes.ImportAll)):
            names = [imported.id]
        elif isinstance(imported, nodes.Import):
            names = [name for name, _alias in imported.ids]
        if any(name.split(".")[0] in _USERS for name in names):
            return True
    return False


# ---------------------------------------------------------------------------- script calls


def holds_tensor(typ: Type) -> bool:
    """True when values of ``typ`` are (or contain) script tensors: ``FLOAT``, a TypeVar over
    tensor types, ``Sequence[FLOAT]``, ``FLOAT | None``, ..."""
    proper = get_proper_type(typ)
    if isinstance(proper, Instance):
        if any(base.fullname == TENSOR_BASE for base in proper.type.mro):
            return True
        return any(holds_tensor(arg) for arg in proper.args)
    if isinstance(proper, TypeVarType):
        return any(holds_tensor(value) for value in proper.values) or holds_tensor(
            proper.upper_bound
        )
    if isinstance(proper, (UnionType, TupleType)):
        return any(holds_tensor(item) for item in proper.items)
    return False


def _named_after_callee(signature: CallableType, call: nodes.CallExpr) -> CallableType:
    """``signature`` named after the called script function (``square``), defined where it is."""
    callee = call.callee
    if not isinstance(callee, (nodes.NameExpr, nodes.MemberExpr)):
        return signature
    node = callee.node
    definition = node.func if isinstance(node, nodes.Decorator) else node
    return signature.copy_modified(name=callee.name, definition=definition)


def _script_call_signature(ctx: MethodSigContext) -> FunctionLike:
    """Check a call between script functions against the callee's own signature.

    mypy applies this hook to each overload of ``OnnxFunction.__call__``. A call that passes no
    tensor-typed value is an eager call: the overloads stay as they are. Otherwise the overload
    made of the callee's parameters is checked here with mypy's ordinary call check (precise
    messages naming the function, type variables solved), then replaced by a signature that
    accepts the arguments and returns the checked result; the eager overload is replaced by one
    that accepts nothing, so that overload resolution adds no second, vaguer error.
    """
    signature = ctx.default_signature
    call = ctx.context
    instance = get_proper_type(ctx.type)
    checker = getattr(ctx.api, "expr_checker", None)
    if not (
        isinstance(call, nodes.CallExpr)
        and isinstance(instance, Instance)
        and len(instance.args) == 2
        and checker is not None
    ):
        return signature
    parameters = get_proper_type(instance.args[0])
    if not isinstance(parameters, Parameters):
        return signature
    if not any(holds_tensor(ctx.api.get_expression_type(arg)) for arg in call.args):
        return signature
    if (signature.arg_kinds, signature.arg_names) != (parameters.arg_kinds, parameters.arg_names):
        nothing = UninhabitedType()
        return signature.copy_modified(
            arg_types=[nothing, nothing],
            arg_kinds=[nodes.ARG_STAR, nodes.ARG_STAR2],
            arg_names=[None, None],
        )
    precise = _named_after_callee(signature, call)
    result, _ = checker.check_call(precise, call.args, call.arg_kinds, call, call.arg_names)
    anything = AnyType(TypeOfAny.special_form)
    return signature.copy_modified(
        arg_types=[anything, anything],
        arg_kinds=[nodes.ARG_STAR, nodes.ARG_STAR2],
        arg_names=[None, None],
        ret_type=result,
        variables=[],
    )


class OnnxscribePlugin(Plugin):
    def get_type_analyze_hook(self, fullname: str) -> Callable[[AnalyzeTypeContext], Type] | None:
        module, _, name = fullname.rpartition(".")
        if module == TYPES_MODULE and is_tensor_type_name(name):
            return _analyze_tensor_type
        return None

    def get_method_signature_hook(
        self, fullname: str
    ) -> Callable[[MethodSigContext], FunctionLike] | None:
        return _script_call_signature if fullname == SCRIPT_FUNCTION_CALL else None

    def get_additional_deps(self, file: nodes.MypyFile) -> list[tuple[int, str, int]]:
        # Called once per parsed module, before semantic analysis: the only point where the
        # annotations can be adjusted before mypy looks string dims up as names.
        if not file.is_stub and _imports_tensor_types(file):
            _rewrite_block(file.defs)
        return []


def plugin(version: str) -> type[Plugin]:
    return OnnxscribePlugin
