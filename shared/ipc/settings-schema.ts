// Agent-editable settings kept in the settings store (electron-store in Electron, conf in browser
// mode). Parsed on read as well as on write: a hand-edited settings file is a trust boundary too
// (conventions 8).
import { z } from 'zod';
import { maxAgentCatalogueEntries } from '../policy/invite-catalogue';
import { InviteCatalogueEntrySchema } from '../policy/policy-schema';
import { AgentLanguageSchema } from '../i18n/languages';
import { SigningSettingsSchema } from '../review/signing-settings-schema';

export const SettingsSchema = z.strictObject({
  /** The selected environment; the built-in sandbox is the default. */
  environmentId: z.string().min(1).max(100),
  /** How often merchant statuses are refreshed while online; 0 turns polling off. */
  statusPollMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  /**
   * The agent accepted weak protection for secrets and drafts where the OS offers no keyring
   * (Linux basic_text). Off by default; the token vault and draft store refuse otherwise.
   */
  acceptWeakEncryption: z.boolean(),
  /**
   * Days after submission before an application keeps only its names, merchant id, status and
   * dates, and loses SSNs, tax id and account numbers (decisions 44).
   */
  retentionDays: z.number().int().min(7).max(3650),
  /** Days a deleted application stays in the trash (decisions 44); the organisation may set it. */
  trashDays: z.number().int().min(1).max(3650),
  /** Per environment: the agreement text and whether queueing waits for a signature (45). */
  signing: SigningSettingsSchema.optional(),
  /**
   * Practice: while the built-in sandbox is selected, the app behaves exactly as with no
   * connection and sends nothing to it (decisions 54). Ignored for any other environment.
   */
  simulateOffline: z.boolean(),
  /** The first-run welcome card was dismissed; Settings can show it again. */
  welcomeDismissed: z.boolean(),
  /** The local day (YYYY-MM-DD) the start-of-day sign-in reminder was last shown, or ''. */
  signInReminderDay: z.union([z.literal(''), z.iso.date()]),
  /**
   * The agent's own pricing plans (decisions 86), beside the organisation's. Changed only through
   * catalogue:add and catalogue:remove, which the organisation's file can refuse.
   */
  agentInviteCatalogue: z
    .array(InviteCatalogueEntrySchema)
    .max(maxAgentCatalogueEntries)
    .optional(),
  /** The language the app speaks to the agent: the system's, or one chosen (decisions 91). */
  agentLanguage: AgentLanguageSchema,
});
export type Settings = z.infer<typeof SettingsSchema>;

/**
 * What settings:set may change: everything but the agent's pricing plans, whose channels check
 * the organisation's file first (decisions 86).
 */
export const SettingsPatchSchema = SettingsSchema.omit({ agentInviteCatalogue: true }).partial();
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;

export const defaultSettings: Settings = {
  environmentId: 'sandbox',
  statusPollMinutes: 10,
  acceptWeakEncryption: false,
  retentionDays: 90,
  trashDays: 30,
  simulateOffline: false,
  welcomeDismissed: false,
  signInReminderDay: '',
  agentLanguage: 'system',
};
