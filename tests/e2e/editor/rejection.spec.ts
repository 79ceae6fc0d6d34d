// A refusal by the service: 400 with field errors in `owner[0].ssn` notation (decisions 17) puts
// each message on its input; fixing them lets the application go through. The refusal comes from
// the built-in sandbox itself: a legal name carrying its `[reject]` marker is refused with errors
// on the first owner's SSN, the tax ID and the legal name (sandbox/merchant/rejection-marker.ts).
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { chromiumPath } from '../../../playwright.config';
import { markedRejection, rejectMarker } from '../../../sandbox/merchant/rejection-marker';
import { validFullPayload } from '../../fixtures/merchant';
import type { BrowserModeApp } from '../browser-host-process';
import {
  createDraft,
  expectNoAxeViolations,
  openApp,
  openDraft,
  signIn,
  storedDraft,
  waitForSave,
} from './editor-app';
import { field, fillApplication, owner, section, typeInto } from './fill';

test.skip(!existsSync(chromiumPath), `${chromiumPath} is missing (install the chromium package)`);

let app: BrowserModeApp;
test.afterEach(async () => {
  await app?.stop();
});

test('the service’s field errors land on their inputs, and fixing them lets it submit', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { referenceId: _referenceId, ...sample } = validFullPayload({
    legalName: `Corner Shop ${rejectMarker} LLC`,
  });
  const [ssnError, taxIdError, legalNameError] = markedRejection(sample) ?? [];
  app = await openApp(page);
  await signIn(app, page);

  const id = await createDraft(page);
  await openDraft(page, id);
  await fillApplication(page, sample);
  await page.getByRole('button', { name: 'Queue for submission' }).click();

  const ssn = field(owner(page, 1), 'SSN');
  const taxId = field(section(page, 'Tax'), 'Tax ID');
  await expect(page.getByRole('alert')).toContainText('The service found problems', {
    timeout: 30_000,
  });
  await expect(ssn).toBeEnabled();
  await expect(ssn).toHaveAttribute('aria-invalid', 'true');
  await expect(ssn).toHaveAccessibleDescription(ssnError!.message);
  // The tax ID's hint follows its message.
  await expect(taxId).toHaveAccessibleDescription(`${taxIdError!.message} The EIN, 9 digits`);
  await expect(
    page.getByRole('link', { name: `Owner 1: ${ssnError!.message} (the service)` }),
  ).toBeVisible();
  const legalName = field(section(page, 'Legal entity'), 'Legal name');
  await expect(legalName).toHaveAttribute('aria-invalid', 'true');
  await expect(legalName).toHaveAccessibleDescription(new RegExp(escaped(legalNameError!.message)));
  expect((await storedDraft(page, id)).lifecycle).toBe('rejected');
  await expectNoAxeViolations(page, 'service rejection');

  // Fixing a field takes its message away; the other stays until it is fixed too.
  await typeInto(owner(page, 1), 'SSN', '123456780');
  await expect(ssn).toHaveAttribute('aria-invalid', 'false');
  await expect(taxId).toHaveAttribute('aria-invalid', 'true');
  await typeInto(section(page, 'Tax'), 'Tax ID', '987654320');
  await expect(taxId).toHaveAttribute('aria-invalid', 'false');
  await expect(legalName).toHaveAttribute('aria-invalid', 'true');
  await typeInto(section(page, 'Legal entity'), 'Legal name', 'Corner Shop LLC');
  await expect(legalName).toHaveAttribute('aria-invalid', 'false');
  await legalName.blur();
  await waitForSave(page);

  await page.getByRole('button', { name: 'Queue for submission' }).click();
  await expect(page.getByText(/^Submitted on/)).toBeVisible({ timeout: 30_000 });
  expect((await storedDraft(page, id)).payload).toMatchObject({
    legalName: 'Corner Shop LLC',
    taxId: '987654320',
    owner: [{ ssn: '123456780' }],
  });
});

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
