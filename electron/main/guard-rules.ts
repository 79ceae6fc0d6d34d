// The decisions behind the global guards (guards.ts), as pure functions so they are tested
// without Electron. Each names the Electron security checklist item it implements.
import { isAppUrl } from './app-origin';

/** Checklist 13 "Disable or limit navigation": the window never leaves our renderer. */
export function isNavigationAllowed(url: unknown): boolean {
  return isAppUrl(url);
}

/**
 * Checklist 5 "Handle session permission requests from remote content": everything is denied
 * except writing the clipboard from our own page (the "copy reference id" button, conventions 12)
 * and the camera for our own page, video only, to photograph a document (decisions 49).
 * `mediaTypes`: what a media request asks for (Electron's details.mediaTypes for a request,
 * details.mediaType for a check); a media request naming no type, or audio, is refused.
 */
export function isPermissionAllowed(
  permission: string,
  requestingUrl: unknown,
  mediaTypes: readonly string[] = [],
): boolean {
  if (!isAppUrl(requestingUrl)) return false;
  if (permission === 'clipboard-sanitized-write') return true;
  return (
    permission === 'media' && mediaTypes.length > 0 && mediaTypes.every((type) => type === 'video')
  );
}

export interface IpcSenderLike {
  senderFrame: { url: string; parent: unknown } | null;
  sender: { id: number; mainFrame: unknown };
}

/**
 * Checklist 17 "Validate the sender of all IPC messages": a webContents we created, its top frame
 * (not an iframe), showing our renderer.
 */
export function isTrustedIpcSender(
  event: IpcSenderLike,
  trustedWebContentsIds: ReadonlySet<number>,
): boolean {
  const frame = event.senderFrame;
  if (frame === null || frame === undefined) return false; // the frame navigated away or was destroyed
  if (!trustedWebContentsIds.has(event.sender.id)) return false;
  if (frame !== event.sender.mainFrame || frame.parent !== null) return false;
  return isAppUrl(frame.url);
}
