// The VS Code-facing debug classes, with the `vscode` module stubbed (test/vscode-stub.ts).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { ConfigurationProvider, editorContext, launchFunction } from '../../src/debug.ts';
import { askScriptFunctionsFrom } from '../../src/scriptFunctions.ts';
import { fixtures, scriptFunctionsOf } from '../support/python.ts';
import * as vscode from '../vscode-stub.ts';

const modelPath = path.join(fixtures, 'model.py');
const modelText = readFileSync(modelPath, 'utf-8');

function openEditor(line: number): void {
  vscode.window.activeTextEditor = {
    document: vscode.stubDocument(modelPath, modelText),
    selection: { active: new vscode.Position(line, 4) },
  };
}

const modelFunctions = scriptFunctionsOf(modelPath);
askScriptFunctionsFrom(async <T>() => modelFunctions as T);

test('the editor context names the function at the cursor and the folder', async () => {
  vscode.folders.splice(0, vscode.folders.length, { path: fixtures });
  openEditor(20);
  assert.deepEqual(await editorContext(), { file: modelPath, functionAtCursor: 'accumulate', folder: fixtures });
  vscode.window.activeTextEditor = undefined;
  assert.deepEqual(await editorContext(), { file: undefined, functionAtCursor: undefined, folder: undefined });
});

test('F5 in a script function resolves to a launch of it; outside one, an error is shown', async () => {
  const provider = new ConfigurationProvider();
  openEditor(9);
  const resolved = await provider.resolveDebugConfiguration(undefined, {} as never);
  assert.equal(resolved?.function, 'scale_and_clip');
  assert.equal(resolved?.program, modelPath);
  assert.equal(resolved?.stopOnEntry, true);
  openEditor(2);
  vscode.shown.errors.length = 0;
  assert.equal(await provider.resolveDebugConfiguration(undefined, {} as never), undefined);
  assert.deepEqual(vscode.shown.errors, [
    'onnxscribe: Open a Python file and place the cursor inside a script function to debug it.',
  ]);
  openEditor(9);
  const initial = await provider.provideDebugConfigurations();
  assert.equal(initial[0].function, 'scale_and_clip');
  assert.equal(initial[0].type, 'onnxscribe');
});

function resetUser(): void {
  vscode.user.inputBoxes.length = 0;
  vscode.user.quickPicks.length = 0;
  vscode.user.asked.length = 0;
  vscode.started.length = 0;
}

const pickAction = (action: string) => (items: { label: string; action?: string }[]) =>
  items.find((item) => item.action === action);

test('the generated launch.json entry gives every input an example from its annotation', async () => {
  openEditor(9);
  const [initial] = await new ConfigurationProvider().provideDebugConfigurations();
  assert.deepEqual(initial, {
    type: 'onnxscribe',
    request: 'launch',
    name: 'ONNX Script: scale_and_clip',
    program: '${file}',
    function: 'scale_and_clip',
    inputs: { x: 'np.ones((2, 3), np.float32)', limit: 'np.ones((), np.float32)' },
    mode: 'graph',
    stopOnEntry: true,
  });
  // outside a function: one entry per script function of the file
  openEditor(2);
  const all = await new ConfigurationProvider().provideDebugConfigurations();
  assert.deepEqual(
    all.map((c) => [c.function, c.inputs]),
    [
      ['scale_and_clip', { x: 'np.ones((2, 3), np.float32)', limit: 'np.ones((), np.float32)' }],
      ['accumulate', { x: 'np.ones((2,), np.float32)', steps: 'np.ones((), np.int64)' }],
    ],
  );
});

