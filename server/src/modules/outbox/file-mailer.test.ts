import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { createFileMailer, readMailbox } from './mailer.ts'

test('The dev mailbox keeps a message’s own header fields', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-mail-'))
  const headers = {
    'List-Unsubscribe': '<http://127.0.0.1:8080/platform-backend/v0/x>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
  await createFileMailer(dir).send({
    to: 'ada@example.org',
    subject: 'A note',
    text: 'Text',
    html: '<p>Text</p>',
    headers,
  })
  const [mail] = await readMailbox(dir)
  expect(mail?.headers).toEqual(headers)
})
