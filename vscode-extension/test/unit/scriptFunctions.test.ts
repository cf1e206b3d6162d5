// The extension's list of script functions is the server's: asked, never parsed here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import {
  askScriptFunctionsFrom,
  findScriptFunctions,
  functionAtLine,
  SCRIPT_FUNCTIONS_COMMAND,
  type ScriptFunction,
} from '../../src/scriptFunctions.ts';
import { fixtures, scriptFunctionsOf } from '../support/python.ts';
import * as vscode from '../vscode-stub.ts';

const modelPath = path.join(fixtures, 'model.py');
const modelText = readFileSync(modelPath, 'utf-8');

test('the functions, their lines and parameters are what the server analyzes', async () => {
  const asked: unknown[][] = [];
  askScriptFunctionsFrom(async <T>(uri: unknown, command: string, args: unknown[]) => {
    asked.push([String(uri), command, args]);
    return scriptFunctionsOf(modelPath) as T;
  });
  const found: ScriptFunction[] = await findScriptFunctions(vscode.stubDocument(modelPath, modelText) as never);
  const uri = vscode.Uri.file(modelPath).toString();
  assert.deepEqual(asked, [[uri, SCRIPT_FUNCTIONS_COMMAND, [uri]]]);
  assert.deepEqual(
    found.map((f) => [f.name, f.line, f.defLine, f.endLine, f.parameters.map((p) => [p.name, p.isAttribute])]),
    [
      ['scale_and_clip', 6, 7, 14, [['x', false], ['limit', false]]],
      ['accumulate', 17, 18, 22, [['x', false], ['steps', false]]],
    ],
  );
  assert.equal(functionAtLine(found, 10)?.name, 'scale_and_clip');
  assert.equal(functionAtLine(found, 6)?.name, 'scale_and_clip');
  assert.equal(functionAtLine(found, 15), undefined);
  assert.equal(functionAtLine(found, 20)?.name, 'accumulate');
});

test('a document of another language has none; without a server, asking fails', async () => {
  askScriptFunctionsFrom(undefined);
  assert.deepEqual(await findScriptFunctions(vscode.stubDocument('notes.md', '', 'markdown') as never), []);
  await assert.rejects(
    findScriptFunctions(vscode.stubDocument(modelPath, modelText) as never),
    /language server is not running/,
  );
});
