import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  AccountItems,
  AccountSubscribeForm,
} from '@portal/schema/developer-accounts'
import { ALL_APIS } from '@portal/schema/developer-accounts-texts'
import { Alert } from '#web/components/ui/alert.tsx'
import { ErrorSummary } from '#web/components/ui/error-summary.tsx'
import { SelectField } from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { SubmitError } from '#web/components/ui/submit-error.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import { usePublicCatalogue } from '#web/catalogue/use-public-catalogue.ts'
import { deleteResource, postJson } from '#web/lib/http.ts'
import { lazyValidate, lazyValidation } from '#web/lib/lazy-validation.ts'
import { ACCOUNT_API, ACCOUNT_QUERY_KEY } from '#web/account/account-api.ts'
import { AccountRequestError } from '#web/account/account-request-error.tsx'

const validation = lazyValidation(() => import('./subscribe-validation.ts'))

const FIELDS = ['urlSlug'] as const

type Subscription = AccountItems['subscriptions'][number]

const scopeOf = (subscription: Subscription) =>
  subscription.apiName ?? 'Every API’s release notes'

/**
 * The release-note subscriptions of the account's address (R-ACCOUNT-SUBSCRIPTIONS): each with
 * Unsubscribe, and a form to subscribe to one API's notes or every API's, confirmed at once.
 */
export function AccountSubscriptions({
  subscriptions,
}: {
  subscriptions: Subscription[]
}) {
  const queryClient = useQueryClient()
  const { catalogue } = usePublicCatalogue()
  const [notice, setNotice] = useState<string | null>(null)
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: [ACCOUNT_QUERY_KEY, 'items'] })
  const unsubscribe = useMutation({
    mutationFn: (subscription: Subscription) =>
      deleteResource(`${ACCOUNT_API}/subscriptions/${subscription.id}`),
    onSuccess: async (_result, subscription) => {
      setNotice(`Unsubscribed from ${scopeOf(subscription)}.`)
      await refresh()
    },
  })
  const { form, mutation, submitError, formProps } = useSubmitForm({
    fields: FIELDS,
    validate: lazyValidate(validation.load),
    validation,
    submit: (values: AccountSubscribeForm) =>
      postJson(`${ACCOUNT_API}/subscriptions`, {
        urlSlug: values.urlSlug === ALL_APIS ? null : values.urlSlug,
      }),
    onSuccess: (_result, values) => {
      const api = catalogue?.listed.find(
        (item) => item.urlSlug === values.urlSlug,
      )
      setNotice(
        `Subscribed to ${api ? `the ${api.name} release notes` : 'every API’s release notes'}.`,
      )
      void refresh()
    },
  })
  const active = subscriptions.filter(
    (subscription) => subscription.status !== 'unsubscribed',
  )
  return (
    <section aria-labelledby="subscriptions-heading" className="margin-top-5">
      <h2 id="subscriptions-heading">Release notes by email</h2>
      {notice ? <Alert type="success">{notice}</Alert> : null}
      {unsubscribe.error ? (
        <AccountRequestError
          error={unsubscribe.error}
          what="You could not be unsubscribed."
        />
      ) : null}
      {active.length === 0 ? (
        <p>You get no release notes by email.</p>
      ) : (
        <ul className="usa-list usa-list--unstyled">
          {active.map((subscription) => (
            <li key={subscription.id} className="margin-bottom-1">
              {scopeOf(subscription)}
              {subscription.status === 'pending'
                ? ' (waiting for the emailed confirmation)'
                : ''}{' '}
              <button
                type="button"
                className="usa-button usa-button--unstyled margin-left-1"
                onClick={() => unsubscribe.mutate(subscription)}
                disabled={unsubscribe.isPending}
              >
                Unsubscribe
                <span className="usa-sr-only">
                  {' '}
                  from {scopeOf(subscription)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="usa-form" {...formProps}>
        <ErrorSummary fields={FIELDS} errors={form.errors} />
        {submitError && !form.errorOf('urlSlug') ? (
          <SubmitError error={submitError} hasSupportLink={false} />
        ) : null}
        <SelectField
          registration={form.register('urlSlug')}
          label="Get release notes of"
          options={[
            { value: ALL_APIS, label: 'Every API' },
            ...(catalogue?.listed ?? []).map((api) => ({
              value: api.urlSlug,
              label: api.name,
            })),
          ]}
          error={form.errorOf('urlSlug')}
          isRequired
        />
        <FormFooter
          submitLabel="Subscribe"
          pendingLabel="Subscribing..."
          isPending={mutation.isPending}
        />
      </form>
    </section>
  )
}
