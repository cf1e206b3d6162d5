"""The rules everything else shares, with no knowledge of source code or of running anything.

* ``schemas``: the one view of ``onnx.defs``; ``opsets``: Opset and Op objects built from it.
* ``types``: element types, value types, annotation classes; ``type_aliases``: attribute aliases.
* ``opcall``: binding an op call to its schema; ``constraints``: type-constraint unification.
* ``diagnostics`` and ``codes``: what every tool reports; ``opdocs``: operator docs as Markdown.
* ``runtime``: what the installed onnxruntime can load.
"""
