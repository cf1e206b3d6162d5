"""Writing one module of script source for a model, a function or a graph.

The module imports what it uses, loads stored tensors once (``DATA``), declares the opsets of
other domains, defines the model's local functions (callees first) and then the main function.
Each graph's nodes become statements in their order; nested graphs become ``@graph()``
functions defined just before the node that takes them, or ``if`` statements (control_flow).
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np
import onnx

import onnxscribe.onnx2script.constants as constants
import onnxscribe.onnx2script.control_flow as control_flow
import onnxscribe.onnx2script.external_data as external_data
import onnxscribe.onnx2script.loops as loops
import onnxscribe.onnx2script.operators as operators
from onnxscribe.core import schemas
from onnxscribe.core.types import type_string
from onnxscribe.onnx2script.annotations import (
    annotation,
    attribute_annotation,
    type_proto_source,
)
from onnxscribe.onnx2script.errors import FromOnnxError
from onnxscribe.onnx2script.literals import docstring_literal, string_literal
from onnxscribe.onnx2script.loops import LoopPlan, is_plain_constant
from onnxscribe.onnx2script.naming import RESERVED, Namer, identifier, is_identifier
from onnxscribe.onnx2script.script_types import script_dtypes


class ValueTypes(Protocol):
    def get(self, name: str) -> tuple[int, int | None] | None: ...

    def dtype(self, name: str) -> int | None: ...


@dataclass
class Options:
    data_file: str = "model.npz"
    """The file, beside the script, that holds large tensors."""
    external_data_folder: str | None = None
    """The model's folder, relative to the script's: tensors in its external-data files are
    read from there (when None, such tensors must have been loaded)."""
    small_elements: int = constants.SMALL_ELEMENTS
    use_operators: bool = True
    recover_control_flow: bool = True


@dataclass
class _Function:
    """What one script function's body needs while it is written."""

    namer: Namer
    default_version: int
    typed: bool
    """Whether the converter will know the element types here (annotated inputs)."""
    attribute_params: dict[str, str] = field(default_factory=dict)


@dataclass
class Module:
    """The generated module: its text, the main function's name, and the stored tensors."""

    text: str
    function_name: str
    data: dict[str, np.ndarray]
    renamed: dict[str, str]


