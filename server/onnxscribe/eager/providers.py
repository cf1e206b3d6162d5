"""Which onnxruntime execution providers are installed, for running a model on one of them."""

from __future__ import annotations

from collections.abc import Sequence


class ProviderError(Exception):
    """A provider asked for is not installed; the message names what is."""


def installed_providers(names: Sequence[str]) -> list[str]:
    """``names`` when onnxruntime has each of them (it would otherwise fall back to the CPU)."""
    import onnxruntime  # deferred: heavy

    available = list(onnxruntime.get_available_providers())
    unknown = [name for name in names if name not in available]
    if unknown:
        raise ProviderError(
            f"onnxruntime here has no {', '.join(unknown)} (it has {', '.join(available)})"
        )
    return list(names)


def other_provider() -> str:
    """The first installed provider other than the CPU's that runs ops itself."""
    import onnxruntime  # deferred: heavy

    # Azure's provider calls remote endpoints and runs no ops itself
    local = {"CPUExecutionProvider", "AzureExecutionProvider"}
    others = [p for p in onnxruntime.get_available_providers() if p not in local]
    if not others:
        raise ProviderError("no execution provider other than CPU is installed in this onnxruntime")
    return str(others[0])
