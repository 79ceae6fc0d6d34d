// Registers every contract channel on ipcMain through the one dispatcher (conventions 3): the sender
// check is Electron's (a window we created, top frame, app:// origin: guard-rules.ts), the rest is
// the shared wrapper browser mode uses too. Events go to every trusted window showing our page.
import { ipcMain, webContents, type IpcMainInvokeEvent } from 'electron';
import { channelNames } from '../../shared/ipc/channels';
import { createDispatcher } from '../core/ipc/dispatch';
import type { EventHub } from '../core/ipc/event-hub';
import type { Handlers } from '../core/ipc/handlers';
import type { Logger } from '../core/ports';
import { isAppUrl } from './app-origin';
import { isTrustedIpcSender } from './guard-rules';

export interface IpcOptions {
  handlers: Handlers;
  eventHub: EventHub;
  logger: Logger;
  trustedWebContentsIds: ReadonlySet<number>;
}

/** Returns a function that removes every handler and the event forwarder (for shutdown). */
export function registerIpc(options: IpcOptions): () => void {
  const dispatch = createDispatcher<IpcMainInvokeEvent>({
    handlers: options.handlers,
    isTrustedSender: (event) => isTrustedIpcSender(event, options.trustedWebContentsIds),
    logger: options.logger,
  });
  for (const channel of channelNames) {
    ipcMain.handle(channel, (event, request: unknown) => dispatch(channel, request, event));
  }
  const unsubscribe = options.eventHub.subscribe((event, payload) => {
    for (const id of options.trustedWebContentsIds) {
      const contents = webContents.fromId(id);
      // Only to our page: should a window ever show anything else (the navigation guards forbid
      // it), it gets no events, which may carry draft names and statuses.
      if (contents && !contents.isDestroyed() && isAppUrl(contents.mainFrame.url)) {
        contents.send(event, payload);
      }
    }
  });
  return () => {
    unsubscribe();
    for (const channel of channelNames) ipcMain.removeHandler(channel);
  };
}
