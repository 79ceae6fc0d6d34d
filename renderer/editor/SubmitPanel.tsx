// "Ready to submit?": every problem the shared validator (and the service's last rejection) finds,
// each a link that opens its section and focuses its input, and the queue button. The button is
// marked unavailable while problems remain but still answers a press: the first attempt shows
// every field's message at once and takes focus to this list. Once queued, the form is read-only
// and the panel offers only cancelling, until it is sent; after that it is gone (the status line
// above the form says where the application stands). In the agent's language (decisions 91); a
// problem's own message is shown as the validator or the service gave it.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormContext } from 'react-hook-form';
import type { Draft } from '../../shared/drafts/draft-schema';
import { missingOwnersMessage } from '../../shared/merchant/merchant-schema';
import type { FieldError } from '../../shared/result';
import { findDuplicates } from '../data/duplicates';
import { changeQueued, refreshAfterOutbox } from '../data/use-draft';
import { errorSentence } from '../words/errors';
import { useDuplicateConfirm } from '../ui/ConfirmDuplicates';
import { useInviteCodeConfirm } from '../ui/ConfirmInviteCode';
import { normalizeInput } from '../../shared/merchant/normalize';
import type { Autosaver } from './autosaver';
import { useEditorState, useEditorStore, type EditorState } from './editor-store';
import { focusTargetOf, placeOf } from '../words/fields';
import { formNameOf, inputIdOf, type FormValues } from './form-values';
import { openAndFocus } from './Section';
import { SignatureNote } from './SignatureNote';
import { Link } from 'wouter';
import {
  isSignatureNeeded,
  useIsAgreementOutdated,
  useSignatureState,
  useSigningSettings,
} from '../data/use-signature';
import { routes } from '../ui/routes';
import {
  notQueuedForSignatureWords,
  signatureMessages,
  signatureProblemWords,
} from '../words/signature';
import type { IntlShape } from '../i18n/format';
import { fieldMessage } from '../words/field-messages';
import { placeWords } from '../words/field-places';
import type { FieldProblem } from '../../shared/merchant/field-messages';

interface Problem {
  name: string;
  message: string;
  /** Where the checklist says it is, when not where the field's name puts it. */
  where?: string;
}

function problemsOf(
  intl: IntlShape,
  problems: FieldError[],
  serverErrors: EditorState['serverErrors'],
): Problem[] {
  const listed: Problem[] = problems.map(({ field, message, rule }: FieldProblem) =>
    // The stored payload leaves an untouched owner row out, but the form always shows Owner 1:
    // "Add at least one owner" beside it would puzzle, so it is said of that row.
    field === 'owner' && message === missingOwnersMessage
      ? {
          name: 'owner',
          message: intl.formatMessage({ id: 'editorFrame.submit.ownerNothingEntered' }),
          where: intl.formatMessage({ id: 'editorFrame.submit.firstOwner' }),
        }
      : // Worded from the rule's verdict in the agent's language (decisions 93).
        { name: formNameOf(field) ?? '', message: fieldMessage(intl, { field, message, rule }) },
  );
  const names = new Set(listed.map((problem) => problem.name));
  for (const [name, message] of Object.entries(serverErrors)) {
    if (!names.has(name))
      listed.push({
        name,
        message: intl.formatMessage({ id: 'editorFrame.submit.serviceProblem' }, { message }),
      });
  }
  return listed;
}

