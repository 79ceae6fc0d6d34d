// The small interfaces through which core reaches the outside world (conventions 6). Core never
// imports `electron`: electron/main/wiring.ts builds these from safeStorage, electron-store and
// shell; browser mode and tests build them from plain Node (AES-GCM key file, conf, temp dirs).

/** Wall clock, injectable so tests can jump 24 h (decisions 7) without waiting. */
export interface Clock {
  now(): number; // epoch milliseconds
}

export const systemClock: Clock = { now: () => Date.now() };

/**
 * Protects small secrets (tokens, data keys). In Electron this is safeStorage; in browser mode an
 * AES-256-GCM key in a 0600 file. `isAvailable` false means "do not store secrets at all".
 */
export interface Cipher {
  readonly kind: string; // e.g. 'safeStorage', 'safeStorage:basic_text', 'aes-gcm-keyfile', 'test'
  isAvailable(): boolean;
  /**
   * Why `isAvailable` is false, when the host knows better than "no keychain": e.g. the browser
   * mode key file could not be created because its disk is full (STORAGE, decisions 23).
   */
  readonly problem?: { code: 'STORAGE' | 'ENCRYPTION_UNAVAILABLE'; message: string };
  /**
   * The OS secret store behind it ('gnome_libsecret', 'kwallet5', 'keychain', 'dpapi'...), when
   * the host knows, and the one recorded in the data folder at the first start when they differ
   * (decisions 80): a key that cannot be unwrapped is then said to be behind the other store.
   */
  readonly backend?: string;
  readonly backendChange?: { recorded: string; current: string };
  /** True when the protection is weak (Linux basic_text): the vault asks the user first. */
  isWeak(): boolean;
  encrypt(plaintext: Buffer): Buffer;
  decrypt(ciphertext: Buffer): Buffer;
}

/** Opens a URL in the system browser (RFC 8252 section 8.12: never in an app window). */
export type OpenExternal = (url: string) => Promise<void>;

/** A key-value store: satisfied by both electron-store and its base, conf. */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
  has(key: string): boolean;
}

/** The `fetch` core uses for the network: global fetch, injectable for offline simulation. */
export type Fetch = typeof globalThis.fetch;

/** Structured logging: the one Logger shape (shared/logger.ts). */
export { silentLogger, type Logger } from '../../shared/logger';
