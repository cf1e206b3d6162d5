"""``python -m onnxscribe.dap``: the debug adapter over stdio.

``python -m`` puts the current folder first on ``sys.path``; a workspace file such as ``onnx.py``
would then shadow the installed package. It is removed before anything else is imported (the
program's own folder is added only while the program is imported).
"""

import os
import sys

if sys.path and sys.path[0] in ("", os.getcwd()):
    del sys.path[0]

from onnxscribe.dap.server import main  # noqa: E402

raise SystemExit(main())
