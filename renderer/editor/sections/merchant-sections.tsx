// The merchant's own details, section by section in the order an agent asks: the invite code
// (QuickStart), Business, Legal entity, Tax, Location and Statement. Owners and funding accounts,
// which are lists, have their own files.
import { useFormContext, useWatch } from 'react-hook-form';
import { useEditorState, useIsReadOnly } from '../editor-store';
import { isQuickStartStart, useStartMode } from '../quickstart-start';
import { FormattedMessage, useIntl } from 'react-intl';
import type { topLevelLabels } from '../../words/fields';
import { fieldLabel } from '../../words/field-places';
import { formatPercent } from '../../i18n/format';
import type { FormValues } from '../form-values';
import { CategoryField } from '../fields/CategoryField';
import { InviteCodeField } from '../fields/InviteCodeField';
import { CheckboxField, CodeField, DateField, StateField, TextField } from '../fields/inputs';
import { MaskedField, masks } from '../fields/MaskedField';
import { Section } from '../Section';

/** The field's label in the agent's language (decisions 93). */
function useLabel(): (name: keyof typeof topLevelLabels) => string {
  const intl = useIntl();
  return (name) => fieldLabel(intl, name);
}

export function QuickStartSection() {
  const isQuickStart = useEditorState((state) => state.variant === 'quickstart');
  const inviteCode = useWatch<FormValues, 'inviteCode'>({ name: 'inviteCode' }) ?? '';
  const { mode, chooseFull } = useStartMode();
  const isReadOnly = useIsReadOnly();
  const isStart = !isReadOnly && isQuickStartStart(mode, { inviteCode });
  const intl = useIntl();
  const label = useLabel();
  return (
    <Section id="quickstart">
      <InviteCodeField
        label={label('inviteCode')}
        hint={intl.formatMessage({
          id: isStart ? 'editor.hint.inviteCodeStart' : 'editor.hint.inviteCode',
        })}
      />
      <div className="variant-notice">
        <p role="status">
          <FormattedMessage
            id={
              isStart
                ? 'editor.quickstart.start'
                : isQuickStart
                  ? 'editor.quickstart.on'
                  : 'editor.quickstart.full'
            }
          />
        </p>
        {isStart && (
          <button type="button" className="secondary" onClick={chooseFull}>
            <FormattedMessage id="editor.quickstart.useFull" />
          </button>
        )}
      </div>
    </Section>
  );
}

function KeyedShare() {
  const swiped = useWatch<FormValues, 'swipedPercent'>({ name: 'swipedPercent' });
  const share = /^\s*\d{1,3}\s*$/.test(swiped ?? '') ? Number(swiped) : null;
  const intl = useIntl();
  return (
    <output className="keyed-share" htmlFor="field-swipedPercent">
      {share !== null && share <= 100 ? (
        <FormattedMessage
          id="editor.keyed.share"
          values={{ share: formatPercent(intl, 100 - share) }}
        />
      ) : (
        <FormattedMessage id="editor.keyed.empty" />
      )}
    </output>
  );
}

export function BusinessSection() {
  const intl = useIntl();
  const label = useLabel();
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
          hint={intl.formatMessage({ id: 'editor.hint.swipedPercent' })}
        />
        <KeyedShare />
      </div>
      <CodeField
        name="processor"
        label={label('processor')}
        table="processor"
        hint={intl.formatMessage({ id: 'editor.hint.processor' })}
      />
    </Section>
  );
}

export function LegalSection() {
  const label = useLabel();
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
  const intl = useIntl();
  const label = useLabel();
  return (
    <Section id="tax">
      <CodeField name="taxIdType" label={label('taxIdType')} table="taxIdType" />
      <MaskedField
        name="taxId"
        label={label('taxId')}
        spec={isSsn ? masks.ssn : masks.ein}
        isSensitive
        hint={intl.formatMessage({ id: isSsn ? 'editor.hint.taxIdSsn' : 'editor.hint.taxIdEin' })}
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
      {text === '' ? (
        <FormattedMessage id="editor.address.notYet" />
      ) : (
        <FormattedMessage
          id="editor.address.uses"
          values={{ address: <span translate="no">{text}</span> }}
        />
      )}
    </p>
  );
}

export function LocationSection() {
  const { control } = useFormContext<FormValues>();
  const isSame = useWatch({ control, name: 'locationSameAsLegal' });
  const intl = useIntl();
  const label = useLabel();
  return (
    <Section id="location">
      <TextField name="locationName" label={label('locationName')} />
      <CheckboxField
        name="locationSameAsLegal"
        label={intl.formatMessage({ id: 'editor.location.sameAsLegal' })}
      />
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
  const intl = useIntl();
  const label = useLabel();
  return (
    <Section id="statement">
      <TextField
        name="statementName"
        label={label('statementName')}
        hint={intl.formatMessage({ id: 'editor.hint.statementName' })}
      />
      <MaskedField name="statementPhone" label={label('statementPhone')} spec={masks.phone} />
    </Section>
  );
}

export { LegalAddressSummary };
