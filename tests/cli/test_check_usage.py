"""docs/check.md's usage line names every option of ``onnxscribe check``."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from onnxscribe.cli.check import add_arguments

CHECK_MD = Path(__file__).resolve().parents[2] / "docs" / "check.md"


def test_the_usage_line_names_every_option() -> None:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    options = {
        option
        for action in parser._actions
        for option in action.option_strings
        if option.startswith("--") and option != "--help"
    }
    text = CHECK_MD.read_text(encoding="utf-8")
    usage = re.search(r"## Usage\n\n```\n(.*?)```", text, re.S)
    assert usage is not None
    named = set(re.findall(r"--[a-z-]+", usage.group(1)))
    assert named == options
    assert len(options) >= 9
    for option in options:  # and the list below it says what each does
        assert f"- `{option}" in text or f"`{option} " in text, option
