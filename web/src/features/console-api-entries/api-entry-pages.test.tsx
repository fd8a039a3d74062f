import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import type { ApiEntryHistory, ApiEntryList } from '@portal/schema/api-entry'
import { API_ENTRY_MESSAGES } from '@portal/schema/api-entry-texts'
import { server } from '#web/test/msw-server.ts'
import { renderApp } from '#web/test/render-app.tsx'
import { staffAnswers } from '#web/test/console.ts'

const ENTRIES = '*/platform-backend/v0/console/api-entries'
const ID = '6a1c3a9e-0000-4000-8000-000000000001'

const LIST: ApiEntryList = {
  entries: [
    {
      id: ID,
      name: 'VA Facilities API',
      urlSlug: 'va-facilities',
      categoryName: 'Facilities APIs',
      version: null,
      updatedAt: '2026-11-20T12:00:00.000Z',
    },
  ],
  categories: [
    { urlFragment: 'facilities', name: 'Facilities APIs' },
    { urlFragment: 'health', name: 'Health APIs' },
  ],
}

function entryAnswers() {
  let posted = 0
  staffAnswers({ roles: ['publisher'] })
  server.use(
    http.get(ENTRIES, () => HttpResponse.json(LIST)),
    http.post(ENTRIES, () => {
      posted += 1
      return HttpResponse.json(
        {
          errors: [API_ENTRY_MESSAGES.duplicateUrlSlug],
          fieldErrors: { urlSlug: [API_ENTRY_MESSAGES.duplicateUrlSlug] },
        },
        { status: 409 },
      )
    }),
    http.post(`${ENTRIES}/markdown-preview`, () =>
      HttpResponse.json({ tree: [['p', null, 'Rendered']] }),
    ),
  )
  return { posted: () => posted }
}

test('Publishing an empty entry shows the schema’s messages at their fields, focuses the first, and sends nothing', async () => {
  const calls = entryAnswers()
  const { user } = renderApp('/console/api-entries/new')
  const publish = await screen.findByRole('button', { name: 'Publish' })
  await user.click(publish)
  const name = screen.getByRole('textbox', { name: /^Name/ })
  await waitFor(() => expect(name).toHaveFocus())
  expect(name).toHaveAccessibleDescription(API_ENTRY_MESSAGES.name)
  expect(
    screen.getByRole('textbox', { name: /^URL slug/ }),
  ).toHaveAccessibleDescription(
    expect.stringContaining(API_ENTRY_MESSAGES.urlSlug),
  )
  expect(
    screen.getByRole('combobox', { name: /^Category/ }),
  ).toHaveAccessibleDescription(API_ENTRY_MESSAGES.category)
  expect(name).toHaveAttribute('name', 'name')
  expect(calls.posted()).toBe(0)
})

test('A slug another API has is shown at the URL slug field, which gets the focus', async () => {
  entryAnswers()
  const { user } = renderApp('/console/api-entries/new')
  await user.type(
    await screen.findByRole('textbox', { name: /^Name/ }),
    'Vaccine Records API',
  )
  await user.type(
    screen.getByRole('textbox', { name: /^URL slug/ }),
    'va-facilities',
  )
  await user.type(
    screen.getByRole('textbox', { name: /^URL fragment/ }),
    'vaccine_records',
  )
  await user.selectOptions(
    screen.getByRole('combobox', { name: /^Category/ }),
    'health',
  )
  await user.type(
    screen.getByRole('textbox', { name: /^Description/ }),
    'Vaccines.',
  )
  await user.click(screen.getByRole('button', { name: 'Publish' }))
  const slug = screen.getByRole('textbox', { name: /^URL slug/ })
  await waitFor(() => expect(slug).toHaveFocus())
  expect(slug).toHaveAccessibleDescription(
    expect.stringContaining(API_ENTRY_MESSAGES.duplicateUrlSlug),
  )
})

test('The history lists each version with who and when, and reverting says which version is live', async () => {
  entryAnswers()
  const history: ApiEntryHistory = {
    id: ID,
    name: 'VA Facilities API',
    urlSlug: 'va-facilities',
    versions: [
      {
        version: 2,
        action: 'edited',
        revertedTo: null,
        at: '2026-11-25T12:00:00.000Z',
        staffEmail: 'pat@va.example',
        staffName: 'Pat Publisher',
        before: { description: 'Old <b>words</b>' },
        after: { description: 'New words' },
        changedFields: ['description'],
      },
      {
        version: 1,
        action: 'seeded',
        revertedTo: null,
        at: '2026-11-20T12:00:00.000Z',
        staffEmail: null,
        staffName: null,
        before: null,
        after: { description: 'Old <b>words</b>' },
        changedFields: [],
      },
    ],
  }
  let reverted = ''
  server.use(
    http.get(`${ENTRIES}/${ID}/versions`, () => HttpResponse.json(history)),
    http.post(`${ENTRIES}/${ID}/versions/:version/revert`, ({ params }) => {
      reverted = String(params.version)
      return HttpResponse.json({
        id: ID,
        version: 3,
        updatedAt: '2026-11-26T12:00:00.000Z',
        entry: { urlSlug: 'va-facilities' },
      })
    }),
    http.get('*/platform-backend/v0/providers/*', () => HttpResponse.json({})),
  )
  const { user } = renderApp(`/console/api-entries/${ID}/history`)
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Version 2: Edited' }),
  ).toBeInTheDocument()
  expect(
    screen.getByText(/By Pat Publisher \(pat@va\.example\)/),
  ).toBeInTheDocument()
  expect(
    screen.getByText('This is the entry as it is now.'),
  ).toBeInTheDocument()
  await user.click(screen.getByText('What changed'))
  expect(screen.getByText('"Old <b>words</b>"')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Revert to version 1' }))
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Version 1 is back: it is live now as version 3.',
  )
  expect(reverted).toBe('1')
})
