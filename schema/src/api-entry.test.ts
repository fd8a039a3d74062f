import { expect, test } from 'vitest'
import {
  API_ENTRY_MESSAGES,
  ApiEntryInputSchema,
  ENTRY_AUTH_TYPES,
  toPublicApiEntry,
} from './api-entry.ts'
import {
  easternMidnight,
  toApiEntryForm,
  toApiEntryInput,
} from './api-entry-form.ts'
import { AUTH_TYPES, ApiEntrySchema } from './catalogue.ts'

const messagesOf = (value: unknown) => {
  const result = ApiEntryInputSchema.safeParse(value)
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  )
}

test('The form’s auth types are the catalogue’s', () => {
  expect(ENTRY_AUTH_TYPES).toEqual(AUTH_TYPES)
})

test('An empty new-entry form maps to a request that fails with the form’s messages', () => {
  expect(messagesOf(toApiEntryInput(toApiEntryForm()))).toEqual({
    name: API_ENTRY_MESSAGES.name,
    urlSlug: API_ENTRY_MESSAGES.urlSlug,
    urlFragment: API_ENTRY_MESSAGES.urlFragment,
    categoryUrlFragment: API_ENTRY_MESSAGES.category,
    description: API_ENTRY_MESSAGES.description,
  })
})

test('A filled form maps to a valid request: scopes by line, days at Eastern midnight, empty groups dropped', () => {
  const form = {
    ...toApiEntryForm(),
    name: 'Vaccine Records API',
    urlSlug: 'vaccine-records',
    urlFragment: 'vaccine_records',
    altID: '',
    categoryUrlFragment: 'health',
    description: 'Vaccines.',
    oAuthTypes: ['ClientCredentialsGrant'],
    hasDeactivationInfo: true,
    restrictedAccess: {
      restricted: true,
      blockSandboxAccessForm: false,
      blockProdAccessForm: false,
      versions: ['ccg:production'],
    },
  }
  form.oAuthInfo.ccgInfo = {
    baseAuthPath: '/oauth2/vaccines/system/v1',
    scopes: 'vaccines.read\n vaccines.write, launch',
    sandboxAud: 'aus-sandbox',
    productionAud: 'aus-production',
    signupPresentation: { title: '', description: '' },
  }
  form.deactivationInfo = {
    deprecationContent: 'Deprecated.',
    deprecationDate: '2027-07-01',
    deactivationContent: 'Gone.',
    deactivationDate: '2027-12-01',
    replacement: '  VA Facilities API v1 ',
  }
  const input = toApiEntryInput(form)
  expect(messagesOf(input)).toEqual({})
  expect(input).toMatchObject({
    altID: null,
    veteranRedirect: null,
    vaInternalOnly: null,
    oAuthInfo: {
      ccgInfo: { scopes: ['vaccines.read', 'vaccines.write', 'launch'] },
    },
    deactivationInfo: {
      deprecationDate: '2027-07-01T00:00:00-04:00',
      deactivationDate: '2027-12-01T00:00:00-05:00',
      replacement: 'VA Facilities API v1',
    },
    restrictedAccess: {
      versions: [
        {
          authType: 'ccg',
          blockSandboxAccessForm: false,
          blockProdAccessForm: true,
        },
      ],
    },
  })
  expect(input.oAuthInfo.ccgInfo).not.toHaveProperty('signupPresentation')
  // And back: the form shows what it sent.
  expect(toApiEntryInput(toApiEntryForm(input))).toEqual(input)
  // The public entry passes the public schema.
  const api = toPublicApiEntry(
    input,
    '/platform-backend/v0/docs/vaccine_records/metadata.json',
  )
  expect(ApiEntrySchema.safeParse(api).success).toBe(true)
  expect(api).toMatchObject({
    oAuth: true,
    blockSandboxForm: false,
    oAuthInfo: { ccgInfo: {} },
  })
})

test('Conditional rules: grant details, presentation pairs, date order, restricted details, safe links', () => {
  const base = toApiEntryInput({
    ...toApiEntryForm(),
    name: 'A',
    urlSlug: 'a',
    urlFragment: 'a',
    categoryUrlFragment: 'health',
    description: 'A.',
  })
  expect(
    messagesOf({
      ...base,
      oAuthTypes: ['AuthorizationCodeGrant'],
      restrictedAccessToggle: true,
      veteranRedirect: {
        linkUrl: '//evil.example',
        linkText: 'x',
        message: 'y',
      },
      deactivationInfo: {
        deprecationContent: '',
        deprecationDate: '2027-01-02T00:00:00-05:00',
        deactivationContent: '',
        deactivationDate: '2027-01-01T00:00:00-05:00',
      },
    }),
  ).toEqual({
    'oAuthInfo.acgInfo.baseAuthPath': API_ENTRY_MESSAGES.baseAuthPath,
    restrictedAccessDetails: API_ENTRY_MESSAGES.restrictedAccessDetails,
    'veteranRedirect.linkUrl': API_ENTRY_MESSAGES.linkUrl,
    'deactivationInfo.deactivationDate': API_ENTRY_MESSAGES.dateOrder,
  })
  expect(
    messagesOf({
      ...base,
      veteranRedirect: {
        linkUrl: 'javascript:alert(1)',
        linkText: 'x',
        message: 'y',
      },
    }),
  ).toEqual({ 'veteranRedirect.linkUrl': API_ENTRY_MESSAGES.linkUrl })
  expect(
    messagesOf({
      ...base,
      veteranRedirect: { linkUrl: '/explore', linkText: 'x', message: 'y' },
    }),
  ).toEqual({})
})

test('A day becomes midnight in the department’s time zone with that day’s offset; anything else is left for the schema', () => {
  expect(easternMidnight('2027-01-15')).toBe('2027-01-15T00:00:00-05:00')
  expect(easternMidnight('2027-09-30')).toBe('2027-09-30T00:00:00-04:00')
  expect(easternMidnight('')).toBe('')
  expect(easternMidnight('2027-13-45')).toBe('2027-13-45')
})
