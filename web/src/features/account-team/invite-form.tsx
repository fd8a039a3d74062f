import { useQueryClient } from '@tanstack/react-query'
import type {
  TeamInvitation,
  TeamInvitationRequest,
} from '@portal/schema/developer-teams'
import { ErrorSummary } from '#web/components/ui/error-summary.tsx'
import { RadioGroupField, TextField } from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import { lazyValidate, lazyValidation } from '#web/lib/lazy-validation.ts'
import { AccountRequestError } from '#web/account/account-request-error.tsx'
import { useFreshProof } from '#web/account/fresh-proof.tsx'
import { teamActions, teamKey } from './team-queries.ts'

// Zod and the schema: loaded on the first focus, press or input (ADR 021).
const validation = lazyValidation(() => import('./invite-validation.ts'))

const FIELDS = ['email', 'role'] as const

const ROLES = [
  {
    value: 'developer',
    label: 'Developer: sees and uses the team’s apps',
  },
  {
    value: 'owner',
    label:
      'Owner: also invites, changes roles, removes members and reads the activity',
  },
] as const

/** Props of InviteForm. */
export interface InviteFormProps {
  teamId: string
  onInvited: (invitation: TeamInvitation) => void
}

/**
 * Invites an address to the team (R-TEAM-INVITE): owners only, after a fresh proof. The email's
 * link works once, for 7 days; inviting the address again replaces its pending invitation.
 */
export function InviteForm({ teamId, onInvited }: InviteFormProps) {
  const queryClient = useQueryClient()
  const withFreshProof = useFreshProof()
  const { form, mutation, submitError, formProps } = useSubmitForm({
    fields: FIELDS,
    validate: lazyValidate(validation.load),
    validation,
    submit: (values: TeamInvitationRequest) =>
      withFreshProof(() =>
        teamActions.invite(teamId, { ...values, email: values.email.trim() }),
      ),
    onSuccess: (invitation) => {
      void queryClient.invalidateQueries({ queryKey: teamKey(teamId) })
      onInvited(invitation)
    },
    defaultValues: { role: 'developer' },
  })
  return (
    <form className="usa-form usa-form--large" {...formProps}>
      <ErrorSummary fields={FIELDS} errors={form.errors} />
      {submitError && !FIELDS.some((field) => form.errorOf(field)) ? (
        <AccountRequestError
          error={submitError}
          what="The invitation was not sent."
        />
      ) : null}
      <TextField
        registration={form.register('email')}
        label="Email address"
        hint="We email a link that works once, for 7 days. It signs them in to the account of this address, or makes one."
        type="email"
        autoComplete="off"
        error={form.errorOf('email')}
        isRequired
      />
      <RadioGroupField
        registration={form.register('role')}
        legend="Role"
        options={ROLES}
        error={form.errorOf('role')}
      />
      <FormFooter
        submitLabel="Send invitation"
        pendingLabel="Sending..."
        isPending={mutation.isPending}
      />
    </form>
  )
}
