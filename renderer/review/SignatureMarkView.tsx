// A recorded signature, drawn again from its evidence: the strokes as SVG lines in the pad's own
// coordinates (no image file is ever made or stored), or the typed name in the signature font.
import { useIntl } from 'react-intl';
import type { SignatureMark } from '../../shared/review/signature-schema';

export function SignatureMarkView({
  mark,
  signerName,
}: {
  mark: SignatureMark;
  signerName: string;
}) {
  const intl = useIntl();
  if (mark.kind === 'typed') {
    return (
      <p
        className="typed-signature"
        translate="no"
        aria-label={intl.formatMessage({ id: 'signature.typedMark' }, { name: signerName })}
      >
        {mark.text}
      </p>
    );
  }
  return (
    <svg
      className="drawn-signature"
      role="img"
      aria-label={intl.formatMessage({ id: 'signature.drawnMark' }, { name: signerName })}
      viewBox={`0 0 ${mark.width} ${mark.height}`}
      preserveAspectRatio="xMinYMid meet"
    >
      {mark.strokes.map((stroke, index) =>
        stroke.length === 1 ? (
          <circle key={index} cx={stroke[0]!.x} cy={stroke[0]!.y} r={1.5} />
        ) : (
          <polyline
            key={index}
            points={stroke.map((point) => `${point.x},${point.y}`).join(' ')}
            fill="none"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ),
      )}
    </svg>
  );
}
