"""Which files belong to an environment (and are never diagnosed)."""

from __future__ import annotations

import sysconfig
from pathlib import Path

from onnxscribe.lsp.environments import in_environment


def test_installed_packages_and_standard_libraries() -> None:
    assert in_environment("/opt/env/lib/python3.12/site-packages/onnxscribe/opset14.pyi")
    assert in_environment("/usr/lib/python3/dist-packages/numpy/__init__.py")
    assert in_environment("/usr/lib/python3.12/os.py")
    assert in_environment(str(Path(sysconfig.get_paths()["stdlib"]) / "ast.py"))
    assert in_environment(str(Path(sysconfig.get_paths()["purelib"]) / "pkg" / "m.py"))


def test_the_folders_of_a_virtual_environment(tmp_path: Path) -> None:
    env = tmp_path / "project" / "venv-for-tools"
    (env / "lib").mkdir(parents=True)
    (env / "pyvenv.cfg").write_text("home = /usr/bin\n")
    assert in_environment(str(env / "lib" / "helper.py"))
    assert in_environment(str(env / "bin" / "tool.py"))
    assert not in_environment(str(env / "my_script.py"))  # the user's own, at its root


def test_the_users_code() -> None:
    assert not in_environment("/home/me/project/model.py")
    assert not in_environment("/home/me/project/lib/model.py")  # no environment root above
    assert not in_environment(None)
