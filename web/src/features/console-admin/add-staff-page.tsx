import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from 'react-router'
import type { NewStaff, StaffMember } from '@portal/schema/staff'
import { TextField } from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { RequiredFieldsNote } from '#web/components/ui/form-helpers.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import { postJson } from '#web/lib/http.ts'
import { lazyValidate, lazyValidation } from '#web/lib/lazy-validation.ts'
import { CONSOLE_QUERY_KEY } from '#web/console/console-api.ts'
import { ConsoleRequestError } from '#web/console/console-request-error.tsx'
import { RequireRole } from '#web/console/require-role.tsx'
import { STAFF_URL } from './console-admin-queries.ts'
import { RolesField } from './roles-field.tsx'
import type { StaffPageNotice } from './staff-page.tsx'

// Zod and the schema: loaded on the first focus, press or input (ADR 021).
const validation = lazyValidation(() => import('./staff-validation.ts'))

// Fields in page order, for errors the server names.
const FIELDS = ['email', 'name', 'roles'] as const

function AddStaffForm() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { form, mutation, submitError, formProps } = useSubmitForm({
    fields: FIELDS,
    validate: lazyValidate(validation.load),
    validation,
    submit: (values: NewStaff) => postJson<StaffMember>(STAFF_URL, values),
    onSuccess: (member) => {
      const state: StaffPageNotice = {
        notice: `${member.name} (${member.email}) was added. They can sign in now.`,
      }
      void queryClient
        .invalidateQueries({ queryKey: [CONSOLE_QUERY_KEY, 'staff'] })
        .then(() => navigate('/console/staff', { state }))
    },
    defaultValues: { roles: [] },
  })
  const error = (field: (typeof FIELDS)[number]) => form.errorOf(field)
  return (
    <form className="usa-form usa-form--large" {...formProps}>
      {submitError ? (
        <ConsoleRequestError
          error={submitError}
          what="The staff member was not added."
        />
      ) : null}
      <RequiredFieldsNote />
      <TextField
        registration={form.register('email')}
        label="Email"
        hint="Their address at the department’s identity provider."
        type="email"
        autoComplete="off"
        error={error('email')}
        isRequired
      />
      <TextField
        registration={form.register('name')}
        label="Name"
        autoComplete="off"
        error={error('name')}
        isRequired
      />
      <RolesField
        registration={form.register('roles')}
        error={error('roles')}
      />
      <FormFooter
        submitLabel="Add staff member"
        pendingLabel="Adding..."
        isPending={mutation.isPending}
      />
    </form>
  )
}

/** /console/staff/new: an admin adds a staff member with their roles. */
export function AddStaffPage() {
  return (
    <RequireRole needs="admin">
      <PageTitle title="Add a staff member" />
      <p>
        <Link to="/console/staff">Back to staff and roles</Link>
      </p>
      <h1>Add a staff member</h1>
      <AddStaffForm />
    </RequireRole>
  )
}
