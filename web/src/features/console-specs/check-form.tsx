import type { ChangeEvent } from 'react'
import type { SpecCheck } from '@portal/schema/spec-publishing'
import { TextField } from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import { postJson } from '#web/lib/http.ts'
import { lazyValidate, lazyValidation } from '#web/lib/lazy-validation.ts'
import { ConsoleRequestError } from '#web/console/console-request-error.tsx'
import { specUrls } from './spec-queries.ts'

// Zod and the schema: loaded on the first focus, press or input (ADR 021).
const validation = lazyValidation(() => import('./spec-validation.ts'))

const FIELDS = ['document'] as const

/** Props of CheckForm. */
export interface CheckFormProps {
  apiId: string
  onChecked: (report: SpecCheck, document: string) => void
}

/**
 * Step 1: a document from a file or pasted, checked by the server (validated, linted, diffed);
 * nothing is stored until the publisher publishes.
 */
export function CheckForm({ apiId, onChecked }: CheckFormProps) {
  const { form, mutation, submitError, formProps } = useSubmitForm({
    fields: FIELDS,
    validate: lazyValidate(validation.load),
    validation,
    submit: (values: { document: string }) =>
      postJson<SpecCheck>(specUrls(apiId).check, values),
    onSuccess: (report, values) => onChecked(report, values.document),
  })
  // A chosen file fills the text area, so what is checked is what the publisher sees.
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (file) form.setValue('document', await file.text())
  }
  return (
    <form className="usa-form usa-form--large" {...formProps}>
      {submitError ? (
        <ConsoleRequestError
          error={submitError}
          what="The document was not checked."
        />
      ) : null}
      <div className="usa-form-group">
        <label className="usa-label" htmlFor="documentFile">
          OpenAPI document file
        </label>
        <span className="usa-hint" id="documentFile-hint">
          OpenAPI 3.0 or 3.1, or Swagger 2.0, as JSON or YAML. Choosing a file
          fills the document below.
        </span>
        <input
          className="usa-file-input"
          type="file"
          id="documentFile"
          name="documentFile"
          accept=".json,.yaml,.yml,application/json,application/yaml"
          aria-describedby="documentFile-hint"
          onChange={(event) => void readFile(event)}
        />
      </div>
      <TextField
        registration={form.register('document')}
        label="OpenAPI document"
        hint="Or paste the document here."
        error={form.errorOf('document')}
        isMultiline
        isRequired
      />
      <FormFooter
        submitLabel="Check the document"
        pendingLabel="Checking..."
        isPending={mutation.isPending}
      />
    </form>
  )
}
