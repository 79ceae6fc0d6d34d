// Maps each request to its handler. Token paths are matched case-insensitively because the
// service's own samples spell the access-token path two ways (decisions 6).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from '../context';
import { handleAdmin } from './admin-routes';
import { authorizePath } from './authorize-page';
import {
  handleCreateMerchant,
  handleFindMerchants,
  handleGetMerchant,
  merchantPath,
} from './merchant-routes';
import {
  handleAccessToken,
  handleAuthorizeDecision,
  handleAuthorizePage,
  handleRequestToken,
} from './oauth-routes';
import { sendError, sendJson } from './respond';
import { isLoopbackHost, requestTarget } from './request-target';

export const requestTokenPath = '/boarding/v2/oauth/1a/requesttoken';
export const accessTokenPath = '/boarding/v2/oauth/1a/accessToken';

const loopbackAddresses = new Set(['127.0.0.1', '::ffff:127.0.0.1', '::1']);

function methodNotAllowed(req: IncomingMessage, res: ServerResponse, allow: string): void {
  res.setHeader('Connection', 'close');
  req.resume();
  sendError(res, 405, 'Method not allowed.', { headers: { Allow: allow } });
}

export async function route(
  req: IncomingMessage,
  res: ServerResponse,
  context: SandboxContext,
  port: number,
  isContinueExpected: boolean,
): Promise<void> {
  const target = requestTarget(req);
  const { method, path } = target;
  if (
    !isLoopbackHost(target.host, port) ||
    !loopbackAddresses.has(req.socket.remoteAddress ?? '')
  ) {
    res.setHeader('Connection', 'close');
    req.resume();
    sendError(res, 421, `This sandbox answers only to http://127.0.0.1:${port}.`);
    return;
  }
  const lowerPath = path.toLowerCase();
  // Expect: 100-continue (spec endpoint 4 sample). The merchant POST decides itself when to let
  // the body come (after its auth, type and size checks); every other route lets it come now.
  if (isContinueExpected && !(method === 'POST' && path === merchantPath)) res.writeContinue();

  if (lowerPath === requestTokenPath) {
    if (method === 'POST') return handleRequestToken(req, res, target, context);
    return methodNotAllowed(req, res, 'POST');
  }
  if (lowerPath === authorizePath) {
    if (method === 'GET') return handleAuthorizePage(req, res, target, context);
    if (method === 'POST') {
      const origins = [
        `http://127.0.0.1:${port}`,
        `http://localhost:${port}`,
        `http://[::1]:${port}`,
      ];
      return handleAuthorizeDecision(req, res, origins, context);
    }
    return methodNotAllowed(req, res, 'GET, POST');
  }
  if (lowerPath === accessTokenPath.toLowerCase()) {
    if (method === 'POST') return handleAccessToken(req, res, target, context);
    return methodNotAllowed(req, res, 'POST');
  }
  if (path === merchantPath) {
    if (method === 'POST')
      return handleCreateMerchant(req, res, target, context, isContinueExpected);
    if (method === 'GET') return handleFindMerchants(req, res, target, context);
    return methodNotAllowed(req, res, 'GET, POST');
  }
  const idMatch = /^\/boarding\/v2\/merchant\/([^/]+)$/.exec(path);
  if (idMatch) {
    if (method === 'GET') return handleGetMerchant(req, res, target, idMatch[1]!, context);
    return methodNotAllowed(req, res, 'GET');
  }
  if (path.startsWith('/sandbox/admin/') && (await handleAdmin(req, res, method, path, context)))
    return;
  if (path === '/' && method === 'GET') {
    sendJson(res, 200, {
      service: 'Boarding Desk sandbox boarding service',
      requestToken: requestTokenPath,
      authorize: authorizePath,
      accessToken: accessTokenPath,
      merchant: merchantPath,
      admin: '/sandbox/admin (see sandbox/README.md)',
    });
    return;
  }
  res.setHeader('Connection', 'close');
  req.resume();
  sendError(res, 404, 'Not found.');
}
