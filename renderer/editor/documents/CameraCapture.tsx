// "Take a photo" in the desktop app (decisions 49): the camera, video only (main allows nothing
// else, and only for our own page), shown until the agent captures one frame or cancels; the
// stream is stopped either way. Not offered in browser mode, where the file picker serves.
import { useEffect, useRef, useState } from 'react';
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
  const [problem, setProblem] = useState<string | null>(null);
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
      .catch(() =>
        setProblem('The camera could not be opened. Attach a file instead, or check the camera.'),
      );
    return () => {
      isGone = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);
  return (
    <div className="camera-capture no-print" role="group" aria-label={`Camera for ${label}`}>
      {problem === null ? (
        <video ref={video} muted playsInline aria-label="Camera preview" />
      ) : (
        <p role="alert">{problem}</p>
      )}
      <p>
        <button
          type="button"
          disabled={problem !== null}
          onClick={() => {
            if (video.current === null) return;
            void captureFrame(video.current).then((blob) => blob && onCaptured(blob));
          }}
        >
          Capture
        </button>{' '}
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </p>
    </div>
  );
}
