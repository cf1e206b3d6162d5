/**
 * The pure part of profiling from the editor (no VS Code API, so tests run it as is): which
 * sizes to ask for, the command line of `onnxscribe profile`, and the costs of one file's lines
 * in what `onnxscribe.showProfile` answers.
 */

import * as path from 'node:path';
import type { LineCost } from './graph/cost.ts';
import type { Interpreter } from './interpreter.ts';
import type { Parameter } from './scriptFunctions.ts';

/** What `onnxscribe.showProfile` answers. */
export interface ProfileSummary {
  path: string;
  runs: number;
  lines: { file: string; line: number; medianMs: number; share: number; label: string }[];
}

/** The named dimensions of the function's tensor inputs (`N` of `FLOAT["N", 512]`), in order. */
export function namedDimensions(parameters: readonly Parameter[]): string[] {
  const found = new Set<string>();
  for (const parameter of parameters) {
    if (parameter.isAttribute) {
      continue;
    }
    const inside = /\[(.*)\]/s.exec(parameter.annotation)?.[1] ?? '';
    for (const match of inside.matchAll(/"([^"]+)"|'([^']+)'/g)) {
      found.add(match[1] ?? match[2]);
    }
  }
  return [...found];
}

/** `N=64, T=128` as `--shape` values; an error message for anything else. */
export function parseSizes(text: string): string[] | { error: string } {
  const sizes = text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const bad = sizes.find((size) => !/^[A-Za-z_][\w.]*=\d+$/.test(size));
  return bad === undefined ? sizes : { error: `"${bad}" is not NAME=SIZE (for example N=64)` };
}

/** The command line of the profile run: the interpreter, then `-m onnxscribe profile ...`. */
export function profileCommand(
  interpreter: Interpreter,
  file: string,
  name: string,
  sizes: readonly string[],
): { command: string; args: string[] } {
  const args = [...interpreter.args, '-m', 'onnxscribe', 'profile', `${file}::${name}`, '--format', 'json'];
  for (const size of sizes) {
    args.push('--shape', size);
  }
  return { command: interpreter.command, args };
}

/** The costs of the lines of `file` (as the graph view of a function of that file shows them). */
export function costsOfFile(summary: ProfileSummary | undefined, file: string): LineCost[] {
  if (summary === undefined) {
    return [];
  }
  const wanted = path.normalize(file);
  return summary.lines
    .filter((cost) => path.normalize(cost.file) === wanted)
    .map((cost) => ({ line: cost.line, share: cost.share, label: cost.label }));
}

/** The report's file in the extension's storage: one per function, replaced on each run. */
export function reportPath(folder: string, file: string, name: string): string {
  const stem = `${path.basename(file, '.py')}-${name}`.replace(/[^\w.-]/g, '_');
  return path.join(folder, `${stem}.profile.json`);
}
