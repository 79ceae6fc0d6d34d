// Request and access tokens (RFC 5849 sections 2.1 to 2.3). Only hashes reach the disk: a token is
// looked up by SHA-256 of its value, its secret is derived from the server key
// (HMAC-SHA256(serverKey, token)), and the verifier is stored as a hash. So <dataDir>/tokens.json
// holds no secret, yet access tokens survive a restart and the app stays signed in to the sandbox
// until the 24 h lifetime ends (decisions 7).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { readJsonFile, writeJsonFile } from './json-file';

/** RFC 5849 leaves request-token lifetime to the server; ten minutes covers a sign-in. */
export const requestTokenLifetimeMs = 10 * 60 * 1000;

const TokenRecordSchema = z.object({
  tokenHash: z.string(),
  kind: z.enum(['request', 'access']),
  consumerKey: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
  /** Request tokens: where to send the browser after the decision ('oob' is allowed). */
  callback: z.string().optional(),
  verifierHash: z.string().optional(),
  /** pending -> authorized|denied -> used (request tokens); active -> revoked (access tokens). */
  state: z.enum(['pending', 'authorized', 'denied', 'used', 'active', 'revoked']),
});
export type TokenRecord = z.infer<typeof TokenRecordSchema>;

const TokensFileSchema = z.object({
  schemaVersion: z.literal(1),
  tokens: z.array(TokenRecordSchema),
});

export interface IssuedToken {
  token: string;
  secret: string;
  record: TokenRecord;
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export class TokenStore {
  private readonly byHash = new Map<string, TokenRecord>();
  private writing: Promise<void> = Promise.resolve();
  private isDirty = false;

  private constructor(
    private readonly file: string,
    private readonly serverKey: Buffer,
  ) {}

  static async open(dataDir: string, serverKey: Buffer): Promise<TokenStore> {
    const store = new TokenStore(path.join(dataDir, 'tokens.json'), serverKey);
    const read = await readJsonFile(store.file, TokensFileSchema);
    if (read.kind === 'invalid') {
      throw new Error(
        `Sandbox token file is unreadable (${read.message}); move it away to start afresh.`,
      );
    }
    if (read.kind === 'ok')
      for (const record of read.value.tokens) store.byHash.set(record.tokenHash, record);
    return store;
  }

  secretFor(token: string): string {
    return createHmac('sha256', this.serverKey).update(`token-secret:${token}`).digest('base64url');
  }

  find(token: string): TokenRecord | undefined {
    return this.byHash.get(sha256(token));
  }

  async issue(
    kind: TokenRecord['kind'],
    consumerKey: string,
    nowMs: number,
    lifetimeMs: number,
    callback?: string,
  ): Promise<IssuedToken> {
    const token = randomBytes(24).toString('base64url');
    const record: TokenRecord = {
      tokenHash: sha256(token),
      kind,
      consumerKey,
      createdAt: nowMs,
      expiresAt: nowMs + lifetimeMs,
      state: kind === 'request' ? 'pending' : 'active',
      ...(callback === undefined ? {} : { callback }),
    };
    this.byHash.set(record.tokenHash, record);
    await this.persist(nowMs);
    return { token, secret: this.secretFor(token), record };
  }

  /** Authorizes a pending request token and returns the verifier (RFC 5849 section 2.2). */
  async authorize(record: TokenRecord, nowMs: number): Promise<string> {
    const verifier = randomBytes(16).toString('base64url');
    record.state = 'authorized';
    record.verifierHash = sha256(verifier);
    await this.persist(nowMs);
    return verifier;
  }

  async deny(record: TokenRecord, nowMs: number): Promise<void> {
    record.state = 'denied';
    await this.persist(nowMs);
  }

  isVerifierValid(record: TokenRecord, verifier: string): boolean {
    if (record.verifierHash === undefined) return false;
    return timingSafeEqual(Buffer.from(record.verifierHash), Buffer.from(sha256(verifier)));
  }

  /** Request tokens are single-use: once exchanged they can never be exchanged again. */
  async markUsed(record: TokenRecord, nowMs: number): Promise<void> {
    record.state = 'used';
    await this.persist(nowMs);
  }

  /** Revokes every access token (admin helper and the expireTokens fault's permanent form). */
  async revokeAllAccessTokens(nowMs: number): Promise<number> {
    let count = 0;
    for (const record of this.byHash.values()) {
      if (record.kind === 'access' && record.state === 'active') {
        record.state = 'revoked';
        count += 1;
      }
    }
    await this.persist(nowMs);
    return count;
  }

  /** Waits until the last scheduled write is on disk (used by stop()). */
  async flush(): Promise<void> {
    await this.writing.catch(() => undefined);
  }

  // Token changes are rare (a sign-in), so the whole small file is rewritten; writes are chained
  // so two changes in quick succession cannot land out of order.
  private persist(nowMs: number): Promise<void> {
    if (this.isDirty) return this.writing;
    this.isDirty = true;
    // A failed write must not block later ones: the chain continues after a rejection, while the
    // caller that scheduled this write still sees it.
    this.writing = this.writing
      .catch(() => undefined)
      .then(async () => {
        this.isDirty = false;
        for (const [hash, record] of this.byHash) {
          // Expired tokens are kept for a day so a late request still gets "expired", not "unknown".
          if (record.expiresAt + 24 * 60 * 60 * 1000 < nowMs) this.byHash.delete(hash);
        }
        await writeJsonFile(this.file, { schemaVersion: 1, tokens: [...this.byHash.values()] });
      });
    return this.writing;
  }
}
