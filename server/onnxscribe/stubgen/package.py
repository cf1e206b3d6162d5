"""The whole stub package as a mapping from relative path to file text."""

from __future__ import annotations

from dataclasses import dataclass

import onnx
from onnx import TensorProto

import onnxscribe
import onnxscribe.stubgen.templates as templates
import onnxscribe.stubgen.tensor_operators as tensor_operators
from onnxscribe.core import schemas
from onnxscribe.core.opset_modules import runtime_module_text
from onnxscribe.core.types import ALL_TENSOR_TYPES, COMPLEX_DTYPES, is_float, is_integer
from onnxscribe.core.types import __all__ as runtime_type_names
from onnxscribe.stubgen.ops import render_op

PACKAGE = "onnxscribe-stubs"
"""The directory of the stubs inside the distribution (PEP 561: ``<package>-stubs``)."""


@dataclass(frozen=True)
class OpsetModule:
    """A generated opset module: ``opset18`` is version 18 of ai.onnx."""

    name: str
    domain: str
    version: int


def opset_modules() -> list[OpsetModule]:
    """Every opset module: ``opset1``.., ``ml_opset1``.., and the preview domains."""
    modules = []
    for domain, (first, last) in sorted(schemas.domain_versions().items()):
        if not schemas.op_names(domain):
            continue
        prefix = module_prefix(domain)
        for version in range(first, last + 1):
            modules.append(OpsetModule(f"{prefix}opset{version}", domain, version))
    return modules


def module_prefix(domain: str) -> str:
    """``""`` for ai.onnx, ``ml_`` for ai.onnx.ml, ``preview_training_`` for ..."""
    if domain == schemas.AI_ONNX:
        return ""
    short = domain.removeprefix("ai.onnx.")
    return short.replace(".", "_") + "_"


def known_tensor_types() -> frozenset[str]:
    return frozenset(cls.__name__ for cls in ALL_TENSOR_TYPES)


def render_opsets() -> dict[str, str]:
    """Module name -> stub text of every opset module, each in its delta form.

    A module defines the operators introduced or changed at its version (so each operator's
    signature and documentation is written once per schema version) and re-exports the others
    from the module of the previous version, which resolves them the same way.
    """
    texts = {}
    previous: OpsetModule | None = None
    for module in opset_modules():
        if previous is not None and previous.domain != module.domain:
            previous = None
        texts[module.name] = render_opset(module, previous)
        previous = module
    return texts


def changed_ops(module: OpsetModule, previous: OpsetModule | None) -> list[str]:
    """The operators whose schema in force at ``module`` differs from that at ``previous``."""
    ops = schemas.ops_at(module.version, module.domain)
    before = schemas.ops_at(previous.version, previous.domain) if previous is not None else {}
    return sorted(
        name
        for name, schema in ops.items()
        if name not in before or before[name].since_version != schema.since_version
    )


def render_opset(module: OpsetModule, previous: OpsetModule | None) -> str:
    """The stub of one opset module; with ``previous`` None, every operator is defined in it."""
    known = known_tensor_types()
    ops = schemas.ops_at(module.version, module.domain)
    # A deprecated operator is defined again rather than imported: the run-time module of the
    # previous opset refuses it, and a stub imports only what the run-time module has.
    changed = changed_ops(module, previous)
    defined = sorted({*changed, *(n for n in ops if ops[n].deprecated)})
    kept = sorted(set(ops) - set(defined))
    blocks = []
    used: set[str] = set()
    for name in defined:
        stub = render_op(ops[name], known)
        used |= stub.names
        blocks.append("\n".join([*stub.typevars, stub.text]))
    domain = schemas.display_domain(module.domain)
    generated = f"generated from the schemas of onnx {onnx.__version__}; do not edit"
    if previous is None:
        summary = f"{domain} opset {module.version}, every operator ({generated})."
        reexports = []
    else:
        summary = (
            f"{domain} opset {module.version}: the operators new at {module.version},"
            f" the others from {previous.name} ({generated})."
        )
        reexports = _wrapped(
            f"from onnxscribe.{previous.name} import (", [f"{n}," for n in kept], ")"
        )
    exported = [f'"{name}",' for name in sorted(ops) if not ops[name].deprecated]
    lines = [
        f'"""{summary}"""',
        "",
        *_imports(used, known),
        *reexports,
        *_wrapped("__all__ = [", exported, "]"),
        "",
    ]
    return "\n".join([*lines, *blocks]) + "\n"


_LINE_LENGTH = 120
"""Lines of generated name lists are filled up to this width (signatures are longer)."""


def _wrapped(opening: str, items: list[str], closing: str) -> list[str]:
    """``opening``, then ``items`` four spaces in and filling lines, then ``closing``."""
    if not items:
        return []
    lines = [opening]
    current = ""
    for item in items:
        if current and len(current) + 1 + len(item) > _LINE_LENGTH:
            lines.append(current)
            current = ""
        current = f"{current} {item}" if current else f"    {item}"
    lines.append(current)
    lines.append(closing)
    return lines


