import { useQueryClient } from '@tanstack/react-query'
import type { ChangesAnswer } from '@portal/schema/production-review'
import { REVIEW_LIMITS } from '@portal/schema/production-review-texts'
import { TextField } from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { RequiredFieldsNote } from '#web/components/ui/form-helpers.tsx'
import { SubmitError } from '#web/components/ui/submit-error.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import { lazyValidate, lazyValidation } from '#web/lib/lazy-validation.ts'
import { useWatch } from '#web/lib/use-form.tsx'
import { statusActions, statusKey, type StatusLink } from './status-queries.ts'

const validation = lazyValidation(() => import('./answer-validation.ts'))
const FIELDS = ['answer'] as const

/** The answer to a changes request (R-REVIEW-ANSWER): validated on submit, by the server's schema too. */
export function AnswerForm({ link }: { link: StatusLink }) {
  const queryClient = useQueryClient()
  const { form, mutation, submitError, formProps } = useSubmitForm({
    fields: FIELDS,
    validate: lazyValidate(validation.load),
    validation,
    submit: (values: ChangesAnswer) =>
      statusActions.answer(link, values.answer),
    onSuccess: (status) => queryClient.setQueryData(statusKey(link), status),
  })
  const answer = useWatch(form, 'answer')
  return (
    <form
      className="usa-form usa-form--large"
      aria-labelledby="answer-heading"
      {...formProps}
    >
      <h2 id="answer-heading">Answer the reviewer</h2>
      {submitError ? <SubmitError error={submitError} /> : null}
      <RequiredFieldsNote />
      <TextField
        registration={form.register('answer')}
        label="Your answer"
        hint="Say what you changed, with links where the reviewer can see it."
        error={form.errorOf('answer')}
        isMultiline
        isRequired
        maxLength={REVIEW_LIMITS.answer}
        currentLength={typeof answer === 'string' ? answer.length : 0}
      />
      <FormFooter
        submitLabel="Send your answer"
        pendingLabel="Sending..."
        isPending={mutation.isPending}
      />
    </form>
  )
}
