// The VS Code-facing debug classes, with the `vscode` module stubbed (test/vscode-stub.ts).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { ConfigurationProvider, editorContext, RunDebugLenses } from '../../src/debug.ts';
import { fixtures } from '../support/python.ts';
import * as vscode from '../vscode-stub.ts';

const modelPath = path.join(fixtures, 'model.py');
const modelText = readFileSync(modelPath, 'utf-8');

function openEditor(line: number): void {
  vscode.window.activeTextEditor = {
    document: vscode.stubDocument(modelPath, modelText),
    selection: { active: new vscode.Position(line, 4) },
  };
}

test('code lenses: Run and Debug above each script function, naming it', () => {
  const lenses = new RunDebugLenses().provideCodeLenses(
    vscode.stubDocument(modelPath, modelText) as never,
  ) as unknown as vscode.CodeLens[];
  assert.deepEqual(
    lenses.map((l) => [l.range.start.line, l.command?.title, l.command?.command, l.command?.arguments?.[1]]),
    [
      [6, 'Run', 'onnxscribe.runFunction', 'scale_and_clip'],
      [6, 'Debug', 'onnxscribe.debugFunction', 'scale_and_clip'],
      [17, 'Run', 'onnxscribe.runFunction', 'accumulate'],
      [17, 'Debug', 'onnxscribe.debugFunction', 'accumulate'],
    ],
  );
});

test('the editor context names the function at the cursor and the folder', () => {
  vscode.folders.splice(0, vscode.folders.length, { path: fixtures });
  openEditor(20);
  assert.deepEqual(editorContext(), { file: modelPath, functionAtCursor: 'accumulate', folder: fixtures });
  vscode.window.activeTextEditor = undefined;
  assert.deepEqual(editorContext(), { file: undefined, functionAtCursor: undefined, folder: undefined });
});

test('F5 in a script function resolves to a launch of it; outside one, an error is shown', () => {
  const provider = new ConfigurationProvider();
  openEditor(9);
  const resolved = provider.resolveDebugConfiguration(undefined, {} as never);
  assert.equal(resolved?.function, 'scale_and_clip');
  assert.equal(resolved?.program, modelPath);
  assert.equal(resolved?.stopOnEntry, true);
  openEditor(2);
  vscode.shown.errors.length = 0;
  assert.equal(provider.resolveDebugConfiguration(undefined, {} as never), undefined);
  assert.deepEqual(vscode.shown.errors, [
    'onnxscribe: Open a Python file and place the cursor inside a script function to debug it.',
  ]);
  openEditor(9);
  const initial = provider.provideDebugConfigurations();
  assert.equal(initial[0].function, 'scale_and_clip');
  assert.equal(initial[0].type, 'onnxscribe');
});
