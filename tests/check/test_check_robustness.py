"""The checker never crashes on half-typed code: random mutations of the corpus check cleanly.

A crash inside the checker surfaces as an internal-error diagnostic (OXS900); none may appear.
"""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from onnxscribe import analyze

CORPUS = Path(__file__).parent / "corpus"
SOURCES = [p.read_text() for p in sorted(CORPUS.glob("*/*.py"))]


@st.composite
def mutated(draw: st.DrawFn) -> str:
    lines = draw(st.sampled_from(SOURCES)).splitlines()
    for _ in range(draw(st.integers(1, 3))):
        if not lines:
            break
        kind = draw(
            st.sampled_from(["delete", "swap", "truncate", "token", "duplicate", "retype", "digit"])
        )
        at = draw(st.integers(0, len(lines) - 1))
        if kind == "delete":
            del lines[at]
        elif kind == "swap":
            other = draw(st.integers(0, len(lines) - 1))
            lines[at], lines[other] = lines[other], lines[at]
        elif kind == "truncate":
            lines[at] = lines[at][: draw(st.integers(0, len(lines[at])))]
        elif kind == "duplicate":
            lines.insert(at, lines[at])
        elif kind == "retype":
            old, new = draw(st.permutations(["FLOAT", "INT64", "BOOL", "DOUBLE"]))[:2]
            lines[at] = lines[at].replace(old, new, 1)
        elif kind == "digit":
            digits = [i for i, c in enumerate(lines[at]) if c.isdigit()]
            if digits:
                i = draw(st.sampled_from(digits))
                lines[at] = lines[at][:i] + str(draw(st.integers(0, 9))) + lines[at][i + 1 :]
        else:
            words = lines[at].split(" ")
            if words:
                del words[draw(st.integers(0, len(words) - 1))]
            lines[at] = " ".join(words)
    return "\n".join(lines) + "\n"


@settings(
    max_examples=800,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(mutated())
def test_mutated_programs_never_crash_the_checker(source: str) -> None:
    analysis = analyze(source, "mutated.py")
    crashes = [d for d in analysis.diagnostics if d.code == "OXS900"]
    assert not crashes, crashes[0].message
    for function in analysis.functions:
        if function.function is None:
            continue
        for symbol in function.function.symbols:
            assert symbol.value.type is None or str(symbol.value.type)
