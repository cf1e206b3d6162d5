/** Which Python runs the language server and the debug adapter for a workspace folder. */

export type InterpreterSource = 'setting' | 'python-extension' | 'default';

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
  /** The folder's path, for `${workspaceFolder}` in the setting. */
  folder: string | undefined;
  platform: NodeJS.Platform;
}

/** The setting wins, then the Python extension's choice, then the platform's Python on PATH. */
export function resolveInterpreter(inputs: InterpreterInputs): Interpreter {
  if (inputs.setting.length > 0) {
    const [command, ...args] = inputs.setting.map((part) => expandVariables(part, inputs.folder));
    return { command, args, source: 'setting' };
  }
  if (inputs.pythonExtension) {
    return { command: inputs.pythonExtension, args: [], source: 'python-extension' };
  }
  return {
    command: inputs.platform === 'win32' ? 'python' : 'python3',
    args: [],
    source: 'default',
  };
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

export function describeInterpreter(interpreter: Interpreter): string {
  const from = {
    setting: 'the onnxscribe.interpreter setting',
    'python-extension': 'the Python extension',
    default: 'the PATH (no interpreter selected)',
  }[interpreter.source];
  return `${[interpreter.command, ...interpreter.args].join(' ')} (from ${from})`;
}

/** Whether two interpreters start the same process. */
export function sameInterpreter(a: Interpreter | undefined, b: Interpreter | undefined): boolean {
  if (a === undefined || b === undefined) {
    return a === b;
  }
  return a.command === b.command && a.args.join('\0') === b.args.join('\0');
}
