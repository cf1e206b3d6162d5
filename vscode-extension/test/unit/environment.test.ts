import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { installArgs, missingMessage, parseProbe, probeArgs, type RunResult } from '../../src/environment.ts';
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

test('install runs pip of the same interpreter', () => {
  const interpreter = { command: '/env/python', args: ['-I'], source: 'setting' as const };
  assert.deepEqual(installArgs(interpreter), ['-I', '-m', 'pip', 'install', '--upgrade', 'onnxscribe[lsp]']);
});
