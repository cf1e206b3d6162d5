"""``python -m onnxscribe.dap``: the debug adapter over stdio.

``python -m`` puts the current folder first on ``sys.path``, where a workspace file such as
``onnx.py`` would shadow the installed package; ``onnxscribe/__init__.py`` removes it, since it
runs (and imports onnx) before this module. The program's own folder is on ``sys.path`` only
while the program is imported.
"""

from onnxscribe.dap.server import main

raise SystemExit(main())
