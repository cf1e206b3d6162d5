"""The tests mirror the package (docs/architecture.md, "Tests"): every folder of tests/ is named
after a subpackage of onnxscribe or is one of the cross-cutting folders listed here, and a test
file at the top of tests/ is named after a top-level module or is one of the project-wide ones."""

from __future__ import annotations

from pathlib import Path

TESTS = Path(__file__).parent
PACKAGE = TESTS.parent / "server" / "onnxscribe"

# Folders whose tests cross subpackages, each with what it holds (architecture.md says the same).
CROSS_CUTTING = {
    "compat": "onnxscript's programs and conventions, through every tool",
    "conformance": "onnx's backend node tests, converted and run",
    "converter": "source to ONNX end to end, through script() and analyze()",
    "doc_examples": "files the documentation's examples read (tests/test_doc_examples.py)",
    "hostile": "hostile input to every tool: bounded cost, no traceback",
    "packaging": "the smoke suite of an installed wheel or sdist (`make smoke`)",
    "stubs": "the generated stub package and stubgen, under pyright, mypy and stubtest",
}

# Top-level test files about the project as a whole rather than one module.
PROJECT_WIDE = {
    "test_architecture_doc.py",
    "test_code_figures.py",
    "test_doc_examples.py",
    "test_import_graph.py",
    "test_import_time.py",
    "test_install_docs.py",
    "test_tree_layout.py",
    "test_version.py",
    "test_workflows.py",
}


def _subpackages() -> set[str]:
    return {path.parent.name for path in PACKAGE.glob("*/__init__.py")}


def _top_level_modules() -> set[str]:
    return {path.stem for path in PACKAGE.glob("*.py")}


def _test_folders() -> set[str]:
    return {
        path.name
        for path in TESTS.iterdir()
        if path.is_dir() and not path.name.startswith((".", "__"))
    }


def test_every_test_folder_is_a_subpackage_or_a_listed_cross_cutting_folder() -> None:
    unexplained = _test_folders() - _subpackages() - CROSS_CUTTING.keys()
    assert not unexplained, (
        f"tests/{sorted(unexplained)}: name the folder after the subpackage it tests "
        "(server/onnxscribe/<name>/), or list it in CROSS_CUTTING and in docs/architecture.md"
    )


def test_cross_cutting_folders_exist_and_do_not_shadow_a_subpackage() -> None:
    assert CROSS_CUTTING.keys() <= _test_folders()
    assert not CROSS_CUTTING.keys() & _subpackages()


def test_top_level_test_files_are_about_top_level_modules() -> None:
    modules = _top_level_modules()
    misplaced = sorted(
        path.name
        for path in TESTS.glob("test_*.py")
        if path.name not in PROJECT_WIDE and path.stem.removeprefix("test_") not in modules
    )
    assert not misplaced, (
        f"{misplaced}: a test of a subpackage's module goes in tests/<subpackage>/"
    )


def test_the_rule_and_the_cross_cutting_folders_are_documented() -> None:
    architecture = (TESTS.parent / "docs" / "architecture.md").read_text(encoding="utf-8")
    for folder in CROSS_CUTTING:
        assert f"{folder}/" in architecture, folder
    assert "tests/<subpackage>/test_<module>" in architecture
