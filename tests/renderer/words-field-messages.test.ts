// The shared field rules' verdicts worded in the agent's language (decisions 93): judged by the real
// shared schema from what an agent types (through the form's own normalisation), then worded from
// the real catalogues. English from the catalogue must read exactly as core's English.
import { describe, expect, it } from 'vitest';
import { judgeMerchant } from '../../shared/merchant/validate';
import { plausibilityFindings } from '../../shared/merchant/plausibility';
import { accountConfirmProblems } from '../../shared/merchant/account-confirm';
import { englishFieldMessage, type FieldProblem } from '../../shared/merchant/field-messages';
import { normalizeInput } from '../../shared/merchant/normalize';
import { sampleMerchantPayload } from '../../shared/merchant/sample-merchant';
import { codeLabel, fieldMessage, fieldNoun } from '../../renderer/words/field-messages';
import { fieldLabel, placeWords } from '../../renderer/words/field-places';
import { catalogueIntl } from './intl';

const en = catalogueIntl('en');
const es = catalogueIntl('es');

function problemsOf(payload: unknown): FieldProblem[] {
  const verdict = judgeMerchant(payload);
  return verdict.ok ? [] : verdict.fieldErrors;
}

function problemAt(payload: unknown, field: string): FieldProblem {
  const found = problemsOf(payload).find((problem) => problem.field === field);
  if (found === undefined) throw new Error(`no problem at ${field}`);
  return found;
}

const sample = sampleMerchantPayload() as Record<string, unknown> & {
  owner: Record<string, unknown>[];
};

function withOwners(...owners: Record<string, unknown>[]) {
  return { ...sample, owner: owners.map((owner) => ({ ...sample.owner[0], ...owner })) };
}

