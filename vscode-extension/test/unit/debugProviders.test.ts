// The VS Code-facing debug classes, with the `vscode` module stubbed (test/vscode-stub.ts).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { ConfigurationProvider, editorContext } from '../../src/debug.ts';
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
