/**
 * Profiling a script function from the editor: runs `onnxscribe profile FILE::FUNCTION --format
 * json` with the folder's interpreter, writes its report to the extension's storage, and hands it
 * to the language server (`onnxscribe.showProfile`), which shows each line's cost as a code lens
 * and the nodes behind it on hover. The graph view colors its nodes by the same costs.
 */

import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { namedDimensions, type ProfileSummary, parseSizes, profileCommand, reportPath } from './profileModel.ts';
import { findScriptFunctions, functionAtLine, type ScriptFunction } from './scriptFunctions.ts';
import type { Servers } from './servers.ts';

export const SHOW_PROFILE = 'onnxscribe.showProfile';
export const CLEAR_PROFILE = 'onnxscribe.clearProfile';
/** A cost lens's command, `[uri, line]`: the server shows the line's nodes as a message. */
export const SHOW_PROFILED_LINE = 'onnxscribe.showProfiledLine';
const PROFILE_TIMEOUT_MS = 10 * 60_000;
const REPORT_LIMIT = 64 << 20;

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

function runProfile(command: string, args: string[], cwd: string, token: vscode.CancellationToken): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = execFile(
      command,
      args,
      { cwd, timeout: PROFILE_TIMEOUT_MS, maxBuffer: REPORT_LIMIT },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr: stderr || (error?.message ?? '') });
      },
    );
    token.onCancellationRequested(() => child.kill());
  });
}

/** Where the editor's profiles are loaded: keeps the last summary for the graph views. */
export interface ProfileSink {
  showProfile(summary: ProfileSummary | undefined): void;
}

/** Profiles the function named by a lens (`uri`, `name`), else the one at the cursor. */
export async function profileFunction(
  servers: Servers,
  memory: vscode.Memento,
  storage: vscode.Uri,
  sink: ProfileSink,
  uri?: vscode.Uri | string,
  name?: string,
): Promise<ProfileSummary | undefined> {
  const targetUri = typeof uri === 'string' ? vscode.Uri.parse(uri) : uri;
  const document = targetUri
    ? await vscode.workspace.openTextDocument(targetUri)
    : vscode.window.activeTextEditor?.document;
  if (document === undefined || document.languageId !== 'python' || document.uri.scheme !== 'file') {
    void vscode.window.showErrorMessage('onnxscribe: open the Python file of a script function first.');
    return undefined;
  }
  let functions: ScriptFunction[];
  try {
    functions = await findScriptFunctions(document);
  } catch (error) {
    void vscode.window.showErrorMessage(`onnxscribe: cannot list the script functions: ${String(error)}`);
    return undefined;
  }
  let target = name ? functions.find((f) => f.name === name) : undefined;
  if (target === undefined && vscode.window.activeTextEditor?.document === document) {
    target = functionAtLine(functions, vscode.window.activeTextEditor.selection.active.line);
  }
  target ??= functions.length === 1 ? functions[0] : undefined;
  if (target === undefined) {
    void vscode.window.showErrorMessage('onnxscribe: place the cursor inside the script function to profile.');
    return undefined;
  }
  const file = document.uri.fsPath;
  const dimensions = namedDimensions(target.parameters);
  let sizes: string[] = [];
  if (dimensions.length > 0) {
    const key = `onnxscribe.profile.sizes:${file}::${target.name}`;
    const typed = await vscode.window.showInputBox({
      title: `Profile ${target.name}`,
      prompt: `Sizes of the named dimensions ${dimensions.join(', ')}`,
      value: memory.get<string>(key) ?? dimensions.map((d) => `${d}=64`).join(', '),
      validateInput: (text) => {
        const parsed = parseSizes(text);
        return Array.isArray(parsed) ? undefined : parsed.error;
      },
    });
    if (typed === undefined) {
      return undefined;
    }
    await memory.update(key, typed);
    sizes = parseSizes(typed) as string[];
  }
  if (document.isDirty && !(await document.save())) {
    return undefined;
  }
  const interpreter =
    servers.stateFor(document.uri)?.interpreter ?? (await servers.interpreterFor(servers.folderOf(document.uri)));
  const { command, args } = profileCommand(interpreter, file, target.name, sizes);
  servers.output.info(`profiling: ${command} ${args.join(' ')}`);
  const outcome = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: `Profiling ${target.name}`, cancellable: true },
    (_progress, token) => runProfile(command, args, path.dirname(file), token),
  );
  if (outcome.code !== 0) {
    const reason = outcome.stderr.trim().split('\n').pop() ?? `exit status ${outcome.code}`;
    servers.output.error(`profile of ${target.name} failed:\n${outcome.stderr}`);
    void vscode.window.showErrorMessage(`onnxscribe: cannot profile ${target.name}: ${reason}`);
    return undefined;
  }
  mkdirSync(storage.fsPath, { recursive: true });
  const report = reportPath(storage.fsPath, file, target.name);
  writeFileSync(report, outcome.stdout);
  return loadProfile(servers, sink, document.uri, report);
}

/** Hands a profile file to the document's language server, and its costs to the graph views. */
export async function loadProfile(
  servers: Servers,
  sink: ProfileSink,
  document: vscode.Uri,
  report: string,
): Promise<ProfileSummary | undefined> {
  let summary: ProfileSummary;
  try {
    summary = await servers.execute<ProfileSummary>(document, SHOW_PROFILE, [report]);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    void vscode.window.showErrorMessage(`onnxscribe: cannot show the profile: ${message}`);
    return undefined;
  }
  sink.showProfile(summary);
  const first = summary.lines[0];
  if (first !== undefined) {
    void vscode.window.showInformationMessage(
      `onnxscribe: line ${first.line} of ${path.basename(first.file)} costs most (${first.label})`,
    );
  }
  return summary;
}

/** Asks for a profile file (`onnxscribe profile --format json > FILE`) and shows it. */
export async function openProfile(servers: Servers, sink: ProfileSink): Promise<ProfileSummary | undefined> {
  const document = vscode.window.activeTextEditor?.document;
  if (document === undefined || document.languageId !== 'python' || document.uri.scheme !== 'file') {
    void vscode.window.showErrorMessage('onnxscribe: open the Python file the profile is of first.');
    return undefined;
  }
  const picked = await vscode.window.showOpenDialog({
    canSelectMany: false,
    filters: { 'onnxscribe profiles': ['json'] },
    title: 'Open a profile written by `onnxscribe profile --format json`',
  });
  if (picked === undefined || picked.length === 0) {
    return undefined;
  }
  return loadProfile(servers, sink, document.uri, picked[0].fsPath);
}

/** Forgets the profiles: the lenses and the graph colors go. */
export async function clearProfile(servers: Servers, sink: ProfileSink): Promise<void> {
  // From the graph view there is no active text editor: the Python file beside it, then.
  const editor =
    vscode.window.activeTextEditor ??
    vscode.window.visibleTextEditors.find((e) => e.document.languageId === 'python');
  const document = editor?.document;
  if (document !== undefined && document.uri.scheme === 'file') {
    await servers.execute(document.uri, CLEAR_PROFILE, []).catch(() => undefined);
  }
  sink.showProfile(undefined);
}
