// The sign-in session the app holds: runs the handshake, keeps the token in the vault, tracks
// expiry (decisions 7) and gives API callers their signed target through ApiAuth. The renderer only
// ever sees `status()` (AuthStatusSchema): no secret leaves this object except through
// `current()`, which only main-process API code calls.
import { memorySessionEnds, type SessionEnds } from './session-ends';
import {
  maxAuthorizeUrlLength,
  type AuthStatus,
  type HandshakeStep,
} from '../../../shared/auth/auth-status-schema';
import { err, ok, type AppError, type Result } from '../../../shared/result';
import type { ResolvedEnvironment } from '../environments/environment-registry';
import {
  silentLogger,
  systemClock,
  type Clock,
  type Fetch,
  type Logger,
  type OpenExternal,
} from '../ports';
import type { ApiAuth, ApiTarget } from '../oauth/api-auth';
import { consumerSecretFor, needsConsumerSecret, prepareSignIn } from './consumer-secret';
import { ExpiryAlarm } from './expiry-alarm';
import { runHandshake } from './handshake';
import type { StoredSession, TokenVault } from './token-vault';

/** Warn this long before the 24 h token runs out (decisions 7): an hour, time to finish a visit. */
export const defaultExpiryWarningMs = 60 * 60 * 1000;

export interface EnvironmentResolver {
  /** The environment chosen in settings (the sandbox by default). */
  selectedId(): string;
  resolve(id: string): Result<ResolvedEnvironment>;
}

export interface AuthSessionOptions {
  environments: EnvironmentResolver;
  vault: TokenVault;
  fetch: Fetch;
  openExternal: OpenExternal;
  clock?: Clock;
  logger?: Logger;
  /** Loopback listener settings: how long to wait for the browser (default 5 minutes). */
  listener?: { timeoutMs?: number };
  /** Budget for each token call. */
  requestTimeoutMs?: number;
  expiryWarningMs?: number;
  /** When each environment's last sign-in ended (session-ends.ts); default in memory. */
  sessionEnds?: SessionEnds;
}

export interface SignInOptions {
  signal?: AbortSignal;
  /** The user accepted weak secret storage (Linux basic_text) in settings. */
  acceptWeakEncryption?: boolean;
  /** A remote environment's consumer secret, entered by the user; kept encrypted in the vault. */
  consumerSecret?: string;
}

export class AuthSession implements ApiAuth {
  private readonly options: AuthSessionOptions;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly listeners = new Set<() => void>();
  private readonly expired = new Set<string>();
  private readonly lastErrors = new Map<string, AppError>();
  private readonly decrypted = new Map<string, StoredSession>();
  private signingIn:
    | {
        environmentId: string;
        controller: AbortController;
        step: HandshakeStep;
        /** The authorization page once the request token is known (RFC 5849 section 2.2). */
        authorizeUrl?: string;
      }
    | undefined;
  private readonly alarm = new ExpiryAlarm(() => this.notifyListeners());
  private readonly sessionEnds: SessionEnds;

  constructor(options: AuthSessionOptions) {
    this.options = options;
    this.clock = options.clock ?? systemClock;
    this.logger = options.logger ?? silentLogger;
    this.sessionEnds = options.sessionEnds ?? memorySessionEnds();
    this.armExpiryAlarm();
  }

  status(): AuthStatus {
    const environmentId = this.options.environments.selectedId();
    const lastError = this.lastErrors.get(environmentId);
    const base: AuthStatus = {
      environmentId,
      state: 'signed-out',
      ...(needsConsumerSecret(
        this.options.vault,
        environmentId,
        this.options.environments.resolve(environmentId),
      ) && { needsConsumerSecret: true }),
      ...(lastError && { lastError }),
    };
    if (this.signingIn?.environmentId === environmentId) {
      const { step, authorizeUrl } = this.signingIn;
      return {
        ...base,
        state: 'signing-in',
        progress: step,
        // The handshake refuses longer addresses; the bound is checked again so that no answer
        // of the service can make the status itself unsendable (decisions 21).
        ...(step === 'waiting-for-browser' &&
          authorizeUrl !== undefined &&
          authorizeUrl.length <= maxAuthorizeUrlLength && { authorizeUrl }),
      };
    }
    const metadata = this.options.vault.sessionMetadata(environmentId);
    const now = this.clock.now();
    if (metadata === undefined) {
      const ended = this.sessionEnds.get(environmentId);
      return {
        ...base,
        state: this.expired.has(environmentId) ? 'expired' : 'signed-out',
        ...(ended !== undefined && ended <= now && { endedAt: new Date(ended).toISOString() }),
      };
    }
    const expiresAt = new Date(metadata.expiresAt).toISOString();
    if (now >= metadata.expiresAt)
      return { ...base, state: 'expired', expiresAt, endedAt: expiresAt };
    const warningMs = this.options.expiryWarningMs ?? defaultExpiryWarningMs;
    return {
      ...base,
      state: 'signed-in',
      expiresAt,
      expiresSoon: now >= metadata.expiresAt - warningMs,
    };
  }

