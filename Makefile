# Two commands do everything on a fresh machine: `make demo` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
STUBS := stubs/onnxscribe-stubs
BENCH_VENV := .venv-bench
BENCH_STAMP := $(BENCH_VENV)/.installed

.PHONY: install demo test bench stubs lint format clean

STUB_FILES := $(shell find $(STUBS) -name '*.pyi' -o -name pyproject.toml 2>/dev/null)
STUBS_STAMP := $(VENV)/.stubs-installed

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[lsp,dev]'
	touch $(STAMP)

# The stub package is a plain (not editable) install: type checkers do not follow editable
# installs of stub-only packages. Reinstalled whenever a stub changes.
$(STUBS_STAMP): $(STAMP) $(STUB_FILES)
	$(PY) -m pip install -q --force-reinstall --no-deps $(STUBS)
	touch $(STUBS_STAMP)

install: $(STAMP) $(STUBS_STAMP)

demo: install
	$(PY) -m onnxscribe.demo

test: install
	$(PY) -m pytest -q

lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

format: install
	$(VENV)/bin/ruff check --fix .
	$(VENV)/bin/ruff format .

stubs: install
	$(PY) -m onnxscribe.stubgen $(STUBS)
	$(PY) -m pip install -q --force-reinstall --no-deps $(STUBS)
	touch $(STUBS_STAMP)

# Benchmarks run in their own environment, which also holds the `onnxscript`
# package as a baseline (it is never a dependency of onnxscribe itself).
$(BENCH_STAMP): pyproject.toml $(STUB_FILES)
	test -x $(BENCH_VENV)/bin/python || $(PYTHON) -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/pip install -q --upgrade pip
	$(BENCH_VENV)/bin/pip install -q -e '.[lsp,dev]' onnxscript
	$(BENCH_VENV)/bin/pip install -q --force-reinstall --no-deps $(STUBS)
	touch $(BENCH_STAMP)

bench: $(BENCH_STAMP)
	$(BENCH_VENV)/bin/python -m benchmarks

clean:
	rm -rf $(VENV) $(BENCH_VENV) build *.egg-info server/*.egg-info
