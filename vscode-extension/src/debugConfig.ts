/** Launch configurations of the `onnxscribe` debug type: filling them in and checking them. */

export const DEBUG_TYPE = 'onnxscribe';
export const MODES = ['graph', 'eager', 'compare'] as const;
export const EVALUATORS = ['auto', 'ort', 'reference'] as const;

export type Inputs = string | Record<string, string>;

export interface LaunchConfiguration {
  type: string;
  request: string;
  name: string;
  program?: string;
  function?: string;
  inputs?: Inputs;
  attributes?: Record<string, unknown>;
  evaluator?: string;
  mode?: string;
  stopOnEntry?: boolean;
  cwd?: string;
  noDebug?: boolean;
  [key: string]: unknown;
}

export interface EditorContext {
  /** The file of the active Python editor. */
  file: string | undefined;
  /** The script function around the cursor in that editor. */
  functionAtCursor: string | undefined;
  /** The workspace folder of the file. */
  folder: string | undefined;
}

export type Resolution = { config: LaunchConfiguration } | { error: string };

/**
 * The configuration to launch, completed from the editor; or why it cannot be launched.
 * An empty configuration (F5 with no launch.json) debugs the function at the cursor.
 */
export function resolveLaunch(raw: Partial<LaunchConfiguration>, editor: EditorContext): Resolution {
  const config: Partial<LaunchConfiguration> = { ...raw };
  if (!config.type && !config.request && !config.name) {
    if (!editor.file || !editor.functionAtCursor) {
      return { error: 'Open a Python file and place the cursor inside a script function to debug it.' };
    }
    Object.assign(config, launchForFunction(editor.file, editor.functionAtCursor, {}, false), {
      stopOnEntry: true,
    });
  }
  config.type = DEBUG_TYPE;
  config.request ??= 'launch';
  if (config.request !== 'launch') {
    return { error: `onnxscribe debugging supports "request": "launch" only, not ${JSON.stringify(config.request)}.` };
  }
  config.name ??= `ONNX Script: ${config.function ?? 'function'}`;
  if (!config.program) {
    if (!editor.file) {
      return { error: 'Set "program" to the Python file that defines the script function.' };
    }
    config.program = editor.file;
  }
  if (!config.function) {
    if (!editor.functionAtCursor) {
      return { error: 'Set "function" to the name of the script function to run.' };
    }
    config.function = editor.functionAtCursor;
  }
  config.inputs ??= {};
  config.mode ??= 'graph';
  config.evaluator ??= 'auto';
  config.stopOnEntry ??= false;
  if (config.cwd === undefined && editor.folder !== undefined) {
    config.cwd = editor.folder;
  }
  const problem = problemWith(config);
  return problem ? { error: problem } : { config: config as LaunchConfiguration };
}

function problemWith(config: Partial<LaunchConfiguration>): string | undefined {
  if (!(MODES as readonly unknown[]).includes(config.mode)) {
    return `"mode" must be one of ${MODES.join(', ')}, not ${JSON.stringify(config.mode)}.`;
  }
  if (!(EVALUATORS as readonly unknown[]).includes(config.evaluator)) {
    return `"evaluator" must be one of ${EVALUATORS.join(', ')}, not ${JSON.stringify(config.evaluator)}.`;
  }
  const inputs = config.inputs;
  const validInputs =
    typeof inputs === 'string' ||
    (typeof inputs === 'object' &&
      inputs !== null &&
      !Array.isArray(inputs) &&
      Object.values(inputs).every((v) => typeof v === 'string'));
  if (!validInputs) {
    return '"inputs" must be the path of an .npz file or an object mapping parameter names to expressions.';
  }
  if (
    config.attributes !== undefined &&
    (typeof config.attributes !== 'object' || config.attributes === null || Array.isArray(config.attributes))
  ) {
    return '"attributes" must be an object mapping attribute names to values.';
  }
  if (typeof config.stopOnEntry !== 'boolean') {
    return '"stopOnEntry" must be true or false.';
  }
  return undefined;
}

