"""The public API: ``@script()``, ``@graph()``, ``OnnxFunction`` (and, as in onnxscript's
``values`` module, ``Op`` and ``Opset``).

``@script()`` converts the decorated function once, when the decorator runs (LiveEnv: its real
globals and closure), and raises ``ScriptError`` with every diagnostic when the function has
errors (inside ``deferred_script_errors()`` it returns a ``BrokenScriptFunction`` instead, which
raises them when called). Calling the result runs the Python body eagerly.
"""

from __future__ import annotations

import contextlib
import contextvars
import functools
import inspect
import os
import sys
import types
import warnings
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import onnx
    import onnx_ir

from onnxscribe.core.diagnostics import (
    Diagnostic,
    ScriptError,
    Severity,
    Span,
    has_errors,
)
from onnxscribe.core.opsets import Op as Op  # re-exported: onnxscript has values.Op
from onnxscribe.core.opsets import Opset, standard_opset
from onnxscribe.core.protos import is_proto
from onnxscribe.core.types import ValueType, from_type_proto, is_tensor_type
from onnxscribe.frontend.env import GraphSource, LiveEnv, ScriptCallee, record_conversion
from onnxscribe.frontend.script_targets import file_text, source_not_found, unsupported_target
from onnxscribe.frontend.source import SourceFile, SourceNotFound, function_source
from onnxscribe.frontend.source_text import SourceDecodeError, read_source
from onnxscribe.graph_ir.emit import function_proto, model_proto
from onnxscribe.graph_ir.external_data import save_model
from onnxscribe.graph_ir.nodes import Function
from onnxscribe.lower.functions import DEFAULT_DOMAIN
from onnxscribe.pipeline import convert_function, graph_body_proto, paused_collector


class ScriptWarning(UserWarning):
    """A warning about a script function (``print`` in its body, a deprecated op, ...)."""


