// Data entry an agent can trust (decisions 28 to 31), typed by label in browser mode and checked
// in what was STORED (drafts:get), not only in what shows: phones with a country code, "85%", a
// lower-case invite code and pasted formatted numbers are understood; other digit counts are
// errors, never truncated; impossible values are errors and unlikely ones warnings that never
// block; a ZIP fills the city and state; a duplicated, already submitted merchant is named beside
// its tax id, the copy is a draft called "(copy)", and queueing it asks first.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { validFullPayload, validOwner } from '../../fixtures/merchant';
import {
  createDraft,
  expectNoAxeViolations,
  ipc,
  openDraft,
  signIn,
  storedDraft,
  waitForSave,
  useEditorApp,
} from './editor-app';
import { field, fundingAccount, owner, section, typeInto } from './fill';
import { twoFrames } from '../support/frames';

const app = useEditorApp({ width: 1280, height: 900 });

function fullPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { referenceId: _referenceId, ...payload } = validFullPayload(overrides);
  return payload;
}

async function paste(page: Page, input: Locator, text: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(
    (value) =>
      (
        globalThis as unknown as {
          navigator: { clipboard: { writeText(text: string): Promise<void> } };
        }
      ).navigator.clipboard.writeText(value),
    text,
  );
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('ControlOrMeta+v');
}

test('a phone with the US country code is stored as the number, in every phone field; another count is an error, kept whole', async ({
  page,
}) => {
  const id = await createDraft(page);
  await openDraft(page, id);
  const legal = section(page, 'Legal entity');
  await typeInto(legal, 'Phone', '+1 217 555 0142');
  await typeInto(owner(page, 1), 'Phone', '1 (217) 555-0142');
  await typeInto(section(page, 'Location'), 'Phone', '12175550142');
  await typeInto(fundingAccount(page, 1), 'Bank phone', '+1-217-555-0142');
  await typeInto(owner(page, 1), 'Cell phone', '+44 20 7946 0958');
  await field(owner(page, 1), 'Cell phone').press('Tab');

  // Shown as the number it is, never "(121) 755-5014".
  await expect(field(legal, 'Phone')).toHaveValue('(217) 555-0142');
  await expect(field(owner(page, 1), 'Phone')).toHaveValue('(217) 555-0142');
  const cell = field(owner(page, 1), 'Cell phone');
  await expect(cell).toHaveValue('+44 20 7946 0958');
  await expect(cell).toHaveAttribute('aria-invalid', 'true');
  await expect(cell).toHaveAccessibleDescription(/has 12 digits: a US number is 10 digits/);

  await waitForSave(page);
  const stored = await storedDraft(page, id);
  expect(stored.payload).toMatchObject({
    legalPhone: '2175550142',
    locationPhone: '2175550142',
    owner: [{ phone: '2175550142', cell: '+44 20 7946 0958' }],
    fundingAccount: [{ telephone: '2175550142' }],
  });
});

test('an extension typed after a phone is kept as typed and reported, never joined into another number; Unicode dashes and "/" are formatting', async ({
  page,
}) => {
  const id = await createDraft(page);
  await openDraft(page, id);
  const legal = section(page, 'Legal entity');
  const phone = field(legal, 'Phone');
  await typeInto(legal, 'Phone', '555-0142 x217');
  // The digits after the "x" do not clear its note, and the "x" is still there.
  await expect(phone).toHaveValue('555-0142 x217');
  await expect(phone).toHaveAccessibleDescription(/“x” is not part of a number/);
  await phone.press('Tab');
  await expect(phone).toHaveValue('555-0142 x217');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/must be a US number/);

  const location = section(page, 'Location');
  await typeInto(location, 'Phone', '217\u2010555\u2013 0142');
  await expect(field(location, 'Phone')).not.toHaveAccessibleDescription(/not part of a number/);
  await typeInto(section(page, 'Tax'), 'Tax ID', '93/1234567');
  await expect(field(section(page, 'Tax'), 'Tax ID')).not.toHaveAccessibleDescription(
    /not part of a number/,
  );
  await field(section(page, 'Tax'), 'Tax ID').press('Tab');

  await waitForSave(page);
  const stored = await storedDraft(page, id);
  expect(stored.payload).toMatchObject({
    legalPhone: '555-0142 x217',
    locationPhone: '2175550142',
    taxId: '931234567',
  });
});

