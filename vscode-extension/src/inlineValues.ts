/** Values beside the code while an onnxscribe debug session is stopped (VS Code's inline values). */

import * as vscode from 'vscode';
import { DEBUG_TYPE } from './debugConfig.ts';

/** One entry of the adapter's `inlineValues` answer (lines and columns count from 1). */
export interface AdapterInlineValue {
  line: number;
  column: number;
  name: string;
  value: string;
  text: string;
}

export interface InlineValuesAnswer {
  path: string | null;
  values: AdapterInlineValue[];
}

/** What the provider needs of a debug session: its type and custom requests. */
export type InlineSession = Pick<vscode.DebugSession, 'type' | 'customRequest'>;

/** The values to draw in a document showing `path`, on lines `first..last` (0-based, inclusive). */
export function valuesInView(answer: InlineValuesAnswer, path: string, first: number, last: number): AdapterInlineValue[] {
  if (answer.path !== path) {
    return [];
  }
  return answer.values.filter((v) => v.line - 1 >= first && v.line - 1 <= last);
}

export class InlineValues implements vscode.InlineValuesProvider {
  private readonly session: () => InlineSession | undefined;

  constructor(session: () => InlineSession | undefined = () => vscode.debug.activeDebugSession) {
    this.session = session;
  }

  async provideInlineValues(
    document: vscode.TextDocument,
    viewPort: vscode.Range,
    context: vscode.InlineValueContext,
  ): Promise<vscode.InlineValue[]> {
    const session = this.session();
    if (session?.type !== DEBUG_TYPE) {
      return [];
    }
    const answer = (await session.customRequest('inlineValues', { frameId: context.frameId })) as InlineValuesAnswer;
    return valuesInView(answer, document.uri.fsPath, viewPort.start.line, viewPort.end.line).map((v) => {
      const range = new vscode.Range(v.line - 1, v.column - 1, v.line - 1, v.column - 1);
      return new vscode.InlineValueText(range, v.text);
    });
  }
}

/**
 * The provider, registered for Python files only while an onnxscribe session runs: once a
 * language has a provider, VS Code asks it instead of guessing values from the source, and other
 * Python debuggers' sessions would lose those guesses.
 */
export function registerInlineValues(provider: InlineValues = new InlineValues()): vscode.Disposable {
  const running = new Set<vscode.DebugSession>();
  let registration: vscode.Disposable | undefined;
  const update = (): void => {
    if (running.size > 0 && registration === undefined) {
      registration = vscode.languages.registerInlineValuesProvider({ language: 'python', scheme: 'file' }, provider);
    } else if (running.size === 0 && registration !== undefined) {
      registration.dispose();
      registration = undefined;
    }
  };
  const started = vscode.debug.onDidStartDebugSession((session) => {
    if (session.type === DEBUG_TYPE) {
      running.add(session);
      update();
    }
  });
  const ended = vscode.debug.onDidTerminateDebugSession((session) => {
    running.delete(session);
    update();
  });
  return new vscode.Disposable(() => {
    started.dispose();
    ended.dispose();
    registration?.dispose();
  });
}
