"""The schema table (onnx.defs as records in the user's cache) gives exactly onnx's schemas,
whether it was just read from onnx.defs or read back from its file; a file that is stale,
corrupt or not a table is never used and is written anew, and a cache that cannot be written
changes nothing but the speed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import onnx
import onnx.defs
import onnx.helper
import pytest
from onnx.onnx_cpp2py_export import defs as cdefs
from onnxscribe.core import schema_table, schemas
from onnxscribe.core.schemas import OpSchema

OPTION_NAMES = {
    onnx.defs.OpSchema.FormalParameterOption.Single: "single",
    onnx.defs.OpSchema.FormalParameterOption.Optional: "optional",
    onnx.defs.OpSchema.FormalParameterOption.Variadic: "variadic",
}


def _default(attr: onnx.defs.OpSchema.Attribute) -> tuple[bool, Any]:
    proto = attr.default_value
    if not proto.name and proto.type == onnx.AttributeProto.UNDEFINED:
        return False, None
    value = onnx.helper.get_attribute_value(proto)
    if isinstance(value, bytes):
        return True, value.decode()
    if isinstance(value, list):
        return True, [v.decode() if isinstance(v, bytes) else v for v in value]
    return True, value


def _facts_of_onnx(raw: onnx.defs.OpSchema) -> Any:
    """Everything the project reads of a schema, straight from onnx.defs (types included)."""

    def formal(p: onnx.defs.OpSchema.FormalParameter) -> Any:
        option = OPTION_NAMES[p.option]
        return (p.name, p.type_str, option, p.is_homogeneous, p.min_arity, p.description)

    return (
        raw.name,
        raw.domain,
        raw.since_version,
        raw.doc or "",
        raw.deprecated,
        [formal(p) for p in raw.inputs],
        [formal(p) for p in raw.outputs],
        sorted(
            (t.type_param_str, list(t.allowed_type_strs), t.description)
            for t in raw.type_constraints
        ),
        [
            (a.name, str(a.type).rsplit(".", 1)[-1], a.required, *_default(a), a.description)
            for a in raw.attributes.values()
        ],
        (raw.min_input, raw.max_input, raw.min_output, raw.max_output),
        raw.has_type_and_shape_inference_function,
    )


def _facts_of_table(schema: OpSchema) -> Any:
    def formal(p: schemas.FormalParam) -> Any:
        return (p.name, p.type_str, p.option.value, p.homogeneous, p.min_arity, p.description)

    attributes = [schema.attributes[name] for name in schema.attribute_order]
    assert sorted(schema.attribute_order) == list(schema.attributes)
    return (
        schema.name,
        schema.domain,
        schema.since_version,
        schema.doc,
        schema.deprecated,
        [formal(p) for p in schema.inputs],
        [formal(p) for p in schema.outputs],
        sorted((t.name, list(t.allowed), t.description) for t in schema.type_constraints.values()),
        [
            (a.name, a.kind.value, a.required, a.has_default, a.default, a.description)
            for a in attributes
        ],
        (schema.min_input, schema.max_input, schema.min_output, schema.max_output),
        schema.has_inference,
    )


def _typed(value: Any) -> Any:
    """``value`` with each number's type beside it (1 == 1.0 == True for ``==`` alone)."""
    if isinstance(value, (list, tuple)):
        return [_typed(item) for item in value]
    return (type(value).__name__, value)


