import { expect, test } from 'vitest'
import { AUDIT_PAGE_SIZE } from '@portal/schema/staff'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { signInStaff } from '../../../test/staff-kit.ts'
import { recordAudit } from './audit-writer.ts'

const AUDIT = '/platform-backend/v0/console/audit'

async function seedTrail(db: Parameters<typeof recordAudit>[0], actor: string) {
  const base = { ip: '198.51.100.7', staff: { id: null, email: actor } }
  for (let index = 0; index < AUDIT_PAGE_SIZE + 5; index += 1)
    await recordAudit(db, {
      ...base,
      action: index % 2 ? 'production_request.noted' : 'staff.changed',
      entityType: index % 2 ? 'production_request' : 'staff',
      entityId: `entity-${index % 3}`,
      requestId: `seed-${index}`,
      at: new Date(Date.UTC(2026, 0, 1 + (index % 20), 12)),
    })
}

test('Admins page through the audit trail, newest first, filtered by actor, action, entity and dates', async () => {
  const { app, db } = await buildTestApp()
  const admin = await signInStaff(db, { roles: ['admin'] })
  const actor = `auditor-${Math.random().toString(36).slice(2, 8)}@va.example`
  await seedTrail(db, actor)
  const get = async (query: Record<string, string>) => {
    const response = await app.inject({
      url: `${AUDIT}?${new URLSearchParams({ actor, ...query })}`,
      headers: admin.headers,
    })
    expect(response.statusCode).toBe(200)
    return response.json()
  }
  const first = await get({})
  expect(first.total).toBe(AUDIT_PAGE_SIZE + 5)
  expect(first.events).toHaveLength(AUDIT_PAGE_SIZE)
  const times = first.events.map((event: { at: string }) => event.at)
  expect([...times].sort().reverse()).toEqual(times)
  const second = await get({ page: '2' })
  expect(second.events).toHaveLength(5)

  expect((await get({ action: 'production_request' })).total).toBe(27)
  expect((await get({ entityType: 'staff', entityId: 'entity-0' })).total).toBe(
    10,
  )
  const january = await get({ from: '2026-01-05', to: '2026-01-06' })
  expect(january.total).toBe(6)
  expect(
    january.events.every((event: { at: string }) =>
      ['2026-01-05', '2026-01-06'].includes(event.at.slice(0, 10)),
    ),
  ).toBe(true)
  // A typed % matches itself only.
  expect((await get({ actor: '%' })).total).toBe(0)
})

test('The CSV export carries the filtered rows, escaped, with formulas neutralised, and is itself audited', async () => {
  const { app, db } = await buildTestApp()
  const admin = await signInStaff(db, { roles: ['admin'] })
  const actor = `csv-${Math.random().toString(36).slice(2, 8)}@va.example`
  await recordAudit(db, {
    staff: { id: null, email: actor },
    action: '@SUM(1+1)',
    entityType: '=HYPERLINK("http://evil.example","x")',
    entityId: 'a,b "quoted"\nnext line',
    before: null,
    after: { note: '=cmd|/c calc' },
    ip: '+1',
    requestId: '-2',
  })
  const response = await app.inject({
    url: `${AUDIT}.csv?actor=${encodeURIComponent(actor)}`,
    headers: admin.headers,
  })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/,
  )
  const [header, row, end] = response.body.replace(/^\uFEFF/, '').split('\r\n')
  expect(header).toBe(
    'id,at,staff_email,staff_id,action,entity_type,entity_id,before,after,ip,request_id',
  )
  expect(end).toBe('')
  const cells = row?.split(',').slice(2) ?? []
  expect(cells.slice(0, 3)).toEqual([actor, '', "'@SUM(1+1)"])
  expect(row).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")",`)
  expect(response.body).toContain('"a,b ""quoted""\nnext line"')
  expect(row).toContain('"{""note"":""=cmd|/c calc""}"')
  expect(row?.endsWith(",'+1,'-2")).toBe(true)
  const exported = await db
    .selectFrom('audit_events')
    .select(['after'])
    .where('action', '=', 'audit.exported')
    .where('staff_id', '=', admin.staff.id)
    .executeTakeFirstOrThrow()
  expect(exported.after).toMatchObject({ filters: { actor }, rows: 1 })
})

test('Bad filters answer 400 in the envelope', async () => {
  const { app, db } = await buildTestApp()
  const admin = await signInStaff(db, { roles: ['admin'] })
  const response = await app.inject({
    url: `${AUDIT}?from=yesterday&page=0`,
    headers: admin.headers,
  })
  expect(response.statusCode).toBe(400)
  expect(response.json().errors.length).toBeGreaterThan(0)
})
