// A refusal by the service: 400 with field errors in `owner[0].ssn` notation (decisions 17) puts
// each message on its input; fixing them lets the application go through. The service's own checks
// are played by a gateway in front of a sandbox (rejecting-gateway.ts explains why).
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { chromiumPath } from '../../../playwright.config';
import { validFullPayload } from '../../fixtures/merchant';
import type { BrowserModeApp } from '../browser-host-process';
import { startBrowserModeIn } from './browser-mode-in';
import {
  createDraft,
  expectNoAxeViolations,
  ipc,
  openApp,
  openDraft,
  signIn,
  storedDraft,
  waitForSave,
} from './editor-app';
import { field, fillApplication, owner, section, typeInto } from './fill';
import {
  gatewayFieldErrors,
  startRejectingGateway,
  type RejectingGateway,
} from './rejecting-gateway';

test.skip(!existsSync(chromiumPath), `${chromiumPath} is missing (install the chromium package)`);

let gateway: RejectingGateway;
let app: BrowserModeApp;
test.afterEach(async () => {
  await app?.stop();
  await gateway?.stop();
});

test('the service’s field errors land on their inputs, and fixing them lets it submit', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { referenceId: _referenceId, ...sample } = validFullPayload();
  gateway = await startRejectingGateway([sample.owner[0]!.ssn]);
  app = await openApp(page, () =>
    startBrowserModeIn((dataDir) => gateway.writeEnvironmentFile(dataDir)),
  );
  await ipc(page, 'settings:set', { environmentId: 'gateway' });
  await signIn(app, page, { consumerSecret: gateway.consumerSecret });

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
  await expect(ssn).toHaveAccessibleDescription(gatewayFieldErrors[0]!.message);
  // The tax ID's hint follows its message.
  await expect(taxId).toHaveAccessibleDescription(
    `${gatewayFieldErrors[1]!.message} The EIN, 9 digits`,
  );
  await expect(
    page.getByRole('link', { name: `Owner 1: ${gatewayFieldErrors[0]!.message} (the service)` }),
  ).toBeVisible();
  expect((await storedDraft(page, id)).lifecycle).toBe('rejected');
  await expectNoAxeViolations(page, 'service rejection');

  // Fixing a field takes its message away; the other stays until it is fixed too.
  await typeInto(owner(page, 1), 'SSN', '123456780');
  await expect(ssn).toHaveAttribute('aria-invalid', 'false');
  await expect(taxId).toHaveAttribute('aria-invalid', 'true');
  await typeInto(section(page, 'Tax'), 'Tax ID', '987654320');
  await expect(taxId).toHaveAttribute('aria-invalid', 'false');
  await taxId.blur();
  await waitForSave(page);

  await page.getByRole('button', { name: 'Queue for submission' }).click();
  await expect(page.getByText(/^Submitted on/)).toBeVisible({ timeout: 30_000 });
  expect((await storedDraft(page, id)).payload).toMatchObject({
    taxId: '987654320',
    owner: [{ ssn: '123456780' }],
  });
});
