/**
 * The graph page's script: draws the graph data embedded in the page (`#graph-data`) as SVG.
 * Clicking a node asks the editor to reveal its source line; the ⊞ badge of an If/Loop/Scan
 * node shows or hides its bodies. After a profile (a `profile` message), each op is filled by
 * the cost of its source line. In VS Code the page runs in a webview and talks to the
 * extension through `acquireVsCodeApi`; opened in a browser it works the same, minus the editor.
 */

import { costByLine, costFill, type LineCost, type ProfileMessage, topShare } from '../graph/cost.ts';
import {
  buildScene,
  controlFlowNodes,
  type FunctionGraph,
  type LaidBox,
  type Layout,
  layoutScene,
} from '../graph/model.ts';

interface VsCodeApi {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState(state: unknown): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

export interface RevealMessage {
  type: 'reveal';
  line: number;
  column: number;
  path: string | null;
}

const SVG = 'http://www.w3.org/2000/svg';
const MIN_SCALE = 0.5;

const vscode: VsCodeApi | undefined = typeof acquireVsCodeApi === 'function' ? acquireVsCodeApi() : undefined;

const STYLE = `
:root { color-scheme: light dark; }
body { margin: 0; font-family: var(--vscode-font-family, system-ui, sans-serif); font-size: 12px;
  background: var(--vscode-editor-background, #ffffff); color: var(--vscode-editor-foreground, #1f1f1f); }
#toolbar { position: sticky; top: 0; display: flex; gap: 8px; align-items: center; padding: 6px 10px;
  background: var(--vscode-editorWidget-background, #f3f3f3); border-bottom: 1px solid var(--vscode-panel-border, #d0d0d0); z-index: 1; }
#toolbar h1 { font-size: 13px; margin: 0 8px 0 0; font-weight: 600; }
#toolbar button { font: inherit; color: var(--vscode-button-foreground, #fff); background: var(--vscode-button-background, #0e639c);
  border: none; padding: 3px 8px; border-radius: 2px; cursor: pointer; }
#toolbar .status { margin-left: auto; opacity: 0.8; }
#graph { padding: 8px; overflow: auto; }
#errors { margin: 8px 10px 0; padding: 6px 10px; border-left: 3px solid var(--vscode-editorError-foreground, #e51400);
  background: var(--vscode-inputValidation-errorBackground, #fdeceb); }
#errors p { margin: 0 0 4px; font-weight: 600; }
#errors li { cursor: pointer; }
svg text { fill: currentColor; font-family: inherit; }
.box rect { stroke: var(--vscode-editor-foreground, #555); stroke-opacity: 0.55; stroke-width: 1; }
.box.op rect { fill: var(--vscode-editorWidget-background, #eef3fb); }
.box.constant rect { fill: var(--vscode-editor-background, #fafafa); stroke-dasharray: 3 2; }
.box.input rect, .box.output rect { fill: var(--vscode-badge-background, #dfe9d8); rx: 14; }
.box.cluster > rect { fill: none; stroke-dasharray: 5 3; }
.box.body > rect { fill: var(--vscode-editor-foreground, #000); fill-opacity: 0.035; }
.box.op, .box.constant, .box.input, .box.output { cursor: pointer; }
.box.selected rect { stroke: var(--vscode-focusBorder, #007fd4); stroke-width: 2.5; stroke-opacity: 1; }
.box .title { font-weight: 600; }
.box.costed text { fill: #1f1f1f; }
.box .subtitle { opacity: 0.75; font-size: 11px; }
.box .toggle { cursor: pointer; font-size: 14px; }
.edge path { fill: none; stroke: var(--vscode-editor-foreground, #666); stroke-opacity: 0.6; marker-end: url(#arrow); }
.edge text { font-size: 10px; opacity: 0.85; }
`;

interface State {
  expanded: string[];
}

let data: FunctionGraph;
let expanded = new Set<string>();
let costs = new Map<number, LineCost>();
let top = 0;

function element<K extends keyof SVGElementTagNameMap>(
  name: K,
  attributes: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const created = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) {
    created.setAttribute(key, String(value));
  }
  return created;
}

