import { useQueryClient } from '@tanstack/react-query'
import type { SupportDeskRequest } from '@portal/schema/support-desk'
import { ConsoleTextForm } from '#web/console/console-text-form.tsx'
import { deskRequestKey } from './desk-queries.ts'
import { deskValidate, deskValidation } from './desk-validation-lazy.ts'

type Validators = Awaited<ReturnType<typeof deskValidation.load>>

/** Props of DeskTextForm. */
export interface DeskTextFormProps {
  request: SupportDeskRequest
  /** The payload's one field: the input's name and id. */
  field: 'note' | 'reply' | 'handOffNote'
  heading: string
  label: string
  hint: string
  submitLabel: string
  maxLength: number
  isRequired: boolean
  validate: (module: Validators) => (values: never) => unknown
  submit: (
    id: string,
    values: Record<string, string>,
  ) => Promise<SupportDeskRequest>
}

/**
 * A form of one text field on a request's page (a note, a reply, the hand-off): validated on
 * submit with the payload's schema, focus to the field when it is wrong, the page's data replaced
 * by the answer (R-SUPPORT-DESK-*).
 */
export function DeskTextForm({
  request,
  validate,
  submit,
  ...texts
}: DeskTextFormProps) {
  const queryClient = useQueryClient()
  return (
    <ConsoleTextForm
      {...texts}
      validate={deskValidate(validate)}
      validation={deskValidation}
      submit={(values) => submit(request.id, values)}
      onSuccess={(next) =>
        queryClient.setQueryData(deskRequestKey(request.id), next)
      }
    />
  )
}
