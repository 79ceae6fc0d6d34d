// The organisation's file (decisions 83): what an office's IT sets once for a fleet of laptops.
// Read in main from the places IT writes to (the Windows policy registry keys or a file under
// ProgramData, a macOS configuration profile, a file under /etc, `--policy FILE` in browser mode),
// checked here, and applied over the agent's own settings. Every setting is optional: what the file
// leaves out stays the agent's. Versioned: a file names the schemaVersion it was written for, and a
// version this app does not know is refused as a whole rather than half-read.
import { z } from 'zod';
import { EnvironmentSchema, EnvironmentIdSchema } from '../environments/environment-schema';
import { MerchantLanguageSchema } from '../i18n/languages';
import { isInviteCode } from '../merchant/field-checks';
import { maxAgreementTextLength } from '../review/signing-settings-schema';

export const policySchemaVersion = 1;

/** Larger than this, a policy file is not read at all (decisions 83). */
export const maxPolicyBytes = 1024 * 1024;

/**
 * A service environment set by the organisation. The same fields and rules as one the agent adds
 * in Settings (https only, http for loopback alone), minus the kind (always remote) and the
 * provisional code tables file (a path on one laptop). The consumer SECRET is never here: strict
 * objects refuse an unknown key, so a file that carries one is refused, not half-applied.
 */
export const ManagedEnvironmentSchema = EnvironmentSchema.omit({
  kind: true,
  codeTablesFile: true,
}).extend({
  /** "The merchant's signature is needed before sending" for this environment (decisions 45). */
  isSignatureRequired: z.boolean().optional(),
});
export type ManagedEnvironment = z.infer<typeof ManagedEnvironmentSchema>;

/**
 * The agreement the merchant reads above the signature, for one environment and one language, with
 * the organisation's version label. A signature is bound to the version it was taken under.
 * `environmentId` may name the built-in sandbox ("sandbox") as well as a managed environment.
 */
export const ManagedAgreementSchema = z.strictObject({
  environmentId: EnvironmentIdSchema,
  language: MerchantLanguageSchema,
  version: z.string().trim().min(1).max(40),
  text: z.string().trim().min(1).max(maxAgreementTextLength),
});
export type ManagedAgreement = z.infer<typeof ManagedAgreementSchema>;

const IsoDateSchema = z.iso.date();

/**
 * A pricing plan the agent picks by name: an invite code (spec, Boarding with an invite code) with
 * a label and the plain words of what it sets. Every invite code sent in the payload makes the
 * application QuickStart (decisions 14). Valid from/until are local calendar days, both inclusive.
 */
export const InviteCatalogueEntrySchema = z
  .strictObject({
    label: z.string().trim().min(1).max(80),
    code: z
      .string()
      .trim()
      .refine(
        isInviteCode,
        'Invite code is letters and digits in groups separated by hyphens, like TZS4-BEH8-R7VS',
      ),
    /** The environment the code was made in; it means nothing elsewhere. */
    environmentId: EnvironmentIdSchema,
    /** What it sets, in plain words: "Restaurants 2.69% + 10c, no annual fee". */
    summary: z.string().trim().min(1).max(200),
    validFrom: IsoDateSchema.optional(),
    validUntil: IsoDateSchema.optional(),
  })
  .refine(
    (entry) =>
      entry.validFrom === undefined ||
      entry.validUntil === undefined ||
      entry.validFrom <= entry.validUntil,
    { message: 'validUntil is before validFrom', path: ['validUntil'] },
  );
export type InviteCatalogueEntry = z.infer<typeof InviteCatalogueEntrySchema>;

export const PolicySchema = z
  .strictObject({
    schemaVersion: z.literal(policySchemaVersion),
    /** Who sets it, shown beside every managed value: "Acme Payments IT". */
    organisation: z.string().trim().min(1).max(120),
    /** The day the organisation issued this version; shown as "since". */
    issuedOn: IsoDateSchema.optional(),
    environments: z.array(ManagedEnvironmentSchema).max(100).optional(),
    /** Whether the agent may add environments of their own beside the managed ones. */
    allowAgentEnvironments: z.boolean().optional(),
    /** Whether the built-in practice sandbox is offered at all. */
    practiceSandbox: z.boolean().optional(),
    agreements: z.array(ManagedAgreementSchema).max(400).optional(),
    /** Minutes between merchant status refreshes while online; 0 turns it off. */
    statusRefreshMinutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .optional(),
    /** Days after submission before an application loses its numbers (decisions 44). */
    retentionDays: z.number().int().min(7).max(3650).optional(),
    /** Days a deleted application stays in the trash (decisions 44). */
    trashDays: z.number().int().min(1).max(3650).optional(),
    inviteCatalogue: z.array(InviteCatalogueEntrySchema).max(2000).optional(),
    /** Whether the agent may keep catalogue entries of their own beside the managed ones. */
    allowAgentInviteCodes: z.boolean().optional(),
  })
  .superRefine((policy, context) => {
    const environmentIds = new Set<string>();
    for (const [index, environment] of (policy.environments ?? []).entries()) {
      if (environment.id === 'sandbox')
        context.addIssue({
          code: 'custom',
          message: '"sandbox" is the built-in practice service; choose another id',
          path: ['environments', index, 'id'],
        });
      if (environmentIds.has(environment.id))
        context.addIssue({
          code: 'custom',
          message: `The id "${environment.id}" is used twice`,
          path: ['environments', index, 'id'],
        });
      environmentIds.add(environment.id);
    }
    // An agreement or a plan for an environment the file does not define would never be used:
    // a typo in an id must be named, not leave the office's environment with the sample text.
    const isKnown = (id: string) => id === 'sandbox' || environmentIds.has(id);
    for (const [list, entries] of [
      ['agreements', policy.agreements ?? []],
      ['inviteCatalogue', policy.inviteCatalogue ?? []],
    ] as const)
      for (const [index, entry] of entries.entries())
        if (!isKnown(entry.environmentId))
          context.addIssue({
            code: 'custom',
            message: `No environment "${entry.environmentId}" in this file: use the id of one of its environments, or "sandbox"`,
            path: [list, index, 'environmentId'],
          });
    const agreementKeys = new Set<string>();
    for (const [index, agreement] of (policy.agreements ?? []).entries()) {
      const key = `${agreement.environmentId}/${agreement.language}`;
      if (agreementKeys.has(key))
        context.addIssue({
          code: 'custom',
          message: `Two agreements for ${agreement.environmentId} in "${agreement.language}"`,
          path: ['agreements', index],
        });
      agreementKeys.add(key);
    }
  });
export type Policy = z.infer<typeof PolicySchema>;

/** Where the applied policy was read from, as shown on screen. */
export const PolicySourceSchema = z.strictObject({
  kind: z.enum(['file', 'windows-registry', 'macos-profile']),
  /** The file's path, the registry key or the profile's domain. */
  location: z.string().max(4096),
});
export type PolicySource = z.infer<typeof PolicySourceSchema>;

/**
 * Why a policy was not applied (decisions 83): nothing from it is, and the screen names the place
 * and the first settings to fix. `setting` is a path in the file ("environments[1].baseUrl").
 */
export const PolicyProblemSchema = z.strictObject({
  cause: z.enum(['unreadable', 'too-large', 'not-json', 'schema', 'unknown-version']),
  source: PolicySourceSchema,
  osCode: z.string().max(32).optional(),
  issues: z
    .array(z.strictObject({ setting: z.string().max(300), message: z.string().max(500) }))
    .max(20),
});
export type PolicyProblem = z.infer<typeof PolicyProblemSchema>;
