// What the editor and review benches open: an application with 10 owners and 5 funding accounts,
// created through the browser-mode host's contract from inside the page.
import type { Page } from '@playwright/test';
import { validFullPayload, validFundingAccount, validOwner } from '../../tests/fixtures/merchant';

export function bigPayload() {
  const { referenceId: _referenceId, ...payload } = validFullPayload({
    owner: Array.from({ length: 10 }, (_, index) =>
      validOwner({ name: `Owner ${index + 1} Example`, ownership: 10 }),
    ),
    fundingAccount: Array.from({ length: 5 }, (_, index) =>
      validFundingAccount({ name: `Bank ${index + 1}` }),
    ),
  });
  return payload;
}

/** One contract call from the page (the host admits only its own page's requests). */
export async function ipc<T>(page: Page, channel: string, request: unknown): Promise<T> {
  const result = (await page.evaluate(
    `fetch('/ipc/${channel}', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: ${JSON.stringify(JSON.stringify(request))} }).then((r) => r.json())`,
  )) as { ok: boolean; value: T; error?: unknown };
  if (!result.ok) throw new Error(`${channel}: ${JSON.stringify(result.error)}`);
  return result.value;
}

/** Every owner and account row open, as when the agent works through all ten owners and five accounts. */
export async function unfoldEveryRow(page: Page): Promise<void> {
  for (const name of [/^Show owner \d+$/, /^Show funding account \d+$/]) {
    const folded = page.getByRole('button', { name });
    while ((await folded.count()) > 0) await folded.first().click();
  }
}

/** A bare input placed in the editor's own page, beside the typed field: the same page's floor. */
export const bareInPage = `(() => {
  const label = document.createElement('label');
  label.className = 'field';
  label.append('Bare input ');
  const input = document.createElement('input');
  input.id = 'bench-bare';
  label.append(input);
  document.getElementById('field-owner-4-name').closest('.field').after(label);
})()`;
