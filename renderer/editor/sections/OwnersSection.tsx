// Owners: one group per owner, added and removed by the agent, with the ownership total shown live
// and the shared schema's total rule (at most 100%, decisions 13) reported right here.
import { useMemo } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { missingOwnersMessage } from '../../../shared/merchant/merchant-schema';
import { useEditorState } from '../editor-store';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ownerLabels } from '../../words/fields';
import { fieldMessage } from '../../words/field-messages';
import { fieldLabel } from '../../words/field-places';
import { formatPercent } from '../../i18n/format';
import { emptyOwner, type FormValues } from '../form-values';
import { CheckboxField, DateField, StateField, TextField } from '../fields/inputs';
import { MaskedField, masks } from '../fields/MaskedField';
import { Section } from '../Section';
import { ListRows } from './ListEntry';
import { LegalAddressSummary } from './merchant-sections';

/**
 * Watches the shares alone (decisions 90): watching the whole owner list re-rendered this and
 * copied every owner's values on each keystroke in any owner's field.
 */
function OwnershipTotal({ count }: { count: number }) {
  // The same list while the count stands: a new one would subscribe again on every render.
  const names = useMemo(
    () => Array.from({ length: count }, (_, index) => `owner.${index}.ownership` as const),
    [count],
  );
  const shares = (useWatch<FormValues>({ name: names }) as string[]).map(Number);
  const total = shares.reduce((sum, share) => (Number.isFinite(share) ? sum + share : sum), 0);
  const { isSubmitted } = useFormState<FormValues>();
  const intl = useIntl();
  const found = useEditorState((state) =>
    state.problems.find((problem) => problem.field === 'owner'),
  );
  // Live once a share is entered (the total rule); "add an owner" waits for a queue attempt, and is
  // said of the Owner 1 the form shows (as in the checklist).
  const listProblem =
    (total > 0 || isSubmitted) && found !== undefined
      ? found.message === missingOwnersMessage
        ? intl.formatMessage({ id: 'editor.owner.nothingForFirst' })
        : fieldMessage(intl, found)
      : undefined;
  return (
    <div className={listProblem ? 'ownership-total has-error' : 'ownership-total'}>
      <p id="ownership-total" role="status">
        <FormattedMessage
          id="editor.owner.total"
          values={{
            total: intl.formatNumber(Number(total.toFixed(6)) / 100, {
              style: 'percent',
              maximumFractionDigits: 6,
            }),
            max: formatPercent(intl, 100),
          }}
        />
      </p>
      <p className="field-message is-error" id="owner-list-message" aria-live="polite">
        {listProblem}
      </p>
    </div>
  );
}

function OwnerFields({ index }: { index: number }) {
  const { control } = useFormContext<FormValues>();
  const isSame = useWatch({ control, name: `owner.${index}.sameAsBusiness` });
  const at = (field: string) => `owner.${index}.${field}`;
  const intl = useIntl();
  const label = (field: keyof typeof ownerLabels) => fieldLabel(intl, `owner.${field}`);
  return (
    <>
      <TextField name={at('name')} label={label('name')} autoComplete="off" />
      <TextField name={at('email')} label={label('email')} type="email" />
      <MaskedField name={at('ssn')} label={label('ssn')} spec={masks.ssn} isSensitive />
      <DateField name={at('dob')} label={label('dob')} />
      <TextField
        name={at('ownership')}
        label={label('ownership')}
        inputMode="decimal"
        hint={intl.formatMessage({ id: 'editor.hint.ownership' })}
      />
      <MaskedField name={at('phone')} label={label('phone')} spec={masks.phone} />
      <MaskedField name={at('cell')} label={label('cell')} spec={masks.phone} />
      <CheckboxField
        name={at('sameAsBusiness')}
        label={intl.formatMessage({ id: 'editor.owner.sameAsBusiness' })}
      />
      {isSame && <LegalAddressSummary />}
      <div hidden={isSame}>
        <TextField name={at('street')} label={label('street')} />
        <TextField name={at('city')} label={label('city')} />
        <StateField name={at('state')} label={label('state')} />
        <MaskedField name={at('zipCode')} label={label('zipCode')} spec={masks.zip} />
      </div>
    </>
  );
}

function OwnerSummary({ index }: { index: number }) {
  const [name, ownership, email] = useWatch<FormValues>({
    name: [`owner.${index}.name`, `owner.${index}.ownership`, `owner.${index}.email`],
  }) as string[];
  const intl = useIntl();
  const share = Number(ownership);
  const parts = [
    name || intl.formatMessage({ id: 'editor.owner.noName' }),
    ownership ? (Number.isFinite(share) ? formatPercent(intl, share) : ownership) : '',
    email ?? '',
  ];
  // The name and e-mail are the merchant's data, not words to translate.
  return <span translate="no">{parts.filter(Boolean).join(' · ')}</span>;
}

export function OwnersSection() {
  const intl = useIntl();
  return (
    <Section id="owners">
      <ListRows
        list="owner"
        empty={emptyOwner}
        title={(number) => intl.formatMessage({ id: 'editor.owner.title' }, { number })}
        summary={(index) => <OwnerSummary index={index} />}
        row={(index) => <OwnerFields index={index} />}
        addLabel={intl.formatMessage({ id: 'editor.owner.add' })}
        afterRows={(count) => <OwnershipTotal count={count} />}
      />
    </Section>
  );
}
