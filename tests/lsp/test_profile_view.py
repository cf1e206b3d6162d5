"""Reading a profile file and showing it per line: labels, hover text, stale documents."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from onnxscribe.lsp import profile_view
from onnxscribe.lsp.profile_view import ProfileError, parse_profile

SOURCE = ["def f(x):", "    y = op.MatMul(x, w)", "    return y + 1.0"]


def report(folder: Path) -> dict[str, object]:
    return {
        "runs": 5,
        "lines": [
            {
                "path": "m.py",
                "line": 3,
                "source": "return y + 1.0",
                "median_ms": 0.04,
                "share": 0.02,
                "ops": {"Add": 1},
                "providers": ["CPUExecutionProvider"],
            },
            {
                "path": "m.py",
                "file": str(folder / "m.py"),
                "line": 2,
                "source": "y = op.MatMul(x, w)",
                "median_ms": 1.84,
                "share": 0.41,
                "ops": {"MatMul": 1},
                "providers": ["CPUExecutionProvider"],
                "kernels": [
                    {
                        "node": "#0 MatMul",
                        "op": "MatMul",
                        "provider": "CPUExecutionProvider",
                        "median_ms": 1.84,
                    }
                ],
            },
            {"path": None, "line": None, "source": None, "median_ms": 0.5, "share": 0.1},
        ],
    }


def test_lines_are_read_costliest_first_with_their_files(tmp_path: Path) -> None:
    origin = tmp_path / "out" / "profile.json"
    (tmp_path / "out" / "m.py").parent.mkdir()
    profile = parse_profile(json.dumps(report(tmp_path)), str(origin))
    assert profile.runs == 5 and profile.unplaced_ms == 0.5
    matmul, add = profile.lines
    assert (matmul.file, matmul.line) == (profile_view.file_key(str(tmp_path / "m.py")), 2)
    # without `file`, the path is taken from the profile's own folder
    assert add.file == profile_view.file_key(str(tmp_path / "out" / "m.py"))
    assert profile_view.lens_title(matmul) == "1.8 ms, 41%"
    assert profile_view.lens_title(add) == "40 µs, 2%"


def test_hover_lists_the_nodes_with_op_provider_and_time(tmp_path: Path) -> None:
    matmul, add = parse_profile(json.dumps(report(tmp_path)), str(tmp_path / "p.json")).lines
    text = profile_view.hover_markdown(matmul)
    assert text.splitlines()[0] == (
        "**Profile:** 1.8 ms, 41% of the kernel time (median of 5 runs)"
    )
    assert "| `#0 MatMul` | MatMul | CPU | 1.8 ms |" in text
    # a profile without per-node times still names the ops and providers
    assert "ops: Add on CPU" in profile_view.hover_markdown(add)


def test_a_document_whose_lines_moved_shows_no_profile(tmp_path: Path) -> None:
    lines = parse_profile(json.dumps(report(tmp_path)), str(tmp_path / "p.json")).lines
    assert profile_view.current_lines(lines, SOURCE) == lines
    assert profile_view.current_lines(lines, ["    # edited", *SOURCE[:-1]]) is None
    assert profile_view.current_lines(lines, SOURCE[:2]) is None
    edited = [SOURCE[0], "    y = op.MatMul(w, x)", SOURCE[2]]
    assert profile_view.current_lines(lines, edited) is None
    # indentation alone is not a change of the line
    assert profile_view.current_lines(lines, [s.replace("    ", "\t") for s in SOURCE]) == lines


def test_a_new_profile_of_a_file_replaces_its_lines(tmp_path: Path) -> None:
    first = parse_profile(json.dumps(report(tmp_path)), str(tmp_path / "p.json"))
    loaded = profile_view.by_file({}, first)
    again = report(tmp_path)
    again["lines"] = again["lines"][1:2]  # type: ignore[index]
    second = parse_profile(json.dumps(again), str(tmp_path / "q.json"))
    merged = profile_view.by_file(loaded, second)
    assert merged[profile_view.file_key(str(tmp_path / "m.py"))] == second.lines
    assert len(merged) == 1


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{", "is not JSON"),
        ("[]", "is not a profile"),
        ('{"lines": [1]}', "entry 0 of `lines` is not an object"),
        ('{"lines": [{"path": "m.py", "line": 2, "share": 0.5}]}', "no number `median_ms`"),
    ],
)
def test_a_file_that_is_not_a_profile_is_refused_with_the_reason(text: str, message: str) -> None:
    with pytest.raises(ProfileError, match=message):
        parse_profile(text, "p.json")


@pytest.mark.parametrize(
    ("ms", "shown"), [(0.0123, "12 µs"), (0.51, "0.51 ms"), (13.72, "13.7 ms"), (250.4, "250 ms")]
)
def test_durations(ms: float, shown: str) -> None:
    assert profile_view.duration(ms) == shown
