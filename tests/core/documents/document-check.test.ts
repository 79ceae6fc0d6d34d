// The PNG check inflates the image data only as far as the header's promise: a small file that
// inflates to far more (a deflate bomb) is refused as damaged, and a real picture still passes.
import { describe, expect, it } from 'vitest';
import { checkDocument } from '../../../electron/core/documents/document-check';
import { pngBomb, pngBytes } from './document-fixtures';

describe('the PNG check', () => {
  it('refuses image data that inflates past what the header promises', async () => {
    const bomb = pngBomb(1024 * 1024);
    expect(bomb.length).toBeLessThan(4096);
    expect(await checkDocument(bomb, { name: 'id.png' })).toEqual({
      ok: false,
      problem: 'damaged',
    });
  });

  it('passes image data of exactly the promised size', async () => {
    expect(await checkDocument(pngBytes(), { name: 'id.png' })).toEqual({
      ok: true,
      mediaType: 'image/png',
    });
  });
});
