import { useRef, useState, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import type { FieldValues, Path } from '#web/lib/form-store.ts'
import { RequestFailedError } from '#web/lib/http.ts'
import type { LazyValidation } from '#web/lib/lazy-validation.ts'
import { usePageSubmission } from '#web/lib/server-render.ts'
import { useValidationFailure } from '#web/lib/lazy-validation.ts'
import { useForm, type Validate } from '#web/lib/use-form.tsx'
import { applyServerFieldErrors, focusFirstField } from './form-helpers.tsx'
import { useSubmitErrorFocus } from './submit-error.tsx'

/** Options of useSubmitForm. */
export interface SubmitFormOptions<T extends FieldValues, R> {
  /** The payload's fields, in the order focus visits them after the server names some. */
  fields: readonly Path<T>[]
  validate: Validate<T>
  /** The form's validation module, loaded with the first focus, press or input. */
  validation: Pick<LazyValidation<unknown>, 'preloadProps'>
  submit: (values: T) => Promise<R>
  onSuccess: (result: R, values: T) => void
  defaultValues?: Partial<T>
}

/**
 * The portal's one way to run a form (ADR 015, ADR 025): validation on submit only, the
 * request as a mutation, focus to the first invalid field (the client's or the server's
 * `fieldErrors`), else to the failed-submit banner, which also shows a validation chunk that did
 * not load (R-FORM-FAILED-SUBMIT). Spread `formProps` on the `<form>`.
 */
export function useSubmitForm<T extends FieldValues, R>({
  fields,
  validate,
  validation,
  submit,
  onSuccess,
  defaultValues,
}: SubmitFormOptions<T, R>) {
  // A submission posted without JavaScript that the server answered with this page: the form
  // shows what was sent, its messages and the server's refusal, focus on the first invalid field.
  // Kept from the first render: a page that hydrates keeps showing what the server rendered.
  const [submission] = useState(usePageSubmission())
  const form = useForm<T>({
    validate,
    ...(defaultValues || submission
      ? { defaultValues: { ...defaultValues, ...submission?.values } as T }
      : {}),
    ...(submission
      ? {
          initialErrors: submission.fieldErrors,
          autoFocus: fields.find((field) => submission.fieldErrors[field]),
        }
      : {}),
  })
  const formRef = useRef<HTMLFormElement>(null)
  const mutation = useMutation({
    mutationFn: submit,
    onSuccess: (result, values) => onSuccess(result, values),
    onError: (error) => {
      focusFirstField(
        formRef.current,
        applyServerFieldErrors(error, fields, form.setError),
      )
    },
  })
  const [validationFailure, trackSubmit] = useValidationFailure()
  const submitError =
    mutation.error ??
    validationFailure ??
    (submission?.errors.length
      ? new RequestFailedError(400, submission.errors)
      : null)
  useSubmitErrorFocus(submitError, fields)
  const formProps = {
    ref: formRef,
    noValidate: true,
    ...validation.preloadProps,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      trackSubmit(
        form.handleSubmit(
          (values) => mutation.mutate(values),
          (invalid) => focusFirstField(formRef.current, Object.keys(invalid)),
        )(event),
      )
    },
  }
  // The summary of the server's field messages (ErrorSummary): only a page answering a post has it.
  const summaryErrors = submission?.fieldErrors ?? {}
  return { form, mutation, submitError, formProps, summaryErrors }
}
