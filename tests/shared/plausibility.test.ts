// Plausibility (decisions 29): impossible values are field errors, unlikely ones are warnings that
// never block. Dates are judged against an injected day where the rule allows, else relative to now.
import { describe, expect, it } from 'vitest';
import {
  birthDateWarning,
  emailWarning,
  isWebsite,
  normalizeInput,
  plausibilityWarnings,
  ssnProblem,
  validateMerchant,
  zipStateWarning,
} from '../../shared/merchant';
import { validFullPayload, validOwner } from '../fixtures/merchant';
import { errorsFor } from './payload-helpers';

const today = new Date(2026, 10, 25); // 25 Nov 2026, local time
const yearsFromNow = (years: number) => `${new Date().getFullYear() + years}-06-15T00:00:00`;

describe('SSNs that are never issued', () => {
  it.each([
    '000000000',
    '000121234',
    '666121234',
    '900121234',
    '999999999',
    '123001234',
    '123450000',
  ])('%s is an error', (ssn) => {
    expect(ssnProblem(ssn)).toMatch(/^SSN cannot/);
    expect(errorsFor('owner', 'ssn', ssn)).toEqual([
      { field: 'owner[0].ssn', message: ssnProblem(ssn) },
    ]);
  });
  it.each(['123456789', '001010001', '899999999', '665121234'])('%s passes', (ssn) => {
    expect(ssnProblem(ssn)).toBeUndefined();
  });
});

describe('dates', () => {
  it('a date of birth in the future is an error (2030 was accepted)', () => {
    expect(errorsFor('owner', 'dob', yearsFromNow(4))).toEqual([
      { field: 'owner[0].dob', message: 'Date of birth is in the future: re-check the year' },
    ]);
    expect(errorsFor('owner', 'dob', '1899-12-31T00:00:00')[0]?.message).toMatch(/before 1900/);
    expect(errorsFor('owner', 'dob', '1980-02-29T00:00:00')).toEqual([]);
  });

  it('an incorporation date in the future is an error', () => {
    expect(errorsFor('top', 'legalCorporationDate', yearsFromNow(1))).toEqual([
      {
        field: 'legalCorporationDate',
        message: 'Incorporation date is in the future: re-check the year',
      },
    ]);
    expect(errorsFor('top', 'legalCorporationDate', '2015-03-01T00:00:00')).toEqual([]);
  });

  it('an owner under 18 is a warning, not an error', () => {
    expect(birthDateWarning('2010-01-01T00:00:00', today)).toMatch(/under 18/);
    expect(birthDateWarning('2008-11-25T00:00:00', today)).toBeUndefined(); // 18 today
    expect(birthDateWarning('2008-11-26T00:00:00', today)).toMatch(/under 18/);
    const payload = validFullPayload({ owner: [validOwner({ dob: '2010-01-01T00:00:00' })] });
    expect(validateMerchant(payload).ok).toBe(true);
    expect(plausibilityWarnings(payload, today)).toEqual([
      { field: 'owner[0].dob', message: expect.stringMatching(/under 18/) as unknown as string },
    ]);
  });
});

describe('website and e-mail shapes', () => {
  it.each([
    'tonysbistro.com',
    'www.tonys-bistro.com/menu',
    'https://tonysbistro.com',
    'shop.example.co.uk',
  ])('%s is a website', (site) => {
    expect(isWebsite(site)).toBe(true);
    expect(errorsFor('top', 'website', site)).toEqual([]);
  });
  it.each(['tonys bistro', 'tonysbistro', 'http://', 'tonys bistro.com'])(
    '%s is an error',
    (site) => {
      expect(isWebsite(site)).toBe(false);
      expect(errorsFor('top', 'website', site)[0]?.message).toMatch(/address like tonysbistro.com/);
    },
  );
  it('a website is judged as it is stored: the spaces around it are taken off first', () => {
    expect(normalizeInput('website', ' tonysbistro.com ')).toBe('tonysbistro.com');
    // Untrimmed, it is not what would be sent: it is not passed as if it were.
    expect(isWebsite(' tonysbistro.com ')).toBe(false);
  });
  it('a misspelt mailbox domain is a warning', () => {
    expect(emailWarning('tony@gmial.com')).toBe('Did you mean …@gmail.com?');
    expect(emailWarning('tony@bistro.con')).toMatch(/\.con/);
    expect(emailWarning('tony@gmail.com')).toBeUndefined();
  });
});

describe('ZIP against state', () => {
  it('a ZIP of another state is a warning', () => {
    expect(zipStateWarning('62704', 'IL')).toBeUndefined();
    expect(zipStateWarning('62704-1234', 'IL')).toBeUndefined();
    expect(zipStateWarning('62704', 'WI')).toBe('ZIP code 62704 is in IL, not WI');
    const payload = validFullPayload({ legalZip: '10001', legalState: 'CA' });
    expect(plausibilityWarnings(payload, today).map((warning) => warning.field)).toContain(
      'legalZip',
    );
  });
  it('a valid sample application has no warning', () => {
    expect(plausibilityWarnings(validFullPayload(), today)).toEqual([]);
  });
});
