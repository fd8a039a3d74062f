import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  SupportAssign,
  SupportDeskRequest,
} from '@portal/schema/support-desk'
import { SelectField } from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { SubmitError } from '#web/components/ui/submit-error.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import { ConsoleRequestError } from '#web/console/console-request-error.tsx'
import { useStaffSession } from '#web/console/use-staff-session.ts'
import { deskActions, deskQueries, deskRequestKey } from './desk-queries.ts'
import { deskValidate, deskValidation } from './desk-validation-lazy.ts'

const FIELDS = ['to'] as const

/** "Assign to me" (or "Unassign me"), and the form to assign another support staff member (R-SUPPORT-DESK-ASSIGN). */
export function Assignment({ request }: { request: SupportDeskRequest }) {
  const { staff } = useStaffSession()
  const queryClient = useQueryClient()
  const replace = (next: SupportDeskRequest) =>
    queryClient.setQueryData(deskRequestKey(request.id), next)
  const isMine = request.assignee?.id === staff.id
  const quick = useMutation({
    mutationFn: () =>
      deskActions.assign(request.id, { to: isMine ? 'nobody' : 'me' }),
    onSuccess: replace,
  })
  const assignees = useQuery({
    ...deskQueries.assignees(),
    enabled: request.canAssign,
  })
  const { form, mutation, submitError, formProps } = useSubmitForm<
    SupportAssign & { [key: string]: unknown },
    SupportDeskRequest
  >({
    fields: FIELDS,
    validate: deskValidate((module) => module.validateAssign),
    validation: deskValidation,
    submit: (values) => deskActions.assign(request.id, { to: values.to }),
    onSuccess: replace,
  })
  return (
    <section aria-labelledby="assignment-heading">
      <h2 id="assignment-heading">Assignment</h2>
      <p>
        Assignee:{' '}
        <strong>
          {request.assignee
            ? isMine
              ? 'you'
              : request.assignee.name
            : 'nobody'}
        </strong>{' '}
        {request.canAssign ? (
          <button
            type="button"
            className="usa-button usa-button--unstyled"
            disabled={quick.isPending}
            onClick={() => quick.mutate()}
          >
            {isMine ? 'Unassign me' : 'Assign to me'}
          </button>
        ) : null}
      </p>
      {quick.error ? (
        <ConsoleRequestError
          error={quick.error}
          what="The assignment failed."
        />
      ) : null}
      {request.canAssign && assignees.data ? (
        <form
          className="usa-form"
          aria-label="Assign to a support staff member"
          {...formProps}
        >
          {submitError ? <SubmitError error={submitError} /> : null}
          <SelectField
            registration={form.register('to')}
            label="Assign to"
            options={assignees.data.staff.map((person) => ({
              value: person.id,
              label: `${person.name} (${person.email})`,
            }))}
            error={form.errorOf('to')}
            isRequired
          />
          <FormFooter
            submitLabel="Assign"
            pendingLabel="Saving..."
            isPending={mutation.isPending}
          />
        </form>
      ) : null}
    </section>
  )
}