def _fresh(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Make ``schemas`` read its table again, with the cache in ``folder``."""
    monkeypatch.setenv(schema_table.CACHE_ENVIRONMENT, str(folder))
    monkeypatch.setattr(schemas, "_loaded", [])
    monkeypatch.setattr(schemas, "_histories", {})
    for cached in (schemas.lookup, schemas.ops_at, schemas.domain_versions):
        cached.cache_clear()


@pytest.fixture
def reload(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    yield lambda folder: _fresh(folder, monkeypatch)
    for cached in (schemas.lookup, schemas.ops_at, schemas.domain_versions):
        cached.cache_clear()


def _assert_every_schema_is_onnx_s() -> None:
    raw = onnx.defs.get_all_schemas_with_history()
    assert len(raw) > 600
    for schema in raw:
        found = schemas.history(schema.name, schema.domain)
        matching = [s for s in found if s.since_version == schema.since_version]
        assert len(matching) == 1, (schema.domain, schema.name, schema.since_version)
        assert _typed(_facts_of_table(matching[0])) == _typed(_facts_of_onnx(schema))
    expected_keys = {(s.domain, s.name) for s in raw}
    assert set(schemas._history()) == expected_keys
    versions = cdefs.schema_version_map()
    for domain, (first, last) in versions.items():
        assert schemas.domain_versions()[schemas.normalize_domain(domain)] == (first, last)


def _cache_files(folder: Path) -> list[Path]:
    return sorted(folder.glob(f"{schema_table.FILE_PREFIX}*"))


def test_the_table_just_built_and_the_table_read_back_are_onnx_s_schemas(
    tmp_path: Path, reload: Any
) -> None:
    reload(tmp_path)
    _assert_every_schema_is_onnx_s()  # built from onnx.defs, and written
    [written] = _cache_files(tmp_path)
    reload(tmp_path)
    _assert_every_schema_is_onnx_s()  # read back from the file
    assert _cache_files(tmp_path) == [written]


def test_a_process_with_the_table_never_reads_every_schema_of_onnx(tmp_path: Path) -> None:
    """The analysis process's warm-up and first analysis read the table, not onnx.defs."""
    code = """
import onnx.defs
from onnxscribe.core import schema_table
schema_table.load()  # the table is in the cache now
def refused():
    raise AssertionError("onnx.defs read again")
onnx.defs.get_all_schemas_with_history = refused
from onnxscribe.lsp import analysis_process, collect
analysis_process.warm_up()
source = '''
from onnxscribe import script, opset18 as op, FLOAT
@script()
def f(X: FLOAT["N", 3]) -> FLOAT["N", 3]:
    return op.Nope(op.Relu(X))
'''
data = collect.document_data(source, "/model.py")
print([d.code for d in data.diagnostics])
"""
    environment = {**os.environ, schema_table.CACHE_ENVIRONMENT: str(tmp_path)}
    completed = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=environment, check=True
    )
    assert completed.stdout.strip() == "['OXS301']"


def _good_file(folder: Path, reload: Any) -> Path:
    reload(folder)
    schemas.lookup("Add", 18)
    [path] = _cache_files(folder)
    return path


def _flip_one_byte(data: bytes) -> bytes:
    middle = len(data) // 2
    return data[:middle] + bytes([data[middle] ^ 0x20]) + data[middle + 1 :]


