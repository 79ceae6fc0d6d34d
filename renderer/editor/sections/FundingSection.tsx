// Funding accounts: one group per bank account, added and removed by the agent. The account number
// is typed twice (the second copy is never stored) and both are hidden until revealed.
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { accountLabels, codeHelp } from '../../words/fields';
import { emptyAccount, type FormValues } from '../form-values';
import { CodeField, StateField, TextField } from '../fields/inputs';
import { MaskedField, masks } from '../fields/MaskedField';
import { Section } from '../Section';
import { AddRowButton, ListEntry } from './ListEntry';

function AccountFields({ index }: { index: number }) {
  const at = (field: string) => `fundingAccount.${index}.${field}`;
  const label = (field: keyof typeof accountLabels) => accountLabels[field];
  return (
    <>
      <TextField name={at('name')} label={label('name')} />
      <MaskedField
        name={at('routingNumber')}
        label={label('routingNumber')}
        spec={masks.routing}
        hint="The 9-digit ABA number at the bottom left of a cheque."
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
        hint="Type the account number a second time to confirm it."
      />
      <CodeField name={at('accountType')} label={label('accountType')} table="accountType" />
      <CodeField
        name={at('achMethod')}
        label={label('achMethod')}
        table="achMethod"
        hint={codeHelp.achMethod}
      />
      <CodeField
        name={at('discountPaid')}
        label={label('discountPaid')}
        table="discountPaid"
        hint={codeHelp.discountPaid}
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
        hint={codeHelp.bankingRoutingID}
      />
    </>
  );
}

function AccountSummary({ index }: { index: number }) {
  const bank = useWatch<FormValues>({ name: `fundingAccount.${index}.name` }) as string;
  return <>{bank || 'No bank name yet'}</>;
}

export function FundingSection() {
  const { control } = useFormContext<FormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'fundingAccount' });
  return (
    <Section id="funding">
      {fields.map((field, index) => (
        <ListEntry
          key={field.id}
          list="fundingAccount"
          index={index}
          title={`Funding account ${index + 1}`}
          summary={<AccountSummary index={index} />}
          canRemove={fields.length > 1}
          onRemove={() => remove(index)}
        >
          <AccountFields index={index} />
        </ListEntry>
      ))}
      <AddRowButton
        list="fundingAccount"
        count={fields.length}
        label="Add a funding account"
        onAdd={() =>
          append(emptyAccount(), {
            focusName: `fundingAccount.${fields.length}.name`,
            shouldFocus: true,
          })
        }
      />
    </Section>
  );
}
