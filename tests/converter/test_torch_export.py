"""The dialect reference's Selu as a custom op of PyTorch's TorchScript exporter."""

from __future__ import annotations

import io

import numpy as np
import onnx
import pytest
from model_runs import run_model

torch = pytest.importorskip("torch", reason="torch is not installed (CI installs torch==2.13.0)")


def test_selu_exported_through_torchscript() -> None:
    from corpus.dialect_examples import Selu

    def selu_symbolic(g, X):
        return g.onnxscript_op(Selu, X).setType(X.type())

    torch.onnx.register_custom_op_symbolic("aten::selu", selu_symbolic, 15)
    try:

        class Model(torch.nn.Module):
            def forward(self, x):
                return torch.selu(x)

        x = torch.linspace(-3, 3, 12).reshape(3, 4)
        buffer = io.BytesIO()
        torch.onnx.export(Model(), (x,), buffer, opset_version=15, dynamo=False)
    finally:
        torch.onnx.unregister_custom_op_symbolic("aten::selu", 15)
    model = onnx.load_from_string(buffer.getvalue())
    assert [f.name for f in model.functions] == ["Selu"]
    assert any(n.op_type == "Selu" and n.domain == "onnx-script" for n in model.graph.node)
    (result,) = run_model(model, (x.numpy(),))
    np.testing.assert_allclose(result, torch.selu(x).numpy(), rtol=1e-5, atol=1e-6)
