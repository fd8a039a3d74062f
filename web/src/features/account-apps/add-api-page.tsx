import { useMemo, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import type { AddAppApi } from '@portal/schema/developer-apps'
import type { SandboxSignupResponse } from '@portal/schema/sandbox-signup'
import { Alert } from '#web/components/ui/alert.tsx'
import { CopyButton } from '#web/components/ui/copy-button.tsx'
import { ErrorSummary } from '#web/components/ui/error-summary.tsx'
import {
  AUTH_TYPE_LABELS,
  CREDENTIAL_FIELDS,
  CredentialFields,
  type PublicKeyTools,
} from '#web/components/ui/credential-fields.tsx'
import { SelectField } from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { RequiredFieldsNote } from '#web/components/ui/form-helpers.tsx'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { SubmitError } from '#web/components/ui/submit-error.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import { usePublicCatalogue } from '#web/catalogue/use-public-catalogue.ts'
import { postJson } from '#web/lib/http.ts'
import { lazyValidation } from '#web/lib/lazy-validation.ts'
import { useWatch } from '#web/lib/use-form.tsx'
import { useAccountSession } from '#web/account/use-account-session.ts'
import { APPS_KEY, appQueries, appUrl } from './app-queries.ts'

// Zod and the signup schema: loaded on the first focus, press or input (ADR 021).
const validation = lazyValidation(() => import('./add-api-validation.ts'))

const FIELDS = ['typeAndApi', ...CREDENTIAL_FIELDS] as const

function Credentials({
  issued,
  appId,
}: {
  issued: SandboxSignupResponse
  appId: string
}) {
  const shown: [string, string | null | undefined][] = [
    ['API key', issued.token],
    ['Client ID', issued.clientID],
    ['Client secret', issued.clientSecret],
    ['Client Credentials client ID', issued.ccgClientId],
  ]
  return (
    <Alert type="success" heading="The API is added to the app">
      <p>Copy your credentials now: secrets are shown only this once.</p>
      <dl>
        {shown
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="text-bold">{label}</dt>
              <dd className="margin-left-0 margin-bottom-1">
                <code data-testid={label}>{value}</code>{' '}
                <CopyButton text={value ?? ''} label={`Copy the ${label}`} />
              </dd>
            </div>
          ))}
      </dl>
      <Link to={`/account/apps/${appId}`}>Back to the app</Link>
    </Alert>
  )
}

/** Props of AddApiPage. */
export interface AddApiPageProps {
  /** Tools under the CCG public key field: the route gives the key pair generator. */
  publicKeyTools?: PublicKeyTools
}

/**
 * `/account/apps/{id}/add-api` (R-APP-ADD-API): the sandbox signup form without who you are (the
 * account's profile says it): the API and auth type, the OAuth details it needs, the attestation
 * and the terms. The credentials are shown once.
 */
export function AddApiPage({ publicKeyTools }: AddApiPageProps) {
  const { id = '' } = useParams()
  const { me } = useAccountSession()
  const queryClient = useQueryClient()
  const app = useQuery(appQueries.detail(id))
  const { catalogue, isPending } = usePublicCatalogue()
  const [issued, setIssued] = useState<SandboxSignupResponse | null>(null)
  const options = useMemo(
    () =>
      (catalogue?.listed ?? [])
        .filter((api) => !api.status.isSandboxFormBlocked && api.altID)
        .flatMap((api) =>
          api.status.sandboxAuthTypes.map((authType) => ({
            value: `${authType}/${api.altID ?? ''}`,
            label: `${api.name}: ${AUTH_TYPE_LABELS[authType]}`,
            requiresAttestation: api.requiresApiAttestation,
          })),
        ),
    [catalogue],
  )
  const { form, mutation, submitError, formProps } = useSubmitForm({
    fields: FIELDS,
    validation,
    validate: async (values: AddAppApi) => {
      const chosen = options.find(
        (option) => option.value === values.typeAndApi,
      )
      return (await validation.load()).validateFor(
        me,
        chosen?.requiresAttestation ?? false,
      )(values)
    },
    submit: (values: AddAppApi) =>
      postJson<SandboxSignupResponse>(`${appUrl(id)}/apis`, values),
    onSuccess: (answer) => {
      setIssued(answer)
      void queryClient.invalidateQueries({ queryKey: APPS_KEY })
    },
    defaultValues: { termsOfService: false, attestationChecked: false },
  })
  const typeAndApi = useWatch(form, 'typeAndApi')
  const authType = typeAndApi?.split('/')[0]
  const chosen = options.find((option) => option.value === typeAndApi)
  const name = app.data?.name ?? 'your app'
  return (
    <>
      <PageTitle title={`Add an API to ${name}`} />
      <p className="margin-bottom-0">
        <Link to={`/account/apps/${id}`}>Back to {name}</Link>
      </p>
      <h1 className="margin-top-1">Add an API to {name}</h1>
      {issued ? (
        <Credentials issued={issued} appId={id} />
      ) : (
        <>
          <p>
            You sign up as {me.firstName} {me.lastName} of {me.organization} (
            {me.email}). <Link to="/account/profile">Change your profile</Link>.
          </p>
          {isPending ? <LoadingIndicator label="Loading APIs" /> : null}
          <form className="usa-form usa-form--large" {...formProps}>
            <ErrorSummary fields={FIELDS} errors={form.errors} />
            {submitError && !FIELDS.some((field) => form.errorOf(field)) ? (
              <SubmitError error={submitError} hasSupportLink={false} />
            ) : null}
            <RequiredFieldsNote />
            <SelectField
              registration={form.register('typeAndApi')}
              label="API and auth type"
              options={options}
              error={form.errorOf('typeAndApi')}
              isRequired
            />
            <CredentialFields
              form={form}
              authType={authType}
              requiresAttestation={chosen?.requiresAttestation ?? false}
              publicKeyTools={publicKeyTools}
            />
            <FormFooter
              submitLabel="Add the API"
              pendingLabel="Adding..."
              isPending={mutation.isPending}
            />
          </form>
        </>
      )}
    </>
  )
}
