// `npm run sandbox -- [options]`: runs the sandbox boarding service until Ctrl+C.
// The FIRST stdout line is exactly the base URL, so scripts and tests can read it; the
// consumer key and secret follow. Printing the secret is intended: this is a local practice
// server with a demo consumer, not a real credential.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDataDir } from './data-dir';
import { FaultPatchSchema, type FaultPatch } from './faults';
import { startSandbox, type SandboxLogger } from './index';

const usage = `Usage: npm run sandbox -- [options]
  --port <n>                  port on 127.0.0.1 (default: a free port)
  --data-dir <dir>            where data is kept (default: the user data folder, boarding-desk/sandbox)
  --consumer-key <guid>       consumer key (default: a demo consumer kept in the data dir)
  --consumer-secret <secret>  consumer secret (required with --consumer-key)
  --consumer-name <name>      application name shown on the authorization page
  --latency-ms <n>            fault: added latency on merchant endpoints
  --error-rate <x>            fault: fraction 0..1 of merchant requests answered 500
  --rate-limit-rate <x>       fault: fraction 0..1 answered 429
  --retry-after <s>           Retry-After seconds sent with 429 (default 1)
  --gets-per-second <n>       merchant GETs allowed per second per consumer key (default 60, 0: off)
  --drop-after-store-rate <x> fault: fraction 0..1 of POSTs stored, then the connection dropped
  --expire-tokens             fault: every access token is treated as expired
  --verbose                   log every request to stderr
  --help`;

function fail(message: string): never {
  process.stderr.write(`sandbox: ${message}\n\n${usage}\n`);
  process.exit(2);
}

function toNumber(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number))
    fail(`--${name} must be a number, got "${value}"`);
  return number;
}

function stderrLogger(isVerbose: boolean): SandboxLogger {
  const write = (level: string) => (message: string, data?: Record<string, unknown>) =>
    process.stderr.write(`${level} ${message}${data ? ' ' + JSON.stringify(data) : ''}\n`);
  return {
    debug: isVerbose ? write('debug') : () => undefined,
    info: () => undefined,
    warn: write('warn'),
    error: write('error'),
  };
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      strict: true,
      options: {
        port: { type: 'string' },
        'data-dir': { type: 'string' },
        'consumer-key': { type: 'string' },
        'consumer-secret': { type: 'string' },
        'consumer-name': { type: 'string' },
        'latency-ms': { type: 'string' },
        'error-rate': { type: 'string' },
        'rate-limit-rate': { type: 'string' },
        'retry-after': { type: 'string' },
        'gets-per-second': { type: 'string' },
        'drop-after-store-rate': { type: 'string' },
        'expire-tokens': { type: 'boolean' },
        verbose: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    fail((error as Error).message);
  }
  const values = parsed.values;
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  if ((values['consumer-key'] === undefined) !== (values['consumer-secret'] === undefined)) {
    fail('--consumer-key and --consumer-secret go together');
  }
  const port = toNumber('port', values.port) ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    fail('--port must be an integer 0..65535');

  const rawFaults = {
    latencyMs: toNumber('latency-ms', values['latency-ms']),
    serverErrorRate: toNumber('error-rate', values['error-rate']),
    rateLimitRate: toNumber('rate-limit-rate', values['rate-limit-rate']),
    retryAfterSeconds: toNumber('retry-after', values['retry-after']),
    dropAfterStoreRate: toNumber('drop-after-store-rate', values['drop-after-store-rate']),
    expireTokens: values['expire-tokens'],
  };
  const faultCheck = FaultPatchSchema.safeParse(
    Object.fromEntries(Object.entries(rawFaults).filter(([, value]) => value !== undefined)),
  );
  if (!faultCheck.success) {
    const issue = faultCheck.error.issues[0];
    fail(`invalid fault option ${String(issue?.path[0] ?? '')}: ${issue?.message ?? ''}`);
  }
  const faults: FaultPatch = faultCheck.data;

  const getsPerSecond = toNumber('gets-per-second', values['gets-per-second']);
  if (getsPerSecond !== undefined && !(getsPerSecond >= 0 && getsPerSecond <= 10_000))
    fail('--gets-per-second must be 0..10000');
  const dataDir = path.resolve(values['data-dir'] ?? defaultDataDir());
  const sandbox = await startSandbox({
    port,
    dataDir,
    faults,
    ...(getsPerSecond !== undefined && {
      rateLimit: { getsPerSecond, burst: Math.max(1, Math.ceil(getsPerSecond)) },
    }),
    logger: stderrLogger(values.verbose ?? false),
    ...(values['consumer-key'] !== undefined && values['consumer-secret'] !== undefined
      ? {
          consumer: {
            key: values['consumer-key'],
            secret: values['consumer-secret'],
            ...(values['consumer-name'] ? { name: values['consumer-name'] } : {}),
          },
        }
      : {}),
  });

  const activeFaults = Object.entries(sandbox.faults.get()).filter(
    ([key, value]) => key !== 'retryAfterSeconds' && value !== 0 && value !== false,
  );
  process.stdout.write(
    [
      sandbox.url,
      `consumer key:    ${sandbox.consumer.key}`,
      `consumer secret: ${sandbox.consumer.secret}`,
      '(a local practice server: printing this demo secret is intended; never use real credentials here)',
      `application:     ${sandbox.consumer.name}`,
      `authorize page:  ${sandbox.url}${sandbox.authorizePath}`,
      `data dir:        ${dataDir}`,
      `faults:          ${activeFaults.length === 0 ? 'none' : activeFaults.map(([key, value]) => `${key}=${String(value)}`).join(' ')}`,
      'Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );

  // Ctrl+C in a terminal signals the whole process group (npm, tsx and this process), and tsx
  // relays it again, so a signal can arrive twice: stop once, ignore the repeats.
  let isStopping = false;
  const shutdown = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    process.stderr.write(`sandbox: ${signal}, stopping\n`);
    sandbox.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`sandbox: stop failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `sandbox: could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
