// The frame's screens as hash routes (wouter): #/drafts, #/outbox, #/submitted, #/needs-action,
// #/settings, the editor at #/drafts/<id> (#/drafts/<id>/at/<field path> opens it at a field),
// and the review with the merchant at #/drafts/<id>/review. Everything
// lives in the hash, never in the document's own query, so a reload asks the host for the same
// page under app:// in Electron and on the loopback host in browser mode.
export const routes = {
  drafts: '/drafts',
  outbox: '/outbox',
  submitted: '/submitted',
  needsAction: '/needs-action',
  settings: '/settings',
  signIn: '/sign-in',
  draft: (id: string, focusField?: string) =>
    `/drafts/${encodeURIComponent(id)}${focusField ? `/at/${encodeURIComponent(focusField)}` : ''}`,
  review: (id: string) => `/drafts/${encodeURIComponent(id)}/review`,
} as const;
