/** How the language server and the debug adapter processes are started. */

import type { Interpreter } from './interpreter.ts';
import type { LogLevel } from './settings.ts';

export interface ProcessSpec {
  command: string;
  args: string[];
  cwd: string | undefined;
  env: Record<string, string>;
}

/** Environment additions: unbuffered output, UTF-8 streams, no user site surprises in logs. */
function processEnv(): Record<string, string> {
  return { PYTHONUNBUFFERED: '1', PYTHONIOENCODING: 'utf-8' };
}

export function languageServerProcess(
  interpreter: Interpreter,
  level: LogLevel,
  cwd: string | undefined,
): ProcessSpec {
  return {
    command: interpreter.command,
    args: [...interpreter.args, '-m', 'onnxscribe.lsp', '--log-level', level],
    cwd,
    env: processEnv(),
  };
}

export function debugAdapterProcess(interpreter: Interpreter, cwd: string | undefined): ProcessSpec {
  return {
    command: interpreter.command,
    args: [...interpreter.args, '-m', 'onnxscribe.dap'],
    cwd,
    env: processEnv(),
  };
}

/**
 * The language client's description of the server process. No `transport`: the client would
 * add `--stdio` to the arguments, which the server does not take (stdio is its only transport).
 */
export function clientExecutable(
  spec: ProcessSpec,
  baseEnv: NodeJS.ProcessEnv,
): { command: string; args: string[]; options: { cwd: string | undefined; env: NodeJS.ProcessEnv } } {
  return { command: spec.command, args: spec.args, options: { cwd: spec.cwd, env: { ...baseEnv, ...spec.env } } };
}
