import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeInterpreter, resolveInterpreter, sameInterpreter } from '../../src/interpreter.ts';
import { clientExecutable, debugAdapterProcess, languageServerProcess } from '../../src/serverOptions.ts';

const base = { setting: [], pythonExtension: undefined, folder: '/work/project', platform: 'linux' as const };

test('the onnxscribe.interpreter setting overrides the Python extension', () => {
  const found = resolveInterpreter({
    ...base,
    setting: ['${workspaceFolder}/.venv/bin/python', '-X', 'utf8'],
    pythonExtension: '/usr/bin/python3.12',
  });
  assert.deepEqual(found, { command: '/work/project/.venv/bin/python', args: ['-X', 'utf8'], source: 'setting' });
});

test("the Python extension's interpreter comes next", () => {
  const found = resolveInterpreter({ ...base, pythonExtension: '/opt/env/bin/python' });
  assert.deepEqual(found, { command: '/opt/env/bin/python', args: [], source: 'python-extension' });
  assert.match(describeInterpreter(found), /\/opt\/env\/bin\/python \(from the Python extension\)/);
});

test('without either, the platform Python on PATH', () => {
  assert.equal(resolveInterpreter(base).command, 'python3');
  assert.equal(resolveInterpreter({ ...base, platform: 'win32' }).command, 'python');
  assert.equal(resolveInterpreter(base).source, 'default');
});

test('interpreters compare by command and arguments', () => {
  const a = resolveInterpreter({ ...base, setting: ['python', '-X', 'utf8'] });
  const b = resolveInterpreter({ ...base, pythonExtension: 'python' });
  assert.equal(sameInterpreter(a, a), true);
  assert.equal(sameInterpreter(a, b), false);
  assert.equal(sameInterpreter(undefined, b), false);
});

test('server and adapter processes run the modules with the interpreter and its arguments', () => {
  const interpreter = resolveInterpreter({ ...base, setting: ['/env/python', '-I'] });
  const server = languageServerProcess(interpreter, 'WARNING', '/work/project');
  assert.equal(server.command, '/env/python');
  assert.deepEqual(server.args, ['-I', '-m', 'onnxscribe.lsp', '--log-level', 'WARNING']);
  assert.equal(server.cwd, '/work/project');
  assert.equal(server.env.PYTHONUNBUFFERED, '1');
  const adapter = debugAdapterProcess(interpreter, undefined);
  assert.deepEqual(adapter.args, ['-I', '-m', 'onnxscribe.dap']);
});

test("the client's executable has no transport, so no --stdio is added to the arguments", () => {
  const interpreter = resolveInterpreter({ ...base, setting: ['/env/python'] });
  const spec = languageServerProcess(interpreter, 'INFO', '/work/project');
  const executable = clientExecutable(spec, { PATH: '/usr/bin', PYTHONUNBUFFERED: '0' });
  assert.equal('transport' in executable, false);
  assert.deepEqual(executable.args, ['-m', 'onnxscribe.lsp', '--log-level', 'INFO']);
  assert.equal(executable.options.env.PATH, '/usr/bin');
  assert.equal(executable.options.env.PYTHONUNBUFFERED, '1');
});
