import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { makeApiEntry, makeCatalogue } from '@portal/schema/fixtures/catalogue'
import { server } from '#web/test/msw-server.ts'
import { makePublicApi } from '#web/test/public-api.ts'
import { renderApp } from '#web/test/render-app.tsx'
import { checklistGroups } from './api-checklist.ts'

const CATALOGUE = '*/platform-backend/v0/providers/transformations/legacy.json'
const REQUESTS = '*/platform-backend/v0/consumers/production-requests'
const FORM = '/production-access/production-access-application'

const CLAIMS = makeApiEntry({
  altID: 'claims',
  name: 'Benefits Claims API',
  urlSlug: 'benefits-claims',
  urlFragment: 'claims',
  openData: false,
  apikey: false,
  oAuth: true,
  oAuthTypes: ['AuthorizationCodeGrant', 'ClientCredentialsGrant'],
  requiresApiAttestation: true,
  restrictedAccess: {
    restricted: false,
    blockSandboxAccessForm: false,
    blockProdAccessForm: false,
    versions: [
      {
        authType: 'ccg',
        blockSandboxAccessForm: false,
        blockProdAccessForm: true,
      },
    ],
  },
})
const INTERNAL = makeApiEntry({
  altID: 'internal',
  name: 'Internal API',
  urlSlug: 'internal',
  openData: false,
  restrictedAccess: {
    restricted: true,
    blockSandboxAccessForm: true,
    blockProdAccessForm: true,
    versions: [],
  },
})
const HIDDEN = makeApiEntry({
  altID: 'hidden',
  name: 'Stealth API',
  urlSlug: 'stealth',
  isStealthLaunched: true,
})

function serveCatalogue() {
  const catalogue = makeCatalogue()
  catalogue.health?.apis.push(CLAIMS, INTERNAL, HIDDEN)
  server.use(http.get(CATALOGUE, () => HttpResponse.json(catalogue)))
}

async function openForm() {
  serveCatalogue()
  const view = renderApp(FORM)
  await screen.findByRole('heading', { level: 2, name: /^Step 1 of/ })
  return view
}

const clickRadio = async (
  user: ReturnType<typeof renderApp>['user'],
  group: RegExp,
  answer: 'Yes' | 'No',
) =>
  user.click(
    within(screen.getByRole('group', { name: group })).getByRole('radio', {
      name: answer,
    }),
  )

async function answerBasics(user: ReturnType<typeof renderApp>['user']) {
  await clickRadio(user, /Section 508/, 'Yes')
  await clickRadio(user, /based in the United States/, 'Yes')
  await clickRadio(user, /VA employee or contractor/, 'No')
  await user.click(
    screen.getByRole('checkbox', { name: 'I agree to the terms of service.' }),
  )
}

test('The checklist groups APIs by auth type and leaves out what the production form may not ask for', () => {
  const catalogue = makeCatalogue()
  const apis = [
    ...Object.values(catalogue).flatMap((category) => category.apis),
    CLAIMS,
    INTERNAL,
  ]
  expect(
    checklistGroups(apis.map((api) => makePublicApi(api))).map((group) => [
      group.legend,
      group.options.map((option) => option.value),
    ]),
  ).toEqual([
    ['Standard APIs (API key)', ['apikey/facilities']],
    [
      'OAuth APIs: Authorization Code Grant',
      ['acg/claims', 'acg/communityCare', 'acg/health'],
    ],
    ['OAuth APIs: Client Credentials Grant', ['ccg/health']],
  ])
})

test('The steps follow the APIs: two for open data, three otherwise; stealth and blocked APIs are not offered', async () => {
  const { user } = await openForm()
  expect(
    screen.queryByRole('checkbox', { name: 'Internal API' }),
  ).not.toBeInTheDocument()
  expect(
    screen.queryByRole('checkbox', { name: 'Stealth API' }),
  ).not.toBeInTheDocument()
  expect(
    screen.getByRole('heading', {
      level: 2,
      name: 'Step 1 of 3: Verification',
    }),
  ).toBeInTheDocument()
  await user.click(screen.getByRole('checkbox', { name: 'VA Facilities API' }))
  expect(
    screen.getByRole('heading', {
      level: 2,
      name: 'Step 1 of 2: Verification',
    }),
  ).toBeInTheDocument()
  const progress = screen.getByLabelText('Progress')
  const [first, second] = within(progress).getAllByRole('listitem')
  expect(first).toHaveAttribute('aria-current', 'step')
  expect(second).toHaveTextContent('Basic information')
  expect(within(progress).getAllByRole('listitem')).toHaveLength(2)
  await user.click(
    screen.getByRole('checkbox', { name: 'Benefits Claims API' }),
  )
  expect(
    screen.getByRole('heading', {
      level: 2,
      name: 'Step 1 of 3: Verification',
    }),
  ).toBeInTheDocument()
  expect(
    screen.getByRole('textbox', { name: /OAuth Redirect URI/ }),
  ).toBeInTheDocument()
})

