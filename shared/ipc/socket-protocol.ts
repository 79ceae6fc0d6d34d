// Browser mode's one WebSocket (decisions 62): what the page and the loopback host say to each
// other over it. The page sends calls; the host answers each by its id and sends contract events
// on the same socket, so an event the core emitted before answering a call reaches the page before
// that answer, as over Electron's IPC. Types and constants only: the renderer's first chunk must
// not pull zod (the host parses every message before it reaches the dispatcher).

/** Where the page opens its socket (a GET upgrade); POST /ipc/<channel> stays for tools and tests. */
export const socketPath = '/ipc';

/** One message at most, either way: the same 1 MiB as one POST's body (decisions 17). */
export const maxSocketMessageBytes = 1024 * 1024;

/** Page to host: one contract call. `request` is absent for a call without an argument. */
export interface SocketCall {
  id: number;
  channel: string;
  request?: unknown;
}

/** Host to page: the Result of call `id`, or a contract event. */
export type SocketMessage = { id: number; result: unknown } | { event: string; payload: unknown };
