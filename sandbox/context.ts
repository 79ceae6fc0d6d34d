// Everything a route handler needs, built once by startSandbox and passed in (conventions 11: pass
// values to functions, no module-level state).
import type { Faults } from './faults';
import type { RateLimiter } from './rate-limit';
import type { SandboxLogger } from './logger';
import type { NonceCache } from './oauth/nonce-cache';
import type { Consumer } from './store/credentials-store';
import type { MerchantStore } from './store/merchant-store';
import type { TokenStore } from './store/token-store';

export interface SandboxClock {
  now(): number; // epoch milliseconds
}

export interface SandboxContext {
  consumer: Consumer;
  tokens: TokenStore;
  nonces: NonceCache;
  merchants: MerchantStore;
  faults: Faults;
  rateLimit: RateLimiter;
  clock: SandboxClock;
  tokenLifetimeMs: number;
  logger: SandboxLogger;
}
