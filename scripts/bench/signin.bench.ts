// Sign-in core: how fast the signer builds Authorization headers, and a full handshake
// round trip against the in-process sandbox (request token, authorization form driven over HTTP,
// loopback callback, access token). Targets: signing is never the bottleneck of an API call
// (>= 10,000 headers/s) and a sign-in, minus the human, takes well under a second (p95 <= 250 ms).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startSandbox } from '../../sandbox';
import { runHandshake } from '../../electron/core/auth/handshake';
import { sandboxEnvironment } from '../../electron/core/environments/sandbox-environment';
import { authorizationHeader } from '../../electron/core/oauth/signer';
import { sandboxBrowser } from '../lib/authorize-sandbox-form';
import { benchReport, measured, percentile, type BenchReport } from './report';

const headers = 20_000;
const handshakes = 20;

export default async function signinBench(): Promise<BenchReport> {
  const credentials = {
    consumerKey: 'key',
    consumerSecret: 'secret',
    token: 'token',
    tokenSecret: 'token-secret',
  };
  const url =
    'http://127.0.0.1:4318/boarding/v2/merchant?referenceId=0b7f7c2e-51c4-4c0b-9f0e-2b0d3f2f8a11';
  const started = performance.now();
  for (let index = 0; index < headers; index++)
    authorizationHeader({ method: 'GET', url }, credentials);
  const headersPerSecond = headers / ((performance.now() - started) / 1000);

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-signin-bench-'));
  const sandbox = await startSandbox({ dataDir, port: 0 });
  const samples: number[] = [];
  try {
    const environment = sandboxEnvironment(sandbox);
    for (let run = 0; run < handshakes; run++) {
      const begin = performance.now();
      const result = await runHandshake({
        environment,
        consumerSecret: sandbox.consumer.secret,
        fetch: globalThis.fetch,
        openExternal: sandboxBrowser('authorize'),
        callbackTimeoutMs: 10_000,
      });
      if (!result.ok) throw new Error(`handshake failed: ${result.error.code}`);
      samples.push(performance.now() - begin);
    }
  } finally {
    await sandbox.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return benchReport({
    'signer headers per second': measured(headersPerSecond, '/s', '>=', 10_000, 0),
    'handshake p50 (sandbox, form driven)': measured(percentile(samples, 50), 'ms', '<=', 250),
    'handshake p95 (sandbox, form driven)': measured(percentile(samples, 95), 'ms', '<=', 250),
  });
}
