"""Reading a regular file whole: every byte, whatever its size; other kinds of file and files over
the limit are refused before anything is read."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from onnxscribe.core.regular_files import (
    FileTooLarge,
    NotRegularFile,
    open_regular,
    read_regular_file,
)


@pytest.mark.parametrize("size", [0, 1, 4096, 65536, 65537, 3 * 65536 + 5])
def test_a_regular_file_is_read_whole(tmp_path: Path, size: int) -> None:
    data = bytes(index % 251 for index in range(size))
    path = tmp_path / "data.bin"
    path.write_bytes(data)
    assert read_regular_file(path) == data
    assert read_regular_file(str(path), max_bytes=size) == data
    with open_regular(path) as handle:
        assert handle.read() == data


def test_a_file_over_the_limit_is_refused_with_its_size(tmp_path: Path) -> None:
    path = tmp_path / "big.bin"
    path.write_bytes(b"x" * 11)
    with pytest.raises(FileTooLarge) as raised:
        read_regular_file(path, max_bytes=10)
    assert raised.value.size == 11
    assert "11 bytes, over the limit of 10" in str(raised.value)


def test_a_folder_is_refused_for_what_it_is(tmp_path: Path) -> None:
    with pytest.raises(NotRegularFile, match="it is a folder"):
        read_regular_file(tmp_path)


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs are POSIX")
def test_a_fifo_without_a_writer_is_refused_at_once(tmp_path: Path) -> None:
    path = tmp_path / "pipe"
    os.mkfifo(path)
    with pytest.raises(NotRegularFile, match="FIFO"):
        read_regular_file(path)
    with pytest.raises(NotRegularFile, match="FIFO"):
        open_regular(path)


def test_a_missing_file_is_the_usual_error(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        read_regular_file(tmp_path / "missing.txt")
