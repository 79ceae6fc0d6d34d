// The merchant endpoints over real loopback HTTP (decisions 8 to 12, 17): 201 with the merchant as
// GET returns it, GET by id and by referenceId, and each error status with the error shape.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { validFullPayload, validQuickStartPayload } from '../fixtures/merchant';
import {
  authorizationHeader,
  clockSeconds,
  postMerchant,
  signedFetch,
  type ErrorBody,
  useSignedInSandbox,
} from './sandbox-harness';

const session = useSignedInSandbox();

type Merchant = Record<string, unknown> & { id: number; status: string };

describe('POST /boarding/v2/merchant', () => {
  it('answers 201 with the merchant as GET returns it', async () => {
    const referenceId = randomUUID();
    const response = await postMerchant(
      session.harness,
      session.access,
      validFullPayload({ referenceId }),
    );
    expect(response.status).toBe(201);
    const created = (await response.json()) as Merchant;
    expect(Number.isInteger(created.id)).toBe(true);
    expect(created).toMatchObject({
      referenceId,
      legalName: 'Example Fuel LLC',
      category: '5172',
      status: 'Submitted',
      dateApproved: null,
      dateClosed: null,
      fundingOnHold: true,
      portfolio: null,
    });
    expect(created.xmid).toMatch(/^\d+$/);
    expect(typeof created.appId).toBe('string');
    expect(created.dateAdded).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(typeof created.statusReason).toBe('string');
    expect(Number.isInteger(created.fundingDelayDays)).toBe(true);
    for (const field of ['fundingDailyMax', 'fundingMonthlyMax', 'fundingTransactionMax'])
      expect(typeof created[field]).toBe('number');
    expect(response.headers.get('location')).toBe(`/boarding/v2/merchant/${created.id}`);

    const fetched = await signedFetch(
      session.harness,
      session.access,
      'GET',
      `/boarding/v2/merchant?referenceId=${referenceId}`,
    );
    expect(await fetched.json()).toEqual([created]);
  });

  it('masks SSN, tax id and account number to their last four digits', async () => {
    const response = await postMerchant(
      session.harness,
      session.access,
      validFullPayload({ referenceId: randomUUID() }),
    );
    const created = (await response.json()) as Merchant & {
      owner: { ssn: string }[];
      fundingAccount: { accountNumber: string }[];
      taxId: string;
    };
    expect(created.owner[0]!.ssn).toBe('*****6789');
    expect(created.taxId).toBe('*****4321');
    expect(created.fundingAccount[0]!.accountNumber).toBe('********6789');
    expect(JSON.stringify(created)).not.toContain('123456789');
  });

  it('accepts a QuickStart merchant with only the reduced set', async () => {
    const response = await postMerchant(
      session.harness,
      session.access,
      validQuickStartPayload({ referenceId: randomUUID() }),
    );
    expect(response.status).toBe(201);
    expect(((await response.json()) as Merchant).inviteCode).toBe('TZS4-BEH8-R7VS');
  });

  it('answers 400 with every field error at once (decisions 17)', async () => {
    const payload = validFullPayload({
      referenceId: randomUUID(),
      category: 'abc',
      legalState: 'ZZ',
    });
    delete (payload as Record<string, unknown>).legalName;
    payload.owner = [{ ...payload.owner![0]!, ssn: '12' }];
    const response = await postMerchant(session.harness, session.access, payload);
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.errors?.map((error) => error.field).sort()).toEqual([
      'category',
      'legalName',
      'legalState',
      'owner[0].ssn',
    ]);
    for (const error of body.errors!) expect(error.message.length).toBeGreaterThan(0);
    expect(body.message).toMatch(/4 invalid/);
  });

  it('refuses a valid application whose legal name carries [reject], and accepts it without', async () => {
    const referenceId = randomUUID();
    const marked = validFullPayload({ referenceId, legalName: 'Refused [Reject] LLC' });
    const refused = await postMerchant(session.harness, session.access, marked);
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as ErrorBody;
    expect(body.errors?.map((error) => error.field)).toEqual([
      'owner[0].ssn',
      'taxId',
      'legalName',
    ]);
    const accepted = await postMerchant(
      session.harness,
      session.access,
      validFullPayload({ referenceId, legalName: 'Refused LLC' }),
    );
    expect(accepted.status).toBe(201);
  });

  it('applies the full set when a QuickStart payload lacks its invite code', async () => {
    const payload = validQuickStartPayload({ referenceId: randomUUID() });
    delete (payload as Record<string, unknown>).inviteCode;
    const response = await postMerchant(session.harness, session.access, payload);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).errors!.length).toBeGreaterThan(5);
  });

  it('answers 400 for a body that is not JSON, or not UTF-8', async () => {
    const broken = await signedFetch(
      session.harness,
      session.access,
      'POST',
      '/boarding/v2/merchant',
      {
        body: '{"legalName": ',
        headers: { 'Content-Type': 'application/json' },
      },
    );
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as ErrorBody).message).toMatch(/not valid JSON/);
    const notUtf8 = await signedFetch(
      session.harness,
      session.access,
      'POST',
      '/boarding/v2/merchant',
      {
        body: Buffer.from([0x7b, 0xff, 0x7d]) as unknown as string,
        headers: { 'Content-Type': 'application/json' },
      },
    );
    expect(notUtf8.status).toBe(400);
  });

  it('answers 409 with the existing id for a repeated referenceId (decisions 10)', async () => {
    const referenceId = randomUUID();
    const first = (await (
      await postMerchant(session.harness, session.access, validFullPayload({ referenceId }))
    ).json()) as Merchant;
    const second = await postMerchant(
      session.harness,
      session.access,
      validFullPayload({ referenceId, legalName: 'Other' }),
    );
    expect(second.status).toBe(409);
    expect((await second.json()) as ErrorBody).toMatchObject({
      id: first.id,
      message: expect.stringMatching(/referenceId/),
    });
    const found = (await (
      await signedFetch(
        session.harness,
        session.access,
        'GET',
        `/boarding/v2/merchant?referenceId=${referenceId}`,
      )
    ).json()) as Merchant[];
    expect(found.map((merchant) => merchant.legalName)).toEqual(['Example Fuel LLC']);
  });

  it('boards two merchants sent at the same time with one referenceId only once', async () => {
    const referenceId = randomUUID();
    const statuses = await Promise.all(
      [1, 2, 3].map(() =>
        postMerchant(session.harness, session.access, validFullPayload({ referenceId })).then(
          (r) => r.status,
        ),
      ),
    );
    expect(statuses.sort()).toEqual([201, 409, 409]);
  });

  it('answers 415 for a body that is not application/json', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
    ]) {
      const response = await signedFetch(
        session.harness,
        session.access,
        'POST',
        '/boarding/v2/merchant',
        {
          body: JSON.stringify(validFullPayload({ referenceId: randomUUID() })),
          headers: { 'Content-Type': type },
        },
      );
      expect(response.status, type).toBe(415);
      expect(((await response.json()) as ErrorBody).message).toMatch(/application\/json|UTF-8/);
    }
  });

  it('checks auth before the content type: no token, no hint', async () => {
    const response = await fetch(`${session.harness.sandbox.url}/boarding/v2/merchant`, {
      method: 'POST',
      body: 'x',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(response.status).toBe(401);
  });
});

