// The invite-code catalogue (decisions 86): the organisation's entries (the applied policy's
// inviteCatalogue, each marked with the organisation's name) and the agent's own (kept in settings,
// changed only here), merged into one list. The organisation's file decides whether the agent may
// keep their own: with allowAgentInviteCodes: false, their entries are neither offered nor added
// (the stored ones stay in settings, untouched, for the day the file allows them again). An entry
// of the agent's whose code the organisation's catalogue has in the same environment is hidden:
// the office's words for a code win.
import type { DraftPricing } from '../../../shared/drafts/draft-schema';
import {
  findEntry,
  inviteCodeStanding,
  localDay,
  maxAgentCatalogueEntries,
  type Catalogue,
  type CatalogueEntry,
  type CatalogueEntryRef,
  type InviteCodeStanding,
} from '../../../shared/policy/invite-catalogue';
import type { InviteCatalogueEntry } from '../../../shared/policy/policy-schema';
import { normalizeInviteCode } from '../../../shared/merchant/normalize';
import { err, ok, type Result } from '../../../shared/result';
import type { PricingSource } from '../drafts/pricing-source';
import type { PolicySnapshot } from '../policy/policy-service-api';
import type { Clock } from '../ports';
import type { SettingsService } from './settings-service';

export interface InviteCatalogueOptions {
  /** The applied policy, read through the PolicyService port (decisions 83). */
  policy: () => PolicySnapshot;
  settings: Pick<SettingsService, 'get' | 'update' | 'onChange'>;
  clock: Clock;
}

export interface InviteCatalogue extends PricingSource {
  list(): Catalogue;
  /** Adds one of the agent's own, or replaces theirs of the same code in that environment. */
  add(entry: InviteCatalogueEntry): Result<Catalogue>;
  remove(ref: CatalogueEntryRef): Result<Catalogue>;
  /** How `code` stands in `environmentId`'s catalogue on today's local day. */
  standing(environmentId: string, code: string): InviteCodeStanding;
}

const sameEntry = (left: { environmentId: string; code: string }, right: typeof left) =>
  left.environmentId === right.environmentId && left.code === right.code;

export function createInviteCatalogue(options: InviteCatalogueOptions): InviteCatalogue {
  // The merge is kept until the settings or the applied policy change: the draft store asks it on
  // an autosave whose code is not in the catalogue, and settings are parsed on every read.
  let cached: { policy: PolicySnapshot['policy']; catalogue: Catalogue } | undefined;
  options.settings.onChange(() => {
    cached = undefined;
  });

  function list(): Catalogue {
    const { policy } = options.policy();
    if (cached !== undefined && cached.policy === policy) return cached.catalogue;
    // Codes as they are stored and sent (decisions 28), so a typed code finds its entry.
    const managed: CatalogueEntry[] = (policy?.inviteCatalogue ?? []).map((entry) => ({
      entry: { ...entry, code: normalizeInviteCode(entry.code) },
      managedBy: policy!.organisation,
    }));
    const canAddOwn = policy?.allowAgentInviteCodes !== false;
    const own = canAddOwn
      ? (options.settings.get().agentInviteCatalogue ?? [])
          .map((entry) => ({ entry: { ...entry, code: normalizeInviteCode(entry.code) } }))
          .filter(({ entry }) => !managed.some((listed) => sameEntry(listed.entry, entry)))
      : [];
    const catalogue: Catalogue = {
      entries: [...managed, ...own],
      canAddOwn,
      ...(policy !== null && { organisation: policy.organisation }),
    };
    cached = { policy, catalogue };
    return catalogue;
  }

  function refusedByPolicy(): Result<never> | undefined {
    const { policy } = options.policy();
    if (policy?.allowAgentInviteCodes !== false) return undefined;
    return err(
      'INVALID_STATE',
      `${policy.organisation} keeps the pricing plans; plans of your own cannot be added.`,
      { details: { reason: 'agent-codes-not-allowed' } },
    );
  }

  function saveOwn(entries: InviteCatalogueEntry[]): Result<Catalogue> {
    const saved = options.settings.update({ agentInviteCatalogue: entries });
    return saved.ok ? ok(list()) : saved;
  }

  return {
    list,
    add(added) {
      const refused = refusedByPolicy();
      if (refused) return refused;
      const entry = { ...added, code: normalizeInviteCode(added.code) };
      if (list().entries.some((listed) => listed.managedBy && sameEntry(listed.entry, entry)))
        return err('INVALID_STATE', `The organisation already lists ${entry.code}.`, {
          details: { reason: 'managed-code' },
        });
      const own = options.settings.get().agentInviteCatalogue ?? [];
      const others = own.filter((kept) => !sameEntry(kept, entry));
      if (others.length >= maxAgentCatalogueEntries)
        return err('VALIDATION', `At most ${maxAgentCatalogueEntries} pricing plans of your own.`, {
          details: { limit: maxAgentCatalogueEntries },
        });
      return saveOwn([...others, entry]);
    },
    remove(ref) {
      const refused = refusedByPolicy();
      if (refused) return refused;
      const code = normalizeInviteCode(ref.code);
      const own = options.settings.get().agentInviteCatalogue ?? [];
      const kept = own.filter(
        (entry) =>
          !sameEntry({ ...entry, code: normalizeInviteCode(entry.code) }, { ...ref, code }),
      );
      if (kept.length === own.length) return err('NOT_FOUND', 'No such pricing plan of your own.');
      return saveOwn(kept);
    },
    standing(environmentId, code) {
      return inviteCodeStanding(list().entries, environmentId, code, localDay(options.clock.now()));
    },
    pricingOf(code, destination): DraftPricing | undefined {
      const found = findEntry(
        list().entries,
        destination ?? options.settings.get().environmentId,
        code,
      );
      if (found === undefined) return undefined;
      const { label, summary } = found.entry;
      return {
        code: found.entry.code,
        label,
        summary,
        ...(found.managedBy !== undefined && { managedBy: found.managedBy }),
      };
    },
  };
}
