// The Windows opener hands the URL to cmd.exe, which parses its own command line: every cmd
// metacharacter must arrive escaped, or part of an address runs as a second command.
import { describe, expect, it } from 'vitest';
import { windowsStartArgs } from '../../electron/browser/browser-ports';

describe('windowsStartArgs', () => {
  it('escapes every cmd metacharacter a parsed URL can still carry', () => {
    const href = new URL('https://auth.example.com/a|calc&b=(1)^2%USERNAME%!x!<y>').href;
    const [slashC, start, title, escaped] = windowsStartArgs(href);
    expect([slashC, start, title]).toEqual(['/c', 'start', '""']);
    // Unescaped, any of these would be read by cmd.exe (pipe, command chain, grouping, variable
    // expansion, redirection); each must be preceded by a caret.
    expect(escaped?.replace(/\^[\^&|<>()%!"]/g, '')).not.toMatch(/[\^&|<>()%!"]/);
    // Removing the carets gives back exactly the URL.
    expect(escaped?.replace(/\^(.)/g, '$1')).toBe(href);
  });

  it('leaves an ordinary authorization URL readable', () => {
    const href = 'https://auth.example.com/authorize?oauth_token=abc';
    expect(windowsStartArgs(href)[3]).toBe('https://auth.example.com/authorize?oauth_token=abc');
  });
});
