import type { ReactNode } from 'react'
import type { ProductionRequestFormValues } from '@portal/schema/production-request-form'
import { PRODUCTION_LIMITS } from '@portal/schema/production-request-texts'
import { RadioGroupField, TextField } from '#web/components/ui/form-fields.tsx'
import type { Path } from '#web/lib/form-store.ts'
import { useFormContext, useWatch } from '#web/lib/use-form.tsx'

/** A field path of the production form. */
export type FieldName = Path<ProductionRequestFormValues>

/** The production form, from the provider around the steps. */
export function useProductionRequestForm() {
  return useFormContext<ProductionRequestFormValues>()
}

/** The error message of a field, if any. */
export function useFieldError(name: FieldName): string | undefined {
  return useProductionRequestForm().errorOf(name)
}

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]

/** Props of YesNoField. */
export interface YesNoFieldProps {
  name: FieldName
  legend: ReactNode
  onAnswer?: (answer: string) => void
}

/** A yes/no question as two radios. */
export function YesNoField({ name, legend, onAnswer }: YesNoFieldProps) {
  const { register } = useProductionRequestForm()
  return (
    <RadioGroupField
      registration={register(name, {
        onChange: (event: { target: { value: string } }) =>
          onAnswer?.(event.target.value),
      })}
      legend={legend}
      options={YES_NO}
      error={useFieldError(name)}
    />
  )
}

/** Props of Field. */
export interface FieldProps {
  name: FieldName
  label: ReactNode
  hint?: ReactNode
  isRequired?: boolean
  type?: 'text' | 'email' | 'url'
  autoComplete?: string
}

/** A one-line text field of the form. */
export function Field({ name, ...props }: FieldProps) {
  const { register } = useProductionRequestForm()
  return (
    <TextField
      registration={register(name)}
      error={useFieldError(name)}
      {...props}
    />
  )
}

/** A long answer: a textarea with "{n} characters left" (415 unless said otherwise). */
export function LongTextField({
  name,
  maxLength = PRODUCTION_LIMITS.longText,
  ...props
}: Omit<FieldProps, 'type' | 'autoComplete'> & { maxLength?: number }) {
  const form = useProductionRequestForm()
  const { register } = form
  const value = useWatch(form, name)
  return (
    <TextField
      registration={register(name)}
      error={useFieldError(name)}
      isMultiline
      maxLength={maxLength}
      currentLength={typeof value === 'string' ? value.length : 0}
      {...props}
    />
  )
}
