/**
 * The graph view's data model: the server's graph data (see onnxscribe/lsp/graph_view.py) turned
 * into boxes and edges for the bodies the user expanded, then laid out with dagre.
 * No DOM here: the webview draws what `layoutScene` returns.
 */

import dagre from '@dagrejs/dagre';

export interface ValueInfo {
  name: string;
  label: string;
  type: string;
  line: number | null;
  constant: boolean;
}

export interface AttributeInfo {
  name: string;
  value: string;
}

export interface GraphNodeData {
  id: string;
  op: string;
  domain: string;
  version: number | null;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  inputs: (string | null)[];
  outputs: string[];
  attributes: AttributeInfo[];
  bodies: { attribute: string; graph: GraphData }[];
  callee: string | null;
}

export interface GraphData {
  id: string;
  name: string;
  line: number;
  inputs: string[];
  outputs: string[];
  captured: string[];
  nodes: GraphNodeData[];
}

/** An error of the function: its graph holds only what was converted up to it. */
export interface GraphError {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  code: string;
  message: string;
}

export interface FunctionGraph {
  function: string;
  domain: string;
  path: string | null;
  line: number;
  opsetImports: Record<string, number>;
  graph: GraphData;
  values: Record<string, ValueInfo>;
  errors?: GraphError[];
}

export type BoxKind = 'op' | 'constant' | 'input' | 'output' | 'cluster' | 'body';

export interface Box {
  id: string;
  kind: BoxKind;
  title: string;
  subtitle: string;
  /** 1-based source line and column the box stands for (none for a body's frame). */
  line: number | null;
  column: number | null;
  parent: string | null;
  /** The node id to toggle, for a control-flow node (collapsed op box or expanded cluster). */
  toggles: string | null;
  expanded: boolean;
  width: number;
  height: number;
}

export interface Edge {
  id: string;
  from: string;
  to: string;
  value: string;
  label: string;
}

export interface Scene {
  boxes: Box[];
  edges: Edge[];
}

const CHARACTER_WIDTH = 7;
const EDGE_CHARACTER_WIDTH = 6;
const PADDING = 24;
const TOGGLE_WIDTH = 14;

export function clusterId(nodeId: string): string {
  return `${nodeId}#cluster`;
}

/** Every control-flow node of the graph (nodes with bodies), outermost first. */
export function controlFlowNodes(graph: GraphData): GraphNodeData[] {
  const found: GraphNodeData[] = [];
  for (const node of graph.nodes) {
    if (node.bodies.length > 0) {
      found.push(node);
      for (const body of node.bodies) {
        found.push(...controlFlowNodes(body.graph));
      }
    }
  }
  return found;
}

export function valueLabel(values: Record<string, ValueInfo>, name: string): string {
  const info = values[name];
  if (info === undefined) {
    return name;
  }
  return `${info.label}: ${info.type}`;
}

function box(partial: Omit<Box, 'width' | 'height'>): Box {
  const characters = Math.max(partial.title.length, partial.subtitle.length);
  const small = partial.kind === 'input' || partial.kind === 'output' || partial.kind === 'constant';
  const badge = partial.toggles !== null ? 2 * TOGGLE_WIDTH : 0;
  return {
    ...partial,
    width: Math.max(60, characters * CHARACTER_WIDTH + PADDING + badge),
    height: partial.subtitle ? (small ? 38 : 44) : 30,
  };
}

function attributeSummary(node: GraphNodeData): string {
  return node.attributes
    .slice(0, 2)
    .map((a) => `${a.name}=${a.value}`)
    .join(' ')
    .slice(0, 48);
}

function capturedDeep(node: GraphNodeData): string[] {
  const names: string[] = [];
  for (const body of node.bodies) {
    names.push(...body.graph.captured);
    for (const inner of body.graph.nodes) {
      names.push(...capturedDeep(inner));
    }
  }
  return names;
}

