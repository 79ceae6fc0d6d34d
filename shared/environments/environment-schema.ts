// Where the app signs in and sends merchants. Everything the spec leaves "not shown" and
// docs/decisions/ marks configurable lives here, per environment, and nowhere else: the authorization
// page (decisions 5), the token paths (decisions 6) and the GET path template (decisions 9).
import { z } from 'zod';
import { FieldErrorSchema } from '../result';

/** Used as a store key and in file names: lowercase letters, digits and hyphens only. */
export const EnvironmentIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Use 1 to 40 lowercase letters, digits or hyphens');

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * An absolute http(s) URL. Plain http is allowed only on loopback (the built-in sandbox): tokens
 * and merchant data never cross a network in clear text.
 */
const ServiceUrlSchema = z
  .string()
  .trim()
  .superRefine((value, context) => {
    if (!URL.canParse(value)) {
      context.addIssue({
        code: 'custom',
        message: 'Enter a full address, e.g. https://api.example.com',
      });
      return;
    }
    const url = new URL(value);
    if (!(
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && loopbackHosts.has(url.hostname))
    )) {
      context.addIssue({ code: 'custom', message: 'Use https (http only for 127.0.0.1)' });
    }
    if (url.username !== '' || url.password !== '' || url.hash !== '') {
      context.addIssue({
        code: 'custom',
        message: 'Remove the user name, password or #fragment from the address',
      });
    }
  });

