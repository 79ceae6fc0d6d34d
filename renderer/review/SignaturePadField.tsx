// The drawing pad: signature_pad on a canvas (pointer events: mouse, pen and touch alike), sized to
// its box at the screen's pixel ratio so strokes stay sharp. The parent reads the strokes through
// `padRef` when the merchant signs; `onChange` says whether anything is drawn.
import { useEffect, useRef, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import SignaturePad from 'signature_pad';
import {
  maxSignaturePointsPerStroke,
  maxSignatureStrokes,
  type SignatureMark,
} from '../../shared/review/signature-schema';
import { signatureMessages } from '../words/signature';

export interface PadHandle {
  clear(): void;
  /** The strokes in CSS pixels of the pad, times from the first point; null when empty. */
  mark(): Extract<SignatureMark, { kind: 'drawn' }> | null;
}

const padHeight = 200;

/** Every n-th point of a long stroke, its last one kept, so the evidence stays within its bounds. */
function thinned<T>(points: T[], max: number): T[] {
  if (points.length <= max) return points;
  const step = Math.ceil(points.length / (max - 1));
  return [...points.filter((_, index) => index % step === 0), points.at(-1)!].slice(0, max);
}

export function SignaturePadField({
  padRef,
  onChange,
}: {
  padRef: RefObject<PadHandle | null>;
  onChange: (hasDrawing: boolean) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    const width = element.offsetWidth;
    element.width = width * ratio;
    element.height = padHeight * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    // throttle 0: every pointer move is painted at once (the default 16 ms throttle delays the
    // line behind the pen); minDistance drops jitter below 2 px.
    const pad = new SignaturePad(element, { throttle: 0, minDistance: 2, penColor: '#111' });
    const changed = () => onChange(!pad.isEmpty());
    pad.addEventListener('endStroke', changed);
    padRef.current = {
      clear() {
        pad.clear();
        changed();
      },
      mark() {
        const groups = pad.toData().filter((group) => group.points.length > 0);
        if (groups.length === 0) return null;
        const start = groups[0]!.points[0]!.time;
        return {
          kind: 'drawn',
          width: Math.max(1, Math.round(width)),
          height: padHeight,
          strokes: groups.slice(0, maxSignatureStrokes).map((group) =>
            thinned(group.points, maxSignaturePointsPerStroke).map((point) => ({
              x: Math.round(point.x * 10) / 10,
              y: Math.round(point.y * 10) / 10,
              t: Math.max(0, point.time - start),
            })),
          ),
        };
      },
    };
    return () => {
      pad.removeEventListener('endStroke', changed);
      pad.off();
      padRef.current = null;
    };
  }, [padRef, onChange]);

  return (
    <div className="signature-pad">
      <p id="signature-pad-label">
        <FormattedMessage id={signatureMessages.padLabel} />
      </p>
      {/* Drawn with a pointer only; the keyboard way to sign is the typed signature beside it. */}
      <canvas
        ref={canvas}
        role="img"
        aria-labelledby="signature-pad-label"
        style={{ height: padHeight }}
      />
    </div>
  );
}
