// The first open of the day ran the form's code cold: V8 compiles each function on its first
// call, and the form's components, react-hook-form's registration and the masks were all first
// called by that open (the slowest of every run's opens, decisions 56). Once the editor's chunk
// has loaded, this renders the form once, in idle time, into an element that is never put in the
// page, with an application of two owners and two accounts, then unmounts it. Nothing is saved
// (no autosaver: only the sections and their form and store), nothing is shown, and nothing is
// asked of main: the few fields that read data (the pricing plans) get a client of their own whose
// queries never run, since this root is outside the app's QueryClientProvider, and the English
// catalogue (always loaded) for their words, since it is outside the LanguageProvider too.
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { FormProvider, useForm } from 'react-hook-form';
import { IntlProvider } from 'react-intl';
import { loadedMessages } from '../i18n/load-messages';
import { createEditorStore, EditorStoreContext } from './editor-store';
import { editorResolver } from './form-validation';
import { payloadToValues, type FormValues } from './form-values';
import { startProblems, StartModeContext } from './quickstart-start';
import { Sections } from './Sections';

const payload = { owner: [{}, {}], fundingAccount: [{}, {}] };
const startMode = { mode: 'full' as const, chooseFull: () => undefined };

function WarmUpForm() {
  const [values] = useState(() => payloadToValues(payload));
  const form = useForm<FormValues>({
    defaultValues: values,
    resolver: editorResolver(() => payload),
    mode: 'onTouched',
  });
  const [store] = useState(() =>
    createEditorStore({
      ...startProblems('full', values, payload),
      serverErrors: {},
      notes: {},
      collapsed: {},
      openRows: {},
      isReadOnly: false,
      isWholeFormAsked: true,
    }),
  );
  return (
    <EditorStoreContext value={store}>
      <StartModeContext value={startMode}>
        <FormProvider {...form}>
          <Sections />
        </FormProvider>
      </StartModeContext>
    </EditorStoreContext>
  );
}

/** Renders the form off the page once, when the browser is next idle, and unmounts it after. */
export function warmUpFormWhenIdle(): void {
  if (typeof requestIdleCallback !== 'function') return;
  requestIdleCallback(() => {
    const root = createRoot(document.createElement('div'));
    const inert = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
    root.render(
      <QueryClientProvider client={inert}>
        {/* Outside the app's LanguageProvider too: the form's words need one (decisions 93). */}
        <IntlProvider locale="en-US" defaultLocale="en-US" messages={loadedMessages('en')}>
          <WarmUpForm />
        </IntlProvider>
      </QueryClientProvider>,
    );
    requestIdleCallback(() => root.unmount());
  });
}
