// The review with the merchant and the signature at the table, in browser mode against the built-in
// sandbox, by role and label: a full application (the shared sample) is reviewed with its numbers
// masked until one is revealed, signed by drawing on the pad and, in another test, by typing with
// the keyboard only; a change afterwards asks for a new signature in the editor, the Drafts row and
// the checklist; the per-environment setting holds queueing until it is signed; a signed
// application is sent and its signature stays readable from Submitted. Nothing of the signature,
// its evidence or an SSN is in plain text in the data folder or the page title.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { validFullPayload } from '../../fixtures/merchant';
import { drawOnPad } from '../support/signature-pad';
import { screenshot } from '../support/workspace';
import {
  createDraft,
  expectNoAxeViolations,
  ipc,
  signIn,
  storedDraft,
  useEditorApp,
  waitForSave,
} from '../editor/editor-app';

const app = useEditorApp({ width: 1280, height: 900 });

interface SignedDraft {
  signature?: {
    signerName: string;
    payloadSha256: string;
    agreementSha256: string;
    mark: { kind: string };
  };
  lifecycle: string;
}

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** None of `secrets` in any file of the data folder, as text or base64, nor in the page title. */
async function expectNowhereInPlainText(page: Page, secrets: string[]): Promise<void> {
  for (const file of await filesOf(app().dataDir)) {
    const bytes = await readFile(file).catch(() => Buffer.alloc(0));
    for (const secret of secrets) {
      expect(bytes.includes(Buffer.from(secret)), `${secret} in ${file}`).toBe(false);
      expect(
        bytes.includes(Buffer.from(Buffer.from(secret).toString('base64'))),
        `${secret} in ${file}`,
      ).toBe(false);
    }
  }
  const title = await page.title();
  for (const secret of secrets) expect(title).not.toContain(secret);
}

async function openReview(page: Page, id: string): Promise<void> {
  await page.evaluate((hash) => {
    (globalThis as unknown as { location: { hash: string } }).location.hash = hash;
  }, `#/drafts/${id}/review`);
  await expect(page.getByRole('heading', { level: 1, name: /Example Fuel LLC/ })).toBeVisible();
}

