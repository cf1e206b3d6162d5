/**
 * How the Python processes are started: the language server, the debug adapter, the probe of an
 * environment and the install into it.
 *
 * None of them may have the current folder on `sys.path` before our code runs: `python -m` and
 * `python -c` put it first, so a workspace holding `types.py`, `runpy.py` or `onnxscribe.py` would
 * have that file run in place of the real module. Python 3.11 and newer take `-P` for that. Older
 * ones run a few lines with `-c` that drop the entry (`''` for `-c`) touching only `sys`, which
 * is loaded before the command runs, and then run the module with `runpy`, as `-m` would.
 */

import type { Interpreter } from './interpreter.ts';
import type { LogLevel } from './settings.ts';

export interface ProcessSpec {
  command: string;
  args: string[];
  cwd: string | undefined;
  env: Record<string, string>;
}

/** Environment additions: unbuffered output, UTF-8 streams. */
function processEnv(): Record<string, string> {
  return { PYTHONUNBUFFERED: '1', PYTHONIOENCODING: 'utf-8' };
}

/** The first statement of every `-c` program: the current folder off `sys.path`. */
export const DROP_CURRENT_FOLDER = 'import sys\nif sys.path and sys.path[0] == "":\n    del sys.path[0]';

/** Whether `version` ("3.11.7") is a Python that takes `-P`; unknown versions do not. */
export function takesSafePath(version: string | undefined): boolean {
  const match = /^(\d+)\.(\d+)/.exec(version ?? '');
  if (match === null) {
    return false;
  }
  const [major, minor] = [Number(match[1]), Number(match[2])];
  return major > 3 || (major === 3 && minor >= 11);
}

/** A `-c` program that runs `module` as `python -m module` does, the current folder off `sys.path`. */
export function runModuleProgram(module: string): string {
  return [
    DROP_CURRENT_FOLDER,
    'import runpy',
    `runpy.run_module(${JSON.stringify(module)}, run_name="__main__", alter_sys=True)`,
  ].join('\n');
}

/** Interpreter arguments that run `module` with `args`, never with the current folder on `sys.path`. */
export function safeModuleArgs(
  interpreter: Interpreter,
  version: string | undefined,
  module: string,
  args: string[],
): string[] {
  if (takesSafePath(version)) {
    return [...interpreter.args, '-P', '-m', module, ...args];
  }
  return [...interpreter.args, '-c', runModuleProgram(module), ...args];
}

/** Interpreter arguments that run the `-c` program `code`, the current folder dropped first. */
export function safeCodeArgs(interpreter: Interpreter, code: string): string[] {
  return [...interpreter.args, '-c', `${DROP_CURRENT_FOLDER}\n${code}`];
}

/**
 * The language server. Its current folder is the workspace folder: exported models record their
 * source paths relative to it. It is not on `sys.path`.
 */
export function languageServerProcess(
  interpreter: Interpreter,
  version: string | undefined,
  level: LogLevel,
  cwd: string | undefined,
): ProcessSpec {
  return {
    command: interpreter.command,
    args: safeModuleArgs(interpreter, version, 'onnxscribe.lsp', ['--log-level', level]),
    cwd,
    env: processEnv(),
  };
}

/**
 * The debug adapter. Its current folder is the launch's `cwd`: the debugged program reads relative
 * paths from it. It is not on `sys.path`.
 */
export function debugAdapterProcess(
  interpreter: Interpreter,
  cwd: string | undefined,
  version?: string,
): ProcessSpec {
  return {
    command: interpreter.command,
    args: safeModuleArgs(interpreter, version, 'onnxscribe.dap', []),
    cwd,
    env: processEnv(),
  };
}

/**
 * The server process as the extension spawns it for the language client: its command, arguments,
 * current folder and full environment. Nothing else is added (the client, left to start it,
 * would add `--stdio`, which the server does not take: stdio is its only transport).
 */
export function clientExecutable(
  spec: ProcessSpec,
  baseEnv: NodeJS.ProcessEnv,
): { command: string; args: string[]; options: { cwd: string | undefined; env: NodeJS.ProcessEnv } } {
  return { command: spec.command, args: spec.args, options: { cwd: spec.cwd, env: { ...baseEnv, ...spec.env } } };
}