def _imports(used: set[str], known: frozenset[str]) -> list[str]:
    lines = []
    if "Sequence" in used:
        lines.append("from collections.abc import Sequence")
    typing_names = sorted(used & {"Any", "Literal", "TypeVar", "overload"})
    if typing_names:
        lines.append(f"from typing import {', '.join(typing_names)}")
    if "deprecated" in used:
        lines.append("from typing_extensions import deprecated")
    helpers = sorted(used & {"DataType", "GraphBody", "SparseTensorData", "TensorData", "TypeSpec"})
    if helpers:
        lines.append(f"from onnxscribe.core.type_aliases import {', '.join(helpers)}")
    tensor_names = [cls.__name__ for cls in ALL_TENSOR_TYPES if cls.__name__ in used & known]
    if "TensorType" in used:
        tensor_names.append("TensorType")
    lines += _wrapped(
        "from onnxscribe.core.types import (", [f"{name}," for name in tensor_names], ")"
    )
    return lines


def render_types_helpers() -> str:
    members = ["    UNDEFINED = 0"]
    members += [f"    {cls.__name__} = {int(cls.dtype)}" for cls in ALL_TENSOR_TYPES]
    return templates.TYPES_HELPERS.format(
        data_type_members="\n".join(members),
        mypy_operator_classes=tensor_operators.same_type_classes(overloaded=True),
        plain_operator_classes=tensor_operators.same_type_classes(overloaded=False),
        arithmetic_reflected=tensor_operators.reflected_methods("_ArithmeticOps"),
        bitwise_reflected=tensor_operators.reflected_methods("_BitwiseOps"),
        shift_reflected=tensor_operators.reflected_methods("_ShiftOps"),
    )


def render_types() -> str:
    classes = [
        templates.TENSOR_CLASS.format(
            name=cls.__name__, value=int(cls.dtype), bases=", ".join(operator_bases(cls.__name__))
        )
        for cls in ALL_TENSOR_TYPES
    ]
    names = sorted(set(runtime_type_names) | {"TensorTypeMeta"})
    return templates.TYPES.format(
        tensor_classes="\n".join(classes),
        all_names="\n".join(f'    "{name}",' for name in names if name != "TensorTypeMeta"),
    )


_UNSIGNED = ("UINT8", "UINT16", "UINT32", "UINT64")
"""The element types of ``BitShift`` (``<<``, ``>>``)."""


def operator_bases(type_name: str) -> list[str]:
    """Base classes of a tensor class in the stubs: which Python operators its values support."""
    dtype = TensorProto.DataType.Value(type_name)
    bases = ["TensorType"]
    if is_float(dtype) or is_integer(dtype) or dtype in COMPLEX_DTYPES:
        bases.append("_ArithmeticOps")
    if is_integer(dtype) or type_name == "BOOL":
        bases.append("_BitwiseOps")
    if type_name in _UNSIGNED:
        bases.append("_ShiftOps")
    return bases


def render_init() -> str:
    type_names = list(runtime_type_names)
    return templates.INIT.format(
        type_imports="\n".join(f"    {name} as {name}," for name in type_names),
        all_names="\n".join(f'    "{name}",' for name in onnxscribe.__all__),
    )


def render_package() -> dict[str, str]:
    """Relative path -> text of every file of the stub distribution."""
    root = PACKAGE
    files = {
        "pyproject.toml": templates.PYPROJECT.format(
            version=onnxscribe.__version__,
            onnx_version=onnx.__version__,
            packages=", ".join(
                f'"{p}"'
                for p in (
                    PACKAGE,
                    f"{PACKAGE}.core",
                    f"{PACKAGE}.eager",
                    f"{PACKAGE}.onnx2script",
                )
            ),
        ),
        "README.md": templates.README.format(onnx_version=onnx.__version__),
        f"{root}/py.typed": templates.PY_TYPED,
        f"{root}/__init__.pyi": render_init(),
        f"{root}/core/__init__.pyi": "",
        f"{root}/core/type_aliases.pyi": render_types_helpers(),
        f"{root}/core/types.pyi": render_types(),
        f"{root}/core/opsets.pyi": templates.OPSETS,
        f"{root}/core/diagnostics.pyi": templates.DIAGNOSTICS,
        f"{root}/values.pyi": templates.VALUES,
        f"{root}/pipeline.pyi": templates.PIPELINE,
        f"{root}/onnx_types.pyi": templates.ONNX_TYPES,
        f"{root}/ir.pyi": templates.IR,
        f"{root}/onnx2script/__init__.pyi": templates.ONNX2SCRIPT_INIT,
        f"{root}/onnx2script/api.pyi": templates.ONNX2SCRIPT_API,
        f"{root}/eager/__init__.pyi": "",
        f"{root}/eager/tensor.pyi": templates.EAGER_TENSOR,
        f"{root}/eager/evaluators.pyi": templates.EAGER_EVALUATORS,
        f"{root}/onnx_opset.pyi": render_onnx_opset(),
    }
    for name, text in render_opsets().items():
        files[f"{root}/{name}.pyi"] = text
    return files


def render_onnx_opset() -> str:
    compat = [m for m in opset_modules() if m.domain in (schemas.AI_ONNX, "ai.onnx.ml")]
    imports = "\n".join(f"from onnxscribe import {m.name} as {m.name}" for m in compat)
    return templates.ONNX_OPSET.format(imports=imports)


def render_runtime_modules() -> dict[str, str]:
    """File name -> source of the runtime module of each opset (``opset18.py``)."""
    return {
        f"{m.name}.py": runtime_module_text(m.name, m.domain, m.version) for m in opset_modules()
    }
