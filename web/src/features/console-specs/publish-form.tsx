import type {
  ApiSpecs,
  PublishSpecForm,
  SpecCheck,
} from '@portal/schema/spec-publishing'
import { MAX_RELEASE_NOTE } from '@portal/schema/spec-publishing-texts'
import { CheckboxField, TextField } from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import { postJson } from '#web/lib/http.ts'
import { lazyValidate, lazyValidation } from '#web/lib/lazy-validation.ts'
import { useWatch } from '#web/lib/use-form.tsx'
import { ConsoleRequestError } from '#web/console/console-request-error.tsx'
import { specUrls } from './spec-queries.ts'

const validation = lazyValidation(() => import('./spec-validation.ts'))

// Fields the server may name in fieldErrors, in page order.
const FIELDS = ['releaseNote', 'version', 'label', 'confirmBreaking'] as const

/** Props of PublishForm. */
export interface PublishFormProps {
  apiId: string
  report: SpecCheck
  /** The checked document's text: what is published. */
  document: string
  onPublished: (specs: ApiSpecs) => void
}

/**
 * Step 2: the release note drafted from the diff, for the publisher to edit, and, for a breaking
 * change, the new version and an explicit confirmation (the server refuses without them).
 */
export function PublishForm({
  apiId,
  report,
  document,
  onPublished,
}: PublishFormProps) {
  const { form, mutation, submitError, formProps } = useSubmitForm({
    fields: FIELDS,
    validate: lazyValidate(async () => ({
      validate: (await validation.load()).validatePublish,
    })),
    validation,
    submit: (values: PublishSpecForm) =>
      postJson<ApiSpecs>(specUrls(apiId).base, { ...values, document }),
    onSuccess: onPublished,
    defaultValues: {
      releaseNote: report.releaseNoteDraft,
      confirmBreaking: false,
    },
  })
  const releaseNote = useWatch(form, 'releaseNote')
  const error = (field: (typeof FIELDS)[number]) => form.errorOf(field)
  const isNewVersion = report.breaking
  return (
    <form className="usa-form usa-form--large" {...formProps}>
      <h2>Publish</h2>
      {submitError ? (
        <ConsoleRequestError
          error={submitError}
          what="The document was not published."
        />
      ) : null}
      <TextField
        registration={form.register('releaseNote')}
        label="Release note"
        hint="Markdown, drafted from the changes: the heading is the date, then what changed. It goes first in the API's release notes."
        error={error('releaseNote')}
        isMultiline
        isRequired
        maxLength={MAX_RELEASE_NOTE}
        currentLength={releaseNote?.length ?? 0}
      />
      {isNewVersion ? (
        <>
          <p>
            This version breaks existing clients. It is published as a new
            version beside {report.current?.label}, which stays as the previous
            version.
          </p>
          <TextField
            registration={form.register('version')}
            label="New version"
            hint="As it appears in the docs address, such as v2."
            error={error('version')}
            isRequired
          />
          <TextField
            registration={form.register('label')}
            label="Label of the new version"
            hint='Such as "Version 2".'
            error={error('label')}
            isRequired
          />
          <CheckboxField
            registration={form.register('confirmBreaking')}
            label="I confirm this version breaks existing clients and should be published as a new version."
            error={error('confirmBreaking')}
          />
        </>
      ) : null}
      <FormFooter
        submitLabel={isNewVersion ? 'Publish the new version' : 'Publish'}
        pendingLabel="Publishing..."
        isPending={mutation.isPending}
      />
    </form>
  )
}
