// The application form for one stored draft: react-hook-form over the form values, the editor store
// beside it, its autosave (autosaver.ts) and duplicate watch (duplicate-watch.ts), and the form's
// one subscription to every change, which (1) drops the service's error on an edited field, (2)
// keeps "same address" copies in step, (3) tells autosave and the duplicate watch and (4) refreshes
// the live checklist after a short pause (decisions 90). Inputs are uncontrolled or field-local,
// so a keystroke re-renders only its own field.
import { ExampleBadge } from '../ui/ExampleBadge';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Draft } from '../../shared/drafts/draft-schema';
import { isEditable } from '../../shared/drafts/lifecycle';
import { useAutosave } from './autosaver';
import { useAppInfo } from '../data/use-session';
import { DraftStatus } from './DraftStatus';
import { ReadOnlyFolderNote } from './ReadOnlyFolderNote';
import { useDuplicateWatch } from './duplicate-watch';
import {
  createEditorStore,
  EditorStoreContext,
  withSchemaErrors,
  withVerdict,
  type EditorStore,
} from './editor-store';
import { placeOf } from '../words/fields';
import {
  formNameOf,
  inputIdOf,
  legalAddressParts,
  locationAddressParts,
  ownerAddressParts,
  payloadToValues,
  type FormValues,
} from './form-values';
import { editorResolver, errorMessagesOf } from './form-validation';
import { ChecklistJump } from './ChecklistJump';
import { NextSteps } from './NextSteps';
import {
  foldedAtQuickStart,
  isQuickStartStart,
  startProblems,
  StartModeContext,
  type StartMode,
} from './quickstart-start';
import { SaveStatus } from './SaveStatus';
import { createPause } from './pause';
import { openAndFocus } from './Section';
import { Sections } from './Sections';
import { SubmitPanel } from './SubmitPanel';
import { SignatureNote } from './SignatureNote';
import { DocumentsPanel } from './documents/DocumentsPanel';

/** Pause before the checklist and required marks catch up with typing. */
const recheckDelayMs = 150;

/**
 * Whether a change can leave a "same address" copy behind its source: the legal address itself, a
 * "same address" box, rows added or removed, or the whole form (no name). A keystroke anywhere
 * else cannot, and is not compared against every row.
 */
function canChangeCopies(name: string | undefined): boolean {
  return (
    name === undefined ||
    (legalAddressParts as readonly string[]).includes(name) ||
    name === 'locationSameAsLegal' ||
    /^owner(\.\d+(\.sameAsBusiness)?)?$/.test(name)
  );
}

function serverErrorsOf(draft: Draft): Record<string, string> {
  const byName: Record<string, string> = {};
  for (const { field, message } of draft.serverErrors ?? [])
    byName[formNameOf(field) ?? ''] = message;
  return byName;
}

