// The boarding service's merchant endpoints, signed with OAuth 1.0a (RFC 5849 section 3.5.1):
// POST /boarding/v2/merchant, GET by id (configurable template, decisions 9) and by referenceId.
// Every answer is read through the capped reader (decisions 18) and parsed leniently (decisions
// 12, 17); every failure is a Result whose `delivery` tells the outbox whether the application
// may already be at the service (decisions 19).
// Never logs a payload or a response body: they carry SSNs, tax ids and account numbers.
import {
  parseMerchantRecord,
  type MerchantRecord,
} from '../../../shared/merchant/merchant-record-schema';
import { ok, type Result } from '../../../shared/result';
import type { ApiAuth, ApiTarget } from '../oauth/api-auth';
import { answerFailureError } from '../oauth/answer-failure';
import { sendSigned } from '../oauth/signed-fetch';
import { silentLogger, systemClock, type Clock, type Fetch, type Logger } from '../ports';
import { boardingError, type BoardingError } from './boarding-error';
import { specFieldsOf } from './merchant-answer';
import { statusError, type RequestKind } from './http-status';
import { parseErrorBody, readBody, type BodyFailure, type ResponseBody } from './response-body';

export interface BoardingClientOptions {
  auth: ApiAuth;
  fetch: Fetch;
  /** Whole-request budget (connect, send, headers and body). Default 30 s. */
  timeoutMs?: number;
  logger?: Logger;
  clock?: Clock;
}

export interface SubmitSuccess {
  merchantId: string;
  record: MerchantRecord;
  /** The body's spec-named fields (decisions 8, 20), stored with the draft. */
  raw: unknown;
  status: number;
}

export type BoardingResult<T> = Result<T, BoardingError>;

/** One match of a lookup: the record as read, and its spec fields as received (decisions 12, 20). */
export interface MerchantMatch {
  record: MerchantRecord;
  raw: Record<string, unknown> | null;
}

export interface BoardingClient {
  submit(payload: unknown, referenceId: string): Promise<BoardingResult<SubmitSuccess>>;
  getById(id: string): Promise<BoardingResult<MerchantRecord>>;
  findByReferenceId(referenceId: string): Promise<BoardingResult<MerchantMatch[]>>;
}

