// Sandbox-only controls shared by the in-process `admin` object and the /sandbox/admin HTTP
// endpoints, so tests in the same process and tests driving a spawned CLI reach the same code.
import { z } from 'zod';
import type { SandboxContext } from '../context';
import type { MerchantRecord } from '../store/merchant-store';
import { withStatus } from './merchant-record';

/**
 * Any non-empty status is allowed, not only the six of decisions 11, so a test can check that the
 * app shows an unknown status verbatim.
 */
export const StatusChangeSchema = z.strictObject({
  status: z.string().trim().min(1, 'is required').max(64, 'is at most 64 characters'),
  statusReason: z.string().max(500, 'is at most 500 characters').optional(),
});
export type StatusChange = z.infer<typeof StatusChangeSchema>;

/**
 * Pins a merchant's status: from now on GETs no longer move it (status-rules.ts). Returns the
 * merchant as GET would, or undefined for an unknown id.
 */
export async function setMerchantStatus(
  context: SandboxContext,
  id: number,
  change: StatusChange,
): Promise<MerchantRecord | undefined> {
  const stored = context.merchants.findById(id);
  if (!stored) return undefined;
  const merchant = withStatus(
    stored.merchant,
    change.status,
    change.statusReason ?? `Set to ${change.status} by the sandbox admin`,
    context.clock.now(),
  );
  await context.merchants.update({ merchant, isStatusPinned: true });
  return merchant;
}

export function listMerchants(context: SandboxContext): MerchantRecord[] {
  return context.merchants.list().map((stored) => stored.merchant);
}

/** Revokes every access token issued so far: the next merchant call gets 401. */
export function expireAllTokens(context: SandboxContext): Promise<number> {
  return context.tokens.revokeAllAccessTokens(context.clock.now());
}
