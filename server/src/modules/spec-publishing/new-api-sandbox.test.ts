import { expect, test } from 'vitest'
import { ENTRIES, newEntry, publisherApp } from '../../../test/api-entry-kit.ts'
import { FACILITY, sandboxKeyFor } from '../../../test/care-kit.ts'
import { checkAndPublish, referenceDataSpec } from '../../../test/spec-kit.ts'

// Issue 29's journey for an API made in the console: an API-key entry with no document yet is
// offered by signup, and becomes callable in the sandbox the moment its first document is
// published; the gateway follows the entry's later changes at once (R-SPEC-NEW-API).

test(
  'A new API-key entry from the console: signup offers it, its first published document answers in the sandbox with the signup key, and taking it out of the sandbox closes it at once',
  // Two publications, signups, a subscription: slow on a busy machine.
  { timeout: 60_000 },
  async () => {
    const { app, headers } = await publisherApp({ freshDatabase: true })
    // The gateway has read its specs and the catalogue before the entry exists.
    expect((await app.inject(FACILITY)).statusCode).toBe(401)

    const entry = newEntry({
      name: 'Journey Records API',
      urlSlug: 'journey-records',
      urlFragment: 'journey_records',
      altID: 'journeyRecords',
      releaseNotes: '',
    })
    const created = await app.inject({
      method: 'POST',
      url: ENTRIES,
      headers,
      payload: entry,
    })
    expect(created.statusCode, created.body).toBe(201)
    const { id } = created.json<{ id: string }>()

    // The signup form's page and the signup itself know the new API before it has a document.
    const catalogue = await app.inject(
      '/platform-backend/v0/providers/transformations/legacy.json',
    )
    expect(catalogue.body).toContain('"urlSlug":"journey-records"')
    const key = await sandboxKeyFor(app, `apikey/${entry.altID ?? ''}`)
    // The new API's one operation through the gateway, with a key.
    const statesWith = (apikey: string) =>
      app.inject({
        url: '/sandbox-api/services/journey-records/v1/states',
        headers: { apikey },
      })
    expect((await statesWith(key)).statusCode).toBe(404)

    const document = JSON.stringify({
      ...referenceDataSpec(),
      info: { ...referenceDataSpec().info, title: 'Journey Records' },
      servers: [
        {
          url: 'https://sandbox-api.va.gov/services/journey-records/{version}',
          description: 'Sandbox',
          variables: { version: { default: 'v1' } },
        },
      ],
    })
    await checkAndPublish(app, headers, id, document)

    const call = await statesWith(key)
    expect(call.statusCode, call.body).toBe(200)
    expect(call.json()).toEqual({ items: ['AL', 'AK'] })
    // A key of another API is refused for it.
    const facilitiesKey = await sandboxKeyFor(app, 'apikey/facilities')
    expect((await statesWith(facilitiesKey)).statusCode).toBe(403)

    // The publisher takes the API out of the sandbox: the gateway hears the catalogue change.
    const edited = await app.inject({
      method: 'PUT',
      url: `${ENTRIES}/${id}`,
      headers,
      payload: { ...entry, environments: [] },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect((await statesWith(key)).statusCode).toBe(404)
  },
)
