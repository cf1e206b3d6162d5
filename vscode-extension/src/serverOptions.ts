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
