import { useQueryClient } from '@tanstack/react-query'
import type {
  ReviewRequest,
  TransitionRequest,
} from '@portal/schema/production-review'
import type { StaffAction } from '@portal/schema/production-review-status'
import {
  ACTION_TEXTS,
  REVIEW_LIMITS,
} from '@portal/schema/production-review-texts'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { TextField } from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { SubmitError } from '#web/components/ui/submit-error.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import { requestKey, reviewActions } from './review-queries.ts'
import { reviewValidate, reviewValidation } from './review-validation-lazy.ts'

/** The fields every move's form may have (each dialog shows its own). */
interface MoveValues {
  action: StaffAction
  message?: string
  reason?: string
  date?: string
  time?: string
  meetingLink?: string
  [key: string]: unknown
}

const FIELDS = ['date', 'time', 'meetingLink', 'message', 'reason'] as const

const INTROS: Record<StaffAction, string> = {
  start_review:
    'The request moves to “In review”. The applicant and the status-update addresses are emailed.',
  request_changes:
    'The applicant is emailed your message and answers it on their status page.',
  schedule_demo:
    'Enter the date and time in Eastern Time. The applicant is emailed the date, the link and a calendar file.',
  approve:
    'Every check passed. The applicant is emailed that the request is approved.',
  deny: 'The applicant is emailed the reason. The request is closed.',
}

/** Props of TransitionDialog. */
export interface TransitionDialogProps {
  review: ReviewRequest
  action: StaffAction
  onClose: () => void
}

/** One move of the review in a dialog, with the fields it needs (R-REVIEW-STATUS). */
export function TransitionDialog({
  review,
  action,
  onClose,
}: TransitionDialogProps) {
  const queryClient = useQueryClient()
  const { form, mutation, submitError, formProps } = useSubmitForm<
    MoveValues,
    ReviewRequest
  >({
    fields: FIELDS,
    validate: reviewValidate((module) => module.validateTransition),
    validation: reviewValidation,
    submit: (values) =>
      reviewActions.move(review.id, values as TransitionRequest),
    onSuccess: (next) => {
      queryClient.setQueryData(requestKey(review.id), next)
      onClose()
    },
    defaultValues: { action },
  })
  const text = (
    name: (typeof FIELDS)[number],
    label: string,
    options: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      registration={form.register(name)}
      label={label}
      error={form.errorOf(name)}
      {...options}
    />
  )
  return (
    <Dialog
      isOpen
      onClose={onClose}
      heading={`${ACTION_TEXTS[action].button}: ${review.request.appName as string}`}
    >
      <form className="usa-form usa-form--large" {...formProps}>
        <p>{INTROS[action]}</p>
        {submitError ? <SubmitError error={submitError} /> : null}
        {action === 'schedule_demo' ? (
          <>
            {text('date', 'Date', {
              type: 'date',
              isRequired: true,
              hint: 'YYYY-MM-DD',
            })}
            {text('time', 'Time (Eastern Time)', {
              type: 'time',
              isRequired: true,
              hint: 'HH:MM, 24-hour',
            })}
            {text('meetingLink', 'Meeting link', {
              type: 'url',
              isRequired: true,
              hint: 'Starts with https://',
            })}
          </>
        ) : null}
        {action === 'request_changes'
          ? text('message', 'Message to the applicant', {
              isMultiline: true,
              isRequired: true,
              maxLength: REVIEW_LIMITS.message,
            })
          : null}
        {action === 'schedule_demo' || action === 'approve'
          ? text('message', 'Message to the applicant (optional)', {
              isMultiline: true,
            })
          : null}
        {action === 'deny'
          ? text('reason', 'Reason for the denial', {
              isMultiline: true,
              isRequired: true,
              hint: 'The applicant reads it in their email and on their status page.',
            })
          : null}
        <FormFooter
          submitLabel={ACTION_TEXTS[action].button}
          pendingLabel="Saving..."
          isPending={mutation.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  )
}
