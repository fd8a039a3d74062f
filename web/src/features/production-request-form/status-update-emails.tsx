import { useState } from 'react'
import { PRODUCTION_LIMITS } from '@portal/schema/production-request-texts'
import { TextField } from '#web/components/ui/form-fields.tsx'
import { useProductionRequestForm } from './form-context.tsx'

/** The status-update addresses: one required, more added and removed up to the limit. */
export function StatusUpdateEmails() {
  const { register, getValue, setValue, errorOf } = useProductionRequestForm()
  const [count, setCount] = useState(() =>
    Math.max(1, getValue('statusUpdateEmails')?.length ?? 1),
  )
  const remove = (index: number) => {
    const emails = [...(getValue('statusUpdateEmails') ?? [])]
    emails.splice(index, 1)
    setValue('statusUpdateEmails', emails)
    setCount((current) => current - 1)
  }
  return (
    <fieldset className="usa-fieldset">
      <legend className="usa-legend">Email addresses for status updates</legend>
      <p className="usa-hint">
        We send news about your application to these addresses. Use a shared
        team mailbox if you have one.
      </p>
      {Array.from({ length: count }, (_, index) => {
        const name = `statusUpdateEmails.${index}` as const
        return (
          <div className="status-email" key={index}>
            <TextField
              registration={register(name)}
              label={
                index === 0
                  ? 'Email for status updates'
                  : `Another email for status updates (${index + 1})`
              }
              type="email"
              isRequired={index === 0}
              error={errorOf(name)}
            />
            {index > 0 ? (
              <button
                type="button"
                className="usa-button usa-button--unstyled"
                onClick={() => remove(index)}
              >
                Remove email {index + 1}
              </button>
            ) : null}
          </div>
        )
      })}
      {count < PRODUCTION_LIMITS.statusUpdateEmails ? (
        <button
          type="button"
          className="usa-button usa-button--outline margin-top-2"
          onClick={() => setCount((current) => current + 1)}
        >
          Add another email
        </button>
      ) : null}
    </fieldset>
  )
}
