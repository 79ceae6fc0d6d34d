// "Pricing plans" (decisions 86): the invite-code catalogue as the agent sees it in Settings. The
// organisation's plans are listed as set by it and cannot be removed here; the agent adds and
// removes their own, unless the organisation's file keeps the catalogue to itself, when the form
// is not offered and the screen says why. The entry is checked by the shared schema here, for the
// messages beside the fields, and again in core. The screen's own words in the agent's language
// (decisions 91); plan names, codes and summaries are the organisation's or the agent's data.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { normalizeInviteCode } from '../../shared/merchant/normalize';
import { InviteCatalogueEntrySchema } from '../../shared/policy/policy-schema';
import { appErrorOf } from '../data/unwrap';
import { useAddPricingPlan, useCatalogue, useRemovePricingPlan } from '../data/use-catalogue';
import { useEnvironments } from '../data/use-session';
import { ErrorNotice } from '../ui/ErrorNotice';
import { useNow } from '../ui/use-now';
import { keeperWords, quickStartMark, standingMark, validityWords } from '../words/catalogue';
import { entryStanding, localDay } from '../../shared/policy/invite-catalogue';
import type { MessageId } from '../i18n/message-ids';
import { SettingsSection } from './SettingsSection';

type PlanField = 'label' | 'code' | 'summary' | 'validFrom' | 'validUntil' | 'environmentId';

const fieldLabels: Record<PlanField, MessageId> = {
  label: 'settings.plans.field.label',
  code: 'settings.plans.field.code',
  summary: 'settings.plans.field.summary',
  validFrom: 'settings.plans.field.validFrom',
  validUntil: 'settings.plans.field.validUntil',
  environmentId: 'settings.plans.field.environmentId',
};

const fieldHints: Partial<Record<PlanField, MessageId>> = {
  code: 'settings.plans.hint.code',
  summary: 'settings.plans.hint.summary',
  validFrom: 'settings.plans.hint.validFrom',
};

function AddPlanForm({ onAdded }: { onAdded: () => void }) {
  const environments = useEnvironments().data;
  const add = useAddPricingPlan(onAdded);
  const [errors, setErrors] = useState<Partial<Record<PlanField, string>>>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: PlanField) => String(form.get(name) ?? '').trim();
    const candidate = {
      label: text('label'),
      // Kept as it is sent (decisions 28).
      code: normalizeInviteCode(text('code')),
      environmentId: text('environmentId'),
      summary: text('summary'),
      ...(text('validFrom') !== '' && { validFrom: text('validFrom') }),
      ...(text('validUntil') !== '' && { validUntil: text('validUntil') }),
    };
    const parsed = InviteCatalogueEntrySchema.safeParse(candidate);
    if (!parsed.success) {
      const found: Partial<Record<PlanField, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as PlanField | undefined;
        if (name !== undefined && found[name] === undefined) found[name] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    add.mutate(parsed.data);
  };
  const aria = (name: PlanField) => ({
    id: `plan-${name}`,
    name,
    'aria-invalid': errors[name] !== undefined,
    'aria-describedby': [
      fieldHints[name] ? `plan-${name}-hint` : '',
      errors[name] ? `plan-${name}-error` : '',
    ]
      .filter(Boolean)
      .join(' '),
  });
  const frame = (name: PlanField, input: React.ReactNode) => (
    <p className="field" key={name}>
      <label htmlFor={`plan-${name}`}>
        <FormattedMessage id={fieldLabels[name]} />
      </label>
      {fieldHints[name] && (
        <span className="hint" id={`plan-${name}-hint`}>
          <FormattedMessage id={fieldHints[name]} />
        </span>
      )}
      {input}
      {errors[name] && (
        <span className="field-error" id={`plan-${name}-error`}>
          {errors[name]}
        </span>
      )}
    </p>
  );
  return (
    <form onSubmit={submit} aria-labelledby="add-plan-heading" noValidate>
      <h3 id="add-plan-heading">
        <FormattedMessage id="settings.plans.addHeading" />
      </h3>
      {frame('label', <input type="text" autoComplete="off" {...aria('label')} />)}
      {frame('code', <input type="text" autoComplete="off" spellCheck={false} {...aria('code')} />)}
      {frame('summary', <input type="text" autoComplete="off" {...aria('summary')} />)}
      {frame(
        'environmentId',
        <select {...aria('environmentId')} defaultValue={environments?.selectedId}>
          {environments?.environments.map((environment) => (
            <option key={environment.id} value={environment.id} translate="no">
              {environment.name}
            </option>
          ))}
        </select>,
      )}
      {frame('validFrom', <input type="date" {...aria('validFrom')} />)}
      {frame('validUntil', <input type="date" {...aria('validUntil')} />)}
      <p>
        <button type="submit" disabled={add.isPending}>
          <FormattedMessage id="settings.plans.add" />
        </button>
      </p>
      {add.error && <ErrorNotice error={appErrorOf(add.error)} />}
    </form>
  );
}

export function PricingPlans() {
  const intl = useIntl();
  const catalogue = useCatalogue();
  const environments = useEnvironments().data;
  const remove = useRemovePricingPlan();
  const [formKey, setFormKey] = useState(0);
  // Validity is by the agent's local day (decisions 86).
  const today = localDay(useNow(60_000));
  const nameOf = (id: string) =>
    environments?.environments.find((environment) => environment.id === id)?.name ?? id;
  const data = catalogue.data;
  return (
    <SettingsSection id="plans" heading={<FormattedMessage id="settings.plans.heading" />}>
      <p className="hint">
        <FormattedMessage id="settings.plans.intro" />
      </p>
      {catalogue.error && <ErrorNotice error={appErrorOf(catalogue.error)} />}
      {data && data.entries.length === 0 && (
        <p>
          <FormattedMessage id="settings.plans.none" />
        </p>
      )}
      {data && data.entries.length > 0 && (
        <ul className="plan-list" aria-label={intl.formatMessage({ id: 'settings.plans.heading' })}>
          {data.entries.map((plan) => (
            <li key={`${plan.entry.environmentId}/${plan.entry.code}`}>
              <strong>{plan.entry.label}</strong> <span className="badge">{quickStartMark}</span>{' '}
              <code>{plan.entry.code}</code>
              <br />
              {plan.entry.summary}
              <br />
              <span className="hint">
                {nameOf(plan.entry.environmentId)} · {validityWords(intl, plan.entry)}
                {standingMark(intl, entryStanding(plan.entry, today))} · {keeperWords(intl, plan)}
              </span>
              {plan.managedBy === undefined && data.canAddOwn && (
                <>
                  {' '}
                  <button
                    type="button"
                    aria-label={intl.formatMessage(
                      { id: 'settings.plans.removeLabel' },
                      { label: plan.entry.label },
                    )}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate({
                        environmentId: plan.entry.environmentId,
                        code: plan.entry.code,
                      })
                    }
                  >
                    <FormattedMessage id="settings.plans.remove" />
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {remove.error && <ErrorNotice error={appErrorOf(remove.error)} />}
      {data &&
        (data.canAddOwn ? (
          <AddPlanForm key={formKey} onAdded={() => setFormKey((key) => key + 1)} />
        ) : (
          <p>
            <FormattedMessage
              id="settings.plans.kept"
              values={{
                hasOrganisation: data.organisation ? 'yes' : 'no',
                organisation: data.organisation ?? '',
              }}
            />
          </p>
        ))}
    </SettingsSection>
  );
}
