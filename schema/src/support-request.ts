import { z } from 'zod'
import { CONTACT_ROLES, contactRoleLabel } from './contact-roles.ts'
import {
  ALWAYS,
  addFieldIssue,
  EMAIL_MESSAGES,
  EmailSchema,
  requiredText,
} from './form-rules.ts'
import { SUPPORT_LIMITS } from './support-limits.ts'

/** Field messages of the contact form (R-CONTACT-*). */
export const SUPPORT_MESSAGES = {
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
  emailRequired: EMAIL_MESSAGES.required,
  emailInvalid: EMAIL_MESSAGES.invalid,
  role: 'Select your role',
  roleDescription: 'Describe your role',
  description: 'Enter your description',
  apiDetails: 'API details are required',
  apiInternalOnly: 'API internal-only is required',
  apiInternalOnlyDetails: 'API internal-only details are required',
} as const

const optional = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be ${max} characters or fewer`)
    .nullish()

/** Consumer support (DEFAULT) or an API publishing request (PUBLISHING). */
export const SupportTypeSchema = z.enum(['DEFAULT', 'PUBLISHING'])

// Fields of the type not chosen are ignored; these rules decide what the chosen type needs.
function checkByType(
  values: {
    type?: unknown
    description?: unknown
    apiDetails?: unknown
    apiInternalOnly?: unknown
    apiInternalOnlyDetails?: unknown
  },
  context: z.RefinementCtx,
) {
  // A body that is not an object already failed; its refinements have nothing to read.
  if (typeof values !== 'object' || values === null) return
  const isBlank = (value: unknown) =>
    typeof value !== 'string' || value.trim() === ''
  if (values.type === 'DEFAULT' && isBlank(values.description)) {
    addFieldIssue(context, 'description', SUPPORT_MESSAGES.description)
  }
  if (values.type === 'PUBLISHING') {
    if (isBlank(values.apiDetails)) {
      addFieldIssue(context, 'apiDetails', SUPPORT_MESSAGES.apiDetails)
    }
    const internal = values.apiInternalOnly
    if (
      internal !== 'yes' &&
      internal !== 'no' &&
      internal !== true &&
      internal !== false
    ) {
      addFieldIssue(
        context,
        'apiInternalOnly',
        SUPPORT_MESSAGES.apiInternalOnly,
      )
    }
    if (
      (internal === 'yes' || internal === true) &&
      isBlank(values.apiInternalOnlyDetails)
    ) {
      addFieldIssue(
        context,
        'apiInternalOnlyDetails',
        SUPPORT_MESSAGES.apiInternalOnlyDetails,
      )
    }
  }
}

// The fields both the form and the request have, with the same rules.
const SHARED_FIELDS = {
  type: SupportTypeSchema,
  firstName: requiredText(
    SUPPORT_LIMITS.name,
    SUPPORT_MESSAGES.firstName,
    'First name',
  ),
  lastName: requiredText(
    SUPPORT_LIMITS.name,
    SUPPORT_MESSAGES.lastName,
    'Last name',
  ),
  email: EmailSchema,
  organization: optional(SUPPORT_LIMITS.organization, 'Organization'),
  description: optional(SUPPORT_LIMITS.description, 'Description'),
  apiDetails: optional(SUPPORT_LIMITS.long, 'API details'),
  apiDescription: optional(SUPPORT_LIMITS.long, 'API description'),
  apiInternalOnlyDetails: optional(
    SUPPORT_LIMITS.long,
    'Internal-only details',
  ),
  apiOtherInfo: optional(SUPPORT_LIMITS.long, 'Other information'),
}

/** What the contact form validates, on submit: a role choice and a yes/no answer. */
export const SupportFormSchema = z
  .object({
    ...SHARED_FIELDS,
    role: z.enum(
      CONTACT_ROLES.map((role) => role.value) as [string, ...string[]],
      { error: SUPPORT_MESSAGES.role },
    ),
    roleDescription: optional(
      SUPPORT_LIMITS.roleDescription,
      'Role description',
    ),
    apiInternalOnly: z.enum(['yes', 'no']).nullish(),
    faxNumber: z.string().nullish(),
  })
  .superRefine((values, context) => {
    if (values?.role === 'OTHER' && !values.roleDescription?.trim()) {
      addFieldIssue(
        context,
        'roleDescription',
        SUPPORT_MESSAGES.roleDescription,
      )
    }
    checkByType(values, context)
  }, ALWAYS)

/** The contact form's values. */
export type SupportFormValues = z.input<typeof SupportFormSchema>

/**
 * `POST /v0/support/contact-us/requests`. `role` is the role's label, or the description when
 * the role is Other; `apiInternalOnly` is a boolean.
 */
export const SupportRequestSchema = z
  .object({
    ...SHARED_FIELDS,
    role: requiredText(SUPPORT_LIMITS.role, SUPPORT_MESSAGES.role, 'Role'),
    apis: z.array(z.string().max(100)).max(30).optional(),
    apiInternalOnly: z.boolean().nullish(),
    faxNumber: z.string().optional(),
  })
  .superRefine((values, context) => {
    checkByType(values, context)
    // A role that is no label is an Other description, with its own limit (R-STORE-LENGTH).
    const role = typeof values?.role === 'string' ? values.role.trim() : ''
    if (
      role.length > SUPPORT_LIMITS.roleDescription &&
      !CONTACT_ROLES.some((option) => option.label === role)
    ) {
      addFieldIssue(
        context,
        'role',
        `Role description must be ${SUPPORT_LIMITS.roleDescription} characters or fewer`,
      )
    }
  }, ALWAYS)

/** A support request. */
export type SupportRequest = z.infer<typeof SupportRequestSchema>

/**
 * What the server stores of a valid request (R-STORE-DROP-UNASKED): the fields of its type only
 * (a consumer request keeps its description, a publishing request its API fields, the
 * internal-only details only with a yes), never what the other type's fields held as sent.
 */
export function storedSupportRequest(request: SupportRequest): SupportRequest {
  const common = {
    type: request.type,
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    organization: request.organization || undefined,
    role: request.role,
    apis: request.apis,
  }
  if (request.type === 'DEFAULT')
    return withoutUndefined({ ...common, description: request.description })
  return withoutUndefined({
    ...common,
    apiDetails: request.apiDetails || undefined,
    apiDescription: request.apiDescription || undefined,
    apiInternalOnly: request.apiInternalOnly ?? undefined,
    apiInternalOnlyDetails: request.apiInternalOnly
      ? request.apiInternalOnlyDetails || undefined
      : undefined,
    apiOtherInfo: request.apiOtherInfo || undefined,
  })
}

const withoutUndefined = <T extends Record<string, unknown>>(record: T): T =>
  Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== undefined),
  ) as T

/** The form's values as the request body: role as its label (or the description), yes/no as a boolean, empties dropped. */
export function toSupportRequest(
  form: SupportFormValues,
): z.input<typeof SupportRequestSchema> {
  const text = (value: string | null | undefined) =>
    value?.trim() ? value.trim() : undefined
  const role = contactRoleLabel(form.role, form.roleDescription)
  const common = {
    type: form.type,
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    role: role ?? '',
    ...(text(form.organization)
      ? { organization: text(form.organization) }
      : {}),
    ...(text(form.faxNumber) ? { faxNumber: text(form.faxNumber) } : {}),
  }
  if (form.type === 'DEFAULT')
    return { ...common, description: text(form.description) }
  return {
    ...common,
    apiDetails: text(form.apiDetails),
    ...(text(form.apiDescription)
      ? { apiDescription: text(form.apiDescription) }
      : {}),
    apiInternalOnly: form.apiInternalOnly === 'yes',
    ...(form.apiInternalOnly === 'yes'
      ? { apiInternalOnlyDetails: text(form.apiInternalOnlyDetails) }
      : {}),
    ...(text(form.apiOtherInfo)
      ? { apiOtherInfo: text(form.apiOtherInfo) }
      : {}),
  }
}
