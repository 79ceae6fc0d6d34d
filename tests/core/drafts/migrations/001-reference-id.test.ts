import { describe, expect, it } from 'vitest';
import { migration001 } from '../../../../electron/core/drafts/migrations/001-reference-id';
import { migrateDraftBody, migrations } from '../../../../electron/core/drafts/migrations';
import { DraftSchema } from '../../../../shared/drafts/draft-schema';

const context = { newId: () => '11111111-2222-4333-8444-555555555555' };
const v0 = {
  id: '9b2f3c1e-8d7a-4e6b-9c5d-0a1b2c3d4e5f',
  status: 'editing',
  merchant: { legalName: 'Old Format LLC', owner: [{ ssn: '123' }] },
  created: Date.parse('2024-05-01T10:00:00.000Z'),
  modified: Date.parse('2024-05-02T11:30:00.000Z'),
};

describe('migration 001: version 0 -> 1', () => {
  it('adds a referenceId, renames merchant to payload and converts times', () => {
    const result = migration001.migrate(v0, context);
    expect(result.ok).toBe(true);
    const draft = DraftSchema.parse(result.ok ? result.value : null);
    expect(draft).toEqual({
      id: v0.id,
      referenceId: '11111111-2222-4333-8444-555555555555',
      schemaVersion: 1,
      lifecycle: 'draft',
      createdAt: '2024-05-01T10:00:00.000Z',
      updatedAt: '2024-05-02T11:30:00.000Z',
      payload: v0.merchant,
    });
  });

  it("maps 'complete' to ready and a deleted stamp to the trash", () => {
    const result = migration001.migrate(
      { ...v0, status: 'complete', deleted: Date.parse('2024-06-01T00:00:00.000Z') },
      context,
    );
    const draft = DraftSchema.parse(result.ok ? result.value : null);
    expect(draft.lifecycle).toBe('ready');
    expect(draft.trashedAt).toBe('2024-06-01T00:00:00.000Z');
  });

  it('refuses a body that is not version 0, naming fields but not values', () => {
    const result = migration001.migrate(
      { ...v0, merchant: 'SSN 123456789', created: 'yesterday' },
      context,
    );
    expect(result.ok).toBe(false);
    expect(result.ok || result.error.message).toContain('merchant');
    expect(result.ok || result.error.message).not.toContain('123456789');
  });
});

describe('migrateDraftBody', () => {
  it('has one migration per version step, starting from 0', () => {
    expect(migrations.map((migration) => [migration.from, migration.to])).toEqual([[0, 1]]);
  });

  it('passes a current body through untouched and refuses a newer one', () => {
    expect(migrateDraftBody({ any: 'thing' }, 1, context)).toEqual({
      ok: true,
      value: { any: 'thing' },
    });
    const newer = migrateDraftBody({}, 2, context);
    expect(newer.ok || newer.error.code).toBe('CORRUPT');
  });
});
