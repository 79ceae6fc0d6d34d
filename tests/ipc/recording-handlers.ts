// Handlers for dispatcher tests: each records that it ran and answers NOT_FOUND, an answer every
// channel's response schema accepts. No mock library: a plain map of functions.
import { channelNames, type Channel } from '../../shared/ipc/channels';
import type { Handlers } from '../../electron/core/ipc/handlers';
import { err } from '../../shared/result';

export interface RecordingHandlers {
  handlers: Handlers;
  calls: { channel: Channel; request: unknown }[];
}

export function recordingHandlers(): RecordingHandlers {
  const calls: RecordingHandlers['calls'] = [];
  const entries = channelNames.map((channel) => [
    channel,
    (request: unknown) => {
      calls.push({ channel, request });
      return err('NOT_FOUND', 'nothing here');
    },
  ]);
  return { handlers: Object.fromEntries(entries) as unknown as Handlers, calls };
}

export interface CapturedLog {
  level: string;
  message: string;
  data?: Record<string, unknown>;
}

export function capturingLogger() {
  const lines: CapturedLog[] = [];
  const write = (level: string) => (message: string, data?: Record<string, unknown>) => {
    lines.push({ level, message, ...(data && { data }) });
  };
  return {
    logger: {
      debug: write('debug'),
      info: write('info'),
      warn: write('warn'),
      error: write('error'),
    },
    lines,
  };
}