export function ApplicationForm({
  draft,
  focusField,
  onReload,
}: {
  draft: Draft;
  focusField?: string;
  onReload: () => void;
}) {
  // The stored payload the form started from (then the last one saved): keys the form does not
  // edit are carried over from it. A plain holder, read only in callbacks.
  const [base] = useState(() => ({ current: draft.payload }));
  const [initialValues] = useState(() => payloadToValues(draft.payload));
  // How the agent started: QuickStart (before its code is typed) is judged and shown as its own
  // start (quickstart-start.ts). A holder, read in callbacks, beside the state that re-renders.
  const [startMode, setStartMode] = useState<StartMode>(
    draft.variant === 'quickstart' ? 'quickstart' : 'full',
  );
  const mode = useRef<StartMode>(startMode);
  const [isQuickStartAtOpen] = useState(() => isQuickStartStart(startMode, initialValues));
  const heading = useRef<HTMLHeadingElement>(null);
  const statusArea = useRef<HTMLDivElement>(null);
  // Set by a successful "Queue for submission": focus goes to the status once it says so.
  const isJustQueued = useRef(false);
  // A read-only data folder (decisions 27) opens every application in the same read-only view as
  // a queued or submitted one: typing would only end in a failed save.
  const folderReadOnly = useAppInfo().data?.storage.readOnly ?? null;
  const isReadOnly = !isEditable(draft.lifecycle) || folderReadOnly !== null;
  const form = useForm<FormValues>({
    defaultValues: initialValues,
    resolver: editorResolver(() => base.current),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { getValues, setValue, subscribe } = form;
  const [store] = useState<EditorStore>(() =>
    createEditorStore({
      ...startProblems(startMode, initialValues, draft.payload),
      serverErrors: serverErrorsOf(draft),
      notes: {},
      collapsed: isQuickStartAtOpen
        ? Object.fromEntries(foldedAtQuickStart.map((section) => [section, true]))
        : {},
      openRows: {},
      isReadOnly,
      // Opening on a field (the outbox's "Fix"): the whole form at once, so it can be focused.
      isWholeFormAsked: focusField !== undefined,
    }),
  );
  const autosaver = useAutosave(draft, form, base);
  useEffect(() => {
    store.update((state) => (state.isReadOnly === isReadOnly ? state : { ...state, isReadOnly }));
  }, [isReadOnly, store]);

  // A rejection that arrives while the editor is open puts the service's errors on the fields.
  const rejectedAt = draft.rejection?.at;
  useEffect(() => {
    if (rejectedAt === undefined) return;
    store.update((state) => ({ ...state, serverErrors: serverErrorsOf(draft) }));
    // Only a new rejection replaces them; the draft object changes with every refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rejectedAt, store]);

  // Other applications with the same numbers, looked up while the application can be changed.
  const duplicates = useDuplicateWatch(draft.id, () => getValues(), store);
  useEffect(() => {
    if (isReadOnly) return;
    duplicates.start();
    return () => duplicates.stop();
  }, [duplicates, isReadOnly]);

  // The form's one subscription (decisions 90): every change, each keystroke included, comes
  // through here once, and everything that follows typing is told from here. Each piece does the
  // least a keystroke allows: a "same address" copy only when the legal address, a "same
  // address" box or the rows changed; the checklist, the duplicate watch and autosave each wait
  // for their pause (pause.ts), which costs a keystroke no timer.
  useEffect(() => {
    const checklist = createPause(recheckDelayMs, () => {
      const verdict = startProblems(mode.current, getValues(), base.current);
      store.update((state) => withVerdict(state, verdict));
    });
    const copyAddress = (values: FormValues) => {
      const copy = (targets: readonly string[]) =>
        legalAddressParts.forEach((part, index) => {
          const target = targets[index]!;
          const current: unknown = getValues(target as never);
          if (current !== values[part])
            setValue(target as never, values[part] as never, { shouldDirty: true });
        });
      if (values.locationSameAsLegal) copy(locationAddressParts);
      values.owner.forEach((owner, index) => {
        if (owner.sameAsBusiness) copy(ownerAddressParts.map((part) => `owner.${index}.${part}`));
      });
    };
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ name, values }) => {
        if (name) {
          store.setEntry('serverErrors', name, undefined);
        }
        // The QuickStart start ends with the first invite code typed: from then on the payload
        // picks the rule set (decisions 14), so removing the code returns to the full application.
        if (mode.current === 'quickstart' && values.inviteCode.trim() !== '') {
          mode.current = 'full';
          setStartMode('full');
        }
        if (canChangeCopies(name)) copyAddress(values);
        autosaver.changed();
        duplicates.changed(name);
        checklist.touch();
      },
    });
    return () => {
      checklist.cancel();
      unsubscribe();
    };
  }, [subscribe, getValues, setValue, store, base, mode, autosaver, duplicates]);

  // The schema's messages react-hook-form holds, into the store the fields read (decisions 90):
  // told only when the errors change (a verdict, a queue attempt), never of a keystroke alone.
  // Worded in the agent's language (decisions 93), and again when the language changes.
  const intl = useIntl();
  useEffect(() => {
    store.update((state) =>
      withSchemaErrors(state, errorMessagesOf(form.control._formState.errors, intl)),
    );
    return subscribe({
      formState: { errors: true },
      callback: ({ errors }) =>
        store.update((state) => withSchemaErrors(state, errorMessagesOf(errors, intl))),
    });
  }, [subscribe, store, intl, form.control]);

  // Where focus starts: the field the frame asks for (the outbox's "Fix" button), the invite code
  // at a QuickStart start, else the application's heading, so a screen reader says which one
  // opened and the next Tab is inside it.
  useEffect(() => {
    const name = focusField === undefined ? undefined : formNameOf(focusField);
    if (name) openAndFocus(store, placeOf(name).section, inputIdOf(name));
    else if (isQuickStartAtOpen) document.getElementById(inputIdOf('inviteCode'))?.focus();
    else heading.current?.focus();
  }, [focusField, store, isQuickStartAtOpen]);

  // After "Queue for submission": the status above the form says it is queued, with what to do
  // next; focus and the view go there, not to the page's top.
  const isEditableNow = isEditable(draft.lifecycle);
  useEffect(() => {
    if (!isJustQueued.current || isEditableNow) return;
    isJustQueued.current = false;
    // The heading comes into view with the status under it, so the agent sees which application.
    heading.current?.scrollIntoView({ block: 'start' });
    statusArea.current?.focus({ preventScroll: true });
  }, [isEditableNow]);

  // Made once, and the context value kept while the mode stays: this form renders again with
  // every save's answer (the cached draft is patched), and a new context value would make React
  // search the whole form, two hundred inputs deep, for the one section that reads it, in the
  // task after a field is left.
  const [{ recheck, chooseFull }] = useState(() => {
    const judgeAgain = () => {
      const verdict = startProblems(mode.current, getValues(), base.current);
      store.update((state) => withVerdict(state, verdict));
    };
    return {
      recheck: judgeAgain,
      chooseFull: () => {
        mode.current = 'full';
        setStartMode('full');
        store.update((state) => ({ ...state, collapsed: {} }));
        judgeAgain();
      },
    };
  });
  const startModeValue = useMemo(() => ({ mode: startMode, chooseFull }), [startMode, chooseFull]);

  const hasStatus =
    (draft.lifecycle !== 'draft' && draft.lifecycle !== 'ready') || folderReadOnly !== null;
  const legalName = typeof draft.payload.legalName === 'string' ? draft.payload.legalName : '';
  const untitled =
    draft.variant === 'quickstart' ? 'New QuickStart application' : 'New application';
  return (
    <EditorStoreContext value={store}>
      <StartModeContext value={startModeValue}>
        <FormProvider {...form}>
          <div className="editor">
            <header className="editor-header">
              <h1 id="editor-heading" ref={heading} tabIndex={-1}>
                {legalName.trim() === '' ? untitled : legalName}
              </h1>
              <ExampleBadge isExample={draft.isExample} />
              {!isReadOnly && (
                <SaveStatus autosaver={autosaver} draftId={draft.id} onReload={onReload} />
              )}
            </header>
            <div
              className="editor-status"
              ref={statusArea}
              tabIndex={-1}
              // A landmark only when there is a status to say (drafts and ready ones have none).
              role={hasStatus ? 'region' : undefined}
              aria-label={hasStatus ? 'Application status' : undefined}
            >
              {folderReadOnly !== null && <ReadOnlyFolderNote reason={folderReadOnly} />}
              <DraftStatus draft={draft} />
              <NextSteps lifecycle={draft.lifecycle} />
              {/* Without the submit panel (sent, or a read-only folder) the signature shows here. */}
              {isReadOnly && draft.lifecycle !== 'queued' && (
                <SignatureNote draft={draft} isReadOnly />
              )}
            </div>
            <form
              className="editor-form"
              aria-labelledby="editor-heading"
              noValidate
              onSubmit={(event) => event.preventDefault()}
              onBlur={() => {
                if (autosaver.hasPending()) void autosaver.flush();
              }}
            >
              {/* Not a disabled fieldset: that takes every input out of the tab order and stops the
                agent copying a value, and it would disable folding and "Show" too. Each input is
                read-only instead (editor-store.ts isReadOnly). */}
              <fieldset className="editor-fields">
                <legend className="visually-hidden">
                  <FormattedMessage id="editor.form.legend" />
                </legend>
                <Sections />
              </fieldset>
            </form>
            <ChecklistJump isShown={!isReadOnly || draft.lifecycle === 'queued'} />
            <SubmitPanel
              draft={draft}
              autosaver={autosaver}
              isReadOnly={isReadOnly}
              recheck={recheck}
              onQueued={() => {
                isJustQueued.current = true;
              }}
            />
            <DocumentsPanel draftId={draft.id} lifecycle={draft.lifecycle} />
          </div>
        </FormProvider>
      </StartModeContext>
    </EditorStoreContext>
  );
}
