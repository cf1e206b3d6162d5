/** The onnxscribe extension: wires the language servers, the debug type and the commands. */

import * as vscode from 'vscode';
import { AdapterFactory, ConfigurationProvider, launchFunction, pickFunctionName } from './debug.ts';
import { DEBUG_TYPE } from './debugConfig.ts';
import { exportModel, GraphPanels, ONNX_SCHEME, OnnxDocuments, showOnnx } from './editorCommands.ts';
import { registerInlineValues } from './inlineValues.ts';
import { describeInterpreter } from './interpreter.ts';
import { opsetInForce } from './opset.ts';
import { clearProfile, openProfile, profileFunction, SHOW_PROFILED_LINE } from './profile.ts';
import { onInterpreterChange } from './python.ts';
import { askScriptFunctionsFrom } from './scriptFunctions.ts';
import { Servers } from './servers.ts';
import { SECTION } from './settings.ts';
import { statusView } from './status.ts';

const EXTENSION_ID = 'onnxscribe.onnxscribe';

/**
 * The language servers start when VS Code loads this module. It loads the module only to activate
 * the extension, and then prepares the extension's context (its stored state, asked of the window,
 * itself still starting) before it calls `activate`, which can take most of a second; the servers
 * need none of that context.
 */
const loadedAt = performance.now();
const early = startOrUndefined(() => vscode.extensions.getExtension(EXTENSION_ID));

interface Started {
  output: vscode.LogOutputChannel;
  servers: Servers;
}

/** The extension's log and its servers, started (undefined: not here; `activate` starts them). */
function startOrUndefined(extension: () => vscode.Extension<unknown> | undefined): Started | undefined {
  try {
    const found = extension();
    return found === undefined ? undefined : startServers(found);
  } catch {
    return undefined;
  }
}

