// What a user does in the workbench, as the end-to-end tests do it.
import type { Page } from 'playwright-core';

/** Opens a file of the workspace by clicking it in the Explorer. */
export async function openInExplorer(page: Page, name: string): Promise<void> {
  const entry = page.locator('.explorer-folders-view .monaco-list-row', { hasText: name });
  if (!(await entry.isVisible())) {
    await runPaletteCommand(page, 'View: Show Explorer');
  }
  await entry.click();
  await page.locator('.tab.active', { hasText: name }).waitFor();
  await page.locator('.monaco-editor .view-lines').first().waitFor();
}

/** Runs a command from the command palette by its title. */
export async function runPaletteCommand(page: Page, title: string): Promise<void> {
  await page.keyboard.press('F1');
  await page.locator('.quick-input-widget input').waitFor();
  await page.keyboard.type(title);
  // Clicked rather than Enter: the focused row may still be an earlier match while the list filters.
  await page.locator('.quick-input-list .monaco-list-row', { hasText: title }).first().click();
}
