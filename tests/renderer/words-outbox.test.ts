// What the outbox says about each application (renderer/words/outbox.ts), for every item
// state and pause: plain words, with the environment an item waits for and the retry time, in
// English (the source) and Spanish, from the real catalogues (decisions 91).
import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '../../shared/outbox/outbox-schema';
import { outboxItemStates } from '../../shared/outbox/outbox-schema';
import { needsAttentionCauses } from '../../shared/drafts/draft-schema';
import {
  itemWords,
  needsAttentionWords,
  outboxSummaryWords,
  pausedWords,
  rejectedNotice,
  submittedNotice,
} from '../../renderer/words/outbox';
import { catalogueIntl } from './intl';

const intl = catalogueIntl('en');
const spanish = catalogueIntl('es');

const base: OutboxItem = {
  draftId: 'd1',
  state: 'queued',
  attempts: 0,
  nextAttemptAt: null,
  isUncertain: false,
  environmentId: 'sandbox',
  enqueuedAt: 1,
  updatedAt: 1,
};
const context = {
  selectedEnvironmentId: 'sandbox',
  environmentName: (id: string) => (id === 'prod' ? 'Production' : id),
};
const running = { paused: null, isOnline: true };

describe('outbox words', () => {
  it('has words for every item state, in both languages', () => {
    for (const state of outboxItemStates) {
      const english = itemWords(intl, { ...base, state }, running, context);
      const words = itemWords(spanish, { ...base, state }, running, context);
      expect(english.title.length, state).toBeGreaterThan(3);
      expect(words.title, state).not.toBe(english.title);
    }
  });

  it('says why a waiting item waits: connection, sign-in, or another environment', () => {
    const offline = { paused: { reason: 'offline' as const, message: '' }, isOnline: false };
    expect(itemWords(intl, base, offline, context).title).toBe('Waiting for connection');
    expect(itemWords(spanish, base, offline, context).title).toBe('En espera de conexión');
    const signIn = { paused: { reason: 'sign-in' as const, message: '' }, isOnline: true };
    expect(itemWords(intl, base, signIn, context).title).toBe('Paused until you sign in');
    expect(itemWords(spanish, base, signIn, context).title).toBe(
      'En pausa hasta que inicie sesión',
    );
    const other = { ...base, environmentId: 'prod' };
    expect(itemWords(intl, other, running, context).title).toBe(
      'Waiting for environment Production',
    );
    expect(itemWords(spanish, other, running, context).detail).toBe(
      'Se puso en cola para Production. Seleccione ese entorno e inicie sesión para enviarla.',
    );
  });

  it('says an application held for a withdrawn environment is held, and by whom', () => {
    const held = {
      ...base,
      environmentId: 'acme-prod',
      lastError: {
        code: 'AUTH_REQUIRED' as const,
        waitingFor: 'acme-prod',
        reason: 'withdrawn' as const,
        environmentName: 'Acme Production',
      },
    };
    expect(itemWords(intl, held, running, context).title).toBe(
      'Held: the organisation’s settings no longer include Acme Production',
    );
    expect(itemWords(spanish, held, running, context).title).toBe(
      'Retenida: la configuración de la organización ya no incluye Acme Production',
    );
  });

  it('gives the retry time and the reason in words', () => {
    const at = new Date(2026, 10, 24, 12, 4).getTime();
    const retrying = {
      ...base,
      state: 'retry-wait' as const,
      nextAttemptAt: at,
      lastError: { code: 'RATE_LIMITED' as const, message: 'busy', status: 429 },
    };
    expect(itemWords(intl, retrying, running, context).title).toMatch(
      /^Retrying at 12:04\sPM because the service was busy$/,
    );
    expect(itemWords(spanish, retrying, running, context).title).toMatch(
      /^Se reintenta a las 12:04\sp\.\s?m\. porque el servicio estaba ocupado$/,
    );
    const soon = { ...retrying, nextAttemptAt: null, lastError: undefined };
    expect(itemWords(intl, soon, running, context).title).toBe(
      'Retrying soon because the last attempt failed',
    );
  });

  it('names the merchant of a submitted item and explains needs-attention', () => {
    const submitted = { ...base, state: 'submitted' as const, merchantId: '42' };
    expect(itemWords(intl, submitted, running, context).title).toBe('Submitted as merchant 42');
    expect(itemWords(spanish, submitted, running, context).title).toBe('Enviada como comercio 42');
    const attention = itemWords(
      intl,
      {
        ...base,
        state: 'needs-attention',
        lastError: { code: 'SERVER_ERROR', message: 'The service failed 5 times.', status: 503 },
      },
      running,
      context,
    );
    // Words for the code and the HTTP status; the queue file's sentence is never shown.
    expect(attention.detail).toBe(
      'The service had a problem (HTTP 503). It will be tried again. If it keeps happening, contact support with the status code. Choose Retry when ready.',
    );
    expect(attention.detail).not.toContain('failed 5 times');
  });

  it('says why the whole outbox is paused, and sums it up', () => {
    expect(pausedWords(intl, 'sign-in')).toBe('Sending is paused until you sign in.');
    expect(pausedWords(spanish, 'sign-in')).toBe('El envío está en pausa hasta que inicie sesión.');
    expect(outboxSummaryWords(intl, 2, 1, 0)).toBe(
      '2 need you, 1 waiting to be sent, 0 sent today.',
    );
    expect(outboxSummaryWords(spanish, 1, 2, 5)).toBe(
      '1 requiere su atención, 2 en espera de envío, 5 enviadas hoy.',
    );
    expect(outboxSummaryWords(spanish, 0, 0, 0)).toBe('No hay nada en cola.');
  });
});

