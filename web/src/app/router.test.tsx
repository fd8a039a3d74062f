import { screen, waitFor, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderApp } from '#web/test/render-app.tsx'
import { catalogueQueries } from '#web/catalogue/catalogue-queries.ts'

test('An unknown path shows the 404 page titled "Page not found"', async () => {
  renderApp('/no/such/page')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
  ).toBeInTheDocument()
  await waitFor(() =>
    expect(document.title).toBe('VA API Platform | Page not found'),
  )
  expect(
    within(screen.getByRole('main')).getByRole('link', {
      name: 'Explore APIs',
    }),
  ).toHaveAttribute('href', '/explore')
})

test('Every page has the banner, header, main landmark and footer', async () => {
  renderApp('/')
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
  expect(
    screen.getByRole('region', {
      name: 'Official website of the United States government',
    }),
  ).toBeInTheDocument()
  expect(screen.getByRole('banner')).toHaveTextContent('VA API Platform')
  expect(screen.getByRole('main')).toBeInTheDocument()
  expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  expect(
    screen.getByRole('link', { name: 'Skip to main content' }),
  ).toHaveAttribute('href', '#main')
  await waitFor(() => expect(document.title).toBe('VA API Platform'))
})

test('The gov banner opens and closes "Here\'s how you know"', async () => {
  const { user } = renderApp('/')
  const toggle = await screen.findByRole('button', {
    name: 'Here’s how you know',
  })
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(screen.queryByText('Official websites use .gov')).not.toBeVisible()
  await user.click(toggle)
  expect(toggle).toHaveAttribute('aria-expanded', 'true')
  expect(screen.getByText('Official websites use .gov')).toBeVisible()
})

test('A page that fails to render shows the error page, which resets on navigation', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const Broken = () => {
    throw new Error('Cannot read properties of undefined')
  }
  const { router } = renderApp('/', {
    extraPages: [{ path: 'broken', element: <Broken /> }],
  })
  await screen.findByRole('heading', { level: 1 })
  await router.navigate('/broken')
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'An error was encountered',
    }),
  ).toBeInTheDocument()
  expect(screen.getByRole('banner')).toBeInTheDocument()
  await router.navigate('/')
  expect(
    await screen.findByRole('link', { name: 'Explore our APIs' }),
  ).toBeInTheDocument()
  expect(screen.queryByText('An error was encountered')).not.toBeInTheDocument()
})

test('The pages that show the catalogue start its request as they are entered, before their chunk has loaded (R-PERF-DATA-EARLY)', async () => {
  const key = catalogueQueries.all().queryKey
  for (const path of [
    '/',
    '/explore',
    '/explore/api/va-facilities',
    '/production-access/production-access-application',
    '/no/such/page',
  ]) {
    const { queryClient, unmount } = renderApp(path)
    // Synchronously after the first render: the page's own chunk is still being imported.
    expect(queryClient.getQueryState(key)?.fetchStatus).toBe('fetching')
    await waitFor(() =>
      expect(queryClient.getQueryState(key)?.status).toBe('success'),
    )
    unmount()
  }
  const { queryClient } = renderApp('/about')
  expect(queryClient.getQueryState(key)).toBeUndefined()
  await screen.findByRole('heading', { level: 1 })
})
