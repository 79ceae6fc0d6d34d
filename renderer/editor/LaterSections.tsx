// The sections below the first screen, rendered after the first frame has painted: opening a
// ten-owner application then costs the first screen's render, commit and layout, not the whole
// form's (decisions 57). The rest is rendered in a transition, which React does in slices and
// abandons for a keystroke, so the agent can type in the first section while it arrives. A field
// to open and focus (the outbox's "Fix", the checklist) asks for the whole form at once
// (openAndFocus sets isWholeFormAsked), so the element it focuses is there in the next frame.
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useEditorState } from './editor-store';

export function LaterSections({ children }: { children: ReactNode }) {
  const isAsked = useEditorState((state) => state.isWholeFormAsked === true);
  const [isFramePainted, setFramePainted] = useState(false);
  useEffect(() => {
    // A task after the next animation frame: that frame has painted the first screen.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => startTransition(() => setFramePainted(true));
    const frame = requestAnimationFrame(() => channel.port2.postMessage(null));
    return () => {
      cancelAnimationFrame(frame);
      channel.port1.close();
    };
  }, []);
  return isAsked || isFramePainted ? children : null;
}
