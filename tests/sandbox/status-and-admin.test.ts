// Deterministic status movement (decisions 11) and the sandbox-only admin endpoints.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validFullPayload, validQuickStartPayload } from '../fixtures/merchant';
import { postMerchant, signedFetch, type ErrorBody, useSignedInSandbox } from './sandbox-harness';

const session = useSignedInSandbox();

type Merchant = Record<string, unknown> & {
  id: number;
  status: string;
  statusReason: string;
  dateApproved: string | null;
  dateClosed: string | null;
};

async function board(legalName: string): Promise<Merchant> {
  const response = await postMerchant(
    session.harness,
    session.access,
    validFullPayload({ referenceId: randomUUID(), legalName }),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as Merchant;
}

async function read(id: number): Promise<Merchant> {
  const response = await signedFetch(
    session.harness,
    session.access,
    'GET',
    `/boarding/v2/merchant/${id}`,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Merchant;
}

async function statusesOver(id: number, reads: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < reads; i += 1) seen.push((await read(id)).status);
  return seen;
}

function adminPost(
  path: string,
  body: unknown,
  contentType = 'application/json',
): Promise<Response> {
  return fetch(`${session.harness.sandbox.url}/sandbox/admin${path}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('each GET by id moves a merchant one step along its legalName path', () => {
  it.each([
    ['Plain Shop LLC', ['InReview', 'Approved', 'Approved']],
    ['Risky Shop [decline]', ['InReview', 'Declined', 'Declined']],
    ['Needs Docs [PENDING] Inc', ['InReview', 'PendingInfo', 'PendingInfo']],
    ['Short Lived [close]', ['InReview', 'Approved', 'Closed', 'Closed']],
    ['Waiting [hold]', ['Submitted', 'Submitted']],
  ])('%s', async (legalName, expected) => {
    const merchant = await board(legalName);
    expect(merchant.status).toBe('Submitted');
    expect(await statusesOver(merchant.id, expected.length)).toEqual(expected);
  });

  it('sets dateApproved on Approved and dateClosed on Closed, from the sandbox clock', async () => {
    const merchant = await board('Dated [close]');
    await read(merchant.id);
    session.harness.clock.advance(3_600_000);
    const approved = await read(merchant.id);
    expect(approved.dateApproved).toBe(
      new Date(session.harness.clock.now()).toISOString().slice(0, 19),
    );
    expect(approved.dateClosed).toBeNull();
    expect(approved.fundingOnHold).toBe(false);
    session.harness.clock.advance(3_600_000);
    const closed = await read(merchant.id);
    expect(closed.dateApproved).toBe(approved.dateApproved);
    expect(closed.dateClosed).toBe(
      new Date(session.harness.clock.now()).toISOString().slice(0, 19),
    );
    expect(closed.fundingOnHold).toBe(true);
  });

  it('does not move a merchant when it is looked up by referenceId', async () => {
    const referenceId = randomUUID();
    await postMerchant(session.harness, session.access, validQuickStartPayload({ referenceId }));
    for (let i = 0; i < 3; i += 1) {
      const found = (await (
        await signedFetch(
          session.harness,
          session.access,
          'GET',
          `/boarding/v2/merchant?referenceId=${referenceId}`,
        )
      ).json()) as Merchant[];
      expect(found[0]!.status).toBe('Submitted');
    }
  });
});

describe('POST /sandbox/admin/merchants/{id}/status', () => {
  it('sets a status and reason, then GETs no longer move it', async () => {
    const merchant = await board('Pinned Shop');
    const response = await adminPost(`/merchants/${merchant.id}/status`, {
      status: 'PendingInfo',
      statusReason: 'Send a voided check',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: merchant.id,
      status: 'PendingInfo',
      statusReason: 'Send a voided check',
    });
    expect(await statusesOver(merchant.id, 2)).toEqual(['PendingInfo', 'PendingInfo']);
    expect((await read(merchant.id)).statusReason).toBe('Send a voided check');
  });

  it('accepts a status the app does not know, kept verbatim', async () => {
    const merchant = await board('Odd Shop');
    await adminPost(`/merchants/${merchant.id}/status`, { status: 'UnderwriterHold' });
    expect((await read(merchant.id)).status).toBe('UnderwriterHold');
  });

  it('sets dateApproved when an admin approves', async () => {
    const merchant = await board('Approved by admin');
    const approved = (await (
      await adminPost(`/merchants/${merchant.id}/status`, { status: 'Approved' })
    ).json()) as Merchant;
    expect(approved.dateApproved).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  });

  it('answers 404, 400 with field errors, and 415', async () => {
    expect((await adminPost('/merchants/999999/status', { status: 'Approved' })).status).toBe(404);
    const invalid = await adminPost('/merchants/1/status', { status: '', extra: 1 });
    expect(invalid.status).toBe(400);
    expect(
      ((await invalid.json()) as ErrorBody).errors!.map((error) => error.field).sort(),
    ).toEqual(['', 'status']);
    expect(
      (
        await adminPost(
          '/merchants/1/status',
          'status=Approved',
          'application/x-www-form-urlencoded',
        )
      ).status,
    ).toBe(415);
    expect((await adminPost('/merchants/1/status', '{bad', 'application/json')).status).toBe(400);
  });

  it('is also available in process: setStatus and listMerchants', async () => {
    const merchant = await board('In process');
    const changed = await session.harness.sandbox.admin.setStatus(
      merchant.id,
      'Declined',
      'Policy',
    );
    expect(changed).toMatchObject({ status: 'Declined', statusReason: 'Policy' });
    expect(await session.harness.sandbox.admin.setStatus(999_999, 'Approved')).toBeUndefined();
    await expect(session.harness.sandbox.admin.setStatus(merchant.id, '')).rejects.toThrow();
    const listed = session.harness.sandbox.admin.listMerchants();
    expect(listed.find((entry) => entry.id === merchant.id)?.status).toBe('Declined');
    const overHttp = (await (
      await fetch(`${session.harness.sandbox.url}/sandbox/admin/merchants`)
    ).json()) as Merchant[];
    expect(overHttp.map((entry) => entry.id)).toEqual(listed.map((entry) => entry.id));
  });
});
