"""The same custom ops written with onnxscribe and with onnxscript, for PyTorch's exporter."""
