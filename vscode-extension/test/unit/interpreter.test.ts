import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  describeInterpreter,
  findInterpreters,
  type InterpreterInputs,
  resolveInterpreter,
  sameInterpreter,
} from '../../src/interpreter.ts';
import { ENTER_PATH, pickItems } from '../../src/interpreterPicker.ts';
import {
  clientExecutable,
  debugAdapterProcess,
  languageServerProcess,
  runModuleProgram,
  takesSafePath,
} from '../../src/serverOptions.ts';

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

/** Inputs where every source has something: each test takes some away. */
const everything: InterpreterInputs = {
  setting: ['/opt/chosen/bin/python'],
  pythonExtension: '/opt/python-extension/bin/python',
  folder: '/work/project',
  platform: 'linux',
  environment: { VIRTUAL_ENV: '/opt/active-venv', CONDA_PREFIX: '/opt/conda/envs/onnx' },
  isFile: (file) =>
    [
      '/work/project/.venv/bin/python',
      '/work/project/venv/bin/python',
      '/opt/active-venv/bin/python',
      '/opt/conda/envs/onnx/bin/python',
    ].includes(file),
};

test('discovery order: setting, Python extension, .venv, venv, VIRTUAL_ENV, CONDA_PREFIX, python3', () => {
  const found = findInterpreters(everything);
  assert.deepEqual(
    found.map((i) => [i.command, i.source]),
    [
      ['/opt/chosen/bin/python', 'setting'],
      ['/opt/python-extension/bin/python', 'python-extension'],
      ['/work/project/.venv/bin/python', 'workspace'],
      ['/work/project/venv/bin/python', 'workspace'],
      ['/opt/active-venv/bin/python', 'virtual-env'],
      ['/opt/conda/envs/onnx/bin/python', 'conda'],
      ['python3', 'default'],
    ],
  );
  // Each source in turn is the one used once those before it are gone.
  assert.equal(resolveInterpreter({ ...everything, setting: [] }).source, 'python-extension');
  const noExtension = { ...everything, setting: [], pythonExtension: undefined };
  assert.equal(resolveInterpreter(noExtension).command, '/work/project/.venv/bin/python');
  const onlyVenv = { ...noExtension, isFile: (file: string) => file !== '/work/project/.venv/bin/python' && everything.isFile!(file) };
  assert.equal(resolveInterpreter(onlyVenv).command, '/work/project/venv/bin/python');
  const noFolder = { ...noExtension, folder: undefined };
  assert.equal(resolveInterpreter(noFolder).source, 'virtual-env');
  assert.equal(resolveInterpreter({ ...noFolder, environment: { CONDA_PREFIX: '/opt/conda/envs/onnx' } }).source, 'conda');
  assert.equal(resolveInterpreter({ ...noFolder, environment: {} }).command, 'python3');
});

test('an environment whose interpreter is missing is skipped, and none is listed twice', () => {
  const found = findInterpreters({
    ...everything,
    setting: [],
    pythonExtension: '/work/project/.venv/bin/python',
    environment: { VIRTUAL_ENV: '/work/project/.venv', CONDA_PREFIX: '/nowhere' },
  });
  assert.deepEqual(
    found.map((i) => [i.command, i.source]),
    [
      ['/work/project/.venv/bin/python', 'python-extension'],
      ['/work/project/venv/bin/python', 'workspace'],
      ['python3', 'default'],
    ],
  );
});

test("Windows environments keep their interpreter in Scripts (venv) or at the prefix (conda)", () => {
  const found = findInterpreters({
    setting: [],
    pythonExtension: undefined,
    folder: 'C:\\work\\project',
    platform: 'win32',
    environment: { CONDA_PREFIX: 'C:\\conda' },
    isFile: (file) => ['C:\\work\\project\\.venv\\Scripts\\python.exe', 'C:\\conda\\python.exe'].includes(file),
  });
  assert.deepEqual(
    found.map((i) => i.command),
    ['C:\\work\\project\\.venv\\Scripts\\python.exe', 'C:\\conda\\python.exe', 'python'],
  );
});

