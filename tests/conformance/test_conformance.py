"""Every single-node ONNX backend test case, called as ``getattr(opsetN, op_type)(*inputs, **attrs)``.

At least 99% must pass. The cases that do not are listed, with their reason, in
``expected_failures.txt``; a listed case that passes fails here, so the list only shrinks.
A case whose op no installed runtime implements (onnx may ship an op before onnxruntime and the
reference evaluator do) is skipped with the runtimes' own words: that is found when it runs, so
a newer onnxruntime that gains the kernel runs the case again without any list changing.
"""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import pytest
from backend_cases import NodeCase, single_node_cases
from onnxscribe.core import schemas
from onnxscribe.core.opcall import output_count
from onnxscribe.core.opsets import Opset, opset_by_name, standard_opset
from onnxscribe.eager.errors import EagerError
from onnxscribe.eager.input_typing import NUM_OUTPUTS_KEYWORD

EXPECTED_FAILURES = Path(__file__).with_name("expected_failures.txt")


def expected_failures() -> dict[str, str]:
    """Case name -> why it fails, from ``expected_failures.txt`` (``name: reason`` lines)."""
    entries: dict[str, str] = {}
    for line in EXPECTED_FAILURES.read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        name, _, reason = line.partition(":")
        entries[name.strip()] = reason.strip()
    return entries


def opset_of(case: NodeCase) -> Opset:
    domain = schemas.normalize_domain(case.node.domain)
    if domain == "":
        found = opset_by_name(f"opset{case.opset_version}")
        assert found is not None
        return found
    if domain == "ai.onnx.ml":
        found = opset_by_name(f"ml_opset{case.opset_version}")
        if found is not None:
            return found
    return standard_opset(domain, case.opset_version)


def attributes_of(node: onnx.NodeProto) -> dict[str, Any]:
    return {a.name: onnx.helper.get_attribute_value(a) for a in node.attribute}


MAGNITUDE_SCALED_OPS = frozenset({"DFT", "STFT"})
"""Ops summing many float32 terms: near-zero outputs carry rounding error proportional to the
largest output, so their absolute tolerance scales with it (1e-6 of the largest magnitude)."""


def tolerances(case: NodeCase, expected: Any) -> tuple[float, float]:
    """The case's rtol and atol, widened where float arithmetic makes them unreachable.

    float16 results get two float16 ULPs of relative tolerance (as onnx's runner does for
    bfloat16); the FFT-like ops get an absolute tolerance scaled by the output's magnitude.
    """
    rtol, atol = case.rtol, case.atol
    array = expected if isinstance(expected, np.ndarray) else None
    if array is not None and array.dtype == np.float16:
        rtol = max(rtol, 2**-9)
    if array is not None and case.node.op_type in MAGNITUDE_SCALED_OPS and array.size:
        atol = max(atol, 1e-6 * float(np.max(np.abs(array))))
    return rtol, atol


def run_case(case: NodeCase) -> None:
    """Call the op eagerly on every data set of the case and compare with the expected outputs."""
    op = getattr(opset_of(case), case.node.op_type)
    attributes = attributes_of(case.node)
    for inputs, expected in case.data_sets:
        feeds = dict(zip(case.input_names, inputs, strict=True))
        args = [feeds.get(name) if name else None for name in case.node.input]
        kwargs = dict(attributes)
        if output_count(op.schema, attributes, args) != len(case.node.output):
            kwargs[NUM_OUTPUTS_KEYWORD] = len(case.node.output)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                result = op(*args, **kwargs)
            except EagerError as error:
                if error.unsupported:
                    pytest.skip(f"no installed runtime implements it: {error.reason}")
                raise
        results = list(result) if isinstance(result, tuple) else [result]
        by_name = dict(zip(case.node.output, results, strict=False))
        for name, want in zip(case.output_names, expected, strict=True):
            assert name in by_name, f"output {name!r} was not produced ({len(results)} outputs)"
            rtol, atol = tolerances(case, want)
            assert_similar(by_name[name], want, rtol, atol, name)


def assert_similar(actual: Any, expected: Any, rtol: float, atol: float, where: str) -> None:
    if expected is None:
        assert actual is None, f"{where}: expected no value, got {actual!r}"
        return
    if isinstance(expected, list):
        assert isinstance(actual, list), f"{where}: expected a sequence, got {type(actual)}"
        assert len(actual) == len(expected), f"{where}: sequence length differs"
        for index, (a, e) in enumerate(zip(actual, expected, strict=True)):
            assert_similar(a, e, rtol, atol, f"{where}[{index}]")
        return
    assert actual is not None, f"{where}: expected a value, got None"
    if isinstance(expected, onnx.TensorProto):
        expected = onnx.numpy_helper.to_array(expected)
    got = np.asarray(actual)
    want = np.asarray(expected)
    assert got.shape == want.shape, f"{where}: shape {got.shape} != expected {want.shape}"
    if want.dtype == object:
        np.testing.assert_array_equal(got, want, err_msg=where)
        return
    assert got.dtype == want.dtype, f"{where}: dtype {got.dtype} != expected {want.dtype}"
    if want.dtype.kind in "fc" or want.dtype.name.startswith(("bfloat", "float")):
        if want.dtype.kind not in "fc":
            got, want = got.astype(np.float32), want.astype(np.float32)
            rtol = max(rtol, 2**-6)
        np.testing.assert_allclose(got, want, rtol=rtol, atol=atol, err_msg=where)
    else:
        np.testing.assert_array_equal(got, want, err_msg=where)


CASES = single_node_cases()
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
def test_node_case(case: NodeCase) -> None:
    run_case(case)


def test_suite_covers_the_backend_cases() -> None:
    assert len(CASES) > 1000


def test_expected_failures_name_real_cases() -> None:
    names = {case.name for case in CASES}
    unknown = sorted(set(EXPECTED) - names)
    assert not unknown, f"expected_failures.txt lists unknown cases: {unknown}"
    assert all(EXPECTED.values()), "every expected failure needs a reason"


def test_at_least_99_percent_pass() -> None:
    passing = len(CASES) - len(EXPECTED)
    assert passing / len(CASES) >= 0.99, f"{passing} of {len(CASES)} cases pass"


ONNXRUNTIME_DIFFERENCES = sorted(n for n, why in EXPECTED.items() if why.startswith("onnxruntime"))


@pytest.mark.parametrize("name", ONNXRUNTIME_DIFFERENCES)
def test_cases_blamed_on_onnxruntime_pass_with_the_reference_evaluator(name: str) -> None:
    """An expected failure blamed on onnxruntime must be right under the onnx reference."""
    from onnxscribe.eager.evaluators import evaluator

    (case,) = [c for c in CASES if c.name == name]
    with evaluator("reference"):
        run_case(case)