interface RawResponse {
  status: number;
  body: string;
  sawContinue: boolean;
}

/** A raw node:http request so a test controls Content-Length, chunking and Expect. */
function rawPost(
  path: string,
  headers: Record<string, string>,
  send: (req: http.ClientRequest) => void,
): Promise<RawResponse> {
  const url = `${session.harness.sandbox.url}${path}`;
  const authorization = authorizationHeader({
    consumer: session.harness.sandbox.consumer,
    token: session.access,
    method: 'POST',
    url,
    timestamp: clockSeconds(session.harness.clock),
  });
  return new Promise((resolve, reject) => {
    let sawContinue = false;
    const req = http.request(url, {
      method: 'POST',
      headers: { Authorization: authorization, 'Content-Type': 'application/json', ...headers },
    });
    req.on('continue', () => {
      sawContinue = true;
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          sawContinue,
        }),
      );
    });
    req.on('error', reject);
    send(req);
  });
}

describe('body size and Expect: 100-continue', () => {
  it('answers 413 for a declared body over 1 MiB without reading it', async () => {
    const response = await rawPost(
      '/boarding/v2/merchant',
      { 'Content-Length': String(1024 * 1024 + 1), Expect: '100-continue' },
      (req) => {
        // Never sends the body: the answer must come from the declared length alone.
        req.flushHeaders();
      },
    );
    expect(response.status).toBe(413);
    expect(response.sawContinue).toBe(false);
    expect((JSON.parse(response.body) as ErrorBody).message).toMatch(/larger than 1048576 bytes/);
  });

  it('answers 413 for a chunked body that grows past 1 MiB', async () => {
    let sent = 0;
    const response = await rawPost(
      '/boarding/v2/merchant',
      { 'Transfer-Encoding': 'chunked' },
      (req) => {
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        // Bounded: at most 4 MiB, stops as soon as the server has answered.
        const pump = () => {
          while (sent < 4 * 1024 * 1024 && !req.destroyed) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          req.end();
        };
        req.on('response', () => (sent = Number.POSITIVE_INFINITY));
        pump();
      },
    );
    expect(response.status).toBe(413);
  });

  it('accepts a body of exactly 1 MiB and boards it', async () => {
    const json = JSON.stringify(validFullPayload({ referenceId: randomUUID() }));
    const padded = json.slice(0, -1) + ' '.repeat(1024 * 1024 - json.length) + '}';
    expect(Buffer.byteLength(padded)).toBe(1024 * 1024);
    const response = await rawPost(
      '/boarding/v2/merchant',
      { 'Content-Length': String(1024 * 1024) },
      (req) => req.end(padded),
    );
    expect(response.status).toBe(201);
  });

  it('sends 100 Continue after the checks, then takes the body', async () => {
    const body = JSON.stringify(validFullPayload({ referenceId: randomUUID() }));
    const response = await rawPost(
      '/boarding/v2/merchant',
      { 'Content-Length': String(Buffer.byteLength(body)), Expect: '100-continue' },
      (req) => {
        req.flushHeaders();
        req.once('continue', () => req.end(body));
      },
    );
    expect(response.sawContinue).toBe(true);
    expect(response.status).toBe(201);
  });

  it('refuses with 415 before 100 Continue, so the body is never sent', async () => {
    const response = await rawPost(
      '/boarding/v2/merchant',
      { 'Content-Type': 'text/plain', 'Content-Length': '10', Expect: '100-continue' },
      (req) => {
        req.flushHeaders();
      },
    );
    expect(response.status).toBe(415);
    expect(response.sawContinue).toBe(false);
  });
});

