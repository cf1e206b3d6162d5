/** "Select the Python Interpreter": the environments found for a folder, or a path typed in. */

import * as vscode from 'vscode';
import { describeSource, type Interpreter, sameInterpreter } from './interpreter.ts';
import { SECTION } from './settings.ts';

export const ENTER_PATH = 'Enter path\u2026';

export interface PickItem {
  label: string;
  description: string;
  /** The `onnxscribe.interpreter` value the item sets; undefined for "Enter path...". */
  setting: string[] | undefined;
  picked: boolean;
}

/** One item per interpreter found (the one in use marked), then "Enter path...". */
export function pickItems(found: readonly Interpreter[], current: Interpreter | undefined): PickItem[] {
  const items = found.map((interpreter) => ({
    label: [interpreter.command, ...interpreter.args].join(' '),
    description: `${sameInterpreter(interpreter, current) ? 'in use, ' : ''}from ${describeSource(interpreter.source)}`,
    setting: [interpreter.command, ...interpreter.args],
    picked: sameInterpreter(interpreter, current),
  }));
  return [...items, { label: ENTER_PATH, description: 'a Python executable', setting: undefined, picked: false }];
}

/**
 * Asks which interpreter the folder uses and writes it to `onnxscribe.interpreter` (of the
 * folder, or the user's settings without one). Returns what was set, if anything.
 */
export async function selectInterpreter(
  folder: vscode.WorkspaceFolder | undefined,
  found: readonly Interpreter[],
  current: Interpreter | undefined,
): Promise<string[] | undefined> {
  const items = pickItems(found, current);
  const choice = await vscode.window.showQuickPick(items, {
    title: folder ? `Python interpreter for ${folder.name}` : 'Python interpreter for onnxscribe',
    placeHolder: 'The environment that runs the language server and the debugger',
  });
  if (choice === undefined) {
    return undefined;
  }
  let setting = choice.setting;
  if (setting === undefined) {
    const typed = await vscode.window.showInputBox({
      title: 'Path of a Python interpreter',
      prompt: 'For example ~/envs/onnx/bin/python (${workspaceFolder} is expanded)',
      ignoreFocusOut: true,
      validateInput: (value) => (value.trim() ? undefined : 'Enter the path of a Python executable'),
    });
    if (typed === undefined || !typed.trim()) {
      return undefined;
    }
    setting = [typed.trim()];
  }
  const target = folder ? vscode.ConfigurationTarget.WorkspaceFolder : vscode.ConfigurationTarget.Global;
  await vscode.workspace.getConfiguration(SECTION, folder?.uri).update('interpreter', setting, target);
  return setting;
}