test('The attestation resets when no chosen API requires it', async () => {
  const { user } = await openForm()
  await user.click(
    screen.getByRole('checkbox', { name: 'Benefits Claims API' }),
  )
  await answerBasics(user)
  await user.click(
    screen.getByRole('radio', { name: /^Yes \(a web application/ }),
  )
  await user.type(
    screen.getByRole('textbox', { name: /OAuth Redirect URI/ }),
    'https://engine.dev/cb',
  )
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  const dialog = await screen.findByRole('dialog', {
    name: 'Confirm who uses your app',
  })
  await user.click(within(dialog).getByRole('checkbox'))
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
  await screen.findByRole('heading', {
    level: 2,
    name: 'Step 2 of 3: Basic information',
  })
  await user.click(screen.getByRole('button', { name: 'Back' }))
  await user.click(
    await screen.findByRole('checkbox', { name: 'Benefits Claims API' }),
  )
  await user.click(
    screen.getByRole('checkbox', { name: 'Benefits Claims API' }),
  )
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  const again = await screen.findByRole('dialog', {
    name: 'Confirm who uses your app',
  })
  expect(within(again).getByRole('checkbox')).not.toBeChecked()
})

test('A two-step request posts the mapped body and thanks the applicant; a refused one lists the server messages', async () => {
  let body: unknown
  server.use(
    http.post(REQUESTS, async ({ request }) => {
      body = await request.json()
      return body &&
        (body as { organization?: string }).organization === 'Refused Inc'
        ? HttpResponse.json(
            { errors: ['Invalid API list for consumer'] },
            { status: 422 },
          )
        : new HttpResponse(null, { status: 204 })
    }),
  )
  const { user } = await openForm()
  await user.click(screen.getByRole('checkbox', { name: 'VA Facilities API' }))
  await answerBasics(user)
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  await screen.findByRole('heading', {
    level: 2,
    name: 'Step 2 of 2: Basic information',
  })
  const textbox = (name: string | RegExp) =>
    screen.getByRole('textbox', { name })
  for (const [legend, first, last, email, role] of [
    ['Primary contact', 'Ada', 'Lovelace', 'ada@lovelace.dev', 'STUDENT'],
    [
      'Secondary contact',
      'Charles',
      'Babbage',
      'charles@lovelace.dev',
      'EXECUTIVE',
    ],
  ] as const) {
    const group = within(screen.getByRole('group', { name: legend }))
    await user.type(group.getByRole('textbox', { name: 'First name' }), first)
    await user.type(group.getByRole('textbox', { name: 'Last name' }), last)
    await user.type(group.getByRole('textbox', { name: 'Email' }), email)
    await user.selectOptions(
      group.getByRole('combobox', { name: 'Role' }),
      role,
    )
  }
  const organization = textbox('Company or organization name')
  await user.type(organization, 'Refused Inc')
  await user.type(textbox('Street address'), '1 Engine Way')
  await user.type(textbox('City'), 'Arlington')
  await user.type(textbox('State, province or region'), 'VA')
  await user.type(textbox('ZIP or postal code'), '22201')
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Country' }),
    'United States',
  )
  await user.type(
    textbox('Front-end name of your application'),
    'Engine Finder',
  )
  await user.type(textbox('Email for status updates'), 'status@lovelace.dev')
  await user.type(
    textbox('What value does your app give Veterans?'),
    'Finds facilities.',
  )
  await clickRadio(user, /make money from Veteran information/, 'No')
  await clickRadio(user, /Will Veterans use your app directly/, 'No')
  await user.type(
    textbox('How will you store your production API key?'),
    'A vault.',
  )
  await user.click(
    screen.getByRole('button', { name: 'Submit your application' }),
  )
  expect(
    await screen.findByText('Invalid API list for consumer'),
  ).toBeInTheDocument()
  expect(
    screen.getByText(/We encountered a server error while saving your form/),
  ).toBeInTheDocument()
  await user.clear(organization)
  await user.type(organization, 'Analytical Engines')
  await user.click(
    screen.getByRole('button', { name: 'Submit your application' }),
  )
  const thanks = await screen.findByRole('dialog', {
    name: 'Thanks for submitting',
  })
  expect(thanks).toHaveTextContent(
    'A confirmation email is on its way to ada@lovelace.dev',
  )
  expect(body).toEqual({
    apis: 'apikey/facilities',
    primaryContact: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@lovelace.dev',
      role: 'Student',
    },
    secondaryContact: {
      firstName: 'Charles',
      lastName: 'Babbage',
      email: 'charles@lovelace.dev',
      role: 'Executive',
    },
    organization: 'Analytical Engines',
    country: 'United States',
    addressLine1: '1 Engine Way',
    city: 'Arlington',
    state: 'VA',
    zipCode5: '22201',
    appName: 'Engine Finder',
    statusUpdateEmails: ['status@lovelace.dev'],
    valueProvided: 'Finds facilities.',
    is508Compliant: true,
    isUSBasedCompany: true,
    vaInternal: false,
    monitizedVeteranInformation: false,
    veteranFacing: false,
    productionKeyCredentialStorage: 'A vault.',
    termsOfService: true,
  })
})