/** Boxes and edges of the graph with the bodies of the nodes in `expanded` shown. */
export function buildScene(data: FunctionGraph, expanded: ReadonlySet<string>): Scene {
  const boxes: Box[] = [];
  const edges: Edge[] = [];
  const edgeKeys = new Set<string>();
  const producers = new Map<string, string>();

  const connect = (value: string, to: string): void => {
    const from = producers.get(value);
    if (from === undefined || from === to) {
      return;
    }
    const id = `${from}->${to}:${value}`;
    if (edgeKeys.has(id)) {
      return;
    }
    edgeKeys.add(id);
    edges.push({ id, from, to, value, label: valueLabel(data.values, value) });
  };

  const visit = (graph: GraphData, parent: string | null): void => {
    for (const input of graph.inputs) {
      const id = `${graph.id}:in:${input}`;
      const info = data.values[input];
      boxes.push(
        box({
          id,
          kind: 'input',
          title: info?.label ?? input,
          subtitle: info?.type ?? '',
          line: info?.line ?? null,
          column: null,
          parent,
          toggles: null,
          expanded: false,
        }),
      );
      producers.set(input, id);
    }
    for (const node of graph.nodes) {
      const isOpen = node.bodies.length > 0 && expanded.has(node.id);
      let nodeParent = parent;
      if (isOpen) {
        nodeParent = clusterId(node.id);
        boxes.push(
          box({
            id: nodeParent,
            kind: 'cluster',
            title: node.op,
            subtitle: '',
            line: node.line,
            column: node.column,
            parent,
            toggles: node.id,
            expanded: true,
          }),
        );
      }
      const isConstant = node.op === 'Constant' && node.domain === '' && node.inputs.length === 0;
      boxes.push(
        box({
          id: node.id,
          kind: isConstant ? 'constant' : 'op',
          title: node.callee ?? node.op,
          subtitle: isConstant ? (node.attributes[0]?.value ?? '') : attributeSummary(node),
          line: node.line,
          column: node.column,
          parent: nodeParent,
          toggles: node.bodies.length > 0 ? node.id : null,
          expanded: isOpen,
        }),
      );
      for (const input of node.inputs) {
        if (input !== null) {
          connect(input, node.id);
        }
      }
      if (isOpen) {
        for (const body of node.bodies) {
          boxes.push(
            box({
              id: body.graph.id,
              kind: 'body',
              title: body.attribute,
              subtitle: '',
              line: null,
              column: null,
              parent: nodeParent,
              toggles: null,
              expanded: true,
            }),
          );
          visit(body.graph, body.graph.id);
        }
      } else {
        for (const captured of capturedDeep(node)) {
          connect(captured, node.id);
        }
      }
      for (const output of node.outputs) {
        producers.set(output, node.id);
      }
    }
    for (const output of graph.outputs) {
      const id = `${graph.id}:out:${output}`;
      const info = data.values[output];
      boxes.push(
        box({
          id,
          kind: 'output',
          title: parent === null ? 'return' : 'yield',
          subtitle: info?.type ?? '',
          line: info?.line ?? null,
          column: null,
          parent,
          toggles: null,
          expanded: false,
        }),
      );
      connect(output, id);
    }
  };

  visit(data.graph, null);
  return { boxes, edges };
}

export interface LaidBox extends Box {
  /** Top-left corner. */
  x: number;
  y: number;
}

export interface LaidEdge extends Edge {
  points: { x: number; y: number }[];
  labelX: number;
  labelY: number;
}

export interface Layout {
  boxes: LaidBox[];
  edges: LaidEdge[];
  width: number;
  height: number;
}

/** Positions for every box and a route for every edge (top to bottom, as data flows). */
export function layoutScene(scene: Scene): Layout {
  const graph = new dagre.graphlib.Graph({ compound: true, multigraph: true });
  graph.setGraph({ rankdir: 'TB', nodesep: 28, ranksep: 36, edgesep: 12, marginx: 16, marginy: 16 });
  graph.setDefaultEdgeLabel(() => ({}));
  const isCluster = (b: Box): boolean => b.kind === 'cluster' || b.kind === 'body';
  for (const b of scene.boxes) {
    graph.setNode(
      b.id,
      isCluster(b) ? { label: b.title, paddingTop: 24 } : { label: b.title, width: b.width, height: b.height },
    );
  }
  for (const b of scene.boxes) {
    if (b.parent !== null) {
      graph.setParent(b.id, b.parent);
    }
  }
  for (const e of scene.edges) {
    graph.setEdge(
      e.from,
      e.to,
      { width: e.label.length * EDGE_CHARACTER_WIDTH, height: 14, labelpos: 'c' },
      e.id,
    );
  }
  dagre.layout(graph);
  const boxes: LaidBox[] = scene.boxes.map((b) => {
    const laid = graph.node(b.id);
    const width = isCluster(b) ? laid.width : b.width;
    const height = isCluster(b) ? laid.height : b.height;
    return { ...b, width, height, x: (laid.x ?? 0) - width / 2, y: (laid.y ?? 0) - height / 2 };
  });
  const edges: LaidEdge[] = scene.edges.map((e) => {
    const laid = graph.edge(e.from, e.to, e.id);
    return { ...e, points: laid.points ?? [], labelX: laid.x ?? 0, labelY: laid.y ?? 0 };
  });
  const size = graph.graph();
  return { boxes, edges, width: size.width ?? 0, height: size.height ?? 0 };
}
