/** The `onnxscribe` debug type: configurations, the adapter process, and launching from lenses. */

import * as vscode from 'vscode';
import {
  DEBUG_TYPE,
  type EditorContext,
  inputChoices,
  type Inputs,
  inputsOf,
  type LaunchConfiguration,
  launchForFunction,
  type RememberedInputs,
  rememberKey,
  resolveLaunch,
  splitValues,
} from './debugConfig.ts';
import { describeInterpreter } from './interpreter.ts';
import { findScriptFunctions, functionAtLine, type ScriptFunction } from './scriptFunctions.ts';
import { debugAdapterProcess } from './serverOptions.ts';
import type { Servers } from './servers.ts';

export async function editorContext(): Promise<EditorContext> {
  const editor = vscode.window.activeTextEditor;
  if (editor === undefined || editor.document.languageId !== 'python') {
    return { file: undefined, functionAtCursor: undefined, folder: undefined };
  }
  const functions = await findScriptFunctions(editor.document).catch(() => []);
  return {
    file: editor.document.uri.fsPath,
    functionAtCursor: functionAtLine(functions, editor.selection.active.line)?.name,
    folder: vscode.workspace.getWorkspaceFolder(editor.document.uri)?.uri.fsPath,
  };
}

export class ConfigurationProvider implements vscode.DebugConfigurationProvider {
  async provideDebugConfigurations(): Promise<vscode.DebugConfiguration[]> {
    const editor = await editorContext();
    const name = editor.functionAtCursor ?? 'function';
    return [
      {
        type: DEBUG_TYPE,
        request: 'launch',
        name: `ONNX Script: ${name}`,
        program: '${file}',
        function: name,
        inputs: {},
        mode: 'graph',
        stopOnEntry: true,
      },
    ];
  }

  async resolveDebugConfiguration(
    _folder: vscode.WorkspaceFolder | undefined,
    config: vscode.DebugConfiguration,
  ): Promise<vscode.DebugConfiguration | undefined> {
    const resolved = resolveLaunch(config as Partial<LaunchConfiguration>, await editorContext());
    if ('error' in resolved) {
      void vscode.window.showErrorMessage(`onnxscribe: ${resolved.error}`);
      return undefined;
    }
    return resolved.config;
  }
}

export class AdapterFactory implements vscode.DebugAdapterDescriptorFactory {
  private readonly servers: Servers;

  constructor(servers: Servers) {
    this.servers = servers;
  }

  async createDebugAdapterDescriptor(session: vscode.DebugSession): Promise<vscode.DebugAdapterDescriptor> {
    const folder =
      session.workspaceFolder ??
      (typeof session.configuration.program === 'string'
        ? vscode.workspace.getWorkspaceFolder(vscode.Uri.file(session.configuration.program))
        : undefined);
    const interpreter = await this.servers.interpreterFor(folder);
    const probe = await this.servers.probe(interpreter);
    if (probe.kind === 'unusable') {
      throw new Error(`onnxscribe: cannot use the Python interpreter: ${probe.reason}`);
    }
    if (!probe.probe.dap) {
      throw new Error(
        `onnxscribe: the onnxscribe installed for ${probe.probe.executable} has no debug adapter ` +
          '(onnxscribe.dap); install a release that has one.',
      );
    }
    this.servers.output.info(`debug adapter: ${describeInterpreter(interpreter)}`);
    const cwd = typeof session.configuration.cwd === 'string' ? session.configuration.cwd : folder?.uri.fsPath;
    const spec = debugAdapterProcess(interpreter, cwd);
    return new vscode.DebugAdapterExecutable(spec.command, spec.args, {
      cwd: spec.cwd,
      env: { ...(process.env as Record<string, string>), ...spec.env },
    });
  }
}

