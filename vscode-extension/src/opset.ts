/** The ai.onnx opset a file's script functions are checked against, as the status bar shows it. */

export interface OpsetInForce {
  /** The version, or undefined for "the newest one the installed onnxruntime runs". */
  version: number | undefined;
  source: 'file' | 'setting' | 'newest';
}

// `from onnxscribe import opset18 as op`, `import onnxscript.opset17`, `default_opset=opset16`,
// `from onnxscribe.opset18 import Add`.
const FILE_OPSET =
  /^\s*(?:from\s+[\w.]+\s+import\s+[^#\n]*?\bopset(\d+)\b|(?:from|import)\s+[\w.]*\bopset(\d+)\b)|default_opset\s*=\s*[\w.]*?opset(\d+)\b/gm;

export function opsetInForce(text: string, defaultOpset: unknown): OpsetInForce {
  const versions = new Set<number>();
  for (const match of text.matchAll(FILE_OPSET)) {
    versions.add(Number(match[1] ?? match[2] ?? match[3]));
  }
  if (versions.size > 0) {
    return { version: Math.max(...versions), source: 'file' };
  }
  if (typeof defaultOpset === 'number' && Number.isInteger(defaultOpset) && defaultOpset > 0) {
    return { version: defaultOpset, source: 'setting' };
  }
  return { version: undefined, source: 'newest' };
}

export function describeOpset(opset: OpsetInForce): string {
  if (opset.version === undefined) {
    return 'newest opset';
  }
  return `opset ${opset.version}`;
}
