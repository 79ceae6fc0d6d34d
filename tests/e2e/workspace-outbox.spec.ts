// The outbox when the service refuses an application (the sandbox's [reject] marker answers 400
// with field errors): the item says it needs fixing, lists the service's field errors, and Fix
// opens the application at the first of them; fixed and queued again, it is submitted. Cancel
// takes a waiting application out of the queue and back to the drafts.
import { expect, test } from '@playwright/test';
import { validFullPayload } from '../fixtures/merchant';
import { useBrowserModeApp } from './support/app';
import {
  connectThroughUi,
  createAndQueue,
  expectNoAxeViolations,
  expectSent,
  ipc,
  screenshot,
  validateAndQueue,
} from './support/workspace';

const app = useBrowserModeApp({ perTest: true });

test('a refused application shows the service field errors, Fix opens it, fixed it is sent', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto(app().launchUrl);
  await connectThroughUi(page, context);
  const { referenceId: _fixed, ...payload } = validFullPayload({
    legalName: 'Corner Shop [reject] LLC',
  });
  const draftId = await createAndQueue(page, payload);

  await page.getByRole('link', { name: /^Outbox/ }).click();
  const item = page.getByRole('listitem').filter({ hasText: 'Corner Shop [reject] LLC' });
  await expect(item).toContainText('Needs fixing', { timeout: 20_000 });
  const problems = item.getByRole('list', { name: 'Problems the service found' });
  await expect(problems).toContainText('Owner 1, SSN: The service could not verify this SSN');
  await expect(problems).toContainText('Tax, Tax ID: The service could not verify this tax id');
  // The service's own words, kept on the encrypted draft, shown as the service's.
  await expect(item).toContainText('The service said: The merchant has 3 invalid field(s).');
  await expect(page.getByRole('status').filter({ hasText: 'found problems' })).toBeVisible();
  await expectNoAxeViolations(page, 'outbox with a refused application');
  await screenshot(page, 'outbox-needs-fixing');

  await item.getByRole('button', { name: 'Fix' }).click();
  await expect(page).toHaveURL(new RegExp(`/#/drafts/${draftId}/at/owner%5B0%5D\\.ssn$`));
  // The editor opens at that field: the owner's SSN input has focus and shows the message.
  const ssn = page.getByRole('main').locator(':focus');
  await expect(ssn).toHaveAccessibleName(/SSN/);
  await expect(ssn).toHaveAttribute('aria-invalid', 'true');
  // The fix (the editor's own tests type it): the marker goes from the legal name.
  await ipc(page, 'drafts:save', {
    id: draftId,
    payload: { ...payload, legalName: 'Corner Shop LLC' },
  });
  await page.getByRole('link', { name: /^Drafts/ }).click();
  await page.getByRole('checkbox', { name: 'Select Corner Shop LLC' }).check();
  await validateAndQueue(page);
  await expect(page.getByRole('heading', { name: '1 queued' })).toBeVisible();
  await page.getByRole('link', { name: /^Outbox/ }).click();
  await expectSent(page, 'Corner Shop LLC');
});

test('cancel takes a waiting application out of the outbox and back to the drafts', async ({
  page,
}) => {
  await page.goto(app().launchUrl);
  // Not signed in: queued applications wait for sign-in, so there is time to cancel.
  const { referenceId: _fixed, ...payload } = validFullPayload({
    legalName: 'Second Thoughts LLC',
  });
  const draftId = await createAndQueue(page, payload);
  await page.getByRole('link', { name: /^Outbox/ }).click();
  const item = page.getByRole('listitem').filter({ hasText: 'Second Thoughts LLC' });
  await expect(item).toContainText('Paused until you sign in');
  await expect(page.getByRole('alert').filter({ hasText: 'Sign in again' })).toBeVisible();
  await item.getByRole('button', { name: /^Cancel submission/ }).click();
  await expect(item).toHaveCount(0);
  const draft = await ipc<{ lifecycle: string }>(page, 'drafts:get', { id: draftId });
  expect(draft.lifecycle).toBe('ready');
  await expect(page.getByRole('alert').filter({ hasText: 'Sign in again' })).toHaveCount(0);
});