  async signIn(options: SignInOptions = {}): Promise<Result<AuthStatus>> {
    if (this.signingIn !== undefined)
      return err('INVALID_STATE', 'A sign-in is already in progress.');
    const environmentId = this.options.environments.selectedId();
    const resolved = this.options.environments.resolve(environmentId);
    if (!resolved.ok) return this.fail(environmentId, resolved.error);
    const prepared = prepareSignIn(this.options.vault, environmentId, resolved.value, options);
    if (!prepared.ok) return this.fail(environmentId, prepared.error);

    const controller = new AbortController();
    const signal = options.signal
      ? AbortSignal.any([options.signal, controller.signal])
      : controller.signal;
    this.signingIn = { environmentId, controller, step: 'requesting-token' };
    this.lastErrors.delete(environmentId);
    this.emit();
    const result = await runHandshake({
      environment: prepared.value.environment,
      consumerSecret: prepared.value.consumerSecret,
      fetch: this.options.fetch,
      openExternal: (url) => {
        // Kept so the agent can open the page again, or follow it as a link in browser mode.
        if (this.signingIn !== undefined) this.signingIn.authorizeUrl = url;
        this.emit();
        return this.options.openExternal(url);
      },
      clock: this.clock,
      logger: this.logger,
      callbackTimeoutMs: this.options.listener?.timeoutMs,
      requestTimeoutMs: this.options.requestTimeoutMs,
      signal,
      onProgress: (step) => {
        // 'signed-in' and 'failed' are reported once the outcome is stored, below.
        if (this.signingIn === undefined || step === this.signingIn.step) return;
        if (step === 'signed-in' || step === 'failed') return;
        this.signingIn.step = step;
        // 'waiting-for-browser' is announced with the page's address, by the opener below.
        if (step !== 'waiting-for-browser') this.emit();
      },
    });
    this.signingIn = undefined;
    if (!result.ok) return this.fail(environmentId, result.error);

    const saved = this.options.vault.saveSession(environmentId, result.value, options);
    if (!saved.ok) return this.fail(environmentId, saved.error);
    this.decrypted.set(environmentId, saved.value);
    this.sessionEnds.set(environmentId, saved.value.expiresAt);
    this.expired.delete(environmentId);
    this.lastErrors.delete(environmentId);
    this.logger.info('signed in', {
      environmentId,
      expiresAt: new Date(saved.value.expiresAt).toISOString(),
    });
    this.emit();
    return ok(this.status());
  }

  /**
   * Opens the authorization page of the sign-in in progress again (the agent closed the tab).
   * Only the page this handshake opened, through the same allow-listed opener (RFC 8252 section
   * 8.12: the system browser, never an app window).
   */
  async openPage(): Promise<Result<null>> {
    const url = this.signingIn?.authorizeUrl;
    if (url === undefined)
      return err('INVALID_STATE', 'No sign-in is waiting for the browser right now.');
    try {
      await this.options.openExternal(url);
    } catch {
      return err('INTERNAL', 'The system browser could not be opened for sign-in.');
    }
    return ok(null);
  }

  /** Stops a sign-in in progress (AUTH_CANCELLED); nothing happens when none is running. */
  cancel(): void {
    this.signingIn?.controller.abort();
  }

  /**
   * Forgets one environment's token, token secret and consumer secret (it was removed, or its
   * address or consumer key changed): they belong to that service and key only.
   */
  forget(environmentId: string): void {
    if (this.signingIn?.environmentId === environmentId) this.cancel();
    this.options.vault.wipe(environmentId);
    this.decrypted.delete(environmentId);
    this.expired.delete(environmentId);
    this.lastErrors.delete(environmentId);
    this.emit();
  }

  /** Cancels any sign-in and wipes every stored token, token secret and consumer secret. */
  signOut(): AuthStatus {
    this.cancel();
    const now = this.clock.now();
    for (const environmentId of this.signedInEnvironments()) this.endedNow(environmentId, now);
    this.options.vault.wipeAll();
    this.decrypted.clear();
    this.expired.clear();
    this.lastErrors.clear();
    this.logger.info('signed out');
    this.emit();
    return this.status();
  }

