// Keeps the access token, its secret and remote consumer secrets at rest, always encrypted through
// the Cipher port (safeStorage in the app, the AES-GCM key file in browser mode). Only base64
// ciphertext and timestamps reach the KeyValueStore. Refuses to store at all when encryption is
// unavailable, and on a weak backend (Linux basic_text) unless the user accepted it (conventions 5,
// Electron security checklist: "do not store secrets in plaintext").
import { z } from 'zod';
import { err, ok, type Result } from '../../../shared/result';
import { silentLogger, type Cipher, type KeyValueStore, type Logger } from '../ports';

/** Access tokens live 24 hours from issue; the service sends no expiry (decisions 7). */
export const tokenLifetimeMs = 24 * 60 * 60 * 1000;

export interface StoredSession {
  environmentId: string;
  token: string;
  tokenSecret: string;
  obtainedAt: number;
  expiresAt: number;
}

/** What may be read without decrypting: enough for the status shown to the renderer. */
export type SessionMetadata = Pick<StoredSession, 'environmentId' | 'obtainedAt' | 'expiresAt'>;

export interface StoreOptions {
  /** The user explicitly accepted a weak backend (Linux basic_text) in settings. */
  acceptWeakEncryption?: boolean;
}

const sessionsKey = 'sessions';
const consumerSecretsKey = 'consumerSecrets';

const SealedSchema = z.object({ cipher: z.string(), data: z.base64() });
const SessionRecordSchema = z.object({
  obtainedAt: z.number().int().nonnegative(),
  expiresAt: z.number().int().nonnegative(),
  sealed: SealedSchema,
});
const SessionsSchema = z.record(z.string(), SessionRecordSchema);
const ConsumerSecretsSchema = z.record(z.string(), SealedSchema);
const TokenPairSchema = z.object({ token: z.string().min(1), tokenSecret: z.string().min(1) });

type Sealed = z.infer<typeof SealedSchema>;

export interface TokenVaultOptions {
  store: KeyValueStore;
  cipher: Cipher;
  logger?: Logger;
}

export class TokenVault {
  private readonly store: KeyValueStore;
  private readonly cipher: Cipher;
  private readonly logger: Logger;

  constructor(options: TokenVaultOptions) {
    this.store = options.store;
    this.cipher = options.cipher;
    this.logger = options.logger ?? silentLogger;
  }

  /** Whether a secret may be stored now: ENCRYPTION_UNAVAILABLE explains why not. */
  canStore(options: StoreOptions = {}): Result<void> {
    if (!this.cipher.isAvailable()) {
      return err(
        'ENCRYPTION_UNAVAILABLE',
        'This computer offers no secure storage for the sign-in token, so Boarding Desk will not save it.',
      );
    }
    if (this.cipher.isWeak() && options.acceptWeakEncryption !== true) {
      return err(
        'ENCRYPTION_UNAVAILABLE',
        'This computer only offers weak protection for saved secrets (no keyring). Accept weak protection in Settings to sign in anyway.',
      );
    }
    return ok(undefined);
  }

  /** Saves a fresh access token; expiresAt = obtainedAt + 24 h (decisions 7). */
  saveSession(
    environmentId: string,
    pair: { token: string; tokenSecret: string; obtainedAt: number },
    options: StoreOptions = {},
  ): Result<StoredSession> {
    const allowed = this.canStore(options);
    if (!allowed.ok) return allowed;
    const sealed = this.seal(JSON.stringify({ token: pair.token, tokenSecret: pair.tokenSecret }));
    if (!sealed.ok) return sealed;
    const expiresAt = pair.obtainedAt + tokenLifetimeMs;
    const write = this.write(sessionsKey, {
      ...this.sessions(),
      [environmentId]: { obtainedAt: pair.obtainedAt, expiresAt, sealed: sealed.value },
    });
    if (!write.ok) return write;
    return ok({
      environmentId,
      token: pair.token,
      tokenSecret: pair.tokenSecret,
      obtainedAt: pair.obtainedAt,
      expiresAt,
    });
  }

  /** Timestamps of the stored session, without decrypting. */
  sessionMetadata(environmentId: string): SessionMetadata | undefined {
    const record = this.sessions()[environmentId];
    return record && { environmentId, obtainedAt: record.obtainedAt, expiresAt: record.expiresAt };
  }

