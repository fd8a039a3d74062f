import { useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  ApiEntryDetail,
  ApiEntryInput,
  ApiCategoryOption,
} from '@portal/schema/api-entry'
import {
  toApiEntryForm,
  toApiEntryInput,
  type ApiEntryFormValues,
} from '@portal/schema/api-entry-form'
import {
  focusFirstField,
  RequiredFieldsNote,
} from '#web/components/ui/form-helpers.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import { CONSOLE_QUERY_KEY } from '#web/console/console-api.ts'
import { ConsoleRequestError } from '#web/console/console-request-error.tsx'
import { apiContentUrl, CATALOGUE_URL } from '#web/lib/api-paths.ts'
import { refreshCached } from '#web/lib/http.ts'
import { lazyValidate, lazyValidation } from '#web/lib/lazy-validation.ts'
import { apiEntryActions, ENTRIES_KEY } from './api-entry-queries.ts'
import {
  AccessSection,
  AuthSection,
  IdentitySection,
  NoticesSection,
} from './entry-fields.tsx'
import { EntryPreview } from './entry-preview.tsx'

// Zod and the schema: loaded on the first focus, press or input (ADR 021).
const validation = lazyValidation(() => import('./api-entry-validation.ts'))

// Every field the server may name, in page order (focus goes to the first it names).
const FIELDS = [
  'name',
  'urlSlug',
  'urlFragment',
  'altID',
  'categoryUrlFragment',
  'description',
  'overviewPageContent',
  'apiIntro',
  'apikey',
  'oAuthTypes',
  'oAuthInfo.acgInfo.baseAuthPath',
  'oAuthInfo.acgInfo.scopes',
  'oAuthInfo.acgInfo.sandboxWellKnownConfig',
  'oAuthInfo.acgInfo.signupPresentation.title',
  'oAuthInfo.acgInfo.signupPresentation.description',
  'oAuthInfo.ccgInfo.baseAuthPath',
  'oAuthInfo.ccgInfo.scopes',
  'oAuthInfo.ccgInfo.sandboxAud',
  'oAuthInfo.ccgInfo.productionAud',
  'oAuthInfo.ccgInfo.signupPresentation.title',
  'oAuthInfo.ccgInfo.signupPresentation.description',
  'environments',
  'restrictedAccessDetails',
  'lastProdAccessStep',
  'veteranRedirect.message',
  'veteranRedirect.linkText',
  'veteranRedirect.linkUrl',
  'deactivationInfo.deprecationDate',
  'deactivationInfo.deactivationDate',
  'deactivationInfo.replacement',
  'releaseNotes',
] as const

/** Props of ApiEntryForm. */
export interface ApiEntryFormProps {
  /** The entry being edited and its id; absent for a new API. */
  current?: { id: string; entry: ApiEntryInput }
  categories: readonly ApiCategoryOption[]
  onPublished: (detail: ApiEntryDetail) => void
}

/**
 * Every field of an API's catalogue entry (R-ENTRY-FIELDS, R-ENTRY-FORM), validated on submit with
 * the schema the server uses; "Preview" renders the public pages without publishing
 * (R-ENTRY-PREVIEW), "Publish" makes the entry live at once (R-ENTRY-LIVE).
 */
export function ApiEntryForm({
  current,
  categories,
  onPublished,
}: ApiEntryFormProps) {
  const queryClient = useQueryClient()
  const { form, mutation, submitError, formProps } = useSubmitForm<
    ApiEntryFormValues,
    ApiEntryDetail
  >({
    fields: FIELDS,
    validate: lazyValidate(validation.load),
    validation,
    submit: (values) => {
      const entry = toApiEntryInput(values)
      return current
        ? apiEntryActions.save(current.id, entry)
        : apiEntryActions.create(entry)
    },
    onSuccess: (detail) => {
      // The public pages this browser cached (for five minutes) must show the change now.
      void refreshCached([CATALOGUE_URL, apiContentUrl(detail.entry.urlSlug)])
        .then(() =>
          queryClient.removeQueries({
            predicate: (query) => query.queryKey[0] !== CONSOLE_QUERY_KEY,
          }),
        )
        .then(() => queryClient.invalidateQueries({ queryKey: ENTRIES_KEY }))
        .then(() => onPublished(detail))
    },
    defaultValues: toApiEntryForm(current?.entry),
  })
  const preview = useMutation({ mutationFn: apiEntryActions.preview })
  const showPreview = () =>
    form.handleSubmit(
      (values) => preview.mutate(toApiEntryInput(values)),
      (invalid) => focusFirstField(formProps.ref.current, Object.keys(invalid)),
    )()
  return (
    <form className="usa-form usa-form--large api-entry-form" {...formProps}>
      {submitError ? (
        <ConsoleRequestError
          error={submitError}
          what="The entry was not published."
        />
      ) : null}
      <RequiredFieldsNote />
      <IdentitySection form={form} categories={categories} />
      <AuthSection form={form} />
      <AccessSection form={form} />
      <NoticesSection form={form} />
      <div className="form-footer">
        <button
          type="button"
          className="usa-button usa-button--outline"
          disabled={preview.isPending}
          onClick={() => void showPreview()}
        >
          {preview.isPending ? 'Rendering...' : 'Preview the public pages'}
        </button>
        <button
          type="submit"
          className="usa-button"
          disabled={mutation.isPending}
        >
          {mutation.isPending
            ? 'Publishing...'
            : current
              ? 'Publish changes'
              : 'Publish'}
        </button>
      </div>
      <div>
        {preview.error ? (
          <ConsoleRequestError
            error={preview.error}
            what="The preview could not be made."
          />
        ) : null}
        {preview.data ? (
          // A new preview mounts anew, and its heading takes the focus.
          <EntryPreview key={preview.submittedAt} preview={preview.data} />
        ) : null}
      </div>
    </form>
  )
}
