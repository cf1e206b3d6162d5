import assert from 'node:assert/strict';
import * as path from 'node:path';
import { test } from 'node:test';
import { costByLine, costFill, topShare } from '../../src/graph/cost.ts';
import { costsOfFile, namedDimensions, parseSizes, profileCommand, reportPath } from '../../src/profileModel.ts';
import type { Parameter } from '../../src/scriptFunctions.ts';

const parameter = (name: string, annotation: string, isAttribute = false): Parameter => ({
  name,
  annotation,
  hasDefault: false,
  isAttribute,
});

test('the named dimensions of the tensor inputs, each once, in order', () => {
  const parameters = [
    parameter('x', 'FLOAT["N", 512]'),
    parameter('w', "FLOAT[512, 'T']"),
    parameter('y', 'FLOAT["N", "T"]'),
    parameter('scale', 'FLOAT'),
    parameter('axis', 'int', true),
  ];
  assert.deepEqual(namedDimensions(parameters), ['N', 'T']);
  assert.deepEqual(namedDimensions([parameter('x', 'FLOAT[2, 3]')]), []);
});

test('sizes typed as N=64, T=128 become --shape values; anything else is refused', () => {
  assert.deepEqual(parseSizes('N=64, T=128'), ['N=64', 'T=128']);
  assert.deepEqual(parseSizes(' N=64 '), ['N=64']);
  assert.deepEqual(parseSizes('N=64,x'), { error: '"x" is not NAME=SIZE (for example N=64)' });
  assert.deepEqual(parseSizes('N=-1'), { error: '"N=-1" is not NAME=SIZE (for example N=64)' });
});

test('the profile runs `onnxscribe profile FILE::FUNCTION --format json` with the interpreter', () => {
  const interpreter = { command: '/env/bin/python', args: ['-X', 'utf8'], source: 'setting' as const };
  assert.deepEqual(profileCommand(interpreter, '/work/m.py', 'block', ['N=64', 'T=8']), {
    command: '/env/bin/python',
    args: ['-X', 'utf8', '-m', 'onnxscribe', 'profile', '/work/m.py::block', '--format', 'json']
      .concat(['--shape', 'N=64', '--shape', 'T=8']),
  });
  assert.equal(reportPath('/store', '/work/m.py', 'block'), path.join('/store', 'm-block.profile.json'));
});

test('the graph of a file gets the costs of that file only', () => {
  const summary = {
    path: '/p.json',
    runs: 3,
    lines: [
      { file: '/work/m.py', line: 8, medianMs: 1.8, share: 0.9, label: '1.8 ms, 90%' },
      { file: '/work/other.py', line: 3, medianMs: 0.1, share: 0.05, label: '0.1 ms, 5%' },
      { file: '/work/m.py', line: 9, medianMs: 0.1, share: 0.05, label: '0.1 ms, 5%' },
    ],
  };
  assert.deepEqual(
    costsOfFile(summary, '/work/./m.py').map((c) => [c.line, c.share, c.label]),
    [
      [8, 0.9, '1.8 ms, 90%'],
      [9, 0.05, '0.1 ms, 5%'],
    ],
  );
  assert.deepEqual(costsOfFile(undefined, '/work/m.py'), []);
});

test('the costliest line is the deepest fill; the fill darkens with the share', () => {
  const lines = [
    { line: 8, share: 0.6, label: '' },
    { line: 9, share: 0.3, label: '' },
  ];
  const top = topShare(lines);
  assert.equal(top, 0.6);
  assert.equal(costByLine(lines).get(9)?.share, 0.3);
  const lightness = (fill: string): number => Number(/(\d+)%\)$/.exec(fill)?.[1]);
  assert.equal(costFill(0.6, top), 'hsl(4, 90%, 62%)');
  assert.ok(lightness(costFill(0.3, top)) > lightness(costFill(0.6, top)));
  assert.ok(lightness(costFill(0, top)) > lightness(costFill(0.3, top)));
  assert.equal(costFill(0.2, 0), 'hsl(4, 60%, 92%)');
});