test('a full application is reviewed, masked numbers revealed one at a time, and signed by drawing', async ({
  page,
}) => {
  const id = await createDraft(page, { payload: validFullPayload() });
  await openReview(page, id);

  // Plain words: code names and dates in words, the numbers masked.
  const owners = page.getByRole('region', { name: 'Owners' });
  await expect(page.getByRole('region', { name: 'Business' })).toContainText('Healthcare');
  // The category's published name, asked of core's list (decisions 102), before its code.
  await expect(page.getByRole('region', { name: 'Business' })).toContainText(
    'Petroleum and Petroleum Products (5172)',
  );
  await expect(owners).toContainText('April 15, 1980');
  await expect(owners).toContainText('•••• 6789');
  await expect(page.locator('body')).not.toContainText('123-45-6789');
  await expect(page.locator('body')).not.toContainText('98-7654321');
  await expectNoAxeViolations(page, 'the review');
  await page.screenshot({ path: 'docs/screenshots/review-masked.png', fullPage: false });

  await owners.getByRole('button', { name: 'Reveal Owner 1 SSN' }).click();
  await expect(owners).toContainText('123-45-6789');
  // Only that one: the tax id stays masked.
  await expect(page.getByRole('region', { name: 'Tax' })).toContainText('•••• 4321');
  await owners.getByRole('button', { name: 'Hide Owner 1 SSN' }).click();
  await expect(owners).not.toContainText('123-45-6789');

  // The agreement for the environment, a sample by default.
  await expect(page.getByRole('region', { name: 'Agreement' })).toContainText(
    'SAMPLE AGREEMENT FOR PRACTICE',
  );

  // Consent and a drawn signature.
  const signing = page.getByRole('region', { name: 'Signature' });
  await expect(signing.getByLabel('Signer’s name')).toHaveValue('Jordan Example');
  await signing.getByLabel('Title (optional)').fill('Owner');
  await signing.getByRole('button', { name: 'Sign' }).click();
  await expect(signing.getByRole('status')).toContainText('Tick the box');
  await signing.getByLabel(/I agree to sign this application electronically/).check();
  await drawOnPad(page);
  await expect(signing.getByRole('button', { name: 'Clear' })).toBeEnabled();
  await expectNoAxeViolations(page, 'the signing view');
  await page.screenshot({ path: 'docs/screenshots/review-signing-drawn.png', fullPage: false });
  await signing.getByRole('button', { name: 'Sign' }).click();

  await expect(page.getByText(/^Signed by Jordan Example, /).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Drawn signature of Jordan Example' })).toBeVisible();
  const stored = (await storedDraft(page, id)) as unknown as SignedDraft;
  expect(stored.signature?.mark.kind).toBe('drawn');
  expect(stored.signature?.signerName).toBe('Jordan Example');
  await expectNoAxeViolations(page, 'the signed review');
  await page.screenshot({ path: 'docs/screenshots/review-signed.png', fullPage: false });

  await expectNowhereInPlainText(page, [
    'Jordan Example',
    '123456789',
    '987654321',
    '000123456789',
    stored.signature!.payloadSha256,
    stored.signature!.agreementSha256,
    '"strokes"',
  ]);

  // Back to edit from a section opens the editor at that section's first field.
  await page.getByRole('link', { name: 'Back to edit Tax' }).click();
  await expect(page.getByLabel('Tax ID type')).toBeFocused();
});

test('signed with the keyboard only; a change afterwards asks for a new signature everywhere', async ({
  page,
}) => {
  const id = await createDraft(page, { payload: validFullPayload() });
  await openReview(page, id);
  const signing = page.getByRole('region', { name: 'Signature' });

  // Keyboard only: Tab to the choice, arrows to Type, type the name, tick with Space, Enter on Sign.
  await signing.getByLabel('Signer’s name').focus();
  await page.keyboard.press('Tab'); // title
  await page.keyboard.press('Tab'); // Draw (the checked radio)
  await page.keyboard.press('ArrowRight'); // Type
  await expect(signing.getByRole('radio', { name: 'Type' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(signing.getByLabel('Type your full name as your signature')).toBeFocused();
  await page.keyboard.type('Jordan Example');
  await page.keyboard.press('Tab');
  await expect(signing.getByRole('checkbox')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(signing.getByRole('button', { name: 'Sign' })).toBeFocused();
  await expectNoAxeViolations(page, 'the typed signature');
  await page.screenshot({ path: 'docs/screenshots/review-signing-typed.png', fullPage: false });
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Signed by Jordan Example, /).first()).toBeVisible();
  await expect(page.getByLabel('Typed signature of Jordan Example')).toHaveText('Jordan Example');

  // A field changed in the editor after signing.
  await page.getByRole('link', { name: 'Back to edit Legal entity' }).click();
  const city = page.getByLabel('City').first();
  await city.fill('Peoria');
  await city.blur();
  await waitForSave(page);
  const panel = page.getByRole('complementary', { name: /Ready to submit/ });
  await expect(panel.getByText('Changed after signing: sign again').first()).toBeVisible();
  await expect(
    panel.getByRole('link', { name: 'Signature: Changed after signing: sign again' }),
  ).toBeVisible();
  await page.screenshot({
    path: 'docs/screenshots/editor-changed-after-signing.png',
    fullPage: false,
  });

  // The Drafts row says so too.
  await page
    .getByRole('navigation', { name: 'Screens' })
    .getByRole('link', { name: /^Drafts/ })
    .click();
  await expect(page.getByText('Changed after signing: sign again')).toBeVisible();
  await page.screenshot({
    path: 'docs/screenshots/drafts-changed-after-signing.png',
    fullPage: false,
  });

  // Signing the new version makes it count again.
  await page.getByRole('button', { name: /^Review Example Fuel LLC/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Changed after signing: sign again' }),
  ).toBeVisible();
  const again = page.getByRole('region', { name: 'Signature' });
  await again.getByRole('radio', { name: 'Type' }).check();
  await again.getByLabel('Type your full name as your signature').fill('Jordan Example');
  await again.getByLabel(/I agree to sign/).check();
  await again.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByText(/^Signed by Jordan Example, /).first()).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Screens' })
    .getByRole('link', { name: /^Drafts/ })
    .click();
  await expect(page.getByText('Signed', { exact: true })).toBeVisible();
});

test('with the setting on, queueing waits for the signature; a signed application is sent and stays signed', async ({
  page,
}) => {
  await signIn(app(), page);
  await page.getByRole('link', { name: 'Settings' }).click();
  const panel = page.getByRole('region', { name: /^Signing at the table/ });
  await panel.getByLabel('The merchant’s signature is needed before sending').check();
  await panel.getByRole('button', { name: 'Save signing settings' }).click();
  await expect(page.getByText(/Signing settings saved/)).toBeVisible();

  const id = await createDraft(page, { payload: validFullPayload() });
  await page.evaluate((hash) => {
    (globalThis as unknown as { location: { hash: string } }).location.hash = hash;
  }, `#/drafts/${id}`);
  const submit = page.getByRole('complementary', { name: /Ready to submit/ });
  await expect(
    submit.getByRole('link', { name: /^Signature: The merchant’s signature is needed/ }),
  ).toBeVisible();
  // Marked unavailable (aria-disabled) but still answering a press, with the reason.
  await submit.getByRole('button', { name: 'Queue for submission' }).focus();
  await page.keyboard.press('Enter');
  await expect(submit.getByRole('status')).toContainText(
    'Not queued: the merchant’s signature is needed',
  );
  // Core holds it too: the contract refuses the same.
  const refused = await page.evaluate(
    (draftId) =>
      fetch('/ipc/outbox:enqueue', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ draftId }),
      }).then((response) => response.json()),
    id,
  );
  expect(refused).toMatchObject({
    ok: false,
    error: { code: 'INVALID_STATE', details: { reason: 'signature-needed' } },
  });

  await submit.getByRole('link', { name: /^Signature:/ }).click();
  const signing = page.getByRole('region', { name: 'Signature' });
  await signing.getByLabel(/I agree to sign/).check();
  await drawOnPad(page);
  await signing.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByText(/^Signed by Jordan Example, /).first()).toBeVisible();

  await page.getByRole('link', { name: 'Back to edit', exact: true }).click();
  await page.getByRole('button', { name: 'Queue for submission' }).click();
  await expect
    .poll(async () => ((await storedDraft(page, id)) as unknown as SignedDraft).lifecycle, {
      timeout: 20_000,
    })
    .toBe('submitted');

  // Submitted: the read-only editor and the review keep the signature.
  await page.getByRole('link', { name: 'Submitted' }).click();
  await page.getByRole('button', { name: /^Details of Example Fuel LLC/ }).click();
  await page.getByRole('link', { name: /^Review and signature of Example Fuel LLC/ }).click();
  await expect(page.getByText(/submitted: its review and signature can be read/)).toBeVisible();
  await expect(page.getByText(/^Signed by Jordan Example, /).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Drawn signature of Jordan Example' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Back to edit/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the read-only review');
  await screenshot(page, 'review-submitted-read-only');
  await page.getByRole('link', { name: 'Back to the application' }).click();
  await expect(page.getByText(/^Signed by Jordan Example, /).first()).toBeVisible();
  const stored = (await ipc<SignedDraft>(page, 'drafts:get', { id })).signature!;
  await expectNowhereInPlainText(page, ['123456789', stored.payloadSha256, stored.agreementSha256]);
});
