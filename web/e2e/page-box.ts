import type { Locator } from '@playwright/test'

// Where an element sits on the page, for the layout checks of the site navigation tests.

/** The element's box on the page; fails the test when it is not rendered. */
export async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error('The element has no box on the page')
  return box
}
