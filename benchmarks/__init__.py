"""Side-by-side measurements of onnxscribe against baselines measured in the same run."""
