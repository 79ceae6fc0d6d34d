// Which build this is and how it is signed, from the environment (decisions 72 to 74). A release
// build is signed for every platform it targets or is not built; a development build is never
// signed and says so. Kept apart from electron-builder.config.ts so scripts/package.mjs can check
// the settings before the slow Vite builds, with the very rules the configuration applies.
//   BOARDING_RELEASE=1            a release build (`npm run package -- --release` sets it)
//   BOARDING_RELEASE_PLATFORMS    win,mac,linux: what this release targets (set by package.mjs;
//                                 unset means all three, so a bare electron-builder run is strict)
//   BOARDING_WIN_PUBLISHER        the Windows certificate's subject name, exactly: both the signing
//                                 tool's publisherName and the updater's publisher check come from it
//   WIN_CSC_LINK / CSC_LINK + WIN_CSC_KEY_PASSWORD / CSC_KEY_PASSWORD   a .pfx certificate, or
//   BOARDING_AZURE_SIGN_ENDPOINT, BOARDING_AZURE_SIGN_ACCOUNT, BOARDING_AZURE_SIGN_PROFILE with
//   AZURE_TENANT_ID, AZURE_CLIENT_ID, AZURE_CLIENT_SECRET            Azure Trusted Signing
//   CSC_LINK (+ CSC_KEY_PASSWORD) or CSC_NAME    the macOS Developer ID Application certificate
//   CSC_INSTALLER_LINK (+ CSC_INSTALLER_KEY_PASSWORD) or CSC_NAME   the Developer ID Installer
//                                 certificate that signs the pkg (decisions 88)
//   APPLE_* (hasNotarizeCredentials)             notarization
export type BuildEnvironment = Readonly<Record<string, string | undefined>>;

export const targetPlatforms = ['win', 'mac', 'linux'] as const;
export type TargetPlatform = (typeof targetPlatforms)[number];

