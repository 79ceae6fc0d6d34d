// A gateway in front of the sandbox on 127.0.0.1: it forwards every request unchanged and relays
// the answer, except that it answers `postStatus` to a merchant POST after the sandbox has answered
// it (stored the merchant): what a real gateway does when the service is slow or fails after the
// write. The sandbox has no such fault of its own. Requests stay signed for the sandbox's address
// (the Host header is the sandbox's), so only the socket goes through the gateway.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Fetch } from '../../../electron/core/ports';

export interface GatewayProxy {
  /** A fetch that sends every request to the gateway instead of the sandbox. */
  fetch: Fetch;
  /** Merchant POSTs the sandbox answered before the gateway replaced the answer. */
  readonly replaced: number;
  close(): Promise<void>;
}

export async function startGatewayProxy(
  sandboxUrl: string,
  postStatus: number,
): Promise<GatewayProxy> {
  const upstream = new URL(sandboxUrl);
  let replaced = 0;
  const server = http.createServer((req, res) => {
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        if (req.method === 'POST' && req.url?.endsWith('/merchant')) {
          answer.resume();
          answer.on('end', () => {
            replaced += 1;
            res.writeHead(postStatus, { 'Content-Type': 'text/html' });
            res.end('<html><body>Bad Gateway</body></html>');
          });
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gateway = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    fetch: (input, init) => {
      const url = new URL(String(input));
      return fetch(`${gateway}${url.pathname}${url.search}`, init);
    },
    get replaced() {
      return replaced;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
