import { expect, type Page } from '@playwright/test'

/** An email in the local mailbox. */
export interface Mail {
  to: string
  subject: string
  text: string
}

/** Waits until the outbox worker has delivered a matching email to the local mailbox, and returns it. */
export async function waitForMail(
  page: Page,
  matches: (mail: Mail) => boolean,
): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(
      async () => {
        const response = await page.request.get(
          '/platform-backend/v0/dev/mailbox',
        )
        const { messages } = (await response.json()) as { messages: Mail[] }
        found = messages.find(matches)
        return Boolean(found)
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return found!
}
