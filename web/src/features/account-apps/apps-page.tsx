import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useLocation, useNavigate } from 'react-router'
import type {
  AppDetail,
  AppList,
  CreateApp,
} from '@portal/schema/developer-apps'
import { APP_NAME_MAX } from '@portal/schema/developer-apps-texts'
import { Alert } from '#web/components/ui/alert.tsx'
import { ErrorSummary } from '#web/components/ui/error-summary.tsx'
import { TextField } from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { SubmitError } from '#web/components/ui/submit-error.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import { lazyValidate, lazyValidation } from '#web/lib/lazy-validation.ts'
import { postJson } from '#web/lib/http.ts'
import { accountDate } from '#web/account/account-dates.ts'
import { AccountRequestError } from '#web/account/account-request-error.tsx'
import { APPS_API, APPS_KEY, appQueries, appUrl } from './app-queries.ts'

// Zod and the schema: loaded on the first focus, press or input (ADR 021).
const validation = lazyValidation(() => import('./create-app-validation.ts'))
const FIELDS = ['name'] as const

function CreateAppForm() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { form, mutation, submitError, formProps } = useSubmitForm({
    fields: FIELDS,
    validate: lazyValidate(validation.load),
    validation,
    submit: (values: CreateApp) => postJson<AppDetail>(APPS_API, values),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: APPS_KEY })
      void navigate(`/account/apps/${created.id}`)
    },
  })
  return (
    <section aria-labelledby="create-heading" className="margin-top-5">
      <h2 id="create-heading">Create an app</h2>
      <p>
        An app groups the APIs and sandbox credentials of one thing you build.
        Everyone in your team sees it.
      </p>
      <form className="usa-form usa-form--large" {...formProps}>
        <ErrorSummary fields={FIELDS} errors={form.errors} />
        {submitError && !form.errorOf('name') ? (
          <SubmitError error={submitError} hasSupportLink={false} />
        ) : null}
        <TextField
          registration={form.register('name')}
          label="App name"
          hint="For example, the name your users know it by."
          maxLength={APP_NAME_MAX}
          error={form.errorOf('name')}
          isRequired
        />
        <FormFooter
          submitLabel="Create the app"
          pendingLabel="Creating..."
          isPending={mutation.isPending}
        />
      </form>
    </section>
  )
}

function LooseSignups({ list }: { list: AppList }) {
  const queryClient = useQueryClient()
  const [moved, setMoved] = useState<string | null>(null)
  const move = useMutation({
    mutationFn: ({
      appId,
      consumerId,
    }: {
      appId: string
      consumerId: string
    }) => postJson<AppDetail>(`${appUrl(appId)}/signups`, { consumerId }),
    onSuccess: async (app) => {
      setMoved(`The signup is now in ${app.name}.`)
      await queryClient.invalidateQueries({ queryKey: APPS_KEY })
    },
  })
  if (list.looseSignups.length === 0 && !moved) return null
  return (
    <section aria-labelledby="loose-heading" className="margin-top-5">
      <h2 id="loose-heading">Signups outside your apps</h2>
      {moved ? <Alert type="success">{moved}</Alert> : null}
      {move.error ? (
        <AccountRequestError
          error={move.error}
          what="The signup was not moved."
        />
      ) : null}
      {list.looseSignups.map((signup) => (
        <form
          key={signup.consumerId}
          className="usa-form margin-bottom-3"
          aria-label={`Move the signup for ${signup.apis}`}
          onSubmit={(event) => {
            event.preventDefault()
            const appId = String(
              new FormData(event.currentTarget).get('appId') ?? '',
            )
            if (appId) move.mutate({ appId, consumerId: signup.consumerId })
          }}
        >
          <p className="margin-bottom-1">
            <strong>{signup.apis || 'Sandbox signup'}</strong>, signed up{' '}
            {accountDate(signup.createdAt)}
          </p>
          {list.apps.length > 0 ? (
            <>
              <label
                className="usa-label"
                htmlFor={`appId-${signup.consumerId}`}
              >
                Move it into
              </label>
              <select
                className="usa-select"
                id={`appId-${signup.consumerId}`}
                name="appId"
              >
                {list.apps.map((app) => (
                  <option key={app.id} value={app.id}>
                    {app.name}
                  </option>
                ))}
              </select>
              <button
                type="submit"
                className="usa-button usa-button--outline margin-top-1"
                disabled={move.isPending}
              >
                Move the signup
              </button>
            </>
          ) : (
            <p>Create an app to move it into.</p>
          )}
        </form>
      ))}
    </section>
  )
}

/**
 * `/account/apps` (R-APP-LIST, R-APP-CREATE, R-APP-MOVE): the apps of the developer's teams, the
 * signups of theirs outside any app (to move into one), and the form that creates an app.
 */
export function AppsPage() {
  const apps = useQuery(appQueries.list())
  const location = useLocation()
  const notice = (location.state as { notice?: string } | null)?.notice
  return (
    <>
      <PageTitle title="Your apps" />
      <h1>Your apps</h1>
      {notice ? <Alert type="success">{notice}</Alert> : null}
      {apps.isPending ? <LoadingIndicator label="Loading your apps" /> : null}
      {apps.error ? (
        <AccountRequestError
          error={apps.error}
          what="Your apps could not be loaded."
        />
      ) : null}
      {apps.data ? (
        apps.data.apps.length === 0 ? (
          <p>No app yet. Create one below, then add the APIs it uses.</p>
        ) : (
          <table className="usa-table usa-table--borderless account-table">
            <caption>Apps of your teams</caption>
            <thead>
              <tr>
                <th scope="col">App</th>
                <th scope="col">Team</th>
                <th scope="col">Your role</th>
                <th scope="col">APIs</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {apps.data.apps.map((app) => (
                <tr key={app.id}>
                  <th scope="row">
                    <Link to={`/account/apps/${app.id}`}>{app.name}</Link>
                  </th>
                  <td>{app.team.name}</td>
                  <td>{app.role === 'owner' ? 'Owner' : 'Developer'}</td>
                  <td>{app.apis.join(', ') || 'None yet'}</td>
                  <td>{accountDate(app.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
      {apps.data ? <LooseSignups list={apps.data} /> : null}
      <CreateAppForm />
    </>
  )
}
