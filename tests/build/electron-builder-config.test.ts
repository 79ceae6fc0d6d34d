// build/electron-builder.config.ts: loaded the way electron-builder loads it and checked against
// electron-builder's own configuration schema, then the settings the installers need.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration } from 'electron-builder';
import { describe, expect, it } from 'vitest';
import {
  createConfig,
  hasNotarizeCredentials,
  updateFeedUrl,
} from '../../build/electron-builder.config';
import { appId } from '../../shared/app-identity';
import { releasePlatforms, releaseProblems, signingVariables } from '../../build/release-signing';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const requireFromRepo = createRequire(path.join(repoRoot, 'package.json'));
// electron-builder's own loader and validator (app-builder-lib is what the CLI runs).
const builderConfig = requireFromRepo('app-builder-lib/out/util/config/config') as {
  getConfig: (projectDir: string, configPath: string, overrides: null) => Promise<Configuration>;
  validateConfiguration: (config: Configuration, logger: unknown) => Promise<void>;
};
const { DebugLogger } = requireFromRepo('builder-util') as {
  DebugLogger: new (isEnabled: boolean) => unknown;
};

function validate(config: Configuration): Promise<void> {
  return builderConfig.validateConfiguration(structuredClone(config), new DebugLogger(false));
}

const appleIdSet = {
  APPLE_ID: 'dev@example.test',
  APPLE_APP_SPECIFIC_PASSWORD: 'abcd-efgh',
  APPLE_TEAM_ID: 'TEAM123456',
};

describe('electron-builder config', () => {
  it('is what electron-builder loads from the file, and passes its schema', async () => {
    const loaded = await builderConfig.getConfig(
      repoRoot,
      'build/electron-builder.config.ts',
      null,
    );
    expect(loaded.appId).toBe('com.boardingdesk.app');
    await validate(loaded);
    await validate(
      createConfig({ BOARDING_UPDATE_URL: 'https://updates.example.test/desk/', ...appleIdSet }),
    );
  });

  it('the schema check is real: a misspelt option is rejected', async () => {
    const config = createConfig({});
    await expect(
      validate({ ...config, nsis: { ...config.nsis, oneClik: false } as Configuration['nsis'] }),
    ).rejects.toThrow(/configuration\.nsis/);
  });

  it('names the app and packs only out/ and package.json into an asar', () => {
    const config = createConfig({});
    expect(config.appId).toBe('com.boardingdesk.app');
    expect(config.productName).toBe('Boarding Desk');
    expect(config.directories?.output).toBe('dist');
    expect(config.asar).toBe(true);
    expect(config.files).toEqual(['out/**/*', 'package.json', '!**/*.map']);
  });

  it('Windows: per-user one-click NSIS for x64 and arm64 with shortcuts, no install-mode page', () => {
    const config = createConfig({});
    expect(config.win?.target).toContainEqual({ target: 'nsis', arch: ['x64', 'arm64'] });
    // oneClick false shows the "for me / for everyone" page unless perMachine is true, which
    // needs administrator rights (app-builder-lib's NsisTarget.configureDefines): decisions 75.
    expect(config.nsis).toMatchObject({
      oneClick: true,
      perMachine: false,
      createDesktopShortcut: true,
      createStartMenuShortcut: true,
    });
    expect(config.nsis).not.toHaveProperty('allowToChangeInstallationDirectory');
  });

  it('the appId is the one constant main sets as the AppUserModelID', () => {
    expect(createConfig({}).appId).toBe(appId);
  });

  it('macOS: DMG for x64 and arm64, hardened runtime, entitlements on disk', () => {
    const mac = createConfig({}).mac;
    expect(mac?.target).toContainEqual({ target: 'dmg', arch: ['x64', 'arm64'] });
    expect(mac?.hardenedRuntime).toBe(true);
    for (const file of [mac?.entitlements, mac?.entitlementsInherit, mac?.icon]) {
      expect(file && existsSync(path.join(repoRoot, file)), String(file)).toBe(true);
    }
  });

  it('Linux: AppImage with the generated icon set', () => {
    const linux = createConfig({}).linux;
    expect(linux?.target).toEqual([{ target: 'AppImage', arch: ['x64'] }]);
    expect(existsSync(path.join(repoRoot, String(linux?.icon), '256x256.png'))).toBe(true);
    expect(existsSync(path.join(repoRoot, String(createConfig({}).win?.icon)))).toBe(true);
  });

  it('the entitlements grant allow-jit and nothing else', async () => {
    const plist = await readFile(path.join(repoRoot, 'build', 'entitlements.mac.plist'), 'utf8');
    const withoutComments = plist.replace(/<!--[\s\S]*?-->/g, '');
    expect(
      [...withoutComments.matchAll(/<key>([^<]+)<\/key>\s*<true\/>/g)].map((m) => m[1]),
    ).toEqual(['com.apple.security.cs.allow-jit']);
  });
});

