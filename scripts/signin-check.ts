// `npm run signin:check`: the sign-in acceptance check. Signs in to a sandbox through the same
// AuthSession, vault and loopback listener the app uses, approving the real authorization page
// with a plain HTTP client, then makes one signed GET. Prints the outcome, never a secret.
//
//   npm run signin:check                          starts a sandbox in-process (temp data dir)
//   npm run signin:check -- --url http://127.0.0.1:PORT --consumer-key KEY --consumer-secret SECRET
//                                                 uses a sandbox started by `npm run sandbox`
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Conf from 'conf';
import { startSandbox } from '../sandbox';
import { AuthSession } from '../electron/core/auth/auth-session';
import { TokenVault } from '../electron/core/auth/token-vault';
import { openKeyFileCipher } from '../electron/core/crypto/key-file-cipher';
import { createEnvironmentRegistry } from '../electron/core/environments/environment-registry';
import type { SandboxInfo } from '../electron/core/environments/sandbox-environment';
import { signedFetch } from '../electron/core/oauth/signed-fetch';
import { readAnswerBody } from '../node/http-body';
import { sandboxBrowser } from './lib/authorize-sandbox-form';

const usage = `Usage: npm run signin:check -- [--url <sandbox url> --consumer-key <key> --consumer-secret <secret>]
  With no options a sandbox is started in-process for the check.`;

function parseOptions(): { url?: string; key?: string; secret?: string } {
  try {
    const { values } = parseArgs({
      strict: true,
      options: {
        url: { type: 'string' },
        'consumer-key': { type: 'string' },
        'consumer-secret': { type: 'string' },
        help: { type: 'boolean' },
      },
    });
    if (values.help) {
      console.log(usage);
      process.exit(0);
    }
    const given = [values.url, values['consumer-key'], values['consumer-secret']].filter(
      (value) => value !== undefined,
    );
    if (given.length !== 0 && given.length !== 3)
      throw new Error('--url, --consumer-key and --consumer-secret go together');
    if (values.url !== undefined && !URL.canParse(values.url))
      throw new Error(`--url is not a URL: ${values.url}`);
    return { url: values.url, key: values['consumer-key'], secret: values['consumer-secret'] };
  } catch (error) {
    console.error(`signin:check: ${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
}

async function main(): Promise<number> {
  const options = parseOptions();
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'signin-check-'));
  let stopSandbox: () => Promise<void> = async () => undefined;
  try {
    let sandbox: SandboxInfo;
    if (options.url !== undefined && options.key !== undefined && options.secret !== undefined) {
      sandbox = { url: options.url, consumer: { key: options.key, secret: options.secret } };
      console.log(`sandbox: ${sandbox.url} (given)`);
    } else {
      const running = await startSandbox({ dataDir: path.join(workDir, 'sandbox'), port: 0 });
      stopSandbox = running.stop;
      sandbox = running;
      console.log(`sandbox: ${sandbox.url} (started for this check)`);
    }

    const cipher = openKeyFileCipher(path.join(workDir, 'vault.key'));
    if (!cipher.ok) throw new Error(cipher.error.message);
    const registry = createEnvironmentRegistry({ sandbox: () => sandbox, remote: [] });
    const session = new AuthSession({
      environments: { selectedId: () => registry.defaultId, resolve: (id) => registry.resolve(id) },
      vault: new TokenVault({
        store: new Conf({ cwd: workDir, configName: 'vault', projectName: 'signin-check' }),
        cipher: cipher.value,
      }),
      fetch: globalThis.fetch,
      openExternal: sandboxBrowser('authorize', (visit) =>
        console.log(`callback page: HTTP ${visit.status}`),
      ),
      listener: { timeoutMs: 30_000 },
    });
    session.onChange(() => {
      const status = session.status();
      console.log(`  ${status.progress ?? status.state}`);
    });

    const signedIn = await session.signIn();
    if (!signedIn.ok) {
      console.error(`sign-in failed: ${signedIn.error.code}: ${signedIn.error.message}`);
      return 1;
    }
    console.log(`signed in; token expires ${signedIn.value.expiresAt}`);

    const answer = await signedFetch(session, globalThis.fetch, {
      method: 'GET',
      path: '/boarding/v2/merchant?referenceId=signin-check',
    });
    if (!answer.ok) {
      console.error(`signed GET failed: ${answer.error.code}: ${answer.error.message}`);
      return 1;
    }
    const read = await readAnswerBody(answer.value); // capped, decisions 18
    const body: unknown = read.ok ? parseJson(read.body.toString('utf8')) : undefined;
    console.log(
      `signed GET /boarding/v2/merchant?referenceId=signin-check: HTTP ${answer.value.status}, ${Array.isArray(body) ? `${body.length} merchant(s)` : 'unexpected body'}`,
    );
    session.signOut();
    session.dispose();
    return answer.value.status === 200 && Array.isArray(body) ? 0 : 1;
  } finally {
    await stopSandbox();
    await rm(workDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    console.log(code === 0 ? 'signin:check OK' : 'signin:check FAILED');
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`signin:check FAILED: ${(error as Error).message}`);
    process.exitCode = 1;
  },
);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
