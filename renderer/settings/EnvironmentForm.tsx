// Add or edit a remote environment: name, base URL, authorization page and consumer key, with the
// token paths, POST path, GET path template and code tables file under "Advanced". Validated live
// by the shared schema (react-hook-form + zod resolver, conventions 16: no rule of our own)
// and again in main, whose field errors land on the same inputs. The consumer secret is not here:
// it is asked for once, at the first sign-in (SignInScreen). Labels and hints in the agent's
// language (decisions 91); the schema's rule for a field is core's words, shown as given.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
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
import type { MessageId } from '../i18n/message-ids';

/** The four a remote environment needs, then the advanced ones (blank means the default). */
const mainFieldNames = ['name', 'baseUrl', 'authorizeUrl', 'consumerKey'] as const;
const fieldNames = [...mainFieldNames, ...optionalEnvironmentFields] as const;
type FieldName = (typeof fieldNames)[number];
/** What the inputs hold; the resolver turns it into the environment (its output type). */
type FormValues = Record<string, string | null>;
type Parsed = z.output<typeof RemoteEnvironmentFormSchema>;

const labels: Record<FieldName, MessageId> = {
  name: 'settings.environment.field.name',
  baseUrl: 'settings.environment.field.baseUrl',
  authorizeUrl: 'settings.environment.field.authorizeUrl',
  consumerKey: 'settings.environment.field.consumerKey',
  requestTokenPath: 'settings.environment.field.requestTokenPath',
  accessTokenPath: 'settings.environment.field.accessTokenPath',
  merchantPostPath: 'settings.environment.field.merchantPostPath',
  merchantGetPath: 'settings.environment.field.merchantGetPath',
  codeTablesFile: 'settings.environment.field.codeTablesFile',
};

/** A field's hint; the default paths are the service's, the same in every language. */
function hintOf(intl: IntlShape, name: FieldName): string | undefined {
  switch (name) {
    case 'baseUrl':
      return intl.formatMessage({ id: 'settings.environment.hint.baseUrl' });
    case 'consumerKey':
      return intl.formatMessage({ id: 'settings.environment.hint.consumerKey' });
    case 'requestTokenPath':
    case 'accessTokenPath':
    case 'merchantPostPath':
      return intl.formatMessage(
        { id: 'settings.environment.hint.blankFor' },
        { path: defaultServicePaths[name] },
      );
    case 'merchantGetPath':
      return intl.formatMessage(
        { id: 'settings.environment.hint.merchantGetPath' },
        { path: defaultServicePaths.merchantGetPath },
      );
    case 'codeTablesFile':
      return intl.formatMessage({ id: 'settings.environment.hint.codeTablesFile' });
    default:
      return undefined;
  }
}

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
  const intl = useIntl();
  const id = `${formId}-${name}`;
  const hint = hintOf(intl, name);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <p className="field">
      <label htmlFor={id}>
        <FormattedMessage id={labels[name]} />
      </label>
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
  const intl = useIntl();
  const formId = useId();
  const form = useForm<FormValues, unknown, Parsed>({
    defaultValues: emptyValues(environment),
    // The shared schema, through the resolver: per field once left, all of them on submit.
    resolver: zodResolver(RemoteEnvironmentFormSchema),
    mode: 'onTouched',
  });
  const save = useSaveEnvironment(() =>
    onDone(
      intl.formatMessage(
        { id: 'settings.environment.added' },
        {
          name:
            form.getValues('name') ?? intl.formatMessage({ id: 'settings.environment.unnamed' }),
          isNew: environment ? 'no' : 'yes',
        },
      ),
    ),
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
        {environment ? (
          <FormattedMessage
            id="settings.environment.editTitle"
            values={{ name: <span translate="no">{environment.name}</span> }}
          />
        ) : (
          <FormattedMessage id="settings.environment.add" />
        )}
      </h3>
      {mainFieldNames.map(field)}
      <details open={hasAdvancedError || undefined}>
        <summary>
          <FormattedMessage id="settings.environment.advanced" />
        </summary>
        {optionalEnvironmentFields.map(field)}
      </details>
      {save.error && <ErrorNotice error={appErrorOf(save.error)} />}
      <p>
        <button type="submit" className="primary" disabled={save.isPending}>
          <FormattedMessage
            id={environment ? 'settings.environment.saveChanges' : 'settings.environment.addSubmit'}
          />
        </button>{' '}
        <button type="button" onClick={() => onDone('')}>
          <FormattedMessage id="settings.cancel" />
        </button>
      </p>
    </form>
  );
}