export function SubmitPanel({
  draft,
  autosaver,
  isReadOnly,
  recheck,
  onQueued,
}: {
  draft: Draft;
  autosaver: Autosaver;
  isReadOnly: boolean;
  /** Brings the live problems up to date now, without the pause after typing. */
  recheck: () => void;
  /** Told once it is queued: the form takes focus to the status above it, with the next steps. */
  onQueued?: () => void;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const store = useEditorStore();
  const { handleSubmit, getValues } = useFormContext<FormValues>();
  const fieldProblems = useEditorState((state) => state.problems);
  const serverErrors = useEditorState((state) => state.serverErrors);
  const [message, setMessage] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const duplicates = useDuplicateConfirm();
  const inviteCode = useInviteCodeConfirm();
  const problems = problemsOf(intl, fieldProblems, serverErrors);
  // decisions 46: where the environment asks for it, queueing waits for a valid signature.
  const signatureState = useSignatureState(draft);
  const signingSettings = useSigningSettings();
  // decisions 45: a signature counts only for the environment it was made for (the one selected,
  // where it would be queued); signed for another one, the merchant signs again for this one.
  const signedElsewhere =
    signatureState === 'valid' &&
    draft.signature !== undefined &&
    signingSettings !== undefined &&
    draft.signature.environmentId !== signingSettings.environmentId
      ? draft.signature.environmentName
      : undefined;
  // decisions 85: a signature taken under an agreement that changed since is asked for again.
  const isOutdated = useIsAgreementOutdated(draft, signingSettings);
  const isSignatureMissing =
    isSignatureNeeded(draft, signingSettings) &&
    (signatureState !== 'valid' || signedElsewhere !== undefined || isOutdated);
  const missingWords = signatureProblemWords(intl, {
    signedElsewhere,
    state: signatureState,
    isOutdated,
  });
  const isReady = problems.length === 0 && !isSignatureMissing;

  const focusProblem = (name: string) => {
    // A list-level ownership problem (the total) belongs at the shares, an empty list at a name.
    const hasShares = getValues('owner').some((owner) => owner.ownership.trim() !== '');
    const target = name === 'owner' && hasShares ? 'owner.0.ownership' : focusTargetOf(name);
    openAndFocus(store, placeOf(target).section, inputIdOf(target));
  };

  const queue = async () => {
    setMessage(null);
    const isValid = await new Promise<boolean>((resolve) => {
      void handleSubmit(
        () => resolve(true),
        () => resolve(false),
      )();
    });
    recheck();
    const { problems: found, serverErrors: refused } = store.get();
    const count = problemsOf(intl, found, refused).length;
    if (isValid && count === 0 && isSignatureMissing) {
      setMessage(notQueuedForSignatureWords(intl, signedElsewhere));
      heading.current?.focus();
      return;
    }
    if (!isValid || count > 0) {
      setMessage(intl.formatMessage({ id: 'editorFrame.submit.notQueuedProblems' }, { count }));
      heading.current?.focus();
      return;
    }
    setIsBusy(true);
    try {
      if (!(await autosaver.flush())) {
        setMessage(intl.formatMessage({ id: 'editorFrame.submit.notQueuedUnsaved' }));
        return;
      }
      // decisions 30: the same tax id, SSN, bank account or name + ZIP elsewhere is asked about.
      const shared = await findDuplicates(draft.id);
      const name =
        getValues('legalName').trim() ||
        intl.formatMessage({ id: 'editorFrame.submit.thisApplication' });
      if (
        !(await duplicates.ask(shared.length > 0 ? [{ id: draft.id, name, matches: shared }] : []))
      ) {
        setMessage(intl.formatMessage({ id: 'editorFrame.submit.notQueuedDuplicates' }));
        return;
      }
      let queued = await changeQueued(draft.id, 'enqueue');
      // decisions 86: a warned invite code is queued only once the agent confirms that code.
      const warned = !queued.ok && queued.error.details?.reason === 'invite-code-unconfirmed';
      if (warned) {
        const code = normalizeInput('inviteCode', getValues('inviteCode'));
        const standing = queued.ok ? 'unknown' : (queued.error.details?.standing ?? 'unknown');
        if (!(await inviteCode.ask(standing, code))) {
          setMessage(intl.formatMessage({ id: 'editorFrame.submit.notQueuedInviteCode' }));
          return;
        }
        queued = await changeQueued(draft.id, 'enqueue', code);
      }
      if (!queued.ok)
        setMessage(
          intl.formatMessage(
            { id: 'editorFrame.submit.notQueuedError' },
            { reason: errorSentence(intl, queued.error) },
          ),
        );
      else onQueued?.();
      // After onQueued: the focus move waits for the draft read again as queued.
      await refreshAfterOutbox(queryClient);
    } finally {
      setIsBusy(false);
    }
  };

  const cancel = async () => {
    setMessage(null);
    setIsBusy(true);
    try {
      const cancelled = await changeQueued(draft.id, 'cancel');
      if (!cancelled.ok)
        setMessage(
          intl.formatMessage(
            { id: 'editorFrame.submit.notCancelled' },
            { reason: errorSentence(intl, cancelled.error) },
          ),
        );
      await refreshAfterOutbox(queryClient);
    } finally {
      setIsBusy(false);
    }
  };

  const isQueued = draft.lifecycle === 'queued';
  if (isReadOnly && !isQueued) return null;
  return (
    <aside className="submit-panel" aria-labelledby="submit-heading">
      {duplicates.dialog}
      {inviteCode.dialog}
      <h2 id="submit-heading" ref={heading} tabIndex={-1}>
        <FormattedMessage
          id={isQueued ? 'editorFrame.submit.headingQueued' : 'editorFrame.submit.headingReady'}
        />
      </h2>
      {!isReadOnly &&
        (problems.length === 0 ? (
          <p>
            <FormattedMessage
              id={
                isSignatureMissing
                  ? 'editorFrame.submit.nothingElseMissing'
                  : 'editorFrame.submit.nothingMissing'
              }
            />
          </p>
        ) : (
          <>
            <p>
              <FormattedMessage
                id="editorFrame.submit.problemCount"
                values={{ count: problems.length }}
              />
            </p>
            <ul className="problem-list">
              {problems.map((problem) => {
                const place = placeWords(intl, problem.name);
                return (
                  <li key={`${problem.name}:${problem.message}`}>
                    <a
                      href={`#/drafts/${draft.id}`}
                      onClick={(event) => {
                        event.preventDefault();
                        focusProblem(problem.name);
                      }}
                    >
                      {problem.where ?? place.where}: {problem.message}
                    </a>
                  </li>
                );
              })}
            </ul>
          </>
        ))}
      {!isReadOnly && isSignatureMissing && (
        <ul className="problem-list">
          <li>
            <Link href={routes.review(draft.id)}>
              <FormattedMessage
                id="editorFrame.submit.signatureProblem"
                values={{ problem: missingWords }}
              />
            </Link>
          </li>
        </ul>
      )}
      {!isReadOnly && !isSignatureMissing && signatureState === 'voided' && (
        <ul className="problem-list">
          <li>
            <Link href={routes.review(draft.id)}>
              <FormattedMessage
                id="editorFrame.submit.signatureProblem"
                values={{ problem: intl.formatMessage({ id: signatureMessages.voided }) }}
              />
            </Link>
          </li>
        </ul>
      )}
      <SignatureNote draft={draft} isReadOnly={isReadOnly} />
      <p className="submit-message" role="status">
        {message}
      </p>
      {isQueued ? (
        <button type="button" disabled={isBusy} onClick={() => void cancel()}>
          <FormattedMessage id="editorFrame.submit.cancel" />
        </button>
      ) : (
        !isReadOnly && (
          <button
            type="button"
            className="primary"
            aria-disabled={!isReady || isBusy}
            onClick={() => void (isBusy ? undefined : queue())}
          >
            <FormattedMessage id="editorFrame.submit.queue" />
          </button>
        )
      )}
    </aside>
  );
}