class _Writer:
    def __init__(self, options: Options, opset_imports: dict[str, int]) -> None:
        self.options = options
        self.opset_imports = opset_imports
        self.lines: list[str] = []
        self.module_lines: list[str] = []
        self.type_names: set[str] = set()
        self.uses_numpy = False
        self.uses_onnx = False
        self.uses_graph = False
        self.uses_external_data = False
        self.data: dict[str, np.ndarray] = {}
        self.value_types: ValueTypes | None = None
        self.script_types: dict[str, int] = {}
        """The element types the converter will know (script_types), in the main graph."""
        self.module_names = Namer()
        if options.external_data_folder is not None:
            self.module_names.reserve(external_data.FOLDER_NAME)
        self.opset_vars: dict[tuple[str, int], str] = {}
        self.functions: dict[tuple[str, str], str] = {}
        self.function_attributes: dict[tuple[str, str], dict[str, str]] = {}
        """Each local function's attribute names -> the parameter names written for them."""
        self.renamed: dict[str, str] = {}
        self.current: _Function | None = None
        self.trip_literals = set()
        self.annotations: dict[bytes, tuple[str | None, frozenset[str]]] = {}
        self.identifiers: dict[str, bool] = {}
        """Whether each op type and attribute name seen is an identifier."""
        self.loop_names: set[str] = set()
        """ONNX names written as a loop variable (no comment: the loop's own names)."""

    # ------------------------------------------------------------------ value types

    def dtype(self, name: str) -> int | None:
        return self.value_types.dtype(name) if self.value_types is not None else None

    def rank(self, name: str) -> int | None:
        found = self.value_types.get(name) if self.value_types is not None else None
        return found[1] if found is not None else None

    def annotation(self, type_proto: onnx.TypeProto) -> str | None:
        """``annotation`` of a type, computed once per distinct type in the module."""
        key = type_proto.SerializeToString()
        found = self.annotations.get(key)
        if found is None:
            used: set[str] = set()
            found = (annotation(type_proto, used), frozenset(used))
            self.annotations[key] = found
        self.type_names |= found[1]
        return found[0]

    def is_bool_scalar(self, name: str) -> bool:
        """BOOL and not known to have a rank above 0: what ``while``/``if ...: break`` take
        as it is (the converter casts other types, and refuses a certain rank above 0)."""
        return self.dtype(name) == onnx.TensorProto.BOOL and self.rank(name) in (0, None)

    # ------------------------------------------------------------------ module level

    def opset_var(self, domain: str, version: int) -> str:
        domain = schemas.normalize_domain(domain)
        key = (domain, version)
        found = self.opset_vars.get(key)
        if found is not None:
            return found
        if domain == "" and version == self.opset_imports.get("", version):
            name = "op"
        elif domain == "":
            name = self.module_name(f"opset{version}")
        elif domain == "ai.onnx.ml":
            name = self.module_name(f"ml_opset{version}")
        else:
            name = self.module_name(identifier(domain.split(".")[-1] or domain, "custom"))
        self.opset_vars[key] = name
        return name

    def header(self, doc: str) -> list[str]:
        lines = [docstring_literal(doc), ""]
        if self.data or self.uses_external_data:
            lines.append("from pathlib import Path")
            if self.data:
                lines.append("from types import SimpleNamespace")
            lines.append("")
        if self.uses_numpy or self.data or self.uses_external_data:
            lines.append("import numpy as np")
        if self.uses_onnx:
            lines.append("import onnx")
        typing_names = sorted(self.type_names & {"Optional", "Sequence"})
        if typing_names:
            lines.append(f"from typing import {', '.join(typing_names)}")
        if len(lines) > 2:
            lines.append("")
        imported = ["script", *(["graph"] if self.uses_graph else [])]
        imported += sorted(self.type_names - {"Optional", "Sequence"})
        custom: list[tuple[str, str, int]] = []
        for (domain, version), name in sorted(self.opset_vars.items(), key=lambda kv: kv[1]):
            if domain == "":
                imported.append(f"opset{version} as op" if name == "op" else f"opset{version}")
            elif domain == "ai.onnx.ml":
                imported.append(f"ml_opset{version}")
            else:
                custom.append((name, domain, version))
        if custom:
            imported.append("Opset")
        lines.append(f"from onnxscribe import {', '.join(imported)}")
        if self.data or custom or self.module_lines or self.uses_external_data:
            lines.append("")
        if self.uses_external_data and self.options.external_data_folder is not None:
            lines.append(external_data.folder_source(self.options.external_data_folder))
        if self.data:
            lines.append(
                "DATA = SimpleNamespace("
                f"**np.load(Path(__file__).with_name({self.options.data_file!r})))"
            )
        for name, domain, version in custom:
            lines.append(f"{name} = Opset({domain!r}, {int(version)})")
        lines.extend(self.module_lines)
        return lines

    # ------------------------------------------------------------------ functions

    def write_function(self, function: onnx.FunctionProto) -> None:
        key = (function.domain, function.name)
        name = self.functions[key]
        namer = Namer(self.reserved())
        imports = {i.domain: i.version for i in function.opset_import}
        default = imports.get("", imports.get("ai.onnx", self.opset_imports.get("", 1)))
        scope = _Function(namer, default, typed=False)
        params: list[str] = []
        for value in function.input:
            params.append(self.value_name(value, namer))
        defaults = {a.name: a for a in function.attribute_proto}
        kinds = _attribute_kinds(function)
        renamed_attributes: list[str] = []
        for attribute_name in [*function.attribute, *(a.name for a in function.attribute_proto)]:
            if is_identifier(attribute_name):
                param = namer.fresh(attribute_name)
            else:
                param = namer.fresh(identifier(attribute_name, "attribute"))
            if param != attribute_name:
                renamed_attributes.append(f"{param} is {string_literal(attribute_name)}")
                self.renamed[attribute_name] = param
            scope.attribute_params[attribute_name] = param
            given = defaults.get(attribute_name)
            kind = given.type if given is not None else kinds.get(attribute_name)
            note = attribute_annotation(kind, self.type_names) if kind is not None else None
            text = param + (f": {note}" if note else "")
            if given is not None:
                text += f" = {self.attribute_value(given, scope)}"
            params.append(text)
        opset = self.opset_var(function.domain, self.opset_imports.get(function.domain, 1))
        self.lines.append("")
        self.lines.append("")
        self.lines.append(f"@script({opset})")
        self.lines.append(f"def {name}({', '.join(params)}):")
        self.current = scope
        self.literals = {}
        body_start = len(self.lines)
        if function.doc_string:
            self.lines.append(f"    {docstring_literal(function.doc_string)}")
        self.note_inputs(list(function.input), "    ")
        if renamed_attributes:
            self.lines.append(f"    # attributes: {', '.join(renamed_attributes)}")
        self.function_attributes[key] = dict(scope.attribute_params)
        self.write_nodes(function.node, "    ", {*function.output})
        outputs = [self.operand(o) for o in function.output]
        self.lines.append(f"    return {', '.join(outputs)}" if outputs else "    return")
        if len(self.lines) == body_start:
            self.lines.append("    pass")
        self.renamed.update(namer.renamed())

    def write_main(
        self,
        graph: onnx.GraphProto,
        name: str,
        doc: str,
    ) -> None:
        namer = Namer(self.reserved())
        scope = _Function(namer, self.opset_imports.get("", 1), typed=True)
        self.current = scope
        self.literals = {}
        initialized = {t.name for t in graph.initializer}
        params = []
        for value in graph.input:
            if value.name in initialized:
                continue
            text = self.value_name(value.name, namer)
            note = self.annotation(value.type)
            params.append(text + (f": {note}" if note else ""))
        returns = [self.annotation(o.type) for o in graph.output]
        if returns and all(returns):
            if len(returns) == 1:
                result = f" -> {returns[0]}"
            else:
                result = f" -> tuple[{', '.join(r for r in returns if r)}]"
        else:
            result = ""
        self.lines.append("")
        self.lines.append("")
        self.lines.append("@script()")
        self.lines.append(f"def {name}({', '.join(params)}){result}:")
        if doc:
            self.lines.append(f"    {docstring_literal(doc)}")
        self.note_inputs([v.name for v in graph.input if v.name not in initialized], "    ")
        self.write_graph_body(graph, "    ")
        outputs = [self.operand(o.name) for o in graph.output]
        self.lines.append(f"    return {', '.join(outputs)}")
        self.renamed.update(namer.renamed())

    def note_inputs(self, onnx_names: list[str], indent: str) -> None:
        comment = self.original_names(onnx_names)
        if comment:
            self.lines.append(f"{indent}# inputs: {comment[4:]}")

    def reserved(self) -> set[str]:
        return {*RESERVED, *self.module_names.taken()}

    def module_name(self, base: str) -> str:
        """A new module-level name: one no function written so far or being written uses (a
        name made while a function is written is one of its locals' names no more)."""
        namer = self.current.namer if self.current is not None else None
        name = self.module_names.fresh(base)
        while namer is not None and namer.is_taken(name):
            name = self.module_names.fresh(base)
        if namer is not None:
            namer.reserve(name)
        return name

    # ------------------------------------------------------------------ graphs

    def write_graph_body(self, graph: onnx.GraphProto, indent: str) -> None:
        keep = {o.name for o in graph.output}
        for tensor in graph.initializer:
            self.write_constant(tensor.name, tensor, indent)
        if graph.sparse_initializer:
            raise FromOnnxError("sparse initializers have no form in the dialect")
        self.write_nodes(graph.node, indent, keep)

    def write_nodes(
        self,
        nodes: Sequence[onnx.NodeProto],
        indent: str,
        keep: set[str],
        skip: frozenset[int] = frozenset(),
    ) -> None:
        _check_order(nodes)
        op_types = [node.op_type for node in nodes]
        inline = _inlinable_constants(nodes, keep) if "Constant" in op_types else {}
        plans: dict[int, LoopPlan] = {}
        if "Loop" in op_types and self.options.recover_control_flow:
            plans = self.plan_loops(nodes, keep)
            skip = skip | {index for plan in plans.values() for index in plan.test}
        for index, node in enumerate(nodes):
            if index in skip:
                continue
            consumer = inline.get(node.output[0]) if inline and node.output else None
            if consumer is not None and self.try_inline(node, consumer):
                continue
            plan = plans.get(index)
            if plan is not None and self.write_loop(node, plan, nodes, indent):
                continue
            self.write_node(node, indent)

    def plan_loops(self, nodes: Sequence[onnx.NodeProto], keep: set[str]) -> dict[int, LoopPlan]:
        """The Loop nodes written as Python loops: their shape (loops.plan_loop), a BOOL scalar
        for every condition, names not yet handed out. Their trip count constants become
        ``range(...)`` literals."""
        plans: dict[int, LoopPlan] = {}
        for index, node in enumerate(nodes):
            if node.op_type != "Loop":
                continue
            plan = loops.plan_loop(node, nodes, index, keep)
            if plan is None:
                continue
            conditions = [c for c in (plan.condition, plan.break_value) if c]
            if any(not self.is_bool_scalar(c) for c in conditions):
                continue
            plans[index] = plan
            made = next((n for n in nodes[:index] if plan.trip_count in n.output), None)
            if made is not None and is_plain_constant(made):
                tensor = made.attribute[0].t
                if tensor.data_type == onnx.TensorProto.INT64 and not tensor.dims:
                    value = constants.to_array(tensor)
                    if int(value) >= 0:
                        self.trip_literals.add(plan.trip_count)
        return plans

    def try_inline(self, node: onnx.NodeProto, consumer: onnx.NodeProto) -> bool:
        """Records a single-use Constant's literal for its use site, if the converter makes
        exactly this tensor from that literal there."""
        tensor = node.attribute[0].t
        literal = constants.literal_source(tensor)
        if literal is None:
            return False
        name = node.output[0]
        if name in self.trip_literals:
            self.literals[name] = literal
            return True
        if not self.literal_keeps_type(consumer, list(consumer.input).index(name), tensor):
            return False
        self.literals[name] = literal
        return True

    literals: dict[str, str]
    trip_literals: set[str]

    def literal_keeps_type(
        self, consumer: onnx.NodeProto, index: int, tensor: onnx.TensorProto
    ) -> bool:
        if consumer.op_type in control_flow.CONTROL_OPS:
            return False
        schema = _schema(consumer, self.current.default_version if self.current else 1)
        if schema is None:
            return False
        formal = _formal_input(schema, index)
        if formal is None:
            return False
        fixed = formal.type_str
        if fixed.startswith("tensor("):
            return fixed == _type_string(tensor.data_type)
        # a type variable: the literal takes the type of another input of the same variable
        if self.current is None or not self.current.typed:
            return False
        for other_index, other in enumerate(consumer.input):
            if other_index == index or not other or other in self.literals:
                continue
            other_formal = _formal_input(schema, other_index)
            if other_formal is not None and other_formal.type_str == formal.type_str:
                return self.script_types.get(other) == tensor.data_type
        return False

    def write_constant(self, onnx_name: str, tensor: onnx.TensorProto, indent: str) -> None:
        assert self.current is not None
        name = self.value_name(onnx_name, self.current.namer)
        value = self.tensor_value(tensor, name)
        prefix = self.opset_var("", self.current.default_version)
        comment = self.original_names([onnx_name])
        self.lines.append(f"{indent}{name} = {prefix}.Constant(value={value}){comment}")

    def tensor_value(self, tensor: onnx.TensorProto, key: str) -> str:
        if (
            tensor.data_location == onnx.TensorProto.EXTERNAL
            and self.options.external_data_folder is not None
        ):
            try:
                mapped = external_data.memmap_source(tensor)
            except ValueError as error:
                raise FromOnnxError(str(error)) from None
            self.uses_external_data = True
            return self.module_constant(f"{key}_data".upper(), mapped)
        if tensor.data_location == onnx.TensorProto.EXTERNAL:
            raise FromOnnxError(
                f"tensor {tensor.name!r} has external data that was not loaded; "
                "load the model with its data first"
            )
        small = constants.is_small(tensor)
        if small and tensor.data_type != onnx.TensorProto.STRING:
            found = constants.array_source(tensor)
            if found is not None:
                self.uses_numpy = True
                return found
        if constants.has_numpy_form(tensor) and tensor.data_type != onnx.TensorProto.STRING:
            key = self.data_key(key)
            self.data[key] = constants.stored_array(tensor)
            return f"DATA.{key}"
        # Tensors numpy cannot hold as they are: built where the module is imported.
        self.uses_onnx = True
        is_text = tensor.data_type == onnx.TensorProto.STRING
        strings = constants.array_source(tensor) if small and is_text else None
        if strings is not None:  # None also for bytes that are not UTF-8: written as a proto
            literal = constants.literal_source(tensor)
            if literal is not None and len(tensor.dims) == 1:
                return literal
            self.uses_numpy = True
            expression = strings
        elif small:
            expression = constants.tensor_proto_source(tensor)
        else:
            key = self.data_key(key)
            self.data[key] = constants.stored_array(tensor)
            expression = f"onnx.TensorProto.FromString(DATA.{key}.tobytes())"
        return self.module_constant(f"{key}_tensor".upper(), expression)

    def module_constant(self, base: str, expression: str) -> str:
        """A module-level name for a value the converter cannot compute in a function body."""
        name = self.module_name(identifier(base, "CONSTANT"))
        self.module_lines.append(f"{name} = {expression}")
        return name

    def data_key(self, base: str) -> str:
        """A new key of the data file, an identifier (read back as ``DATA.key``)."""
        if not is_identifier(base):
            base = identifier(base, "tensor")
        key = base
        counter = 0
        while key in self.data:
            counter += 1
            key = f"{base}_{counter}"
        return key

    def write_node(self, node: onnx.NodeProto, indent: str) -> None:
        assert self.current is not None
        op_type = node.op_type
        if (
            op_type == "If"
            and self.options.recover_control_flow
            and control_flow.is_if_statement(node)
            and self.rank(node.input[0]) == 0
        ):
            self.write_if_statement(node, indent)
            return
        if op_type == "Constant" and is_plain_constant(node):
            self.write_constant(node.output[0], node.attribute[0].t, indent)
            return
        graphs: dict[str, str] = {}
        if node.attribute and _has_graphs(node):
            for attribute in sorted(node.attribute, key=lambda a: a.name != "then_branch"):
                if attribute.type == onnx.AttributeProto.GRAPH:
                    graphs[attribute.name] = self.write_graph_function(
                        attribute.g, node, attribute.name, indent
                    )
        outputs = list(node.output)
        targets = self.output_targets(outputs)
        expression = self.node_expression(node, graphs)
        line = f"{indent}{targets} = {expression}" if targets else f"{indent}{expression}"
        self.lines.append(line + self.original_names(outputs))

    def original_names(self, onnx_names: Iterable[str]) -> str:
        """A trailing comment with the ONNX names that had to change, or nothing."""
        assert self.current is not None
        namer = self.current.namer
        changed = [
            f"{namer.known(n)} is {n!r}"
            for n in onnx_names
            if namer.was_changed(n) and n not in self.loop_names
        ]
        return f"  # {', '.join(changed)}" if changed else ""

    def output_targets(self, outputs: list[str]) -> str:
        assert self.current is not None
        while outputs and not outputs[-1]:
            outputs = outputs[:-1]
        namer = self.current.namer
        return ", ".join(namer.name(o) if o else namer.fresh("unused") for o in outputs)

    def node_expression(self, node: onnx.NodeProto, graphs: dict[str, str]) -> str:
        assert self.current is not None
        op_type = node.op_type
        inputs = list(node.input)
        if self.options.use_operators and not graphs and op_type in operators.OPERATOR_OPS:
            typed = op_type in operators.TYPE_DEPENDENT and inputs and inputs[0]
            dtypes = [self.dtype(inputs[0])] if typed else [None]
            symbol = operators.binary_operator(node, dtypes)
            if symbol is not None:
                return f"{self.operand(inputs[0])} {symbol} {self.operand(inputs[1])}"
            symbol = operators.unary_operator(node, dtypes)
            if symbol is not None:
                return f"{symbol}{self.operand(inputs[0])}"
        while inputs and not inputs[-1]:
            inputs.pop()
        arguments = [self.operand(i) if i else "None" for i in inputs]
        domain = node.domain
        function = self.functions.get((domain, op_type)) if self.functions else None
        params = self.function_attributes.get((domain, op_type), {}) if function else {}
        for attribute in node.attribute:
            name = params.get(attribute.name, attribute.name)
            if not self.is_identifier(name):
                raise FromOnnxError(f"attribute name {name!r} is not an identifier")
            if attribute.name in graphs:
                value = graphs[attribute.name]
            else:
                value = self.attribute_value(attribute, self.current)
            arguments.append(f"{name}={value}")
        if function is not None:
            return f"{function}({', '.join(arguments)})"
        if not self.is_identifier(op_type):
            raise FromOnnxError(f"op type {op_type!r} is not an identifier")
        version = self.current.default_version
        if domain and domain != "ai.onnx":
            version = self.opset_imports.get(schemas.normalize_domain(domain), 1)
        prefix = self.opset_var(domain, version)
        return f"{prefix}.{op_type}({', '.join(arguments)})"

    def is_identifier(self, name: str) -> bool:
        found = self.identifiers.get(name)
        if found is None:
            found = self.identifiers[name] = is_identifier(name)
        return found

    def operand(self, onnx_name: str) -> str:
        assert self.current is not None
        literal = self.literals.get(onnx_name)
        if literal is not None:
            return literal
        return self.current.namer.name(onnx_name)

    def value_name(self, onnx_name: str, namer: Namer) -> str:
        return namer.name(onnx_name)

    def attribute_value(self, attribute: onnx.AttributeProto, scope: _Function) -> str:
        if attribute.ref_attr_name:
            found = scope.attribute_params.get(attribute.ref_attr_name)
            if found is None:
                raise FromOnnxError(
                    f"attribute {attribute.name!r} refers to {attribute.ref_attr_name!r}, "
                    "which is not an attribute of the function"
                )
            return found
        kind = attribute.type
        A = onnx.AttributeProto
        if kind == A.FLOAT:
            return constants.float_source(attribute.f)
        if kind == A.INT:
            if attribute.name in _DTYPE_ATTRIBUTES and attribute.i in _DTYPE_NAMES:
                name = _DTYPE_NAMES[attribute.i]
                self.type_names.add(name)
                return f"{name}.dtype"
            return str(attribute.i)
        if kind == A.STRING:
            return _string_source(attribute.s)
        if kind == A.FLOATS:
            return "[" + ", ".join(constants.float_source(v) for v in attribute.floats) + "]"
        if kind == A.INTS:
            return "[" + ", ".join(str(v) for v in attribute.ints) + "]"
        if kind == A.STRINGS:
            return "[" + ", ".join(_string_source(v) for v in attribute.strings) + "]"
        if kind == A.TENSOR:
            return self.tensor_value(attribute.t, f"{attribute.name}")
        if kind == A.TYPE_PROTO:
            if attribute.tp.HasField("tensor_type"):
                found = annotation(attribute.tp, self.type_names)
                if found is not None:
                    return found
            self.uses_onnx = True
            expression = type_proto_source(attribute.tp)
            if expression is None:
                serialized = attribute.tp.SerializeToString().hex()
                expression = f"onnx.TypeProto.FromString(bytes.fromhex({serialized!r}))"
            return self.module_constant(f"{attribute.name}_type".upper(), expression)
        raise FromOnnxError(
            f"attribute {attribute.name!r} of type "
            f"{A.AttributeType.Name(kind)} has no form in the dialect"
        )

    # ------------------------------------------------------------------ nested graphs

    def write_graph_function(
        self, graph: onnx.GraphProto, node: onnx.NodeProto, attribute: str, indent: str
    ) -> str:
        assert self.current is not None
        self.uses_graph = True
        base = node.output[0] if node.output and node.output[0] else node.op_type.lower()
        name = self.current.namer.fresh(identifier(f"{base}_{attribute}", "graph"))
        params = []
        for value in graph.input:
            text = self.value_name(value.name, self.current.namer)
            note = self.annotation(value.type)
            params.append(text + (f": {note}" if note else ""))
        saved = self.literals
        self.literals = dict(saved)
        if self.lines and self.lines[-1].strip() and not self.lines[-1].rstrip().endswith(":"):
            self.lines.append("")
        self.lines.append(f"{indent}@graph()")
        self.lines.append(f"{indent}def {name}({', '.join(params)}):")
        self.note_inputs([v.name for v in graph.input], indent + "    ")
        self.write_graph_body(graph, indent + "    ")
        outputs = [self.operand(o.name) for o in graph.output]
        self.lines.append(f"{indent}    return {', '.join(outputs)}")
        self.lines.append("")
        self.literals = saved
        return name

    def write_if_statement(self, node: onnx.NodeProto, indent: str) -> None:
        assert self.current is not None
        branches = {a.name: a.g for a in node.attribute}
        condition = self.operand(node.input[0])
        targets = [self.value_name(o, self.current.namer) for o in node.output]
        self.lines.append(f"{indent}if {condition}:")
        for label, key in (("", "then_branch"), ("else", "else_branch")):
            if label:
                self.lines.append(f"{indent}else:")
            branch = branches[key]
            saved = self.literals
            self.literals = dict(saved)
            produced = {name for node in branch.node for name in node.output}
            for target, output in zip(targets, branch.output, strict=True):
                # a value made in the branch for this output takes the output's name
                if output.name in produced and self.current.namer.known(output.name) is None:
                    self.current.namer.alias(output.name, target)
            self.write_graph_body(branch, indent + "    ")
            for target, output in zip(targets, branch.output, strict=True):
                source = self.operand(output.name)
                if source != target:
                    self.lines.append(f"{indent}    {target} = {source}")
            self.literals = saved

    def test_expression(
        self, plan: LoopPlan, nodes: Sequence[onnx.NodeProto], variables: list[str]
    ) -> str:
        """The ``while`` test: the nodes computing it before the loop as one expression, over
        the loop variables."""
        assert self.current is not None
        saved = self.literals
        self.literals = dict(saved)
        for carried, variable in zip(plan.carried, variables, strict=True):
            self.literals[carried.initial] = variable
        expression = ""
        for index in plan.test:
            node = nodes[index]
            if is_plain_constant(node):
                tensor = node.attribute[0].t
                consumer = next(nodes[i] for i in plan.test if node.output[0] in nodes[i].input)
                position = list(consumer.input).index(node.output[0])
                literal = constants.literal_source(tensor)
                rendered, self.literals = self.literals, saved  # only real literals are skipped
                keeps = literal is not None and self.literal_keeps_type(consumer, position, tensor)
                self.literals = rendered
                if literal is not None and keeps:
                    expression = literal
                else:
                    prefix = self.opset_var("", self.current.default_version)
                    value = self.tensor_value(tensor, node.output[0])
                    expression = f"{prefix}.Constant(value={value})"
            else:
                expression = self.node_expression(node, {})
            self.literals[node.output[0]] = (
                expression if _is_atom(expression) else f"({expression})"
            )
        self.literals = saved
        return expression

    def write_loop(
        self, node: onnx.NodeProto, plan: LoopPlan, nodes: Sequence[onnx.NodeProto], indent: str
    ) -> bool:
        """``for``/``while`` for a planned Loop; False (nothing written) when a name it needs
        is already taken by another value."""
        assert self.current is not None
        namer = self.current.namer
        fresh_names = [plan.iteration] if plan.counter_read else []
        for carried in plan.carried:
            fresh_names.append(carried.body_input)
            if carried.assigned_in_place:
                fresh_names.append(carried.body_output)
            if carried.reuses_initial and carried.result:
                fresh_names.append(carried.result)
        if any(namer.known(name) is not None for name in fresh_names):
            return False
        if any(c.reuses_initial and namer.known(c.initial) is None for c in plan.carried):
            return False
        variables: list[str] = []
        for carried in plan.carried:
            if carried.reuses_initial:
                variable = namer.known(carried.initial)
                assert variable is not None
                if carried.result:
                    namer.alias(carried.result, variable)
            elif carried.result:
                variable = namer.name(carried.result)
                self.lines.append(f"{indent}{variable} = {self.operand(carried.initial)}")
            else:
                variable = namer.fresh(identifier(carried.body_input))
                self.lines.append(f"{indent}{variable} = {self.operand(carried.initial)}")
            namer.alias(carried.body_input, variable)
            if carried.assigned_in_place:
                namer.alias(carried.body_output, variable)
            self.loop_names.update((carried.body_input, carried.body_output, carried.result))
            variables.append(variable)
        if plan.kind == "for":
            counter = namer.name(plan.iteration) if plan.counter_read else "_"
            self.lines.append(f"{indent}for {counter} in range({self.operand(plan.trip_count)}):")
        else:
            test = self.test_expression(plan, nodes, variables)
            self.lines.append(f"{indent}while {test}:")
        body = next(a.g for a in node.attribute if a.name == "body")
        inner = indent + "    "
        saved = self.literals
        self.literals = dict(saved)
        for tensor in body.initializer:
            self.write_constant(tensor.name, tensor, inner)
        self.write_nodes(body.node, inner, {o.name for o in body.output}, plan.skipped_body_nodes)
        for carried, variable in zip(plan.carried, variables, strict=True):
            if not carried.assigned_in_place:
                self.lines.append(f"{inner}{variable} = {self.operand(carried.body_output)}")
        if plan.break_value:
            self.lines.append(f"{inner}if {self.operand(plan.break_value)}:")
            self.lines.append(f"{inner}    break")
        self.literals = saved
        return True


