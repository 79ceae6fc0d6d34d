// electron-builder configuration: the installers. A module rather than YAML because settings come
// from the environment at build time:
//   BOARDING_UPDATE_URL   the electron-updater feed (generic provider); without it the build has no
//                         update feed and app-update.yml is not written.
//   BOARDING_RELEASE=1 and the signing settings of build/release-signing.ts: a release build is
//                         signed (and notarized on macOS) or refused; any other build is unsigned.
// scripts/package.mjs passes this file with --config; build/README.md explains the variables.
import type { Configuration } from 'electron-builder';
import { appId, productName } from '../shared/app-identity';
import {
  hasNotarizeCredentials,
  isReleaseBuild,
  releasePlatforms,
  releaseProblems,
  windowsSigning,
  type BuildEnvironment,
} from './release-signing';

export { hasNotarizeCredentials, type BuildEnvironment };

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The Windows installer's name; the wrapped MSI is found by it and named after it (decisions 88). */
const nsisArtifactName = 'boarding-desk-setup-${version}.${ext}';

/**
 * The update feed from BOARDING_UPDATE_URL, or null when unset. HTTPS only (loopback HTTP is
 * allowed for a local test feed): the updater trusts what it downloads from here.
 */
export function updateFeedUrl(env: BuildEnvironment): string | null {
  const raw = env.BOARDING_UPDATE_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // The value is not echoed: a mistyped URL may still hold a secret.
    throw new Error('BOARDING_UPDATE_URL is not a valid absolute URL');
  }
  if (url.username || url.password)
    throw new Error('BOARDING_UPDATE_URL must not carry credentials');
  const isLoopbackHttp = url.protocol === 'http:' && loopbackHosts.has(url.hostname);
  if (url.protocol !== 'https:' && !isLoopbackHttp) {
    throw new Error(
      `BOARDING_UPDATE_URL must be an https:// URL (http:// only for 127.0.0.1), got ${url.protocol}//${url.host}`,
    );
  }
  return url.href;
}

/**
 * The Windows signing settings: the one publisher name goes to the signing tool and, through
 * electron-builder, into app-update.yml, where electron-updater checks every downloaded installer
 * against it (verifyUpdateCodeSignature) before running it (decisions 73). Undefined in a
 * development build: nothing signs, and the updater has no name to check.
 */
function windowsSigningOptions(env: BuildEnvironment): Partial<NonNullable<Configuration['win']>> {
  if (!isReleaseBuild(env)) return {};
  const signing = windowsSigning(env);
  if (signing === null) return {};
  if (signing.kind === 'certificate')
    return { signtoolOptions: { publisherName: signing.publisherName } };
  return {
    azureSignOptions: {
      publisherName: signing.publisherName,
      endpoint: signing.endpoint,
      codeSigningAccountName: signing.account,
      certificateProfileName: signing.profile,
    },
  };
}

