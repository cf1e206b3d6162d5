// A script function's notebook display, drawn by headless Chromium as a notebook front end that
// runs scripts draws it: the graph view page in the iframe draws the nodes, and the static SVG
// fallback is hidden.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, FrameLocator, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium.ts';
import { extensionRoot, notebookDisplay } from '../support/python.ts';

const results = path.join(extensionRoot, 'test-results');
let context: BrowserContext;
let page: Page;
let frame: FrameLocator;

before(async () => {
  const display = notebookDisplay('model.py', 'scale_and_clip');
  context = await launchChromium();
  page = await context.newPage();
  mkdirSync(results, { recursive: true });
  const file = path.join(results, 'notebook-display.html');
  writeFileSync(file, `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>${display}</body></html>`);
  await page.goto(pathToFileURL(file).href);
  frame = page.frameLocator('iframe.onnxscribe-graph-view');
  await frame.locator('body[data-rendered]').waitFor();
});

after(async () => {
  await context?.close();
});

test('the embedded graph view draws every node of the graph', async () => {
  for (const title of ['x', 'limit', 'Mul', 'ReduceSum', 'Greater', 'If', 'return']) {
    const node = frame.locator('g.box', {
      has: frame.locator('text.title', { hasText: new RegExp(`^${title}$`) }),
    });
    assert.equal(await node.count(), 1, title);
    const bounds = await node.boundingBox();
    assert.ok(bounds && bounds.width > 20 && bounds.height > 20, title);
  }
  writeFileSync(path.join(results, 'notebook-display.png'), await page.screenshot({ fullPage: true }));
});

test('where scripts run, the static drawing is hidden', async () => {
  assert.equal(await page.locator('.onnxscribe-static-graph svg').count(), 1);
  assert.equal(await page.locator('.onnxscribe-static-graph').isVisible(), false);
});
