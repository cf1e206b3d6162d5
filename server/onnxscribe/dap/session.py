"""One debug session: the launched program, its breakpoints, and the thread that runs it.

The protocol thread calls the methods here; the program runs on its own thread, which blocks in
``Controller.stop`` while the client looks at a stop.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from onnxscribe.dap.breakpoints import (
    Breakpoint,
    BreakpointTable,
    FunctionLines,
    eager_lines,
    graph_lines,
    hit_condition_error,
)
from onnxscribe.dap.compare import ComparingListener, EagerRecorder
from onnxscribe.dap.compare_runs import Comparison, DivergenceListener, compare_runs
from onnxscribe.dap.control import Controller, FrameView, Step, Stop, Terminated
from onnxscribe.dap.eager_mode import DebugObserver, EagerTracer, code_objects
from onnxscribe.dap.evaluate import EvaluateError, condition_holds, evaluate
from onnxscribe.dap.graph_mode import GraphListener
from onnxscribe.dap.inline_values import entries
from onnxscribe.dap.interpreter import GraphInterpreter, NodeFailure, QuietListener, as_data
from onnxscribe.dap.launch import LaunchConfig, LaunchError, parse_launch_arguments
from onnxscribe.dap.program import LoadedProgram, load_program
from onnxscribe.dap.variables import VariableStore, preview
from onnxscribe.eager.context import use_opset
from onnxscribe.eager.divergence import Tolerance
from onnxscribe.eager.evaluators import evaluator

THREAD_ID = 1

Event = Callable[[str, dict[str, Any]], None]
Respond = Callable[[str | None], None]
"""Answers the launch request: None for success, else the error message."""


class SessionError(Exception):
    """A request cannot be served now (the program is running, a stale reference, ...)."""


class Session:
    def __init__(self, event: Event) -> None:
        self._event = event
        self.breakpoints = BreakpointTable()
        self.controller = Controller(self.breakpoints, self._stopped, self._condition)
        self.variables = VariableStore()
        self.config: LaunchConfig | None = None
        self.program: LoadedProgram | None = None
        self._lines: list[FunctionLines] | None = None
        self._configured = threading.Event()
        self._thread: threading.Thread | None = None
        self._terminated = False
        self._terminate_lock = threading.Lock()
        self._comparison: Comparison | None = None
        """Compare mode against a run other than eager mode: its outcome."""

    # ------------------------------------------------------------------ launch

    def launch(self, arguments: dict[str, Any], respond: Respond) -> None:
        """Check the arguments now; import the program on the debuggee thread, then answer."""
        self.config = parse_launch_arguments(arguments)
        self._thread = threading.Thread(
            target=self._debuggee, args=(self.config, respond), name="debuggee", daemon=True
        )
        self._thread.start()

    def configuration_done(self) -> None:
        self._configured.set()

    def _debuggee(self, config: LaunchConfig, respond: Respond) -> None:
        try:
            self.program = load_program(config)
            if config.mode == "compare" and config.against != "eager":
                self._comparison = compare_runs(config, self.program)
        except LaunchError as error:
            respond(str(error))
            return
        self._lines = self._code_lines(config, self.program)
        respond(None)
        for breakpoint in self.breakpoints.verify(self._lines, self._line_mode()):
            self._event(
                "breakpoint",
                {
                    "reason": "changed",
                    "breakpoint": breakpoint.to_dap(self.breakpoints.client_path(breakpoint)),
                },
            )
        self._event("initialized", {})
        self._configured.wait()
        exit_code = 0
        try:
            exit_code = self._run(config, self.program)
        except Terminated:
            return
        except NodeFailure as failure:
            self._output("stderr", f"{failure}\n")
            exit_code = 1
        except Exception as error:
            self._output("stderr", f"{type(error).__name__}: {error}\n")
            exit_code = 1
        self._finish(exit_code)

    def _code_lines(self, config: LaunchConfig, program: LoadedProgram) -> list[FunctionLines]:
        if config.mode == "eager":
            return eager_lines({f.name: f.function.__code__ for f in program.functions})
        return graph_lines(f.function_ir for f in program.functions)

    def _line_mode(self) -> str:
        return "eager" if self.config is not None and self.config.mode == "eager" else "graph"

    # ------------------------------------------------------------------ running

    def _run(self, config: LaunchConfig, program: LoadedProgram) -> int:
        """Run the program to its end; the exit code (a divergence in compare mode is 1)."""
        if config.no_debug:
            self.controller.running_only = True
        elif config.stop_on_entry:
            self.controller.step = Step("in")
            self.controller.entry_reason = "entry"
        function = program.function
        exit_code = 0
        with evaluator(config.evaluator), use_opset(function.default_opset):
            if config.mode == "eager":
                result = self._run_eager(config, program)
                outputs = list(result) if isinstance(result, tuple) else [result]
            else:
                outputs, divergence = self._run_graph(config, program)
                if divergence is not None and config.no_debug:  # a debug run stopped there
                    self._output("stderr", f"{divergence}\n")
                    exit_code = 1
        names = [v.source_name or v.name for v in function.function_ir.graph.outputs]
        for index, output in enumerate(outputs):
            name = names[index] if index < len(names) else f"output {index}"
            self._output("console", f"{function.name} returned {name} = {preview(output, 400)}\n")
        return exit_code

    def _run_eager(self, config: LaunchConfig, program: LoadedProgram) -> Any:
        call = program.function
        if config.no_debug:
            return call(**program.arguments)
        codes = code_objects(program.functions)
        observer = DebugObserver(self.controller, codes)
        tracer = EagerTracer(codes, observer)
        observer.tracer = tracer
        return tracer.run(lambda: call(**program.arguments))

    def _run_graph(
        self, config: LaunchConfig, program: LoadedProgram
    ) -> tuple[list[Any], str | None]:
        """The outputs, and in compare mode the first divergence (None when there is none)."""
        listener: GraphListener | QuietListener
        globals_ = vars(program.module)
        divergence: str | None = None
        comparison = self._comparison
        if comparison is not None:
            return self._run_against(config, program, comparison)
        if config.mode == "compare":
            recorder = EagerRecorder()
            codes = code_objects(program.functions)
            try:
                EagerTracer(codes, recorder).run(lambda: program.function(**program.arguments))
            except Exception as error:
                self._output(
                    "stderr",
                    f"the eager run failed ({type(error).__name__}: {error}); values are "
                    "compared up to where it stopped\n",
                )
            listener = ComparingListener(
                recorder.values,
                self.controller,
                program.live_function,
                globals_,
                tolerance=Tolerance(config.rtol, config.atol),
            )
        elif config.no_debug:
            listener = QuietListener()
        else:
            listener = GraphListener(self.controller, program.live_function, globals_)
        outputs = self._interpret(program, listener)
        if isinstance(listener, ComparingListener):
            if listener.divergence is not None:
                divergence = f"eager and graph values differ: {listener.divergence}"
            else:
                self._output(
                    "console",
                    f"graph against eager mode: {listener.compared} values agree "
                    f"(rtol={config.rtol:g}, atol={config.atol:g})\n",
                )
        return outputs, divergence

    def _run_against(
        self, config: LaunchConfig, program: LoadedProgram, comparison: Comparison
    ) -> tuple[list[Any], str | None]:
        """Compare mode against another run: step the graph to the node found divergent."""
        found = comparison.divergence
        if found is None:
            self._output(
                "console", comparison.agreement(Tolerance(config.rtol, config.atol)) + "\n"
            )
        listener: GraphListener | QuietListener
        if config.no_debug or found is None:
            listener = (
                QuietListener()
                if config.no_debug
                else GraphListener(self.controller, program.live_function, vars(program.module))
            )
        else:
            listener = DivergenceListener(
                comparison, self.controller, program.live_function, vars(program.module)
            )
        outputs = self._interpret(program, listener)
        if found is None:
            return outputs, None
        text = comparison.summary()
        if isinstance(listener, DivergenceListener) and not listener.stopped:
            # the node was not met while stepping (a node the model has and the IR does not)
            self._output("stderr", f"{text}\n")
        return outputs, text

    def _interpret(self, program: LoadedProgram, listener: Any) -> list[Any]:
        inputs = {name: as_data(value) for name, value in program.inputs.items()}
        interpreter = GraphInterpreter(listener)
        return interpreter.run(program.function.function_ir, inputs, program.attributes)

    def _finish(self, exit_code: int) -> None:
        self._event("exited", {"exitCode": exit_code})
        self._send_terminated()

    def _send_terminated(self) -> None:
        with self._terminate_lock:
            if self._terminated:
                return
            self._terminated = True
        self._event("terminated", {})

    def _output(self, category: str, text: str) -> None:
        self._event("output", {"category": category, "output": text})

    # ------------------------------------------------------------------ stops

    def _stopped(self, stop: Stop) -> None:
        self.variables.clear()
        body: dict[str, Any] = {
            "reason": stop.reason,
            "threadId": THREAD_ID,
            "allThreadsStopped": True,
        }
        if stop.description:
            body["description"] = stop.description
        if stop.text:
            body["text"] = stop.text
        if stop.hit_breakpoints:
            body["hitBreakpointIds"] = stop.hit_breakpoints
        self._event("stopped", body)

    def _condition(self, expression: str, frames: list[FrameView]) -> bool:
        try:
            return condition_holds(expression, frames[0], self._evaluator())
        except EvaluateError as error:
            self._output("stderr", f"breakpoint condition {expression!r}: {error}\n")
            return True

    def _evaluator(self) -> str:
        return self.config.evaluator if self.config is not None else "auto"

    def _stop(self) -> Stop:
        stop = self.controller.current
        if stop is None:
            raise SessionError("the program is running; pause it first")
        return stop

    def _frame(self, frame_id: int) -> FrameView:
        frames = self._stop().frames
        if not 1 <= frame_id <= len(frames):
            raise SessionError(f"no frame {frame_id} at this stop")
        return frames[frame_id - 1]

    # ------------------------------------------------------------------ requests

    def set_breakpoints(self, path: str, specs: list[dict[str, Any]]) -> list[dict[str, Any]]:
        created = []
        for spec in specs:
            breakpoint = Breakpoint(
                path,
                int(spec.get("line", 0)),
                condition=spec.get("condition") or None,
                hit_condition=spec.get("hitCondition") or None,
            )
            breakpoint.message = hit_condition_error(breakpoint.hit_condition)
            created.append(breakpoint)
        self.breakpoints.replace(path, created)
        if self._lines is not None:
            self.breakpoints.verify(self._lines, self._line_mode())
        else:
            for breakpoint in created:
                breakpoint.message = breakpoint.message or "the program is not loaded yet"
        return [b.to_dap(path) for b in created]

    def threads(self) -> list[dict[str, Any]]:
        name = self.program.function.name if self.program is not None else "main"
        return [{"id": THREAD_ID, "name": name}]

    def stack_trace(self, start: int = 0, levels: int | None = None) -> dict[str, Any]:
        frames = self._stop().frames
        chosen = frames[start : start + levels if levels else None]
        stack = []
        for index, frame in enumerate(chosen, start=start + 1):
            entry: dict[str, Any] = {
                "id": index,
                "name": frame.name,
                "line": frame.line,
                "column": frame.column,
            }
            if frame.path:
                entry["source"] = {"path": frame.path, "name": frame.path.rsplit("/", 1)[-1]}
            if frame.end_line is not None:
                entry["endLine"] = frame.end_line
                entry["endColumn"] = frame.end_column
            stack.append(entry)
        return {"stackFrames": stack, "totalFrames": len(frames)}

    def scopes(self, frame_id: int) -> list[dict[str, Any]]:
        frame = self._frame(frame_id)
        return [
            {
                "name": scope.name,
                "variablesReference": self.variables.scope(scope.values, scope.types),
                "namedVariables": len(scope.values),
                "expensive": scope.expensive,
                **({"presentationHint": "locals"} if scope.name == "Locals" else {}),
            }
            for scope in frame.scopes
        ]

    def inline_values(self, frame_id: int) -> dict[str, Any]:
        """The frame's values to show beside its lines (the ``inlineValues`` request)."""
        frame = self._frame(frame_id)
        return {"path": frame.path, "values": entries(frame.inline_values)}

    def get_variables(
        self, reference: int, filter: str | None, start: int, count: int | None
    ) -> list[dict[str, Any]]:
        self._stop()
        try:
            return self.variables.children(reference, filter, start, count)
        except KeyError as error:
            raise SessionError(str(error.args[0])) from None

    def evaluate(self, expression: str, frame_id: int | None, context: str) -> dict[str, Any]:
        if frame_id is None:
            stop = self._stop()
            frame = stop.frames[0]
        else:
            frame = self._frame(frame_id)
        try:
            value = evaluate(expression, frame, self._evaluator(), context)
        except EvaluateError as error:
            raise SessionError(str(error)) from None
        return self.variables.evaluation(value)

    def exception_info(self) -> dict[str, Any]:
        stop = self._stop()
        details = stop.exception
        if details is None:
            raise SessionError("the program did not stop on an error")
        info: dict[str, Any] = {
            "message": details.message,
            "typeName": details.type_name,
            "fullTypeName": details.type_name,
        }
        if details.location:
            info["stackTrace"] = details.location
        if details.op:
            info["op"] = details.op
        if details.input_types:
            info["inputTypes"] = details.input_types
        return {
            "exceptionId": details.exception_id,
            "description": details.description,
            "breakMode": "always",
            "details": info,
        }

    def resume(self, kind: str) -> None:
        if not self.controller.resume(kind):
            raise SessionError("the program is not stopped")
        self.variables.clear()

    def pause(self) -> None:
        self.controller.request_pause()

    def terminate(self) -> None:
        self.controller.end()
        self._send_terminated()
