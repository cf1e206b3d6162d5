"""Python source -> IR -> ONNX protos.

The pipeline, one module per step:

* ``source``: the text of a function (its file, else ``inspect``), spans in characters.
* ``env`` / ``static_env`` / ``safe_eval``: what names mean (LiveEnv for ``@script()``, StaticEnv
  for the editor and the CLI, which never runs the analyzed code).
* ``lower`` (functions), ``statements``, ``control_flow``, ``expressions``, ``calls``,
  ``function_calls``, ``attribute_values``, ``subscripts``, ``graphs``: lowering to the IR
  (``ir``), over the state in ``context`` and the operands of ``operands``.
* ``emit``: FunctionProto, GraphProto, ModelProto.
* ``api``: ``script``, ``graph``, ``OnnxFunction``; ``eager_call``: running a script function
  eagerly; ``analysis``: ``analyze`` for the editor; ``command_export``/``command_show``: the CLI.
"""
