import { readFile } from 'node:fs/promises'
import { expect, type Page } from '@playwright/test'
import { addApiKeyEntry } from './console-staff.ts'

const fixture = (name: string) =>
  new URL(`fixtures/${name}`, import.meta.url).pathname

/**
 * An API-key API of a test's own, added through the console's API as the signed-in publisher of
 * `page`, with two published versions: 1.0.0 (`reference-data-v1-fixed.yaml`), then a breaking v2
 * ("Version 2") without the countries operation, confirmed as publishers do. Returns its slug.
 */
export async function addApiWithTwoVersions(
  page: Page,
  baseURL: string,
  suffix: string,
): Promise<string> {
  const slug = `versions-${suffix}`
  const headers = await addApiKeyEntry(page, baseURL, {
    name: `Versions ${suffix} API`,
    urlSlug: slug,
    altID: `versions${suffix}`,
    description: 'An API with two published versions.',
  })

  /** Checks and publishes a fixture, its sandbox path made this API's. */
  const publish = async (file: string, extra: Record<string, unknown>) => {
    const document = (await readFile(fixture(file), 'utf8')).replaceAll(
      'benefits-reference-data',
      slug,
    )
    const specs = `/platform-backend/v0/console/apis/${slug}/specs`
    const report = (await (
      await page.request.post(`${specs}/check`, {
        headers,
        data: { document },
      })
    ).json()) as { releaseNoteDraft: string }
    const published = await page.request.post(specs, {
      headers,
      data: { document, releaseNote: report.releaseNoteDraft, ...extra },
    })
    expect(published.status(), await published.text()).toBe(201)
  }
  await publish('reference-data-v1-fixed.yaml', {})
  await publish('reference-data-v2.yaml', {
    confirmBreaking: true,
    version: 'v2',
    label: 'Version 2',
  })
  return slug
}
