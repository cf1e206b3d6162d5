"""A for loop over an empty or negative range runs no iteration, eagerly and in every runtime."""

from __future__ import annotations

import numpy as np


def test_an_empty_or_negative_range_runs_no_iteration_in_every_runtime() -> None:
    from corpus import constructs
    from model_runs import assert_same, input_types_for, run_model
    from onnx.reference import ReferenceEvaluator

    data = np.arange(3, dtype=np.float32)
    for function, args in (
        (constructs.for_range, (data, np.int64(-3))),
        (constructs.for_range, (data, np.int64(0))),
        (constructs.for_range_start, (data, np.int64(11), np.int64(2))),
    ):
        eager = function(*args)
        np.testing.assert_array_equal(eager, data)
        model = function.to_model_proto(input_types=input_types_for(args))
        assert_same(eager, run_model(model, args))
        names = [i.name for i in model.graph.input]
        (reference,) = ReferenceEvaluator(model).run(None, dict(zip(names, args, strict=True)))
        np.testing.assert_array_equal(reference, data)
