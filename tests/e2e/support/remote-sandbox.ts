// A second boarding service for the remote-environment journeys: the real sandbox, started in the
// test process on its own port with its own consumer key and secret, which a test can stop and
// start again on the same port (same data folder, so issued tokens stay valid) to take the
// service away and bring it back.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startSandbox, type RunningSandbox } from '../../../sandbox';

export const remoteConsumer = {
  key: '7f0c2a44-8d1e-4b5a-9c3f-1e2d3c4b5a69',
  secret: 'remote-sandbox-secret',
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface RemoteSandbox {
  readonly url: string;
  readonly authorizeUrl: string;
  current(): RunningSandbox | undefined;
  stop(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

export async function startRemoteSandbox(): Promise<RemoteSandbox> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-e2e-remote-'));
  const port = await freePort();
  let running: RunningSandbox | undefined;
  const start = async () => {
    running = await startSandbox({
      port,
      dataDir,
      consumer: { ...remoteConsumer, name: 'Boarding Desk' },
    });
  };
  await start();
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    authorizeUrl: `${url}${running?.authorizePath ?? ''}`,
    current: () => running,
    start,
    async stop() {
      await running?.stop();
      running = undefined;
    },
    async dispose() {
      await running?.stop();
      running = undefined;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
