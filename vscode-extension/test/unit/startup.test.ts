import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { test } from 'node:test';
import { RelativePattern } from 'vscode-languageserver-protocol/node';
import type { Probe, ProbeResult } from '../../src/environment.ts';
import type { Interpreter } from '../../src/interpreter.ts';
import {
  documentSelector,
  type FileReader,
  FirstDiagnosticsGate,
  marksPythonProject,
  probeWhen,
  serverFactory,
  StartupTimeline,
  startVerdict,
  versionHint,
} from '../../src/startup.ts';
import { repositoryPython } from '../support/python.ts';

const python = (command: string): Interpreter => ({ command, args: [], source: 'setting' });

function probeOf(version: string, lsp = true): ProbeResult {
  const probe: Probe = { executable: '/env/bin/python', version, onnxscribe: '0.1.0', lsp, dap: lsp };
  return { kind: lsp ? 'ok' : 'missing', probe };
}

test('an environment the probe finds able to run the server keeps the client that connected at once', () => {
  assert.equal(startVerdict(probeOf('3.11.7'), '3.11', true), 'running');
  // Started the runpy way for a Python the hint put before 3.11: that works on every version.
  assert.equal(startVerdict(probeOf('3.12.1'), '3.10', true), 'running');
});

test('an environment the probe finds without onnxscribe[lsp] is reported, however the start went', () => {
  assert.equal(startVerdict(probeOf('3.12.1', false), '3.12', false), 'missing');
  assert.equal(startVerdict(probeOf('3.12.1', false), '3.12', true), 'missing');
  assert.equal(startVerdict({ kind: 'unusable', reason: 'python9 was not found' }, '3.12', false), 'missing');
});

test('a failed start is tried again only when the process was started for the other side of 3.11', () => {
  // `-P` for a Python the hint said was 3.11, which is 3.10: started again the runpy way.
  assert.equal(startVerdict(probeOf('3.10.14'), '3.11', false), 'respawn');
  assert.equal(startVerdict(probeOf('3.12.4'), '3.12.0', false), 'failed');
});

/** Files and symbolic links given as a table. */
function files(texts: Record<string, string>, links: Record<string, string> = {}): FileReader {
  return {
    readText: (file) => texts[file],
    realPath: (file) => links[file] ?? (file in texts ? file : undefined),
    isFile: (file) => file in texts || file in links,
  };
}

test("a virtual environment's version is read from its pyvenv.cfg (venv's and uv's spelling)", () => {
  const venv = files({ '/p/.venv/pyvenv.cfg': 'home = /usr/bin\ninclude-system-site-packages = false\nversion = 3.11.7\n' });
  assert.equal(versionHint(python('/p/.venv/bin/python'), venv, {}, 'linux'), '3.11.7');
  const uv = files({ '/p/.venv/pyvenv.cfg': 'home = /opt/py/bin\nimplementation = CPython\nversion_info = 3.13.1\n' });
  assert.equal(versionHint(python('/p/.venv/bin/python3'), uv, {}, 'linux'), '3.13.1');
  const windows = files({ 'C:\\p\\.venv\\pyvenv.cfg': 'version = 3.10.11\r\n' });
  assert.equal(versionHint(python('C:\\p\\.venv\\Scripts\\python.exe'), windows, {}, 'win32'), '3.10.11');
});

test('python3 on the PATH: the version its real file is named after', () => {
  const system = files({ '/usr/bin/python3.12': '' }, { '/usr/bin/python3': '/usr/bin/python3.12' });
  assert.equal(versionHint(python('python3'), system, { PATH: '/opt/none:/usr/bin' }, 'linux'), '3.12');
});

test('nothing that names the version: no hint (the start waits for the probe)', () => {
  const shim = files({ '/home/u/.pyenv/shims/python': '#!/bin/sh\n' });
  assert.equal(versionHint(python('/home/u/.pyenv/shims/python'), shim, {}, 'linux'), undefined);
  assert.equal(versionHint(python('python3'), shim, { PATH: '/usr/bin' }, 'linux'), undefined);
  assert.equal(versionHint(python('/missing/bin/python'), files({}), {}, 'linux'), undefined);
});

test("the repository's environment: the hint names the version the interpreter reports", () => {
  const real: FileReader = {
    readText: (file) => {
      try {
        return readFileSync(file, 'utf-8');
      } catch {
        return undefined;
      }
    },
    realPath: (file) => realpathSync(file),
    isFile: (file) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false,
  };
  const hint = versionHint(python(repositoryPython()), real, process.env, process.platform);
  const reported = execFileSync(repositoryPython(), ['-c', 'import platform; print(platform.python_version())'], {
    encoding: 'utf-8',
  }).trim();
  assert.ok(hint !== undefined && reported.startsWith(hint), `hint ${hint}, reported ${reported}`);
});

test('the start-up log: each milestone once, in milliseconds since the extension was loaded', () => {
  const lines: string[] = [];
  let now = 1000;
  const timeline = new StartupTimeline(1000, 'folder demo', (line) => lines.push(line), () => now);
  now = 1012.4;
  timeline.mark('server spawned');
  now = 1800;
  timeline.mark('first diagnostics');
  timeline.mark('first diagnostics');
  assert.deepEqual(lines, [
    'startup: server spawned at 12 ms after loading (folder demo)',
    'startup: first diagnostics at 800 ms after loading (folder demo)',
  ]);
});

test("a folder's Python project is seen at its top: a .py file, pyproject.toml or setup.cfg", () => {
  assert.deepEqual(
    ['model.py', 'pyproject.toml', 'setup.cfg', 'README.md', 'package.json', 'py', '.venv'].filter(marksPythonProject),
    ['model.py', 'pyproject.toml', 'setup.cfg'],
  );
});

