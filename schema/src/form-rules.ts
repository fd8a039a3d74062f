import { z } from 'zod'
import { EMAIL_MAX_LENGTH } from './form-limits.ts'

export { EMAIL_MAX_LENGTH } from './form-limits.ts'

/** The email messages of the signup and contact forms, word for word. */
export const EMAIL_MESSAGES = {
  required: 'Enter a valid email address',
  invalid: 'Invalid email address',
} as const

/**
 * The email rule (R-SIGNUP-EMAIL, R-CONTACT-EMAIL): trimmed, required, at most 255 characters,
 * and an address by Zod's `z.email()`. The signup and contact forms and their endpoints use this
 * schema; the production form applies the same checks with its own messages (R-PROD-EMAIL).
 */
export const EmailSchema = z
  .string({ error: EMAIL_MESSAGES.required })
  .trim()
  .min(1, EMAIL_MESSAGES.required)
  .max(
    EMAIL_MAX_LENGTH,
    `Email must be ${EMAIL_MAX_LENGTH} characters or fewer`,
  )
  .pipe(z.email({ error: EMAIL_MESSAGES.invalid }))

/** Required text: trimmed, `message` when empty, at most `max` characters. */
export const requiredText = (max: number, message: string, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} must be ${max} characters or fewer`)

/**
 * The option of a `superRefine` that holds a form's conditional rules: run them even when a field
 * failed, so every message shows at once. The rules must then expect missing or mistyped fields.
 */
export const ALWAYS = { when: () => true }

/** Reports `message` at a field's dotted path (`primaryContact.email`), as the form shows it. */
export function addFieldIssue(
  context: z.RefinementCtx,
  path: string,
  message: string,
) {
  context.addIssue({ code: 'custom', path: path.split('.'), message })
}
