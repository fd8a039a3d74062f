import { expect, test } from 'vitest'
import type { Version } from '@portal/schema/version-metadata'
import { selectVersion } from './select-version.ts'

function version(id: string, status: Version['status']): Version {
  const path = `/platform-backend/v0/docs/fhir/${id}/openapi.json`
  return {
    version: id,
    status,
    label: id,
    internal_only: false,
    path,
    sf_path: path,
  }
}
const VERSIONS = [
  version('argonaut-0.0.0', 'Previous Version'),
  version('r4-0.0.0', 'Current Version'),
  version('dstu2-0.0.0', 'Previous Version'),
]

test('Without a version in the URL the current version is shown', () => {
  expect(selectVersion(VERSIONS, null)?.version).toBe('r4-0.0.0')
})

test('The version from the URL is compared lower-cased', () => {
  expect(selectVersion(VERSIONS, 'DSTU2-0.0.0')?.version).toBe('dstu2-0.0.0')
})

test('An unknown version falls back to the current one, and without one to the first', () => {
  expect(selectVersion(VERSIONS, 'v9')?.version).toBe('r4-0.0.0')
  expect(selectVersion([VERSIONS[0]!, VERSIONS[2]!], null)?.version).toBe(
    'argonaut-0.0.0',
  )
  expect(selectVersion([], 'r4-0.0.0')).toBeUndefined()
})