test('the interpreter picker lists what was found, marks the one in use, and ends with Enter path', () => {
  const found = findInterpreters({ ...everything, setting: [], environment: {} });
  const items = pickItems(found, found[1]);
  assert.deepEqual(
    items.map((item) => item.label),
    [
      '/opt/python-extension/bin/python',
      '/work/project/.venv/bin/python',
      '/work/project/venv/bin/python',
      'python3',
      ENTER_PATH,
    ],
  );
  assert.deepEqual(
    items.map((item) => item.picked),
    [false, true, false, false, false],
  );
  assert.match(items[1].description, /^in use, from the workspace's virtual environment$/);
  assert.deepEqual(items[0].setting, ['/opt/python-extension/bin/python']);
  assert.equal(items.at(-1)?.setting, undefined);
});

test('-P from Python 3.11 on; before that, and for an unknown version, the -c start', () => {
  assert.equal(takesSafePath('3.11.0'), true);
  assert.equal(takesSafePath('3.13.1'), true);
  assert.equal(takesSafePath('4.0'), true);
  assert.equal(takesSafePath('3.10.14'), false);
  assert.equal(takesSafePath('3.9.0'), false);
  assert.equal(takesSafePath(undefined), false);
  assert.equal(takesSafePath('garbage'), false);
});

test('server and adapter processes run the modules with the interpreter and its arguments, the current folder off sys.path', () => {
  const interpreter = resolveInterpreter({ ...base, setting: ['/env/python', '-X', 'utf8'] });
  const server = languageServerProcess(interpreter, '3.12.3', 'WARNING', '/work/project');
  assert.equal(server.command, '/env/python');
  assert.deepEqual(server.args, ['-X', 'utf8', '-P', '-m', 'onnxscribe.lsp', '--log-level', 'WARNING']);
  assert.equal(server.cwd, '/work/project');
  assert.equal(server.env.PYTHONUNBUFFERED, '1');
  const adapter = debugAdapterProcess(interpreter, '/work/project', '3.11.9');
  assert.deepEqual(adapter.args, ['-X', 'utf8', '-P', '-m', 'onnxscribe.dap']);
  const old = languageServerProcess(interpreter, '3.10.14', 'INFO', '/work/project');
  assert.deepEqual(old.args, ['-X', 'utf8', '-c', runModuleProgram('onnxscribe.lsp'), '--log-level', 'INFO']);
  assert.deepEqual(debugAdapterProcess(interpreter, undefined).args, ['-X', 'utf8', '-c', runModuleProgram('onnxscribe.dap')]);
});

test('the -c start drops the current folder before any import, then runs the module as -m does', () => {
  const lines = runModuleProgram('onnxscribe.lsp').split('\n');
  assert.deepEqual(lines, [
    'import sys',
    'if sys.path and sys.path[0] == "":',
    '    del sys.path[0]',
    'import runpy',
    'runpy.run_module("onnxscribe.lsp", run_name="__main__", alter_sys=True)',
  ]);
});

test("the client's executable has no transport, so no --stdio is added to the arguments", () => {
  const interpreter = resolveInterpreter({ ...base, setting: ['/env/python'] });
  const spec = languageServerProcess(interpreter, '3.11.7', 'INFO', '/work/project');
  const executable = clientExecutable(spec, { PATH: '/usr/bin', PYTHONUNBUFFERED: '0' });
  assert.equal('transport' in executable, false);
  assert.deepEqual(executable.args, ['-P', '-m', 'onnxscribe.lsp', '--log-level', 'INFO']);
  assert.equal(executable.options.env.PATH, '/usr/bin');
  assert.equal(executable.options.env.PYTHONUNBUFFERED, '1');
});
