import { Ajv2020 } from 'ajv/dist/2020.js'
import { expect, test } from 'vitest'
import { STAFF_AUDIT_ACTIONS, STAFF_ROLES } from '@portal/schema/staff'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { accountCookieOnly, signInAccount } from '../../../test/account-kit.ts'
import { createApp } from '../../../test/app-kit.ts'
import { signInStaff } from '../../../test/staff-kit.ts'

const PREFIX = '/platform-backend'
// A real value for each path parameter of an operation that has query parameters.
const PATH_VALUES: Record<string, string> = {
  urlSlug: 'va-facilities',
  urlFragment: 'va_facilities',
}

interface QueryParameter {
  in: string
  name: string
  schema: object
}

interface Operation {
  parameters?: QueryParameter[]
}

// What "the same answer" means: status and body; a redirect's target without its query, which
// carries a fresh OAuth state on every call; the audit trail without its exports, since every
// export adds one.
function answerOf(response: {
  statusCode: number
  body: string
  headers: Record<string, unknown>
}) {
  const location = response.headers.location
  return {
    status: response.statusCode,
    body: response.body
      .split('\n')
      .filter((line) => !line.includes(STAFF_AUDIT_ACTIONS.auditExported))
      .join('\n'),
    location: typeof location === 'string' ? location.split('?')[0] : undefined,
  }
}

test('Every query parameter of the document, sent empty, is declared as allowed and answered as if left out (R-QUERY-EMPTY)', async () => {
  const { app, db } = await buildTestApp()
  const staff = await signInStaff(db, { roles: [...STAFF_ROLES] })
  // A developer with an app too, for the account's reads (an app's request log).
  const developer = await signInAccount(db)
  const pathValues: Record<string, string> = {
    ...PATH_VALUES,
    id: (await createApp(app, developer)).id,
  }
  const headers = {
    ...staff.headers,
    cookie: `${staff.headers.cookie}; ${accountCookieOnly(developer).cookie}`,
  }
  const document = (await app.inject(`${PREFIX}/openapi.json`)).json<{
    paths: Record<string, Record<string, Operation>>
  }>()
  const ajv = new Ajv2020({ strict: false, validateFormats: false })
  const mismatches: string[] = []
  let walked = 0
  for (const [route, item] of Object.entries(document.paths)) {
    const operation = item.get
    const query = (operation?.parameters ?? []).filter(
      (parameter) => parameter.in === 'query',
    )
    if (query.length === 0) continue
    const url = route.replaceAll(/\{(\w+)\}/g, (_, name: string) => {
      const value = pathValues[name]
      if (value === undefined) throw new Error(`no value for {${name}}`)
      return value
    })
    const get = async (search: string) =>
      answerOf(
        await app.inject({
          method: 'GET',
          url: `${url}${search}`,
          headers,
        }),
      )
    const withoutIt = await get('')
    for (const parameter of query) {
      walked += 1
      const name = `GET ${route} ?${parameter.name}=`
      if (!ajv.validate(parameter.schema, ''))
        mismatches.push(`${name}: the document forbids an empty value`)
      const empty = await get(`?${encodeURIComponent(parameter.name)}=`)
      if (JSON.stringify(empty) !== JSON.stringify(withoutIt))
        mismatches.push(
          `${name}: answered ${empty.status}, ${withoutIt.status} without it`,
        )
    }
  }
  expect(walked).toBeGreaterThan(30)
  expect(mismatches).toEqual([])
})
