// The organisation's settings in words (renderer/words/policy.ts, decisions 84), in English (the
// source) and Spanish (decisions 91): who sets a value and since when, where the file is, and
// why a file was not applied; names and places are data, shown as given.
import { describe, expect, it } from 'vitest';
import type { PolicyState } from '../../shared/policy/policy-state-schema';
import {
  policyProblemHeading,
  policySourceWords,
  setByWords,
  withdrawnWords,
} from '../../renderer/words/policy';
import { retentionDay } from '../../renderer/words/retention';
import { catalogueIntl } from './intl';

const intl = catalogueIntl('en');
const spanish = catalogueIntl('es');

const state: PolicyState = {
  organisation: 'Acme Payments IT',
  issuedOn: '2026-11-20',
  source: { kind: 'file', location: '/etc/boarding-desk/policy.json' },
  appliedAt: '2026-11-21T09:00:00.000Z',
  managed: ['retentionDays'],
  managedEnvironmentIds: [],
  signatureRuleEnvironmentIds: [],
  agreements: [],
  isSandboxOffered: true,
  areAgentEnvironmentsAllowed: true,
  problem: null,
  isPending: false,
};

describe('who sets a value', () => {
  it('names the organisation and the day the file was issued, that same day in any zone', () => {
    expect(setByWords(intl, state)).toBe('Set by Acme Payments IT since Nov 20, 2026');
    expect(setByWords(spanish, state)).toBe(
      'Establecido por Acme Payments IT desde el 20 nov 2026',
    );
  });

  it('falls back to the day it was applied, then to no day, and to "your organisation"', () => {
    const applied = { ...state, issuedOn: null, organisation: null };
    expect(setByWords(intl, applied)).toMatch(/^Set by your organisation since Nov 2[01], 2026$/);
    expect(setByWords(intl, { ...applied, appliedAt: null })).toBe('Set by your organisation');
    expect(setByWords(spanish, { ...applied, appliedAt: null })).toBe(
      'Establecido por su organización',
    );
  });
});

describe('where the file is and why it was not applied', () => {
  it('names the place in words an office IT recognises', () => {
    expect(
      policySourceWords(intl, { kind: 'windows-registry', location: 'HKLM\\Software\\X' }),
    ).toBe('the Windows policy registry key HKLM\\Software\\X');
    expect(policySourceWords(spanish, { kind: 'macos-profile', location: 'com.acme' })).toBe(
      'el perfil de configuración de macOS com.acme',
    );
  });

  it('says what is wrong with the file, with the system code', () => {
    const problem = {
      source: { kind: 'file' as const, location: '/etc/policy.json' },
      cause: 'unreadable' as const,
      osCode: 'EACCES',
      issues: [],
    };
    expect(policyProblemHeading(intl, problem)).toBe(
      'Your organisation’s settings in the file /etc/policy.json could not be read (EACCES).',
    );
    expect(
      policyProblemHeading(spanish, { ...problem, cause: 'not-json', osCode: undefined }),
    ).toBe(
      'La configuración de su organización en el archivo /etc/policy.json no es un JSON válido.',
    );
  });

  it('holds an application for a withdrawn environment in words naming it', () => {
    expect(withdrawnWords(spanish, 'Acme Production').detail).toContain(
      'Se envía a Acme Production',
    );
  });
});

describe('retention dates', () => {
  it('are the day in the agent’s locale', () => {
    const at = new Date(2026, 10, 24, 12).getTime();
    expect(retentionDay(intl, at)).toBe('Nov 24, 2026');
    expect(retentionDay(spanish, at)).toBe('24 nov 2026');
  });
});
