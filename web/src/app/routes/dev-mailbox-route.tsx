import { useQuery } from '@tanstack/react-query'
import { Alert } from '#web/components/ui/alert.tsx'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { MAILBOX_URL } from '#web/lib/api-paths.ts'
import { getJson } from '#web/lib/http.ts'

/** GET …/v0/dev/mailbox: the local run's emails, newest first. */
interface Mailbox {
  messages: {
    id: string
    to: string
    subject: string
    text: string
    sentAt: string
  }[]
}

// Links in the plain-text emails become links here, so a developer can follow the test-data link.
function Linkified({ text }: { text: string }) {
  return (
    <>
      {text.split(/(https?:\/\/\S+)/g).map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  )
}

// A local run's folder only grows: the page shows the newest, so it stays quick to read and to
// check however long the portal has run (the API still lists them all, for the tests' look-ups).
export const MAILBOX_SHOWN = 50

/** /dev/mailbox: the emails of a local run (mail written to a folder instead of sent by SMTP). */
export function DevMailboxRoute() {
  const { data, isPending, isError } = useQuery({
    queryKey: ['dev', 'mailbox'],
    queryFn: ({ signal }) => getJson<Mailbox>(MAILBOX_URL, { signal }),
    retry: false,
  })
  return (
    <div className="grid-container page-content">
      <PageTitle title="Local mailbox" />
      <h1>Local mailbox</h1>
      <p className="usa-intro">
        Emails the portal sent while it runs without an SMTP server, newest
        first.
      </p>
      {isPending ? <LoadingIndicator label="Loading emails" /> : null}
      {isError ? (
        <Alert type="info">
          The local mailbox is off: this server sends email through SMTP.
        </Alert>
      ) : null}
      {data?.messages.length === 0 ? <p>No email yet.</p> : null}
      {data && data.messages.length > MAILBOX_SHOWN ? (
        <p>
          The newest {MAILBOX_SHOWN} of {data.messages.length} emails.
        </p>
      ) : null}
      {data?.messages.slice(0, MAILBOX_SHOWN).map((message) => (
        <article
          key={message.id}
          className="dev-mail"
          aria-labelledby={`mail-${message.id}`}
        >
          <h2 id={`mail-${message.id}`}>{message.subject}</h2>
          <p>
            To {message.to}, {new Date(message.sentAt).toLocaleString('en-US')}
          </p>
          <pre className="dev-mail__text">
            <Linkified text={message.text} />
          </pre>
        </article>
      ))}
    </div>
  )
}
