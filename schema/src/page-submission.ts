/**
 * A form posted without JavaScript (R-SSR-FORM-POST): what the server hands the page it renders
 * in answer, so the form shows what was sent with the messages, or the success view. Zod-free:
 * the web app's render code reads it.
 */
export interface PageSubmission {
  /** The submitted fields as the form's values (checkboxes as booleans). */
  values: Record<string, unknown>
  /** The first message of each invalid field, by field name. */
  fieldErrors: Record<string, string>
  /** The server's refusal (a limit, the honeypot, CSRF): the failed-submit banner's messages. */
  errors: string[]
  /** The accepted submission's answer (the signup's credentials; `true` for the contact form). */
  result?: unknown
}

/** The heading of the summary of a refused submission's field messages (R-SSR-FORM-SUMMARY). */
export const ERROR_SUMMARY_HEADING = 'There is a problem'
