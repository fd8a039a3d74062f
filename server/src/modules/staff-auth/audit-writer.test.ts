import { sql } from 'kysely'
import { expect, test } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { recordAudit } from './audit-writer.ts'

const entry = {
  staff: { id: null, email: 'auditor@va.gov' },
  action: 'test.recorded',
  entityType: 'test',
  entityId: 'one',
  before: { roles: ['support'] },
  after: { roles: ['support', 'admin'] },
  ip: '203.0.113.9',
  requestId: 'req-audit-1',
}

test('An audit row keeps who, what, before and after, where from and the request id', async () => {
  const { db } = await buildTestApp()
  await recordAudit(db, entry)
  const row = await db
    .selectFrom('audit_events')
    .selectAll()
    .where('request_id', '=', 'req-audit-1')
    .executeTakeFirstOrThrow()
  expect(row).toMatchObject({
    staff_email: 'auditor@va.gov',
    action: 'test.recorded',
    entity_type: 'test',
    entity_id: 'one',
    before: { roles: ['support'] },
    after: { roles: ['support', 'admin'] },
    ip: '203.0.113.9',
  })
})

test('The audit trail refuses UPDATE, DELETE and TRUNCATE: it is append-only', async () => {
  const { db } = await buildTestApp()
  await recordAudit(db, { ...entry, requestId: 'req-audit-2' })
  await expect(
    sql`update audit_events set action = 'forged'`.execute(db),
  ).rejects.toThrow(/append-only/)
  await expect(sql`delete from audit_events`.execute(db)).rejects.toThrow(
    /append-only/,
  )
  await expect(sql`truncate audit_events`.execute(db)).rejects.toThrow(
    /append-only/,
  )
  const rows = await db
    .selectFrom('audit_events')
    .select('action')
    .where('request_id', '=', 'req-audit-2')
    .execute()
  expect(rows).toEqual([{ action: 'test.recorded' }])
})

test('An audit row written in a transaction that fails is not kept', async () => {
  const { db } = await buildTestApp()
  await expect(
    db.transaction().execute(async (trx) => {
      await recordAudit(trx, { ...entry, requestId: 'req-audit-3' })
      throw new Error('the change failed')
    }),
  ).rejects.toThrow('the change failed')
  const rows = await db
    .selectFrom('audit_events')
    .select('id')
    .where('request_id', '=', 'req-audit-3')
    .execute()
  expect(rows).toEqual([])
})
