import { screen, within } from '@testing-library/react'
import { renderApp } from '#web/test/render-app.tsx'

// The Explore page as its list and filter tests open and read it.

/** Renders the app at an Explore address and waits for the page heading. */
export async function renderExplore(path = '/explore') {
  const view = renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Explore APIs' })
  return view
}

/** The names on the API cards, in order; none when the list is not shown. */
export function apiNames() {
  const list = screen.queryByRole('list', { name: 'APIs' })
  return list
    ? within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent)
    : []
}
