from __future__ import annotations

import pytest
from onnxscribe.core import opdocs, schemas
from onnxscribe.core.schemas import AttributeSpec, AttrKind


def schema(name: str, version: int = 18, domain: str = "") -> schemas.OpSchema:
    found = schemas.lookup(name, version, domain)
    assert found is not None
    return found


def test_header_links_to_the_versioned_operator_page() -> None:
    text = opdocs.op_markdown(schema("Reshape"))
    first_line = text.splitlines()[0]
    assert first_line == (
        "[Reshape - 14](https://onnx.ai/onnx/operators/onnx__Reshape.html#reshape-14)"
        " · ai.onnx · since opset 14"
    )


def test_header_of_another_domain() -> None:
    first_line = opdocs.op_markdown(schema("LabelEncoder", 4, "ai.onnx.ml")).splitlines()[0]
    assert first_line == (
        "[LabelEncoder - 4](https://onnx.ai/onnx/operators/onnx_aionnxml_LabelEncoder.html"
        "#labelencoder-4-ai-onnx-ml) · ai.onnx.ml · since opset 4"
    )


def test_markdown_has_args_returns_and_type_constraints() -> None:
    text = opdocs.op_markdown(schema("Reshape"))
    assert "\nArgs:\n- **data** (T): An input tensor.\n- **shape** (INT64): " in text
    assert "- **allowzero** (int, default 0): (Optional) By default" in text
    assert "\nReturns:\n- **reshaped** (T): Reshaped data." in text
    assert "\nType constraints:\n- **T** in (UINT8, UINT16," in text
    assert "COMPLEX128): Constrain input and output types to all tensor types." in text


def test_markdown_marks_optional_variadic_and_required() -> None:
    split = opdocs.op_markdown(schema("Split"))
    assert "- **split** (optional INT64)" in split
    assert "- **num_outputs** (int, optional)" in split
    assert "- **outputs** (variadic T)" in split
    cast = opdocs.op_markdown(schema("Cast"))
    assert "- **to** (int, required)" in cast


def test_doc_body_is_dedented_and_html_is_converted() -> None:
    text = opdocs.op_markdown(schema("TreeEnsembleRegressor", 3, "ai.onnx.ml"))
    body = text.split("\n\n", 1)[1]
    assert body.startswith("Tree Ensemble regressor.")
    assert "<br>" not in text
    assert "*_as_tensor*" in text
    assert "<i>" not in text


def test_relative_links_become_absolute() -> None:
    text = opdocs.op_markdown(schema("Add"))
    assert "[the doc](https://github.com/onnx/onnx/blob/main/docs/Broadcasting.md)" in text
    assert "**multidirectional (i.e., Numpy-style) broadcasting**" in text


def test_angle_brackets_outside_code_are_escaped() -> None:
    text = opdocs.op_markdown(schema("LeakyRelu"))
    assert "(Tensor\\<T>)" in text
    assert "`f(x) = alpha * x for x < 0`" in text


def test_fenced_code_is_kept_verbatim() -> None:
    doc = "Intro.\n```\na <b> ``c``\n```\n"
    assert opdocs.doc_to_markdown(doc) == doc.strip()


def test_rest_constructs_become_markdown() -> None:
    doc = """
    Uses ``axis`` here. Example::

        y = f(x)
        z = g(y)

    After.
    """
    assert opdocs.doc_to_markdown(doc) == (
        "Uses `axis` here. Example:\n\n```\ny = f(x)\nz = g(y)\n```\n\nAfter."
    )


def test_deprecated_operator_says_what_to_use() -> None:
    text = opdocs.op_markdown(schema("Upsample", 10))
    assert "**Deprecated**: use Resize." in text
    assert opdocs.deprecation_advice(schema("Scatter", 11)) == "use ScatterElements"
    advice = opdocs.deprecation_advice(schema("GroupNormalization", 18))
    assert advice == "use GroupNormalization from opset 21 on"
    assert opdocs.deprecation_advice(schema("Add")) is None


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Reshape", "Reshape(data: T, shape: INT64, *, allowzero: int = 0) -> T"),
        ("Add", "Add(A: T, B: T) -> T"),
        (
            "Split",
            "Split(input: T, split: INT64 | None = None, *, axis: int = 0,"
            " num_outputs: int | None = None) -> tuple[T, ...]",
        ),
        ("Concat", "Concat(*inputs: T, axis: int) -> T"),
        ("Cast", "Cast(input: T1, *, to: int, saturate: int = 1) -> T2"),
        ("LeakyRelu", "LeakyRelu(X: T, *, alpha: float = 0.01) -> T"),
        (
            "Dropout",
            "Dropout(data: T, ratio: T1 | None = None, training_mode: T2 | None = None, *,"
            " seed: int | None = None) -> tuple[T, T2]",
        ),
        (
            "SequenceInsert",
            "SequenceInsert(input_sequence: S, tensor: T, position: I | None = None) -> S",
        ),
    ],
)
def test_signature(name: str, expected: str) -> None:
    assert opdocs.op_signature(schema(name, 21)) == expected


