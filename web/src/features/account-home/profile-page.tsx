import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import type {
  AccountMe,
  AccountProfile,
} from '@portal/schema/developer-accounts'
import { ACCOUNT_LIMITS } from '@portal/schema/developer-accounts-texts'
import { Alert } from '#web/components/ui/alert.tsx'
import { ErrorSummary } from '#web/components/ui/error-summary.tsx'
import { TextField } from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { RequiredFieldsNote } from '#web/components/ui/form-helpers.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { SubmitError } from '#web/components/ui/submit-error.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import { lazyValidate, lazyValidation } from '#web/lib/lazy-validation.ts'
import { putJson } from '#web/lib/http-send.ts'
import { ACCOUNT_API, accountSessionQuery } from '#web/account/account-api.ts'
import { useAccountSession } from '#web/account/use-account-session.ts'

// Zod and the schema: loaded on the first focus, press or input (ADR 021).
const validation = lazyValidation(() => import('./profile-validation.ts'))

const FIELDS = ['firstName', 'lastName', 'organization'] as const

/**
 * `/account/profile` (R-ACCOUNT-PROFILE): the name and organization a sandbox signup asks for,
 * kept so later signups need no re-typing. A first sign-in lands here.
 */
export function ProfilePage() {
  const { me } = useAccountSession()
  const [params] = useSearchParams()
  const queryClient = useQueryClient()
  const [saved, setSaved] = useState(false)
  const { form, mutation, submitError, formProps } = useSubmitForm({
    fields: FIELDS,
    validate: lazyValidate(validation.load),
    validation,
    submit: (values: AccountProfile) =>
      putJson<AccountMe>(`${ACCOUNT_API}/profile`, values),
    onSuccess: (updated) => {
      queryClient.setQueryData(accountSessionQuery().queryKey, updated)
      setSaved(true)
    },
    defaultValues: {
      firstName: me.firstName,
      lastName: me.lastName,
      organization: me.organization,
    },
  })
  const isWelcome = params.get('welcome') === '1' && !me.profileComplete
  return (
    <>
      <PageTitle title="Your profile" />
      <h1>Your profile</h1>
      {isWelcome ? (
        <Alert type="info" heading="Welcome to your developer account">
          Tell us who you are once: sandbox signups and production requests
          start from these details.
        </Alert>
      ) : null}
      {saved ? (
        <Alert type="success" heading="Profile saved">
          <Link to="/account">Go to your account overview</Link>
        </Alert>
      ) : null}
      <p>
        Signed in as <strong>{me.email}</strong>. Your email address is how you
        sign in; it cannot be changed here.
      </p>
      <form className="usa-form usa-form--large" {...formProps}>
        <ErrorSummary fields={FIELDS} errors={form.errors} />
        {submitError && !FIELDS.some((field) => form.errorOf(field)) ? (
          <SubmitError error={submitError} hasSupportLink={false} />
        ) : null}
        <RequiredFieldsNote />
        <TextField
          registration={form.register('firstName')}
          label="First name"
          autoComplete="given-name"
          maxLength={ACCOUNT_LIMITS.name}
          error={form.errorOf('firstName')}
          isRequired
        />
        <TextField
          registration={form.register('lastName')}
          label="Last name"
          autoComplete="family-name"
          maxLength={ACCOUNT_LIMITS.name}
          error={form.errorOf('lastName')}
          isRequired
        />
        <TextField
          registration={form.register('organization')}
          label="Organization"
          autoComplete="organization"
          maxLength={ACCOUNT_LIMITS.organization}
          error={form.errorOf('organization')}
          isRequired
        />
        <FormFooter
          submitLabel="Save profile"
          pendingLabel="Saving..."
          isPending={mutation.isPending}
        />
      </form>
    </>
  )
}
