// Filling the editor with the keyboard alone: Tab moves forward to the next control with a given
// label (which also proves the tab order follows the form), then keys do the rest: text and masked
// boxes are typed into, pickers answer to typing the start of an option, date pickers take
// mm/dd/yyyy digits, check boxes toggle with Space.
import type { Page } from '@playwright/test';

type Step =
  | { label: string; type: string }
  /** A picker: the start of the option's text, e.g. "Healthcare" or "IL". */
  | { label: string; option: string }
  | { label: string; date: string };

/** The label of the focused control (its <label>, else aria-label, else its text). */
function focusedLabel(page: Page): Promise<string> {
  return page.evaluate(`(() => {
    const element = document.activeElement;
    if (!element) return '';
    return (element.labels && element.labels[0] ? element.labels[0].textContent : null)
      ?? element.getAttribute('aria-label') ?? element.textContent ?? '';
  })()`);
}

/** Presses Tab until the focused control is labelled `label`; returns the labels passed. */
export async function tabTo(page: Page, label: string, limit = 80): Promise<string[]> {
  const passed: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const current = (await focusedLabel(page)).trim();
    passed.push(current);
    if (current === label) return passed;
  }
  throw new Error(`"${label}" not reached with Tab; passed: ${passed.join(' | ')}`);
}

export async function keyboardStep(page: Page, step: Step): Promise<void> {
  await tabTo(page, step.label);
  if ('type' in step) {
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type(step.type);
  } else if ('option' in step) {
    await page.keyboard.type(step.option);
  } else {
    const [year, month, day] = step.date.slice(0, 10).split('-');
    await page.keyboard.type(`${month}${day}${year}`);
  }
}
