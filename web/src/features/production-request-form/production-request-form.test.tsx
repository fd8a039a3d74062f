// Production access form submit: the mapped body, the thanks dialog and a refused request.
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '#web/test/msw-server.ts'
import {
  answerBasics,
  clickRadio,
  openForm,
} from '#web/test/production-request-form.tsx'

const REQUESTS = '*/platform-backend/v0/consumers/production-requests'

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
