"""The onnxscribe language server: ``onnxscribe lsp`` or ``python -m onnxscribe.lsp`` (stdio).

``server.py`` holds the protocol handlers; each editor feature is a module of pure functions over
the document text and the plain data the analysis worker sends (``data.py``); ``scheduler.py``
runs analyses in a separate process (started by ``spawn.py``, running ``analysis_process.py``;
``worker.py`` holds the messages between the two).
"""
