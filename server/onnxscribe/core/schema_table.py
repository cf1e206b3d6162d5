"""onnx's operator schemas as plain records, kept in a file of the user's cache.

Reading every schema from ``onnx.defs`` and converting it takes longer than the analysis of a
file of several hundred lines, and a new process (the language server's analysis process, each
``onnxscribe check``) does it before its first analysis. The records the conversion reads are
written once to a file keyed by the installed onnx (its version and its compiled module's path,
size and modification time); a process finds them there and decodes an operator's history only
when it is first looked up.

The file is a header line (the format, the key, the index's length and the CRC-32 of what
follows) and a body: a JSON index (the domains' version ranges and, per operator, where its
history is, the version each of its records is in force from and where each record ends) and
the histories, each its records one after the other, each in ``marshal``'s format (plain lists,
strings and numbers, which ``marshal`` decodes with less work than JSON text). A lookup reads the
one record in force at its version; the rest of the history is read only when it is asked for. A
file of another key or format, or one that is damaged or cannot be read, is ignored and written
anew; a record that does not decode, or does not decode as a record (``schemas`` checks the type
of each of its values before it uses one), raises ``TableError`` (``schemas`` then reads
onnx.defs instead). The file is only read from the user's own cache folder (whoever can write
there can already run code as the user), when it is a regular file no larger than ``MAX_BYTES``
whose key and checksum are right; ``marshal`` runs no code, and what it decodes is checked
before it is used.

The folder keeps the tables of the ``KEPT_TABLES`` onnx installations used last; writing a new
one removes the others. ``ONNXSCRIBE_CACHE_DIR`` names the folder instead of the user's cache
folder.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import importlib.machinery
import importlib.util
import itertools
import json
import logging
import marshal
import os
import reprlib
import stat
import sys
import tempfile
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from onnxscribe.core.regular_files import read_regular_file

if TYPE_CHECKING:
    import onnx.defs

logger = logging.getLogger(__name__)

FORMAT = 4
"""The layout of the records; a file of another format is written anew."""

CACHE_ENVIRONMENT = "ONNXSCRIBE_CACHE_DIR"

FILE_PREFIX = "onnx-schemas-"

KEPT_TABLES = 8
"""The cache keeps this many tables (one per onnx installation, each about 1.4 MB): writing a new
one removes the least recently used beyond them."""

MAX_BYTES = 64 * 2**20
"""A larger file is not a table (onnx 1.20's is 1.4 MB): it is not read."""

Record = list[Any]
"""One schema as plain data (``schema_record`` gives the order of its fields)."""


class TableError(Exception):
    """The table's data is not what this module writes."""


@dataclass
class Table:
    """The schemas of the installed onnx as records."""

    versions: dict[str, tuple[int, int]]
    """Each domain (as onnx.defs names it) with its first and last opset version."""
    histories: dict[tuple[str, str], bytes | list[Record]]
    """(domain, op name) -> its schemas' records, oldest first, or their bytes (as read)."""
    first: dict[tuple[str, str], int]
    """(domain, op name) -> the version its first schema is in force from."""
    since: dict[tuple[str, str], list[int]] = field(default_factory=dict)
    """(domain, op name) -> the version each of its records is in force from, as the index
    gives it (each record says so too, and ``schemas`` checks that they agree)."""
    bounds: dict[tuple[str, str], list[int]] = field(default_factory=dict)
    """(domain, op name) -> where each record's bytes end in the history's bytes (each starts
    where the one before ends); empty for a history held as records."""

    def records(self, key: tuple[str, str]) -> list[Record]:
        """An operator's records (decoded from the file on first use)."""
        found = self.histories[key]
        if isinstance(found, bytes):
            found = [self.record(key, p) for p in range(len(self.bounds[key]))]
            self.histories[key] = found
        return found

    def record(self, key: tuple[str, str], position: int) -> Record:
        """One record of an operator's history (its bytes alone decoded, not kept)."""
        found = self.histories[key]
        if not isinstance(found, bytes):
            return found[position]
        ends = self.bounds[key]
        start = ends[position - 1] if position else 0
        try:
            decoded = marshal.loads(memoryview(found)[start : ends[position]])
        except (ValueError, EOFError, TypeError, MemoryError) as error:
            # MemoryError: a forged length (a list of 2**31 items) where the system refuses it
            raise TableError(f"{key}: {error}") from None
        if not isinstance(decoded, list):
            raise TableError(f"{key}: not a record")
        return decoded


def schema_record(schema: onnx.defs.OpSchema) -> Record:
    """The facts the converter and the editor read from one schema, as plain data."""
    return [
        schema.name,
        schema.domain,
        int(schema.since_version),
        schema.doc or "",
        bool(schema.deprecated),
        [_formal_record(p) for p in schema.inputs],
        [_formal_record(p) for p in schema.outputs],
        [
            [tc.type_param_str, list(tc.allowed_type_strs), tc.description]
            for tc in schema.type_constraints
        ],
        [_attribute_record(a) for a in schema.attributes.values()],
        int(schema.min_input),
        int(schema.max_input),
        int(schema.min_output),
        int(schema.max_output),
        bool(schema.has_type_and_shape_inference_function),
    ]


@functools.cache
def _onnx_names() -> tuple[dict[Any, str], dict[Any, str]]:
    """The names the records give onnx.defs' enums: a formal parameter's option (``single``,
    ``optional``, ``variadic``), and an attribute's type (``FLOAT``, ``INTS``..., as
    ``AttributeProto`` names it)."""
    import onnx.defs

    option = onnx.defs.OpSchema.FormalParameterOption
    options = {option.Single: "single", option.Optional: "optional", option.Variadic: "variadic"}
    attribute_types = {
        getattr(onnx.defs.OpSchema.AttrType, name): name
        for name, _number in onnx.AttributeProto.AttributeType.items()
        if hasattr(onnx.defs.OpSchema.AttrType, name)
    }
    return options, attribute_types


def _formal_record(param: onnx.defs.OpSchema.FormalParameter) -> Record:
    return [
        param.name,
        param.type_str,
        _onnx_names()[0][param.option],
        bool(param.is_homogeneous),
        int(param.min_arity),
        param.description,
    ]


def _attribute_record(attr: onnx.defs.OpSchema.Attribute) -> Record:
    import onnx.helper

    proto = attr.default_value
    has_default = bool(proto.name) or proto.type != onnx.AttributeProto.UNDEFINED
    default = None
    if has_default:
        default = onnx.helper.get_attribute_value(proto)
        if isinstance(default, bytes):
            default = default.decode("utf-8")
        elif isinstance(default, list) and default and isinstance(default[0], bytes):
            default = [item.decode("utf-8") for item in default]
    if not _plain(default):
        raise TableError(f"attribute {attr.name}: a default of type {type(default).__name__}")
    kind = _onnx_names()[1][attr.type]
    return [attr.name, kind, bool(attr.required), has_default, default, attr.description]


def _plain(value: Any) -> bool:
    """Whether the value is plain data of the kinds ``schemas`` accepts as a default."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return True
    return isinstance(value, list) and all(
        isinstance(item, (int, float, str)) and not isinstance(item, bool) for item in value
    )


def build() -> Table:
    """The table, read from onnx.defs (this imports onnx; a table read from the cache does not)."""
    import onnx.defs

    histories: dict[tuple[str, str], list[Record]] = {}
    for schema in onnx.defs.get_all_schemas_with_history():
        histories.setdefault((schema.domain, schema.name), []).append(schema_record(schema))
    for records in histories.values():
        records.sort(key=lambda record: int(record[2]))
    compiled = onnx.onnx_cpp2py_export.defs.schema_version_map()
    versions = {d: (int(lo), int(hi)) for d, (lo, hi) in compiled.items()}
    first = {key: int(records[0][2]) for key, records in histories.items()}
    since = {key: [int(r[2]) for r in records] for key, records in histories.items()}
    return Table(versions, dict(histories), first, since)


def onnx_key() -> list[Any]:
    """What identifies the installed onnx: a table of another key is not its table. That is its
    compiled module (path, size and modification time), found as Python would find it, without
    importing onnx (which takes longer than reading the table)."""
    compiled = _compiled_module()
    try:
        stat = compiled.stat() if compiled is not None else None
        identity: list[Any] = [stat.st_size, stat.st_mtime_ns] if stat else [None, None]
    except OSError:
        identity = [None, None]
    return [FORMAT, str(compiled), *identity]


def _compiled_module() -> Path | None:
    """onnx's compiled module (``onnx_cpp2py_export``), holding onnx.defs."""
    spec = importlib.util.find_spec("onnx")
    for folder in (spec.submodule_search_locations or []) if spec is not None else []:
        for suffix in importlib.machinery.EXTENSION_SUFFIXES:
            candidate = Path(folder) / f"onnx_cpp2py_export{suffix}"
            if candidate.is_file():
                return candidate
    return None


def cache_folder() -> Path | None:
    """Where the table is kept: ``ONNXSCRIBE_CACHE_DIR``, else the user's cache folder."""
    chosen = os.environ.get(CACHE_ENVIRONMENT)
    if chosen:
        return Path(chosen)
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA")
        return Path(base) / "onnxscribe" / "Cache" if base else None
    base = os.environ.get("XDG_CACHE_HOME") if sys.platform != "darwin" else None
    if base:
        return Path(base) / "onnxscribe"
    try:
        home = Path.home()
    except (RuntimeError, KeyError):  # no home folder to be found: no cache
        return None
    if sys.platform == "darwin":
        return home / "Library" / "Caches" / "onnxscribe"
    return home / ".cache" / "onnxscribe"


def cache_file(folder: Path, key: list[Any]) -> Path:
    """The file of one onnx's table (several installations of onnx keep one file each)."""
    digest = hashlib.sha256(json.dumps(key).encode()).hexdigest()[:16]
    return folder / f"{FILE_PREFIX}{digest}.table"


def encode(table: Table, key: list[Any]) -> bytes:
    records = bytearray()
    ops = []
    for op in table.histories:
        history = [marshal.dumps(record, _MARSHAL_VERSION) for record in table.records(op)]
        ends = list(itertools.accumulate(len(data) for data in history))
        since = [_since(record) for record in table.records(op)]
        ops.append([*op, table.first[op], len(records), ends[-1], since, ends])
        records += b"".join(history)
    index = json.dumps(
        {"versions": {d: list(v) for d, v in table.versions.items()}, "ops": ops},
        separators=(",", ":"),
    ).encode()
    body = index + bytes(records)
    header = {"format": FORMAT, "key": key, "index": len(index), "crc32": zlib.crc32(body)}
    return json.dumps(header).encode() + b"\n" + body


_MARSHAL_VERSION = 4
"""The version of ``marshal``'s format the records are written in (Python 3.4's and later's)."""


def _since(record: Any) -> Any:
    """The version a record says it is in force from (what the index repeats of it)."""
    return record[2] if isinstance(record, list) and len(record) > 2 else None


def decode(data: bytes, key: list[Any]) -> Table:
    """The table in ``data``; ``TableError`` when it is not a table of ``key`` or not intact."""
    head, newline, body = data.partition(b"\n")
    if not newline:
        raise TableError("no header")
    try:
        header = json.loads(head)
    except ValueError as error:
        raise TableError(f"header: {error}") from None
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise TableError("another format")
    if header.get("key") != key:
        raise TableError("the table of another onnx")
    if header.get("crc32") != zlib.crc32(body):
        raise TableError("the body does not match its checksum")
    size = header.get("index")
    if not isinstance(size, int) or isinstance(size, bool) or not 0 < size <= len(body):
        raise TableError("no index")
    try:
        index = json.loads(body[:size])
    except ValueError as error:
        raise TableError(f"index: {error}") from None
    return _table(index, body[size:])


def _table(index: Any, records: bytes) -> Table:
    if not isinstance(index, dict):
        raise TableError("the index is not an object")
    versions, ops = index.get("versions"), index.get("ops")
    if not isinstance(versions, dict) or not isinstance(ops, list):
        raise TableError("no versions or no ops")
    ranges: dict[str, tuple[int, int]] = {}
    for domain, pair in versions.items():
        if not (isinstance(pair, list) and len(pair) == 2 and all(_is_int(v) for v in pair)):
            raise TableError(f"the versions of {reprlib.repr(domain)}")
        ranges[domain] = (pair[0], pair[1])
    histories: dict[tuple[str, str], bytes | list[Record]] = {}
    first: dict[tuple[str, str], int] = {}
    since: dict[tuple[str, str], list[int]] = {}
    bounds: dict[tuple[str, str], list[int]] = {}
    for entry in ops:
        if not (
            isinstance(entry, list)
            and len(entry) == 7
            and isinstance(entry[0], str)
            and isinstance(entry[1], str)
            and all(_is_int(number) for number in entry[2:5])
            and entry[3] >= 0
            and 0 < entry[4] <= len(records) - entry[3]
            and _in_order(entry[5], entry[2])
            and _ends(entry[6], len(entry[5]), entry[4])
        ):
            raise TableError("an operator entry")
        op = (entry[0], entry[1])
        histories[op] = records[entry[3] : entry[3] + entry[4]]
        first[op], since[op], bounds[op] = entry[2], entry[5], entry[6]
    return Table(ranges, histories, first, since, bounds)


def _in_order(since: Any, first: int) -> bool:
    """Versions of records, the first one ``first``, each later than the one before."""
    return (
        isinstance(since, list)
        and bool(since)
        and since[0] == first
        and all(_is_int(v) for v in since)
        and all(a < b for a, b in itertools.pairwise(since))
    )


def _ends(ends: Any, count: int, length: int) -> bool:
    """The ends of ``count`` records one after the other in a history of ``length`` bytes, each
    record at least one byte long."""
    return (
        isinstance(ends, list)
        and len(ends) == count
        and all(_is_int(end) for end in ends)
        and all(b > a for a, b in itertools.pairwise([0, *ends]))
        and ends[-1] == length
    )


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def load() -> Table:
    """The table of the installed onnx: from the cache when it holds it intact, else read from
    onnx.defs and written there (when the folder can be written: else kept in memory only)."""
    key = onnx_key()
    folder = cache_folder()
    path = cache_file(folder, key) if folder is not None else None
    if path is not None:
        try:
            table = decode(read_regular_file(path, MAX_BYTES), key)
        except FileNotFoundError:
            pass
        except (OSError, TableError) as error:
            logger.info("schema table %s not used (%s): reading onnx.defs", path, error)
        else:
            with contextlib.suppress(OSError):
                os.utime(path)  # used: the last to be removed (``remove_least_used``)
            return table
    return rebuild()


def rebuild() -> Table:
    """The table read from onnx.defs, written to the cache (in place of what is there)."""
    key = onnx_key()
    table = build()
    folder = cache_folder()
    if folder is not None:
        write(cache_file(folder, key), encode(table, key))
        remove_least_used(folder, KEPT_TABLES)
    return table


def remove_least_used(folder: Path, kept: int) -> None:
    """Remove the tables in ``folder`` beyond the ``kept`` most recently used (a table of an
    onnx since removed or upgraded is never read again); other files are left alone."""
    found: list[tuple[float, Path]] = []
    with contextlib.suppress(OSError):
        for path in folder.glob(f"{FILE_PREFIX}*.table"):
            with contextlib.suppress(OSError):
                status = path.lstat()
                if stat.S_ISREG(status.st_mode):
                    found.append((status.st_mtime, path))
    found.sort(key=lambda entry: entry[0], reverse=True)
    for _used, path in found[kept:]:
        with contextlib.suppress(OSError):
            path.unlink()


def write(path: Path, data: bytes) -> None:
    """Write the file whole or not at all (a reader never sees half a file)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        descriptor, temporary = tempfile.mkstemp(dir=path.parent, prefix=".schemas-")
    except OSError as error:
        logger.info("schema table not kept in %s: %s", path.parent, error)
        return
    try:
        with os.fdopen(descriptor, "wb") as stream:
            stream.write(data)
        os.replace(temporary, path)
    except OSError as error:
        logger.info("schema table not kept in %s: %s", path, error)
        with contextlib.suppress(OSError):
            os.unlink(temporary)
