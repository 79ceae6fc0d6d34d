// /sandbox/admin: endpoints that exist only in the sandbox (decisions 11), documented in
// sandbox/README.md. Unauthenticated but loopback-only: the server listens on 127.0.0.1, the
// router refuses foreign Host names (DNS rebinding), and every POST must be application/json,
// which a page on another site cannot send without a CORS preflight the sandbox never grants.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { toFieldErrors } from '../../shared/merchant';
import type { SandboxContext } from '../context';
import { FaultPatchSchema } from '../faults';
import {
  expireAllTokens,
  listMerchants,
  setMerchantStatus,
  StatusChangeSchema,
} from '../merchant/admin-actions';
import { readBody } from '../../node/http-body';
import { mediaType, sendError, sendJson } from './respond';

const adminBodyLimit = 64 * 1024;

async function readJson(
  req: IncomingMessage,
  res: ServerResponse,
): Promise<{ ok: true; value: unknown } | { ok: false }> {
  if (mediaType(req.headers['content-type']) !== 'application/json') {
    res.setHeader('Connection', 'close');
    req.resume();
    sendError(res, 415, 'Content-Type must be application/json.');
    return { ok: false };
  }
  const body = await readBody(req, adminBodyLimit);
  if (!body.ok) {
    if (body.reason === 'too-large')
      sendError(res, 413, 'Request body too large.', { headers: { Connection: 'close' } });
    return { ok: false };
  }
  try {
    return {
      ok: true,
      value: body.body.length === 0 ? {} : JSON.parse(body.body.toString('utf8')),
    };
  } catch {
    sendError(res, 400, 'The request body is not valid JSON.');
    return { ok: false };
  }
}

/** Returns false when the path is not an admin route, so the router can answer 404. */
export async function handleAdmin(
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
  path: string,
  context: SandboxContext,
): Promise<boolean> {
  if (path === '/sandbox/admin/merchants' && method === 'GET') {
    sendJson(res, 200, listMerchants(context));
    return true;
  }
  const statusMatch = /^\/sandbox\/admin\/merchants\/(\d{1,15})\/status$/.exec(path);
  if (statusMatch && method === 'POST') {
    const body = await readJson(req, res);
    if (!body.ok) return true;
    const change = StatusChangeSchema.safeParse(body.value);
    if (!change.success) {
      sendError(res, 400, 'Invalid status change.', { errors: toFieldErrors(change.error.issues) });
      return true;
    }
    const merchant = await setMerchantStatus(context, Number(statusMatch[1]), change.data);
    if (merchant) sendJson(res, 200, merchant);
    else sendError(res, 404, 'No merchant with this id.');
    return true;
  }
  if (path === '/sandbox/admin/faults' && method === 'GET') {
    sendJson(res, 200, context.faults.get());
    return true;
  }
  if (path === '/sandbox/admin/faults' && method === 'POST') {
    const body = await readJson(req, res);
    if (!body.ok) return true;
    const patch = FaultPatchSchema.safeParse(body.value);
    if (!patch.success) {
      sendError(res, 400, 'Invalid fault settings.', { errors: toFieldErrors(patch.error.issues) });
      return true;
    }
    sendJson(res, 200, context.faults.set(patch.data));
    return true;
  }
  if (path === '/sandbox/admin/tokens/expire' && method === 'POST') {
    const body = await readJson(req, res);
    if (!body.ok) return true;
    sendJson(res, 200, { revoked: await expireAllTokens(context) });
    return true;
  }
  return false;
}
