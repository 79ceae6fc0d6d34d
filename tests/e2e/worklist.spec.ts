// After submission, as a new agent practising with the built-in sandbox sees it: the sandbox's
// markers ([pending], [decline], [close]) drive each merchant's status. Submitted is a worklist
// (search by name, merchant id and city; filters by status and environment; practice marked);
// Needs action lists the merchants waiting on the agent with the service's reason and the next
// step, and starts a new application from a declined one (numbers blank, the duplicate check
// naming the declined one), and folds a merchant the agent marked handled; the Drafts rows show the merchant's status and the Drafts count
// leaves submitted ones out; the outbox puts what needs the agent first and folds today's sent
// items. Then every screen at 1024x768 and at 200% zoom: no sideways scroll, first row in view.
import { expect, test, type Page } from '@playwright/test';
import { validFullPayload } from '../fixtures/merchant';
import { useBrowserModeApp } from './support/app';
import { connectThroughUi, expectNoAxeViolations, ipc, screenshot } from './support/workspace';

const app = useBrowserModeApp();

const merchants = [
  { legalName: 'Pending Paints [pending] LLC', city: 'Springfield' },
  { legalName: 'Declined Deli [decline] LLC', city: 'Springfield' },
  { legalName: 'Closing Cafe [close] LLC', city: 'Springfield' },
  { legalName: 'Approved Anvils LLC', city: 'Shelbyville' },
];

async function queue(page: Page, legalName: string, city: string): Promise<string> {
  const { referenceId: _fixed, ...payload } = validFullPayload({
    legalName,
    locationCity: city,
    legalCity: city,
  });
  const draft = await ipc<{ id: string }>(page, 'drafts:create', { payload });
  await ipc(page, 'outbox:enqueue', { draftId: draft.id });
  return draft.id;
}

async function refreshAll(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Refresh all statuses' });
  await button.click();
  await expect(button).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
}

function rowOf(page: Page, name: string) {
  return page
    .getByRole('list', { name: 'Submitted merchants' })
    .getByRole('listitem')
    .filter({ hasText: name });
}

async function expectFitsAndFirstRowVisible(page: Page, where: string, firstRow: string) {
  const overflow = await page.locator('html').evaluate((html) => ({
    scrollWidth: html.scrollWidth,
    clientWidth: html.clientWidth,
  }));
  expect
    .soft(overflow.scrollWidth, `sideways scroll on ${where}`)
    .toBeLessThanOrEqual(overflow.clientWidth);
  if (firstRow !== '') await expect.soft(page.locator(firstRow).first(), where).toBeInViewport();
}