def write_module(
    graph: onnx.GraphProto | None,
    functions: Sequence[onnx.FunctionProto],
    opset_imports: dict[str, int],
    *,
    main_name: str,
    doc: str,
    value_types: ValueTypes | None,
    options: Options,
) -> Module:
    writer = _Writer(options, opset_imports)
    writer.value_types = value_types
    writer.literals = {}
    ordered = _callees_first(functions)
    for function in ordered:
        key = (function.domain, function.name)
        writer.functions[key] = writer.module_names.fresh(identifier(function.name, "function"))
    main = writer.module_names.fresh(identifier(main_name, "main")) if graph is not None else ""
    for function in ordered:
        writer.write_function(function)
    if graph is not None:
        writer.script_types = script_dtypes(graph, opset_imports.get("", 1))
        writer.write_main(graph, main, doc)
    body = writer.lines
    head = writer.header(doc or f"{main or ordered[-1].name}, converted from ONNX.")
    text = "\n".join([*head, *body]) + "\n"
    return Module(
        text=text,
        function_name=main or (writer.functions[(ordered[-1].domain, ordered[-1].name)]),
        data=writer.data,
        renamed=writer.renamed,
    )


# ---------------------------------------------------------------------- helpers

_DTYPE_ATTRIBUTES = frozenset({"to", "dtype"})
"""Int attributes that hold an element type: written ``FLOAT.dtype``, as the dialect does."""