function text(x: number, y: number, content: string, className: string): SVGTextElement {
  const created = element('text', { x, y, class: className, 'text-anchor': 'middle' });
  created.textContent = content;
  return created;
}

function saveState(): void {
  vscode?.setState({ expanded: [...expanded] } satisfies State);
}

function reveal(b: LaidBox): void {
  if (b.line === null) {
    return;
  }
  const message: RevealMessage = { type: 'reveal', line: b.line, column: b.column ?? 1, path: data.path };
  document.querySelectorAll('.box.selected').forEach((e) => e.classList.remove('selected'));
  document.querySelector(`[data-id="${CSS.escape(b.id)}"]`)?.classList.add('selected');
  const status = document.querySelector('#toolbar .status');
  if (status) {
    status.textContent = `${(data.path ?? '').split(/[\\/]/).pop()}:${b.line}`;
  }
  vscode?.postMessage(message);
}

function toggle(nodeId: string): void {
  if (expanded.has(nodeId)) {
    expanded.delete(nodeId);
  } else {
    expanded.add(nodeId);
  }
  saveState();
  render();
}

function drawBox(b: LaidBox): SVGGElement {
  const group = element('g', { class: `box ${b.kind}`, 'data-id': b.id, transform: `translate(${b.x},${b.y})` });
  if (b.line !== null) {
    group.setAttribute('data-line', String(b.line));
  }
  const isFrame = b.kind === 'cluster' || b.kind === 'body';
  group.append(element('rect', { width: b.width, height: b.height, rx: isFrame ? 6 : 4 }));
  if (isFrame) {
    const title = element('text', { x: 8, y: 16, class: 'title' });
    title.textContent = b.kind === 'cluster' ? `${b.title} (line ${b.line})` : b.title;
    group.append(title);
  } else {
    const middle = b.subtitle ? b.height / 2 - 3 : b.height / 2 + 4;
    group.append(text(b.width / 2, middle, b.title, 'title'));
    if (b.subtitle) {
      group.append(text(b.width / 2, middle + 15, b.subtitle, 'subtitle'));
    }
    const tooltip = element('title', {});
    tooltip.textContent = b.line !== null ? `${b.title} — line ${b.line}` : b.title;
    const cost = b.kind === 'op' && b.line !== null ? costs.get(b.line) : undefined;
    if (cost !== undefined) {
      group.classList.add('costed');
      group.setAttribute('data-share', String(cost.share));
      group.querySelector('rect')?.style.setProperty('fill', costFill(cost.share, top));
      tooltip.textContent += ` — ${cost.label}`;
    }
    group.append(tooltip);
    group.addEventListener('click', () => reveal(b));
  }
  if (b.toggles !== null && (b.kind === 'cluster' || !b.expanded)) {
    const badge = element('text', {
      x: b.width - 12,
      y: 15,
      class: 'toggle',
      'text-anchor': 'middle',
      'data-toggle': b.toggles,
      role: 'button',
    });
    badge.textContent = b.expanded ? '⊟' : '⊞';
    const nodeId = b.toggles;
    badge.addEventListener('click', (event) => {
      event.stopPropagation();
      toggle(nodeId);
    });
    group.append(badge);
  }
  return group;
}

function draw(layout: Layout): SVGSVGElement {
  const svg = element('svg', {
    width: layout.width,
    height: layout.height,
    viewBox: `0 0 ${layout.width} ${layout.height}`,
  });
  const marker = element('marker', {
    id: 'arrow',
    viewBox: '0 0 10 10',
    refX: 9,
    refY: 5,
    markerWidth: 7,
    markerHeight: 7,
    orient: 'auto-start-reverse',
  });
  marker.append(element('path', { d: 'M 0 0 L 10 5 L 0 10 z', fill: 'currentColor', 'fill-opacity': 0.6 }));
  const defs = element('defs', {});
  defs.append(marker);
  svg.append(defs);
  const frames = layout.boxes.filter((b) => b.kind === 'cluster' || b.kind === 'body');
  const others = layout.boxes.filter((b) => b.kind !== 'cluster' && b.kind !== 'body');
  // Outer frames first, so inner ones are drawn on top of them.
  frames.sort((a, b) => a.id.length - b.id.length);
  for (const b of frames) {
    svg.append(drawBox(b));
  }
  for (const e of layout.edges) {
    const group = element('g', { class: 'edge', 'data-value': e.value });
    const d = e.points.map((p, index) => `${index === 0 ? 'M' : 'L'} ${p.x} ${p.y}`).join(' ');
    group.append(element('path', { d }));
    group.append(text(e.labelX, e.labelY + 3, e.label, 'label'));
    svg.append(group);
  }
  for (const b of others) {
    svg.append(drawBox(b));
  }
  return svg;
}