class OnnxFunction(ScriptCallee):
    """A converted script function: its IR, its protos, and eager evaluation."""

    def __init__(
        self,
        function: types.FunctionType,
        opset: Opset | None = None,
        default_opset: Opset | None = None,
        enclosing: dict[str, Any] | None = None,
    ) -> None:
        if not isinstance(function, types.FunctionType):
            raise TypeError(f"@script() decorates a function, not {type(function).__name__}")
        self.function = function
        self.name = function.__name__
        self.opset = opset if opset is not None else Opset(DEFAULT_DOMAIN, 1)
        functools.update_wrapper(self, function)
        unsupported = unsupported_target(function)
        if unsupported is not None:
            raise ScriptError([unsupported], file_text(function))
        self._env = LiveEnv(function, enclosing)
        # The collector waits until the syntax tree is gone: it would walk the tree's nodes as
        # they are made and once more after conversion, when only the IR lives on.
        with paused_collector():
            ir, self.diagnostics, self._source = self._convert(function, default_opset)
        record_conversion(function, [d for d in self.diagnostics if d.is_error])
        if ir is None or has_errors(self.diagnostics):
            raise ScriptError(self.diagnostics, _display_text(self._source))
        if self.diagnostics:
            lines = _display_text(self._source).splitlines()
            for diagnostic in self.diagnostics:
                warnings.warn(diagnostic.format(lines), ScriptWarning, stacklevel=4)
        self._ir = ir
        self.default_opset = standard_opset("", ir.opset_imports.get("", 1))
        self.opset.add_function(self.name, self)

    def _convert(
        self, function: types.FunctionType, default_opset: Opset | None
    ) -> tuple[Function | None, list[Diagnostic], SourceFile]:
        """The function's IR, its diagnostics and its source (its syntax tree is not kept)."""
        try:
            found = function_source(function)
        except SourceNotFound as error:
            raise ScriptError([source_not_found(function, str(error))]) from None
        ir, diagnostics = convert_function(
            found.source,
            found.node,
            self._env,
            domain=self.opset.domain,
            version=self.opset.version,
            default_opset=default_opset,
            editor=False,
        )
        return ir, diagnostics, found.source

    # ------------------------------------------------------------------ conversion

    @property
    def function_ir(self) -> Function:
        return self._ir

    def graph_source(self) -> GraphSource:
        # the syntax tree is found again: kept, it would outweigh the converted function
        found = function_source(self.function)
        return GraphSource(found.source, found.node, self._env)

    # The modules that write protos and files load onnx only as they build the first proto:
    # the language server, which reads ``script`` from this module to analyze a file, never
    # loads it. onnx-ir and the notebook views are imported by the methods that use them.

    def to_function_proto(self) -> onnx.FunctionProto:
        return function_proto(self._ir)

    def to_model_proto(self, **model_fields: Any) -> onnx.ModelProto:
        """The function as a model.

        Accepts ``input_types``/``output_types`` (lists), ``io_types`` (one type for every input and
        output without an annotation), ``value_infos`` (value name -> type, for values inside the
        graph), ``attributes`` (values
        of attribute parameters), ``opset_version`` or ``opset_imports`` (dict or list of
        OperatorSetIdProto), ``ir_version``, ``producer_name`` and any other ModelProto field.
        """
        arguments, value_infos = self._model_arguments(model_fields)
        model = model_proto(self._ir, **arguments)
        model.graph.value_info.extend(value_infos)
        return model

    def _model_arguments(
        self, model_fields: dict[str, Any]
    ) -> tuple[dict[str, Any], list[onnx.ValueInfoProto]]:
        """``to_model_proto``'s keywords as ``model_proto``'s, and the value infos to add."""
        import onnx.helper

        fields = dict(model_fields)
        io_types = fields.pop("io_types", None)
        input_types = _types(fields.pop("input_types", None))
        output_types = _types(fields.pop("output_types", None))
        if io_types is not None:
            # one type for every input and output that does not declare its own
            (shared,) = _types([io_types]) or [None]
            if input_types is None:
                input_types = [
                    None if v.declared is not None else shared for v in self._ir.graph.inputs
                ]
            if output_types is None:
                output_types = [
                    None if v.declared is not None else shared for v in self._ir.graph.outputs
                ]
        value_infos: dict[str, Any] = dict(fields.pop("value_infos", None) or {})
        imports = fields.pop("opset_imports", None)
        if isinstance(imports, (list, tuple)):
            imports = {i.domain: i.version for i in imports}
        described = _types(list(value_infos.values())) or []
        infos = [
            onnx.helper.make_value_info(name, value_type.to_type_proto())
            for name, value_type in zip(value_infos, described, strict=True)
            if value_type is not None
        ]
        arguments = dict(
            input_types=input_types,
            output_types=output_types,
            opset_imports_override=imports,
            **fields,
        )
        return arguments, infos

    # ------------------------------------------------------------------ files and onnx-ir

    def to_ir(self) -> onnx_ir.Function:
        """The function as an ``onnx_ir.Function``, built from the IR (no proto in between)."""
        from onnxscribe.graph_ir.onnx_ir_build import ir_function  # onnx_ir loads slowly

        return ir_function(self._ir)

    def to_ir_model(self, **model_fields: Any) -> onnx_ir.Model:
        """The function as an ``onnx_ir.Model`` (``to_model_proto``'s keywords); its tensors
        hold the script's arrays themselves, not copies."""
        from onnxscribe.graph_ir.onnx_ir_build import ir_model  # onnx_ir loads slowly

        arguments, value_infos = self._model_arguments(model_fields)
        return ir_model(self._ir, value_infos=value_infos, **arguments)

    def save(
        self,
        path: str | os.PathLike[str],
        external_data: bool | str = False,
        **model_fields: Any,
    ) -> None:
        """Write the function as a model file at ``path`` (``to_model_proto``'s keywords).

        With ``external_data=True`` (or the data file's name, relative to the model's folder)
        the weights go to a file beside the model (``model.onnx.data`` by default) in onnx's
        external data format, streamed from their arrays without being copied into the model
        first: models of any size can be saved this way.
        """
        arguments, value_infos = self._model_arguments(model_fields)
        save_model(self._ir, path, external_data, value_infos=value_infos, **arguments)

    def function_protos(self) -> list[onnx.FunctionProto]:
        """This function and every script function it calls, as FunctionProtos (callees first):
        what a model holding a call of this function needs among its functions."""
        return [function_proto(f) for f in (*self._ir.transitive_calls(), self._ir)]

    def param_schemas(self) -> list[tuple[str, bool]]:
        attributes = {p.name for p in self._ir.attribute_params}
        return [(name, name in attributes) for name in self._ir.param_order]

    def __repr__(self) -> str:
        return f"OnnxFunction({self.opset.domain}::{self.name})"

    def _repr_html_(self) -> str:
        from onnxscribe.notebook.display import html_view

        return html_view(self)

    def _repr_markdown_(self) -> str:
        from onnxscribe.notebook.display import markdown

        return markdown(self)

    # ------------------------------------------------------------------ eager mode

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        from onnxscribe.eager.function_call import call_eagerly  # eager mode: on its first call

        return call_eagerly(self, args, kwargs)


class TracedOnnxFunction:
    """A function that builds its ONNX by running as Python (torch_lib's ``trace_only=True``)
    rather than by conversion. Calling it runs the function; its op calls are evaluated
    eagerly, as they are in any Python code, or recorded as nodes inside
    ``onnxscribe.recording`` and in PyTorch's dynamo exporter."""

    def __init__(self, opset: Opset, func: Callable[..., Any]) -> None:
        self.opset = opset
        self.function = func
        self.name: str = func.__name__
        functools.update_wrapper(self, func)

    @property
    def domain(self) -> str:
        return self.opset.domain

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.function(*args, **kwargs)

    def __repr__(self) -> str:
        return f"TracedOnnxFunction({self.opset.domain}::{self.name})"


