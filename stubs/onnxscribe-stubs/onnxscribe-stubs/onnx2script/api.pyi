"""``from_onnx(proto)``: a ModelProto, FunctionProto or GraphProto as readable script source."""

from collections.abc import Mapping
from pathlib import Path
from typing import Any

class FromOnnxError(ValueError):
    """The proto uses something the dialect cannot write (a sparse tensor attribute, ...)."""

class ScriptSource:
    text: str
    function_name: str
    data: dict[str, Any]
    data_file: str
    renamed: dict[str, str]
    def __init__(
        self,
        text: str,
        function_name: str,
        data: dict[str, Any] = ...,
        data_file: str = ...,
        renamed: dict[str, str] = ...,
    ) -> None: ...
    def write(self, path: str | Path) -> list[Path]: ...

def from_onnx(
    proto: Any,
    *,
    data_file: str = ...,
    function_name: str | None = ...,
    opset_imports: Mapping[str, int] | None = ...,
    use_operators: bool = ...,
    recover_control_flow: bool = ...,
    external_data_folder: str | None = ...,
) -> ScriptSource: ...
