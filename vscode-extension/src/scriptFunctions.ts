/**
 * The script functions of a document, as the language server analyzes them: `@script()` and the
 * decorators the project configures (`script-decorators`), so the extension and the server never
 * disagree. Asked with the server's `onnxscribe.scriptFunctions` command; the Run and Debug code
 * lenses come from the server too (`textDocument/codeLens`).
 */

import type * as vscode from 'vscode';

export interface ScriptFunction {
  name: string;
  /** 0-based line of the first decorator. */
  line: number;
  /** 0-based line of the `def`. */
  defLine: number;
  /** 0-based last line of the function's body. */
  endLine: number;
  /** Parameters in order. */
  parameters: Parameter[];
}

export interface Parameter {
  name: string;
  /** The annotation's text ('' when there is none). */
  annotation: string;
  hasDefault: boolean;
  /** An ONNX attribute (annotated with a Python type: int, float, str, bool, or a list of them). */
  isAttribute: boolean;
}

export const SCRIPT_FUNCTIONS_COMMAND = 'onnxscribe.scriptFunctions';

/** Sends a command about a document to its folder's language server (`Servers.execute`). */
export type AskServer = <T>(uri: vscode.Uri, command: string, args: unknown[]) => Promise<T>;

let ask: AskServer | undefined;

/** Where `findScriptFunctions` asks (set once the servers exist). */
export function askScriptFunctionsFrom(asker: AskServer | undefined): void {
  ask = asker;
}

/** The script functions of a Python document, once the server has analyzed it. */
export async function findScriptFunctions(document: vscode.TextDocument): Promise<ScriptFunction[]> {
  if (document.languageId !== 'python') {
    return [];
  }
  if (ask === undefined) {
    throw new Error('the onnxscribe language server is not running');
  }
  return ask<ScriptFunction[]>(document.uri, SCRIPT_FUNCTIONS_COMMAND, [document.uri.toString()]);
}

/** The innermost script function whose lines (decorators to body) hold `line` (0-based). */
export function functionAtLine(functions: ScriptFunction[], line: number): ScriptFunction | undefined {
  return functions.find((f) => f.line <= line && line <= f.endLine);
}
