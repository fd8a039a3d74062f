import { expect, test } from 'vitest'
import { buildTestApp, csrfHeaders } from '../../../test/build-test-app.ts'

const PREFIX = '/platform-backend'
const FORM = 'application/x-www-form-urlencoded'
// Any path parameter: the body's type is decided before parameters are validated.
const ANY_ID = '00000000-0000-4000-8000-000000000000'

interface Operation {
  requestBody?: { content: Record<string, unknown> }
}

test('Every operation reads a form body where the document declares one, and only there (R-FORM-BODY-SCOPE)', async () => {
  const { app } = await buildTestApp()
  const document = (await app.inject(`${PREFIX}/openapi.json`)).json<{
    paths: Record<string, Record<string, Operation>>
  }>()
  const formRoutes: string[] = []
  const mismatches: string[] = []
  for (const [route, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation.requestBody) continue
      const name = `${method.toUpperCase()} ${route}`
      const declared = FORM in operation.requestBody.content
      if (declared) formRoutes.push(name)
      const response = await app.inject({
        method: method.toUpperCase() as 'POST',
        url: route.replaceAll(/\{\w+\}/g, ANY_ID),
        headers: { ...csrfHeaders(), 'content-type': FORM },
        payload: 'List-Unsubscribe=One-Click',
      })
      if (declared === (response.statusCode === 415))
        mismatches.push(
          `${name}: ${declared ? 'declares' : 'does not declare'} form bodies, answered ${response.statusCode}`,
        )
    }
  }
  expect(mismatches).toEqual([])
  expect(formRoutes).toEqual([
    'POST /platform-backend/v0/release-notes/subscriptions/{subscriptionId}/{hash}/unsubscribe',
    'POST /platform-backend/v0/deprecation-notices/{noticeId}/unsubscribe',
  ])
})
