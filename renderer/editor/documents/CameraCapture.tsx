// "Take a photo" in the desktop app (decisions 49): the camera, video only (main allows nothing
// else, and only for our own page), shown until the agent captures one frame or cancels; the
// stream is stopped either way. Not offered in browser mode, where the file picker serves. In the
// agent's language (decisions 91).
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { captureFrame } from './downscale-image';

export function CameraCapture({
  label,
  onCaptured,
  onClose,
}: {
  label: string;
  onCaptured: (blob: Blob) => void;
  onClose: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const intl = useIntl();
  const [isFailed, setIsFailed] = useState(false);
  useEffect(() => {
    let stream: MediaStream | undefined;
    let isGone = false;
    navigator.mediaDevices
      .getUserMedia({ video: true, audio: false })
      .then((opened) => {
        stream = opened;
        if (isGone) opened.getTracks().forEach((track) => track.stop());
        else if (video.current) {
          video.current.srcObject = opened;
          void video.current.play();
        }
      })
      .catch(() => setIsFailed(true));
    return () => {
      isGone = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);
  return (
    <div
      className="camera-capture no-print"
      role="group"
      aria-label={intl.formatMessage({ id: 'documents.camera.group' }, { kind: label })}
    >
      {isFailed ? (
        <p role="alert">
          <FormattedMessage id="documents.camera.failed" />
        </p>
      ) : (
        <video
          ref={video}
          muted
          playsInline
          aria-label={intl.formatMessage({ id: 'documents.camera.preview' })}
        />
      )}
      <p>
        <button
          type="button"
          disabled={isFailed}
          onClick={() => {
            if (video.current === null) return;
            void captureFrame(video.current).then((blob) => blob && onCaptured(blob));
          }}
        >
          <FormattedMessage id="documents.camera.capture" />
        </button>{' '}
        <button type="button" onClick={onClose}>
          <FormattedMessage id="documents.camera.cancel" />
        </button>
      </p>
    </div>
  );
}