test('"85%", "tzs4 beh8 r7vs" and pasted formatted numbers are understood, and stored as meant', async ({
  page,
}) => {
  const id = await createDraft(page);
  await openDraft(page, id);
  const business = section(page, 'Business');
  await typeInto(business, 'Card-present sales (%)', '85%');
  await field(business, 'Card-present sales (%)').press('Tab');
  await expect(field(business, 'Card-present sales (%)')).toHaveValue('85');
  await expect(field(business, 'Card-present sales (%)')).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );

  const quickStart = section(page, 'QuickStart');
  await typeInto(quickStart, 'Invite code', 'tzs4 beh8 r7vs');
  await field(quickStart, 'Invite code').press('Tab');
  await expect(field(quickStart, 'Invite code')).toHaveValue('TZS4-BEH8-R7VS');
  await expect(quickStart.getByRole('status')).toContainText('QuickStart: only the invite code');

  await paste(page, field(section(page, 'Tax'), 'Tax ID'), '93-1234567');
  await paste(page, field(fundingAccount(page, 1), 'Routing number'), '0210 0002 1');
  await paste(page, field(owner(page, 1), 'SSN'), '123 45 6789');
  await field(owner(page, 1), 'SSN').press('Tab');
  await expect(field(owner(page, 1), 'SSN')).toHaveValue('123-45-6789');

  await waitForSave(page);
  const stored = await storedDraft(page, id);
  expect(stored.payload).toMatchObject({
    swipedPercent: 85,
    inviteCode: 'TZS4-BEH8-R7VS',
    taxId: '931234567',
    owner: [{ ssn: '123456789' }],
    fundingAccount: [{ routingNumber: '021000021' }],
  });
});

