import { describe, expect, it } from 'vitest';
import {
  guardOpenExternal,
  helpLinks,
  isAllowedExternalUrl,
} from '../../../electron/core/app/external-url-policy';

const allowed = [
  'http://127.0.0.1:4318/boarding/v2/oauth/1a/authorize',
  'https://auth.example.com/authorize',
  helpLinks.guide,
];

describe('openExternal allow-list', () => {
  it('allows configured authorization-page origins and help links', () => {
    expect(
      isAllowedExternalUrl(
        'http://127.0.0.1:4318/boarding/v2/oauth/1a/authorize?oauth_token=x',
        allowed,
      ),
    ).toBe(true);
    expect(isAllowedExternalUrl('https://auth.example.com/other', allowed)).toBe(true);
    expect(isAllowedExternalUrl(`${helpLinks.guide}#drafts`, allowed)).toBe(true);
  });

  it('refuses other origins, schemes, credentials and look-alikes', () => {
    for (const url of [
      'https://auth.example.com.evil.net/authorize',
      'http://auth.example.com/authorize', // http off loopback
      'http://127.0.0.1:4319/authorize', // another port
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://server/share',
      'https://user:pass@auth.example.com/',
      'not a url',
      42,
    ]) {
      expect(isAllowedExternalUrl(url, allowed), String(url)).toBe(false);
    }
    expect(isAllowedExternalUrl('http://evil.example/', ['http://evil.example/'])).toBe(false);
  });

  it('the guarded opener only calls the platform opener for allowed URLs', async () => {
    const opened: string[] = [];
    const open = guardOpenExternal(
      async (url) => {
        opened.push(url);
      },
      () => allowed,
    );
    await open('https://auth.example.com/authorize?oauth_token=t');
    await expect(open('https://evil.example/')).rejects.toThrow(/Refused/);
    expect(opened).toEqual(['https://auth.example.com/authorize?oauth_token=t']);
  });

  it('hands the opener the parsed URL, so no other parser can read another host into it', async () => {
    const opened: string[] = [];
    const open = guardOpenExternal(
      async (url) => {
        opened.push(url);
      },
      () => allowed,
    );
    await open('https://auth.example.com\\@evil.example/authorize');
    await open('https://auth.exa\tmple.com/authorize');
    await open('HTTPS://AUTH.EXAMPLE.COM:443/authorize');
    expect(opened).toEqual([
      'https://auth.example.com/@evil.example/authorize',
      'https://auth.example.com/authorize',
      'https://auth.example.com/authorize',
    ]);
  });
});
