"""Reading type annotations: tensor types, sequences, optionals, attribute types.

An annotation is evaluated over the AST with the environment's names, never with ``eval``: the
tensor type classes are subscripted for real (that is plain data), everything else is matched
against the few typing constructs the dialect allows.
"""

from __future__ import annotations

import ast
import collections.abc
import types
import typing
from dataclasses import dataclass
from typing import Any

from onnxscribe.core.schemas import AttrKind
from onnxscribe.core.types import (
    OptionalValueType,
    SequenceValueType,
    TensorValueType,
    ValueType,
    is_tensor_type,
    subscripted_type,
)
from onnxscribe.frontend.env import MISSING, Env, Opaque

# typing.List and typing.Tuple are values here (what ``List[int]`` in user code resolves to), not
# annotations: rewriting them to ``list``/``tuple`` would stop ``List[...]``/``Tuple[...]`` working
_SEQUENCES = {typing.Sequence, collections.abc.Sequence, typing.List, list}  # noqa: UP006
_OPTIONALS = {typing.Optional}
_UNIONS = {typing.Union, types.UnionType}
_TUPLES = {typing.Tuple, tuple}  # noqa: UP006
_SCALAR_ATTRS = {int: AttrKind.INT, float: AttrKind.FLOAT, str: AttrKind.STRING, bool: AttrKind.INT}
_LIST_ATTRS = {
    int: AttrKind.INTS,
    float: AttrKind.FLOATS,
    str: AttrKind.STRINGS,
    bool: AttrKind.INTS,
}


@dataclass(frozen=True)
class AttrAnnotation:
    """An attribute parameter's annotation."""

    kind: AttrKind
    python_type: Any
    optional: bool = False


@dataclass(frozen=True)
class TupleAnnotation:
    items: tuple[ValueType | None, ...]


ANY_TENSOR = TensorValueType(None, None)
"""What an annotation means when it cannot be known without running code: any tensor."""


class AnnotationError(Exception):
    def __init__(self, message: str, node: ast.AST) -> None:
        super().__init__(message)
        self.node = node


Annotation = ValueType | AttrAnnotation | TupleAnnotation


def read_annotation(node: ast.expr, env: Env) -> Annotation:
    """The meaning of an annotation, or ``AnnotationError`` naming what is wrong."""
    return _meaning(_evaluate(node, env), node)


