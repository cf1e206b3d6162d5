// The path a new user takes: a project whose .venv has onnx and numpy but no onnxscribe, VS Code
// with only this extension (no Python extension, no setting). Opening a script file offers the
// install; one click installs the wheel the extension carries, and the file's mistake is
// underlined. Prints the time from the click to the first diagnostic.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import * as path from 'node:path';
import { after, afterEach, before, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../test/support/chromium.ts';
import { extensionRoot, fixtures, repositoryPython, repositoryRoot } from '../test/support/python.ts';
import { type CodeServer, stateRoot, startCodeServer } from './codeServer.ts';
import { openInExplorer, runPaletteCommand } from './workbench.ts';

const results = path.join(extensionRoot, 'test-results');
const manifest = JSON.parse(readFileSync(path.join(extensionRoot, 'package.json'), 'utf-8'));

let server: CodeServer;
let context: BrowserContext;
let page: Page;
let venvPython: string;

/** The project: one script file with a mistake, and a .venv with onnx and numpy (pip's cache). */
function newUserProject(): string {
  const workspace = path.join(stateRoot, 'new-user');
  rmSync(workspace, { recursive: true, force: true });
  mkdirSync(workspace, { recursive: true });
  copyFileSync(path.join(fixtures, 'broken.py'), path.join(workspace, 'broken.py'));
  const base = execFileSync(repositoryPython(), ['-c', 'import sys; print(sys._base_executable)'], {
    encoding: 'utf-8',
  }).trim();
  execFileSync(base, ['-m', 'venv', path.join(workspace, '.venv')], { stdio: 'inherit', timeout: 300_000 });
  venvPython = path.join(workspace, '.venv', 'bin', 'python');
  execFileSync(
    venvPython,
    ['-m', 'pip', 'install', '-q', '--disable-pip-version-check', '-c', constraints, 'onnx', 'numpy'],
    { stdio: 'inherit', timeout: 600_000 },
  );
  return workspace;
}

/** The versions the suite last passed with, for the dependencies the install resolves too. */
const constraints = path.join(repositoryRoot, 'constraints.txt');

before(async () => {
  const workspace = newUserProject();
  server = await startCodeServer(workspace, { PIP_CONSTRAINT: constraints, PIP_DISABLE_PIP_VERSION_CHECK: '1' });
  context = await launchChromium();
  page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(server.url);
  await page.locator('.monaco-workbench').waitFor();
  await page.locator('.explorer-folders-view').waitFor();
});

afterEach(async (t) => {
  if (page && !t.passed) {
    mkdirSync(results, { recursive: true });
    await page.screenshot({ path: path.join(results, `failed-${t.name.replace(/\W+/g, '-')}.png`) });
  }
});

after(async () => {
  await context?.close();
  await server?.stop();
});

test("a new user's .venv: open a script, click Install, the mistake is underlined", { timeout: 900_000 }, async () => {
  const hasOnnxscribe = (): boolean => {
    try {
      execFileSync(venvPython, ['-P', '-c', 'import onnxscribe'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  assert.equal(hasOnnxscribe(), false, 'the project starts without onnxscribe');
  await openInExplorer(page, 'broken.py');
  const toast = page.locator('.notification-toast', { hasText: 'does not have onnxscribe[lsp] installed' });
  await toast.waitFor({ timeout: 120_000 });
  // The interpreter was found in the workspace's .venv, with no Python extension and no setting.
  assert.match(await toast.innerText(), /new-user\/\.venv\/bin\/python/);
  const squiggle = page.locator('.monaco-editor .squiggly-error');
  assert.equal(await squiggle.count(), 0);
  const clicked = performance.now();
  await toast.locator('.monaco-button', { hasText: 'Install' }).click();
  // When the install ended (its message may come and go between two looks: then it is not split).
  const installEnded = page
    .locator('.notification-toast', { hasText: 'installed; starting the language server' })
    .waitFor({ timeout: 600_000 })
    .then(() => performance.now())
    .catch(() => undefined);
  await squiggle.first().waitFor({ timeout: 600_000 });
  const underlined = performance.now();
  const seconds = (since: number, until: number): string => `${((until - since) / 1000).toFixed(1)} s`;
  const installEnd = await Promise.race([installEnded, Promise.resolve(undefined)]);
  const split =
    installEnd === undefined
      ? ''
      : ` (install ${seconds(clicked, installEnd)}, then the server's start and first analysis ${seconds(installEnd, underlined)})`;
  console.log(`zero to squiggle: ${seconds(clicked, underlined)} from the Install click to the first diagnostic${split}`);
  await page.keyboard.press('Control+Shift+M');
  const row = page.locator('.markers-panel .monaco-list-row', { hasText: "no operator 'Mull'" });
  await row.waitFor();
  assert.match(await row.innerText(), /OXS301/);
  // What was installed is the wheel the extension carries, not a package from an index.
  const installed = JSON.parse(
    execFileSync(venvPython, ['-P', '-m', 'pip', 'inspect', '--local'], { encoding: 'utf-8', maxBuffer: 1 << 26 }),
  ) as { installed: { metadata: { name: string; version: string }; direct_url?: { url: string } }[] };
  const onnxscribe = installed.installed.find((p) => p.metadata.name === 'onnxscribe');
  assert.equal(onnxscribe?.metadata.version, manifest.version);
  assert.match(onnxscribe?.direct_url?.url ?? '', new RegExp(`^file://.*/dist/onnxscribe-${manifest.version}-py3-none-any\\.whl$`));
  await runPaletteCommand(page, 'View: Hide Panel');
});
