"""One "convert and save to disk" of a model script, in a process of its own:
``python -m benchmarks._save_job WAY SCRIPT OUTPUT_DIR [WARMUP]``.

The weights are made first (as ``make_model_with_random_weights`` makes them, seeded), then the
peak of the process's resident memory is reset and the job is timed: the script's conversion and
the model written with its weights in an external-data file. Prints one JSON line: the job's
seconds (wall clock, and the process's processor time, which a loaded machine disturbs less),
the resident memory before it and its peak during it (bytes), and the seconds the script's import
statements took before it (a process that has imported numpy, as the benchmark's has).

Every way starts the job from the same point: the script's import statements have run, and so has
``import numpy.random``, which scripts make their data with (a ``make_model`` script's weights are
made with it before the job; a module-level script such as ``rotary_embedding_models`` calls
``numpy.random.rand`` as it runs). onnxscript's own import happens to load ``numpy.random``
(through ``onnx.reference``) and onnxscribe's does not, so without this the script's own import
would be timed as part of onnxscribe's job only. The same holds for onnx's own operator registry,
which onnx builds on the first use of a schema in a process (12-19 ms here): onnxscript's import
uses the schemas and so builds it, while onnxscribe reads its schemas from its own table and
first needs onnx's registry for the shape inference of its save. It is built before the job on
every way.

WARMUP (optional, default 0) runs the job that many times before the timed run, in the same
process; the benchmark times the first run (what a script that saves its model pays). WAY is one
of:

- ``onnxscribe``: the script's ``to_model_proto`` call becomes ``save(path, external_data=True)``
  (the same keywords), as a user writing a file would call it;
- ``onnxscript-onnx``: onnxscript's ``to_model_proto``, then ``onnx.save_model`` with every tensor
  of at least 1 KB in one external-data file (``convert_attribute``: the weights are Constants);
- ``onnxscript-ir``: onnxscript's ``to_model_proto``, then ``onnx_ir.save`` of the model
  deserialized (lazily: onnx_ir's tensors read the proto's bytes) with external data.

A script without ``make_model`` (module-level script functions) is run as a module, each
function's model saved so.
"""

from __future__ import annotations

import ast
import gc
import importlib
import importlib.util
import json
import sys
import time
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

WAYS = ("onnxscribe", "onnxscript-onnx", "onnxscript-ir")


def _memory(field: str) -> int:
    """A field of /proc/self/status (VmRSS, VmHWM) in bytes."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) * 1024
    raise RuntimeError(f"{field} not in /proc/self/status")


def _reset_peak() -> None:
    """Make the peak resident memory (VmHWM) start again from the current one."""
    Path("/proc/self/clear_refs").write_text("5")


def _load(path: Path) -> types.ModuleType:
    name = f"_save_job_{path.stem}"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def _weights(module: types.ModuleType) -> tuple[tuple[Any, ...], dict[str, Any]]:
    captured: dict[str, Any] = {}

    def capture(*args: Any, **kwargs: Any) -> None:
        captured["args"], captured["kwargs"] = args, kwargs

    original = module.make_model
    module.make_model = capture
    try:
        np.random.seed(0)
        module.make_model_with_random_weights()
    finally:
        module.make_model = original
    return captured["args"], captured["kwargs"]


def _onnxscript_saver(way: str) -> Callable[[Any, Path], None]:
    import onnx

    def with_onnx(model: Any, path: Path) -> None:
        onnx.save_model(
            model,
            str(path),
            save_as_external_data=True,
            all_tensors_to_one_file=True,
            location=path.name + ".data",
            convert_attribute=True,
        )

    def with_onnx_ir(model: Any, path: Path) -> None:
        import onnx_ir

        onnx_ir.save(
            onnx_ir.serde.deserialize_model(model), path, external_data=path.name + ".data"
        )

    return with_onnx if way == "onnxscript-onnx" else with_onnx_ir


def _run_its_imports(script: Path) -> None:
    """The script's import statements, run before the job (importing is not converting; what an
    import statement does, such as making ``opset18``, is the import's)."""
    tree = ast.parse(script.read_text(encoding="utf-8"))
    imports = [n for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom))]
    exec(compile(ast.Module(body=imports, type_ignores=[]), str(script), "exec"), {})


def _job(way: str, script: Path, output: Path) -> Callable[[], None]:
    """The job, its weights already made (the script's imports already run)."""
    counter = iter(range(1_000_000))

    def target() -> Path:
        return output / f"model_{next(counter)}.onnx"

    if way == "onnxscribe":
        from onnxscribe.values import OnnxFunction

        def save_instead(self: OnnxFunction, **fields: Any) -> None:
            self.save(target(), external_data=True, **fields)

        OnnxFunction.to_model_proto = save_instead  # type: ignore[assignment,method-assign]
        save = None
        function_type: type = OnnxFunction
    else:
        from onnxscript._internal.values import OnnxFunction as TheirFunction

        save = _onnxscript_saver(way)
        function_type = TheirFunction
    if "make_model(" in script.read_text(encoding="utf-8"):
        module = _load(script)
        args, kwargs = _weights(module)

        def convert_and_save() -> None:
            model = module.make_model(*args, **kwargs)
            if save is not None:
                save(model, target())

        return convert_and_save
    # dont_inherit: the script is compiled as importing it would, not with this module's
    # ``from __future__ import annotations`` (its annotations are evaluated as it runs)
    code = compile(script.read_text(encoding="utf-8"), str(script), "exec", dont_inherit=True)

    def run_module() -> None:
        module = types.ModuleType(f"_save_job_{script.stem}")
        module.__file__ = str(script)
        sys.modules[module.__name__] = module
        exec(code, module.__dict__)
        for value in list(vars(module).values()):
            if isinstance(value, function_type):
                model = value.to_model_proto()
                if save is not None:
                    save(model, target())

    return run_module


def main() -> None:
    way, script, output = sys.argv[1], Path(sys.argv[2]), Path(sys.argv[3])
    warmup = int(sys.argv[4]) if len(sys.argv) > 4 else 0
    if way not in WAYS:
        raise SystemExit(f"way must be one of {', '.join(WAYS)}")
    start = time.perf_counter()
    _run_its_imports(script)
    importlib.import_module("numpy.random")
    importlib.import_module("onnx.defs").get_schema("Add")
    imports = time.perf_counter() - start
    job = _job(way, script, output)
    for _ in range(warmup):
        job()
        for written in output.iterdir():
            written.unlink()
    gc.collect()
    _reset_peak()
    before = _memory("VmRSS")
    start, start_cpu = time.perf_counter(), time.process_time()
    job()
    seconds, cpu = time.perf_counter() - start, time.process_time() - start_cpu
    peak = _memory("VmHWM")
    files = sum(p.stat().st_size for p in output.iterdir())
    print(
        json.dumps(
            {
                "seconds": seconds,
                "cpu": cpu,
                "imports": imports,
                "before": before,
                "peak": peak,
                "bytes": files,
            }
        )
    )


if __name__ == "__main__":
    main()
