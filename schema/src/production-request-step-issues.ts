// What the three steps' rule files share: the issue list and its checks.
import { EmailSchema } from './form-rules.ts'
import {
  PRODUCTION_LIMITS as LIMITS,
  PRODUCTION_MESSAGES as MESSAGES,
  tooLongMessage,
} from './production-request-form.ts'

/** A field message at a dotted path (`primaryContact.email`, `statusUpdateEmails.0`). */
export interface FieldIssue {
  path: string
  message: string
}

const FORBIDDEN_EMAIL_WORDS = /test|sample|fake|email/i

/** Whether a text answer is there (not only spaces). */
export const filled = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== ''

/** An absolute http or https URL within the URL length limit. */
export function isHttpUrl(value: string): boolean {
  if (value.length > LIMITS.url) return false
  try {
    const url = new URL(value.trim())
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** Collects a step's issues; each field reports its first problem only. */
export class Issues {
  readonly list: FieldIssue[] = []

  add(path: string, message: string) {
    if (!this.list.some((issue) => issue.path === path))
      this.list.push({ path, message })
  }

  /** Required text with an optional maximum length. */
  text(
    path: string,
    value: string | null | undefined,
    message: string,
    max?: number,
  ) {
    if (!filled(value)) this.add(path, message)
    else this.max(path, value, max)
  }

  /** Optional text: only its length is checked. */
  max(path: string, value: string | null | undefined, max: number | undefined) {
    if (max !== undefined && filled(value) && value.trim().length > max)
      this.add(path, tooLongMessage(max))
  }

  /** A yes or no answer. */
  yesNo(path: string, value: string | null | undefined) {
    if (value !== 'yes' && value !== 'no') this.add(path, MESSAGES.yesOrNo)
  }

  /** A valid email address without the forbidden words. */
  email(path: string, value: string | null | undefined) {
    // The one email rule of every form (R-PROD-EMAIL), with this form's own message.
    const email = value?.trim() ?? ''
    if (!EmailSchema.safeParse(email).success) this.add(path, MESSAGES.email)
    else if (FORBIDDEN_EMAIL_WORDS.test(email))
      this.add(path, MESSAGES.emailWords)
  }

  /** A required http or https link. */
  link(
    path: string,
    value: string | null | undefined,
    required: string,
    invalid: string,
  ) {
    if (!filled(value)) this.add(path, required)
    else if (!isHttpUrl(value)) this.add(path, invalid)
  }
}
