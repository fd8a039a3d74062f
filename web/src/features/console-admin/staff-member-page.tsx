import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useParams } from 'react-router'
import type { StaffChange, StaffMember } from '@portal/schema/staff'
import { STAFF_ROLE_LABELS } from '@portal/schema/staff-texts'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import { patchJson } from '#web/lib/http-send.ts'
import { lazyValidate, lazyValidation } from '#web/lib/lazy-validation.ts'
import { CONSOLE_QUERY_KEY } from '#web/console/console-api.ts'
import { ConsoleRequestError } from '#web/console/console-request-error.tsx'
import { RequireRole } from '#web/console/require-role.tsx'
import { consoleAdminQueries, staffMemberUrl } from './console-admin-queries.ts'
import { formatTime } from './format-time.ts'
import { RolesField } from './roles-field.tsx'
import type { StaffPageNotice } from './staff-page.tsx'

const validation = lazyValidation(() => import('./staff-validation.ts'))

const FIELDS = ['roles'] as const

/** After a change: the list again, saying what changed. */
function useSaved() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return (notice: string) => {
    const state: StaffPageNotice = { notice }
    void queryClient
      .invalidateQueries({ queryKey: [CONSOLE_QUERY_KEY] })
      .then(() => navigate('/console/staff', { state }))
  }
}

function RolesForm({ member }: { member: StaffMember }) {
  const saved = useSaved()
  const { form, mutation, submitError, formProps } = useSubmitForm({
    fields: FIELDS,
    validate: lazyValidate(async () => ({
      validate: (await validation.load()).validateChange,
    })),
    validation,
    submit: (values: StaffChange) =>
      patchJson<StaffMember>(staffMemberUrl(member.id), {
        roles: values.roles,
      }),
    onSuccess: (after) =>
      saved(
        `${after.name}’s roles are now: ${after.roles.map((role) => STAFF_ROLE_LABELS[role].label).join(', ')}.`,
      ),
    defaultValues: { roles: member.roles },
  })
  return (
    <form className="usa-form usa-form--large" {...formProps}>
      <h2>Roles</h2>
      {submitError ? (
        <ConsoleRequestError
          error={submitError}
          what="The roles were not changed."
        />
      ) : null}
      <RolesField
        registration={form.register('roles')}
        error={form.errorOf('roles')}
      />
      <FormFooter
        submitLabel="Save roles"
        pendingLabel="Saving..."
        isPending={mutation.isPending}
      />
    </form>
  )
}

function ActiveSwitch({ member }: { member: StaffMember }) {
  const saved = useSaved()
  const change = useMutation({
    mutationFn: () =>
      patchJson<StaffMember>(staffMemberUrl(member.id), {
        active: !member.active,
      }),
    onSuccess: (after) =>
      saved(
        after.active
          ? `${after.name} was reactivated and can sign in again.`
          : `${after.name} was deactivated and signed out everywhere.`,
      ),
  })
  return (
    <>
      <h2>Access</h2>
      <p>
        {member.active
          ? 'Deactivating ends their sessions at once and stops them signing in. Their audit trail stays.'
          : 'This staff member is deactivated: they cannot sign in.'}
      </p>
      {change.error ? (
        <ConsoleRequestError
          error={change.error}
          what={
            member.active
              ? 'The staff member was not deactivated.'
              : 'The staff member was not reactivated.'
          }
        />
      ) : null}
      <button
        type="button"
        className={`usa-button${member.active ? ' usa-button--secondary' : ''}`}
        disabled={change.isPending}
        onClick={() => change.mutate()}
      >
        {member.active ? 'Deactivate' : 'Reactivate'} {member.name}
      </button>
    </>
  )
}

function StaffMemberDetails() {
  const { id = '' } = useParams()
  const staff = useQuery(consoleAdminQueries.staff())
  if (staff.isPending) return <LoadingIndicator label="Loading staff member" />
  if (staff.error)
    return (
      <ConsoleRequestError
        error={staff.error}
        what="The staff member could not be loaded."
      />
    )
  const member = staff.data.staff.find((candidate) => candidate.id === id)
  if (!member)
    return (
      <>
        <PageTitle title="Staff member not found" />
        <h1>Staff member not found</h1>
        <p>
          <Link to="/console/staff">Back to staff and roles</Link>
        </p>
      </>
    )
  return (
    <>
      <PageTitle title={member.name} />
      <p>
        <Link to="/console/staff">Back to staff and roles</Link>
      </p>
      <h1>{member.name}</h1>
      <dl className="console-details">
        <dt>Email</dt>
        <dd>{member.email}</dd>
        <dt>Status</dt>
        <dd>{member.active ? 'Active' : 'Deactivated'}</dd>
        <dt>Added</dt>
        <dd>{formatTime(member.createdAt)}</dd>
        <dt>Last sign-in</dt>
        <dd>
          {member.lastSignInAt ? formatTime(member.lastSignInAt) : 'Never'}
        </dd>
      </dl>
      <RolesForm key={member.roles.join()} member={member} />
      <ActiveSwitch member={member} />
    </>
  )
}

/** /console/staff/{id}: an admin changes a staff member's roles, deactivates or reactivates them. */
export function StaffMemberPage() {
  return (
    <RequireRole needs="admin">
      <StaffMemberDetails />
    </RequireRole>
  )
}
