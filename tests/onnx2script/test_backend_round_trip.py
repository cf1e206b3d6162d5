"""ONNX -> script -> ONNX for every model of onnx's backend node tests.

The script written by ``from_onnx`` is imported (so ``@script()`` converts it as any user's file),
its model must pass onnx's checker with ``full_check`` and compute the original model's outputs on
the case's inputs: in onnxruntime, or in onnx's reference evaluator where onnxruntime cannot run
the original. Node counts per op type must not change (operators are used only where they give the
same node back). Cases that do not round-trip are listed with their reason in
``expected_failures.txt``; a listed case that passes fails here.
"""

from __future__ import annotations

import functools
import warnings
from pathlib import Path
from typing import Any

import pytest
from onnxscribe.onnx2script.roundtrip import SKIPPED, round_trip

EXPECTED_FAILURES = Path(__file__).with_name("expected_failures.txt")


def expected_failures() -> dict[str, str]:
    entries: dict[str, str] = {}
    for line in EXPECTED_FAILURES.read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            name, _, reason = line.partition(":")
            entries[name.strip()] = reason.strip()
    return entries


@functools.cache
def backend_models() -> tuple[Any, ...]:
    """Every backend node test case (single-node and expanded-function models alike)."""
    from onnx.backend.test.case.node import collect_testcases

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return tuple(sorted(collect_testcases(""), key=lambda c: c.name))


CASES = backend_models()
EXPECTED = expected_failures()


def _params() -> list[object]:
    params = []
    for case in CASES:
        marks = []
        if case.name in EXPECTED:
            reason = EXPECTED[case.name]
            # random outputs can match by chance: such a case passing is not news
            marks.append(pytest.mark.xfail(strict=not reason.startswith("random"), reason=reason))
        params.append(pytest.param(case, id=case.name, marks=marks))
    return params


@pytest.mark.parametrize("case", _params())
def test_round_trip(case: Any, tmp_path: Path) -> None:
    feeds = None
    if case.data_sets:
        inputs = case.data_sets[0][0]
        feeds = {v.name: x for v, x in zip(case.model.graph.input, inputs, strict=False)}
    outcome = round_trip(
        case.model, tmp_path, feeds=feeds, rtol=max(case.rtol, 1e-4), atol=max(case.atol, 1e-5)
    )
    if outcome.status == SKIPPED:
        pytest.skip(f"no runtime runs the original: {outcome.reason}")
    assert outcome.ok, f"{outcome.status}: {outcome.reason}"
    assert not outcome.node_changes, f"node counts changed: {outcome.node_changes}"


def test_the_suite_covers_the_backend_models() -> None:
    assert len(CASES) > 1500


def test_expected_failures_name_real_cases() -> None:
    from test_bundled_models_round_trip import MODELS

    names = {case.name for case in CASES} | {name for name, _ in MODELS}
    unknown = sorted(set(EXPECTED) - names)
    assert not unknown, f"expected_failures.txt lists unknown cases: {unknown}"
    assert all(EXPECTED.values()), "every expected failure needs a reason"


def test_at_least_99_percent_round_trip() -> None:
    passing = len(CASES) - len(EXPECTED)
    assert passing / len(CASES) >= 0.99, f"{passing} of {len(CASES)} cases round-trip"
