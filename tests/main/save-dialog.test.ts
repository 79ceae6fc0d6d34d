// files:chooseSavePath (decisions 77): the options given to Electron's save dialog, the window it
// belongs to, a cancel answered as null, and browser mode refusing instead of guessing.
import { describe, expect, it, vi } from 'vitest';
import type { BrowserWindow, SaveDialogOptions } from 'electron';
import { fileHandlers } from '../../electron/core/app/handlers/file-handlers';
import { createReplaceConsent } from '../../electron/core/app/replace-consent';
import { systemClock } from '../../electron/core/ports';
import { createChooseSavePath, saveDialogOptions } from '../../electron/main/save-dialog';

const appWindow = { id: 1 } as unknown as BrowserWindow;

describe('saveDialogOptions', () => {
  it('opens on the proposal, with the filter for the kind of file', () => {
    expect(
      saveDialogOptions({ kind: 'pdf', defaultPath: '/home/agent/Acme-2026-11-26.pdf' }),
    ).toMatchObject({
      defaultPath: '/home/agent/Acme-2026-11-26.pdf',
      filters: [{ name: 'PDF document', extensions: ['pdf'] }],
      properties: expect.arrayContaining(['showOverwriteConfirmation']),
    });
    expect(saveDialogOptions({ kind: 'export', defaultPath: '' }).defaultPath).toBe(
      'boarding-desk-export.age',
    );
    expect(saveDialogOptions({ kind: 'support', defaultPath: ' ' }).filters).toEqual([
      { name: 'Support bundle', extensions: ['json'] },
    ]);
  });
});

describe('createChooseSavePath', () => {
  it('shows the dialog as a child of the app window and answers the chosen file', async () => {
    const showSaveDialog = vi.fn(async (_window: unknown, _options: SaveDialogOptions) => ({
      canceled: false,
      filePath: '/chosen/Acme.pdf',
    }));
    const choose = createChooseSavePath({ showSaveDialog, parentWindow: () => appWindow });
    expect(await choose({ kind: 'pdf', defaultPath: '/home/agent/Acme.pdf' })).toBe(
      '/chosen/Acme.pdf',
    );
    expect(showSaveDialog).toHaveBeenCalledWith(
      appWindow,
      expect.objectContaining({ defaultPath: '/home/agent/Acme.pdf' }),
    );
  });

  it('answers null when the agent cancels', async () => {
    const choose = createChooseSavePath({
      showSaveDialog: async () => ({ canceled: true, filePath: '' }),
      parentWindow: () => appWindow,
    });
    expect(await choose({ kind: 'export', defaultPath: '' })).toBeNull();
  });
});

describe('files:chooseSavePath handler', () => {
  it('in browser mode (no dialog port) refuses, so a screen never writes to a guessed path', async () => {
    const answer = await fileHandlers(undefined, createReplaceConsent(systemClock))[
      'files:chooseSavePath'
    ]({
      kind: 'pdf',
      defaultPath: '/tmp/x.pdf',
    });
    expect(answer.ok || answer.error.code).toBe('INVALID_STATE');
  });

  it('in Electron relays the dialog answer', async () => {
    const answer = await fileHandlers(
      async () => '/chosen/x.pdf',
      createReplaceConsent(systemClock),
    )['files:chooseSavePath']({
      kind: 'pdf',
      defaultPath: '/tmp/x.pdf',
    });
    expect(answer).toEqual({ ok: true, value: { filePath: '/chosen/x.pdf' } });
  });
});
