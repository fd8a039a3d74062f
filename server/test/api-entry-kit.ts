import type { ApiEntryInput } from '@portal/schema/api-entry'
import type { Db } from '../src/db/client.ts'
import { buildTestApp, type TestAppOptions } from './build-test-app.ts'
import { signInStaff } from './staff-kit.ts'

/** The console's API entries. */
export const ENTRIES = '/platform-backend/v0/console/api-entries'

/** A valid new API entry: an API-key API in the health category, sandbox only. */
export function newEntry(
  overrides: Partial<ApiEntryInput> = {},
): ApiEntryInput {
  return {
    name: 'Vaccine Records API',
    urlSlug: 'vaccine-records',
    urlFragment: 'vaccine_records',
    altID: 'vaccineRecords',
    categoryUrlFragment: 'health',
    description: 'Read a Veteran’s vaccine records.',
    overviewPageContent:
      '## What it does\n\nThe **Vaccine Records API** lists vaccines. See [the docs](/explore/api/{API_URL_SLUG}/docs).',
    apiIntro: '',
    releaseNotes: '### December 1, 2026\n\nFirst release.',
    oAuthTypes: [],
    oAuthInfo: {},
    apikey: true,
    openData: false,
    enabledByDefault: true,
    isStealthLaunched: false,
    veteranRedirect: null,
    requiresApiAttestation: false,
    requiresEthicsAttestation: false,
    restrictedAccess: {
      restricted: false,
      blockSandboxAccessForm: false,
      blockProdAccessForm: false,
      versions: [],
    },
    restrictedAccessToggle: false,
    restrictedAccessDetails: '',
    vaInternalOnly: null,
    lastProdAccessStep: 4,
    environments: ['sandbox'],
    ...overrides,
  }
}

let count = 0

/** A valid new entry whose slug, fragment and alternate id no other test in the file uses. */
export function uniqueEntry(
  overrides: Partial<ApiEntryInput> = {},
): ApiEntryInput {
  count += 1
  return newEntry({
    name: `Vaccine Records ${count} API`,
    urlSlug: `vaccine-records-${count}`,
    urlFragment: `vaccine_records_${count}`,
    altID: `vaccineRecords${count}`,
    ...overrides,
  })
}

/** The test app with a publisher signed in, and the headers of the publisher's calls. */
export async function publisherApp(options: TestAppOptions = {}) {
  const { app, db } = await buildTestApp(options)
  const publisher = await signInStaff(db, { roles: ['publisher'] })
  return { app, db, publisher, headers: publisher.headers }
}

/** The id of the API with this slug. */
export async function apiIdOf(db: Db, urlSlug: string): Promise<string> {
  const row = await db
    .selectFrom('apis')
    .select('id')
    .where('url_slug', '=', urlSlug)
    .executeTakeFirstOrThrow()
  return row.id
}

/** Every stored thing a call could change: APIs, versions and audit rows, as JSON. */
export async function entrySnapshot(db: Db): Promise<string> {
  const [apis, versions, audit] = await Promise.all([
    db.selectFrom('apis').selectAll().orderBy('url_slug').execute(),
    db.selectFrom('api_entry_versions').selectAll().orderBy('id').execute(),
    db
      .selectFrom('audit_events')
      .select(['action', 'entity_id'])
      .where('entity_type', '=', 'api_entry')
      .orderBy('id')
      .execute(),
  ])
  return JSON.stringify({ apis, versions, audit })
}
