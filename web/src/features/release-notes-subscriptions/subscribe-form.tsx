import { useState } from 'react'
import type { ReleaseNotesSubscribeForm } from '@portal/schema/release-notes-subscription'
import { Alert } from '#web/components/ui/alert.tsx'
import { RadioGroupField, TextField } from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import {
  HoneypotField,
  RequiredFieldsNote,
} from '#web/components/ui/form-helpers.tsx'
import { SubmitError } from '#web/components/ui/submit-error.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import { lazyValidate, lazyValidation } from '#web/lib/lazy-validation.ts'
import { subscriptionActions } from './subscription-actions.ts'

// Zod and the schema: loaded on the first focus, press or input (ADR 021).
const validation = lazyValidation(() => import('./subscribe-validation.ts'))

// Fields the server may name in fieldErrors, in page order.
const FIELDS = ['email', 'scope'] as const

/** Props of SubscribeForm. */
export interface SubscribeFormProps {
  urlSlug: string
  apiName: string
}

/**
 * Subscribe by email to this API's release notes or to every API's (R-NOTES-SUBSCRIBE): the
 * answer only says to check the inbox, whose link confirms (double opt-in).
 */
export function SubscribeForm({ urlSlug, apiName }: SubscribeFormProps) {
  const [sentMessage, setSentMessage] = useState<string | null>(null)
  const { form, mutation, submitError, formProps } = useSubmitForm({
    fields: FIELDS,
    validate: lazyValidate(validation.load),
    validation,
    submit: (values: ReleaseNotesSubscribeForm) =>
      subscriptionActions.subscribe({
        ...values,
        urlSlug: values.scope === 'api' ? urlSlug : null,
      }),
    onSuccess: (answer) => setSentMessage(answer.message),
    defaultValues: { scope: 'api' },
  })
  return (
    <>
      <h3>Subscribe by email</h3>
      {sentMessage ? (
        <Alert type="success" heading="Check your email">
          {sentMessage}
        </Alert>
      ) : (
        <form className="usa-form" {...formProps}>
          {submitError ? (
            <SubmitError error={submitError} hasSupportLink={false} />
          ) : null}
          <RequiredFieldsNote />
          <TextField
            registration={form.register('email')}
            label="Email address"
            type="email"
            autoComplete="email"
            error={form.errorOf('email')}
            isRequired
          />
          <RadioGroupField
            registration={form.register('scope')}
            legend="Which release notes?"
            options={[
              { value: 'api', label: `Only the ${apiName}` },
              { value: 'all', label: 'Every API on the platform' },
            ]}
            error={form.errorOf('scope')}
          />
          <HoneypotField registration={form.register('faxNumber')} />
          <FormFooter
            submitLabel="Subscribe"
            pendingLabel="Sending..."
            isPending={mutation.isPending}
          />
        </form>
      )}
    </>
  )
}
