// The renderer's Content-Security-Policy, one definition for both hosts (conventions 7). Electron:
// `connect-src 'none'`, the renderer makes no network calls, everything goes through IPC. Browser
// mode: `connect-src 'self'`, the only network use is the same-origin WebSocket at /ipc (decisions 62), which
// 'self' covers.
// renderer/index.html carries the browser-mode policy as a meta tag too (defence in depth when the
// header is lost, e.g. a saved page); browsers enforce every policy present, so in Electron the
// stricter header wins.
export type RendererHost = 'electron' | 'browser';

export function rendererCsp(host: RendererHost): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${host === 'electron' ? "'none'" : "'self'"}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}
