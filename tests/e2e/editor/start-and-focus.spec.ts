// Where focus goes and what the agent hears: "New QuickStart application" is its own start (the
// invite code focused, the mode said, what QuickStart does not need folded away, only its own
// problems listed); opening a draft focuses its heading; after "Queue for submission" focus and the
// view go to the status, with the next steps; the notification names the application; the
// checklist stays reachable on a small screen and at 200% zoom; the code fields an agent cannot
// guess have one line of help.
import { expect, test, type Page } from '@playwright/test';
import { validFullPayload } from '../../fixtures/merchant';
import {
  createDraft,
  expectNoAxeViolations,
  openDraft,
  signIn,
  storedDraft,
  useEditorApp,
} from './editor-app';
import { field, fundingAccount, owner, section, typeInto } from './fill';

const app = useEditorApp({ width: 1280, height: 900 });

/** The spec's sample merchant, as a bistro (the spec's sample values, another name). */
function tonysBistro() {
  const { referenceId: _referenceId, ...payload } = validFullPayload({
    legalName: "Tony's Bistro LLC",
    taxName: "Tony's Bistro LLC",
    locationName: "Tony's Bistro",
    statementName: 'TONYS BISTRO',
    category: '5812',
    sells: 'Meals and drinks',
  });
  return payload;
}

async function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = (
      globalThis as unknown as {
        document: { documentElement: { scrollWidth: number; clientWidth: number } };
      }
    ).document.documentElement;
    return root.scrollWidth > root.clientWidth;
  });
}

