"""``profile`` and ``compare`` take a model's versions as ``export`` and ``show`` do: one
definition of ``--opset-version`` and ``--ir-version``, out-of-range values a usage error."""

from __future__ import annotations

import pytest
from onnxscribe.cli import main


@pytest.mark.parametrize("command", ["profile", "compare", "export"])
@pytest.mark.parametrize(
    "option", ["--opset-version=0", "--ir-version=100000", "--opset-version=x"]
)
def test_versions_out_of_range_are_usage_errors(
    command: str, option: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        main([command, "model.py::f", option])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert f"argument {option.split('=')[0]}:" in err