test('SSN 000-00-0000, a birth date in 2030 and website "tonys bistro" are errors; unlikely values are warnings that never block', async ({
  page,
}) => {
  const id = await createDraft(page, {
    payload: fullPayload({ owner: [validOwner({ ownership: 100 })] }),
  });
  await openDraft(page, id);
  const queue = page.getByRole('button', { name: 'Queue for submission' });
  await expect(queue).toHaveAttribute('aria-disabled', 'false');

  const first = owner(page, 1);
  await typeInto(first, 'SSN', '000-00-0000');
  await field(first, 'Date of birth').fill('2030-01-15');
  await typeInto(section(page, 'Business'), 'Website', 'tonys bistro');
  await field(section(page, 'Business'), 'Website').press('Tab');
  await expect(
    page.getByRole('link', { name: /Owner 1: SSN cannot start with 000/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Owner 1: Date of birth is in the future: re-check the year' }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: /Business: Website must be an address like tonysbistro.com/ }),
  ).toBeVisible();
  await expect(queue).toHaveAttribute('aria-disabled', 'true');
  await expect(field(first, 'SSN')).toHaveAttribute('aria-invalid', 'true');

  // Fixed, then unlikely but possible values: warnings beside the field, not problems.
  await typeInto(first, 'SSN', '123-45-6789');
  await field(first, 'Date of birth').fill(`${new Date().getFullYear() - 16}-03-01`);
  await typeInto(section(page, 'Business'), 'Website', 'tonysbistro.com');
  await typeInto(first, 'E-mail', 'tony@gmial.com');
  const legal = section(page, 'Legal entity');
  await typeInto(legal, 'ZIP code', '10001');
  await field(legal, 'ZIP code').press('Tab');
  await expect(queue).toHaveAttribute('aria-disabled', 'false');
  await expect(field(legal, 'ZIP code')).toHaveAccessibleDescription(
    /Check: ZIP code 10001 is in NY, not IL/,
  );
  await expect(field(legal, 'ZIP code')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field(first, 'Date of birth')).toHaveAccessibleDescription(/under 18/);
  await expect(field(first, 'E-mail')).toHaveAccessibleDescription(/Did you mean …@gmail.com/);
  await expect(
    page.getByText('Nothing is missing: it can be queued for submission.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'plausibility warnings');
  await legal.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'docs/screenshots/editor-warnings.png' });

  await waitForSave(page);
  const stored = await storedDraft(page, id);
  expect(stored.lifecycle).toBe('ready');
  expect(stored.payload).toMatchObject({ legalZip: '10001', website: 'tonysbistro.com' });
});

test('a ZIP fills an empty city and state, and the city stays editable', async ({ page }) => {
  const id = await createDraft(page);
  await openDraft(page, id);
  const legal = section(page, 'Legal entity');
  await typeInto(legal, 'ZIP code', '62704');
  await field(legal, 'ZIP code').press('Tab');
  await expect(field(legal, 'City')).toHaveValue('Springfield');
  await expect(field(legal, 'State')).toHaveValue('IL');
  await expect(field(legal, 'ZIP code')).toHaveAccessibleDescription(
    /Springfield, IL filled in from the ZIP code/,
  );
  await typeInto(legal, 'City', 'Leland Grove');
  // A typed city is never replaced.
  await typeInto(legal, 'ZIP code', '62701');
  await field(legal, 'ZIP code').press('Tab');
  await expect(field(legal, 'City')).toHaveValue('Leland Grove');
  await waitForSave(page);
  expect((await storedDraft(page, id)).payload).toMatchObject({
    legalZip: '62701',
    legalCity: 'Leland Grove',
    legalState: 'IL',
  });
});

test('a corrected ZIP replaces the city and state it filled in, while they are still as filled', async ({
  page,
}) => {
  const id = await createDraft(page);
  await openDraft(page, id);
  const legal = section(page, 'Legal entity');
  await typeInto(legal, 'ZIP code', '62704');
  await field(legal, 'ZIP code').press('Tab');
  await expect(field(legal, 'City')).toHaveValue('Springfield');
  await expect(field(legal, 'State')).toHaveValue('IL');
  // A mistyped ZIP, corrected: the filled-in place follows it.
  await typeInto(legal, 'ZIP code', '10001');
  await field(legal, 'ZIP code').press('Tab');
  await expect(field(legal, 'City')).toHaveValue('New York');
  await expect(field(legal, 'State')).toHaveValue('NY');
  await waitForSave(page);
  expect((await storedDraft(page, id)).payload).toMatchObject({
    legalZip: '10001',
    legalCity: 'New York',
    legalState: 'NY',
  });
});

test('an answer that comes back after the ZIP was corrected fills in nothing', async ({ page }) => {
  const id = await createDraft(page);
  // The first lookup's answer is held back until the corrected ZIP's answer has been used. The
  // page's calls travel on its WebSocket (decisions 62): the route stands between the page and
  // the host and forwards every message but that one answer, which it lets go on release.
  let releaseFirst: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (releaseFirst = resolve));
  let markLateSent: () => void = () => undefined;
  const lateSent = new Promise<void>((resolve) => (markLateSent = resolve));
  let lookups = 0;
  let firstLookupId: number | undefined;
  await page.routeWebSocket(/\/ipc$/, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      const call = JSON.parse(String(message)) as { id: number; channel: string };
      if (call.channel === 'places:lookup' && ++lookups === 1) firstLookupId = call.id;
      server.send(message);
    });
    server.onMessage((message) => {
      const answer = JSON.parse(String(message)) as { id?: number };
      if (answer.id === undefined || answer.id !== firstLookupId) return socket.send(message);
      void held.then(() => {
        socket.send(message);
        markLateSent();
      });
    });
  });
  // The route takes sockets opened after it: reload, so the app's own socket is one of them.
  await page.reload();
  await openDraft(page, id);
  const legal = section(page, 'Legal entity');
  await typeInto(legal, 'ZIP code', '62704');
  await field(legal, 'ZIP code').press('Tab');
  await typeInto(legal, 'ZIP code', '10001');
  await field(legal, 'ZIP code').press('Tab');
  await expect(field(legal, 'City')).toHaveValue('New York');
  releaseFirst();
  await lateSent;
  expect(lookups).toBe(2);
  // Two frames: the answer's promise chain has run by then.
  await twoFrames(page);
  await expect(field(legal, 'City')).toHaveValue('New York');
  await expect(field(legal, 'State')).toHaveValue('NY');
  await waitForSave(page);
  expect((await storedDraft(page, id)).payload).toMatchObject({
    legalZip: '10001',
    legalCity: 'New York',
    legalState: 'NY',
  });
});

