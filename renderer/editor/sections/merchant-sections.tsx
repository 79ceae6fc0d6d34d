// The merchant's own details, section by section in the order an agent asks: the invite code
// (QuickStart), Business, Legal entity, Tax, Location and Statement. Owners and funding accounts,
// which are lists, have their own files.
import { useFormContext, useWatch } from 'react-hook-form';
import { useEditorState, useIsReadOnly } from '../editor-store';
import { isQuickStartStart, useStartMode } from '../quickstart-start';
import { codeHelp, topLevelLabels } from '../../words/fields';
import type { FormValues } from '../form-values';
import { CategoryField } from '../fields/CategoryField';
import { InviteCodeField } from '../fields/InviteCodeField';
import { CheckboxField, CodeField, DateField, StateField, TextField } from '../fields/inputs';
import { MaskedField, masks } from '../fields/MaskedField';
import { Section } from '../Section';

const label = (name: keyof typeof topLevelLabels) => topLevelLabels[name].label;

export function QuickStartSection() {
  const isQuickStart = useEditorState((state) => state.variant === 'quickstart');
  const inviteCode = useWatch<FormValues, 'inviteCode'>({ name: 'inviteCode' }) ?? '';
  const { mode, chooseFull } = useStartMode();
  const isReadOnly = useIsReadOnly();
  const isStart = !isReadOnly && isQuickStartStart(mode, { inviteCode });
  return (
    <Section id="quickstart">
      <InviteCodeField
        label={label('inviteCode')}
        hint={
          isStart
            ? 'QuickStart application: type the invite code from the merchant’s portal, like TZS4-BEH8-R7VS.'
            : 'Only if the merchant has one from your portal, like TZS4-BEH8-R7VS. It sets rates and fees.'
        }
      />
      <div className="variant-notice">
        <p role="status">
          {isStart
            ? 'QuickStart: only the invite code, the legal name and each owner’s full name and e-mail are needed. The sections QuickStart does not need are folded away below; anything entered there is still checked.'
            : isQuickStart
              ? 'QuickStart: only the invite code, the legal name and each owner’s full name and e-mail are required now. Anything else you enter is still checked. Remove the code to return to the full application; nothing you entered is lost.'
              : 'Full application: every field marked Required must be filled in.'}
        </p>
        {isStart && (
          <button type="button" className="secondary" onClick={chooseFull}>
            Use the full application instead
          </button>
        )}
      </div>
    </Section>
  );
}

function KeyedShare() {
  const swiped = useWatch<FormValues, 'swipedPercent'>({ name: 'swipedPercent' });
  const share = /^\s*\d{1,3}\s*$/.test(swiped ?? '') ? Number(swiped) : null;
  return (
    <output className="keyed-share" htmlFor="field-swipedPercent">
      Keyed (card not present):{' '}
      {share !== null && share <= 100 ? `${100 - share}%` : 'enter the card-present share'}
    </output>
  );
}

export function BusinessSection() {
  return (
    <Section id="business">
      <CategoryField label={label('category')} />
      <CodeField name="businessType" label={label('businessType')} table="businessType" />
      <TextField name="website" label={label('website')} type="url" autoComplete="url" />
      <TextField name="sells" label={label('sells')} />
      <TextField name="returnPolicy" label={label('returnPolicy')} />
      <CodeField name="delivery" label={label('delivery')} table="delivery" />
      <div className="field-with-aside">
        <TextField
          name="swipedPercent"
          label={label('swipedPercent')}
          inputMode="numeric"
          hint="Share of sales where the card is swiped, dipped or tapped: 0 to 100."
        />
        <KeyedShare />
      </div>
      <CodeField
        name="processor"
        label={label('processor')}
        table="processor"
        hint={codeHelp.processor}
      />
    </Section>
  );
}

export function LegalSection() {
  return (
    <Section id="legal">
      <TextField name="legalName" label={label('legalName')} autoComplete="organization" />
      <TextField name="legalAddress" label={label('legalAddress')} />
      <TextField name="legalCity" label={label('legalCity')} />
      <StateField name="legalState" label={label('legalState')} />
      <MaskedField name="legalZip" label={label('legalZip')} spec={masks.zip} />
      <MaskedField name="legalPhone" label={label('legalPhone')} spec={masks.phone} />
      <CodeField
        name="legalCorporationType"
        label={label('legalCorporationType')}
        table="legalCorporationType"
      />
      <DateField name="legalCorporationDate" label={label('legalCorporationDate')} />
    </Section>
  );
}

export function TaxSection() {
  const taxIdType = useWatch<FormValues, 'taxIdType'>({ name: 'taxIdType' });
  // decisions 15: 2 is SSN in the provisional table; any other type is typed like an EIN.
  const isSsn = taxIdType === '2';
  return (
    <Section id="tax">
      <CodeField name="taxIdType" label={label('taxIdType')} table="taxIdType" />
      <MaskedField
        name="taxId"
        label={label('taxId')}
        spec={isSsn ? masks.ssn : masks.ein}
        isSensitive
        hint={isSsn ? 'The SSN, 9 digits' : 'The EIN, 9 digits'}
      />
      <TextField name="taxName" label={label('taxName')} />
      <StateField name="taxState" label={label('taxState')} />
    </Section>
  );
}

function LegalAddressSummary() {
  const [address, city, state, zip] = useWatch<FormValues>({
    name: ['legalAddress', 'legalCity', 'legalState', 'legalZip'],
  }) as string[];
  const text = [address, city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <p className="same-address-summary">
      {text === '' ? 'The legal address is not entered yet.' : `Uses ${text}`}
    </p>
  );
}

export function LocationSection() {
  const { control } = useFormContext<FormValues>();
  const isSame = useWatch({ control, name: 'locationSameAsLegal' });
  return (
    <Section id="location">
      <TextField name="locationName" label={label('locationName')} />
      <CheckboxField name="locationSameAsLegal" label="Same as the legal address" />
      {isSame && <LegalAddressSummary />}
      <div hidden={isSame}>
        <TextField name="locationAddress" label={label('locationAddress')} />
        <TextField name="locationCity" label={label('locationCity')} />
        <StateField name="locationState" label={label('locationState')} />
        <MaskedField name="locationZip" label={label('locationZip')} spec={masks.zip} />
      </div>
      <MaskedField name="locationPhone" label={label('locationPhone')} spec={masks.phone} />
      <MaskedField name="locationFax" label={label('locationFax')} spec={masks.phone} />
    </Section>
  );
}

export function StatementSection() {
  return (
    <Section id="statement">
      <TextField
        name="statementName"
        label={label('statementName')}
        hint="As it appears on the merchant’s statements."
      />
      <MaskedField name="statementPhone" label={label('statementPhone')} spec={masks.phone} />
    </Section>
  );
}

export { LegalAddressSummary };
