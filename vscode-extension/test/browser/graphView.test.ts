// The graph page the server serves, drawn by headless Chromium: the nodes are on the screen,
// clicking one posts the reveal message with its line, and If bodies open and close.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium.ts';
import { extensionRoot, graphPage } from '../support/python.ts';

const script = path.join(extensionRoot, 'dist', 'graph_view.js');
const results = path.join(extensionRoot, 'test-results');
let context: BrowserContext;
let page: Page;

interface Posted {
  type: string;
  line: number;
  column: number;
  path: string;
}

before(async () => {
  const html = graphPage('model.py', 'scale_and_clip', script);
  context = await launchChromium();
  page = await context.newPage();
  // What VS Code gives a webview: the messages the page posts are recorded for the test.
  await page.addInitScript(() => {
    const posted: unknown[] = [];
    Object.assign(window, {
      posted,
      acquireVsCodeApi: () => ({
        postMessage: (message: unknown) => posted.push(message),
        getState: () => undefined,
        setState: () => undefined,
      }),
    });
  });
  mkdirSync(results, { recursive: true });
  const file = path.join(results, 'graph.html');
  writeFileSync(file, html);
  await page.goto(pathToFileURL(file).href);
  await page.waitForSelector('body[data-rendered]');
});

after(async () => {
  await context?.close();
});

async function posted(): Promise<Posted[]> {
  const all = await page.evaluate(() => (window as unknown as { posted: Posted[] }).posted);
  return all.filter((m) => m.type === 'reveal');
}

function box(title: string): ReturnType<Page['locator']> {
  return page.locator('g.box', { has: page.locator('text.title', { hasText: new RegExp(`^${title}$`) }) });
}

test('the screenshot shows every node of the graph', async () => {
  const titles = ['x', 'limit', 'Mul', 'ReduceSum', 'Greater', 'If', 'return'];
  for (const title of titles) {
    const node = box(title);
    assert.equal(await node.count(), 1, title);
    const bounds = await node.boundingBox();
    assert.ok(bounds && bounds.width > 20 && bounds.height > 20, title);
    // The pixels where the node is differ from the same place with the node hidden.
    const shown = await page.screenshot({ clip: bounds });
    await node.evaluate((element) => ((element as unknown as HTMLElement).style.visibility = 'hidden'));
    const hidden = await page.screenshot({ clip: bounds });
    await node.evaluate((element) => ((element as unknown as HTMLElement).style.visibility = ''));
    assert.notDeepEqual(shown, hidden, `${title} is not drawn`);
  }
  const edgeLabels = await page.locator('g.edge text').allTextContents();
  assert.ok(edgeLabels.includes('scaled: FLOAT["N", 3]'), edgeLabels.join(' | '));
  writeFileSync(path.join(results, 'graph-collapsed.png'), await page.screenshot({ fullPage: true }));
});

test('clicking a node posts the reveal message with its source line', async () => {
  await box('ReduceSum').click();
  await box('Greater').click();
  const messages = await posted();
  assert.deepEqual(
    messages.map((m) => [m.type, m.line, m.column]),
    [
      ['reveal', 10, 13],
      ['reveal', 11, 8],
    ],
  );
  assert.ok(messages[0].path.endsWith(path.join('fixtures', 'model.py')));
  assert.equal(await page.locator('g.box.selected').count(), 1);
});

test('the If node opens to show its branches, whose nodes reveal their own lines', async () => {
  assert.equal(await box('Clip').count(), 0);
  await page.locator('[data-toggle]').first().click();
  await page.waitForSelector('g.box.cluster');
  assert.deepEqual(
    await page.locator('g.box.body > text.title').allTextContents(),
    ['then_branch', 'else_branch'],
  );
  await box('Clip').click();
  await box('Relu').click();
  const messages = (await posted()).slice(-2);
  assert.deepEqual(
    messages.map((m) => m.line),
    [12, 14],
  );
  writeFileSync(path.join(results, 'graph-expanded.png'), await page.screenshot({ fullPage: true }));
  await page.locator('g.box.cluster [data-toggle]').click();
  await page.waitForFunction(() => document.querySelectorAll('g.box.cluster').length === 0);
  assert.equal(await box('Clip').count(), 0);
});

test('the graph of a function with errors says why it stops, and each error reveals its line', async () => {
  const broken = await context.newPage();
  await broken.addInitScript(() => {
    const posted: unknown[] = [];
    Object.assign(window, {
      posted,
      acquireVsCodeApi: () => ({
        postMessage: (message: unknown) => posted.push(message),
        getState: () => undefined,
        setState: () => undefined,
      }),
    });
  });
  const file = path.join(results, 'graph-broken.html');
  writeFileSync(file, graphPage('broken.py', 'double', script));
  await broken.goto(pathToFileURL(file).href);
  await broken.waitForSelector('body[data-rendered]');
  const panel = broken.locator('#errors');
  assert.equal(await panel.isVisible(), true);
  assert.match(await panel.locator('p').innerText(), /^double has an error; the graph shows what was converted/);
  const items = await panel.locator('li').allInnerTexts();
  assert.equal(items.length, 1);
  assert.match(items[0], /^line 9: OXS301 .*Mull/);
  await panel.locator('li').first().click();
  const messages = (await broken.evaluate(() => (window as unknown as { posted: Posted[] }).posted)).filter(
    (m) => m.type === 'reveal',
  );
  assert.deepEqual(
    messages.map((m) => [m.type, m.line, m.column]),
    [['reveal', 9, 9]],
  );
  await broken.close();
});

test('the page says it is ready, and a profile fills each node by its line\'s cost', async () => {
  const all = await page.evaluate(() => (window as unknown as { posted: { type: string }[] }).posted);
  assert.equal(all[0].type, 'ready'); // the extension sends the loaded profile on it
  const before = await box('Mul').screenshot();
  const lines = [
    { line: 9, share: 0.8, label: '1.6 ms, 80%' },
    { line: 10, share: 0.15, label: '0.3 ms, 15%' },
  ];
  await page.evaluate((profiled) => window.postMessage({ type: 'profile', lines: profiled }, '*'), lines);
  await page.waitForSelector('g.box.costed');
  const fill = (title: string): Promise<string> =>
    box(title).locator('rect').first().evaluate((rect) => getComputedStyle(rect).fill);
  const lightness = (color: string): number => {
    const [r, g, b] = (color.match(/\d+/g) ?? []).map(Number);
    return r + g + b;
  };
  assert.equal(await box('Mul').getAttribute('data-share'), '0.8');
  assert.equal(await box('ReduceSum').getAttribute('data-share'), '0.15');
  assert.equal(await box('Greater').getAttribute('data-share'), null); // line 11: not profiled
  // The costlier line is the deeper color; the pixels of the node changed.
  assert.ok(lightness(await fill('Mul')) < lightness(await fill('ReduceSum')));
  assert.notDeepEqual(await box('Mul').screenshot(), before);
  assert.match(await box('Mul').locator('title').textContent() ?? '', /— 1\.6 ms, 80%$/);
  writeFileSync(path.join(results, 'graph-profile.png'), await page.screenshot({ fullPage: true }));
  await page.evaluate(() => window.postMessage({ type: 'profile', lines: [] }, '*'));
  await page.waitForFunction(() => document.querySelectorAll('g.box.costed').length === 0);
});
