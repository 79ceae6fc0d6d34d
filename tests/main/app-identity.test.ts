// The AppUserModelID main sets on Windows is the builder's appId, the ID the NSIS installer stamps
// on the shortcuts (decisions 76); other platforms have no such ID and are left alone.
import { describe, expect, it, vi } from 'vitest';
import { createConfig } from '../../build/electron-builder.config';
import { applyWindowsAppIdentity } from '../../electron/main/app-identity';

describe('applyWindowsAppIdentity', () => {
  it('sets the installer shortcut ID on Windows', () => {
    const app = { setAppUserModelId: vi.fn() };
    applyWindowsAppIdentity(app, 'win32');
    expect(app.setAppUserModelId).toHaveBeenCalledExactlyOnceWith(createConfig({}).appId);
  });

  it.each(['darwin', 'linux'] as const)('does nothing on %s', (platform) => {
    const app = { setAppUserModelId: vi.fn() };
    applyWindowsAppIdentity(app, platform);
    expect(app.setAppUserModelId).not.toHaveBeenCalled();
  });
});
