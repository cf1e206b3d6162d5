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
onnxscribe (or onnxscript), before semantic analysis sees them. At the same point a tuple
expression of tensor types as a return annotation (``-> (FLOAT["N"], INT64[2])``, onnxscript's
spelling of several outputs) becomes the tuple type it stands for.

A script function has two call signatures in the stubs: eager evaluation on numpy data, and a
call from another script function, typed by the function's own annotations. When a call passes
a tensor-typed value (so it is inside a script function), the plugin checks it against the
script function's signature alone, so that mypy names the wrong argument (``Argument 1 to
"square" has incompatible type "INT64"; expected "FLOAT"``) instead of reporting that no
overload matches.

An operator's type variables take the tensor types its schema allows (``_Erf_T`` is one of
``FLOAT``, ``DOUBLE``, ...). A value typed by a type variable of the user's own, bound to a
union of tensor types (torch_lib's ``TFloat = TypeVar("TFloat", bound=Union[FLOAT, ...])``), or
by ``TensorType`` itself, is one of several tensor types: mypy would reject it for a constrained
type variable. When such a value overlaps what the operator allows, the plugin solves the
operator's type variable to the value's type, as the converter accepts it (it checks the
element types it can know). mypy types a Python operator on such values (``x * y``) as the union of
the bound's members; an op given that union and a value of the type variable itself gives the
type variable.

When the inputs of one of an operator's type variables are all Python literals of one kind
(``op.Reshape([-1], shape)``), the variable is what the converter makes of them: ``int`` INT64,
``float`` FLOAT, ``bool`` BOOL, ``str`` STRING. mypy alone would take the first allowed type.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from mypy import nodes
from mypy.errorcodes import ErrorCode
from mypy.expandtype import expand_type
from mypy.plugin import AnalyzeTypeContext, FunctionSigContext, MethodSigContext, Plugin
from mypy.typeops import make_simplified_union
from mypy.types import (
    AnyType,
    CallableType,
    EllipsisType,
    FunctionLike,
    Instance,
    LiteralType,
    NoneType,
    Parameters,
    RawExpressionType,
    TupleType,
    Type,
    TypeOfAny,
    TypeVarId,
    TypeVarType,
    UnboundType,
    UninhabitedType,
    UnionType,
    get_proper_type,
)

TYPES_MODULE = "onnxscribe.core.types"
TENSOR_BASE = f"{TYPES_MODULE}.TensorType"
SCRIPT_FUNCTION_CALL = "onnxscribe.values.OnnxFunction.__call__"
_OPSET_MODULE = re.compile(r"onnxscribe\.(ml_|preview_|preview_training_)?opset\d+")
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
    elif isinstance(typ, (UnionType, TupleType)):
        for item in typ.items:
            _string_dims_to_literals(item)
    elif isinstance(typ, CallableType):
        for arg_type in typ.arg_types:
            _string_dims_to_literals(arg_type)
        _string_dims_to_literals(typ.ret_type)
        _tuple_expression_as_tuple(typ.ret_type)


def _tuple_expression_as_tuple(typ: Type) -> None:
    """``-> (FLOAT["N"], INT64["N"])``, a tuple expression of tensor types as a return annotation
    (onnxscript's spelling of two outputs), means ``tuple[FLOAT, INT64]``; mypy alone reports it
    as a syntax error."""
    if (
        isinstance(typ, TupleType)
        and typ.implicit
        and typ.items
        and all(
            isinstance(item, UnboundType) and is_tensor_type_name(item.name) for item in typ.items
        )
    ):
        typ.implicit = False


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


# ---------------------------------------------------------------------------- operator calls


def _tensor_names(typ: Type) -> set[str] | None:
    """The tensor classes ``typ`` stands for (``FLOAT`` -> {FLOAT}; ``FLOAT | DOUBLE`` -> both);
    None when it is not made of tensor classes alone."""
    proper = get_proper_type(typ)
    if isinstance(proper, Instance) and any(b.fullname == TENSOR_BASE for b in proper.type.mro):
        return {proper.type.fullname}
    if isinstance(proper, UnionType):
        names: set[str] = set()
        for item in proper.items:
            found = _tensor_names(item)
            if found is None:
                return None
            names |= found
        return names
    return None


def _element(typ: Type) -> Type | None:
    """The element type of ``Sequence[X]`` (or a list of X), else None."""
    proper = get_proper_type(typ)
    sequences = ("typing.Sequence", "builtins.list", "builtins.tuple")
    if isinstance(proper, Instance) and len(proper.args) == 1 and proper.type.fullname in sequences:
        return proper.args[0]
    return None


def _stands_for(given: Type, allowed: list[Type]) -> bool:
    """Whether ``given``, a type variable bound to tensor types, a union of tensor types or
    ``TensorType`` itself, may take one of the ``allowed`` types of an operator's type
    variable."""
    proper = get_proper_type(given)
    if isinstance(proper, Instance) and proper.type.fullname == TENSOR_BASE:
        return any(_tensor_names(value) for value in allowed)
    if isinstance(proper, TypeVarType) and not proper.values:
        members = _tensor_names(proper.upper_bound)
    elif isinstance(proper, UnionType):
        members = _tensor_names(proper)
    else:
        return False
    if not members:
        return False
    return any(members & (_tensor_names(value) or set()) for value in allowed)


def _generic_argument(given: Type, variable: TypeVarType) -> Type | None:
    """What ``variable`` becomes for an argument of type ``given`` (None: mypy decides)."""
    if _stands_for(given, variable.values):
        return given
    element = _element(given)
    elements = [_element(value) for value in variable.values]
    known = [e for e in elements if e is not None]
    if element is not None and len(known) == len(elements) and _stands_for(element, known):
        return given
    return None


_LITERAL_TENSOR_TYPES = {
    "builtins.bool": "BOOL",
    "builtins.int": "INT64",
    "builtins.float": "FLOAT",
    "builtins.str": "STRING",
}
"""The tensor type of a Python literal (or a list of them) given for a tensor input."""


def _literal_tensor_type(given: Type, variable: TypeVarType) -> Type | None:
    """The tensor type among ``variable``'s values that a Python literal of type ``given``
    becomes (``[-1]``: INT64, ``0.5``: FLOAT); None when ``given`` is no such literal."""
    proper = get_proper_type(given)
    if isinstance(proper, Instance) and proper.last_known_value is not None:
        proper = proper.last_known_value.fallback
    if isinstance(proper, LiteralType):
        proper = proper.fallback
    element = _element(proper)
    if element is not None:
        proper = get_proper_type(element)
    if not isinstance(proper, Instance):
        return None
    name = _LITERAL_TENSOR_TYPES.get(proper.type.fullname)
    for value in variable.values:
        value_proper = get_proper_type(value)
        if isinstance(value_proper, Instance) and value_proper.type.name == name:
            return value
    return None


def _constrained_variables(typ: Type) -> list[tuple[TypeVarType, bool]]:
    """The constrained type variables of a parameter's type, each with whether it stands for
    the elements of a sequence (``Sequence[_SequenceAt_T]``)."""
    proper = get_proper_type(typ)
    if isinstance(proper, TypeVarType) and proper.values:
        return [(proper, False)]
    if isinstance(proper, UnionType):
        return [found for item in proper.items for found in _constrained_variables(item)]
    element = _element(proper)
    if element is not None:
        return [(v, True) for v, nested in _constrained_variables(element) if not nested]
    return []


def _op_signature(ctx: FunctionSigContext) -> CallableType:
    """An operator's signature with its type variables solved to the caller's generic tensor
    types where they overlap (see the module's documentation)."""
    signature = ctx.default_signature
    found_for: dict[TypeVarId, list[Type]] = {}
    literals_for: dict[TypeVarId, list[Type | None]] = {}
    for formal, actuals in zip(signature.arg_types, ctx.args, strict=False):
        for variable, of_elements in _constrained_variables(formal):
            for actual in actuals:
                given: Type | None = ctx.api.get_expression_type(actual)
                if of_elements:
                    given = _element(given) if given is not None else None
                found = _generic_argument(given, variable) if given is not None else None
                if found is not None:
                    found_for.setdefault(variable.id, []).append(found)
                if not of_elements and not isinstance(get_proper_type(given), NoneType):
                    literal = _literal_tensor_type(given, variable) if given is not None else None
                    literals_for.setdefault(variable.id, []).append(literal)
    for key, literals in literals_for.items():
        first = literals[0]
        if key not in found_for and first is not None and all(lit == first for lit in literals):
            found_for[key] = [first]
    if not found_for:
        return signature
    for_inputs = {key: make_simplified_union(found) for key, found in found_for.items()}
    for_result = {key: _result_type(found) for key, found in found_for.items()}
    inputs = get_proper_type(expand_type(signature, for_inputs))
    assert isinstance(inputs, CallableType)
    return inputs.copy_modified(
        ret_type=expand_type(signature.ret_type, for_result),
        variables=[v for v in signature.variables if v.id not in found_for],
    )


def _result_type(found: list[Type]) -> Type:
    """What an op's result is when its inputs of one type variable were ``found``: the user's
    type variable where every other input is a union of members of its bound (mypy types
    ``x * y`` on such a variable as that union), else all of them."""
    for candidate in found:
        proper = get_proper_type(candidate)
        if not isinstance(proper, TypeVarType):
            continue
        bound = _tensor_names(proper.upper_bound) or set()
        others = [_tensor_names(f) for f in found if f is not candidate]
        if all(o is not None and o <= bound for o in others if o != {TENSOR_BASE}):
            return candidate
    return make_simplified_union(found)


class OnnxscribePlugin(Plugin):
    def get_type_analyze_hook(self, fullname: str) -> Callable[[AnalyzeTypeContext], Type] | None:
        module, _, name = fullname.rpartition(".")
        if module == TYPES_MODULE and is_tensor_type_name(name):
            return _analyze_tensor_type
        return None

    def get_function_signature_hook(
        self, fullname: str
    ) -> Callable[[FunctionSigContext], FunctionLike] | None:
        module = fullname.rpartition(".")[0]
        return _op_signature if _OPSET_MODULE.fullmatch(module) else None

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
