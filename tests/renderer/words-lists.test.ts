// The lists' words that name an action or a record (decisions 82, 91, 95): the new-location action
// and its short form (the short form must start the whole, so the row shows it and the rest goes to
// the accessible name), the toasts that name a merchant, and the Practice badge, in both languages.
import { describe, expect, it } from 'vitest';
import {
  newLocationActionWords,
  newLocationMadeWords,
  newLocationShortWords,
} from '../../renderer/words/new-location';
import { numberedMerchantWords, practiceWords, startAgainWords } from '../../renderer/words/status';
import { catalogueIntl } from './intl';

const languages = [catalogueIntl('en'), catalogueIntl('es')] as const;

describe('the lists’ action and record words', () => {
  it('keeps the short new-location words the start of the whole, in every language', () => {
    for (const intl of languages)
      expect(newLocationActionWords(intl).startsWith(newLocationShortWords(intl))).toBe(true);
    expect(newLocationActionWords(languages[1])).toBe('Nueva ubicación para este comercio');
  });

  it('names the merchant in the toasts, in English and Spanish', () => {
    const [english, spanish] = languages;
    expect(newLocationMadeWords(english, 'Acme LLC')).toMatch(
      /^New location for Acme LLC started\./,
    );
    expect(newLocationMadeWords(spanish, 'Acme LLC')).toMatch(
      /^Se inició una nueva ubicación para Acme LLC\./,
    );
    expect(startAgainWords(english, 'Acme LLC')).toBe(
      'New application started from Acme LLC. Type the SSNs, tax ID and bank numbers again.',
    );
    expect(startAgainWords(spanish, 'Acme LLC')).toMatch(
      /^Se inició una nueva solicitud a partir de Acme LLC\./,
    );
  });

  it('numbers a merchant with no name and marks practice records', () => {
    const [english, spanish] = languages;
    expect(numberedMerchantWords(english, '4417')).toBe('Merchant 4417');
    expect(numberedMerchantWords(spanish, '4417')).toBe('Comercio 4417');
    expect(practiceWords(english)).toBe('Practice');
    expect(practiceWords(spanish)).toBe('Práctica');
  });

  it('says an audit line whole, its outcome, HTTP status and merchant in place', () => {
    const [english, spanish] = languages;
    const line = (intl: (typeof languages)[number], merchantId: string) =>
      intl.formatMessage(
        { id: 'submitted.audit' },
        {
          action: 'submit',
          when: 'WHEN',
          environment: 'Built-in sandbox',
          attempt: 2,
          outcome: intl.formatMessage(
            { id: 'submitted.audit.outcome' },
            { outcome: 'ok', code: 'ok', hasHttp: 'yes', httpStatus: 201 },
          ),
          hasMerchant: merchantId === '' ? 'no' : 'yes',
          merchantId,
        },
      );
    expect(line(english, '4417')).toBe(
      'WHEN: Sent to Built-in sandbox, attempt 2, accepted (HTTP 201), merchant 4417',
    );
    expect(line(english, '')).toBe(
      'WHEN: Sent to Built-in sandbox, attempt 2, accepted (HTTP 201)',
    );
    expect(line(spanish, '4417')).toBe(
      'WHEN: enviada a Built-in sandbox, intento 2, aceptada (HTTP 201), comercio 4417',
    );
    expect(
      spanish.formatMessage(
        { id: 'submitted.audit.outcome' },
        { outcome: 'other', code: 'SERVER_REJECTED', hasHttp: 'no', httpStatus: 0 },
      ),
    ).toBe('no aceptada (SERVER_REJECTED)');
  });
});