describe('notifications name the application', () => {
  it('says which application was submitted, and as which merchant', () => {
    expect(submittedNotice(intl, "Tony's Bistro LLC", '1')).toBe(
      "Tony's Bistro LLC submitted as merchant 1.",
    );
    expect(submittedNotice(intl, undefined, undefined)).toBe('An application submitted.');
    expect(submittedNotice(spanish, "Tony's Bistro LLC", '1')).toBe(
      "Tony's Bistro LLC: enviada como comercio 1.",
    );
  });

  it('says which application the service refused', () => {
    expect(rejectedNotice(intl, "Tony's Bistro LLC")).toMatch(
      /^The service found problems in Tony's Bistro LLC\./,
    );
    expect(rejectedNotice(spanish, undefined)).toMatch(
      /^El servicio encontró problemas en una solicitud\./,
    );
  });
});

describe('why an application needs attention', () => {
  const at = '2026-11-01T10:00:00.000Z';
  const reason = 'A sentence written in core, for logs only';

  it('words the cause and the failure, never the stored sentence', () => {
    const stopped = {
      reason,
      at,
      cause: 'retries-exhausted' as const,
      attempts: 5,
      errorCode: 'SERVER_ERROR' as const,
      status: 503,
    };
    expect(needsAttentionWords(intl, stopped)).toBe(
      'It stopped after 5 attempts: The service had a problem (HTTP 503). Choose Retry when ready.',
    );
    expect(needsAttentionWords(spanish, { ...stopped, errorCode: undefined })).toBe(
      'Se detuvo después de 5 intentos. Elija Reintentar cuando esté listo.',
    );
    for (const cause of needsAttentionCauses) {
      expect(needsAttentionWords(intl, { reason, at, cause })).not.toContain(reason);
      expect(needsAttentionWords(spanish, { reason, at, cause })).not.toBe(
        needsAttentionWords(intl, { reason, at, cause }),
      );
    }
  });

  it('reads a draft an earlier version marked (a sentence, no cause) without showing it', () => {
    const words = needsAttentionWords(intl, { reason, at, isWaiting: true });
    expect(words).not.toContain(reason);
    expect(words).toContain('asked whether it arrived');
  });
});
