import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import {
  buildScene,
  clusterId,
  controlFlowNodes,
  type FunctionGraph,
  type LaidBox,
  layoutScene,
} from '../../src/graph/model.ts';
import { graphData } from '../support/python.ts';

let scaleAndClip: FunctionGraph;
let accumulate: FunctionGraph;

before(() => {
  scaleAndClip = graphData('model.py', 'scale_and_clip') as FunctionGraph;
  accumulate = graphData('model.py', 'accumulate') as FunctionGraph;
});

function overlaps(a: LaidBox, b: LaidBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('collapsed: inputs, every top-level op with its line, the return', () => {
  const scene = buildScene(scaleAndClip, new Set());
  const ops = scene.boxes.filter((b) => b.kind === 'op');
  assert.deepEqual(
    ops.map((b) => [b.title, b.line]),
    [
      ['Mul', 9],
      ['ReduceSum', 10],
      ['Greater', 11],
      ['If', 11],
    ],
  );
  assert.deepEqual(
    scene.boxes.filter((b) => b.kind === 'input').map((b) => [b.title, b.subtitle]),
    [
      ['x', 'FLOAT["N", 3]'],
      ['limit', 'FLOAT'],
    ],
  );
  assert.equal(scene.boxes.filter((b) => b.kind === 'constant').length, 1);
  const ifBox = ops.find((b) => b.title === 'If');
  assert.ok(ifBox);
  assert.equal(ifBox.toggles, ifBox.id);
  assert.equal(ifBox.expanded, false);
  assert.equal(scene.boxes.some((b) => b.title === 'Clip'), false);
  // Values captured by the hidden bodies still flow into the If node.
  assert.ok(scene.edges.some((e) => e.to === ifBox.id && e.value === 'scaled'));
  assert.ok(scene.edges.some((e) => e.to === ifBox.id && e.label === 'limit: FLOAT'));
});

test('edges carry the value name and its inferred type and shape', () => {
  const scene = buildScene(scaleAndClip, new Set());
  const mul = scene.boxes.find((b) => b.title === 'Mul');
  const reduce = scene.boxes.find((b) => b.title === 'ReduceSum');
  const edge = scene.edges.find((e) => e.from === mul?.id && e.to === reduce?.id);
  assert.equal(edge?.label, 'scaled: FLOAT["N", 3]');
  const returned = scene.edges.find((e) => e.to.endsWith(':out:result_2'));
  assert.equal(returned?.label, 'result: FLOAT["N", 3]');
});

test('expanding an If shows both branches inside it, with their own lines', () => {
  const [ifNode] = controlFlowNodes(scaleAndClip.graph);
  const scene = buildScene(scaleAndClip, new Set([ifNode.id]));
  const cluster = scene.boxes.find((b) => b.id === clusterId(ifNode.id));
  assert.equal(cluster?.kind, 'cluster');
  const bodies = scene.boxes.filter((b) => b.kind === 'body');
  assert.deepEqual(
    bodies.map((b) => [b.title, b.parent]),
    [
      ['then_branch', cluster?.id],
      ['else_branch', cluster?.id],
    ],
  );
  const clip = scene.boxes.find((b) => b.title === 'Clip');
  const relu = scene.boxes.find((b) => b.title === 'Relu');
  assert.equal(clip?.line, 12);
  assert.equal(clip?.parent, bodies[0].id);
  assert.equal(relu?.line, 14);
  assert.equal(relu?.parent, bodies[1].id);
  // A captured value reaches the node that reads it inside the branch.
  const mul = scene.boxes.find((b) => b.title === 'Mul');
  assert.ok(scene.edges.some((e) => e.from === mul?.id && e.to === clip?.id && e.value === 'scaled'));
});

test('a Loop body shows its iteration inputs and carried values', () => {
  const [loop] = controlFlowNodes(accumulate.graph);
  assert.equal(loop.op, 'Loop');
  const scene = buildScene(accumulate, new Set([loop.id]));
  const body = scene.boxes.find((b) => b.kind === 'body');
  const inside = scene.boxes.filter((b) => b.parent === body?.id);
  assert.deepEqual(
    inside.filter((b) => b.kind === 'input').map((b) => b.title),
    ['i', 'cond_in', 'acc'],
  );
  assert.deepEqual(
    inside.filter((b) => b.kind === 'op').map((b) => [b.title, b.line]),
    [
      ['CastLike', 22],
      ['Add', 22],
      ['Identity', 21],
    ],
  );
});

test('layout gives every box a place; sibling boxes never overlap; frames hold their children', () => {
  const [ifNode] = controlFlowNodes(scaleAndClip.graph);
  for (const expanded of [new Set<string>(), new Set([ifNode.id])]) {
    const layout = layoutScene(buildScene(scaleAndClip, expanded));
    assert.ok(layout.width > 0 && layout.height > 0);
    for (const b of layout.boxes) {
      assert.ok(Number.isFinite(b.x) && Number.isFinite(b.y), b.id);
      assert.ok(b.x >= 0 && b.y >= 0 && b.x + b.width <= layout.width + 1 && b.y + b.height <= layout.height + 1, b.id);
    }
    const leaves = layout.boxes.filter((b) => b.kind !== 'cluster' && b.kind !== 'body');
    for (const [index, a] of leaves.entries()) {
      for (const b of leaves.slice(index + 1)) {
        assert.equal(overlaps(a, b), false, `${a.id} overlaps ${b.id}`);
      }
    }
    for (const child of layout.boxes.filter((b) => b.parent !== null)) {
      const parent = layout.boxes.find((b) => b.id === child.parent);
      assert.ok(parent);
      assert.ok(
        child.x >= parent.x - 1 &&
          child.y >= parent.y - 1 &&
          child.x + child.width <= parent.x + parent.width + 1 &&
          child.y + child.height <= parent.y + parent.height + 1,
        `${child.id} is outside ${parent.id}`,
      );
    }
    for (const edge of layout.edges) {
      assert.ok(edge.points.length >= 2, edge.id);
    }
    // Data flows downwards: Mul above ReduceSum above Greater.
    const y = (title: string): number => layout.boxes.find((b) => b.title === title)?.y ?? NaN;
    assert.ok(y('Mul') < y('ReduceSum') && y('ReduceSum') < y('Greater'));
  }
});
