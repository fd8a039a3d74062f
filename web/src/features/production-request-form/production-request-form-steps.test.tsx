// Production access form steps: the API checklist, the step count and the attestation.
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { makeCatalogue } from '@portal/schema/fixtures/catalogue'
import { makePublicApi } from '#web/test/public-api.ts'
import {
  answerBasics,
  CLAIMS,
  INTERNAL,
  openForm,
} from '#web/test/production-request-form.tsx'
import { checklistGroups } from './api-checklist.ts'

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

test('The redirect URI follows the one rule: a fragment or wildcard gets its own message (R-REDIRECT-URI)', async () => {
  const { user } = await openForm()
  await user.click(
    screen.getByRole('checkbox', { name: 'Benefits Claims API' }),
  )
  await answerBasics(user)
  await user.click(
    screen.getByRole('radio', { name: /^Yes \(a web application/ }),
  )
  const field = screen.getByRole('textbox', { name: /OAuth Redirect URI/ })
  for (const [uri, message] of [
    [
      'https://engine.dev/cb#frag',
      'Remove the fragment (the part from #): a redirect URI cannot have one',
    ],
    [
      'https://*.engine.dev/cb',
      'Enter the exact host name: a redirect URI cannot contain a wildcard (*)',
    ],
    ['not a url', 'Enter an http or https URI.'],
  ] as const) {
    await user.clear(field)
    await user.type(field, uri)
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
  }
})
