import assert from 'node:assert/strict';
import { test } from 'node:test';
import { providesLanguageFeature } from '../../src/features.ts';

test("a document's language features wait for the next turn; the features keeping it in step do not", () => {
  for (const method of [
    'textDocument/hover',
    'textDocument/completion',
    'textDocument/documentSymbol',
    'textDocument/codeLens',
    'textDocument/inlayHint',
    'textDocument/codeAction',
    'textDocument/semanticTokens',
  ]) {
    assert.ok(providesLanguageFeature(method), method);
  }
  for (const method of [
    'textDocument/didOpen',
    'textDocument/didChange',
    'textDocument/willSave',
    'textDocument/willSaveWaitUntil',
    'textDocument/didSave',
    'textDocument/didClose',
    'workspace/didChangeConfiguration',
    'workspace/didChangeWatchedFiles',
    'notebookDocument/sync',
    undefined,
  ]) {
    assert.ok(!providesLanguageFeature(method), String(method));
  }
});
