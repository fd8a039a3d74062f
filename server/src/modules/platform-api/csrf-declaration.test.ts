import { expect, test } from 'vitest'
import { buildTestApp, csrfHeaders } from '../../../test/build-test-app.ts'

const PREFIX = '/platform-backend'
const ANY_ID = '00000000-0000-4000-8000-000000000000'
const CSRF_REFUSAL = { errors: ['Access is forbidden'] }

interface Operation {
  security?: Record<string, string[]>[]
  description?: string
}

test('The document says which writes take the CSRF pair and why the others do not, as the server checks it (R-DOC-CSRF-EXEMPT)', async () => {
  const { app } = await buildTestApp()
  const document = (await app.inject(`${PREFIX}/openapi.json`)).json<{
    paths: Record<string, Record<string, Operation>>
    components: {
      securitySchemes?: Record<string, { in: string; name: string }>
    }
  }>()
  expect(document.components.securitySchemes).toMatchObject({
    csrfCookie: { in: 'cookie', name: 'CSRF-TOKEN' },
    csrfHeader: { in: 'header', name: 'X-CSRF-Token' },
  })
  const exempt: string[] = []
  const mismatches: string[] = []
  for (const [route, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (method === 'get') continue
      const name = `${method.toUpperCase()} ${route}`
      const url = route.replaceAll(/\{\w+\}/g, ANY_ID)
      const withoutPair = await app.inject({
        method: method.toUpperCase() as 'POST',
        url,
        payload: {},
      })
      const isRefused =
        withoutPair.statusCode === 403 &&
        JSON.stringify(withoutPair.json()) === JSON.stringify(CSRF_REFUSAL)
      if (operation.security?.length === 0) {
        exempt.push(name)
        if (!/Exempt from the CSRF pair/.test(operation.description ?? ''))
          mismatches.push(`${name}: exempt without saying why`)
        const withPair = await app.inject({
          method: method.toUpperCase() as 'POST',
          url,
          payload: {},
          headers: csrfHeaders(),
        })
        if (withPair.statusCode !== withoutPair.statusCode)
          mismatches.push(
            `${name}: declared exempt, but the pair changes the answer`,
          )
      } else {
        if (
          JSON.stringify(operation.security) !==
          JSON.stringify([{ csrfCookie: [], csrfHeader: [] }])
        )
          mismatches.push(`${name}: declares no CSRF pair`)
        if (!isRefused)
          mismatches.push(
            `${name}: declares the pair, answered ${withoutPair.statusCode} without it`,
          )
      }
    }
  }
  expect(mismatches).toEqual([])
  expect(exempt).toEqual([
    'POST /platform-backend/v0/consumers/logo-upload/local',
    'POST /platform-backend/v0/release-notes/subscriptions/{subscriptionId}/{hash}/unsubscribe',
    'POST /platform-backend/v0/deprecation-notices/{noticeId}/unsubscribe',
  ])
})
