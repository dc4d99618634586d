/** What the document specs share: the document dialog and its co-editor. */
import type { Page } from '@playwright/test';

/** The open document's dialog (the first, when a version or comment dialog opens over it). */
export const documentDialog = (page: Page) => page.getByRole('dialog').first();

/** The co-editor's text in the document dialog (its Edit tab). */
export const editorOf = (page: Page) =>
  documentDialog(page).getByRole('textbox', { name: 'Document text' });

/** Opens the Edit tab of the document dialog. */
export const openEditor = (page: Page) =>
  documentDialog(page).getByRole('tab', { name: 'Edit' }).click();

/** Puts the caret at the very end of the document and types there. */
export const typeAtEnd = async (page: Page, text: string) => {
  await editorOf(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
};
