// The renderer's one policy from contract events to the cache, and its one display-name rule,
// checked in the real sources: every `boarding.on(...)` is in renderer/data/use-contract-events.ts
// (once per event), and "the legal name, else the DBA" is written in shared/ only.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');

describe('the renderer listens to each contract event in one place', () => {
  it('every boarding.on(...) is in use-contract-events.ts, once per event', () => {
    const listeners: string[] = [];
    const dir = path.join(root, 'renderer');
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/boarding\.on\(\s*'([^']+)'/g))
        listeners.push(`${path.relative(dir, file)} ${match[1]}`);
    }
    expect(listeners.length).toBeGreaterThan(3);
    const elsewhere = listeners.filter((entry) => !entry.startsWith('data/use-contract-events.ts'));
    expect(elsewhere).toEqual([]);
    const events = listeners.map((entry) => entry.split(' ')[1]);
    expect(events).toEqual([...new Set(events)]);
  });

  it('the display-name rule is written once, in shared/', () => {
    const dir = path.join(root, 'renderer');
    const copies: string[] = [];
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      // "legal name, else the DBA" spelled out again: `legalName(.trim())? || ... dba`
      if (/legalName(\.trim\(\))?\s*\|\|[^\n]*dba/i.test(readFileSync(file, 'utf8')))
        copies.push(path.relative(root, file));
    }
    expect(copies).toEqual([]);
  });
});