/** Asks for a function's inputs: the remembered ones, an .npz file, or one expression each. */
async function askInputs(
  state: vscode.Memento,
  program: string,
  target: ScriptFunction,
): Promise<{ inputs: Inputs; attributes: Record<string, unknown> } | undefined> {
  const key = rememberKey(program, target.name);
  const remembered = state.get<RememberedInputs>(key);
  const asked = target.parameters.filter((p) => !(p.isAttribute && p.hasDefault));
  const choice = await vscode.window.showQuickPick(
    inputChoices(
      asked.map((p) => p.name),
      remembered,
    ),
    { title: `Inputs of ${target.name}`, placeHolder: 'Where do the inputs come from?' },
  );
  if (choice === undefined) {
    return undefined;
  }
  let chosen: RememberedInputs;
  if (choice.action === 'remembered' && remembered !== undefined) {
    chosen = remembered;
  } else if (choice.action === 'none') {
    return { inputs: {}, attributes: {} };
  } else if (choice.action === 'npz') {
    const picked = await vscode.window.showOpenDialog({
      canSelectMany: false,
      filters: { 'NumPy archives': ['npz'] },
      title: `Inputs of ${target.name}`,
    });
    if (!picked?.length) {
      return undefined;
    }
    chosen = { kind: 'npz', path: picked[0].fsPath };
  } else {
    const values: Record<string, string> = {};
    const previous = remembered?.kind === 'values' ? remembered.values : {};
    for (const parameter of asked) {
      const value = await vscode.window.showInputBox({
        title: `Inputs of ${target.name}`,
        prompt: parameter.isAttribute
          ? `${parameter.name}: ${parameter.annotation} (attribute value)`
          : `${parameter.name}${parameter.annotation ? `: ${parameter.annotation}` : ''} — a Python expression; numpy is np`,
        value: previous[parameter.name] ?? '',
        ignoreFocusOut: true,
      });
      if (value === undefined) {
        return undefined;
      }
      values[parameter.name] = value;
    }
    chosen = { kind: 'values', values };
  }
  await state.update(key, chosen);
  if (chosen.kind === 'npz') {
    return { inputs: inputsOf(chosen), attributes: {} };
  }
  return splitValues(target.parameters, chosen.values);
}

/** Runs (noDebug) or debugs a script function of a file, asking for its inputs. */
export async function launchFunction(
  state: vscode.Memento,
  noDebug: boolean,
  uri?: vscode.Uri | string,
  name?: string,
): Promise<boolean> {
  // A code lens of the language server names its document by URI string.
  const targetUri = typeof uri === 'string' ? vscode.Uri.parse(uri) : uri;
  const document = targetUri
    ? await vscode.workspace.openTextDocument(targetUri)
    : vscode.window.activeTextEditor?.document;
  if (document === undefined) {
    void vscode.window.showErrorMessage('onnxscribe: open a Python file with a script function first.');
    return false;
  }
  let functions: ScriptFunction[];
  try {
    functions = await findScriptFunctions(document);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    void vscode.window.showErrorMessage(`onnxscribe: cannot list the script functions: ${message}`);
    return false;
  }
  let target = name ? functions.find((f) => f.name === name) : undefined;
  if (target === undefined && vscode.window.activeTextEditor?.document === document) {
    target = functionAtLine(functions, vscode.window.activeTextEditor.selection.active.line);
  }
  if (target === undefined) {
    target = await pickFunction(functions);
  }
  if (target === undefined) {
    return false;
  }
  const asked = await askInputs(state, document.uri.fsPath, target);
  if (asked === undefined) {
    return false;
  }
  const config = launchForFunction(document.uri.fsPath, target.name, asked.inputs, noDebug, asked.attributes);
  const folder = vscode.workspace.getWorkspaceFolder(document.uri);
  return vscode.debug.startDebugging(folder, config as vscode.DebugConfiguration, { noDebug });
}

export async function pickFunction(functions: ScriptFunction[]): Promise<ScriptFunction | undefined> {
  if (functions.length === 0) {
    void vscode.window.showErrorMessage('onnxscribe: this file has no script function.');
    return undefined;
  }
  if (functions.length === 1) {
    return functions[0];
  }
  const picked = await vscode.window.showQuickPick(
    functions.map((f) => ({ label: f.name, description: `line ${f.defLine + 1}`, target: f })),
    { placeHolder: 'Which script function?' },
  );
  return picked?.target;
}

/** The name of a script function of the active file, for `${command:onnxscribe.pickFunction}`. */
export async function pickFunctionName(): Promise<string | undefined> {
  const editor = vscode.window.activeTextEditor;
  if (editor === undefined) {
    return undefined;
  }
  const functions = await findScriptFunctions(editor.document);
  return (functionAtLine(functions, editor.selection.active.line) ?? (await pickFunction(functions)))?.name;
}
