// Funding accounts: one group per bank account, added and removed by the agent. The account number
// is typed twice (the second copy is never stored) and both are hidden until revealed.
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { accountLabels } from '../../words/fields';
import { fieldLabel } from '../../words/field-places';
import { emptyAccount, type FormValues } from '../form-values';
import { CodeField, StateField, TextField } from '../fields/inputs';
import { MaskedField, masks } from '../fields/MaskedField';
import { Section } from '../Section';
import { ListRows } from './ListEntry';

function AccountFields({ index }: { index: number }) {
  const at = (field: string) => `fundingAccount.${index}.${field}`;
  const intl = useIntl();
  const label = (field: keyof typeof accountLabels) => fieldLabel(intl, `fundingAccount.${field}`);
  return (
    <>
      <TextField name={at('name')} label={label('name')} />
      <MaskedField
        name={at('routingNumber')}
        label={label('routingNumber')}
        spec={masks.routing}
        hint={intl.formatMessage({ id: 'editor.hint.routingNumber' })}
      />
      <MaskedField
        name={at('accountNumber')}
        label={label('accountNumber')}
        spec={masks.account}
        isSensitive
      />
      <MaskedField
        name={at('accountNumberConfirm')}
        label={label('accountNumberConfirm')}
        spec={masks.account}
        isSensitive
        hint={intl.formatMessage({ id: 'editor.hint.accountNumberConfirm' })}
      />
      <CodeField name={at('accountType')} label={label('accountType')} table="accountType" />
      <CodeField
        name={at('achMethod')}
        label={label('achMethod')}
        table="achMethod"
        hint={intl.formatMessage({ id: 'editor.hint.achMethod' })}
      />
      <CodeField
        name={at('discountPaid')}
        label={label('discountPaid')}
        table="discountPaid"
        hint={intl.formatMessage({ id: 'editor.hint.discountPaid' })}
      />
      <TextField name={at('address')} label={label('address')} />
      <TextField name={at('city')} label={label('city')} />
      <StateField name={at('stateCode')} label={label('stateCode')} />
      <MaskedField name={at('zipcode')} label={label('zipcode')} spec={masks.zip} />
      <MaskedField
        name={at('zipcodeExtension')}
        label={label('zipcodeExtension')}
        spec={masks.zipExtension}
      />
      <MaskedField name={at('telephone')} label={label('telephone')} spec={masks.phone} />
      <TextField
        name={at('bankingRoutingID')}
        label={label('bankingRoutingID')}
        inputMode="numeric"
        hint={intl.formatMessage({ id: 'editor.hint.bankingRoutingID' })}
      />
    </>
  );
}

function AccountSummary({ index }: { index: number }) {
  const bank = useWatch<FormValues>({ name: `fundingAccount.${index}.name` }) as string;
  const intl = useIntl();
  return bank ? (
    <span translate="no">{bank}</span>
  ) : (
    <>{intl.formatMessage({ id: 'editor.account.noBank' })}</>
  );
}

export function FundingSection() {
  const intl = useIntl();
  return (
    <Section id="funding">
      <ListRows
        list="fundingAccount"
        empty={emptyAccount}
        title={(number) => intl.formatMessage({ id: 'editor.account.title' }, { number })}
        summary={(index) => <AccountSummary index={index} />}
        row={(index) => <AccountFields index={index} />}
        addLabel={intl.formatMessage({ id: 'editor.account.add' })}
      />
    </Section>
  );
}
