import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { test } from 'node:test';
import { promisify } from 'node:util';
import {
  findOnPath,
  installCommand,
  mismatchMessage,
  missingMessage,
  parseProbe,
  probeArgs,
  type RunResult,
  wheelName,
} from '../../src/environment.ts';
import { resolveInterpreter } from '../../src/interpreter.ts';
import { repositoryPython } from '../support/python.ts';

const run = promisify(execFile);

async function probeWith(command: string, extra: string[] = []): Promise<RunResult> {
  const interpreter = { command, args: extra, source: 'setting' as const };
  try {
    const { stdout, stderr } = await run(command, probeArgs(interpreter), { timeout: 60_000 });
    return { exitCode: 0, stdout, stderr };
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stdout?: string; stderr?: string; code?: string | number };
    if (typeof failure.code === 'string') {
      return { error: { code: failure.code, message: failure.message }, exitCode: null, stdout: '', stderr: '' };
    }
    return { exitCode: Number(failure.code), stdout: failure.stdout ?? '', stderr: failure.stderr ?? '' };
  }
}

test("the repository's environment has the language server", async () => {
  const python = repositoryPython();
  const interpreter = { command: python, args: [], source: 'setting' as const };
  const result = parseProbe(interpreter, await probeWith(python));
  assert.equal(result.kind, 'ok');
  assert.ok(result.kind === 'ok' && result.probe.executable.length > 0);
});

test('an environment without onnxscribe is reported as missing it', async () => {
  // -I -S: no site-packages, so onnxscribe cannot be found whatever is installed.
  const python = repositoryPython();
  const interpreter = { command: python, args: ['-I', '-S'], source: 'setting' as const };
  const result = parseProbe(interpreter, await probeWith(python, ['-I', '-S']));
  assert.equal(result.kind, 'missing');
  assert.ok(result.kind === 'missing');
  assert.match(missingMessage(result.probe), /does not have onnxscribe\[lsp\] installed/);
});

test('an interpreter that does not exist is unusable, with the reason', async () => {
  const interpreter = resolveInterpreter({
    setting: ['/nonexistent/bin/python'],
    pythonExtension: undefined,
    folder: undefined,
    platform: 'linux',
  });
  const result = parseProbe(interpreter, await probeWith('/nonexistent/bin/python'));
  assert.deepEqual(result, { kind: 'unusable', reason: '/nonexistent/bin/python was not found' });
});

test('a program that is not Python is unusable', () => {
  const interpreter = { command: '/bin/false', args: [], source: 'setting' as const };
  const result = parseProbe(interpreter, { exitCode: 1, stdout: '', stderr: 'boom\n' });
  assert.equal(result.kind, 'unusable');
  assert.match(result.kind === 'unusable' ? result.reason : '', /not a working Python \(exit code 1: boom\)/);
});

test('the probe finds the language server without importing onnxscribe, onnx or numpy', async () => {
  // Importing them would cost the probe most of a second, while the server is starting beside it.
  const python = repositoryPython();
  const interpreter = { command: python, args: [], source: 'setting' as const };
  const loaded = 'print(json.dumps(sorted({m.split(".")[0] for m in sys.modules} & {"onnxscribe", "onnx", "numpy"})))';
  const args = probeArgs(interpreter);
  const { stdout } = await run(python, [...args.slice(0, -1), `${args[args.length - 1]}\n${loaded}`]);
  const [answer, imported] = stdout.trim().split('\n');
  assert.equal(parseProbe(interpreter, { exitCode: 0, stdout: answer, stderr: '' }).kind, 'ok');
  assert.deepEqual(JSON.parse(imported), []);
});

test('the probe reads the installed onnxscribe version from its metadata', async () => {
  const python = repositoryPython();
  const interpreter = { command: python, args: [], source: 'setting' as const };
  const result = parseProbe(interpreter, await probeWith(python));
  assert.ok(result.kind === 'ok');
  const { stdout } = await run(python, ['-c', 'import importlib.metadata as m; print(m.version("onnxscribe"))']);
  assert.equal(result.probe.onnxscribe, stdout.trim());
  assert.match(result.probe.version, /^3\.\d+\.\d+/);
});

test("a version other than the extension's is reported; the same one, or none, is not", () => {
  const probe = { executable: '/env/python', version: '3.12.1', onnxscribe: '0.0.9', lsp: true, dap: true };
  assert.equal(
    mismatchMessage(probe, '0.1.0'),
    'onnxscribe: the Python environment /env/python has onnxscribe 0.0.9; this extension is made for onnxscribe 0.1.0, which it carries.',
  );
  assert.equal(mismatchMessage({ ...probe, onnxscribe: '0.1.0' }, '0.1.0'), undefined);
  assert.equal(mismatchMessage({ ...probe, onnxscribe: null }, '0.1.0'), undefined);
});

const wheel = `/ext/dist/${wheelName('0.1.0')}`;

test('install puts the bundled wheel, with its lsp extra, into the environment with its own pip', () => {
  assert.equal(wheelName('0.1.0'), 'onnxscribe-0.1.0-py3-none-any.whl');
  const interpreter = { command: '/env/python', args: ['-X', 'utf8'], source: 'setting' as const };
  assert.deepEqual(installCommand(interpreter, '3.12.1', wheel, undefined), {
    command: '/env/python',
    args: ['-X', 'utf8', '-P', '-m', 'pip', 'install', '/ext/dist/onnxscribe-0.1.0-py3-none-any.whl[lsp]'],
    tool: 'pip',
  });
  const old = installCommand(interpreter, '3.10.4', wheel, undefined);
  assert.equal(old.args[2], '-c');
  assert.deepEqual(old.args.slice(4), ['install', '/ext/dist/onnxscribe-0.1.0-py3-none-any.whl[lsp]']);
  for (const args of [installCommand(interpreter, '3.12.1', wheel, undefined).args, old.args]) {
    assert.ok(!args.includes('onnxscribe[lsp]'), 'never the name alone');
  }
});

test('with uv on the PATH, uv installs the same file into the interpreter', () => {
  const interpreter = { command: '/env/bin/python', args: [], source: 'workspace' as const };
  assert.deepEqual(installCommand(interpreter, '3.12.1', wheel, '/usr/local/bin/uv'), {
    command: '/usr/local/bin/uv',
    args: ['pip', 'install', '--python', '/env/bin/python', '/ext/dist/onnxscribe-0.1.0-py3-none-any.whl[lsp]'],
    tool: 'uv',
  });
  // An interpreter with arguments of its own is run as given: its pip.
  const withArgs = { ...interpreter, args: ['-X', 'utf8'] };
  assert.equal(installCommand(withArgs, '3.12.1', wheel, '/usr/local/bin/uv').tool, 'pip');
});

test('uv is looked up in the PATH folders, in order', () => {
  const exists = (file: string): boolean => ['/b/uv', '/c/uv', 'C:\\tools\\uv.exe'].includes(file);
  assert.equal(findOnPath('uv', { PATH: '/a:/b:/c' }, 'linux', exists), '/b/uv');
  assert.equal(findOnPath('uv', { PATH: '/a' }, 'linux', exists), undefined);
  assert.equal(findOnPath('uv', {}, 'linux', exists), undefined);
  assert.equal(findOnPath('uv', { Path: 'C:\\x;C:\\tools' }, 'win32', exists), 'C:\\tools\\uv.exe');
});