/** The function's errors above the graph, which shows only what was converted up to them. */
function errors(): void {
  document.getElementById('errors')?.remove();
  const found = data.errors ?? [];
  if (found.length === 0) {
    return;
  }
  const panel = document.createElement('div');
  panel.id = 'errors';
  panel.setAttribute('role', 'alert');
  const heading = document.createElement('p');
  heading.textContent =
    `${data.function} has ${found.length === 1 ? 'an error' : `${found.length} errors`}; ` +
    'the graph shows what was converted before it:';
  const list = document.createElement('ul');
  for (const error of found) {
    const item = document.createElement('li');
    item.textContent = `line ${error.line}: ${error.code} ${error.message}`;
    item.addEventListener('click', () => {
      const message: RevealMessage = { type: 'reveal', line: error.line, column: error.column, path: data.path };
      vscode?.postMessage(message);
    });
    list.append(item);
  }
  panel.append(heading, list);
  document.getElementById('graph')?.before(panel);
}

function render(): void {
  errors();
  const container = document.getElementById('graph');
  if (!container) {
    return;
  }
  const layout = layoutScene(buildScene(data, expanded));
  const svg = draw(layout);
  // Wide graphs shrink to the view's width, down to half size; past that, they scroll.
  svg.style.maxWidth = '100%';
  svg.style.height = 'auto';
  svg.style.minWidth = `${Math.round(layout.width * MIN_SCALE)}px`;
  container.replaceChildren(svg);
  document.body.dataset.rendered = String(layout.boxes.length);
}

function toolbar(): void {
  const bar = document.getElementById('toolbar');
  if (!bar) {
    return;
  }
  const heading = document.createElement('h1');
  heading.textContent = `${data.function}  ·  opset ${data.opsetImports[''] ?? '?'}`;
  const expandAll = document.createElement('button');
  expandAll.textContent = 'Expand all';
  expandAll.addEventListener('click', () => {
    expanded = new Set(controlFlowNodes(data.graph).map((n) => n.id));
    saveState();
    render();
  });
  const collapseAll = document.createElement('button');
  collapseAll.textContent = 'Collapse all';
  collapseAll.addEventListener('click', () => {
    expanded.clear();
    saveState();
    render();
  });
  const status = document.createElement('span');
  status.className = 'status';
  status.textContent = 'Click a node to show its line';
  bar.replaceChildren(heading, expandAll, collapseAll, status);
}

function start(): void {
  const style = document.createElement('style');
  style.textContent = STYLE;
  document.head.append(style);
  const embedded = document.getElementById('graph-data')?.textContent;
  if (!embedded) {
    return;
  }
  data = JSON.parse(embedded) as FunctionGraph;
  const saved = vscode?.getState() as State | undefined;
  const known = new Set(controlFlowNodes(data.graph).map((n) => n.id));
  expanded = new Set((saved?.expanded ?? []).filter((id) => known.has(id)));
  toolbar();
  render();
  window.addEventListener('message', (event: MessageEvent) => {
    const message = event.data as { type?: string; data?: FunctionGraph } | ProfileMessage;
    if (message?.type === 'profile' && 'lines' in message && Array.isArray(message.lines)) {
      costs = costByLine(message.lines);
      top = topShare(message.lines);
      render();
    } else if (message?.type === 'update' && 'data' in message && message.data) {
      data = message.data;
      const stillKnown = new Set(controlFlowNodes(data.graph).map((n) => n.id));
      expanded = new Set([...expanded].filter((id) => stillKnown.has(id)));
      toolbar();
      render();
    }
  });
  vscode?.postMessage({ type: 'ready' });
}

start();
