import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { findScriptFunctions, functionAtLine, parameters } from '../../src/scriptFunctions.ts';
import { fixtures } from '../support/python.ts';

test('finds the script functions of the fixture with their lines and parameters', () => {
  const found = findScriptFunctions(readFileSync(path.join(fixtures, 'model.py'), 'utf-8'));
  assert.deepEqual(
    found.map((f) => [f.name, f.line, f.defLine, f.endLine, f.parameters.map((p) => p.name)]),
    [
      ['scale_and_clip', 6, 7, 14, ['x', 'limit']],
      ['accumulate', 17, 18, 22, ['x', 'steps']],
    ],
  );
  assert.equal(functionAtLine(found, 10)?.name, 'scale_and_clip');
  assert.equal(functionAtLine(found, 6)?.name, 'scale_and_clip');
  assert.equal(functionAtLine(found, 15), undefined);
  assert.equal(functionAtLine(found, 20)?.name, 'accumulate');
});

test('decorator spellings, stacked decorators and multi-line signatures', () => {
  const text = [
    'import onnxscript',
    '',
    '@onnxscript.script(custom_opset)',
    '@other',
    'def first(',
    '    x: FLOAT["N", 3],  # the input',
    '    axes: list[int] = (0,),',
    '    alpha: float = 1.0,',
    '    *, mode: str,',
    ') -> FLOAT["N"]:',
    '    return op.ReduceSum(x)',
    '',
    'def not_script(x):',
    '    return x',
    '',
    'class Holder:',
    '    @script',
    '    def method(self, y: INT64) -> INT64:',
    '        return y',
    '',
    '@scripted()',
    'def lookalike(x):',
    '    return x',
  ].join('\n');
  const found = findScriptFunctions(text);
  assert.deepEqual(
    found.map((f) => f.name),
    ['first', 'method'],
  );
  assert.deepEqual(found[0].parameters, [
    { name: 'x', annotation: 'FLOAT["N", 3]', hasDefault: false, isAttribute: false },
    { name: 'axes', annotation: 'list[int]', hasDefault: true, isAttribute: true },
    { name: 'alpha', annotation: 'float', hasDefault: true, isAttribute: true },
    { name: 'mode', annotation: 'str', hasDefault: false, isAttribute: true },
  ]);
  assert.equal(found[0].endLine, 10);
  assert.deepEqual(
    found[1].parameters.map((p) => p.name),
    ['y'],
  );
});

test('parameters: defaults with commas and nested brackets', () => {
  assert.deepEqual(
    parameters('x: FLOAT[2, 3], shape: Sequence[int] = [1, 2], **kwargs').map((p) => [p.name, p.isAttribute]),
    [
      ['x', false],
      ['shape', true],
    ],
  );
});