export function launchForFunction(
  program: string,
  functionName: string,
  inputs: Inputs,
  noDebug: boolean,
  attributes: Record<string, unknown> = {},
): LaunchConfiguration {
  return {
    type: DEBUG_TYPE,
    request: 'launch',
    name: `${noDebug ? 'Run' : 'Debug'} ${functionName}`,
    program,
    function: functionName,
    inputs,
    attributes,
    mode: 'graph',
    evaluator: 'auto',
    stopOnEntry: false,
    noDebug,
  };
}

/** Inputs remembered per function, offered first the next time it is run. */
export type RememberedInputs = { kind: 'npz'; path: string } | { kind: 'values'; values: Record<string, string> };

export function rememberKey(program: string, functionName: string): string {
  return `onnxscribe.inputs:${program}:${functionName}`;
}

export interface InputChoice {
  label: string;
  description?: string;
  action: 'remembered' | 'npz' | 'values' | 'none';
}

export function inputChoices(parameters: string[], remembered: RememberedInputs | undefined): InputChoice[] {
  const choices: InputChoice[] = [];
  if (remembered?.kind === 'npz') {
    choices.push({ label: '$(history) Last inputs', description: remembered.path, action: 'remembered' });
  } else if (remembered?.kind === 'values') {
    const shown = Object.entries(remembered.values)
      .map(([name, value]) => `${name}=${value}`)
      .join(', ');
    choices.push({ label: '$(history) Last inputs', description: shown, action: 'remembered' });
  }
  if (parameters.length === 0) {
    choices.push({ label: '$(play) No inputs', action: 'none' });
  } else {
    choices.push({ label: '$(edit) Enter the inputs…', description: parameters.join(', '), action: 'values' });
  }
  choices.push({ label: '$(file) Choose an .npz file…', action: 'npz' });
  return choices;
}

export function inputsOf(remembered: RememberedInputs): Inputs {
  return remembered.kind === 'npz' ? remembered.path : remembered.values;
}

/** A parameter as far as launching needs it (see scriptFunctions.Parameter). */
export interface LaunchParameter {
  name: string;
  isAttribute: boolean;
}

