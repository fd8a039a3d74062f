import type { Db } from '../../db/client.ts'

/** Queues an email in the transaction of what caused it (the outbox sends it after commit). */
export async function queueEmail(
  executor: Db,
  email: {
    template: string
    recipient: string
    payload: Record<string, unknown>
  },
): Promise<void> {
  await executor
    .insertInto('email_outbox')
    .values({
      template: email.template,
      recipient: email.recipient,
      payload: JSON.stringify(email.payload),
    })
    .execute()
}
