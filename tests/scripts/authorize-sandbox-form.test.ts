// The script that plays the user's browser reads each page through the capped reader
// (decisions 18): an endless page is refused at the cap with a clear error.
import { afterEach, describe, expect, it } from 'vitest';
import { startHostileService, type HostileService } from '../core/support/hostile-service';
import { submitAuthorizeForm, visitCallback } from '../../scripts/lib/authorize-sandbox-form';

let service: HostileService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

describe('authorize-sandbox-form', () => {
  it('refuses an endless authorization page or callback page at the cap', async () => {
    service = await startHostileService({ endlessLimitBytes: 64 * 1024 * 1024 });
    service.answer(() => ({ kind: 'endless', status: 200 }));
    await expect(submitAuthorizeForm(`${service.url}/authorize`, 'authorize')).rejects.toThrow(
      /authorization page \(HTTP 200\) could not be read: larger than the cap/,
    );
    await expect(visitCallback(`${service.url}/callback`)).rejects.toThrow(
      /callback page \(HTTP 200\) could not be read: larger than the cap/,
    );
  });
});
