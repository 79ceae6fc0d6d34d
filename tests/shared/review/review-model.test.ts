// The review with the merchant: plain words for every value that is sent, in the form's order,
// masked numbers, and nothing for what was left empty.
import { describe, expect, it } from 'vitest';
import type { DraftPayload } from '../../../shared/drafts/draft-schema';
import { buildReview, dateInWords, maskedValue } from '../../../shared/review/review-model';
import { categoryName } from '../../../electron/core/categories/category-search';
import { sections } from '../../../shared/review/form-sections';
import {
  validFullPayload,
  validFundingAccount,
  validOwner,
  validQuickStartPayload,
} from '../../fixtures/merchant';

function asPayload(value: object): DraftPayload {
  return value as DraftPayload;
}

function rowAt(review: ReturnType<typeof buildReview>, path: string) {
  for (const section of review.sections) {
    const row = [...section.rows, ...section.groups.flatMap((group) => group.rows)].find(
      (candidate) => candidate.path === path,
    );
    if (row) return row;
  }
  return undefined;
}

describe('buildReview', () => {
  const review = buildReview(asPayload(validFullPayload({ swipedPercent: 85 })), 'full');

  it('titles the review with the legal name and the DBA', () => {
    expect(review.title).toBe('Example Fuel LLC (Example Fuel Springfield)');
  });

  it('keeps the form’s section order and leaves out sections with nothing entered', () => {
    const order = sections.map((section) => section.id).filter((id) => id !== 'quickstart');
    expect(review.sections.map((section) => section.id)).toEqual(order);
  });

  it('names codes instead of showing numbers', () => {
    expect(rowAt(review, 'businessType')?.value).toBe('Healthcare');
    expect(rowAt(review, 'legalCorporationType')?.value).toBe('LLC/LLP');
    expect(rowAt(review, 'taxIdType')?.value).toBe('EIN');
    expect(rowAt(review, 'fundingAccount[0].accountType')?.value).not.toMatch(/^\d+$/);
  });

  it('names the merchant category by the lookup it is given, with its code after the name', () => {
    // The list is core's (decisions 102): the PDF passes core's lookup, the screen core's answer.
    const named = (category: string) =>
      rowAt(
        buildReview(
          asPayload(validFullPayload({ category })),
          'full',
          undefined,
          undefined,
          categoryName,
        ),
        'category',
      )?.value;
    expect(named('5172')).toBe('Petroleum and Petroleum Products (5172)');
    expect(named('742')).toBe('Veterinary Services (0742)');
    expect(named('0001')).toBe('0001');
    // A listed code without a published name, and no lookup at all: the code as stored.
    expect(named('5815')).toBe('5815');
    expect(rowAt(review, 'category')?.value).toBe('5172');
  });

  it('names a code no table lists as a code', () => {
    const odd = buildReview(asPayload(validFullPayload({ businessType: 77 })), 'full');
    expect(rowAt(odd, 'businessType')?.value).toBe('Code 77');
  });

  it('writes dates in words, shares as percentages and phones formatted', () => {
    expect(rowAt(review, 'owner[0].dob')).toMatchObject({
      label: 'Date of birth',
      value: 'April 15, 1980',
    });
    expect(rowAt(review, 'legalCorporationDate')?.value).toBe('June 1, 2015');
    expect(rowAt(review, 'swipedPercent')?.value).toBe('85%');
    expect(rowAt(review, 'owner[0].ownership')?.value).toBe('100%');
    expect(rowAt(review, 'legalPhone')?.value).toBe('(217) 555-0123');
    expect(dateInWords('1975-03-04')).toBe('March 4, 1975');
    expect(dateInWords('not a date')).toBe('not a date');
  });

  it('masks SSN, tax id and account numbers and nothing else', () => {
    expect(rowAt(review, 'owner[0].ssn')).toEqual({
      path: 'owner[0].ssn',
      label: 'SSN',
      value: '123-45-6789',
      masked: '•••• 6789',
    });
    expect(rowAt(review, 'taxId')?.masked).toBe('•••• 4321');
    expect(rowAt(review, 'fundingAccount[0].accountNumber')?.masked).toBe('•••• 6789');
    expect(rowAt(review, 'fundingAccount[0].routingNumber')?.masked).toBeUndefined();
    expect(rowAt(review, 'legalName')?.masked).toBeUndefined();
    expect(maskedValue('12')).toBe('••••');
  });

  it('leaves out empty optional fields', () => {
    const sparse = buildReview(
      asPayload(
        validFullPayload({
          website: '',
          locationFax: undefined,
          fundingAccount: [validFundingAccount({ zipcodeExtension: null })],
        }),
      ),
      'full',
    );
    expect(rowAt(sparse, 'website')).toBeUndefined();
    expect(rowAt(sparse, 'locationFax')).toBeUndefined();
    expect(rowAt(sparse, 'fundingAccount[0].zipcodeExtension')).toBeUndefined();
    expect(rowAt(sparse, 'portfolio')).toBeUndefined();
  });

  it('numbers owners and accounts as groups, ten owners included', () => {
    const owners = Array.from({ length: 10 }, (_, index) =>
      validOwner({ name: `Owner Person ${index + 1}`, ownership: 10, ssn: `12345678${index}` }),
    );
    const many = buildReview(
      asPayload(
        validFullPayload({
          owner: owners,
          fundingAccount: [validFundingAccount(), validFundingAccount({ name: 'Second Bank' })],
        }),
      ),
      'full',
    );
    const ownerGroups = many.sections.find((section) => section.id === 'owners')!.groups;
    expect(ownerGroups.map((group) => group.title)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Owner ${index + 1}`),
    );
    expect(ownerGroups[9]!.rows.find((row) => row.label === 'Full name')?.value).toBe(
      'Owner Person 10',
    );
    expect(rowAt(many, 'owner[9].ssn')?.masked).toBe('•••• 6789');
    const accounts = many.sections.find((section) => section.id === 'funding')!.groups;
    expect(accounts.map((group) => [group.title, group.path])).toEqual([
      ['Account 1', 'fundingAccount[0]'],
      ['Account 2', 'fundingAccount[1]'],
    ]);
  });

  it('shows a QuickStart application’s invite code in its own section first', () => {
    const quick = buildReview(asPayload(validQuickStartPayload()), 'quickstart');
    expect(quick.sections.map((section) => section.id)).toEqual(['quickstart', 'legal', 'owners']);
    expect(quick.title).toBe('Example Fuel LLC');
    expect(quick.variant).toBe('quickstart');
  });

  it('shows the kept pricing words in place of the bare code, only while they are for that code', () => {
    const pricing = {
      code: 'TZS4-BEH8-R7VS',
      label: 'Restaurants',
      summary: 'Restaurants 2.69% + 10c, no annual fee',
    };
    const priced = buildReview(
      asPayload(validQuickStartPayload({ inviteCode: 'TZS4-BEH8-R7VS' })),
      'quickstart',
      undefined,
      pricing,
    );
    expect(rowAt(priced, 'inviteCode')).toEqual({
      path: 'inviteCode',
      label: 'Pricing',
      value: 'Restaurants — Restaurants 2.69% + 10c, no annual fee (TZS4-BEH8-R7VS)',
      typed: { kind: 'pricing' },
    });
    const other = buildReview(
      asPayload(validQuickStartPayload({ inviteCode: 'AAAA-BBBB-CCCC' })),
      'quickstart',
      undefined,
      pricing,
    );
    expect(rowAt(other, 'inviteCode')).toMatchObject({
      label: 'Invite code',
      value: 'AAAA-BBBB-CCCC',
    });
  });

  it('shows a value the rules would reject as it was typed', () => {
    const typed = buildReview(asPayload(validFullPayload({ legalPhone: '555' })), 'full');
    expect(rowAt(typed, 'legalPhone')?.value).toBe('555');
  });
});

describe('buildReview values as data', () => {
  it('gives dates, percentages and yes or no as data, for the reader’s language (decisions 99)', () => {
    const review = buildReview(
      asPayload(validFullPayload({ legalCorporationDate: '2011-03-04', swipedPercent: 85 })),
      'full',
    );
    const rows = review.sections.flatMap((section) => section.rows);
    expect(rows.find((row) => row.path === 'legalCorporationDate')?.typed).toEqual({
      kind: 'date',
      year: 2011,
      month: 3,
      day: 4,
    });
    expect(rows.find((row) => row.path === 'swipedPercent')?.typed).toEqual({
      kind: 'percent',
      percent: 85,
    });
    expect(rows.find((row) => row.path === 'legalName')?.typed).toBeUndefined();
  });
});
