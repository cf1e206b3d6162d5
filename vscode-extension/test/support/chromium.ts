// Headless Chromium (Debian's `chromium` package) through playwright-core.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import * as path from 'node:path';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error('headless Chromium is needed: apt-get install chromium (or set CHROMIUM)');
  }
  return found;
}

/** A browser with a fresh profile (under .e2e/, removed on close); close the context to end it. */
export async function launchChromium(): Promise<BrowserContext> {
  const profiles = path.resolve(import.meta.dirname, '..', '..', '.e2e', 'chromium-profiles');
  mkdirSync(profiles, { recursive: true });
  const profile = mkdtempSync(path.join(profiles, 'profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 1280, height: 900 },
  });
  context.on('close', () => {
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch {
      // Chromium can still be writing to the profile while it exits; the folder is under the
      // ignored .e2e/ and a leftover profile costs nothing.
    }
  });
  return context;
}

export type { Browser };
