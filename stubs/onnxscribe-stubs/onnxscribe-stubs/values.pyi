"""``@script()`` and ``@graph()``: Python functions to ONNX functions."""

from collections.abc import Callable, Sequence
from os import PathLike
from types import ModuleType
from typing import Any, Generic, Protocol, TypeVar, overload

from typing_extensions import ParamSpec, TypeAlias

from onnxscribe.core.opsets import Op as Op, Opset as Opset

_P = ParamSpec("_P")
_R = TypeVar("_R")
_F = TypeVar("_F", bound=Callable[..., Any])

class _SupportsArray(Protocol):
    """numpy arrays, numpy scalars and ``onnxscribe.Tensor`` (named structurally, so that the
    stubs need not import numpy, which would make mypy read all of numpy for every script file)."""

    def __array__(self) -> Any: ...

_EagerScalar: TypeAlias = _SupportsArray | float | str
_EagerValue: TypeAlias = _EagerScalar | Sequence[_EagerScalar | Sequence[Any]] | None
"""An argument of an eager call: an array, a Python number or string, a list (of arrays or
numbers) for a sequence input or an ints/floats/strings attribute, ``None`` for an absent
optional input. Not a script tensor value such as ``FLOAT``, nor a sequence of them: those are
calls from another script function."""

class OnnxFunction(Generic[_P, _R]):
    """A converted script function. Calling it evaluates it eagerly (numpy in, numpy out); inside
    another script function the call becomes a call node."""

    name: str
    opset: Opset
    def __init__(
        self,
        function: Callable[_P, _R],
        opset: Opset | None = None,
        default_opset: Opset | None = None,
        enclosing: dict[str, Any] | None = None,
    ) -> None: ...
    @property
    def function_ir(self) -> Any: ...
    @overload
    def __call__(self, *args: _EagerValue, **kwargs: _EagerValue) -> Any:
        """Evaluate eagerly on numpy data: numpy in, numpy out (a tuple for several outputs, a
        list for a sequence output)."""
    @overload
    def __call__(self, *args: _P.args, **kwargs: _P.kwargs) -> _R:
        """A call from another script function: a call node, checked against this signature."""
    def to_function_proto(self) -> Any: ...
    def to_model_proto(self, **model_fields: Any) -> Any: ...
    def to_ir(self) -> Any: ...
    def to_ir_model(self, **model_fields: Any) -> Any: ...
    def save(
        self, path: str | PathLike[str], external_data: bool | str = False, **model_fields: Any
    ) -> None:
        """Write the model to ``path``; ``external_data`` streams its weights to a file beside it."""

@overload
def script(opset: Callable[_P, _R]) -> OnnxFunction[_P, _R]: ...
@overload
def script(
    opset: Opset | None = None,
    default_opset: Opset | ModuleType | None = None,
    **options: Any,
) -> Callable[[Callable[_P, _R]], OnnxFunction[_P, _R]]: ...
def graph(**options: Any) -> Callable[[_F], _F]:
    """Mark a nested function as a graph attribute value (``op.Scan(..., body=f)``)."""

class TracedOnnxFunction:
    """A function that builds its ONNX by running as Python (torch_lib's ``trace_only=True``)."""

    name: str
    opset: Opset
    function: Callable[..., Any]
    def __init__(self, opset: Opset, func: Callable[..., Any]) -> None: ...
    @property
    def domain(self) -> str: ...
    def __call__(self, *args: Any, **kwargs: Any) -> Any: ...

def __getattr__(name: str) -> Any: ...
