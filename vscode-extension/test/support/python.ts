// The repository's Python environment (made by `make install`), for tests that run the server.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { type Probe, parseProbe, probeArgs } from '../../src/environment.ts';

export const extensionRoot = path.resolve(import.meta.dirname, '..', '..');
export const repositoryRoot = path.resolve(extensionRoot, '..');
export const fixtures = path.join(extensionRoot, 'test', 'fixtures');

export function repositoryPython(): string {
  const configured = process.env.ONNXSCRIBE_PYTHON;
  if (configured) {
    return configured;
  }
  const venv = path.join(repositoryRoot, '.venv', 'bin', 'python');
  if (!existsSync(venv)) {
    throw new Error(`no Python environment at ${venv}: run \`make install\` first`);
  }
  return venv;
}

/** Whether `module` can be imported by the repository's Python. */
export function pythonCanImport(module: string): boolean {
  try {
    execFileSync(repositoryPython(), ['-c', `import ${module}`], { stdio: 'ignore', timeout: 60_000 });
    return true;
  } catch {
    return false;
  }
}

/** The graph data the server's `onnxscribe.showGraph` returns for a function of a fixture. */
export function graphData(fixture: string, functionName: string): unknown {
  const script = [
    'import json, sys',
    'from onnxscribe.lsp.graph_view import function_graph',
    'path, name = sys.argv[1], sys.argv[2]',
    'print(json.dumps(function_graph(open(path, encoding="utf-8").read(), path, name)))',
  ].join('\n');
  const output = execFileSync(repositoryPython(), ['-c', script, path.join(fixtures, fixture), functionName], {
    encoding: 'utf-8',
    timeout: 120_000,
  });
  return JSON.parse(output);
}

/** The full page the server's `onnxscribe.showGraph` returns, with the given drawing script. */
export function graphPage(fixture: string, functionName: string, scriptPath: string): string {
  const script = [
    'import sys',
    'from pathlib import Path',
    'from onnxscribe.lsp.graph_view import function_graph, graph_page',
    'path, name, script = sys.argv[1], sys.argv[2], sys.argv[3]',
    'data = function_graph(open(path, encoding="utf-8").read(), path, name)',
    'sys.stdout.write(graph_page(data, Path(script).read_text("utf-8")))',
  ].join('\n');
  return execFileSync(
    repositoryPython(),
    ['-c', script, path.join(fixtures, fixture), functionName, scriptPath],
    { encoding: 'utf-8', timeout: 120_000 },
  );
}

/** A script function's rich display in a notebook (`_repr_html_`), the function taken from a fixture. */
export function notebookDisplay(fixture: string, functionName: string): string {
  const script = [
    'import runpy, sys',
    'path, name = sys.argv[1], sys.argv[2]',
    'sys.stdout.write(runpy.run_path(path)[name]._repr_html_())',
  ].join('\n');
  return execFileSync(repositoryPython(), ['-c', script, path.join(fixtures, fixture), functionName], {
    encoding: 'utf-8',
    timeout: 120_000,
  });
}

/** The repository's Python as the extension's probe reports it (its version decides `-P`). */
export function repositoryProbe(): Probe {
  const interpreter = { command: repositoryPython(), args: [], source: 'setting' as const };
  const stdout = execFileSync(interpreter.command, probeArgs(interpreter), { encoding: 'utf-8', timeout: 60_000 });
  const result = parseProbe(interpreter, { exitCode: 0, stdout, stderr: '' });
  if (result.kind !== 'ok') {
    throw new Error(`the repository's Python cannot run the language server: ${JSON.stringify(result)}`);
  }
  return result.probe;
}

/** What the server's `onnxscribe.scriptFunctions` answers for a file (its analysis, run here). */
export function scriptFunctionsOf(file: string): unknown {
  const script = [
    'import json, sys',
    'from onnxscribe.lsp.code_lens import script_functions',
    'from onnxscribe.lsp.collect import document_data',
    'path = sys.argv[1]',
    'print(json.dumps(script_functions(document_data(open(path, encoding="utf-8").read(), path))))',
  ].join('\n');
  return JSON.parse(
    execFileSync(repositoryPython(), ['-c', script, file], { encoding: 'utf-8', timeout: 120_000 }),
  );
}