  current(): Result<ApiTarget> {
    const environmentId = this.options.environments.selectedId();
    const resolved = this.options.environments.resolve(environmentId);
    if (!resolved.ok) return resolved;
    const metadata = this.options.vault.sessionMetadata(environmentId);
    if (metadata === undefined) {
      return this.expired.has(environmentId)
        ? err('AUTH_EXPIRED', 'The sign-in has expired. Sign in again.')
        : err('AUTH_REQUIRED', 'Sign in first.');
    }
    if (this.clock.now() >= metadata.expiresAt) {
      this.expire(environmentId);
      return err('AUTH_EXPIRED', 'The sign-in has expired after 24 hours. Sign in again.');
    }
    const session = this.session(environmentId);
    if (!session.ok) return session;
    const secret = consumerSecretFor(this.options.vault, environmentId, resolved.value);
    if (secret === undefined)
      return err('AUTH_REQUIRED', 'Enter the consumer secret and sign in again.');
    const { environment } = resolved.value;
    return ok({
      environmentId,
      baseUrl: environment.baseUrl,
      merchantGetPath: environment.merchantGetPath,
      merchantPostPath: environment.merchantPostPath,
      credentials: {
        consumerKey: environment.consumerKey,
        consumerSecret: secret,
        token: session.value.token,
        tokenSecret: session.value.tokenSecret,
      },
    });
  }

  /**
   * A 401 on an API call means that token is no longer good (decisions 7). Only the token the
   * call was signed with expires: a late 401 after a fresh sign-in, or from an environment the
   * agent has since left, changes nothing.
   */
  markExpired(rejected: Pick<ApiTarget, 'environmentId' | 'credentials'>): void {
    const held = this.session(rejected.environmentId);
    if (!held.ok || held.value.token !== rejected.credentials.token) return;
    this.expire(rejected.environmentId);
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops the expiry timers (app quit, tests). */
  dispose(): void {
    this.cancel();
    this.alarm.clear();
    this.listeners.clear();
  }

  private session(environmentId: string): Result<StoredSession> {
    const cached = this.decrypted.get(environmentId);
    if (cached !== undefined) return ok(cached);
    const loaded = this.options.vault.loadSession(environmentId);
    if (!loaded.ok) {
      this.lastErrors.set(environmentId, loaded.error);
      this.emit();
      return err('AUTH_REQUIRED', loaded.error.message);
    }
    if (loaded.value === undefined) return err('AUTH_REQUIRED', 'Sign in first.');
    this.decrypted.set(environmentId, loaded.value);
    return ok(loaded.value);
  }

  /** Expiry: the token and its secret go; the consumer secret stays for the next sign-in. */
  private expire(environmentId: string): void {
    const hadSession = this.options.vault.sessionMetadata(environmentId) !== undefined;
    this.options.vault.removeSession(environmentId);
    this.decrypted.delete(environmentId);
    // A late 401 after sign-out or a second report of the same expiry changes nothing.
    if (!hadSession) return;
    this.endedNow(environmentId, this.clock.now());
    this.expired.add(environmentId);
    this.lastErrors.set(environmentId, {
      code: 'AUTH_EXPIRED',
      message: 'The sign-in has expired. Sign in again.',
    });
    this.logger.info('sign-in expired', { environmentId });
    this.emit();
  }

  /** The session ended early (sign-out, a 401) or on time: whichever came first is recorded. */
  private endedNow(environmentId: string, now: number): void {
    const planned = this.sessionEnds.get(environmentId);
    this.sessionEnds.set(environmentId, planned === undefined ? now : Math.min(planned, now));
  }

  private signedInEnvironments(): string[] {
    const ids = new Set<string>([this.options.environments.selectedId(), ...this.decrypted.keys()]);
    return [...ids].filter((id) => this.options.vault.sessionMetadata(id) !== undefined);
  }

  private fail(environmentId: string, error: AppError): Result<AuthStatus> {
    this.lastErrors.set(environmentId, error);
    this.emit();
    return { ok: false, error };
  }

  private emit(): void {
    this.armExpiryAlarm();
    this.notifyListeners();
  }

  private armExpiryAlarm(): void {
    const metadata = this.options.vault.sessionMetadata(this.options.environments.selectedId());
    if (metadata === undefined) return this.alarm.clear();
    const warningMs = this.options.expiryWarningMs ?? defaultExpiryWarningMs;
    this.alarm.arm([metadata.expiresAt - warningMs, metadata.expiresAt], this.clock.now());
  }

  private notifyListeners(): void {
    for (const listener of this.listeners) {
      try {
        listener();
      } catch (error) {
        this.logger.error('auth change listener failed', { error: (error as Error).message });
      }
    }
  }
}