describe('notarization from the environment', () => {
  it('is on only in a release, which needs a complete credential set', () => {
    expect(createConfig({}).mac?.notarize).toBe(false);
    // A development build is never notarized, even with the credentials in the shell.
    expect(createConfig(appleIdSet).mac?.notarize).toBe(false);
    expect(
      createConfig({
        ...appleIdSet,
        BOARDING_RELEASE: '1',
        BOARDING_RELEASE_PLATFORMS: 'mac',
        CSC_NAME: 'Example Payments Ltd (TEAM123456)',
      }).mac?.notarize,
    ).toBe(true);
    expect(
      hasNotarizeCredentials({ APPLE_ID: 'dev@example.test', APPLE_TEAM_ID: 'TEAM123456' }),
    ).toBe(false);
    expect(hasNotarizeCredentials({ ...appleIdSet, APPLE_APP_SPECIFIC_PASSWORD: '  ' })).toBe(
      false,
    );
    expect(
      hasNotarizeCredentials({
        APPLE_API_KEY: '/k.p8',
        APPLE_API_KEY_ID: 'K',
        APPLE_API_ISSUER: 'I',
      }),
    ).toBe(true);
  });
});

describe('update feed from BOARDING_UPDATE_URL', () => {
  it('is absent without the variable, so no app-update.yml is written', () => {
    expect(createConfig({}).publish).toBeNull();
    expect(createConfig({ BOARDING_UPDATE_URL: '   ' }).publish).toBeNull();
  });

  it('becomes a generic electron-updater feed', () => {
    expect(
      createConfig({ BOARDING_UPDATE_URL: 'https://updates.example.test/desk' }).publish,
    ).toEqual([{ provider: 'generic', url: 'https://updates.example.test/desk' }]);
    expect(updateFeedUrl({ BOARDING_UPDATE_URL: 'http://127.0.0.1:8080/feed/' })).toBe(
      'http://127.0.0.1:8080/feed/',
    );
  });

  it.each([
    ['not a URL', 'updates.example.test', /is not a valid absolute URL/],
    ['plain http to a remote host', 'http://updates.example.test/', /must be an https:\/\/ URL/],
    ['another scheme', 'file:///tmp/feed', /must be an https:\/\/ URL/],
    [
      'credentials in the URL',
      'https://user:pw@updates.example.test/',
      /must not carry credentials/,
    ],
  ])('rejects %s with a clear message', (_label, value, message) => {
    expect(() => createConfig({ BOARDING_UPDATE_URL: value })).toThrow(message);
  });

  it.each([
    'https://user:hunter2@updates.example.test/',
    'http://user:hunter2@updates.example.test/',
    'hunter2 not a url',
  ])('does not echo a secret back in its error: %s', (value) => {
    expect(() => updateFeedUrl({ BOARDING_UPDATE_URL: value })).toThrow(/^(?![\s\S]*hunter2)/);
  });
});

const pfxSet = { WIN_CSC_LINK: '/secure/desk.pfx', WIN_CSC_KEY_PASSWORD: 'pfx-password' };
const azureSet = {
  BOARDING_AZURE_SIGN_ENDPOINT: 'https://eus.codesigning.azure.net',
  BOARDING_AZURE_SIGN_ACCOUNT: 'desk-signing',
  BOARDING_AZURE_SIGN_PROFILE: 'desk-public',
  AZURE_TENANT_ID: 'tenant',
  AZURE_CLIENT_ID: 'client',
  AZURE_CLIENT_SECRET: 'azure-secret',
};
const publisher = { BOARDING_WIN_PUBLISHER: 'Example Payments Ltd' };
const macSet = {
  // The name alone: electron-builder adds "Developer ID Application:" or "... Installer:" itself.
  CSC_NAME: 'Example Payments Ltd (TEAM123456)',
  ...appleIdSet,
};
const release = (platforms: string) => ({
  BOARDING_RELEASE: '1',
  BOARDING_RELEASE_PLATFORMS: platforms,
});

describe('a development build (decisions 72)', () => {
  it('signs nothing, even with signing settings in the shell', async () => {
    const config = createConfig({ ...pfxSet, ...publisher, ...macSet });
    expect(config.forceCodeSigning).toBe(false);
    expect(config.win).not.toHaveProperty('signtoolOptions');
    expect(config.win).not.toHaveProperty('azureSignOptions');
    expect(config.mac?.identity).toBeNull();
    await validate(config);
  });
});