test('New QuickStart application starts at the invite code, with only what QuickStart needs', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'New QuickStart application' }).click();
  await expect(
    page.getByRole('heading', { name: 'New QuickStart application', level: 1 }),
  ).toBeVisible();
  const quickStart = section(page, 'QuickStart');
  const inviteCode = field(quickStart, 'Invite code');
  await expect(inviteCode).toBeFocused();
  await expect(inviteCode).toHaveAccessibleDescription(
    /QuickStart application: type the invite code/,
  );
  await expect(quickStart.getByRole('status')).toContainText(
    'The sections QuickStart does not need are folded away',
  );
  for (const name of ['Business', 'Tax', 'Location', 'Statement', 'Funding accounts'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  for (const name of ['QuickStart', 'Legal entity', 'Owners'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  // Only QuickStart's own problems: the invite code first, no full-application fields.
  await expect(page.getByRole('link', { name: 'QuickStart: Enter the invite code' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Legal entity: Enter the legal name' }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: /Legal entity: Enter the legal address/ }),
  ).toHaveCount(0);
  await expect(page.getByText(/^3 problems to fix/)).toBeVisible();
  await expect(field(quickStart, 'Invite code')).toHaveAttribute('aria-required', 'true');
  await expectNoAxeViolations(page, 'a QuickStart start');
  await page.screenshot({ path: 'docs/screenshots/editor-quickstart-start.png' });

  // Typed by keyboard from the focused invite code: it is then a QuickStart application as before.
  await page.keyboard.type('TZS4-BEH8-R7VS');
  await typeInto(section(page, 'Legal entity'), 'Legal name', "Tony's Bistro LLC");
  await typeInto(owner(page, 1), 'Full name', 'Tony Example');
  await typeInto(owner(page, 1), 'E-mail', 'tony@example.com');
  await expect(page.getByRole('button', { name: 'Queue for submission' })).toHaveAttribute(
    'aria-disabled',
    'false',
  );
});

test('the full application can be chosen instead of the QuickStart start', async ({ page }) => {
  await openDraft(page, await createDraft(page, { variant: 'quickstart' }));
  await page.getByRole('button', { name: 'Use the full application instead' }).click();
  await expect(page.getByRole('button', { name: 'Business', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(
    page.getByRole('link', { name: 'Legal entity: Enter the legal address' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'QuickStart: Enter the invite code' })).toHaveCount(
    0,
  );
  await expect(section(page, 'QuickStart').getByRole('status')).toContainText('Full application');
});

test('opening a draft from the list focuses its heading', async ({ page }) => {
  await createDraft(page, { payload: { legalName: "Tony's Bistro LLC" } });
  await page.reload();
  await page.getByRole('link', { name: "Tony's Bistro LLC" }).click();
  await expect(page.getByRole('heading', { name: "Tony's Bistro LLC", level: 1 })).toBeFocused();
  // The next Tab is inside the application, not back at the top of the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'QuickStart', exact: true })).toBeFocused();
});

test('after Queue for submission, focus and the view go to the status, with next steps; the notification names it', async ({
  page,
}) => {
  const id = await createDraft(page, { payload: tonysBistro() });
  await openDraft(page, id);
  const queue = page.getByRole('button', { name: 'Queue for submission' });
  await expect(queue).toHaveAttribute('aria-disabled', 'false');
  await queue.focus();
  await page.keyboard.press('Enter');
  const status = page.getByText(/^Queued for submission/);
  await expect(status).toBeVisible();
  const area = page.getByRole('region', { name: 'Application status' });
  await expect(area).toBeFocused();
  await expect(status).toBeInViewport();
  await expect(page.getByRole('heading', { name: "Tony's Bistro LLC", level: 1 })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Start the next application' })).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Back to Drafts' })).toBeVisible();
  await expectNoAxeViolations(page, 'just queued');
  await page.screenshot({ path: 'docs/screenshots/editor-queued.png' });

  await signIn(app(), page);
  await expect(page.getByText(/^Tony's Bistro LLC submitted as merchant \S+\.$/)).toBeVisible({
    timeout: 30_000,
  });
  expect((await storedDraft(page, id)).lifecycle).toBe('submitted');

  // Keyboard only: the next application from the status.
  await page.getByRole('button', { name: 'Start the next application' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'New application', level: 1 })).toBeFocused();
  await page.goBack();
  await page.getByRole('link', { name: 'Back to Drafts' }).click();
  await expect(page.getByRole('heading', { name: 'Drafts', level: 1 })).toBeVisible();
});

test('at 1024x768 and at 200% zoom the checklist stays reachable and nothing scrolls sideways', async ({
  page,
}) => {
  await openDraft(page, await createDraft(page, { payload: { legalName: "Tony's Bistro LLC" } }));
  // 1024x768: the checklist is beside the form and stays in view while the form scrolls.
  await page.setViewportSize({ width: 1024, height: 768 });
  await field(fundingAccount(page, 1), 'Bank name').scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Ready to submit?' })).toBeInViewport();
  expect(await pageScrollsSideways(page)).toBe(false);

  // 200% zoom of 1024x768 is a 512x384 CSS-pixel view: the checklist is below the form, and a
  // bar at the bottom of the view leads to it.
  await page.setViewportSize({ width: 512, height: 384 });
  await page.getByRole('heading', { name: "Tony's Bistro LLC", level: 1 }).scrollIntoViewIfNeeded();
  expect(await pageScrollsSideways(page)).toBe(false);
  const jump = page.getByRole('link', { name: /^Ready to submit\? Go to the checklist/ });
  await expect(jump).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Ready to submit?' })).not.toBeInViewport();
  await field(section(page, 'Legal entity'), 'Legal name').focus();
  await expect(jump).toBeInViewport();
  await page.screenshot({ path: 'docs/screenshots/editor-zoom-200.png' });
  await jump.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Ready to submit?' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Ready to submit?' })).toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /^Business: / }).first()).toBeFocused();
  expect(await pageScrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page, 'the editor at 200% zoom');
});

test('the code fields an agent cannot guess have one line of help', async ({ page }) => {
  await openDraft(page, await createDraft(page));
  await expect(field(section(page, 'Business'), 'Processor')).toHaveAccessibleDescription(
    /Default processor/,
  );
  const account = fundingAccount(page, 1);
  await expect(field(account, 'ACH method')).toHaveAccessibleDescription(/net .* or gross/);
  await expect(field(account, 'Discount paid')).toHaveAccessibleDescription(
    /daily, with each deposit, or once a month/,
  );
  await expect(field(account, 'Banking routing ID')).toHaveAccessibleDescription(
    /not the 9-digit routing number/,
  );
});
