# Two commands do everything on a fresh machine: `make demo` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
STUBS := stubs/onnxscribe-stubs
BENCH_VENV := .venv-bench
BENCH_STAMP := $(BENCH_VENV)/.installed

.PHONY: install demo test bench stubs lint format clean

$(STAMP): pyproject.toml $(wildcard $(STUBS)/pyproject.toml)
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[lsp,dev]'
	if [ -f $(STUBS)/pyproject.toml ]; then $(PY) -m pip install -q $(STUBS); fi
	touch $(STAMP)

install: $(STAMP)

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
	$(PY) -m pip install -q $(STUBS)

# Benchmarks run in their own environment, which also holds the `onnxscript`
# package as a baseline (it is never a dependency of onnxscribe itself).
$(BENCH_STAMP): pyproject.toml
	test -x $(BENCH_VENV)/bin/python || $(PYTHON) -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/pip install -q --upgrade pip
	$(BENCH_VENV)/bin/pip install -q -e '.[lsp,dev]' onnxscript
	if [ -f $(STUBS)/pyproject.toml ]; then $(BENCH_VENV)/bin/pip install -q $(STUBS); fi
	touch $(BENCH_STAMP)

bench: $(BENCH_STAMP)
	$(BENCH_VENV)/bin/python -m benchmarks

clean:
	rm -rf $(VENV) $(BENCH_VENV) build *.egg-info server/*.egg-info