@pytest.mark.parametrize(
    "spoil",
    [
        pytest.param(lambda data: b"", id="empty"),
        pytest.param(lambda data: data[: len(data) // 3], id="truncated"),
        pytest.param(_flip_one_byte, id="one-byte-changed"),
        pytest.param(lambda data: b"\xff\xfe\x00garbage\x00" * 1000, id="not-text"),
        pytest.param(lambda data: b"{}\n{}", id="json-but-no-table"),
        pytest.param(
            lambda data: data.replace(b'"format": %d' % schema_table.FORMAT, b'"format": 1', 1),
            id="old-format",
        ),
    ],
)
def test_a_spoiled_file_is_not_used_and_is_written_anew(
    tmp_path: Path, reload: Any, spoil: Any
) -> None:
    path = _good_file(tmp_path, reload)
    good = path.read_bytes()
    path.write_bytes(spoil(good))
    reload(tmp_path)
    add = schemas.lookup("Add", 18)
    assert add is not None and [p.name for p in add.inputs] == ["A", "B"]
    assert path.read_bytes() == good


def test_the_table_of_another_onnx_is_not_used(tmp_path: Path, reload: Any) -> None:
    """A file keyed by another onnx (as after an upgrade) under the name of this one's."""
    path = _good_file(tmp_path, reload)
    good = path.read_bytes()
    header, body = good.split(b"\n", 1)
    stale = json.loads(header)
    stale["key"][1] = "0.0.1"
    path.write_bytes(json.dumps(stale).encode() + b"\n" + body)
    reload(tmp_path)
    assert schemas.lookup("Relu", 14) is not None
    assert path.read_bytes() == good


def test_each_onnx_has_its_own_file() -> None:
    key = schema_table.onnx_key()
    other = [key[0], "1.0.0", *key[2:]]
    folder = Path("/cache")
    assert schema_table.cache_file(folder, key) != schema_table.cache_file(folder, other)


def _forged(table: schema_table.Table, op: str, change: Any) -> schema_table.Table:
    """The table with the records of ``op`` changed (written with a right digest)."""
    records = json.loads(json.dumps(table.records(("", op))))
    change(records)
    histories = dict(table.histories)
    histories[("", op)] = records
    return schema_table.Table(table.versions, histories, table.first, table.since, table.bounds)


@pytest.mark.parametrize(
    "change",
    [
        pytest.param(lambda records: records[-1].__setitem__(2, "18"), id="version-a-string"),
        pytest.param(lambda records: records[-1].__setitem__(0, "Sub"), id="another-op"),
        pytest.param(lambda records: records[-1].__setitem__(5, [["A"]]), id="short-input"),
        pytest.param(lambda records: records[-1][8].append(["x", "NO", 1, 1, 1, ""]), id="kind"),
        pytest.param(lambda records: records.append(None), id="not-a-record"),
        pytest.param(lambda records: records.__setitem__(-1, tuple(records[-1])), id="a-tuple"),
        pytest.param(
            lambda records: records[-1].__setitem__(3, compile("1", "", "eval")), id="code"
        ),
        pytest.param(lambda records: records[-1][7][0].__setitem__(1, {"tensor(float)"}), id="set"),
        pytest.param(lambda records: records[-1].__setitem__(0, b"Add"), id="name-bytes"),
    ],
)
def test_an_intact_file_with_records_that_are_not_records_gives_onnx_s_schemas(
    tmp_path: Path, reload: Any, change: Any
) -> None:
    path = _good_file(tmp_path, reload)
    good = path.read_bytes()
    key = schema_table.onnx_key()
    forged = _forged(schema_table.decode(good, key), "Add", change)
    path.write_bytes(schema_table.encode(forged, key))
    reload(tmp_path)
    expected = onnx.defs.get_schema("Add", 18, "")
    found = schemas.lookup("Add", 18)
    assert found is not None
    assert _typed(_facts_of_table(found)) == _typed(_facts_of_onnx(expected))
    assert path.read_bytes() == good


@pytest.mark.parametrize("where", ["a-file", "a-folder-at-the-file"])
def test_a_cache_that_cannot_be_written_gives_the_same_schemas(
    tmp_path: Path, reload: Any, where: str
) -> None:
    if where == "a-file":
        folder = tmp_path / "cache"
        folder.write_text("not a folder")
    else:
        folder = tmp_path
        schema_table.cache_file(folder, schema_table.onnx_key()).mkdir()
    reload(folder)
    add = schemas.lookup("Add", 18)
    assert add is not None and add.since_version == 14
    assert schemas.latest_version() == onnx.defs.onnx_opset_version()
    assert not list(tmp_path.glob(".schemas-*"))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_in_place_of_the_file_is_never_waited_on(tmp_path: Path, reload: Any) -> None:
    os.mkfifo(schema_table.cache_file(tmp_path, schema_table.onnx_key()))
    reload(tmp_path)
    assert schemas.lookup("Add", 18) is not None
    [path] = _cache_files(tmp_path)
    assert path.is_file()  # a table now, in its place


def test_a_file_too_large_to_be_a_table_is_not_read(
    tmp_path: Path, reload: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _good_file(tmp_path, reload)
    good = path.read_bytes()
    monkeypatch.setattr(schema_table, "MAX_BYTES", len(good) - 1)
    built = []
    monkeypatch.setattr(
        schema_table, "build", lambda build=schema_table.build: built.append(1) or build()
    )
    reload(tmp_path)
    assert schemas.lookup("Add", 18) is not None
    assert built == [1]  # read from onnx.defs


def test_without_a_home_folder_there_is_no_cache_and_the_same_schemas(
    tmp_path: Path, reload: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_home() -> Path:
        raise RuntimeError("Could not determine home directory.")

    reload(tmp_path)
    monkeypatch.delenv(schema_table.CACHE_ENVIRONMENT)
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setattr(Path, "home", staticmethod(no_home))
    assert schema_table.cache_folder() is None
    add = schemas.lookup("Add", 18)
    assert add is not None and add.since_version == 14
    assert not _cache_files(tmp_path)


def test_the_cache_folder_follows_the_platform_s_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(schema_table.CACHE_ENVIRONMENT, "/chosen")
    assert schema_table.cache_folder() == Path("/chosen")
    monkeypatch.delenv(schema_table.CACHE_ENVIRONMENT)
    if sys.platform.startswith("linux"):
        monkeypatch.setenv("XDG_CACHE_HOME", "/xdg")
        assert schema_table.cache_folder() == Path("/xdg/onnxscribe")
        monkeypatch.delenv("XDG_CACHE_HOME")
        assert schema_table.cache_folder() == Path.home() / ".cache" / "onnxscribe"


def _with_index(data: bytes, change: Any) -> bytes:
    """The file ``data`` with its index changed, its checksum made right again."""
    head, body = data.split(b"\n", 1)
    header = json.loads(head)
    index = json.loads(body[: header["index"]])
    change(index)
    encoded = json.dumps(index).encode()
    body = encoded + body[header["index"] :]
    header.update(index=len(encoded), crc32=zlib.crc32(body))
    return json.dumps(header).encode() + b"\n" + body


@pytest.mark.parametrize(
    "change",
    [
        pytest.param(lambda index: index["ops"][0].__setitem__(4, 10**12), id="past-the-end"),
        pytest.param(lambda index: index["ops"][0].__setitem__(3, -5), id="negative-offset"),
        pytest.param(lambda index: index["ops"][0].__setitem__(3, "0"), id="offset-a-string"),
        pytest.param(lambda index: index["versions"].__setitem__("", [1]), id="versions"),
        pytest.param(lambda index: index.__setitem__("ops", {}), id="ops-not-a-list"),
        pytest.param(lambda index: index["ops"][0].__setitem__(5, []), id="no-record-versions"),
        pytest.param(lambda index: index["ops"][0][6].__setitem__(-1, 1), id="record-ends"),
    ],
)
def test_an_intact_file_with_an_index_that_is_not_one_is_not_used(
    tmp_path: Path, reload: Any, change: Any
) -> None:
    path = _good_file(tmp_path, reload)
    good = path.read_bytes()
    path.write_bytes(_with_index(good, change))
    reload(tmp_path)
    assert schemas.lookup("Add", 18) is not None
    assert schemas.latest_version() == onnx.defs.onnx_opset_version()
    assert path.read_bytes() == good


def test_records_pointing_at_another_operator_s_history_give_onnx_s_schemas(
    tmp_path: Path, reload: Any
) -> None:
    """An index whose entries are well-formed but swapped: each record names its operator."""
    path = _good_file(tmp_path, reload)
    good = path.read_bytes()

    def swap(index: Any) -> None:
        add = next(e for e in index["ops"] if e[:2] == ["", "Add"])
        sub = next(e for e in index["ops"] if e[:2] == ["", "Sub"])
        add[3:], sub[3:] = sub[3:], add[3:]

    path.write_bytes(_with_index(good, swap))
    reload(tmp_path)
    expected = onnx.defs.get_schema("Add", 18, "")
    found = schemas.lookup("Add", 18)
    assert found is not None
    assert _typed(_facts_of_table(found)) == _typed(_facts_of_onnx(expected))


def test_writing_a_table_removes_the_least_used_beyond_those_kept(
    tmp_path: Path, reload: Any
) -> None:
    """One table per onnx installation: old ones go, the ones in use stay, other files too."""
    kept = schema_table.KEPT_TABLES
    old = [tmp_path / f"{schema_table.FILE_PREFIX}{index:016x}.table" for index in range(kept + 2)]
    for age, path in enumerate(old):
        path.write_bytes(b"a table of another onnx")
        os.utime(path, (1_000_000 + age, 1_000_000 + age))
    mine = tmp_path / "notes.txt"
    mine.write_text("not a table")
    folder_named_like_one = tmp_path / f"{schema_table.FILE_PREFIX}folder.table"
    folder_named_like_one.mkdir()
    reload(tmp_path)
    assert schemas.lookup("Add", 18) is not None
    written = schema_table.cache_file(tmp_path, schema_table.onnx_key())
    remaining = set(_cache_files(tmp_path))
    assert written in remaining
    assert remaining == {written, folder_named_like_one, *old[-(kept - 1) :]}
    assert mine.read_text() == "not a table"


def test_reading_a_table_marks_it_used(tmp_path: Path, reload: Any) -> None:
    path = _good_file(tmp_path, reload)
    os.utime(path, (1_000_000, 1_000_000))
    inode = path.stat().st_ino
    reload(tmp_path)
    assert schemas.lookup("Relu", 14) is not None
    assert path.stat().st_mtime > 1_000_000
    assert path.stat().st_ino == inode  # the file was read, not written anew


def test_a_lookup_reads_only_the_record_in_force_and_history_gives_the_same_schema(
    tmp_path: Path, reload: Any
) -> None:
    _good_file(tmp_path, reload)
    reload(tmp_path)  # read back from the file
    add = schemas.lookup("Add", 18)
    assert add is not None and add.since_version == 14
    assert list(schemas._histories[("", "Add")]) == [14]
    history = schemas.history("Add")
    assert [s.since_version for s in history] == [1, 6, 7, 13, 14]
    assert history[-1] is add
    assert schemas.lookup("Add", 13) is history[3]


def test_a_record_that_says_another_version_than_the_index_gives_onnx_s_schemas(
    tmp_path: Path, reload: Any
) -> None:
    """The index and the record agree on the version it is in force from, or neither is used."""
    path = _good_file(tmp_path, reload)
    good = path.read_bytes()
    key = schema_table.onnx_key()
    table = schema_table.decode(good, key)
    forged = _forged(table, "Add", lambda records: records[-1].__setitem__(2, 15))

    def index_says_14(index: Any) -> None:
        add = next(e for e in index["ops"] if e[:2] == ["", "Add"])
        add[5][-1] = 14  # the record says 15

    path.write_bytes(_with_index(schema_table.encode(forged, key), index_says_14))
    reload(tmp_path)
    found = schemas.lookup("Add", 18)
    assert found is not None
    assert _typed(_facts_of_table(found)) == _typed(_facts_of_onnx(onnx.defs.get_schema("Add", 18)))
    assert path.read_bytes() == good


@pytest.mark.parametrize(
    "data",
    [
        pytest.param(b"", id="empty"),
        pytest.param(b"\xff", id="unknown-type-code"),
        pytest.param(b"[\x01\x00\x00\x00" * 3000 + b"N", id="nested-too-deep"),
        pytest.param(b"[\xff\xff\xff\x7f", id="a-list-longer-than-its-data"),
        pytest.param(b"r\x00\x00\x00\x00", id="a-reference-to-nothing"),
        pytest.param(b"N", id="not-a-list"),
    ],
)
def test_a_record_whose_bytes_do_not_decode_to_a_list_raises_table_error(data: bytes) -> None:
    """What a damaged or forged file may hold where a record is (its checksum made right)."""
    key = ("", "Add")
    table = schema_table.Table({}, {key: data}, {key: 1}, {key: [1]}, {key: [len(data)]})
    with pytest.raises(schema_table.TableError):
        table.record(key, 0)