test('with no connection a ZIP still fills the city and state (the table is on this computer), and an unknown ZIP fills nothing', async ({
  page,
}) => {
  await ipc(page, 'settings:set', { simulateOffline: true });
  const id = await createDraft(page);
  await openDraft(page, id);
  const legal = section(page, 'Legal entity');
  const location = section(page, 'Location');
  await typeInto(legal, 'ZIP code', '00000');
  await field(legal, 'ZIP code').press('Tab');
  await typeInto(location, 'ZIP code', '62704');
  await field(location, 'ZIP code').press('Tab');
  await expect(field(location, 'City')).toHaveValue('Springfield');
  await expect(field(location, 'State')).toHaveValue('IL');
  // Asked first and answered by then: nothing came back for 00000.
  await expect(field(legal, 'City')).toHaveValue('');
  await expect(field(legal, 'State')).toHaveValue('');
  await expect(field(legal, 'ZIP code')).not.toHaveAccessibleDescription(/filled in/);
  await waitForSave(page);
  expect((await storedDraft(page, id)).payload).toMatchObject({
    legalZip: '00000',
    locationZip: '62704',
    locationCity: 'Springfield',
    locationState: 'IL',
  });
});

test('a duplicated submitted merchant: the copy opens as a "(copy)" draft, its tax id names merchant and date, and queueing it asks first', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = 'Duplicate Probe LLC';
  const id = await createDraft(page, { payload: fullPayload({ legalName: name }) });
  await openDraft(page, id);
  await page.getByRole('button', { name: 'Queue for submission' }).click();
  await signIn(app(), page);
  await expect(page.getByText(/^Submitted on/)).toBeVisible({ timeout: 30_000 });
  const merchantId = (await storedDraft(page, id)).submission?.merchantId;
  expect(merchantId).toBeTruthy();

  await page.evaluate(() => {
    (globalThis as unknown as { location: { hash: string } }).location.hash = '#/drafts';
  });
  await page.getByRole('button', { name: `Duplicate ${name}`, exact: true }).click();
  // Opened at once, named "(copy)", a draft.
  await expect(page.getByRole('heading', { level: 1, name: `${name} (copy)` })).toBeVisible();
  const copyId = /#\/drafts\/([\w-]+)/.exec(page.url())?.[1] ?? '';
  const copy = await storedDraft(page, copyId);
  expect(copy.lifecycle).toBe('draft');
  expect(copy.payload.legalName).toBe(`${name} (copy)`);

  const taxId = field(section(page, 'Tax'), 'Tax ID');
  const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }).format(
    new Date(),
  );
  await expect(taxId).toHaveAccessibleDescription(
    new RegExp(`This tax ID is already submitted as merchant ${merchantId} on ${day}`),
  );
  await expect(section(page, 'Tax').getByText(/already submitted as merchant/)).toBeVisible();
  await expectNoAxeViolations(page, 'duplicate tax id');

  // From the editor: asked in a modal dialog, the safe choice first.
  await page.getByRole('button', { name: 'Queue for submission' }).click();
  const dialog = page.getByRole('dialog', { name: `Queue “${name} (copy)” anyway?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Don’t queue' })).toBeFocused();
  await expect(dialog).toContainText(`already submitted as merchant ${merchantId}`);
  await expectNoAxeViolations(page, 'duplicate question');
  await page.screenshot({ path: 'docs/screenshots/editor-duplicate-question.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('Not queued: it shares details with another application.'),
  ).toBeVisible();
  expect((await storedDraft(page, copyId)).lifecycle).not.toBe('queued');

  // From Drafts' "Validate and queue": asked too; "Queue anyway" queues it.
  await page.evaluate(() => {
    (globalThis as unknown as { location: { hash: string } }).location.hash = '#/drafts';
  });
  await page.getByRole('checkbox', { name: `Select ${name} (copy)` }).check();
  await page.getByRole('button', { name: 'Validate and queue' }).click();
  const bulk = page.getByRole('dialog', { name: `Queue “${name} (copy)” anyway?` });
  await expect(bulk).toBeVisible();
  await bulk.getByRole('button', { name: 'Don’t queue' }).click();
  await expect(page.getByRole('heading', { name: '0 queued, 1 skipped' })).toBeVisible();
  expect((await storedDraft(page, copyId)).lifecycle).not.toBe('queued');

  await page.getByRole('checkbox', { name: `Select ${name} (copy)` }).check();
  await page.getByRole('button', { name: 'Validate and queue' }).click();
  await bulk.getByRole('button', { name: 'Queue anyway' }).click();
  await expect(page.getByRole('heading', { name: /^1 queued/ })).toBeVisible();
  expect(['queued', 'sending', 'submitted']).toContain((await storedDraft(page, copyId)).lifecycle);
});
