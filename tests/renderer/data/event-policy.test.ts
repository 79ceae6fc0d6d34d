// The one policy from contract events to the query cache (renderer/data/use-contract-events.ts):
// a notification names its application without putting the whole decrypted draft into the cache
// (tests/workspace/renderer-events.test.ts checks that every event is listened to there only). The bridge is the one edge replaced here.
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ContractEvents from '../../../renderer/data/use-contract-events';
import type * as QueryKeys from '../../../renderer/data/query-keys';
import type { Draft } from '../../../shared/drafts/draft-schema';
import { ok } from '../../../shared/result';

const id = '00000000-0000-4000-8000-000000000001';

const bridge = {
  drafts: {
    get: vi.fn(async () =>
      ok({
        id,
        payload: { legalName: '  ', locationName: "Tony's Bistro" },
      } as unknown as Draft),
    ),
  },
};

let applicationName: typeof ContractEvents.applicationName;
let queryKeys: typeof QueryKeys.queryKeys;

beforeAll(async () => {
  vi.stubGlobal('window', { boarding: bridge });
  ({ applicationName } = await import('../../../renderer/data/use-contract-events'));
  ({ queryKeys } = await import('../../../renderer/data/query-keys'));
});

describe('a notification naming its application', () => {
  it('reads a draft no screen holds once, by the shared rule, and keeps it out of the cache', async () => {
    const client = new QueryClient();
    expect(await applicationName(client, id)).toBe("Tony's Bistro");
    expect(bridge.drafts.get).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(queryKeys.draft(id))).toBeUndefined();
  });
});