def test_signature_parts_name_inputs_and_attributes() -> None:
    parts = opdocs.op_signature_parts(schema("Reshape"))
    assert [(p.name, p.is_attribute) for p in parts.parameters] == [
        ("data", False),
        ("shape", False),
        ("allowzero", True),
    ]
    assert parts.parameters[1].label == "shape: INT64"
    assert parts.parameters[1].documentation == "Specified shape for output."
    assert parts.returns == "T"


def test_input_named_like_an_attribute_is_renamed() -> None:
    split1 = schema("Split", 1)
    assert opdocs.python_param_names(split1) == ["input", "split_input"]
    assert opdocs.python_output_names(split1) == ["outputs"]


def test_summary_is_the_first_sentence() -> None:
    assert (
        opdocs.op_summary(schema("Reshape")) == "Reshape the input tensor similar to numpy.reshape."
    )
    summary = opdocs.op_summary(schema("LeakyRelu"))
    assert "\n" not in summary
    assert "\\<" not in summary
    assert len(summary) <= 160


@pytest.mark.parametrize(
    ("kind", "expected"),
    [
        (AttrKind.INT, "int"),
        (AttrKind.FLOAT, "float"),
        (AttrKind.STRING, "str"),
        (AttrKind.INTS, "Sequence[int]"),
        (AttrKind.FLOATS, "Sequence[float]"),
        (AttrKind.STRINGS, "Sequence[str]"),
        (AttrKind.TENSOR, "TensorData"),
        (AttrKind.GRAPH, "GraphBody"),
        (AttrKind.TYPE_PROTO, "TypeSpec"),
    ],
)
def test_attribute_python_type(kind: AttrKind, expected: str) -> None:
    spec = AttributeSpec("a", kind, False, None, False, "")
    assert opdocs.attribute_python_type(spec) == expected
    assert opdocs.attribute_python_type(kind) == expected


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (0, "0"),
        (True, "True"),
        (0.009999999776482582, "0.01"),
        (1.0, "1.0"),
        (9.999999747378752e-06, "1e-05"),
        ("NOTSET", "'NOTSET'"),
        ([1, 1], "[1, 1]"),
        ([0.5, 2.0], "[0.5, 2.0]"),
        (float("inf"), "float('inf')"),
    ],
)
def test_python_literal(value: object, expected: str) -> None:
    assert opdocs.python_literal(value) == expected


def test_type_display() -> None:
    assert opdocs.type_display("tensor(float)") == "FLOAT"
    assert opdocs.type_display("seq(tensor(int64))") == "Sequence[INT64]"
    assert opdocs.type_display("optional(seq(tensor(bool)))") == "Optional[Sequence[BOOL]]"
    assert opdocs.type_display("T1") == "T1"


def test_every_schema_renders() -> None:
    for history in schemas._history().values():
        for each in history:
            text = opdocs.op_markdown(each)
            assert text.startswith(f"[{each.name} - {each.since_version}](https://onnx.ai/")
            assert "<br" not in text
            assert opdocs.op_signature(each).startswith(f"{each.name}(")
            assert "\n" not in opdocs.op_summary(each)


def test_docstring_variant_has_no_emphasis_or_escapes_for_pyright() -> None:
    text = opdocs.op_docstring(schema("LeakyRelu"))
    assert text.splitlines()[0] == opdocs.op_markdown(schema("LeakyRelu")).splitlines()[0]
    assert "(Tensor<T>)" in text
    assert "- X (T): Input tensor" in text
    assert "**" not in opdocs.op_docstring(schema("Add"))
    adam = opdocs.op_docstring(schemas.lookup("Adam", 1, "ai.onnx.preview.training"))  # type: ignore[arg-type]
    assert '"alpha**T"/"beta**T"' in adam