test('F5 in a script function asks for its inputs as the Debug lens does', async () => {
  resetUser();
  openEditor(9);
  const provider = new ConfigurationProvider();
  const resolved = await provider.resolveDebugConfiguration(undefined, {} as never);
  assert.ok(resolved);
  vscode.user.quickPicks.push(pickAction('values'));
  vscode.user.inputBoxes.push('np.arange(6, dtype=np.float32).reshape(2, 3)'); // x; limit keeps its example
  const launched = await provider.resolveDebugConfigurationWithSubstitutedVariables(undefined, resolved);
  assert.deepEqual(launched?.inputs, {
    x: 'np.arange(6, dtype=np.float32).reshape(2, 3)',
    limit: 'np.ones((), np.float32)',
  });
  assert.deepEqual(
    vscode.user.asked.map((a) => [a.kind, a.title, a.value]),
    [
      ['quickPick', 'Inputs of scale_and_clip', undefined],
      ['inputBox', 'Inputs of scale_and_clip', 'np.ones((2, 3), np.float32)'],
      ['inputBox', 'Inputs of scale_and_clip', 'np.ones((), np.float32)'],
    ],
  );
  // the next F5 offers the inputs just typed first
  resetUser();
  vscode.user.quickPicks.push((items) => items[0]);
  const again = await provider.resolveDebugConfigurationWithSubstitutedVariables(
    undefined,
    (await provider.resolveDebugConfiguration(undefined, {} as never)) as never,
  );
  assert.equal(vscode.user.asked[0].labels?.[0], '$(history) Last inputs');
  assert.deepEqual(again?.inputs, launched?.inputs);
});

test('a launch.json entry with "inputs": {} asks for them; one that gives some asks for the rest', async () => {
  resetUser();
  openEditor(9);
  const provider = new ConfigurationProvider();
  const entry = {
    type: 'onnxscribe',
    request: 'launch',
    name: 'mine',
    program: modelPath,
    function: 'scale_and_clip',
    inputs: {},
  };
  vscode.user.quickPicks.push(pickAction('values'));
  const filled = await provider.resolveDebugConfigurationWithSubstitutedVariables(
    undefined,
    (await provider.resolveDebugConfiguration(undefined, entry as never)) as never,
  );
  assert.deepEqual(Object.keys(filled?.inputs ?? {}), ['x', 'limit']);

  resetUser();
  const partial = { ...entry, inputs: { x: 'np.ones((4, 3), np.float32)' } };
  const completed = await provider.resolveDebugConfigurationWithSubstitutedVariables(
    undefined,
    (await provider.resolveDebugConfiguration(undefined, partial as never)) as never,
  );
  assert.deepEqual(completed?.inputs, { x: 'np.ones((4, 3), np.float32)', limit: 'np.ones((), np.float32)' });
  assert.deepEqual(
    vscode.user.asked.map((a) => a.kind),
    ['inputBox'],
  );
  assert.match(vscode.user.asked[0].prompt ?? '', /^limit: FLOAT is not in the launch configuration/);

  // given inputs, or an .npz file, ask nothing; cancelling a box cancels the launch
  resetUser();
  const complete = { ...entry, inputs: 'inputs.npz' };
  const kept = await provider.resolveDebugConfigurationWithSubstitutedVariables(undefined, complete as never);
  assert.equal(kept?.inputs, 'inputs.npz');
  assert.deepEqual(vscode.user.asked, []);
  vscode.user.inputBoxes.push(undefined);
  assert.equal(await provider.resolveDebugConfigurationWithSubstitutedVariables(undefined, partial as never), undefined);
});

test('the Run lens starts a session with noDebug, which the configuration keeps', async () => {
  resetUser();
  vscode.folders.splice(0, vscode.folders.length, { path: fixtures });
  vscode.window.activeTextEditor = undefined;
  const memory = new Map<string, unknown>();
  const state = {
    get: (key: string) => memory.get(key),
    update: (key: string, value: unknown) => Promise.resolve(void memory.set(key, value)),
  };
  vscode.user.quickPicks.push(pickAction('values'));
  const ran = await launchFunction(state as never, true, vscode.Uri.file(modelPath) as never, 'accumulate');
  assert.equal(ran, true);
  const [session] = vscode.started;
  assert.deepEqual(session.options, { noDebug: true });
  assert.equal(session.config.noDebug, true);
  assert.equal(session.config.name, 'Run accumulate');
  assert.deepEqual(session.config.inputs, { x: 'np.ones((2,), np.float32)', steps: 'np.ones((), np.int64)' });
  // VS Code hands the configuration back to the provider before the adapter sees it
  const provider = new ConfigurationProvider();
  const resolved = await provider.resolveDebugConfiguration(undefined, session.config as never);
  const final = await provider.resolveDebugConfigurationWithSubstitutedVariables(undefined, resolved as never);
  assert.equal(final?.noDebug, true);
  assert.deepEqual(vscode.user.asked.filter((a) => a.kind === 'quickPick').length, 1);
});
