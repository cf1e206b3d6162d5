"""The error of writing the IR as protos or files."""

from __future__ import annotations


class EmitError(ValueError):
    """The IR cannot be written as requested (for example a model missing an attribute value)."""


PROTOBUF_LIMIT = 2**31 - 1
"""The most bytes protobuf holds in one message (a tensor, a model)."""


def over_protobuf_limit(what: str) -> EmitError:
    """The error for ``what`` (a model, a tensor) too large for protobuf's 2 GB."""
    return EmitError(
        f"{what} over protobuf's 2 GB: save it with external_data=True (its weights then go "
        "to a file beside it)"
    )