/** The value of an attribute typed by the user: JSON, or a Python literal, else the text itself. */
export function attributeValue(text: string): unknown {
  const pythonic = text.trim().replace(/\bTrue\b/g, 'true').replace(/\bFalse\b/g, 'false').replace(/'/g, '"');
  try {
    return JSON.parse(pythonic.replace(/^\((.*)\)$/s, '[$1]'));
  } catch {
    return text;
  }
}

/** Typed values split into the launch's `inputs` (expressions) and `attributes` (values). */
export function splitValues(
  parameters: LaunchParameter[],
  values: Record<string, string>,
): { inputs: Record<string, string>; attributes: Record<string, unknown> } {
  const inputs: Record<string, string> = {};
  const attributes: Record<string, unknown> = {};
  for (const parameter of parameters) {
    const value = values[parameter.name];
    if (value === undefined || value.trim() === '') {
      continue;
    }
    if (parameter.isAttribute) {
      attributes[parameter.name] = attributeValue(value);
    } else {
      inputs[parameter.name] = value.trim();
    }
  }
  return { inputs, attributes };
}

/** numpy's name of each ONNX element type an annotation can name. */
const NUMPY_TYPES: Record<string, string> = {
  FLOAT: 'float32',
  DOUBLE: 'float64',
  FLOAT16: 'float16',
  INT8: 'int8',
  INT16: 'int16',
  INT32: 'int32',
  INT64: 'int64',
  UINT8: 'uint8',
  UINT16: 'uint16',
  UINT32: 'uint32',
  UINT64: 'uint64',
  BOOL: 'bool',
  COMPLEX64: 'complex64',
  COMPLEX128: 'complex128',
};

/** The size an example gives a dimension its annotation names (`"N"`), as the debug adapter does. */
const EXAMPLE_DIM = 2;

/**
 * A numpy expression of a value the annotation allows, for the user to edit:
 * `FLOAT["N", 3]` gives `np.ones((2, 3), np.float32)`, `FLOAT` (any rank) a scalar.
 */
export function exampleInput(annotation: string): string {
  const optional = /^\s*(?:[\w.]+\.)?Optional\[(.*)\]\s*$/s.exec(annotation);
  if (optional) {
    return exampleInput(optional[1]);
  }
  const sequence = /^\s*(?:[\w.]+\.)?(?:Sequence|List|list)\[(.*)\]\s*$/s.exec(annotation);
  if (sequence) {
    return `[${exampleInput(sequence[1])}]`;
  }
  const tensor = /^\s*(?:[\w.]+\.)?([A-Z][A-Z0-9]*)\s*(?:\[(.*)\])?\s*$/s.exec(annotation);
  const type = tensor ? tensor[1] : 'FLOAT';
  const dims = tensor?.[2] === undefined ? '' : tensor[2].trim();
  let shape: string[];
  if (dims === '' || dims === '...' || dims === 'Ellipsis') {
    shape = dims === '...' ? [String(EXAMPLE_DIM)] : [];
  } else {
    shape = dims.split(',').map((d) => (/^\s*\d+\s*$/.test(d) ? d.trim() : String(EXAMPLE_DIM)));
  }
  const tuple = `(${shape.join(', ')}${shape.length === 1 ? ',' : ''})`;
  if (type === 'STRING') {
    return `np.full(${tuple}, 'a', dtype=object)`;
  }
  return `np.ones(${tuple}, np.${NUMPY_TYPES[type] ?? 'float32'})`;
}

/** An example value of an attribute parameter, by its Python annotation. */
export function exampleAttribute(annotation: string): unknown {
  if (/^(?:typing\.)?(?:List|Sequence|list|tuple|Tuple)\[/.test(annotation)) {
    return [];
  }
  return { int: 1, float: 1.0, bool: false, str: '' }[annotation] ?? 1;
}

/** A parameter as the debug configuration reads it (see scriptFunctions.Parameter). */
export interface AnnotatedParameter extends LaunchParameter {
  annotation: string;
  hasDefault: boolean;
}

function required(parameter: AnnotatedParameter): boolean {
  return !parameter.hasDefault && !/^\s*(?:[\w.]+\.)?Optional\[/.test(parameter.annotation);
}

/** The parameters a launch gives no value: inputs (unless read from a file) and attributes. */
export function missingParameters(config: LaunchConfiguration, parameters: AnnotatedParameter[]): AnnotatedParameter[] {
  const inputs = config.inputs;
  const attributes = config.attributes ?? {};
  return parameters.filter((p) => {
    if (!required(p)) {
      return false;
    }
    if (p.isAttribute) {
      return !(p.name in attributes);
    }
    return typeof inputs !== 'string' && !(inputs !== undefined && p.name in inputs);
  });
}

/** Whether a launch names no inputs or attributes at all (F5, or `"inputs": {}`). */
export function givesNoValues(config: LaunchConfiguration): boolean {
  return (
    typeof config.inputs !== 'string' &&
    Object.keys(config.inputs ?? {}).length === 0 &&
    Object.keys(config.attributes ?? {}).length === 0
  );
}

/**
 * The launch.json entry for a script function: inputs and attributes that have no default,
 * each with an example value from its annotation to edit.
 */
export function initialConfiguration(
  functionName: string,
  parameters: AnnotatedParameter[],
): LaunchConfiguration {
  const inputs: Record<string, string> = {};
  const attributes: Record<string, unknown> = {};
  for (const parameter of parameters.filter(required)) {
    if (parameter.isAttribute) {
      attributes[parameter.name] = exampleAttribute(parameter.annotation);
    } else {
      inputs[parameter.name] = exampleInput(parameter.annotation);
    }
  }
  return {
    type: DEBUG_TYPE,
    request: 'launch',
    name: `ONNX Script: ${functionName}`,
    program: '${file}',
    function: functionName,
    inputs,
    ...(Object.keys(attributes).length ? { attributes } : {}),
    mode: 'graph',
    stopOnEntry: true,
  };
}