function value(env: BuildEnvironment, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function missing(env: BuildEnvironment, names: readonly string[]): string[] {
  return names.filter((name) => value(env, name) === undefined);
}

export function isReleaseBuild(env: BuildEnvironment): boolean {
  return value(env, 'BOARDING_RELEASE') === '1';
}

/** The platforms a release targets; all three when unset (the strict default). */
export function releasePlatforms(env: BuildEnvironment): TargetPlatform[] {
  const listed = value(env, 'BOARDING_RELEASE_PLATFORMS');
  if (listed === undefined) return [...targetPlatforms];
  const names = listed.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(targetPlatforms as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(
      `BOARDING_RELEASE_PLATFORMS names ${unknown.join(', ')}; use win, mac and linux`,
    );
  return targetPlatforms.filter((platform) => names.includes(platform));
}

/** True when one complete set of notarization credentials that electron-builder 26 reads is set. */
export function hasNotarizeCredentials(env: BuildEnvironment): boolean {
  return notarizeSets.some((set) => missing(env, set).length === 0);
}

const notarizeSets = [
  ['APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID'],
  ['APPLE_API_KEY', 'APPLE_API_KEY_ID', 'APPLE_API_ISSUER'],
  ['APPLE_KEYCHAIN', 'APPLE_KEYCHAIN_PROFILE'],
] as const;

const azureSettings = [
  'BOARDING_AZURE_SIGN_ENDPOINT',
  'BOARDING_AZURE_SIGN_ACCOUNT',
  'BOARDING_AZURE_SIGN_PROFILE',
] as const;
// Read by Azure's EnvironmentCredential inside the TrustedSigning module, not by us.
const azureCredentials = ['AZURE_TENANT_ID', 'AZURE_CLIENT_ID', 'AZURE_CLIENT_SECRET'] as const;

export type WindowsSigning =
  | { kind: 'certificate'; publisherName: string }
  | {
      kind: 'azure';
      publisherName: string;
      endpoint: string;
      account: string;
      profile: string;
    };

/**
 * How Windows artifacts are signed, or null when the settings are incomplete. A certificate file
 * wins when both are set: it is what electron-builder itself would pick up from CSC_LINK.
 */
export function windowsSigning(env: BuildEnvironment): WindowsSigning | null {
  const publisherName = value(env, 'BOARDING_WIN_PUBLISHER');
  if (publisherName === undefined) return null;
  if (hasWindowsCertificate(env)) return { kind: 'certificate', publisherName };
  if (missing(env, [...azureSettings, ...azureCredentials]).length === 0) {
    return {
      kind: 'azure',
      publisherName,
      endpoint: value(env, 'BOARDING_AZURE_SIGN_ENDPOINT')!,
      account: value(env, 'BOARDING_AZURE_SIGN_ACCOUNT')!,
      profile: value(env, 'BOARDING_AZURE_SIGN_PROFILE')!,
    };
  }
  return null;
}

function hasWindowsCertificate(env: BuildEnvironment): boolean {
  const link = value(env, 'WIN_CSC_LINK') ?? value(env, 'CSC_LINK');
  const password = value(env, 'WIN_CSC_KEY_PASSWORD') ?? value(env, 'CSC_KEY_PASSWORD');
  return link !== undefined && password !== undefined;
}

function windowsProblems(env: BuildEnvironment): string[] {
  const problems: string[] = [];
  if (value(env, 'BOARDING_WIN_PUBLISHER') === undefined)
    problems.push(
      'Windows: set BOARDING_WIN_PUBLISHER to the signing certificate\'s subject name exactly (e.g. "Example Payments Ltd"); the signature and the updater\'s publisher check both use it.',
    );
  const azureMissing = missing(env, [...azureSettings, ...azureCredentials]);
  if (hasWindowsCertificate(env) || azureMissing.length === 0) return problems;
  const isAzureStarted = azureMissing.length < azureSettings.length + azureCredentials.length;
  if (isAzureStarted) {
    problems.push(`Windows: Azure Trusted Signing is missing ${azureMissing.join(', ')}.`);
  } else {
    problems.push(
      'Windows: set WIN_CSC_LINK (or CSC_LINK) to the .pfx certificate and WIN_CSC_KEY_PASSWORD (or CSC_KEY_PASSWORD) to its password, or, for Azure Trusted Signing, ' +
        [...azureSettings, ...azureCredentials].join(', ') +
        '.',
    );
  }
  return problems;
}

/** The certificate types electron-builder adds to CSC_NAME itself (and refuses in it). */
const certificateTypePrefix = /^(Developer ID|3rd Party Mac Developer) (Application|Installer):/;

function macProblems(env: BuildEnvironment): string[] {
  const problems: string[] = [];
  const identityName = value(env, 'CSC_NAME');
  if (value(env, 'CSC_LINK') === undefined && identityName === undefined) {
    problems.push(
      'macOS: set CSC_LINK (with CSC_KEY_PASSWORD) to the Developer ID Application certificate, or CSC_NAME to its name in the keychain.',
    );
  } else if (
    identityName !== undefined &&
    /^(Apple Development|Mac Developer)\b/.test(identityName)
  ) {
    // A development certificate changes the app's signature from build to build: the Keychain
    // then asks the agent again for the drafts key at every update (decisions 74).
    problems.push(
      `macOS: CSC_NAME names a development certificate ("${identityName.split(':')[0]}"); a release needs the team's Developer ID Application certificate.`,
    );
  } else if (identityName !== undefined && certificateTypePrefix.test(identityName)) {
    // electron-builder refuses the prefix itself, but only after the slow builds: it adds the
    // type on its own, which is how one name finds both the Application and the Installer
    // certificate.
    problems.push(
      `macOS: CSC_NAME must be the certificate's name without "${identityName.split(':')[0]}:" (e.g. "Example Payments Ltd (TEAM123456)"); electron-builder picks the Application and Installer certificates by it.`,
    );
  }
  if (value(env, 'CSC_INSTALLER_LINK') === undefined && identityName === undefined) {
    problems.push(
      "macOS: set CSC_INSTALLER_LINK (with CSC_INSTALLER_KEY_PASSWORD) to the team's Developer ID Installer certificate, which signs the pkg (the same .p12 as CSC_LINK when it holds both), or CSC_NAME when both certificates are in the build machine's keychain.",
    );
  }
  if (!hasNotarizeCredentials(env)) {
    problems.push(
      'macOS: set notarization credentials: APPLE_API_KEY, APPLE_API_KEY_ID and APPLE_API_ISSUER, or APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD and APPLE_TEAM_ID, or APPLE_KEYCHAIN and APPLE_KEYCHAIN_PROFILE.',
    );
  }
  return problems;
}

/**
 * What a release build still needs, one line per missing setting, naming the variables to set;
 * empty when it can be built. Linux AppImages are not signed (no platform check exists for them).
 */
export function releaseProblems(
  env: BuildEnvironment,
  platforms: readonly TargetPlatform[],
): string[] {
  return [
    ...(platforms.includes('win') ? windowsProblems(env) : []),
    ...(platforms.includes('mac') ? macProblems(env) : []),
  ];
}

/** Every variable a development build ignores, so that it is unsigned for certain. */
export const signingVariables = [
  'CSC_LINK',
  'CSC_KEY_PASSWORD',
  'CSC_NAME',
  'CSC_INSTALLER_LINK',
  'CSC_INSTALLER_KEY_PASSWORD',
  'WIN_CSC_LINK',
  'WIN_CSC_KEY_PASSWORD',
  'BOARDING_WIN_PUBLISHER',
  ...azureSettings,
] as const;
