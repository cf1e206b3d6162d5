/**
 * Script functions of a Python file, found from its text alone (for code lenses and the debug
 * configuration): a `def` decorated with `script` (`@script()`, `@onnxscript.script(...)`, ...).
 */

export interface ScriptFunction {
  name: string;
  /** 0-based line of the first decorator. */
  line: number;
  /** 0-based line of the `def`. */
  defLine: number;
  /** 0-based last line of the function's body. */
  endLine: number;
  /** Parameters in order (without `self`, `*`, `/`). */
  parameters: Parameter[];
}

export interface Parameter {
  name: string;
  /** The annotation's text ('' when there is none). */
  annotation: string;
  hasDefault: boolean;
  /** An ONNX attribute (annotated with a Python type: int, float, str, bool, or a list of them). */
  isAttribute: boolean;
}

const ATTRIBUTE_ANNOTATION =
  /^(?:int|float|str|bool|(?:typing\.)?(?:List|Sequence|list|tuple|Tuple)\[\s*(?:int|float|str|bool)\s*(?:,\s*\.\.\.)?\s*\])$/;

const DECORATOR = /^(\s*)@\s*(?:[A-Za-z_][\w]*\s*\.\s*)*script\b/;
const DEF = /^(\s*)(?:async\s+)?def\s+([A-Za-z_]\w*)\s*\(/;

export function findScriptFunctions(text: string): ScriptFunction[] {
  const lines = text.split(/\r?\n/);
  const found: ScriptFunction[] = [];
  for (let index = 0; index < lines.length; index++) {
    const decorator = DECORATOR.exec(lines[index]);
    if (!decorator) {
      continue;
    }
    const indent = decorator[1].length;
    let defIndex = index + 1;
    while (defIndex < lines.length && !DEF.test(lines[defIndex])) {
      const trimmed = lines[defIndex].trim();
      const stillDecorating =
        trimmed === '' || trimmed.startsWith('@') || trimmed.startsWith('#') || /^[)\],]/.test(trimmed) ||
        indentation(lines[defIndex]) > indent;
      if (!stillDecorating) {
        break;
      }
      defIndex++;
    }
    const definition = defIndex < lines.length ? DEF.exec(lines[defIndex]) : null;
    if (!definition || definition[1].length !== indent) {
      continue;
    }
    const signature = signatureText(lines, defIndex);
    found.push({
      name: definition[2],
      line: index,
      defLine: defIndex,
      endLine: bodyEnd(lines, defIndex, indent),
      parameters: parameters(signature),
    });
    index = defIndex;
  }
  return found;
}

/** The innermost script function whose lines (decorators to body) hold `line` (0-based). */
export function functionAtLine(functions: ScriptFunction[], line: number): ScriptFunction | undefined {
  return functions.find((f) => f.line <= line && line <= f.endLine);
}

function indentation(line: string): number {
  return line.length - line.trimStart().length;
}

function bodyEnd(lines: string[], defIndex: number, indent: number): number {
  let last = defIndex;
  for (let index = defIndex + 1; index < lines.length; index++) {
    const line = lines[index];
    if (line.trim() === '' || line.trimStart().startsWith('#')) {
      continue;
    }
    if (indentation(line) <= indent && !/^\s*[)\]]/.test(line)) {
      break;
    }
    last = index;
  }
  return last;
}

/** The text between the `(` of the def and its matching `)`, across lines. */
function signatureText(lines: string[], defIndex: number): string {
  let depth = 0;
  let text = '';
  for (let index = defIndex; index < lines.length; index++) {
    const line = index === defIndex ? lines[index].slice(lines[index].indexOf('(')) : lines[index];
    for (const character of line) {
      if (character === '(' || character === '[' || character === '{') {
        depth++;
        if (depth === 1 && character === '(') {
          continue;
        }
      } else if (character === ')' || character === ']' || character === '}') {
        depth--;
        if (depth === 0) {
          return text;
        }
      }
      text += character;
    }
    text += '\n';
  }
  return text;
}

/** The parameters of a signature's text (what is between the parentheses of a `def`). */
export function parameters(signature: string): Parameter[] {
  const found: Parameter[] = [];
  let depth = 0;
  let current = '';
  const flush = (): void => {
    const cleaned = current.replace(/#.*$/gm, '');
    const parts = splitTopLevel(cleaned);
    const name = /^\s*\**\s*([A-Za-z_]\w*)/.exec(parts.head);
    if (name && name[1] !== 'self' && !/^\s*\*\*/.test(parts.head)) {
      const annotation = parts.annotation.replace(/\s+/g, ' ').trim();
      found.push({
        name: name[1],
        annotation,
        hasDefault: parts.hasDefault,
        isAttribute: ATTRIBUTE_ANNOTATION.test(annotation),
      });
    }
    current = '';
  };
  for (const character of signature) {
    if ('([{'.includes(character)) {
      depth++;
    } else if (')]}'.includes(character)) {
      depth--;
    }
    if (character === ',' && depth === 0) {
      flush();
    } else {
      current += character;
    }
  }
  flush();
  return found;
}

/** `name: annotation = default` split at the top-level `:` and `=`. */
function splitTopLevel(text: string): { head: string; annotation: string; hasDefault: boolean } {
  let depth = 0;
  let colon = -1;
  let equals = -1;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if ('([{'.includes(character)) {
      depth++;
    } else if (')]}'.includes(character)) {
      depth--;
    } else if (depth === 0 && character === ':' && colon < 0 && equals < 0) {
      colon = index;
    } else if (depth === 0 && character === '=' && equals < 0) {
      equals = index;
    }
  }
  const headEnd = colon >= 0 ? colon : equals >= 0 ? equals : text.length;
  const annotation = colon >= 0 ? text.slice(colon + 1, equals >= 0 ? equals : text.length) : '';
  return { head: text.slice(0, headEnd), annotation, hasDefault: equals >= 0 };
}
