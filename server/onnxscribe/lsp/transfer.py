"""Sending analyses between processes.

An ``OpSchema`` holds the ``onnx.defs`` object it was made from, which cannot be pickled; both
processes have the same schemas, so a schema travels as its key and is looked up on arrival.
"""

from __future__ import annotations

import copyreg
import pickle
from typing import Any

from onnxscribe.core import schemas
from onnxscribe.core.schemas import OpSchema


def _schema_by_key(name: str, since_version: int, domain: str) -> OpSchema | None:
    return schemas.lookup(name, since_version, domain)


def _reduce_schema(schema: OpSchema) -> tuple[Any, tuple[str, int, str]]:
    return _schema_by_key, (schema.name, schema.since_version, schema.domain)


copyreg.pickle(OpSchema, _reduce_schema)


def dumps(obj: object) -> bytes:
    return pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)


def loads(blob: bytes) -> Any:
    return pickle.loads(blob)
