// The installers IT deploys (decisions 88): a wrapped MSI beside the NSIS installer, a
// non-relocatable pkg beside the dmg. No installer can be built here (no Electron binary, no WiX,
// no productbuild), so the configuration is checked against electron-builder's own code: its
// schema, its artifact-name rules and its certificate-name rules.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration } from 'electron-builder';
import { describe, expect, it } from 'vitest';
import { createConfig } from '../../build/electron-builder.config';
import { releaseProblems, signingVariables } from '../../build/release-signing';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const requireFromRepo = createRequire(path.join(repoRoot, 'package.json'));
const builderConfig = requireFromRepo('app-builder-lib/out/util/config/config') as {
  validateConfiguration: (config: Configuration, logger: unknown) => Promise<void>;
};
const { DebugLogger, Arch } = requireFromRepo('builder-util') as {
  DebugLogger: new (isEnabled: boolean) => unknown;
  Arch: { x64: number };
};
const { deepAssign } = requireFromRepo('builder-util-runtime') as {
  deepAssign: <T>(target: T, ...sources: unknown[]) => T;
};
// From the package's entry: platformPackager.js required on its own hits an import cycle.
const { PlatformPackager } = requireFromRepo('app-builder-lib') as {
  PlatformPackager: { prototype: Record<string, unknown> };
};
const { appleCertificatePrefixes } = requireFromRepo(
  'app-builder-lib/out/codeSign/macCodeSign',
) as {
  appleCertificatePrefixes: string[];
};

const appleIdSet = {
  APPLE_ID: 'dev@example.test',
  APPLE_APP_SPECIFIC_PASSWORD: 'abcd-efgh',
  APPLE_TEAM_ID: 'TEAM123456',
};
const winRelease = {
  BOARDING_RELEASE: '1',
  BOARDING_RELEASE_PLATFORMS: 'win,mac',
  WIN_CSC_LINK: '/secure/desk.pfx',
  WIN_CSC_KEY_PASSWORD: 'pfx-password',
  BOARDING_WIN_PUBLISHER: 'Example Payments Ltd',
};
const macRelease = {
  CSC_LINK: '/secure/developer-id-application.p12',
  CSC_INSTALLER_LINK: '/secure/developer-id-installer.p12',
  ...appleIdSet,
};

/** The configurations a build can make: development, and a signed release of both platforms. */
function everyConfig(): Configuration[] {
  return [
    createConfig({}),
    createConfig({ BOARDING_UPDATE_URL: 'https://updates.example.test/desk/' }),
    createConfig({ ...winRelease, ...macRelease }),
  ];
}

type ArtifactOptions = { artifactName?: string | null } | null | undefined;

/**
 * electron-builder's own artifact naming (PlatformPackager's methods, the ones its Windows
 * targets call), for the Windows platform of a configuration, version 1.2.3.
 */
function windowsNamer(config: Configuration) {
  const methods = PlatformPackager.prototype;
  return {
    config,
    platformSpecificBuildOptions: config.win ?? {},
    platform: { buildConfigurationKey: 'win' },
    appInfo: {
      version: '1.2.3',
      productName: 'Boarding Desk',
      sanitizedProductName: 'Boarding Desk',
      productFilename: 'Boarding Desk',
      name: 'boarding-desk',
    },
    artifactPatternConfig: methods.artifactPatternConfig,
    computeArtifactName: methods.computeArtifactName,
    expandMacro: methods.expandMacro,
    expandArtifactNamePattern: methods.expandArtifactNamePattern as (
      options: ArtifactOptions,
      ext: string,
      arch: number | null,
      defaultPattern: string,
      skipDefaultArch: boolean,
    ) => string,
    expandArtifactBeautyNamePattern: methods.expandArtifactBeautyNamePattern as (
      options: ArtifactOptions,
      ext: string,
      arch: number,
    ) => string,
  };
}

// Both electron-builder's NsisTarget (universal installer, no primary arch) and MsiWrappedTarget
// (its installerFilenamePattern) fall back to this pattern when no artifactName is set.
const defaultSetupPattern = '${productName} Setup ${version}.${ext}';

/** What NSIS writes, what msiWrapped looks for, and the MSI it writes, as electron-builder names them. */
function windowsInstallerNames(config: Configuration) {
  const namer = windowsNamer(config);
  // MsiWrappedTarget's options: the win section overlaid with msiWrapped (its constructor).
  const msiOptions = deepAssign({}, structuredClone(config.win ?? {}), config.msiWrapped ?? {});
  return {
    nsisWrites: namer.expandArtifactNamePattern(
      config.nsis,
      'exe',
      null,
      defaultSetupPattern,
      false,
    ),
    msiLooksFor: namer.expandArtifactNamePattern(
      msiOptions,
      'exe',
      Arch.x64,
      defaultSetupPattern,
      false,
    ),
    msiWrites: namer.expandArtifactBeautyNamePattern(msiOptions, 'msi', Arch.x64),
  };
}