_DTYPE_NAMES = {
    value: name for name, value in onnx.TensorProto.DataType.items() if name != "UNDEFINED"
}


def _check_order(nodes: Sequence[onnx.NodeProto]) -> None:
    """Raises ``FromOnnxError`` when a node reads a value that it or a later node of the same
    graph makes: the graph has a cycle, or is not in the order ONNX requires (every value made
    before it is read). Its statements would read a name before it is assigned."""
    made_at: dict[str, int] = {}
    for index, node in enumerate(nodes):
        for output in node.output:
            if output:
                made_at.setdefault(output, index)
    for index, node in enumerate(nodes):
        for name in node.input:
            maker = made_at.get(name)
            if maker is None or maker < index:
                continue
            if maker == index:
                found = f"reads its own output {name!r}"
            else:
                found = f"reads {name!r}, which node #{maker} ({_node_label(nodes[maker])}) makes"
            raise FromOnnxError(
                f"node #{index} ({_node_label(node)}) {found}: the graph has a cycle or is not "
                "in topological order, which ONNX requires"
            )


def _node_label(node: onnx.NodeProto) -> str:
    return f"{node.op_type} {node.name!r}" if node.name else node.op_type


def _is_atom(text: str) -> bool:
    """Whether an expression needs no parentheses as an operand: a name, a literal, a call."""
    try:
        parsed = ast.parse(text, mode="eval").body
    except SyntaxError:
        return False
    if isinstance(parsed, ast.UnaryOp) and isinstance(parsed.operand, ast.Constant):
        return False  # -1 ** x is -(1 ** x)
    return not isinstance(parsed, (ast.BinOp, ast.UnaryOp, ast.Compare, ast.BoolOp))


