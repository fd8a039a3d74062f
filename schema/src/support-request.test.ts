import { expect, test } from 'vitest'
import {
  SupportFormSchema,
  storedSupportRequest,
  SupportRequestSchema,
  toSupportRequest,
  type SupportFormValues,
} from './support-request.ts'

function messages(
  schema: typeof SupportFormSchema | typeof SupportRequestSchema,
  values: unknown,
) {
  const result = schema.safeParse(values)
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.map((issue) => [
          issue.path.join('.'),
          issue.message,
        ]),
      )
}

const consumer: SupportFormValues = {
  type: 'DEFAULT',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  role: 'DEVELOPER',
  description: 'My key stopped working.',
}

test('An empty consumer request gets every message of the spec', () => {
  expect(messages(SupportFormSchema, { type: 'DEFAULT' })).toEqual({
    firstName: 'Enter your first name',
    lastName: 'Enter your last name',
    email: 'Enter a valid email address',
    role: 'Select your role',
    description: 'Enter your description',
  })
})

test('Other needs a role description; limits are 47, 100, 100 and 1000', () => {
  expect(messages(SupportFormSchema, { ...consumer, role: 'OTHER' })).toEqual({
    roleDescription: 'Describe your role',
  })
  expect(
    messages(SupportFormSchema, {
      ...consumer,
      firstName: 'a'.repeat(47),
      organization: 'o'.repeat(100),
      description: 'd'.repeat(1000),
    }),
  ).toEqual({})
  expect(
    Object.keys(
      messages(SupportFormSchema, {
        ...consumer,
        lastName: 'a'.repeat(48),
        organization: 'o'.repeat(101),
        role: 'OTHER',
        roleDescription: 'r'.repeat(101),
        description: 'd'.repeat(1001),
      }),
    ).sort(),
  ).toEqual(['description', 'lastName', 'organization', 'roleDescription'])
})

test('A publishing request needs API details and the internal-only answer, and details when yes', () => {
  const publishing = {
    ...consumer,
    type: 'PUBLISHING' as const,
    description: undefined,
  }
  expect(messages(SupportFormSchema, publishing)).toEqual({
    apiDetails: 'API details are required',
    apiInternalOnly: 'API internal-only is required',
  })
  expect(
    messages(SupportFormSchema, {
      ...publishing,
      apiDetails: 'Claims status',
      apiInternalOnly: 'yes',
    }),
  ).toEqual({
    apiInternalOnlyDetails: 'API internal-only details are required',
  })
  expect(
    messages(SupportFormSchema, {
      ...publishing,
      apiDetails: 'Claims status',
      apiInternalOnly: 'no',
    }),
  ).toEqual({})
})

test('The request sends the role label, or the description for Other, and a boolean internal-only', () => {
  expect(
    toSupportRequest({
      ...consumer,
      role: 'PRODUCT_MANAGER',
      organization: '  ',
    }),
  ).toEqual({
    type: 'DEFAULT',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org',
    role: 'Product / Project Manager',
    description: 'My key stopped working.',
  })
  const request = toSupportRequest({
    ...consumer,
    type: 'PUBLISHING',
    role: 'OTHER',
    roleDescription: 'Data steward',
    apiDetails: 'Claims status',
    apiInternalOnly: 'yes',
    apiInternalOnlyDetails: 'VA network only',
  })
  expect(request).toMatchObject({
    role: 'Data steward',
    apiInternalOnly: true,
    apiInternalOnlyDetails: 'VA network only',
  })
  expect(request).not.toHaveProperty('description')
  expect(SupportRequestSchema.safeParse(request).success).toBe(true)
})

test('The server needs a role and the fields of the chosen type', () => {
  expect(
    messages(SupportRequestSchema, { ...toSupportRequest(consumer), role: '' }),
  ).toEqual({ role: 'Select your role' })
  expect(
    messages(SupportRequestSchema, {
      ...toSupportRequest(consumer),
      description: undefined,
    }),
  ).toEqual({
    description: 'Enter your description',
  })
  expect(
    messages(SupportRequestSchema, {
      ...toSupportRequest(consumer),
      type: 'PUBLISHING',
    }),
  ).toEqual({
    apiDetails: 'API details are required',
    apiInternalOnly: 'API internal-only is required',
  })
})

test('A role that is no label is an Other description: at most 100 characters (R-STORE-LENGTH)', () => {
  const request = toSupportRequest(consumer)
  expect(
    messages(SupportRequestSchema, { ...request, role: 'r'.repeat(100) }),
  ).toEqual({})
  expect(
    messages(SupportRequestSchema, { ...request, role: 'r'.repeat(101) }),
  ).toEqual({ role: 'Role description must be 100 characters or fewer' })
  expect(messages(SupportRequestSchema, null)).toEqual({
    '': 'Invalid input: expected object, received null',
  })
})

test("What is stored holds only the fields of the request's type (R-STORE-DROP-UNASKED)", () => {
  const publishingFields = {
    apiDetails: 'Claims API',
    apiDescription: 'Claims',
    apiInternalOnly: true,
    apiInternalOnlyDetails: 'VA only',
    apiOtherInfo: 'More',
  }
  const asConsumer = SupportRequestSchema.parse({
    ...toSupportRequest(consumer),
    ...publishingFields,
  })
  expect(storedSupportRequest(asConsumer)).toEqual({
    type: 'DEFAULT',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org',
    role: 'Developer',
    description: 'My key stopped working.',
  })
  const asPublisher = SupportRequestSchema.parse({
    ...toSupportRequest(consumer),
    ...publishingFields,
    type: 'PUBLISHING',
    apiInternalOnly: false,
  })
  expect(storedSupportRequest(asPublisher)).toEqual({
    type: 'PUBLISHING',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org',
    role: 'Developer',
    apiDetails: 'Claims API',
    apiDescription: 'Claims',
    apiInternalOnly: false,
    apiOtherInfo: 'More',
  })
})
