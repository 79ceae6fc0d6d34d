// Consent and signature at the table (decisions 45): the signer's name (owner 1's, editable) and
// title, the consent box, and a mark drawn on the pad or typed (the keyboard-only way). "Sign"
// sends the hashes of the review and agreement this screen SHOWED; core refuses when the stored
// application or the agreement no longer match them, so the merchant never signs something else.
import { useCallback, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Agreement } from '../../shared/review/agreement';
import type { Draft } from '../../shared/drafts/draft-schema';
import type { SignatureMark } from '../../shared/review/signature-schema';
import { appErrorOf } from '../data/unwrap';
import { payloadSha256Of, sha256Hex, useSignDraft } from '../data/use-signature';
import { errorSentence } from '../words/errors';
import { signatureMessages } from '../words/signature';
import { SignaturePadField, type PadHandle } from './SignaturePadField';
import { TextField } from '../ui/TextField';

type SignatureMode = 'drawn' | 'typed';

/** The two ways to sign, in the order offered, each with its tab's words. */
const signatureModes: readonly [SignatureMode, 'drawTab' | 'typeTab'][] = [
  ['drawn', 'drawTab'],
  ['typed', 'typeTab'],
];

function ownerOneName(draft: Draft): string {
  const owners = draft.payload.owner;
  const first = Array.isArray(owners) ? owners[0] : undefined;
  const name =
    typeof first === 'object' && first !== null ? (first as { name?: unknown }).name : '';
  return typeof name === 'string' ? name.trim() : '';
}

export function SignaturePanel({
  draft,
  agreement,
}: {
  draft: Draft;
  /** The agreement shown above: its text, and the version and language the signature binds to. */
  agreement: Pick<Agreement, 'version' | 'language'> & { text: string };
}) {
  const agreementText = agreement.text;
  // In the merchant's language: the panel is under the review's merchant provider (decisions 99).
  const intl = useIntl();
  const words = (key: keyof typeof signatureMessages) =>
    intl.formatMessage({ id: signatureMessages[key] });
  const ids = useId();
  const [signerName, setSignerName] = useState(() => ownerOneName(draft));
  const [signerTitle, setSignerTitle] = useState('');
  const [hasConsent, setHasConsent] = useState(false);
  const [mode, setMode] = useState<SignatureMode>('drawn');
  const [typed, setTyped] = useState('');
  const [hasDrawing, setHasDrawing] = useState(false);
  const [problem, setProblemSentence] = useState<string | null>(null);
  // What the merchant left out, worded when shown: a switch of language words it again.
  const [missing, setMissing] = useState<keyof typeof signatureMessages | null>(null);
  const setProblem = (sentence: string | null) => {
    setMissing(null);
    setProblemSentence(sentence);
  };
  const say = (key: keyof typeof signatureMessages) => {
    setProblemSentence(null);
    setMissing(key);
  };
  // A problem said once goes as soon as anything is changed, so it never outlives its cause.
  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setProblem(null);
      set(value);
    };
  const pad = useRef<PadHandle | null>(null);
  const sign = useSignDraft();
  const onPadChange = useCallback((drawn: boolean) => {
    setProblem(null);
    setHasDrawing(drawn);
  }, []);

  const submit = async () => {
    setProblem(null);
    if (signerName.trim() === '') return say('noName');
    if (!hasConsent) return say('noConsent');
    const mark: SignatureMark | null =
      mode === 'typed'
        ? typed.trim() === ''
          ? null
          : { kind: 'typed', text: typed.trim() }
        : (pad.current?.mark() ?? null);
    if (mark === null) return say('noMark');
    // What this screen showed: the draft it rendered and the agreement text below it.
    const [payloadSha256, agreementSha256] = await Promise.all([
      payloadSha256Of(draft),
      sha256Hex(agreementText),
    ]);
    sign.mutate(
      {
        draftId: draft.id,
        signerName: signerName.trim(),
        signerTitle: signerTitle.trim(),
        consent: true,
        mark,
        payloadSha256,
        agreementSha256,
        agreementVersion: agreement.version,
        agreementLanguage: agreement.language,
      },
      { onError: (error) => setProblem(errorSentence(intl, appErrorOf(error))) },
    );
  };

  return (
    <section className="signature-panel" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>{words('heading')}</h2>
      <TextField
        id={`${ids}-name`}
        label={words('signerName')}
        value={signerName}
        maxLength={120}
        autoComplete="off"
        onChange={edited(setSignerName)}
      />
      <TextField
        id={`${ids}-title`}
        label={words('signerTitle')}
        value={signerTitle}
        maxLength={80}
        autoComplete="off"
        onChange={setSignerTitle}
      />
      <fieldset className="signature-mode">
        <legend>{words('howToSign')}</legend>
        {signatureModes.map(([value, tab]) => (
          <label key={value}>
            <input
              type="radio"
              name={`${ids}-mode`}
              checked={mode === value}
              onChange={() => setMode(value)}
            />{' '}
            {words(tab)}
          </label>
        ))}
      </fieldset>
      {mode === 'drawn' ? (
        <>
          <SignaturePadField padRef={pad} onChange={onPadChange} />
          <button type="button" disabled={!hasDrawing} onClick={() => pad.current?.clear()}>
            {words('clear')}
          </button>
        </>
      ) : (
        <TextField
          id={`${ids}-typed`}
          label={words('typedLabel')}
          className="typed-signature-input"
          value={typed}
          maxLength={120}
          autoComplete="off"
          onChange={edited(setTyped)}
        />
      )}
      <label className="consent">
        <input
          type="checkbox"
          checked={hasConsent}
          onChange={(event) => edited(setHasConsent)(event.target.checked)}
        />{' '}
        {words('consent')}
      </label>
      <p className="submit-message" role="status">
        {missing !== null ? words(missing) : (problem ?? (sign.isSuccess ? words('signed') : ''))}
      </p>
      <button
        type="button"
        className="primary"
        aria-disabled={sign.isPending}
        onClick={() => void (sign.isPending ? undefined : submit())}
      >
        {words('signButton')}
      </button>
    </section>
  );
}
