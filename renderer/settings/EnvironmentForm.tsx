// Add or edit a remote environment: name, base URL, authorization page and consumer key, with the
// token paths, POST path, GET path template and code tables file under "Advanced". Validated live
// by the shared schema (react-hook-form + zod resolver, conventions 16: no rule of our own)
// and again in main, whose field errors land on the same inputs. The consumer secret is not here:
// it is asked for once, at the first sign-in (SignInScreen).
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import {
  defaultServicePaths,
  optionalEnvironmentFields,
  RemoteEnvironmentFormSchema,
  type Environment,
} from '../../shared/environments/environment-schema';
import { appErrorOf } from '../data/unwrap';
import { useSaveEnvironment } from '../data/use-environments';
import { ErrorNotice } from '../ui/ErrorNotice';

/** The four a remote environment needs, then the advanced ones (blank means the default). */
const mainFieldNames = ['name', 'baseUrl', 'authorizeUrl', 'consumerKey'] as const;
const fieldNames = [...mainFieldNames, ...optionalEnvironmentFields] as const;
type FieldName = (typeof fieldNames)[number];
/** What the inputs hold; the resolver turns it into the environment (its output type). */
type FormValues = Record<string, string | null>;
type Parsed = z.output<typeof RemoteEnvironmentFormSchema>;

const labels: Record<FieldName, string> = {
  name: 'Name',
  baseUrl: 'Service address (base URL)',
  authorizeUrl: 'Authorization page address',
  consumerKey: 'Consumer key',
  requestTokenPath: 'Request-token path',
  accessTokenPath: 'Access-token path',
  merchantPostPath: 'Merchant POST path',
  merchantGetPath: 'Merchant GET path template',
  codeTablesFile: 'Code tables file',
};

const hints: Partial<Record<FieldName, string>> = {
  baseUrl: 'For example https://api.example.com. Plain http only for 127.0.0.1.',
  consumerKey: 'Identifies Boarding Desk to the service. The secret is asked for at sign-in.',
  requestTokenPath: `Blank for ${defaultServicePaths.requestTokenPath}`,
  accessTokenPath: `Blank for ${defaultServicePaths.accessTokenPath}`,
  merchantPostPath: `Blank for ${defaultServicePaths.merchantPostPath}`,
  merchantGetPath: `Must contain {id}. Blank for ${defaultServicePaths.merchantGetPath}`,
  codeTablesFile: 'Optional: a file with this environment’s code labels.',
};

function emptyValues(environment?: Environment): FormValues {
  const values: FormValues = {};
  for (const name of fieldNames) values[name] = environment?.[name] ?? '';
  return values;
}

function Field({
  name,
  register,
  error,
  formId,
}: {
  name: FieldName;
  register: UseFormRegister<FormValues>;
  error: string | undefined;
  formId: string;
}) {
  const id = `${formId}-${name}`;
  const hint = hints[name];
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <p className="field">
      <label htmlFor={id}>{labels[name]}</label>
      <input
        id={id}
        type={name.endsWith('Url') ? 'url' : 'text'}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...register(name)}
      />
      {hint && (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </p>
  );
}

export function EnvironmentForm({
  environment,
  onDone,
}: {
  /** Absent to add a new one. */
  environment?: Environment;
  onDone: (message: string) => void;
}) {
  const formId = useId();
  const form = useForm<FormValues, unknown, Parsed>({
    defaultValues: emptyValues(environment),
    // The shared schema, through the resolver: per field once left, all of them on submit.
    resolver: zodResolver(RemoteEnvironmentFormSchema),
    mode: 'onTouched',
  });
  const save = useSaveEnvironment(() =>
    onDone(`${form.getValues('name') ?? 'Environment'} ${environment ? 'saved' : 'added'}.`),
  );
  const submit = (values: Parsed) =>
    save.mutate(
      { ...(environment !== undefined && { id: environment.id }), fields: { ...values } },
      {
        onError: (error) => {
          // Main's field errors go onto the same inputs as the live ones.
          for (const fieldError of appErrorOf(error).fieldErrors ?? []) {
            if ((fieldNames as readonly string[]).includes(fieldError.field))
              form.setError(fieldError.field, { message: fieldError.message });
          }
        },
      },
    );
  const errors = form.formState.errors;
  const field = (name: FieldName) => (
    <Field
      key={name}
      name={name}
      register={form.register}
      error={errors[name]?.message}
      formId={formId}
    />
  );
  const hasAdvancedError = optionalEnvironmentFields.some((name) => errors[name] !== undefined);
  return (
    <form
      className="environment-form"
      aria-labelledby={`${formId}-title`}
      noValidate
      onSubmit={form.handleSubmit(submit)}
    >
      <h3 id={`${formId}-title`}>
        {environment ? `Edit ${environment.name}` : 'Add an environment'}
      </h3>
      {mainFieldNames.map(field)}
      <details open={hasAdvancedError || undefined}>
        <summary>Advanced</summary>
        {optionalEnvironmentFields.map(field)}
      </details>
      {save.error && <ErrorNotice error={appErrorOf(save.error)} />}
      <p>
        <button type="submit" className="primary" disabled={save.isPending}>
          {environment ? 'Save changes' : 'Add environment'}
        </button>{' '}
        <button type="button" onClick={() => onDone('')}>
          Cancel
        </button>
      </p>
    </form>
  );
}
