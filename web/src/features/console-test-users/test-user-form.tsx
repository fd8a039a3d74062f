import { useQueryClient } from '@tanstack/react-query'
import type {
  ConsoleTestUser,
  ConsoleTestUsers,
  TestUserInput,
} from '@portal/schema/console-test-users'
import { TextField } from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { RequiredFieldsNote } from '#web/components/ui/form-helpers.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import { ConsoleRequestError } from '#web/console/console-request-error.tsx'
import { lazyValidate, lazyValidation } from '#web/lib/lazy-validation.ts'
import { inventedCredentials } from './invented-credentials.ts'
import { testUserActions, testUsersKey } from './test-user-queries.ts'

// Zod and the schema: loaded on the first focus, press or input (ADR 021).
const validation = lazyValidation(() => import('./test-user-validation.ts'))

// Fields in page order, for errors the server names.
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'identifiers',
  'idmePassword',
  'idmeSeed',
  'logingovPassword',
  'logingovSeed',
] as const

/** Props of TestUserForm. */
export interface TestUserFormProps {
  apiId: string
  /** The user to change; without one the form adds a user. */
  current?: ConsoleTestUser | undefined
  onSaved: (users: ConsoleTestUsers, saved: TestUserInput) => void
  /** Shows a Cancel button (changing a user). */
  onCancel?: () => void
}

// Each identity provider's sign-in of a test user: its password and one-time-code seed fields.
const IDENTITY_PROVIDERS = [
  { label: 'ID.me', password: 'idmePassword', seed: 'idmeSeed' },
  { label: 'Login.gov', password: 'logingovPassword', seed: 'logingovSeed' },
] as const

/**
 * Adds one sandbox test user to an API, or changes one, keeping its id (R-TEST-USERS-FIELDS):
 * validated on submit, then by the server.
 */
export function TestUserForm({
  apiId,
  current,
  onSaved,
  onCancel,
}: TestUserFormProps) {
  const queryClient = useQueryClient()
  const { form, mutation, submitError, formProps } = useSubmitForm({
    fields: FIELDS,
    validate: lazyValidate(validation.load),
    validation,
    submit: (values: TestUserInput) =>
      current
        ? testUserActions.change(apiId, current.id, values)
        : testUserActions.add(apiId, values),
    onSuccess: (users, values) => {
      queryClient.setQueryData([...testUsersKey(apiId), 'list'], users)
      void queryClient.invalidateQueries({ queryKey: testUsersKey(apiId) })
      onSaved(users, values)
    },
    defaultValues: current
      ? {
          firstName: current.firstName,
          lastName: current.lastName,
          email: current.email,
          identifiers: current.identifiers,
          idmePassword: current.idmePassword,
          idmeSeed: current.idmeSeed,
          logingovPassword: current.logingovPassword,
          logingovSeed: current.logingovSeed,
        }
      : { identifiers: '', ...inventedCredentials() },
  })
  const error = (field: (typeof FIELDS)[number]) => form.errorOf(field)
  return (
    <form className="usa-form usa-form--large" {...formProps}>
      {submitError ? (
        <ConsoleRequestError
          error={submitError}
          what={
            current
              ? 'The test user was not changed.'
              : 'The test user was not added.'
          }
        />
      ) : null}
      <RequiredFieldsNote />
      <TextField
        registration={form.register('firstName')}
        label="First name"
        autoComplete="off"
        error={error('firstName')}
        isRequired
      />
      <TextField
        registration={form.register('lastName')}
        label="Last name"
        autoComplete="off"
        error={error('lastName')}
        isRequired
      />
      <TextField
        registration={form.register('email')}
        label="Email"
        hint="The user name at both identity providers. Use an address nobody reads, such as one at example.com."
        type="email"
        autoComplete="off"
        error={error('email')}
        isRequired
      />
      <TextField
        registration={form.register('identifiers')}
        label="The API’s identifiers"
        hint="One per line, as “Name: value”, for example “ICN: 1012667145V762142” or “SSN: 796130115”. An ICN is the patient of the user’s tokens."
        isMultiline
        error={error('identifiers')}
      />
      {IDENTITY_PROVIDERS.map(({ label, password, seed }) => (
        <fieldset key={label} className="usa-fieldset">
          <legend className="usa-legend usa-legend--large">{label}</legend>
          <TextField
            registration={form.register(password)}
            label={`${label} password`}
            hint="Test data, shown to developers: a new user gets a random one."
            autoComplete="off"
            error={error(password)}
            isRequired
          />
          <TextField
            registration={form.register(seed)}
            label={`${label} one-time-code seed`}
            hint="Base32: letters A to Z and digits 2 to 7, 16 to 64 of them."
            autoComplete="off"
            error={error(seed)}
            isRequired
          />
        </fieldset>
      ))}
      <FormFooter
        submitLabel={current ? 'Save changes' : 'Add test user'}
        pendingLabel={current ? 'Saving...' : 'Adding...'}
        isPending={mutation.isPending}
        {...(onCancel ? { onCancel } : {})}
      />
    </form>
  )
}