function startServers(extension: vscode.Extension<unknown>): Started {
  const output = vscode.window.createOutputChannel('onnxscribe', { log: true });
  output.info(
    `loaded at ${new Date(performance.timeOrigin + loadedAt).toISOString()}; ` +
      `the extension host has run for ${Math.round(process.uptime() * 1000)} ms`,
  );
  const bundle = {
    root: extension.extensionPath,
    version: String((extension.packageJSON as { version: unknown }).version),
  };
  const servers = new Servers(output, bundle, loadedAt);
  for (const document of vscode.workspace.textDocuments) {
    void servers.ensureFor(document);
  }
  void servers.startForFolders();
  return { output, servers };
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const { output, servers } = early ?? startServers(context.extension);
  output.info(`activated ${Math.round(performance.now() - loadedAt)} ms after it was loaded`);
  askScriptFunctionsFrom((uri, command, args) => servers.execute(uri, command, args));
  const documents = new OnnxDocuments();
  const graphs = new GraphPanels(servers);
  const status = vscode.window.createStatusBarItem('onnxscribe.status', vscode.StatusBarAlignment.Right, 100);
  status.name = 'onnxscribe';
  status.command = 'onnxscribe.showLogs';

  // The Python file the status is about: the active editor's, or, while the focus is in a panel
  // (the output, a graph), the last Python file that was active and is still visible.
  let lastPython: vscode.TextDocument | undefined;
  const statusDocument = (): vscode.TextDocument | undefined => {
    const active = vscode.window.activeTextEditor?.document;
    if (active?.languageId === 'python' && active.uri.scheme === 'file') {
      lastPython = active;
      return active;
    }
    const visible = vscode.window.visibleTextEditors.some((e) => e.document === lastPython);
    return active === undefined || active.uri.scheme !== 'file' ? (visible ? lastPython : undefined) : undefined;
  };

  const updateStatus = (): void => {
    const document = statusDocument();
    const found = document ? servers.stateFor(document.uri) : undefined;
    if (document === undefined || found === undefined) {
      status.hide();
      return;
    }
    const config = vscode.workspace.getConfiguration(SECTION, document.uri);
    const view = statusView(
      found.state,
      opsetInForce(document.getText(), config.get('defaultOpset')),
      describeInterpreter(found.interpreter),
    );
    status.text = view.text;
    status.tooltip = view.tooltip;
    status.backgroundColor = view.background ? new vscode.ThemeColor(view.background) : undefined;
    status.show();
  };

  const launchState = context.workspaceState;
  context.subscriptions.push(
    output,
    servers,
    graphs,
    status,
    servers.onDidChange(updateStatus),
    vscode.window.onDidChangeActiveTextEditor(updateStatus),
    vscode.window.onDidChangeVisibleTextEditors(updateStatus),
    vscode.workspace.onDidSaveTextDocument(updateStatus),
    vscode.workspace.onDidOpenTextDocument((document) => void servers.ensureFor(document)),
    vscode.workspace.onDidChangeConfiguration((event) => void servers.settingsChanged(event)),
    vscode.workspace.onDidChangeWorkspaceFolders((event) => void servers.foldersRemoved(event.removed)),
    vscode.workspace.registerTextDocumentContentProvider(ONNX_SCHEME, documents),
    vscode.commands.registerCommand('onnxscribe.editor.showOnnx', () => showOnnx(servers, documents)),
    vscode.commands.registerCommand('onnxscribe.editor.exportModel', () => exportModel(servers)),
    vscode.commands.registerCommand('onnxscribe.editor.showGraph', () => graphs.show()),
    vscode.commands.registerCommand('onnxscribe.restartServer', () => servers.restart()),
    vscode.commands.registerCommand('onnxscribe.showLogs', () => output.show()),
    vscode.commands.registerCommand('onnxscribe.selectInterpreter', () => servers.pickInterpreter()),
    vscode.commands.registerCommand('onnxscribe.pickFunction', () => pickFunctionName()),
    vscode.commands.registerCommand('onnxscribe.runFunction', (uri?: vscode.Uri | string, name?: string) =>
      launchFunction(launchState, true, uri, name),
    ),
    vscode.commands.registerCommand('onnxscribe.debugFunction', (uri?: vscode.Uri | string, name?: string) =>
      launchFunction(launchState, false, uri, name),
    ),
    vscode.debug.registerDebugConfigurationProvider(DEBUG_TYPE, new ConfigurationProvider(launchState)),
    vscode.debug.registerDebugConfigurationProvider(
      DEBUG_TYPE,
      new ConfigurationProvider(launchState),
      vscode.DebugConfigurationProviderTriggerKind.Dynamic,
    ),
    vscode.debug.registerDebugAdapterDescriptorFactory(DEBUG_TYPE, new AdapterFactory(servers)),
    registerInlineValues(),
    vscode.commands.registerCommand('onnxscribe.profileFunction', (uri?: vscode.Uri | string, name?: string) =>
      profileFunction(servers, launchState, context.storageUri ?? context.globalStorageUri, graphs, uri, name),
    ),
    vscode.commands.registerCommand('onnxscribe.editor.openProfile', () => openProfile(servers, graphs)),
    vscode.commands.registerCommand('onnxscribe.editor.clearProfile', () => clearProfile(servers, graphs)),
    vscode.commands.registerCommand(SHOW_PROFILED_LINE, (uri: string, line: number) =>
      servers.execute(vscode.Uri.parse(uri), SHOW_PROFILED_LINE, [uri, line]),
    ),
  );
  // The servers started first (above): watching the Python extension's selection activates that
  // extension, which can take seconds, and a server whose interpreter is set does not need it.
  // Files opened since are served here.
  for (const document of vscode.workspace.textDocuments) {
    void servers.ensureFor(document);
  }
  updateStatus();
  const interpreterWatch = await onInterpreterChange(() => void servers.interpreterChanged());
  if (interpreterWatch) {
    context.subscriptions.push(interpreterWatch);
  }
}

export function deactivate(): void {
  // Disposing the context's subscriptions stops every server.
}
