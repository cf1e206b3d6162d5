"""The debug adapter: step through a script function as it evaluates, with tensors you can read.

``python -m onnxscribe.dap`` (or ``onnxscribe dap``) speaks the Debug Adapter Protocol over stdio.
``server`` is the protocol layer; ``session`` runs one launched program; ``interpreter`` evaluates
the IR node by node (graph mode); ``eager_mode`` traces the Python body (eager mode); ``compare``
runs both; ``breakpoints``, ``variables`` and ``evaluate`` are the features, as plain functions.
"""
