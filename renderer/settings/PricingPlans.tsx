// "Pricing plans" (decisions 86): the invite-code catalogue as the agent sees it in Settings. The
// organisation's plans are listed as set by it and cannot be removed here; the agent adds and
// removes their own, unless the organisation's file keeps the catalogue to itself, when the form
// is not offered and the screen says why. The entry is checked by the shared schema here, for the
// messages beside the fields, and again in core.
import { useState, type FormEvent } from 'react';
import { normalizeInviteCode } from '../../shared/merchant/normalize';
import { InviteCatalogueEntrySchema } from '../../shared/policy/policy-schema';
import { appErrorOf } from '../data/unwrap';
import { useAddPricingPlan, useCatalogue, useRemovePricingPlan } from '../data/use-catalogue';
import { useEnvironments } from '../data/use-session';
import { ErrorNotice } from '../ui/ErrorNotice';
import { useNow } from '../ui/use-now';
import { useIntl } from 'react-intl';
import { keeperWords, quickStartMark, standingMark, validityWords } from '../words/catalogue';
import { entryStanding, localDay } from '../../shared/policy/invite-catalogue';

type PlanField = 'label' | 'code' | 'summary' | 'validFrom' | 'validUntil' | 'environmentId';

const fieldLabels: Record<PlanField, string> = {
  label: 'Plan name',
  code: 'Invite code',
  summary: 'What it sets',
  validFrom: 'Valid from',
  validUntil: 'Valid until',
  environmentId: 'Environment',
};

const fieldHints: Partial<Record<PlanField, string>> = {
  code: 'As the portal gives it, like TZS4-BEH8-R7VS.',
  summary: 'In plain words, like “Restaurants 2.69% + 10c, no annual fee”.',
  validFrom: 'Optional, as is Valid until. Both days are included, by this computer’s date.',
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
      <label htmlFor={`plan-${name}`}>{fieldLabels[name]}</label>
      {fieldHints[name] && (
        <span className="hint" id={`plan-${name}-hint`}>
          {fieldHints[name]}
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
      <h3 id="add-plan-heading">Add a pricing plan of your own</h3>
      {frame('label', <input type="text" autoComplete="off" {...aria('label')} />)}
      {frame('code', <input type="text" autoComplete="off" spellCheck={false} {...aria('code')} />)}
      {frame('summary', <input type="text" autoComplete="off" {...aria('summary')} />)}
      {frame(
        'environmentId',
        <select {...aria('environmentId')} defaultValue={environments?.selectedId}>
          {environments?.environments.map((environment) => (
            <option key={environment.id} value={environment.id}>
              {environment.name}
            </option>
          ))}
        </select>,
      )}
      {frame('validFrom', <input type="date" {...aria('validFrom')} />)}
      {frame('validUntil', <input type="date" {...aria('validUntil')} />)}
      <p>
        <button type="submit" disabled={add.isPending}>
          Add plan
        </button>
      </p>
      {add.error && <ErrorNotice error={appErrorOf(add.error)} />}
    </form>
  );
}

export function PricingPlans() {
  const catalogue = useCatalogue();
  const environments = useEnvironments().data;
  const remove = useRemovePricingPlan();
  const [formKey, setFormKey] = useState(0);
  // Validity is by the agent's local day (decisions 86).
  const today = localDay(useNow(60_000));
  const intl = useIntl();
  const nameOf = (id: string) =>
    environments?.environments.find((environment) => environment.id === id)?.name ?? id;
  const data = catalogue.data;
  return (
    <section aria-labelledby="plans-heading">
      <h2 id="plans-heading">Pricing plans</h2>
      <p className="hint">
        The invite codes you pick by name in the editor. Every invite code makes the application
        QuickStart. A code is offered only for the environment it was made in.
      </p>
      {catalogue.error && <ErrorNotice error={appErrorOf(catalogue.error)} />}
      {data && data.entries.length === 0 && <p>No pricing plans yet.</p>}
      {data && data.entries.length > 0 && (
        <ul className="plan-list" aria-label="Pricing plans">
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
                    aria-label={`Remove ${plan.entry.label}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate({
                        environmentId: plan.entry.environmentId,
                        code: plan.entry.code,
                      })
                    }
                  >
                    Remove
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
            {data.organisation ?? 'Your organisation'} keeps the pricing plans: plans of your own
            cannot be added.
          </p>
        ))}
    </section>
  );
}
