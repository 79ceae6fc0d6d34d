// A stand-in for the real service's own checks, which the sandbox cannot make (it validates with the
// same shared schema as the app, so a payload the app accepts it accepts too). A sandbox runs on
// 127.0.0.1:<port>; this gateway listens on [::1]:<same port> and forwards every request to it
// unchanged, Host header included, so OAuth signatures made for http://[::1]:<port> verify there.
// A merchant POST whose first owner's SSN is on `refusedSsns` is answered 400 with field errors in
// the sandbox's shape (decisions 17), the way a service refuses a number it knows to be wrong.
// Used until the sandbox has a marker of its own for this.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startSandbox } from '../../../sandbox';

export interface RejectingGateway {
  /** The gateway's base URL, http://[::1]:<port>. */
  baseUrl: string;
  consumerSecret: string;
  /** Writes environments.json selecting-ready ("gateway") into an app data dir. */
  writeEnvironmentFile(dataDir: string): Promise<void>;
  stop(): Promise<void>;
}

export const gatewayFieldErrors = [
  { field: 'owner[0].ssn', message: 'The service could not verify this SSN for the owner' },
  { field: 'taxId', message: 'The service could not match this tax ID to the legal name' },
];

function readAll(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function firstOwnerSsn(body: Buffer): unknown {
  try {
    const payload = JSON.parse(body.toString('utf8')) as { owner?: { ssn?: unknown }[] };
    return payload.owner?.[0]?.ssn;
  } catch {
    return undefined;
  }
}

export async function startRejectingGateway(refusedSsns: string[]): Promise<RejectingGateway> {
  const sandboxDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-gateway-'));
  const consumer = {
    key: randomUUID(),
    secret: randomUUID(),
    name: 'Boarding Desk (gateway test)',
  };
  const sandbox = await startSandbox({ dataDir: sandboxDir, port: 0, consumer });
  const upstream = new URL(sandbox.url);
  const server = http.createServer((req, res) => {
    void readAll(req).then((body) => {
      const isMerchantPost = req.method === 'POST' && req.url === '/boarding/v2/merchant';
      if (isMerchantPost && refusedSsns.includes(String(firstOwnerSsn(body)))) {
        res.writeHead(400, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({
            message: `The merchant has ${gatewayFieldErrors.length} invalid field(s).`,
            errors: gatewayFieldErrors,
          }),
        );
        return;
      }
      const { expect: _expect, ...headers } = req.headers;
      const forwarded = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...headers, 'content-length': String(body.length) },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forwarded.on('error', () => res.destroy());
      forwarded.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(Number(upstream.port), '::1', resolve));
  const baseUrl = `http://[::1]:${upstream.port}`;
  return {
    baseUrl,
    consumerSecret: consumer.secret,
    async writeEnvironmentFile(dataDir) {
      const environment = {
        id: 'gateway',
        name: 'Gateway with service checks',
        kind: 'remote',
        baseUrl,
        authorizeUrl: `${sandbox.url}${sandbox.authorizePath}`,
        consumerKey: consumer.key,
      };
      await writeFile(
        path.join(dataDir, 'environments.json'),
        JSON.stringify({ environments: [environment] }),
      );
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await sandbox.stop();
      await rm(sandboxDir, { recursive: true, force: true });
    },
  };
}
