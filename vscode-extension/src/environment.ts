/** Checking that an interpreter's environment has what the extension starts, and fixing it. */

import * as path from 'node:path';
import type { Interpreter } from './interpreter.ts';
import { safeCodeArgs, safeModuleArgs } from './serverOptions.ts';

/**
 * Printed as one JSON line by the interpreter: what it can import, found without importing any of
 * it (importing onnxscribe would load onnx and numpy, most of a second), and the installed
 * onnxscribe's version (from its metadata).
 */
export const PROBE_SCRIPT = [
  'import importlib.metadata, importlib.util, json, os, sys',
  'def has(name):',
  '    try:',
  '        return importlib.util.find_spec(name) is not None',
  '    except Exception:',
  '        return False',
  'def onnxscribe_has(*parts):',
  '    try:',
  '        spec = importlib.util.find_spec("onnxscribe")',
  '    except Exception:',
  '        return False',
  '    folders = (spec and spec.submodule_search_locations) or ()',
  '    return any(os.path.isfile(os.path.join(folder, *parts)) for folder in folders)',
  'try:',
  '    installed = importlib.metadata.version("onnxscribe")',
  'except Exception:',
  '    installed = None',
  'print(json.dumps({"executable": sys.executable, "version": sys.version.split()[0],',
  '    "onnxscribe": installed,',
  '    "lsp": onnxscribe_has("lsp", "__main__.py") and all(has(m) for m in ("pygls", "lsprotocol", "onnx", "numpy")),',
  '    "dap": onnxscribe_has("dap", "__main__.py")}))',
].join('\n');

export interface Probe {
  executable: string;
  /** The Python version ("3.11.7"). */
  version: string;
  /** The installed onnxscribe's version, if any. */
  onnxscribe: string | null;
  lsp: boolean;
  dap: boolean;
}

export type ProbeResult =
  | { kind: 'ok'; probe: Probe }
  | { kind: 'missing'; probe: Probe }
  | { kind: 'unusable'; reason: string };

export interface RunResult {
  /** The error that kept the process from running (for example ENOENT), if any. */
  error?: { code?: string; message: string };
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

export function probeArgs(interpreter: Interpreter): string[] {
  return safeCodeArgs(interpreter, PROBE_SCRIPT);
}

export function parseProbe(interpreter: Interpreter, result: RunResult): ProbeResult {
  if (result.error) {
    const reason =
      result.error.code === 'ENOENT'
        ? `${interpreter.command} was not found`
        : `${interpreter.command} could not be started: ${result.error.message}`;
    return { kind: 'unusable', reason };
  }
  const line = result.stdout.trim().split('\n').pop() ?? '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    const detail = result.stderr.trim().split('\n').pop() ?? '';
    return {
      kind: 'unusable',
      reason: `${interpreter.command} is not a working Python (exit code ${result.exitCode}${detail ? `: ${detail}` : ''})`,
    };
  }
  const probe = parsed as Probe;
  if (typeof probe !== 'object' || probe === null || typeof probe.lsp !== 'boolean') {
    return { kind: 'unusable', reason: `${interpreter.command} gave an unexpected answer: ${line}` };
  }
  probe.onnxscribe = typeof probe.onnxscribe === 'string' ? probe.onnxscribe : null;
  return { kind: probe.lsp ? 'ok' : 'missing', probe };
}

export function missingMessage(probe: Probe): string {
  return (
    `onnxscribe: the Python environment ${probe.executable} (Python ${probe.version}) ` +
    'does not have onnxscribe[lsp] installed, so the language server cannot start.'
  );
}

/** The installed onnxscribe differs from the one the extension carries (undefined: they agree). */
export function mismatchMessage(probe: Probe, bundled: string): string | undefined {
  if (probe.onnxscribe === null || probe.onnxscribe === bundled) {
    return undefined;
  }
  return (
    `onnxscribe: the Python environment ${probe.executable} has onnxscribe ${probe.onnxscribe}; ` +
    `this extension is made for onnxscribe ${bundled}, which it carries.`
  );
}

/** The wheel's file name for a version, as `make wheel` builds it. */
export function wheelName(version: string): string {
  return `onnxscribe-${version}-py3-none-any.whl`;
}

/** How the bundled wheel is installed into an interpreter's environment. */
export interface InstallCommand {
  command: string;
  args: string[];
  /** What the progress and the log call it. */
  tool: 'pip' | 'uv';
}

/**
 * Installs the wheel file with its `lsp` extra: onnxscribe itself always comes from the file,
 * only its dependencies from the package index. With uv (when it is on the PATH) into the
 * interpreter's environment, else with the interpreter's own pip.
 */
export function installCommand(interpreter: Interpreter, pythonVersion: string | undefined, wheel: string, uv: string | undefined): InstallCommand {
  const requirement = `${wheel}[lsp]`;
  if (uv !== undefined && interpreter.args.length === 0) {
    return { command: uv, args: ['pip', 'install', '--python', interpreter.command, requirement], tool: 'uv' };
  }
  return {
    command: interpreter.command,
    args: safeModuleArgs(interpreter, pythonVersion, 'pip', ['install', requirement]),
    tool: 'pip',
  };
}

/** The first `name` executable in the PATH's folders (`name.exe` on Windows), if any. */
export function findOnPath(
  name: string,
  environment: Record<string, string | undefined>,
  platform: NodeJS.Platform,
  isFile: (file: string) => boolean,
): string | undefined {
  const windows = platform === 'win32';
  const searchPath = environment.PATH ?? environment.Path ?? '';
  const join = windows ? path.win32.join : path.posix.join;
  for (const folder of searchPath.split(windows ? ';' : ':')) {
    if (folder) {
      const candidate = join(folder, windows ? `${name}.exe` : name);
      if (isFile(candidate)) {
        return candidate;
      }
    }
  }
  return undefined;
}
