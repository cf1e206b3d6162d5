// The few parts of the `vscode` API that the tested modules touch, with state tests can set.

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

export const window: {
  activeTextEditor: { document: StubDocument; selection: { active: Position } } | undefined;
  showErrorMessage(message: string): Promise<undefined>;
} = {
  activeTextEditor: undefined,
  showErrorMessage(message: string) {
    shown.errors.push(message);
    return Promise.resolve(undefined);
  },
};

export const folders: { path: string }[] = [];

export const workspace = {
  getWorkspaceFolder(uri: Uri): { uri: Uri; name: string } | undefined {
    const found = folders.find((f) => uri.fsPath.startsWith(`${f.path}/`));
    return found ? { uri: Uri.file(found.path), name: found.path.split('/').pop() ?? '' } : undefined;
  },
};