describe('GET /boarding/v2/merchant', () => {
  it('answers 404 with the error shape for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '-1']) {
      const response = await signedFetch(
        session.harness,
        session.access,
        'GET',
        `/boarding/v2/merchant/${id}`,
      );
      expect(response.status, id).toBe(404);
      expect(((await response.json()) as ErrorBody).message).toMatch(/No merchant/);
    }
  });

  it('answers an empty array for an unknown referenceId, and 400 without one', async () => {
    const none = await signedFetch(
      session.harness,
      session.access,
      'GET',
      `/boarding/v2/merchant?referenceId=${randomUUID()}`,
    );
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual([]);
    const missing = await signedFetch(
      session.harness,
      session.access,
      'GET',
      '/boarding/v2/merchant',
    );
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).errors).toEqual([
      { field: 'referenceId', message: 'is required' },
    ]);
  });

  it('answers 405 for other methods and 404 elsewhere', async () => {
    const put = await signedFetch(
      session.harness,
      session.access,
      'PUT',
      '/boarding/v2/merchant/1',
    );
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET');
    expect((await fetch(`${session.harness.sandbox.url}/nothing/here`)).status).toBe(404);
  });

  it('refuses a Host name other than loopback (DNS rebinding)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(
          `${session.harness.sandbox.url}/`,
          { headers: { Host: `evil.example:${session.harness.sandbox.port}` } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        )
        .on('error', reject);
    });
    expect(status).toBe(421);
  });
});