describe('field messages in the agent language', () => {
  it('the sample merchant has no problem (the fixtures below change one thing each)', () => {
    expect(problemsOf(sample)).toEqual([]);
  });

  it('an ownership typed as "85%" by two owners: the total, in each language', () => {
    const share = Number(normalizeInput('ownership', '85%'));
    const problem = problemAt(withOwners({ ownership: share }, { ownership: share }), 'owner');
    expect(problem.rule).toEqual({ code: 'ownershipTotal', values: { total: '170' } });
    expect(fieldMessage(en, problem)).toBe(
      'Ownership across all owners adds up to 170%; it can be at most 100%',
    );
    expect(fieldMessage(en, problem)).toBe(problem.message);
    expect(fieldMessage(es, problem)).toBe(
      'La participación de todos los propietarios suma 170%; puede ser como máximo 100%',
    );
  });

  it('a phone typed with +1 and a digit short counts its digits in Spanish', () => {
    const phone = normalizeInput('phone', '+1 217 555 014');
    const problem = problemAt({ ...sample, legalPhone: phone }, 'legalPhone');
    expect(problem.rule?.code).toBe('phoneDigits');
    expect(fieldMessage(en, problem)).toBe(problem.message);
    expect(fieldMessage(es, problem)).toBe(
      'El teléfono legal tiene 10 dígitos: un número de EE. UU. tiene 10 dígitos, como (217) 555-0142',
    );
    const one = problemAt({ ...sample, legalPhone: '7' }, 'legalPhone');
    expect(fieldMessage(es, one)).toMatch(/^El teléfono legal tiene 1 dígito:/);
    expect(fieldMessage(en, one)).toMatch(/^Legal phone has 1 digit:/);
  });

  it('a +1 phone with 10 more digits is stored without the country code and passes', () => {
    const phone = normalizeInput('phone', '+1 (217) 555-0142');
    expect(problemsOf({ ...sample, legalPhone: phone })).toEqual([]);
  });

  it('a missing field names its noun with the article Spanish needs', () => {
    const { legalName: _legalName, ...withoutName } = sample;
    const problem = problemAt(withoutName, 'legalName');
    expect(fieldMessage(en, problem)).toBe('Enter the legal name');
    expect(fieldMessage(es, problem)).toBe('Ingrese el nombre legal');
    const owner = problemAt(withOwners({ email: '' }), 'owner[0].email');
    expect(fieldMessage(es, owner)).toBe('Ingrese el correo electrónico del propietario');
  });

  it('a code field left empty says Choose; a bad SSN range names the range', () => {
    const { businessType: _type, ...withoutType } = sample;
    expect(fieldMessage(es, problemAt(withoutType, 'businessType'))).toBe(
      'Elija el tipo de negocio',
    );
    const ssn = problemAt(withOwners({ ssn: '666121234' }), 'owner[0].ssn');
    expect(fieldMessage(es, ssn)).toBe(
      'El SSN no puede empezar por 666: no se emiten SSN en ese rango. Revise el número',
    );
  });

  it('warnings and the account confirmation are worded too', () => {
    const warnings = plausibilityFindings({ ...sample, legalZip: '62704', legalState: 'WI' });
    const zip = warnings.find((warning) => warning.field === 'legalZip')!;
    expect(fieldMessage(en, zip)).toBe('ZIP code 62704 is in IL, not WI');
    expect(fieldMessage(es, zip)).toBe('El código postal 62704 está en IL, no en WI');
    const [mismatch] = accountConfirmProblems([
      { accountNumber: '12345678', accountNumberConfirm: '12345679' },
    ]);
    expect(fieldMessage(es, mismatch!)).toMatch(/^Los dos números de cuenta no coinciden/);
  });

  it('a message the service sent (no verdict) is shown as it came', () => {
    const served = { field: 'legalName', message: 'Name on file differs' };
    expect(fieldMessage(es, served)).toBe('Name on file differs');
  });

  it('every verdict worded from the English catalogue reads as core English', () => {
    const cases: FieldProblem[] = [
      ...problemsOf({ owner: [{}], fundingAccount: [{ zipcodeExtension: 5 }] }),
      ...problemsOf({ ...sample, website: 'tonys bistro', swipedPercent: 101, category: '51' }),
      ...problemsOf({ ...sample, legalCorporationDate: '2999-01-01T00:00:00', taxId: '12' }),
    ];
    expect(cases.length).toBeGreaterThan(20);
    for (const problem of cases) {
      expect(problem.rule, problem.field).toBeDefined();
      expect(fieldMessage(en, problem), problem.field).toBe(problem.message);
      expect(fieldMessage(es, problem), problem.field).not.toBe(problem.message);
    }
  });

  it('English nouns are the shared field tables nouns, and labels are the form labels', () => {
    expect(fieldNoun(en, 'owner[2].zipCode')).toBe("owner's ZIP code");
    expect(fieldNoun(es, 'owner.2.zipCode')).toBe('el código postal del propietario');
    expect(fieldLabel(es, 'fundingAccount.0.accountNumberConfirm')).toBe(
      'Repita el número de cuenta',
    );
    expect(englishFieldMessage({ code: 'missing' }, fieldNoun(en, 'taxName'))).toBe(
      'Enter the tax name',
    );
  });

  it('built-in code labels are translated; an environment label of its own is data', () => {
    expect(codeLabel(es, 'accountType', { code: 1, label: 'Checking' })).toBe('Cheques');
    expect(codeLabel(es, 'accountType', { code: 1, label: 'Business checking' })).toBe(
      'Business checking',
    );
  });
});

describe('where a field is', () => {
  it('names the row or section and the label in each language', () => {
    expect(placeWords(en, 'owner.1.ssn')).toEqual({ where: 'Owner 2', label: 'SSN' });
    expect(placeWords(es, 'fundingAccount.0.routingNumber')).toEqual({
      where: 'Cuenta de depósito 1',
      label: 'Número de ruta',
    });
    expect(placeWords(es, 'taxName')).toEqual({
      where: 'Impuestos',
      label: 'Nombre en las declaraciones de impuestos',
    });
  });
});
