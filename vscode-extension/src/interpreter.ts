/** Which Python runs the language server and the debug adapter for a workspace folder. */

import * as path from 'node:path';

export type InterpreterSource = 'setting' | 'python-extension' | 'workspace' | 'virtual-env' | 'conda' | 'default';

export interface Interpreter {
  /** The executable to start. */
  command: string;
  /** Arguments that come before the module to run (from a multi-part setting). */
  args: string[];
  source: InterpreterSource;
}

export interface InterpreterInputs {
  /** The `onnxscribe.interpreter` setting for the folder (empty: not set). */
  setting: string[];
  /** The executable the Python extension selected for the folder, when it is installed. */
  pythonExtension: string | undefined;
  /** The folder's path, for `${workspaceFolder}` in the setting and its `.venv`/`venv`. */
  folder: string | undefined;
  platform: NodeJS.Platform;
  /** The extension host's environment (`VIRTUAL_ENV`, `CONDA_PREFIX`); none when not given. */
  environment?: Record<string, string | undefined>;
  /** Whether a file exists (for the environments' interpreters); nothing does when not given. */
  isFile?: (file: string) => boolean;
}

/** The interpreter of the environment at `root` (a virtual environment or a conda prefix). */
export function environmentPython(root: string, platform: NodeJS.Platform, layout: 'venv' | 'conda'): string {
  const join = platform === 'win32' ? path.win32.join : path.posix.join;
  if (platform === 'win32') {
    return layout === 'venv' ? join(root, 'Scripts', 'python.exe') : join(root, 'python.exe');
  }
  return join(root, 'bin', 'python');
}

/**
 * Every interpreter found for a folder, the one to use first: the `onnxscribe.interpreter`
 * setting, the Python extension's choice, the folder's `.venv` then `venv`, the active virtual
 * environment (`VIRTUAL_ENV`), the active conda environment (`CONDA_PREFIX`), and last the
 * platform's Python on the PATH (always there, so the list is never empty). No command twice.
 */
export function findInterpreters(inputs: InterpreterInputs): Interpreter[] {
  const found: Interpreter[] = [];
  const isFile = inputs.isFile ?? (() => false);
  const add = (command: string, args: string[], source: InterpreterSource): void => {
    if (!found.some((known) => known.command === command && known.args.join('\0') === args.join('\0'))) {
      found.push({ command, args, source });
    }
  };
  if (inputs.setting.length > 0) {
    const [command, ...args] = inputs.setting.map((part) => expandVariables(part, inputs.folder));
    add(command, args, 'setting');
  }
  if (inputs.pythonExtension) {
    add(inputs.pythonExtension, [], 'python-extension');
  }
  if (inputs.folder !== undefined) {
    const join = inputs.platform === 'win32' ? path.win32.join : path.posix.join;
    for (const name of ['.venv', 'venv']) {
      const python = environmentPython(join(inputs.folder, name), inputs.platform, 'venv');
      if (isFile(python)) {
        add(python, [], 'workspace');
      }
    }
  }
  const environment = inputs.environment ?? {};
  for (const [variable, source, layout] of [
    ['VIRTUAL_ENV', 'virtual-env', 'venv'],
    ['CONDA_PREFIX', 'conda', 'conda'],
  ] as const) {
    const root = environment[variable];
    if (root) {
      const python = environmentPython(root, inputs.platform, layout);
      if (isFile(python)) {
        add(python, [], source);
      }
    }
  }
  add(inputs.platform === 'win32' ? 'python' : 'python3', [], 'default');
  return found;
}

/** The interpreter to use: the first one found. */
export function resolveInterpreter(inputs: InterpreterInputs): Interpreter {
  return findInterpreters(inputs)[0];
}

export function expandVariables(text: string, folder: string | undefined): string {
  let expanded = text;
  if (folder !== undefined) {
    expanded = expanded.replaceAll('${workspaceFolder}', folder);
  }
  const home = process.env.HOME ?? process.env.USERPROFILE;
  if (home && (expanded === '~' || expanded.startsWith('~/'))) {
    expanded = home + expanded.slice(1);
  }
  return expanded;
}

/** Where an interpreter was found, as the status and the interpreter picker say it. */
export function describeSource(source: InterpreterSource): string {
  return {
    setting: 'the onnxscribe.interpreter setting',
    'python-extension': 'the Python extension',
    workspace: "the workspace's virtual environment",
    'virtual-env': 'VIRTUAL_ENV',
    conda: 'CONDA_PREFIX',
    default: 'the PATH (no interpreter selected)',
  }[source];
}

export function describeInterpreter(interpreter: Interpreter): string {
  return `${[interpreter.command, ...interpreter.args].join(' ')} (from ${describeSource(interpreter.source)})`;
}

/** Whether two interpreters start the same process. */
export function sameInterpreter(a: Interpreter | undefined, b: Interpreter | undefined): boolean {
  if (a === undefined || b === undefined) {
    return a === b;
  }
  return a.command === b.command && a.args.join('\0') === b.args.join('\0');
}
