/** Checking that an interpreter's environment has what the extension starts, and fixing it. */

import type { Interpreter } from './interpreter.ts';

/** Printed as one JSON line by the interpreter: what it can import, without importing it all. */
export const PROBE_SCRIPT = [
  'import importlib.util, json, sys',
  'def has(name):',
  '    try:',
  '        return importlib.util.find_spec(name) is not None',
  '    except Exception:',
  '        return False',
  'print(json.dumps({"executable": sys.executable, "version": sys.version.split()[0],',
  '    "lsp": all(has(m) for m in ("onnxscribe.lsp", "pygls", "lsprotocol")),',
  '    "dap": has("onnxscribe.dap.__main__")}))',
].join('\n');

export const INSTALL_REQUIREMENT = 'onnxscribe[lsp]';

export interface Probe {
  executable: string;
  version: string;
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
  return [...interpreter.args, '-c', PROBE_SCRIPT];
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
  return { kind: probe.lsp ? 'ok' : 'missing', probe };
}

export function missingMessage(probe: Probe): string {
  return (
    `onnxscribe: the Python environment ${probe.executable} (Python ${probe.version}) ` +
    `does not have ${INSTALL_REQUIREMENT} installed, so the language server cannot start.`
  );
}

export function installArgs(interpreter: Interpreter): string[] {
  return [...interpreter.args, '-m', 'pip', 'install', '--upgrade', INSTALL_REQUIREMENT];
}