test('submitted worklist, needs action, one state per application and the outbox order', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(app().launchUrl);
  await connectThroughUi(page, context);

  const ids = new Map<string, string>();
  for (const { legalName, city } of merchants)
    ids.set(legalName, await queue(page, legalName, city));
  await page.getByRole('link', { name: /^Outbox/ }).click();
  await expect(page.getByText(/^Sent today \(4\)/)).toBeVisible({ timeout: 30_000 });

  // Three rounds move every path to its end (Closed is the third step after Submitted).
  await page.getByRole('link', { name: 'Submitted' }).click();
  // Each round moves every unfinished merchant one step; a round answers before the screen has
  // redrawn, so the rounds go on until the longest path (four steps) is at its end.
  await expect(async () => {
    await refreshAll(page);
    await expect(rowOf(page, 'Closing Cafe')).toContainText('Closed', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(rowOf(page, 'Approved Anvils')).toContainText('Approved');
  await expect(rowOf(page, 'Approved Anvils')).toContainText('Practice');
  await expect(rowOf(page, 'Approved Anvils')).toContainText('Built-in sandbox');

  const search = page.getByRole('searchbox', { name: 'Search submitted' });
  const rows = page.getByRole('list', { name: 'Submitted merchants' }).getByRole('listitem');
  await search.fill('declined deli');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Declined');
  await search.fill('Shelbyville');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Approved Anvils LLC');
  const anvils = await ipc<{ submission: { merchantId: string } }>(page, 'drafts:get', {
    id: ids.get('Approved Anvils LLC'),
  });
  await search.fill(anvils.submission.merchantId);
  await expect(rows.filter({ hasText: 'Approved Anvils LLC' })).toHaveCount(1);
  await search.fill('');
  await expect(rows).toHaveCount(4);

  const status = page.getByRole('combobox', { name: 'Status' });
  await status.selectOption({ label: 'Needs action' });
  await expect(rows).toHaveCount(3);
  await status.selectOption({ label: 'Declined' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Declined Deli');
  await status.selectOption({ label: 'All statuses' });
  const environment = page.getByRole('combobox', { name: 'Environment' });
  await environment.selectOption({ label: 'Built-in sandbox' });
  await expect(rows).toHaveCount(4);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name, A to Z' });
  await expect(rows.first()).toContainText('Approved Anvils LLC');

  // Details open on demand under the row.
  await rowOf(page, 'Approved Anvils')
    .getByRole('button', { name: /^Details/ })
    .click();
  await expect(rowOf(page, 'Approved Anvils')).toContainText('Funding limits');
  await expect(rowOf(page, 'Approved Anvils')).toContainText('Status history');
  await expectNoAxeViolations(page, 'Submitted');
  await screenshot(page, 'submitted-worklist-1280');

  // Needs action: its count in the navigation, each merchant with the reason and the next step.
  const needsLink = page.getByRole('link', { name: /^Needs action/ });
  await expect(needsLink).toHaveAccessibleName(/^Needs action\s*,\s*3$/);
  await needsLink.click();
  const items = page
    .getByRole('list', { name: 'Merchants that need action' })
    .getByRole('listitem');
  await expect(items).toHaveCount(3);
  const pending = items.filter({ hasText: 'Pending Paints' });
  await expect(pending).toContainText('More information needed (sandbox [pending] marker)');
  await expect(pending).toContainText('Next step: Underwriting needs more information: call');
  const declined = items.filter({ hasText: 'Declined Deli' });
  await expect(declined).toContainText('Declined by underwriting (sandbox [decline] marker)');
  await expect(declined).toContainText('start a new application if the reason can be fixed');
  await expect(items.filter({ hasText: 'Closing Cafe' })).toContainText(
    'Closed (sandbox [close] marker)',
  );
  await expectNoAxeViolations(page, 'Needs action');
  await screenshot(page, 'needs-action-1280');

  // Drafts: the merchant's status instead of "Submitted", no problem count, and the count in
  // the navigation leaves submitted applications out.
  await page.getByRole('link', { name: /^Drafts/ }).click();
  const draftRows = page.getByRole('list', { name: 'Applications' }).getByRole('listitem');
  const anvilsRow = draftRows.filter({ hasText: 'Approved Anvils LLC' });
  await expect(anvilsRow).toContainText('Approved');
  await expect(anvilsRow).not.toContainText('Submitted');
  await expect(anvilsRow).not.toContainText('No problems');
  await expect(draftRows.filter({ hasText: 'Pending Paints' })).toContainText(
    'More information needed',
  );
  await expect(page.getByRole('link', { name: /^Drafts/ })).toHaveAccessibleName('Drafts');

  // A new application from the declined one: SSN and bank numbers blank, flagged as a copy.
  await needsLink.click();
  await declined.getByRole('button', { name: /^Start a new application from this one/ }).click();
  await expect(page).toHaveURL(/#\/drafts\/[0-9a-f-]{36}$/);
  const copyId = /#\/drafts\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
  expect(copyId).not.toBe(ids.get('Declined Deli [decline] LLC'));
  const main = page.getByRole('main');
  await expect(main.getByLabel(/^Legal name/).first()).toHaveValue('Declined Deli [decline] LLC');
  await expect(main.getByText(/already submitted as merchant/i).first()).toBeVisible();
  await expect(main.getByLabel(/SSN/).first()).toHaveValue('');
  await expect(main.getByLabel(/^Account number/).first()).toHaveValue('');
  await expect(main.getByLabel(/^Routing number/).first()).toHaveValue('');
  await expect(page.getByRole('link', { name: /^Drafts/ })).toHaveAccessibleName(
    /^Drafts\s*,\s*1$/,
  );

  // The outbox: needs-you at the top, waiting next, today's sent items folded.
  const { referenceId: _r, ...refused } = validFullPayload({
    legalName: 'Refused Rugs [reject] LLC',
  });
  const refusedDraft = await ipc<{ id: string }>(page, 'drafts:create', { payload: refused });
  await ipc(page, 'outbox:enqueue', { draftId: refusedDraft.id });
  await page.getByRole('link', { name: /^Outbox/ }).click();
  await expect(page.getByRole('heading', { name: 'Needs you (1)' })).toBeVisible({
    timeout: 20_000,
  });
  await ipc(page, 'auth:signOut');
  await queue(page, 'Waiting Woodworks LLC', 'Springfield');
  await expect(page.getByRole('heading', { name: 'Waiting to be sent (1)' })).toBeVisible();
  const headings = await page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .allTextContents();
  expect(headings).toEqual(['Needs you (1)', 'Waiting to be sent (1)', 'Sent today (4)']);
  const sent = page.getByRole('list', { name: 'Applications sent today' });
  await expect(sent).toBeHidden();
  await page.getByText(/^Sent today/).click();
  await expect(sent.getByRole('listitem')).toHaveCount(4);
  await expect(sent.getByRole('listitem').first()).toContainText('Sent to Built-in sandbox');
  await screenshot(page, 'outbox-groups-1280');

  // 1024x768 and 200% zoom (a 1280x800 window at 200% lays out in 640x400 CSS pixels).
  const screens: [string, string, string][] = [
    ['Drafts', `#/drafts`, '.draft-list > li'],
    ['Editor', `#/drafts/${copyId}`, 'main h1'],
    ['Outbox', '#/outbox', '.item-card'],
    ['Submitted', '#/submitted', '.merchant-list > li'],
    ['Needs action', '#/needs-action', '.item-card'],
    ['Settings', '#/settings', 'main h1'],
  ];
  const origin = new URL(page.url()).origin;
  for (const [width, height, label] of [
    [1024, 768, '1024'],
    [640, 400, '200pct'],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const [where, hash, firstRow] of screens) {
      await page.goto(`${origin}/${hash}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator(firstRow).first()).toBeVisible();
      if (label === '1024' || where === 'Drafts' || where === 'Submitted')
        await screenshot(page, `${where.toLowerCase().replace(' ', '-')}-${label}`);
      await expectFitsAndFirstRowVisible(page, `${where} at ${width}x${height}`, firstRow);
    }
  }
  // Where space is short, a row's actions are one menu button.
  await page.goto(`${origin}/#/drafts`);
  const menuButton = page
    .getByRole('list', { name: 'Applications' })
    .getByRole('button', { name: /^Actions for / })
    .first();
  await menuButton.click();
  await expect(page.getByRole('menuitem', { name: 'Review' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(
    page.getByRole('menuitem', { name: 'New location for this merchant' }),
  ).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Move to trash' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menuButton).toBeFocused();

  // Handled: the agent has told the Closing Cafe's owner; it folds away, the count falls, a
  // reload (core keeps the mark) agrees, and moving it back brings it to the list again.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${origin}/#/needs-action`);
  const active = page.getByRole('list', { name: 'Merchants that need action' });
  await active
    .getByRole('listitem')
    .filter({ hasText: 'Closing Cafe' })
    .getByRole('button', { name: /^Mark as handled/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'is marked as handled' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Needs action' })).toBeFocused();
  await expect(active.getByRole('listitem')).toHaveCount(2);
  await expect(needsLink).toHaveAccessibleName(/^Needs action\s*,\s*2$/);
  await page.reload();
  await expect(active.getByRole('listitem')).toHaveCount(2);
  await expect(needsLink).toHaveAccessibleName(/^Needs action\s*,\s*2$/);
  await page.getByText(/^Handled \(1\)/).click();
  const handled = page.getByRole('list', { name: 'Merchants marked as handled' });
  await expect(handled.getByRole('listitem')).toContainText('Closing Cafe');
  await expect(handled.getByRole('listitem')).toContainText('Marked as handled');
  await expectNoAxeViolations(page, 'Needs action with a handled merchant');
  await screenshot(page, 'needs-action-handled');
  await handled.getByRole('button', { name: /^Move back to Needs action/ }).click();
  await expect(active.getByRole('listitem')).toHaveCount(3);
  await expect(needsLink).toHaveAccessibleName(/^Needs action\s*,\s*3$/);
  await expect(handled).toBeHidden();
});