export function createConfig(env: BuildEnvironment): Configuration {
  const feedUrl = updateFeedUrl(env);
  const isRelease = isReleaseBuild(env);
  if (isRelease) {
    const problems = releaseProblems(env, releasePlatforms(env));
    if (problems.length > 0)
      throw new Error(
        `A release build must be signed; set:\n  ${problems.join('\n  ')}\nSee build/README.md, "Signing".`,
      );
  }
  return {
    // One constant with main's AppUserModelID (decisions 76).
    appId,
    productName,
    copyright: 'Copyright © Boarding Desk',
    directories: { output: 'dist', buildResources: 'build' },
    // Only the built app goes in: out/ (main, preload, renderer) and package.json. electron-builder
    // adds the production dependencies from node_modules itself (the externals of
    // vite.main.config.ts); sources, tests, the sandbox data folder and source maps stay out.
    files: ['out/**/*', 'package.json', '!**/*.map'],
    asar: true,
    // No native modules: skip @electron/rebuild. Set to true if a native dependency is ever added.
    npmRebuild: false,
    // A release that somehow reached packing unsigned is refused by electron-builder itself too
    // (decisions 72): the checks above are the first line, this is the last.
    forceCodeSigning: isRelease,
    // Electron security checklist, "Use fuses": turn off run-as-node, NODE_OPTIONS and --inspect in
    // the shipped binary, load only the integrity-checked app.asar, and drop file://'s extra
    // privileges (the renderer is served from app://boarding/, electron/main/app-protocol.ts).
    electronFuses: {
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    },
    // electron-updater reads the feed from app-update.yml, which electron-builder writes into the
    // app's resources from this setting. null: no feed, and no guess from package.json.
    publish: feedUrl ? [{ provider: 'generic', url: feedUrl }] : null,
    win: {
      // NSIS for the agent who installs it by hand; the wrapped MSI for IT's deployment tools
      // (decisions 88). msiWrapped waits for nsis and wraps the very installer nsis wrote.
      target: [
        { target: 'nsis', arch: ['x64', 'arm64'] },
        { target: 'msiWrapped', arch: ['x64'] },
      ],
      icon: 'build/icons/icon.ico',
      ...windowsSigningOptions(env),
      // electron-builder's default, said out loud: app-update.yml carries the publisher name, and
      // electron-updater refuses an update not signed by it (decisions 73).
      verifyUpdateCodeSignature: true,
    },
    nsis: {
      // Per-user, with no page asking "for me or for everyone" (decisions 75): electron-builder's
      // assisted installer (oneClick false) always shows that page unless it installs per-machine,
      // and a per-machine install needs administrator rights at every update. One-click installs to
      // %LOCALAPPDATA%\Programs\boarding-desk with no elevation; IT picks another folder with /D=.
      oneClick: true,
      perMachine: false,
      createDesktopShortcut: true,
      createStartMenuShortcut: true,
      shortcutName: 'Boarding Desk',
      // One installer carrying both architectures (electron-builder's default); it installs the
      // one matching the machine, so a single update feed entry serves x64 and arm64.
      buildUniversalInstaller: true,
      artifactName: nsisArtifactName,
    },
    // An MSI that only runs the NSIS installer above (decisions 88): the app it leaves is the NSIS
    // install, which electron-updater keeps updating; a plain `msi` target would install a copy the
    // updater cannot update. One x64 MSI serves arm64 too: the wrapped installer carries both
    // architectures and installs the machine's own (electron-builder's WiX makes x64 MSIs only).
    msiWrapped: {
      // electron-builder finds the installer to wrap by THIS pattern with .exe, not by nsis's
      // artifactName; a different pattern stops the build with "NSIS executable not found".
      artifactName: nsisArtifactName,
      // Silent: msiexec /qn must not leave a window for a user who may not be watching.
      wrappedInstallerArgs: '/S',
      // Run the per-user installer as the user who is installing (decisions 75): without
      // impersonation it runs as LocalSystem and installs into the system account's own profile,
      // where no agent ever finds it.
      impersonate: true,
    },
    mac: {
      // zip beside dmg: Squirrel.Mac (used by electron-updater) updates from the zip. pkg: for
      // IT's deployment tools (decisions 88).
      target: [
        { target: 'dmg', arch: ['x64', 'arm64'] },
        { target: 'zip', arch: ['x64', 'arm64'] },
        { target: 'pkg', arch: ['x64', 'arm64'] },
      ],
      category: 'public.app-category.business',
      icon: 'build/icons/icon.icns',
      hardenedRuntime: true,
      gatekeeperAssess: false,
      entitlements: 'build/entitlements.mac.plist',
      entitlementsInherit: 'build/entitlements.mac.plist',
      // Release: the Developer ID from CSC_LINK or CSC_NAME, notarized (decisions 74). Development:
      // null, no signing at all (electron-builder would otherwise pick any identity it finds in the
      // keychain, and a changing signature makes the Keychain ask for the drafts key again).
      ...(isRelease ? {} : { identity: null }),
      notarize: isRelease && hasNotarizeCredentials(env),
      artifactName: 'boarding-desk-${version}-${arch}.${ext}',
    },
    dmg: {
      artifactName: 'boarding-desk-${version}-${arch}.${ext}',
    },
    // The installer package IT deploys with Jamf or Intune (decisions 88). Signed with the team's
    // Developer ID Installer certificate and notarized in a release (decisions 74,
    // build/release-signing.ts); the app inside is the same Developer ID-signed app as the dmg's.
    pkg: {
      // Always /Applications: a relocatable package would instead update whatever copy with the
      // same bundle id macOS has seen (an old one in Downloads, a second one on a USB disk), and
      // the deployment tool would report an install that is not where it looks.
      isRelocatable: false,
      installLocation: '/Applications',
      // The startup disk's /Applications only: no "install for me only" into the home folder,
      // no other volume.
      allowAnywhere: false,
      allowCurrentUserHome: false,
      allowRootDirectory: true,
      artifactName: 'boarding-desk-${version}-${arch}.${ext}',
    },
    linux: {
      target: [{ target: 'AppImage', arch: ['x64'] }],
      icon: 'build/icons/png',
      category: 'Office',
      artifactName: 'boarding-desk-${version}-${arch}.${ext}',
    },
  };
}

export default createConfig(process.env);
