// Asks before an application whose invite code is warned is queued (decisions 86): expired, not
// valid yet, or not in the pricing plans. Core refuses such a code until the agent confirms that
// very code; this asks the question core's refusal names. The same native modal <dialog> as the
// duplicates' question (ConfirmDuplicates.tsx): focus starts on the safe choice, Escape answers it.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { InviteCodeStanding } from '../../shared/policy/invite-catalogue';
import { confirmCodeWords } from '../words/catalogue';

interface Pending {
  standing: InviteCodeStanding;
  code: string;
  answer: (isConfirmed: boolean) => void;
}

export function useInviteCodeConfirm(): {
  /** Resolves true when the agent chose to queue with this code anyway. */
  ask: (standing: InviteCodeStanding, code: string) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useCallback(
    (standing: InviteCodeStanding, code: string) =>
      new Promise<boolean>((resolve) => setPending({ standing, code, answer: resolve })),
    [],
  );
  const dialog = pending && (
    <ConfirmInviteCode
      standing={pending.standing}
      code={pending.code}
      onClosed={(isConfirmed) => {
        setPending(null);
        pending.answer(isConfirmed);
      }}
    />
  );
  return { ask, dialog };
}

function ConfirmInviteCode({
  standing,
  code,
  onClosed,
}: {
  standing: InviteCodeStanding;
  code: string;
  onClosed: (isConfirmed: boolean) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const isConfirmed = useRef(false);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby="invite-code-heading"
      aria-describedby="invite-code-text"
      onClose={() => onClosed(isConfirmed.current)}
    >
      <h2 id="invite-code-heading">Queue with invite code {code}?</h2>
      <p id="invite-code-text">{confirmCodeWords(standing, code)}</p>
      <div className="actions">
        <button type="button" onClick={() => dialog.current?.close()}>
          Don’t queue
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            isConfirmed.current = true;
            dialog.current?.close();
          }}
        >
          Queue with this code
        </button>
      </div>
    </dialog>
  );
}
