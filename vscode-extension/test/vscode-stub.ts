// The few parts of the `vscode` API that the tested modules touch, with state tests can set.

import { readFileSync } from 'node:fs';

export class Position {
  readonly line: number;
  readonly character: number;
  constructor(line: number, character: number) {
    this.line = line;
    this.character = character;
  }
}

export class Range {
  readonly start: Position;
  readonly end: Position;
  constructor(startLine: number, startCharacter: number, endLine: number, endCharacter: number) {
    this.start = new Position(startLine, startCharacter);
    this.end = new Position(endLine, endCharacter);
  }
}

export class CodeLens {
  readonly range: Range;
  readonly command: { title: string; command: string; arguments?: unknown[] } | undefined;
  constructor(range: Range, command?: { title: string; command: string; arguments?: unknown[] }) {
    this.range = range;
    this.command = command;
  }
}

export class InlineValueText {
  readonly range: Range;
  readonly text: string;
  constructor(range: Range, text: string) {
    this.range = range;
    this.text = text;
  }
}

export class Uri {
  readonly fsPath: string;
  readonly scheme: string;
  private constructor(scheme: string, fsPath: string) {
    this.scheme = scheme;
    this.fsPath = fsPath;
  }
  static file(path: string): Uri {
    return new Uri('file', path);
  }
  toString(): string {
    return `${this.scheme}://${this.fsPath}`;
  }
}

export class DebugAdapterExecutable {
  readonly command: string;
  readonly args: string[];
  readonly options: { cwd?: string; env?: Record<string, string> } | undefined;
  constructor(command: string, args: string[], options?: { cwd?: string; env?: Record<string, string> }) {
    this.command = command;
    this.args = args;
    this.options = options;
  }
}

export interface StubDocument {
  uri: Uri;
  languageId: string;
  getText(): string;
}

export function stubDocument(path: string, text: string, languageId = 'python'): StubDocument {
  return { uri: Uri.file(path), languageId, getText: () => text };
}

export const shown: { errors: string[] } = { errors: [] };

interface InputBoxOptions {
  title?: string;
  prompt?: string;
  value?: string;
}

/**
 * What the user answers: each input box takes the next of `inputBoxes` (undefined cancels), or
 * when none is queued keeps the value it was opened with (Enter); each quick pick the item the
 * next of `quickPicks` chooses. `asked` records the boxes and picks shown.
 */
export const user: {
  inputBoxes: (string | undefined)[];
  quickPicks: ((items: { label: string; action?: string }[]) => unknown)[];
  asked: { kind: 'inputBox' | 'quickPick'; title?: string; prompt?: string; value?: string; labels?: string[] }[];
} = { inputBoxes: [], quickPicks: [], asked: [] };

export const window: {
  activeTextEditor: { document: StubDocument; selection: { active: Position } } | undefined;
  showErrorMessage(message: string): Promise<undefined>;
  showInputBox(options: InputBoxOptions): Promise<string | undefined>;
  showQuickPick<T extends { label: string }>(items: T[], options?: { title?: string }): Promise<T | undefined>;
} = {
  activeTextEditor: undefined,
  showErrorMessage(message: string) {
    shown.errors.push(message);
    return Promise.resolve(undefined);
  },
  showInputBox(options: InputBoxOptions) {
    user.asked.push({ kind: 'inputBox', title: options.title, prompt: options.prompt, value: options.value });
    return Promise.resolve(user.inputBoxes.length ? user.inputBoxes.shift() : options.value);
  },
  showQuickPick<T extends { label: string }>(items: T[], options?: { title?: string }) {
    user.asked.push({ kind: 'quickPick', title: options?.title, labels: items.map((i) => i.label) });
    const choose = user.quickPicks.shift();
    return Promise.resolve(choose ? (choose(items) as T | undefined) : undefined);
  },
};

/** `vscode.debug.startDebugging` calls, recorded. */
export const started: { folder: unknown; config: Record<string, unknown>; options: unknown }[] = [];

export class Disposable {
  private readonly onDispose: () => void;
  constructor(onDispose: () => void) {
    this.onDispose = onDispose;
  }
  dispose(): void {
    this.onDispose();
  }
}

type Listener<T> = (value: T) => void;

/** Listeners of the stubbed `vscode.debug` session events; tests fire them. */
export const sessionListeners: { started: Listener<unknown>[]; terminated: Listener<unknown>[] } = {
  started: [],
  terminated: [],
};

function listen<T>(listeners: Listener<T>[], listener: Listener<T>): Disposable {
  listeners.push(listener);
  return new Disposable(() => listeners.splice(listeners.indexOf(listener), 1));
}

/** `vscode.languages.registerInlineValuesProvider` registrations still in force. */
export const inlineValuesProviders: { selector: unknown; provider: unknown }[] = [];

export const languages = {
  registerInlineValuesProvider(selector: unknown, provider: unknown): Disposable {
    const entry = { selector, provider };
    inlineValuesProviders.push(entry);
    return new Disposable(() => inlineValuesProviders.splice(inlineValuesProviders.indexOf(entry), 1));
  },
};

export const debug = {
  onDidStartDebugSession(listener: Listener<unknown>): Disposable {
    return listen(sessionListeners.started, listener);
  },
  onDidTerminateDebugSession(listener: Listener<unknown>): Disposable {
    return listen(sessionListeners.terminated, listener);
  },
  startDebugging(folder: unknown, config: Record<string, unknown>, options?: unknown): Promise<boolean> {
    started.push({ folder, config, options });
    return Promise.resolve(true);
  },
};

export const folders: { path: string }[] = [];

export const workspace = {
  getWorkspaceFolder(uri: Uri): { uri: Uri; name: string } | undefined {
    const found = folders.find((f) => uri.fsPath.startsWith(`${f.path}/`));
    return found ? { uri: Uri.file(found.path), name: found.path.split('/').pop() ?? '' } : undefined;
  },
  openTextDocument(uri: Uri): Promise<StubDocument> {
    return Promise.resolve(stubDocument(uri.fsPath, readFileSync(uri.fsPath, 'utf-8')));
  },
};
