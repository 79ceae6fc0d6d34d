// The frame's screens as hash routes (wouter): #/drafts, #/outbox, #/submitted, #/settings, and
// the editor at #/drafts/<id>. Hash routes work the same under app:// in Electron and on the
// loopback host in browser mode.
export const routes = {
  drafts: '/drafts',
  outbox: '/outbox',
  submitted: '/submitted',
  settings: '/settings',
  signIn: '/sign-in',
  draft: (id: string, focusField?: string) =>
    `/drafts/${encodeURIComponent(id)}${focusField ? `?field=${encodeURIComponent(focusField)}` : ''}`,
} as const;
