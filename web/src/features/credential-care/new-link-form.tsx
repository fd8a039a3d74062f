import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { careActions } from './care-queries.ts'
import { RequestError } from './request-error.tsx'

/** "Lost the link?": the link is emailed to the address, whatever it is (R-CARE-NEW-LINK). */
export function NewLinkForm() {
  const [email, setEmail] = useState('')
  const send = useMutation({
    mutationFn: () =>
      careActions.newLink(email) as Promise<{ message: string }>,
  })
  return (
    <form
      className="usa-form usa-form--large"
      aria-labelledby="new-link-heading"
      onSubmit={(event) => {
        event.preventDefault()
        send.mutate()
      }}
    >
      <h2 id="new-link-heading">Lost the link?</h2>
      <label className="usa-label" htmlFor="new-link-email">
        Email address you signed up with
      </label>
      <input
        className="usa-input"
        id="new-link-email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button className="usa-button" type="submit" disabled={send.isPending}>
        Email me a new link
      </button>
      <RequestError error={send.error} />
      {send.data ? <p role="status">{send.data.message}</p> : null}
    </form>
  )
}