  /** The stored session, decrypted; CORRUPT (and the entry removed) when it cannot be decrypted. */
  loadSession(environmentId: string): Result<StoredSession | undefined> {
    const record = this.sessions()[environmentId];
    if (record === undefined) return ok(undefined);
    const opened = this.open(record.sealed);
    const pair = opened.ok ? TokenPairSchema.safeParse(safeJson(opened.value)) : undefined;
    if (!pair?.success) {
      this.logger.warn('token vault: stored session unreadable, removed', {
        environmentId,
        cipher: record.sealed.cipher,
      });
      this.removeSession(environmentId);
      return err(
        'CORRUPT',
        'The saved sign-in could not be read (it was protected on another system). Sign in again.',
      );
    }
    return ok({
      environmentId,
      ...pair.data,
      obtainedAt: record.obtainedAt,
      expiresAt: record.expiresAt,
    });
  }

  removeSession(environmentId: string): void {
    const sessions = this.sessions();
    if (!(environmentId in sessions)) return;
    delete sessions[environmentId];
    this.write(sessionsKey, sessions);
  }

  saveConsumerSecret(
    environmentId: string,
    secret: string,
    options: StoreOptions = {},
  ): Result<void> {
    const allowed = this.canStore(options);
    if (!allowed.ok) return allowed;
    const sealed = this.seal(secret);
    if (!sealed.ok) return sealed;
    return this.write(consumerSecretsKey, {
      ...this.consumerSecrets(),
      [environmentId]: sealed.value,
    });
  }

  hasConsumerSecret(environmentId: string): boolean {
    return environmentId in this.consumerSecrets();
  }

  loadConsumerSecret(environmentId: string): Result<string | undefined> {
    const sealed = this.consumerSecrets()[environmentId];
    if (sealed === undefined) return ok(undefined);
    const opened = this.open(sealed);
    if (!opened.ok) {
      const secrets = this.consumerSecrets();
      delete secrets[environmentId];
      this.write(consumerSecretsKey, secrets);
      return err('CORRUPT', 'The saved consumer secret could not be read. Enter it again.', {
        details: { reason: 'secret-unreadable' },
      });
    }
    return ok(opened.value);
  }

  /** Sign-out: the environment's token, token secret and consumer secret are all removed. */
  wipe(environmentId: string): void {
    this.removeSession(environmentId);
    const secrets = this.consumerSecrets();
    if (environmentId in secrets) {
      delete secrets[environmentId];
      this.write(consumerSecretsKey, secrets);
    }
  }

  /** Sign-out: nothing secret is left for any environment. */
  wipeAll(): void {
    this.write(sessionsKey, {});
    this.write(consumerSecretsKey, {});
  }

  private seal(plaintext: string): Result<Sealed> {
    try {
      const data = this.cipher.encrypt(Buffer.from(plaintext, 'utf8')).toString('base64');
      return ok({ cipher: this.cipher.kind, data });
    } catch {
      return err(
        'ENCRYPTION_UNAVAILABLE',
        'The secret could not be encrypted, so it was not saved.',
      );
    }
  }

  private open(sealed: Sealed): Result<string> {
    try {
      return ok(this.cipher.decrypt(Buffer.from(sealed.data, 'base64')).toString('utf8'));
    } catch {
      return err('CORRUPT', 'A saved secret could not be decrypted.');
    }
  }

  private sessions(): Record<string, z.infer<typeof SessionRecordSchema>> {
    return this.read(sessionsKey, SessionsSchema);
  }

  private consumerSecrets(): Record<string, Sealed> {
    return this.read(consumerSecretsKey, ConsumerSecretsSchema);
  }

  /** Reads and validates a map (conventions 8); a damaged one is dropped: it held nothing usable. */
  private read<T>(key: string, schema: z.ZodType<Record<string, T>>): Record<string, T> {
    if (!this.store.has(key)) return {};
    const parsed = schema.safeParse(this.store.get(key));
    if (parsed.success) return parsed.data;
    this.logger.warn('token vault: damaged entry dropped', { key });
    this.store.delete(key);
    return {};
  }

  private write(key: string, value: Record<string, unknown>): Result<void> {
    try {
      if (Object.keys(value).length === 0) this.store.delete(key);
      else this.store.set(key, value);
      return ok(undefined);
    } catch {
      return err('STORAGE', 'The sign-in could not be saved to disk.');
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