/** Every string in a configuration that names a file under build/. */
function buildFilesNamed(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('build/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(buildFilesNamed);
  if (value !== null && typeof value === 'object')
    return Object.values(value).flatMap(buildFilesNamed);
  return [];
}

describe('Windows: a wrapped MSI beside the NSIS installer (decisions 88)', () => {
  it('builds NSIS first and the MSI after it, one x64 MSI for both architectures', () => {
    const targets = createConfig({}).win?.target;
    expect(targets).toEqual([
      { target: 'nsis', arch: ['x64', 'arm64'] },
      { target: 'msiWrapped', arch: ['x64'] },
    ]);
  });

  it("wraps the very file NSIS writes, by electron-builder's naming rules", () => {
    for (const config of everyConfig()) {
      const names = windowsInstallerNames(config);
      expect(names.nsisWrites).toBe('boarding-desk-setup-1.2.3.exe');
      expect(names.msiLooksFor).toBe(names.nsisWrites);
      expect(names.msiWrites).toBe('boarding-desk-setup-1.2.3.msi');
    }
  });

  it('the naming check is real: without msiWrapped.artifactName the MSI looks for another file', () => {
    const config = createConfig({});
    const { artifactName: _name, ...rest } = config.msiWrapped!;
    const names = windowsInstallerNames({ ...config, msiWrapped: rest });
    expect(names.msiLooksFor).toBe('Boarding Desk Setup 1.2.3.exe');
    expect(names.msiLooksFor).not.toBe(names.nsisWrites);
  });

  it('runs the per-user installer silently, as the installing user (decisions 75)', () => {
    const config = createConfig({});
    expect(config.msiWrapped).toMatchObject({ wrappedInstallerArgs: '/S', impersonate: true });
    // The installer it wraps stays the one electron-updater updates: per-user, one click.
    expect(config.nsis).toMatchObject({ oneClick: true, perMachine: false });
  });
});

describe('macOS: a non-relocatable pkg beside the dmg (decisions 88)', () => {
  it('builds dmg, zip and pkg for x64 and arm64', () => {
    expect(createConfig({}).mac?.target).toEqual([
      { target: 'dmg', arch: ['x64', 'arm64'] },
      { target: 'zip', arch: ['x64', 'arm64'] },
      { target: 'pkg', arch: ['x64', 'arm64'] },
    ]);
  });

  it('installs only into /Applications on the startup disk, never relocated', () => {
    expect(createConfig({}).pkg).toMatchObject({
      isRelocatable: false,
      installLocation: '/Applications',
      allowAnywhere: false,
      allowCurrentUserHome: false,
      allowRootDirectory: true,
      artifactName: 'boarding-desk-${version}-${arch}.${ext}',
    });
  });

  it('a development build signs no pkg either: the installer certificate is stripped too', () => {
    expect(signingVariables).toEqual(
      expect.arrayContaining(['CSC_INSTALLER_LINK', 'CSC_INSTALLER_KEY_PASSWORD', 'CSC_NAME']),
    );
    expect(createConfig({}).forceCodeSigning).toBe(false);
  });
});

describe('a macOS release signs the pkg with the Developer ID Installer certificate', () => {
  it('names CSC_INSTALLER_LINK when only the application certificate is set', () => {
    const { CSC_INSTALLER_LINK: _installer, ...withoutInstaller } = macRelease;
    expect(releaseProblems(withoutInstaller, ['mac'])).toEqual([
      expect.stringMatching(/^macOS: set CSC_INSTALLER_LINK \(with CSC_INSTALLER_KEY_PASSWORD\)/),
    ]);
    expect(() =>
      createConfig({
        BOARDING_RELEASE: '1',
        BOARDING_RELEASE_PLATFORMS: 'mac',
        ...withoutInstaller,
      }),
    ).toThrow(/CSC_INSTALLER_LINK/);
  });

  it('is satisfied by an installer certificate file, or by one certificate name', () => {
    expect(releaseProblems(macRelease, ['mac'])).toEqual([]);
    expect(
      releaseProblems({ CSC_NAME: 'Example Payments Ltd (TEAM123456)', ...appleIdSet }, ['mac']),
    ).toEqual([]);
  });

  it.each(appleCertificatePrefixes)(
    'refuses CSC_NAME with the type electron-builder adds itself: %s',
    (prefix) => {
      const problems = releaseProblems(
        { CSC_NAME: `${prefix} Example Payments Ltd (TEAM123456)`, ...appleIdSet },
        ['mac'],
      );
      expect(problems).toEqual([
        expect.stringContaining(`CSC_NAME must be the certificate's name without "${prefix}"`),
      ]);
    },
  );

  it('a Windows-only release asks nothing of the pkg', () => {
    expect(releaseProblems(winRelease, ['win'])).toEqual([]);
  });
});

describe('every configuration a build can make', () => {
  it("passes electron-builder's schema", async () => {
    for (const config of everyConfig()) {
      await builderConfig.validateConfiguration(structuredClone(config), new DebugLogger(false));
    }
  });

  it('names only files that exist', () => {
    for (const config of everyConfig()) {
      const files = buildFilesNamed(config);
      expect(files).toEqual(
        expect.arrayContaining(['build/icons/icon.ico', 'build/entitlements.mac.plist']),
      );
      expect(files.filter((file) => !existsSync(path.join(repoRoot, file)))).toEqual([]);
    }
  });
});
