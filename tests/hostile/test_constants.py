"""Constants a file may define at any cost: each is bounded before it is evaluated.

Each case runs ``analyze`` in its own interpreter (a hang fails the test after ``HANG`` seconds
instead of stopping the suite) and through ``onnxscribe check``. A constant beyond a bound is an
unknown value: no diagnostic while it is unused, the usual OXS204 warning where it is used.
"""

from __future__ import annotations

import pytest
from hostile_support import CASES, analyze_in_process, check_json, codes

UNUSED = [
    "factorial_unused.py",  # math.factorial(10**8): hung before
    "nested_array.py",  # np.array([[0] * 1000000] * 300): 30 s and 2.4 GB before
    "percent_format.py",  # "%01000000000d" % 1: 1 GB before
    "broadcast.py",  # arrays broadcasting to 10**9 elements
    "dialect_main_import.py",  # from onnxscript.__main__ import ...: ran the CLI and exited
]
USED = {
    "factorial_used.py": "math.factorial(10 ** 8) is not evaluated: an integer over 4096 bits",
    "factorial_default.py": "is not evaluated: an integer over 4096 bits",
    "folded_in_function.py": "10 ** 10 ** 8 is not evaluated: an integer over 4096 bits",
}


@pytest.mark.parametrize("name", UNUSED)
def test_an_unused_costly_constant_costs_nothing_and_says_nothing(name: str) -> None:
    assert analyze_in_process(CASES / name) == []
    status, report = check_json(str(CASES / name))
    assert (status, report["diagnostics"], report["files"]) == (0, [], 1)


@pytest.mark.parametrize("name", sorted(USED))
def test_a_used_costly_constant_is_an_unknown_value_with_a_warning(name: str) -> None:
    found = analyze_in_process(CASES / name)
    assert codes(found) == ["OXS204"]
    assert found[0]["severity"] == "warning"
    assert USED[name] in found[0]["message"]
    status, report = check_json(str(CASES / name))
    assert status == 0
    assert [d["code"] for d in report["diagnostics"]] == ["OXS204"]
