/** The `onnxscribe` debug type: configurations, the adapter process, and launching from lenses. */

import * as vscode from 'vscode';
import {
  type AnnotatedParameter,
  type EditorContext,
  exampleAttribute,
  exampleInput,
  givesNoValues,
  initialConfiguration,
  inputChoices,
  type Inputs,
  inputsOf,
  type LaunchConfiguration,
  launchForFunction,
  missingParameters,
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

/** Where inputs typed for a function are remembered: the workspace state, shared with the lenses. */
export type InputMemory = Pick<vscode.Memento, 'get' | 'update'>;

function sessionMemory(): InputMemory {
  const values = new Map<string, unknown>();
  return {
    get: <T>(key: string, fallback?: T) => (values.has(key) ? (values.get(key) as T) : fallback),
    update: (key: string, value: unknown) => {
      values.set(key, value);
      return Promise.resolve();
    },
  } as InputMemory;
}

export class ConfigurationProvider implements vscode.DebugConfigurationProvider {
  private readonly state: InputMemory;

  constructor(state: InputMemory = sessionMemory()) {
    this.state = state;
  }

  /** launch.json entries: the function at the cursor, else each script function of the file. */
  async provideDebugConfigurations(): Promise<vscode.DebugConfiguration[]> {
    const editor = vscode.window.activeTextEditor;
    const functions = editor ? await findScriptFunctions(editor.document).catch((): ScriptFunction[] => []) : [];
    const atCursor = editor ? functionAtLine(functions, editor.selection.active.line) : undefined;
    const chosen = atCursor ? [atCursor] : functions;
    if (chosen.length === 0) {
      // the function and its inputs are asked for when it is launched
      return [{ ...initialConfiguration('function', []), function: '${command:onnxscribe.pickFunction}' }];
    }
    return chosen.map((f) => initialConfiguration(f.name, f.parameters));
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

  /** Asks for the inputs the configuration does not give (F5, `"inputs": {}`), as the Debug lens does. */
  async resolveDebugConfigurationWithSubstitutedVariables(
    _folder: vscode.WorkspaceFolder | undefined,
    config: vscode.DebugConfiguration,
  ): Promise<vscode.DebugConfiguration | undefined> {
    const launch = config as LaunchConfiguration;
    if (typeof launch.program !== 'string' || typeof launch.function !== 'string') {
      return config;
    }
    const target = await scriptFunctionOf(launch.program, launch.function);
    if (target === undefined) {
      return config; // the adapter says what is wrong with the program or the name
    }
    const missing = missingParameters(launch, target.parameters);
    if (missing.length === 0) {
      return config;
    }
    const asked = givesNoValues(launch)
      ? await askInputs(this.state, launch.program, target)
      : await askMissing(target.name, missing);
    if (asked === undefined) {
      return undefined;
    }
    const inputs = typeof asked.inputs === 'string' ? asked.inputs : { ...(launch.inputs as object), ...asked.inputs };
    return { ...config, inputs, attributes: { ...(launch.attributes ?? {}), ...asked.attributes } };
  }
}

async function scriptFunctionOf(program: string, name: string): Promise<ScriptFunction | undefined> {
  try {
    const document = await vscode.workspace.openTextDocument(vscode.Uri.file(program));
    return (await findScriptFunctions(document)).find((f) => f.name === name);
  } catch {
    return undefined;
  }
}

/** One input box per parameter a configuration leaves out, holding an example to edit. */
async function askMissing(
  functionName: string,
  missing: AnnotatedParameter[],
): Promise<{ inputs: Record<string, string>; attributes: Record<string, unknown> } | undefined> {
  const values: Record<string, string> = {};
  for (const parameter of missing) {
    const example = parameter.isAttribute
      ? JSON.stringify(exampleAttribute(parameter.annotation))
      : exampleInput(parameter.annotation);
    const value = await vscode.window.showInputBox({
      title: `Inputs of ${functionName}`,
      prompt: `${parameter.name}${parameter.annotation ? `: ${parameter.annotation}` : ''} is not in the launch configuration — ${parameter.isAttribute ? 'its attribute value' : 'a Python expression; numpy is np'}`,
      value: example,
      ignoreFocusOut: true,
    });
    if (value === undefined) {
      return undefined;
    }
    values[parameter.name] = value;
  }
  return splitValues(missing, values);
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
    const spec = debugAdapterProcess(interpreter, cwd, probe.probe.version);
    return new vscode.DebugAdapterExecutable(spec.command, spec.args, {
      cwd: spec.cwd,
      env: { ...(process.env as Record<string, string>), ...spec.env },
    });
  }
}

/** Asks for a function's inputs: the remembered ones, an .npz file, or one expression each. */
async function askInputs(
  state: InputMemory,
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
        value:
          previous[parameter.name] ??
          (parameter.isAttribute ? JSON.stringify(exampleAttribute(parameter.annotation)) : exampleInput(parameter.annotation)),
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
