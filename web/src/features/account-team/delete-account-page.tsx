import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type { AccountDeletion } from '@portal/schema/developer-teams'
import { ErrorSummary } from '#web/components/ui/error-summary.tsx'
import { TextField } from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import { lazyValidate, lazyValidation } from '#web/lib/lazy-validation.ts'
import { ACCOUNT_QUERY_KEY } from '#web/account/account-api.ts'
import { AccountRequestError } from '#web/account/account-request-error.tsx'
import { useFreshProof } from '#web/account/fresh-proof.tsx'
import { useAccountSession } from '#web/account/use-account-session.ts'
import { RetentionList } from './retention-list.tsx'
import { teamActions } from './team-queries.ts'

// Zod and the schema: loaded on the first focus, press or input (ADR 021).
const validation = lazyValidation(() => import('./delete-validation.ts'))

const FIELDS = ['email'] as const

/**
 * `/account/delete` (R-ACCOUNT-DELETE): what deleting removes and keeps, and the confirmation:
 * the account's own address typed, then a fresh proof. Refused while the account is the last
 * owner of a team with other members (the server says which).
 */
export function DeleteAccountPage() {
  const { me } = useAccountSession()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const withFreshProof = useFreshProof()
  const { form, mutation, submitError, formProps } = useSubmitForm({
    fields: FIELDS,
    validate: lazyValidate(validation.load),
    validation,
    submit: (values: AccountDeletion) =>
      withFreshProof(() => teamActions.deleteAccount(values.email.trim())),
    onSuccess: () => {
      void navigate('/account/deleted', { replace: true })
      queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY_KEY] })
    },
  })
  return (
    <>
      <PageTitle title="Delete your account" />
      <h1>Delete your account</h1>
      <p>
        Deleting your developer account cannot be undone. We email a
        confirmation to {me.email}.
      </p>
      <h2>What is removed and what is kept</h2>
      <RetentionList />
      <p>
        If you are the last owner of a team that has other members, make another
        member an owner first, or remove the members.
      </p>
      <form className="usa-form usa-form--large" {...formProps}>
        <ErrorSummary fields={FIELDS} errors={form.errors} />
        {submitError && !form.errorOf('email') ? (
          <AccountRequestError
            error={submitError}
            what="Your account was not deleted."
          />
        ) : null}
        <TextField
          registration={form.register('email')}
          label="Your email address, to confirm"
          hint={`Type ${me.email}.`}
          type="email"
          autoComplete="off"
          error={form.errorOf('email')}
          isRequired
        />
        <FormFooter
          submitLabel="Delete my account"
          pendingLabel="Deleting..."
          isPending={mutation.isPending}
        />
      </form>
    </>
  )
}