def _types(value: Any) -> list[ValueType | None] | None:
    if value is None:
        return None
    result: list[ValueType | None] = []
    for item in value:
        if item is None or isinstance(item, ValueType):
            result.append(item)
        elif is_tensor_type(item):
            result.append(item.to_value_type())
        elif is_proto(item, "TypeProto"):
            result.append(from_type_proto(item))
        else:
            raise TypeError(f"not a type: {item!r} (use FLOAT[...] classes or TypeProtos)")
    return result


def _display_text(source: SourceFile) -> str:
    """The text whose lines the diagnostics' line numbers index."""
    if source.path:
        try:
            return read_source(source.path).text
        except (OSError, SourceDecodeError):
            pass
    indent = " " * source.column_offset
    body = "\n".join(indent + line if line else line for line in source.lines)
    return "\n" * source.line_offset + body


class BrokenScriptFunction(ScriptCallee):
    """A script function whose conversion failed, standing in for it so that the rest of its
    module loads; calling it raises the ``ScriptError``, and script functions that call it have
    an error there."""

    def __init__(self, function: types.FunctionType, error: ScriptError) -> None:
        self.function = function
        self.name = function.__name__
        self.error = error
        functools.update_wrapper(self, function)

    @property
    def function_ir(self) -> Function | None:
        return None

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        raise self.error

    def __repr__(self) -> str:
        return f"BrokenScriptFunction({self.name})"


_DEFER_ERRORS: contextvars.ContextVar[bool] = contextvars.ContextVar(
    "onnxscribe_defer_script_errors", default=False
)


@contextlib.contextmanager
def deferred_script_errors() -> Iterator[None]:
    """While active (in this thread), ``@script()`` on a function with errors gives a
    ``BrokenScriptFunction`` rather than raising: a debugger loads a module to run one function
    of it, which another function's errors must not prevent."""
    token = _DEFER_ERRORS.set(True)
    try:
        yield
    finally:
        _DEFER_ERRORS.reset(token)


def _converted(
    function: types.FunctionType,
    opset: Opset | None,
    default_opset: Opset | None,
    enclosing: dict[str, Any],
) -> OnnxFunction | BrokenScriptFunction:
    try:
        return OnnxFunction(function, opset, default_opset, enclosing)
    except ScriptError as error:
        if not _DEFER_ERRORS.get() or not isinstance(function, types.FunctionType):
            raise
        return BrokenScriptFunction(function, error)


def script(
    opset: Opset | Callable[..., Any] | None = None,
    default_opset: Opset | None = None,
    **_options: Any,
) -> Any:
    """Decorator: convert a Python function to an ONNX function (``@script()``)."""
    if isinstance(opset, types.FunctionType):
        return _converted(opset, None, None, _enclosing_locals(sys._getframe(1)))

    for given in (opset, default_opset):
        if given is not None and not isinstance(given, Opset):
            raise ScriptError([_not_an_opset(given)])

    def decorate(function: types.FunctionType) -> OnnxFunction | BrokenScriptFunction:
        return _converted(
            function,
            opset if isinstance(opset, Opset) else None,
            default_opset,
            _enclosing_locals(sys._getframe(1)),
        )

    return decorate


def _enclosing_locals(frame: types.FrameType | None) -> dict[str, Any]:
    """The locals of the function a script function is defined in (names its annotations use)."""
    if frame is None or frame.f_locals is frame.f_globals:
        return {}
    return dict(frame.f_locals)


def _not_an_opset(value: Any) -> Diagnostic:
    frame = inspect.currentframe()
    caller = frame.f_back.f_back if frame and frame.f_back else None
    path = caller.f_code.co_filename if caller else None
    line = caller.f_lineno if caller else 1
    return Diagnostic(
        "OXS202",
        Severity.ERROR,
        f'{value!r} is not an opset; write Opset("domain", version) or an imported opsetN',
        Span(path, line, 1, line, 2),
    )


class GraphFunction:
    """A function decorated with ``@graph()``: the body of a graph attribute."""

    def __init__(self, function: types.FunctionType) -> None:
        self.function = function
        self.name = function.__name__
        functools.update_wrapper(self, function)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.function(*args, **kwargs)

    def graph_source(self) -> GraphSource:
        found = function_source(self.function)
        return GraphSource(found.source, found.node, LiveEnv(self.function))

    def to_graph_proto(self) -> onnx.GraphProto:
        return graph_body_proto(self)


def graph(**_options: Any) -> Callable[[types.FunctionType], GraphFunction]:
    """Decorator for a nested function used as a graph attribute (``body=...``)."""

    def decorate(function: types.FunctionType) -> GraphFunction:
        return GraphFunction(function)

    return decorate
