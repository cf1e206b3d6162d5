"""``@script()`` and ``@graph()``: Python functions to ONNX functions."""

from collections.abc import Callable
from types import ModuleType
from typing import Any, Generic, TypeVar, overload

from typing_extensions import ParamSpec

from onnxscribe.opsets import Opset

_P = ParamSpec("_P")
_R = TypeVar("_R")
_F = TypeVar("_F", bound=Callable[..., Any])

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
    def __call__(self, *args: _P.args, **kwargs: _P.kwargs) -> _R: ...
    def to_function_proto(self) -> Any: ...
    def to_model_proto(self, **model_fields: Any) -> Any: ...

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

def __getattr__(name: str) -> Any: ...
