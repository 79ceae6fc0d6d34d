// The signature's rules (decisions 45, 46), decided once in shared/ for core and the renderer.
import { describe, expect, it } from 'vitest';
import { isSignatureGated, signatureStateFrom } from '../../../shared/review/signature-rule';

describe('isSignatureGated', () => {
  it('holds a full application where the environment requires a signature', () => {
    expect(isSignatureGated(true, 'full')).toBe(true);
  });

  it('never holds QuickStart, and holds nothing where no signature is required', () => {
    expect(isSignatureGated(true, 'quickstart')).toBe(false);
    expect(isSignatureGated(false, 'full')).toBe(false);
    expect(isSignatureGated(undefined, 'full')).toBe(false);
  });
});

describe('signatureStateFrom', () => {
  const hash = 'a'.repeat(64);
  const salt = 'b'.repeat(64);

  it('is none without evidence', () => {
    expect(signatureStateFrom(undefined, undefined)).toBe('none');
  });

  it('is valid only when the salted hash of the payload now is the one signed', () => {
    expect(signatureStateFrom({ payloadSha256: hash, payloadSalt: salt }, hash)).toBe('valid');
    expect(signatureStateFrom({ payloadSha256: hash, payloadSalt: salt }, 'c'.repeat(64))).toBe(
      'voided',
    );
  });

  it('voids evidence from before salting, whatever hash is offered', () => {
    expect(signatureStateFrom({ payloadSha256: hash }, hash)).toBe('voided');
    expect(signatureStateFrom({ payloadSha256: hash, payloadSalt: salt }, undefined)).toBe(
      'voided',
    );
  });
});
