# Two commands do everything on a fresh machine: `make demo` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
STUBS := stubs/onnxscribe-stubs
BENCH_VENV := .venv-bench
BENCH_STAMP := $(BENCH_VENV)/.installed

CONSTRAINTS := constraints.txt

.PHONY: install demo test bench stubs lint format upgrade clean

# Installs the versions the suite last passed with (constraints.txt); `make upgrade` moves them.
# Type checkers read the stubs through the editable install (server/onnxscribe-stubs links to
# them); a separately installed onnxscribe-stubs, which earlier setups made, would shadow them.
$(STAMP): pyproject.toml $(CONSTRAINTS)
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q -c $(CONSTRAINTS) --upgrade pip
	$(PY) -m pip install -q -c $(CONSTRAINTS) -e '.[lsp,dev]'
	$(PY) -m pip uninstall -q -y onnxscribe-stubs 2>/dev/null || true
	touch $(STAMP)

install: $(STAMP)

demo: install
	$(PY) -m onnxscribe.demo

# The debug adapter's test with the client VS Code's adapters are tested with (node:test).
DAP_NODE := tests/dap/node
DAP_NODE_STAMP := $(DAP_NODE)/node_modules/.installed

$(DAP_NODE_STAMP): $(DAP_NODE)/package.json $(DAP_NODE)/package-lock.json
	cd $(DAP_NODE) && npm ci --no-audit --no-fund
	touch $(DAP_NODE_STAMP)

test: install $(DAP_NODE_STAMP)
	$(PY) -m pytest -q
	cd $(DAP_NODE) && ONNXSCRIBE=$(CURDIR)/$(VENV)/bin/onnxscribe node --test

lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	cd server && ../$(VENV)/bin/lint-imports --config ../pyproject.toml
	$(VENV)/bin/mypy

format: install
	$(VENV)/bin/ruff check --fix .
	$(VENV)/bin/ruff format .

stubs: install
	$(PY) -m onnxscribe.stubgen $(STUBS)

# Benchmarks run in their own environment, which also holds the `onnxscript`
# package as a baseline (it is never a dependency of onnxscribe itself).
$(BENCH_STAMP): pyproject.toml $(CONSTRAINTS)
	test -x $(BENCH_VENV)/bin/python || $(PYTHON) -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/pip install -q -c $(CONSTRAINTS) --upgrade pip
	$(BENCH_VENV)/bin/pip install -q -c $(CONSTRAINTS) -e '.[lsp,dev]' onnxscript==0.7.2
	touch $(BENCH_STAMP)

bench: $(BENCH_STAMP)
	$(BENCH_VENV)/bin/python -m benchmarks

# Tries the newest releases of every dependency in .venv-upgrade and reports; rewrites
# constraints.txt only when the whole suite passes with them.
upgrade:
	PYTHON=$(PYTHON) bash .ci/upgrade

clean:
	rm -rf $(VENV) $(BENCH_VENV) .venv-upgrade build *.egg-info server/*.egg-info
