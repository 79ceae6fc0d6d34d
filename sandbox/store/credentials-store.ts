// The sandbox's own key material, kept in <dataDir>/credentials.json (mode 0600):
// - serverKey: token secrets are derived from it (token-store.ts), so no token or token secret
//   is ever written to disk;
// - the demo consumer, created once (GUID key per spec Authentication rule 5) and kept across
//   restarts so the app's sandbox environment keeps working. The consumer secret has to be kept
//   somewhere for the server to verify signatures; this is a local practice server and the CLI
//   prints the demo secret on purpose.
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { readJsonFile, writeJsonFile } from './json-file';

export interface Consumer {
  key: string;
  secret: string;
  name: string;
}

export const demoConsumerName = 'Boarding Desk (sandbox demo)';

const ConsumerSchema = z.object({
  key: z.string().min(1),
  secret: z.string().min(1),
  name: z.string().min(1),
});

const CredentialsFileSchema = z.object({
  schemaVersion: z.literal(1),
  serverKey: z.string().min(32),
  demoConsumer: ConsumerSchema,
});

export interface Credentials {
  serverKey: Buffer;
  demoConsumer: Consumer;
}

export async function loadOrCreateCredentials(dataDir: string): Promise<Credentials> {
  const file = path.join(dataDir, 'credentials.json');
  const existing = await readJsonFile(file, CredentialsFileSchema);
  if (existing.kind === 'ok') {
    return {
      serverKey: Buffer.from(existing.value.serverKey, 'base64url'),
      demoConsumer: existing.value.demoConsumer,
    };
  }
  if (existing.kind === 'invalid') {
    // Replacing it would silently invalidate every token and the consumer the user configured.
    throw new Error(
      `Sandbox credentials file is unreadable (${existing.message}); move it away to start afresh.`,
    );
  }
  const serverKey = randomBytes(32);
  const demoConsumer: Consumer = {
    key: randomUUID(),
    secret: randomBytes(24).toString('base64url'),
    name: demoConsumerName,
  };
  await writeJsonFile(file, {
    schemaVersion: 1,
    serverKey: serverKey.toString('base64url'),
    demoConsumer,
  });
  return { serverKey, demoConsumer };
}
