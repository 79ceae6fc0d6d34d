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

  it('Windows: per-user NSIS for x64 and arm64 with shortcuts and a choosable folder', () => {
    const config = createConfig({});
    expect(config.win?.target).toEqual([{ target: 'nsis', arch: ['x64', 'arm64'] }]);
    expect(config.nsis).toMatchObject({
      oneClick: false,
      perMachine: false,
      allowToChangeInstallationDirectory: true,
      createDesktopShortcut: true,
      createStartMenuShortcut: true,
    });
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
  it('is on only with a complete credential set', () => {
    expect(createConfig({}).mac?.notarize).toBe(false);
    expect(createConfig(appleIdSet).mac?.notarize).toBe(true);
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
