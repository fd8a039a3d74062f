import { expect, test } from 'vitest'
import { makeApiEntry, makeCatalogue } from '@portal/schema/fixtures/catalogue'
import { normalizeCatalogue } from '@portal/schema/normalize-catalogue'
import { createApiSearch } from './search-apis.ts'

function searchOver() {
  const raw = makeCatalogue()
  raw.facilities?.apis.push(
    makeApiEntry({
      name: 'VA Forms API',
      urlSlug: 'va-forms',
      urlFragment: 'vaForms',
      description: 'Look up VA forms.',
      releaseNotes:
        '### May 1, 2024\n\nAdded the benefitsIntake endpoint at the very end of a long note.',
    }),
  )
  return createApiSearch(normalizeCatalogue(raw).apis)
}

test('Search is fuzzy: a small typo still finds the API by name', () => {
  expect(searchOver()('Facilites')).toContain('va-facilities')
})

test('Search looks in name, description, release notes, slug and fragment', () => {
  const search = searchOver()
  expect(search('Veteran-facing health')).toEqual(['patient-health'])
  expect(search('benefitsIntake')).toEqual(['va-forms'])
  expect(search('community-care')[0]).toBe('community-care')
  expect(search('vaForms')[0]).toBe('va-forms')
})

test('Search ignores where in a long text the match is', () => {
  expect(searchOver()('very end of a long note')).toEqual(['va-forms'])
})

test('A term too far from everything finds nothing', () => {
  expect(searchOver()('zzqqxx')).toEqual([])
})

test('Every word of a multi-word term must match, in any field', () => {
  const search = searchOver()
  expect(search('health applications')).toEqual(['patient-health'])
  expect(search('facilities information')).toEqual(['va-facilities'])
  expect(search('health zzqqxx')).toEqual([])
})

test('A match in the name ranks above the same match in the release notes', () => {
  const raw = makeCatalogue()
  raw.facilities?.apis.push(
    makeApiEntry({
      name: 'Notes API',
      urlSlug: 'notes',
      releaseNotes: 'Added the Eligibility endpoint.',
    }),
    makeApiEntry({
      name: 'Eligibility API',
      urlSlug: 'eligibility',
      releaseNotes: 'Launched.',
    }),
  )
  const search = createApiSearch(normalizeCatalogue(raw).apis)
  expect(search('eligibility')).toEqual([
    'eligibility',
    'community-care',
    'notes',
  ])
})

test('A one-letter term is matched against the short fields whole', () => {
  const search = searchOver()
  expect(search('q')).toEqual([])
  expect(search('v').length).toBeGreaterThan(0)
  expect(search('   ')).toEqual([])
})

// R-QA-SEARCH-ACCENTS: accents and case do not matter, in the term or in the APIs' texts.
test('Search matches without accents or case: "veterans" finds "vétérans" and the reverse (R-QA-SEARCH-ACCENTS)', () => {
  const raw = makeCatalogue()
  raw.facilities?.apis.push(
    makeApiEntry({
      name: 'Annuaire des bénéficiaires',
      urlSlug: 'annuaire',
      urlFragment: 'annuaire',
      description: 'Les services aux vétérans, par région.',
      releaseNotes: '',
    }),
  )
  const search = createApiSearch(normalizeCatalogue(raw).apis)
  expect(search('veterans')).toContain('annuaire')
  expect(search('beneficiaires')).toEqual(['annuaire'])
  expect(search('REGION')).toEqual(['annuaire'])
  // The fixtures' "Veterans" are found by the accented term, exactly as by the plain one.
  expect(search('vétérans')).toEqual(search('veterans'))
  expect(search('VÉTÉRANS')).toEqual(search('veterans'))
  expect(search('veterans')).toContain('patient-health')
  // Every letter accented: no word of the term survives without folding.
  expect(search('pàtíéñt')).toEqual(search('patient'))
  expect(search('patient')).toContain('patient-health')
})

// R-QA-SEARCH-SCRIPTS: a word in any script is a word, in the term and in the APIs' texts.
test('Search finds words in any script: "東京" and "київ" find the API that names them (R-QA-SEARCH-SCRIPTS)', () => {
  const raw = makeCatalogue()
  raw.facilities?.apis.push(
    makeApiEntry({
      name: '東京 施設 API',
      urlSlug: 'tokyo',
      urlFragment: 'tokyo',
      description: 'Facilities near Київ and Αθήνα.',
      releaseNotes: '',
    }),
  )
  const search = createApiSearch(normalizeCatalogue(raw).apis)
  expect(search('東京')).toEqual(['tokyo'])
  expect(search('КИЇВ')).toEqual(['tokyo'])
  expect(search('αθηνα')).toEqual(['tokyo'])
  // Every word of the term must still match: a Latin word beside it narrows as before.
  expect(search('東京 facilities')).toEqual(['tokyo'])
  expect(search('東京 patient')).toEqual([])
})