def _string_source(value: bytes) -> str:
    try:
        return repr(value.decode("utf-8"))
    except UnicodeDecodeError:
        return repr(value)


def _inlinable_constants(
    nodes: Sequence[onnx.NodeProto], keep: set[str]
) -> dict[str, onnx.NodeProto]:
    """Plain Constants whose value is read exactly once, by a node of this graph itself: the
    value's name and the node reading it."""
    uses: dict[str, int] = {}
    for node in nodes:
        if node.op_type == "Constant" and is_plain_constant(node):
            name = node.output[0]
            if name not in keep:
                uses[name] = 0
    if not uses:
        return {}
    consumers: dict[str, onnx.NodeProto] = {}
    for node in nodes:
        for name in node.input:
            if name in uses:
                uses[name] += 1
                consumers[name] = node
        if node.attribute and _has_graphs(node):
            for name in _subgraph_reads(node):
                if name in uses:
                    uses[name] += 2
    return {name: consumers[name] for name, count in uses.items() if count == 1}


def _has_graphs(node: onnx.NodeProto) -> bool:
    return any(a.type in _GRAPH_KINDS for a in node.attribute)


_GRAPH_KINDS = frozenset({onnx.AttributeProto.GRAPH, onnx.AttributeProto.GRAPHS})


def _subgraph_reads(node: onnx.NodeProto) -> Iterable[str]:
    for attribute in node.attribute:
        graphs = [attribute.g] if attribute.type == onnx.AttributeProto.GRAPH else attribute.graphs
        for graph in graphs:
            for inner in graph.node:
                yield from inner.input
                yield from _subgraph_reads(inner)
            for output in graph.output:
                yield output.name


