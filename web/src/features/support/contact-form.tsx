import { CONTACT_ROLES } from '@portal/schema/contact-roles'
import { SUPPORT_LIMITS } from '@portal/schema/support-limits'
import type { SupportFormValues } from '@portal/schema/support-request'
import { ErrorSummary } from '#web/components/ui/error-summary.tsx'
import {
  CsrfTokenField,
  HoneypotField,
  RequiredFieldsNote,
} from '#web/components/ui/form-helpers.tsx'
import {
  RadioGroupField,
  SelectField,
  TextField,
} from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { PersonFields } from '#web/components/ui/person-fields.tsx'
import { SubmitError } from '#web/components/ui/submit-error.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import { SUPPORT_REQUEST_URL } from '#web/lib/api-paths.ts'
import { postJson } from '#web/lib/http.ts'
import { lazyValidate, lazyValidation } from '#web/lib/lazy-validation.ts'
import { useWatch } from '#web/lib/use-form.tsx'

/** Props of ContactForm. */
export interface ContactFormProps {
  initialType: SupportFormValues['type']
  onSuccess: () => void
}

// Zod, the schema and the request mapping: loaded on the first focus, press or input (ADR 021).
const validation = lazyValidation(() => import('./contact-validation.ts'))

// Fields in page order, for errors the server names.
const FIELDS = [
  'type',
  'firstName',
  'lastName',
  'email',
  'organization',
  'role',
  'roleDescription',
  'description',
  'apiDetails',
  'apiDescription',
  'apiInternalOnly',
  'apiInternalOnlyDetails',
  'apiOtherInfo',
] as const

/** The contact form: consumer support or an API publishing request, validated on submit only. */
export function ContactForm({ initialType, onSuccess }: ContactFormProps) {
  const { form, mutation, submitError, formProps, summaryErrors } =
    useSubmitForm({
      fields: FIELDS,
      validate: lazyValidate(validation.load),
      validation,
      // The answer is 204: its (empty) body is not read.
      submit: async (values: SupportFormValues) =>
        postJson(
          SUPPORT_REQUEST_URL,
          (await validation.load()).toSupportRequest(values),
        ),
      onSuccess,
      defaultValues: { type: initialType },
    })
  const type = useWatch(form, 'type')
  const role = useWatch(form, 'role')
  const internalOnly = useWatch(form, 'apiInternalOnly')
  const description = useWatch(form, 'description')
  const error = (field: (typeof FIELDS)[number]) => form.errorOf(field)
  return (
    // Without JavaScript the browser posts the form to its page, which the server answers
    // (R-SSR-FORM-POST); with it, the submit handler sends JSON instead.
    <form
      className="usa-form usa-form--large contact-form"
      method="post"
      action="/support/contact-us"
      {...formProps}
    >
      <ErrorSummary fields={FIELDS} errors={summaryErrors} />
      {submitError ? (
        <SubmitError error={submitError} hasSupportLink={false} />
      ) : null}
      <CsrfTokenField />
      <RequiredFieldsNote />
      <RadioGroupField
        registration={form.register('type')}
        legend="What can we help you with?"
        options={[
          {
            value: 'DEFAULT',
            label: 'Support for an API I use or want to use',
          },
          {
            value: 'PUBLISHING',
            label: 'Publishing my API on this platform (VA teams)',
          },
        ]}
        error={error('type')}
      />
      <PersonFields register={(name) => form.register(name)} errorOf={error} />
      <TextField
        registration={form.register('organization')}
        label="Organization (optional)"
        error={error('organization')}
        autoComplete="organization"
      />
      <SelectField
        registration={form.register('role')}
        label="Your role"
        options={CONTACT_ROLES}
        error={error('role')}
        isRequired
      />
      {role === 'OTHER' ? (
        <TextField
          registration={form.register('roleDescription')}
          label="Your role in a few words"
          error={error('roleDescription')}
          isRequired
        />
      ) : null}
      {type === 'PUBLISHING' ? (
        <fieldset className="usa-fieldset">
          <legend className="usa-legend usa-legend--large">
            About your API
          </legend>
          <TextField
            registration={form.register('apiDetails')}
            label="Which API do you want to publish, and who is it for?"
            isMultiline
            error={error('apiDetails')}
            isRequired
          />
          <TextField
            registration={form.register('apiDescription')}
            label="Describe what the API does (optional)"
            isMultiline
            error={error('apiDescription')}
          />
          <RadioGroupField
            registration={form.register('apiInternalOnly')}
            legend="Is the API for VA internal use only?"
            options={[
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ]}
            error={error('apiInternalOnly')}
          />
          {internalOnly === 'yes' ? (
            <TextField
              registration={form.register('apiInternalOnlyDetails')}
              label="Who inside VA will use it?"
              isMultiline
              error={error('apiInternalOnlyDetails')}
              isRequired
            />
          ) : null}
          <TextField
            registration={form.register('apiOtherInfo')}
            label="Anything else we should know? (optional)"
            isMultiline
            error={error('apiOtherInfo')}
          />
        </fieldset>
      ) : (
        <TextField
          registration={form.register('description')}
          label="Describe your question or issue"
          hint="Include the API, what you tried, and any error message. Never include keys or secrets."
          isMultiline
          error={error('description')}
          isRequired
          maxLength={SUPPORT_LIMITS.description}
          currentLength={description?.length ?? 0}
        />
      )}
      <HoneypotField registration={form.register('faxNumber')} />
      <FormFooter
        submitLabel="Send"
        pendingLabel="Sending..."
        isPending={mutation.isPending}
      />
      <p className="usa-hint">
        OMB control number 2900-0770. Expiration date 11/30/2026. The estimated
        time to complete this form is 6 minutes.
      </p>
    </form>
  )
}