def is_bare_tensor_annotation(node: ast.expr, env: Env) -> bool:
    """True for an element type written alone (``FLOAT``, ``onnxscribe.INT64``): a scalar at a
    model's inputs and outputs, a tensor of any rank inside functions (torch_lib's usage)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):  # ``x: "FLOAT"``
        try:
            node = ast.parse(node.value, mode="eval").body
        except SyntaxError:
            return False
    if not isinstance(node, (ast.Name, ast.Attribute)):
        return False
    try:
        value = _evaluate(node, env)
    except (AnnotationError, RecursionError):
        return False
    return is_tensor_type(value) and value.shape == () and value is value.base_type()


def type_variable(node: ast.expr, env: Env) -> tuple[str, tuple[int, ...]] | None:
    """For an annotation that is a ``TypeVar`` over tensor types: its name and allowed element
    types (from its constraints, or its bound: one type or a ``Union``; empty when any)."""
    try:
        value = _evaluate(node, env)
    except (AnnotationError, RecursionError):
        return None
    if not isinstance(value, typing.TypeVar):
        return None
    options: list[Any] = list(value.__constraints__)
    bound = value.__bound__
    if not options and bound is not None:
        options = (
            list(typing.get_args(bound)) if typing.get_origin(bound) is typing.Union else [bound]
        )
    dtypes: list[int] = []
    for option in options:
        dtype = getattr(option, "dtype", None) if is_tensor_type(option) else None
        if not isinstance(dtype, int):
            return (value.__name__, ())  # not only tensor types: nothing to hold it to
        if dtype not in dtypes:
            dtypes.append(dtype)
    return (value.__name__, tuple(dtypes))


def _evaluate(node: ast.expr, env: Env) -> Any:
    if isinstance(node, ast.Constant):
        if isinstance(node.value, str):
            try:
                parsed = ast.parse(node.value, mode="eval").body
            except SyntaxError:
                return node.value
            return _evaluate(parsed, env)
        return node.value
    if isinstance(node, ast.Name):
        found = env.lookup(node.id)
        if found is MISSING:
            raise AnnotationError(f"undefined name {node.id!r} in annotation", node)
        return found
    if isinstance(node, ast.Attribute):
        base = _class(_evaluate(node.value, env))
        found = env.attribute(base, node.attr)
        if found is MISSING:
            raise AnnotationError(f"{ast.unparse(node)} is not defined", node)
        return found
    if isinstance(node, ast.Subscript):
        base = _class(_evaluate(node.value, env))
        index = node.slice
        items = index.elts if isinstance(index, ast.Tuple) else [index]
        if is_tensor_type(base):
            dims = tuple(_dim(item, env) for item in items)
            try:
                return _Shaped(base, dims if len(dims) != 1 else dims[0])
            except TypeError as error:
                raise AnnotationError(str(error), node) from None
        return _Generic(base, [_evaluate(item, env) for item in items], node)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        return _Generic(typing.Union, [_evaluate(node.left, env), _evaluate(node.right, env)], node)
    if isinstance(node, ast.Tuple) and node.elts:
        # ``-> (FLOAT[1, 10], FLOAT[1, 32])``: the outputs' types, as onnxscript reads them
        return _Generic(tuple, [_evaluate(item, env) for item in node.elts], node)
    raise AnnotationError(f"unsupported annotation {ast.unparse(node)!r}", node)


def _dim(node: ast.expr, env: Env) -> Any:
    if isinstance(node, ast.Constant):
        return node.value
    return _class(_evaluate(node, env))


class _Shaped:
    """``FLOAT[2, "N"]`` read as its value type: its annotation class, which costs more to make
    than the rest of the annotation to read, is made only when the annotation goes on to use it
    (``FLOAT[2][3]``, ``FLOAT[2].dtype``)."""

    def __init__(self, base: Any, dims: Any) -> None:
        self.base = base
        self.dims = dims
        self.value_type = subscripted_type(base, dims)

    def annotation_class(self) -> Any:
        return self.base[self.dims]


def _class(value: Any) -> Any:
    """``value``, a subscripted tensor type as its annotation class (what Python makes of it)."""
    return value.annotation_class() if isinstance(value, _Shaped) else value


class _Generic:
    def __init__(self, origin: Any, args: list[Any], node: ast.AST) -> None:
        self.origin = origin
        self.args = args
        self.node = node


def _meaning(value: Any, node: ast.AST) -> Annotation:
    if isinstance(value, _Shaped):
        return value.value_type
    value = _as_generic(value, node)
    if isinstance(value, Opaque) and value.kind is None:
        return ANY_TENSOR  # unknown without running code (a name from an unreadable module)
    if is_tensor_type(value):
        value_type: ValueType = value.to_value_type()
        return value_type
    if value in _SCALAR_ATTRS:
        return AttrAnnotation(_SCALAR_ATTRS[value], value)
    if isinstance(value, typing.TypeVar):
        return TensorValueType(None, None)
    if value is None or value is type(None):
        raise AnnotationError("None is not a type for a script function parameter", node)
    if isinstance(value, _Generic):
        origin = value.origin
        if origin in _SEQUENCES and len(value.args) == 1:
            item = value.args[0]
            if item in _LIST_ATTRS:
                return AttrAnnotation(_LIST_ATTRS[item], item)
            inner = _meaning(item, node)
            if isinstance(inner, (AttrAnnotation, TupleAnnotation)):
                raise AnnotationError("a sequence holds tensors or Python numbers", node)
            return SequenceValueType(inner)
        if origin in _OPTIONALS and len(value.args) == 1:
            return _optional(value.args[0], node)
        if origin in _UNIONS:
            args = [a for a in value.args if a is not None and a is not type(None)]
            if len(args) < len(value.args) and len(args) == 1:
                return _optional(args[0], node)
            meanings = [_meaning(a, node) for a in args]
            if all(isinstance(m, TensorValueType) for m in meanings):
                dtypes = {m.dtype for m in meanings if isinstance(m, TensorValueType)}
                return TensorValueType(dtypes.pop() if len(dtypes) == 1 else None, None)
            raise AnnotationError("a Union of script types must list tensor types only", node)
        if origin in _TUPLES:
            items = []
            for arg in value.args:
                meaning = _meaning(arg, node)
                if isinstance(meaning, (AttrAnnotation, TupleAnnotation)):
                    raise AnnotationError("a returned tuple holds tensor types", node)
                items.append(meaning)
            return TupleAnnotation(tuple(items))
    name = ast.unparse(value.node if isinstance(value, _Generic) else node)
    raise AnnotationError(
        f"{name} is not a tensor type or an attribute type "
        '(use FLOAT[...], INT64["N"], Sequence[...], Optional[...], int, float, str, bool)',
        node,
    )


def _as_generic(value: Any, node: ast.AST) -> Any:
    """A typing object made outside the annotation (``RealType = Union[FLOAT, INT64]`` at module
    level, ``Tuple[...]`` built by Python) as the ``_Generic`` the annotation would have made."""
    if isinstance(value, _Generic):
        return value
    origin = typing.get_origin(value)
    arguments = typing.get_args(value)
    if origin is None or not arguments:
        return value
    return _Generic(origin, list(arguments), node)


def _optional(item: Any, node: ast.AST) -> Annotation:
    if item in _SCALAR_ATTRS:
        return AttrAnnotation(_SCALAR_ATTRS[item], item, optional=True)
    inner = _meaning(item, node)
    if isinstance(inner, AttrAnnotation):
        return AttrAnnotation(inner.kind, inner.python_type, optional=True)
    if isinstance(inner, TupleAnnotation):
        raise AnnotationError("Optional of a tuple is not a script type", node)
    return OptionalValueType(inner)
