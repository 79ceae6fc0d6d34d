// electron-builder configuration: the installers. A module rather than YAML because two
// settings come from the environment at build time:
//   BOARDING_UPDATE_URL   the electron-updater feed (generic provider); without it the build has no
//                         update feed and app-update.yml is not written.
//   APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID (or APPLE_API_KEY, APPLE_API_KEY_ID,
//   APPLE_API_ISSUER)     notarization; without a complete set it is skipped, not failed.
// scripts/package.mjs passes this file with --config; build/README.md explains the variables.
import type { Configuration } from 'electron-builder';

export type BuildEnvironment = Readonly<Record<string, string | undefined>>;

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

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

/** True when one complete set of notarization credentials that electron-builder 26 reads is set. */
export function hasNotarizeCredentials(env: BuildEnvironment): boolean {
  const isSet = (...names: string[]) => names.every((name) => Boolean(env[name]?.trim()));
  return (
    isSet('APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID') ||
    isSet('APPLE_API_KEY', 'APPLE_API_KEY_ID', 'APPLE_API_ISSUER') ||
    isSet('APPLE_KEYCHAIN', 'APPLE_KEYCHAIN_PROFILE')
  );
}

export function createConfig(env: BuildEnvironment): Configuration {
  const feedUrl = updateFeedUrl(env);
  return {
    appId: 'com.boardingdesk.app',
    productName: 'Boarding Desk',
    copyright: 'Copyright © Boarding Desk',
    directories: { output: 'dist', buildResources: 'build' },
    // Only the built app goes in: out/ (main, preload, renderer) and package.json. electron-builder
    // adds the production dependencies from node_modules itself (the externals of
    // vite.main.config.ts); sources, tests, the sandbox data folder and source maps stay out.
    files: ['out/**/*', 'package.json', '!**/*.map'],
    asar: true,
    // No native modules: skip @electron/rebuild. Set to true if a native dependency is ever added.
    npmRebuild: false,
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
      target: [{ target: 'nsis', arch: ['x64', 'arm64'] }],
      icon: 'build/icons/icon.ico',
    },
    nsis: {
      // Per-user install: no administrator rights needed, and electron-updater can update in place.
      oneClick: false,
      perMachine: false,
      allowToChangeInstallationDirectory: true,
      createDesktopShortcut: true,
      createStartMenuShortcut: true,
      shortcutName: 'Boarding Desk',
      // One installer carrying both architectures (electron-builder's default); it installs the
      // one matching the machine, so a single update feed entry serves x64 and arm64.
      buildUniversalInstaller: true,
      artifactName: 'boarding-desk-setup-${version}.${ext}',
    },
    mac: {
      // zip beside dmg: Squirrel.Mac (used by electron-updater) updates from the zip.
      target: [
        { target: 'dmg', arch: ['x64', 'arm64'] },
        { target: 'zip', arch: ['x64', 'arm64'] },
      ],
      category: 'public.app-category.business',
      icon: 'build/icons/icon.icns',
      hardenedRuntime: true,
      gatekeeperAssess: false,
      entitlements: 'build/entitlements.mac.plist',
      entitlementsInherit: 'build/entitlements.mac.plist',
      notarize: hasNotarizeCredentials(env),
      artifactName: 'boarding-desk-${version}-${arch}.${ext}',
    },
    dmg: {
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
