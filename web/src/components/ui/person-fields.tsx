import type { FieldRegistration } from '#web/lib/form-store.ts'
import { TextField } from './form-fields.tsx'

/** The fields every contact form starts with. */
type PersonField = 'firstName' | 'lastName' | 'email'

/** Props of PersonFields. */
export interface PersonFieldsProps {
  register: (name: PersonField) => FieldRegistration
  /** The message of a field, if it has one. */
  errorOf: (name: PersonField) => string | undefined
}

/** First name, last name and email, required, with the browser's autofill hints. */
export function PersonFields({ register, errorOf }: PersonFieldsProps) {
  return (
    <>
      <TextField
        registration={register('firstName')}
        label="First name"
        error={errorOf('firstName')}
        isRequired
        autoComplete="given-name"
      />
      <TextField
        registration={register('lastName')}
        label="Last name"
        error={errorOf('lastName')}
        isRequired
        autoComplete="family-name"
      />
      <TextField
        registration={register('email')}
        label="Email"
        type="email"
        error={errorOf('email')}
        isRequired
        autoComplete="email"
      />
    </>
  )
}
