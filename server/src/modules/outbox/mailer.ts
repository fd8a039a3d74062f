import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'

/** An email to send. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  /** The same message as HTML: every email has both (R-EMAIL-HTML); text people typed is escaped. */
  html: string
  replyTo?: string
  /**
   * Header fields of the message's own (`List-Unsubscribe`, `List-Unsubscribe-Post` on release
   * notes, RFC 8058). Nodemailer's `headers` option sends them as given; the dev mailbox keeps them.
   */
  headers?: Record<string, string>
}

/** Sends email; throws when it could not. */
export interface Mailer {
  send: (message: MailMessage) => Promise<void>
  /** Closes pooled connections, at shutdown. */
  close?: () => void
}

/** A message written by the local mailer. */
export interface StoredMail extends MailMessage {
  id: string
  sentAt: string
}

/** Writes each message as a JSON file in `dir`: the local mailbox of development and tests. */
export function createFileMailer(dir: string): Mailer {
  return {
    send: async (message) => {
      await mkdir(dir, { recursive: true })
      const sentAt = new Date().toISOString()
      const id = `${sentAt.replaceAll(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}`
      await writeFile(
        path.join(dir, `${id}.json`),
        JSON.stringify({ id, sentAt, ...message }, null, 2),
      )
    },
  }
}

/** The messages in a local mailbox folder, newest first. */
export async function readMailbox(dir: string): Promise<StoredMail[]> {
  const files = await readdir(dir).catch(() => [] as string[])
  const mails = await Promise.all(
    files
      .filter((file) => file.endsWith('.json'))
      .map(
        async (file) =>
          JSON.parse(
            await readFile(path.join(dir, file), 'utf8'),
          ) as StoredMail,
      ),
  )
  return mails.sort((a, b) => b.sentAt.localeCompare(a.sentAt))
}

/**
 * Sends through an SMTP server (`smtp://user:pass@host:port`) over a few pooled connections, so a
 * burst of mail is not one TCP and TLS handshake per message. Settings in the URL's query win.
 */
export function createSmtpMailer(url: string, from: string): Mailer {
  const withPool = new URL(url)
  if (!withPool.searchParams.has('pool'))
    withPool.searchParams.set('pool', 'true')
  if (!withPool.searchParams.has('maxConnections'))
    withPool.searchParams.set('maxConnections', '5')
  const transport = nodemailer.createTransport(withPool.toString())
  return {
    send: async (message) => {
      await transport.sendMail({ from, ...message })
    },
    close: () => transport.close(),
  }
}