interface Answer {
  status: number;
  body: ResponseBody;
  retryAfter: string | null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Why a 2xx answer is not what was asked for, in words that say what came instead. */
function notWhatWasAsked(wanted: string, body: ResponseBody): string {
  if (body.isEmpty) return `The service answered with an empty body instead of ${wanted}.`;
  if (!body.isJson)
    return `The service answered with something that is not JSON instead of ${wanted}.`;
  return `The service answered with JSON that is not ${wanted}.`;
}

export function createBoardingClient(options: BoardingClientOptions): BoardingClient {
  const { auth, fetch } = options;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const logger = options.logger ?? silentLogger;
  const clock = options.clock ?? systemClock;

  /** One signed request (signed-fetch.ts); `pathOf` builds the path from the target at send time. */
  async function send(
    method: 'GET' | 'POST',
    pathOf: (target: ApiTarget) => string,
    json?: unknown,
  ): Promise<BoardingResult<Answer>> {
    const started = performance.now();
    const sent = await sendSigned(auth, fetch, { method, path: pathOf, json, timeoutMs }, clock);
    if (!sent.ok) {
      const { isNetwork, ...error } = sent.error;
      if (isNetwork)
        logger.warn('boarding request failed', {
          method,
          code: error.code,
          delivery: error.delivery,
        });
      return { ok: false, error: { ...error, retryable: isNetwork } };
    }
    const { response, url } = sent.value;
    const path = new URL(url).pathname;
    const read = await readBody(response);
    logger.debug('boarding request', {
      method,
      path,
      status: response.status,
      ms: Math.round(performance.now() - started),
      ...(!read.ok && { body: read.error.reason }),
    });
    // Past the status line the status speaks for itself (a 400 or 401 means what it says); a 2xx
    // without its body is an answer we lack.
    if (!read.ok && response.ok) return unreadable(method, response.status, read.error);
    return ok({
      status: response.status,
      body: read.ok ? read.value : { json: undefined, isEmpty: true, isJson: false },
      retryAfter: response.headers.get('retry-after'),
    });
  }

  /**
   * A 2xx arrived but its body could not be read (over the cap of decisions 18, or cut off). The
   * POST was stored but we lack the merchant (decisions 19): 'unknown' makes the outbox ask by
   * referenceId before any resend. A GET changed nothing at the service.
   */
  function unreadable(
    method: 'GET' | 'POST',
    status: number,
    failure: BodyFailure,
  ): { ok: false; error: BoardingError } {
    const words = answerFailureError(failure, 'The boarding service', status);
    return boardingError(words.code, words.message, {
      delivery: method === 'POST' ? 'unknown' : 'answered',
      retryable: true,
      status,
    });
  }

  function failure(
    answer: Answer,
    kind: RequestKind = 'read',
  ): { ok: false; error: BoardingError } {
    return statusError(
      answer.status,
      parseErrorBody(answer.body.json),
      answer.retryAfter,
      clock.now(),
      kind,
    );
  }

  /** The POST path is configurable per environment, like the GET template. */
  function merchantPath(target: ApiTarget): string {
    return target.merchantPostPath;
  }

  async function submit(
    payload: unknown,
    referenceId: string,
  ): Promise<BoardingResult<SubmitSuccess>> {
    if (!isPlainObject(payload)) {
      return boardingError('VALIDATION', 'The application is not a JSON object.', {
        delivery: 'not-sent',
        retryable: false,
      });
    }
    // The referenceId always travels, so a resubmission is recognisable (decisions 10).
    const answer = await send('POST', merchantPath, { ...payload, referenceId });
    if (!answer.ok) return answer;
    const { status, body } = answer.value;
    if (status < 200 || status > 299) return failure(answer.value, 'submit');
    // Any 2xx is success (decisions 8). Without a usable id (none, or one that fails the checks
    // of decisions 20) the application is at the service but unidentified: report it as
    // 'unknown' so the caller asks by referenceId.
    const record = parseMerchantRecord(body.json);
    const merchantId = record.merchantId;
    if (merchantId === null) {
      return boardingError(
        'SERVER_ERROR',
        `The service accepted the application (HTTP ${status}) but sent no usable merchant id.`,
        {
          delivery: 'unknown',
          retryable: true,
          status,
        },
      );
    }
    return ok({ merchantId, record, raw: specFieldsOf(body.json), status });
  }

  async function getById(id: string): Promise<BoardingResult<MerchantRecord>> {
    const answer = await send('GET', (target) =>
      target.merchantGetPath.replace('{id}', encodeURIComponent(id)),
    );
    if (!answer.ok) return answer;
    if (answer.value.status < 200 || answer.value.status > 299) return failure(answer.value);
    if (!isPlainObject(answer.value.body.json)) {
      return boardingError('SERVER_ERROR', notWhatWasAsked('a merchant', answer.value.body), {
        delivery: 'answered',
        retryable: true,
        status: answer.value.status,
      });
    }
    return ok(parseMerchantRecord(answer.value.body.json));
  }

  async function findByReferenceId(referenceId: string): Promise<BoardingResult<MerchantMatch[]>> {
    const answer = await send(
      'GET',
      (target) => `${merchantPath(target)}?referenceId=${encodeURIComponent(referenceId)}`,
    );
    if (!answer.ok) return answer;
    const { status, body } = answer.value;
    if (status < 200 || status > 299) return failure(answer.value);
    if (!Array.isArray(body.json)) {
      return boardingError('SERVER_ERROR', notWhatWasAsked('a list of merchants', body), {
        delivery: 'answered',
        retryable: true,
        status,
      });
    }
    // Only exact matches count: a service that ignored the query must not make an unsent
    // application look submitted. A match without a usable id is still a match: the application
    // arrived, and the caller must not read it as absent and send it again (decisions 9, 20).
    // Each match keeps its spec fields as received, like a POST's answer: the record's typed
    // reading turns a wrong-typed value into null (decisions 12, 20).
    const matches = body.json.map((entry) => ({
      record: parseMerchantRecord(entry),
      raw: specFieldsOf(entry),
    }));
    return ok(matches.filter((match) => match.record.referenceId === referenceId));
  }

  return { submit, getById, findByReferenceId };
}
