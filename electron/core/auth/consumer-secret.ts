// Where the consumer secret comes from: the built-in sandbox supplies its own; a remote
// environment's is entered once by the user and kept encrypted in the vault (conventions 5).
import type { Environment } from '../../../shared/environments/environment-schema';
import { err, ok, type Result } from '../../../shared/result';
import type { ResolvedEnvironment } from '../environments/environment-registry';
import type { StoreOptions, TokenVault } from './token-vault';

export interface SignInConsumer {
  environment: Environment;
  consumerSecret: string;
}

/**
 * Everything a sign-in needs before the browser opens: a vault that may store the result (a token
 * that cannot be stored is a wasted trip to the browser) and the consumer secret, saving a newly
 * entered one first. VALIDATION on `consumerSecret` when a remote environment has none yet.
 */
export function prepareSignIn(
  vault: TokenVault,
  environmentId: string,
  resolved: ResolvedEnvironment,
  options: StoreOptions & { consumerSecret?: string },
): Result<SignInConsumer> {
  const storable = vault.canStore(options);
  if (!storable.ok) return storable;
  const { environment } = resolved;
  if (resolved.consumerSecret !== undefined) {
    return ok({ environment, consumerSecret: resolved.consumerSecret });
  }
  const entered = options.consumerSecret?.trim();
  if (entered) {
    const saved = vault.saveConsumerSecret(environmentId, entered, options);
    if (!saved.ok) return saved;
  }
  const stored = vault.loadConsumerSecret(environmentId);
  if (!stored.ok) return stored;
  if (stored.value === undefined) {
    return err('VALIDATION', 'Enter the consumer secret for this environment.', {
      fieldErrors: [{ field: 'consumerSecret', message: 'Enter the consumer secret' }],
    });
  }
  return ok({ environment, consumerSecret: stored.value });
}

/** The consumer secret for signing API calls, or undefined when none is available. */
export function consumerSecretFor(
  vault: TokenVault,
  environmentId: string,
  resolved: ResolvedEnvironment,
): string | undefined {
  if (resolved.consumerSecret !== undefined) return resolved.consumerSecret;
  const stored = vault.loadConsumerSecret(environmentId);
  return stored.ok ? stored.value : undefined;
}

/** A remote environment whose consumer secret the user has not entered yet. */
export function needsConsumerSecret(
  vault: TokenVault,
  environmentId: string,
  resolved: Result<ResolvedEnvironment>,
): boolean {
  return (
    resolved.ok &&
    resolved.value.consumerSecret === undefined &&
    !vault.hasConsumerSecret(environmentId)
  );
}
