/** Show the ONNX, export the model and show the graph of the script function at the cursor. */

import * as path from 'node:path';
import * as vscode from 'vscode';
import type { ProfileMessage } from './graph/cost.ts';
import type { FunctionGraph } from './graph/model.ts';
import type { ProfileSink } from './profile.ts';
import { costsOfFile, type ProfileSummary } from './profileModel.ts';
import { findScriptFunctions, functionAtLine } from './scriptFunctions.ts';
import type { Servers } from './servers.ts';

export const ONNX_SCHEME = 'onnxscribe-onnx';

interface GraphResult {
  function: string;
  graph: FunctionGraph;
  html: string;
  path: string | null;
}

/** Read-only documents holding the ONNX text of functions. */
export class OnnxDocuments implements vscode.TextDocumentContentProvider {
  private readonly texts = new Map<string, string>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.texts.get(uri.toString()) ?? '';
  }

  set(uri: vscode.Uri, text: string): void {
    this.texts.set(uri.toString(), text);
    this.changed.fire(uri);
  }
}

async function target(): Promise<{ editor: vscode.TextEditor; args: unknown[]; name: string | undefined } | undefined> {
  const editor = vscode.window.activeTextEditor;
  if (editor === undefined || editor.document.languageId !== 'python') {
    void vscode.window.showErrorMessage('onnxscribe: place the cursor inside a script function of a Python file.');
    return undefined;
  }
  const position = editor.selection.active;
  const functions = await findScriptFunctions(editor.document).catch(() => []);
  const name = functionAtLine(functions, position.line)?.name;
  return {
    editor,
    args: [editor.document.uri.toString(), { line: position.line, character: position.character }],
    name,
  };
}

async function reportFailure(action: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await vscode.window.showErrorMessage(`onnxscribe: cannot ${action}: ${message}`);
}

export async function showOnnx(servers: Servers, documents: OnnxDocuments): Promise<void> {
  const found = await target();
  if (!found) {
    return;
  }
  let text: string;
  try {
    text = await servers.execute<string>(found.editor.document.uri, 'onnxscribe.showOnnx', found.args);
  } catch (error) {
    return reportFailure('show the ONNX', error);
  }
  const source = found.editor.document.uri;
  const uri = vscode.Uri.from({
    scheme: ONNX_SCHEME,
    path: `/${found.name ?? path.basename(source.fsPath, '.py')}.onnx.txt`,
    query: source.toString(),
  });
  documents.set(uri, text);
  const document = await vscode.workspace.openTextDocument(uri);
  await vscode.window.showTextDocument(document, { viewColumn: vscode.ViewColumn.Beside, preview: true });
}

export async function exportModel(servers: Servers): Promise<void> {
  const found = await target();
  if (!found) {
    return;
  }
  const source = found.editor.document.uri;
  const destination = await vscode.window.showSaveDialog({
    defaultUri: vscode.Uri.file(path.join(path.dirname(source.fsPath), `${found.name ?? 'model'}.onnx`)),
    filters: { 'ONNX models': ['onnx'] },
    title: `Export ${found.name ?? 'the function'} as an ONNX model`,
  });
  if (destination === undefined) {
    return;
  }
  try {
    const written = await servers.execute<string>(source, 'onnxscribe.exportModel', [
      ...found.args,
      destination.fsPath,
    ]);
    void vscode.window.showInformationMessage(`onnxscribe: wrote ${written}`);
  } catch (error) {
    return reportFailure('export the model', error);
  }
}

/** Webview panels of graphs, one per function of a document; nodes colored by a loaded profile. */
export class GraphPanels implements vscode.Disposable, ProfileSink {
  private readonly panels = new Map<string, { panel: vscode.WebviewPanel; source: vscode.Uri; name: string }>();
  private readonly subscriptions: vscode.Disposable[] = [];
  private profile: ProfileSummary | undefined;

  private readonly servers: Servers;

  constructor(servers: Servers) {
    this.servers = servers;
    this.subscriptions.push(vscode.workspace.onDidSaveTextDocument((document) => void this.refresh(document)));
  }

  dispose(): void {
    for (const { panel } of this.panels.values()) {
      panel.dispose();
    }
    for (const subscription of this.subscriptions) {
      subscription.dispose();
    }
  }

  /** Colors the nodes of every open graph by the profile's costs (none: the colors go). */
  showProfile(summary: ProfileSummary | undefined): void {
    this.profile = summary;
    for (const { panel, source } of this.panels.values()) {
      this.postProfile(panel, source);
    }
  }

  private postProfile(panel: vscode.WebviewPanel, source: vscode.Uri): void {
    const message: ProfileMessage = { type: 'profile', lines: costsOfFile(this.profile, source.fsPath) };
    void panel.webview.postMessage(message);
  }

  async show(): Promise<void> {
    const found = await target();
    if (!found) {
      return;
    }
    const source = found.editor.document.uri;
    let result: GraphResult;
    try {
      result = await this.servers.execute<GraphResult>(source, 'onnxscribe.showGraph', found.args);
    } catch (error) {
      return reportFailure('show the graph', error);
    }
    const key = `${source.toString()}#${result.function}`;
    const existing = this.panels.get(key);
    if (existing) {
      existing.panel.reveal(vscode.ViewColumn.Beside);
      void existing.panel.webview.postMessage({ type: 'update', data: result.graph });
      this.postProfile(existing.panel, source);
      return;
    }
    const panel = vscode.window.createWebviewPanel(
      'onnxscribe.graph',
      `Graph: ${result.function}`,
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: false },
      { enableScripts: true, localResourceRoots: [] },
    );
    panel.webview.html = result.html;
    panel.webview.onDidReceiveMessage((message: { type?: string; line?: number; column?: number }) => {
      if (message.type === 'reveal' && typeof message.line === 'number') {
        void revealLine(source, message.line, message.column ?? 1);
      } else if (message.type === 'ready' && this.profile !== undefined) {
        this.postProfile(panel, source);
      }
    });
    panel.onDidDispose(() => this.panels.delete(key));
    this.panels.set(key, { panel, source, name: result.function });
  }

  private async refresh(document: vscode.TextDocument): Promise<void> {
    for (const { panel, source, name } of this.panels.values()) {
      if (source.toString() !== document.uri.toString()) {
        continue;
      }
      try {
        const result = await this.servers.execute<GraphResult>(source, 'onnxscribe.showGraph', [source.toString(), name]);
        void panel.webview.postMessage({ type: 'update', data: result.graph });
      } catch (error) {
        this.servers.output.warn(`graph of ${name} not refreshed: ${String(error)}`);
      }
    }
  }
}

/** Shows `source` with the cursor at the 1-based line and column. */
export async function revealLine(source: vscode.Uri, line: number, column: number): Promise<void> {
  const document = await vscode.workspace.openTextDocument(source);
  const position = new vscode.Position(Math.max(0, line - 1), Math.max(0, column - 1));
  const visible = vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === source.toString());
  const editor = await vscode.window.showTextDocument(document, {
    viewColumn: visible?.viewColumn ?? vscode.ViewColumn.One,
    preserveFocus: false,
  });
  editor.selection = new vscode.Selection(position, position);
  editor.revealRange(new vscode.Range(position, position), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
}
