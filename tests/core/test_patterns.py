"""A ``LazyPattern`` compiles on its first use and answers as the compiled pattern does."""

from __future__ import annotations

import re

from onnxscribe.core.patterns import LazyPattern

TEXT = "opset18 and ml_opset3, not opsetX; opset9"
PATTERN = r"\b(ml_)?opset(\d+)\b"


def test_nothing_is_compiled_before_the_first_use() -> None:
    lazy = LazyPattern(r"(unbalanced")  # compiling it would raise
    assert lazy._compiled is None


def test_each_method_answers_as_the_compiled_pattern() -> None:
    lazy, compiled = LazyPattern(PATTERN), re.compile(PATTERN)
    found, expected = lazy.search(TEXT, 5), compiled.search(TEXT, 5)
    assert found is not None and expected is not None and found.span() == expected.span()
    assert lazy.match(TEXT) is not None and compiled.match(TEXT) is not None
    assert lazy.match(TEXT, 1) is None and compiled.match(TEXT, 1) is None
    assert bool(lazy.fullmatch("opset18")) and not lazy.fullmatch("opset18 ")
    assert [m.span() for m in lazy.finditer(TEXT)] == [m.span() for m in compiled.finditer(TEXT)]
    assert lazy.sub("X", TEXT) == compiled.sub("X", TEXT)
    assert lazy.sub(lambda m: m.group(2), TEXT, 1) == compiled.sub(lambda m: m.group(2), TEXT, 1)
    assert lazy.compiled is lazy.compiled


def test_flags_and_bytes_are_kept() -> None:
    lazy = LazyPattern(rb"^CODING", re.IGNORECASE | re.MULTILINE)
    assert lazy.search(b"x\ncoding") is not None