/** A path on the service: starts with "/", no query or fragment. */
const ServicePathSchema = z
  .string()
  .trim()
  .regex(/^\/[^?#\s]*$/, 'Enter a path starting with "/" and without "?" or "#"');

export const defaultServicePaths = {
  requestTokenPath: '/boarding/v2/oauth/1a/requesttoken',
  accessTokenPath: '/boarding/v2/oauth/1a/accessToken', // decisions 6
  merchantPostPath: '/boarding/v2/merchant',
  merchantGetPath: '/boarding/v2/merchant/{id}', // decisions 9
  authorizePath: '/boarding/v2/oauth/1a/authorize', // the sandbox's page (decisions 5)
} as const;

export const EnvironmentSchema = z.strictObject({
  id: EnvironmentIdSchema,
  name: z.string().trim().min(1, 'Enter a name').max(80),
  kind: z.enum(['sandbox', 'remote']),
  /** No trailing slash, so paths append cleanly. */
  baseUrl: ServiceUrlSchema.transform((value) => value.replace(/\/+$/, '')),
  /** The authorization page, configurable (decisions 5); oauth_token is appended to it. */
  authorizeUrl: ServiceUrlSchema,
  requestTokenPath: ServicePathSchema.default(defaultServicePaths.requestTokenPath),
  accessTokenPath: ServicePathSchema.default(defaultServicePaths.accessTokenPath),
  merchantPostPath: ServicePathSchema.default(defaultServicePaths.merchantPostPath),
  merchantGetPath: ServicePathSchema.default(defaultServicePaths.merchantGetPath).refine(
    (value) => value.includes('{id}'),
    'The path must contain {id}',
  ),
  /** Not a secret: it identifies the app (spec, Authentication). The secret lives in the vault. */
  consumerKey: z.string().trim().min(1, 'Enter the consumer key').max(200),
  /** Provisional code tables for this environment (decisions 15). */
  codeTablesFile: z.string().min(1).optional(),
});
export type Environment = z.infer<typeof EnvironmentSchema>;
export type EnvironmentInput = z.input<typeof EnvironmentSchema>;

const summaryIdentity = { id: EnvironmentIdSchema, name: z.string() };

export const RemoteEnvironmentSummarySchema = z.strictObject({
  ...summaryIdentity,
  kind: z.literal('remote'),
  baseUrl: z.string(),
  /** Set by the organisation's settings: shown locked, never edited or removed (decisions 84). */
  isManaged: z.literal(true).optional(),
});

/** Why the built-in sandbox could not start (decisions 36: a code; the renderer words it). */
export const sandboxStartFailures = [
  'folder-unwritable',
  'folder-not-created',
  'disk-full',
  'no-port',
  'unexpected',
] as const;
export type SandboxStartFailure = (typeof sandboxStartFailures)[number];

/**
 * Why the environments file was not used, or only in part, as codes and details (decisions 36):
 * `unreadable` (the system's code), `not-a-list` (not JSON, or not `{ "environments": [...] }`) or
 * `entries` (`count` entries could not be used, `loaded` were); `isSetAside` when what could not
 * be used was kept in the quarantine folder; `fieldErrors`, the first fields to fix
 * (`environments[1].baseUrl`) with the shared environment schema's rule for each.
 */
export const EnvironmentFileProblemSchema = z.strictObject({
  cause: z.enum(['unreadable', 'not-a-list', 'entries']),
  path: z.string().max(4096),
  osCode: z.string().max(32).optional(),
  count: z.number().int().nonnegative().optional(),
  loaded: z.number().int().nonnegative().optional(),
  isSetAside: z.boolean(),
  fieldErrors: z.array(FieldErrorSchema).max(20).optional(),
});
export type EnvironmentFileProblem = z.infer<typeof EnvironmentFileProblemSchema>;

/**
 * The built-in sandbox is always listed, because it is always selectable (selecting it is what
 * starts it). Its address exists only while it runs (ephemeral port), and a failed start is
 * reported here in plain words instead of only in the log.
 */
export const SandboxEnvironmentSummarySchema = z.strictObject({
  ...summaryIdentity,
  kind: z.literal('sandbox'),
  /** Null while it is not running. */
  baseUrl: z.string().nullable(),
  isRunning: z.boolean(),
  /** Why it is not running although selected (it failed to start); null otherwise. */
  problem: z.enum(sandboxStartFailures).nullable(),
});

/** What the renderer may know about an environment: enough to show and pick it. */
export const EnvironmentSummarySchema = z.discriminatedUnion('kind', [
  RemoteEnvironmentSummarySchema,
  SandboxEnvironmentSummarySchema,
]);
export type EnvironmentSummary = z.infer<typeof EnvironmentSummarySchema>;
export type SandboxEnvironmentSummary = z.infer<typeof SandboxEnvironmentSummarySchema>;

/** The summary of a configured environment; a sandbox one is running (it has an address). */
export function environmentSummary(environment: Environment): EnvironmentSummary {
  const { id, name, kind, baseUrl } = environment;
  if (kind === 'sandbox') return { id, name, kind, baseUrl, isRunning: true, problem: null };
  return { id, name, kind, baseUrl };
}

/** Advanced fields that fall back to the spec's defaults when left blank. */
export const optionalEnvironmentFields = [
  'requestTokenPath',
  'accessTokenPath',
  'merchantPostPath',
  'merchantGetPath',
  'codeTablesFile',
] as const;

/**
 * What the Settings form edits for a remote environment: everything but the id (made from the
 * name when added, fixed after) and the kind. The renderer validates live with this and main
 * validates again before anything is written.
 */
export const RemoteEnvironmentFieldsSchema = EnvironmentSchema.omit({ id: true, kind: true });
export type RemoteEnvironmentFields = z.input<typeof RemoteEnvironmentFieldsSchema>;

/** Form text → schema input: a blank advanced field means "use the default", not "". */
export function remoteEnvironmentInput(
  fields: Readonly<Record<string, string | null | undefined>>,
): Record<string, string> {
  const input: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    const isOptional = (optionalEnvironmentFields as readonly string[]).includes(name);
    if (isOptional && value.trim() === '') continue;
    input[name] = value;
  }
  return input;
}

/** A new environment's id from its name: `Acme Production` → `acme-production`, made unique. */
export function environmentIdFor(name: string, taken: readonly string[]): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32)
      .replace(/-+$/, '') || 'environment';
  let candidate = base;
  for (let suffix = 2; taken.includes(candidate); suffix += 1) candidate = `${base}-${suffix}`;
  return candidate;
}

/** The Settings form's schema: blank advanced fields first become "use the default". */
export const RemoteEnvironmentFormSchema = z
  .record(z.string(), z.string().nullable())
  .transform((fields) => remoteEnvironmentInput(fields))
  .pipe(RemoteEnvironmentFieldsSchema);