def _schema(node: onnx.NodeProto, version: int) -> schemas.OpSchema | None:
    domain = schemas.normalize_domain(node.domain)
    if domain != "":
        return None
    return schemas.lookup(node.op_type, version, domain)


def _formal_input(schema: schemas.OpSchema, index: int) -> schemas.FormalParam | None:
    if not schema.inputs:
        return None
    if index < len(schema.inputs):
        return schema.inputs[index]
    last = schema.inputs[-1]
    return last if last.is_variadic else None


def _type_string(dtype: int) -> str:
    return type_string(dtype)


def _attribute_kinds(function: onnx.FunctionProto) -> dict[str, int]:
    """Attribute parameter -> attribute type, from the nodes that refer to it."""
    kinds: dict[str, int] = {}

    def visit(nodes: Iterable[onnx.NodeProto]) -> None:
        for node in nodes:
            for attribute in node.attribute:
                if attribute.ref_attr_name:
                    kinds.setdefault(attribute.ref_attr_name, attribute.type)
                if attribute.type == onnx.AttributeProto.GRAPH:
                    visit(attribute.g.node)

    visit(function.node)
    return kinds


def _callees_first(functions: Sequence[onnx.FunctionProto]) -> list[onnx.FunctionProto]:
    by_key = {(f.domain, f.name): f for f in functions}
    ordered: list[onnx.FunctionProto] = []
    visiting: set[tuple[str, str]] = set()
    done: set[tuple[str, str]] = set()

    def calls(nodes: Iterable[onnx.NodeProto]) -> Iterable[tuple[str, str]]:
        for node in nodes:
            if (node.domain, node.op_type) in by_key:
                yield (node.domain, node.op_type)
            for attribute in node.attribute:
                if attribute.type == onnx.AttributeProto.GRAPH:
                    yield from calls(attribute.g.node)

    def visit(key: tuple[str, str]) -> None:
        if key in done:
            return
        if key in visiting:
            raise FromOnnxError(f"function {key[1]!r} of {key[0]!r} calls itself")
        visiting.add(key)
        for callee in calls(by_key[key].node):
            visit(callee)
        visiting.discard(key)
        done.add(key)
        ordered.append(by_key[key])

    for key in by_key:
        visit(key)
    return ordered