describe('a release build refuses to be unsigned (decisions 72 to 74)', () => {
  it('without any setting, names what to set for Windows and macOS', () => {
    expect(() => createConfig(release('win,mac'))).toThrow(
      /A release build must be signed; set:\n {2}Windows: set BOARDING_WIN_PUBLISHER[^\n]*\n {2}Windows: set WIN_CSC_LINK \(or CSC_LINK\)[^\n]*AZURE_CLIENT_SECRET\.\n {2}macOS: set CSC_LINK[^\n]*\n {2}macOS: set CSC_INSTALLER_LINK[^\n]*\n {2}macOS: set notarization credentials[^\n]*\nSee build\/README\.md/,
    );
  });

  it('is strict for all platforms when the release does not say which it targets', () => {
    expect(releaseProblems({ BOARDING_RELEASE: '1' }, releasePlatforms({}))).toHaveLength(5);
    expect(() => createConfig({ BOARDING_RELEASE: '1', ...pfxSet, ...publisher })).toThrow(
      /macOS: set CSC_LINK/,
    );
  });

  it('a Linux-only release needs no signing settings', () => {
    expect(createConfig(release('linux')).forceCodeSigning).toBe(true);
  });

  it('a certificate without the publisher name is refused: the updater would check nothing', () => {
    expect(releaseProblems(pfxSet, ['win'])).toEqual([
      expect.stringMatching(/^Windows: set BOARDING_WIN_PUBLISHER/),
    ]);
  });

  it('a half-made Azure set names exactly what is missing', () => {
    const {
      AZURE_CLIENT_SECRET: _secret,
      BOARDING_AZURE_SIGN_PROFILE: _profile,
      ...partial
    } = azureSet;
    expect(releaseProblems({ ...partial, ...publisher }, ['win'])).toEqual([
      'Windows: Azure Trusted Signing is missing BOARDING_AZURE_SIGN_PROFILE, AZURE_CLIENT_SECRET.',
    ]);
  });

  it('a development certificate on macOS is refused', () => {
    const problems = releaseProblems(
      { ...appleIdSet, CSC_NAME: 'Apple Development: dev@example.test (ABCDE12345)' },
      ['mac'],
    );
    expect(problems).toEqual([expect.stringMatching(/names a development certificate/)]);
    expect(problems.join('')).not.toContain('dev@example.test');
  });

  it('a certificate: the publisher name goes to signtool and the updater from one setting', async () => {
    const config = createConfig({ ...release('win'), ...pfxSet, ...publisher });
    expect(config.forceCodeSigning).toBe(true);
    expect(config.win?.signtoolOptions?.publisherName).toBe('Example Payments Ltd');
    expect(config.win?.verifyUpdateCodeSignature).toBe(true);
    expect(config.win).not.toHaveProperty('azureSignOptions');
    await validate(config);
    // The secrets stay in the environment, where electron-builder reads them; never in the config.
    expect(JSON.stringify(config)).not.toContain('pfx-password');
  });

  it('Azure Trusted Signing: the same publisher setting, in azureSignOptions', async () => {
    const config = createConfig({ ...release('win'), ...azureSet, ...publisher });
    expect(config.win?.azureSignOptions).toEqual({
      publisherName: 'Example Payments Ltd',
      endpoint: 'https://eus.codesigning.azure.net',
      codeSigningAccountName: 'desk-signing',
      certificateProfileName: 'desk-public',
    });
    expect(config.win).not.toHaveProperty('signtoolOptions');
    expect(JSON.stringify(config)).not.toContain('azure-secret');
    await validate(config);
  });

  it('macOS: the Developer ID from the environment, notarized', async () => {
    const config = createConfig({ ...release('mac'), ...macSet });
    expect(config.mac).not.toHaveProperty('identity');
    expect(config.mac?.notarize).toBe(true);
    await validate(config);
  });

  it('an unknown platform name is refused', () => {
    expect(() => releasePlatforms({ BOARDING_RELEASE_PLATFORMS: 'win,windows' })).toThrow(
      /names windows; use win, mac and linux/,
    );
  });

  it('a development build ignores every signing variable package.mjs strips', () => {
    for (const name of ['CSC_LINK', 'WIN_CSC_LINK', 'CSC_NAME', 'BOARDING_WIN_PUBLISHER']) {
      expect(signingVariables).toContain(name);
    }
  });
});