test('the client connects to the process spawned at the start, and to a new one after each end', async () => {
  let spawned = 0;
  const started: string[] = [];
  const next = serverFactory(
    'spawned with the probe',
    () => `respawned ${++spawned}`,
    (process) => started.push(process),
  );
  assert.equal(await next(), 'spawned with the probe');
  assert.equal(await next(), 'respawned 1');
  assert.equal(await next(), 'respawned 2');
  assert.deepEqual(started, ['spawned with the probe', 'respawned 1', 'respawned 2']);
});

/** A gate whose limit runs when the test says. */
function gateWithClock(): { gate: FirstDiagnosticsGate; expire: () => void; scheduled: number[] } {
  const pending: (() => void)[] = [];
  const scheduled: number[] = [];
  const gate = new FirstDiagnosticsGate(2000, (callback, ms) => {
    pending.push(callback);
    scheduled.push(ms);
  });
  return { gate, expire: () => pending.splice(0).forEach((callback) => callback()), scheduled };
}

async function settled(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
}

test('the requests VS Code sends by itself wait for the first diagnostics, then all go', async () => {
  const { gate } = gateWithClock();
  const sent: string[] = [];
  gate.documentOpened();
  const outline = gate.hold(() => sent.push('documentSymbol'));
  const lenses = gate.hold(async () => {
    sent.push('codeLens');
    return ['Run', 'Debug'];
  });
  await settled();
  assert.deepEqual(sent, []);
  gate.diagnosticsArrived();
  assert.deepEqual(await lenses, ['Run', 'Debug']);
  await outline;
  assert.deepEqual(sent, ['documentSymbol', 'codeLens']);
  // Once open, the gate holds nothing back.
  assert.equal(await gate.hold(() => 'inlayHint'), 'inlayHint');
});

test('without diagnostics the held requests go at the limit, which runs from the first document opened', async () => {
  const { gate, expire, scheduled } = gateWithClock();
  const sent: string[] = [];
  const outline = gate.hold(() => sent.push('documentSymbol'));
  assert.deepEqual(scheduled, [], 'no limit runs before a document is opened');
  gate.documentOpened();
  gate.documentOpened();
  assert.deepEqual(scheduled, [2000]);
  await settled();
  assert.deepEqual(sent, []);
  expire();
  await outline;
  assert.deepEqual(sent, ['documentSymbol']);
});

test("a folder's server is given the Python files under the folder, named as the pattern's base", () => {
  const uri = 'file:///home/user/models%5B1%5D';
  const [filter] = documentSelector(uri);
  assert.ok(typeof filter === 'object');
  assert.deepEqual(filter, { scheme: 'file', language: 'python', pattern: { baseUri: uri, pattern: '**' } });
  assert.ok(RelativePattern.is(filter.pattern), 'a relative pattern, its base the folder');
  assert.deepEqual(documentSelector(undefined), [{ scheme: 'file', language: 'python' }]);
});

/** Whether `promise` has settled once the pending callbacks have run. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await settled();
  return done;
}

/** A schedule whose callbacks run when the test says; `scheduled` lists each one's delay. */
function scheduleByHand(): { schedule: (callback: () => void, ms: number) => void; run: (ms: number) => void; scheduled: number[] } {
  const pending: { callback: () => void; ms: number }[] = [];
  const scheduled: number[] = [];
  return {
    schedule: (callback, ms) => {
      pending.push({ callback, ms });
      scheduled.push(ms);
    },
    run: (ms) => pending.filter((entry) => entry.ms === ms).forEach((entry) => entry.callback()),
    scheduled,
  };
}

test('a successful start probes the environment a pause after the first diagnostics have arrived', async () => {
  let diagnosticsArrived: () => void = () => undefined;
  const diagnosed = new Promise<void>((resolve) => (diagnosticsArrived = resolve));
  const clock = scheduleByHand();
  const probe = probeWhen(Promise.resolve(true), diagnosed, 2000, 1000, clock.schedule);
  assert.equal(await hasSettled(probe), false, 'not while the first analysis runs');
  diagnosticsArrived();
  assert.equal(await hasSettled(probe), false, 'not while the window draws the diagnostics');
  assert.deepEqual(clock.scheduled, [2000, 1000]);
  clock.run(1000);
  assert.ok(await hasSettled(probe));
});

test('a successful start without diagnostics probes the environment a pause after the limit', async () => {
  const clock = scheduleByHand();
  const probe = probeWhen(Promise.resolve(true), new Promise(() => undefined), 2000, 1000, clock.schedule);
  assert.equal(await hasSettled(probe), false);
  clock.run(2000);
  assert.equal(await hasSettled(probe), false);
  clock.run(1000);
  assert.ok(await hasSettled(probe));
});

test('a failed start probes the environment at once', async () => {
  const clock = scheduleByHand();
  const probe = probeWhen(Promise.resolve(false), new Promise(() => undefined), 2000, 1000, clock.schedule);
  assert.ok(await hasSettled(probe), 'no wait for a failed start');
});

test('a start neither done nor failed at the limit probes the environment a pause after it', async () => {
  const clock = scheduleByHand();
  const probe = probeWhen(new Promise(() => undefined), new Promise(() => undefined), 2000, 1000, clock.schedule);
  assert.equal(await hasSettled(probe), false);
  clock.run(2000);
  assert.equal(await hasSettled(probe), false);
  clock.run(1000);
  assert.ok(await hasSettled(probe));
});
