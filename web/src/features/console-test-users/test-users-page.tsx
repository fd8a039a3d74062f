import { useEffect, useRef, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import type {
  ConsoleTestUser,
  TestUserHistory,
} from '@portal/schema/console-test-users'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { ConsoleRequestError } from '#web/console/console-request-error.tsx'
import { RequireRole } from '#web/console/require-role.tsx'
import { SuccessNotice } from '#web/console/success-notice.tsx'
import { TestUserForm } from './test-user-form.tsx'
import './console-test-users.css'
import {
  testUserActions,
  testUserQueries,
  testUsersKey,
} from './test-user-queries.ts'

const ACTION_LABELS: Record<
  TestUserHistory['versions'][number]['action'],
  string
> = {
  added: 'Added a test user',
  changed: 'Changed a test user',
  removed: 'Removed a test user',
}

const fullName = (user: Pick<ConsoleTestUser, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`

const when = (at: string) =>
  new Date(at).toLocaleString('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
  })

function UsersTable({
  users,
  onChange,
  onRemove,
  isRemoving,
}: {
  users: ConsoleTestUser[]
  onChange: (user: ConsoleTestUser) => void
  onRemove: (user: ConsoleTestUser) => void
  isRemoving: boolean
}) {
  // Seeds are long: the table scrolls sideways, so the keyboard must reach it to scroll it.
  return (
    <div
      className="usa-table-container--scrollable"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label="Test users"
    >
      <table className="usa-table usa-table--borderless console-table">
        <caption className="usa-sr-only">
          The API’s test users and their credentials
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Identifiers</th>
            <th scope="col">ID.me password and seed</th>
            <th scope="col">Login.gov password and seed</th>
            <th scope="col">
              <span className="usa-sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row">{fullName(user)}</th>
              <td>{user.email}</td>
              <td>
                {user.identifiers ? (
                  <span className="console-test-users__identifiers">
                    {user.identifiers}
                  </span>
                ) : (
                  'None'
                )}
              </td>
              <td>
                <code>{user.idmePassword}</code>
                <br />
                <code>{user.idmeSeed}</code>
              </td>
              <td>
                <code>{user.logingovPassword}</code>
                <br />
                <code>{user.logingovSeed}</code>
              </td>
              <td>
                <button
                  type="button"
                  className="usa-button usa-button--unstyled"
                  onClick={() => onChange(user)}
                >
                  Change <span className="usa-sr-only">{fullName(user)}</span>
                </button>{' '}
                <button
                  type="button"
                  className="usa-button usa-button--secondary usa-button--unstyled"
                  disabled={isRemoving}
                  onClick={() => onRemove(user)}
                >
                  Remove <span className="usa-sr-only">{fullName(user)}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Changes({ apiId }: { apiId: string }) {
  const history = useQuery(testUserQueries.history(apiId))
  if (history.error)
    return (
      <ConsoleRequestError
        error={history.error}
        what="The changes could not be loaded."
      />
    )
  if (!history.data) return null
  if (history.data.versions.length === 0)
    return <p>No changes yet: nobody has added a test user in the console.</p>
  return (
    <ol className="usa-list">
      {history.data.versions.map((version) => (
        <li key={version.version}>
          Version {version.version}: {ACTION_LABELS[version.action]} (
          {version.after.length} after), by {version.staffEmail ?? 'unknown'},{' '}
          {when(version.at)}.
        </li>
      ))}
    </ol>
  )
}

/** The form for one user, its heading focused when it opens (the Change button is far above). */
function ChangeUser({
  apiId,
  user,
  onDone,
}: {
  apiId: string
  user: ConsoleTestUser
  onDone: (notice: string | null) => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        Change {fullName(user)}
      </h2>
      <TestUserForm
        apiId={apiId}
        current={user}
        onSaved={(_users, saved) =>
          onDone(`${fullName(saved)} was changed: they sign in as changed now.`)
        }
        onCancel={() => onDone(null)}
      />
    </>
  )
}

function TestUsers({ apiId }: { apiId: string }) {
  const queryClient = useQueryClient()
  const list = useQuery(testUserQueries.list(apiId))
  const [notice, setNotice] = useState<{ key: number; text: string } | null>(
    null,
  )
  const say = (text: string) =>
    setNotice((current) => ({ key: (current?.key ?? 0) + 1, text }))
  const [editing, setEditing] = useState<ConsoleTestUser | null>(null)
  const remove = useMutation({
    mutationFn: (user: ConsoleTestUser) =>
      testUserActions.remove(apiId, user.id),
    onSuccess: async (_nothing, user) => {
      setEditing((open) => (open?.id === user.id ? null : open))
      await queryClient.invalidateQueries({ queryKey: testUsersKey(apiId) })
      say(`${fullName(user)} was removed: they can no longer sign in.`)
    },
  })
  const data = list.data
  const name = data?.apiName ?? 'API'
  return (
    <>
      <PageTitle title={`Test users: ${name}`} />
      <p>
        <Link to={`/console/api-entries/${apiId}`}>Back to the entry</Link>
      </p>
      <h1>Test users: {name}</h1>
      <p className="usa-intro">
        Developers find these users on the API’s test data page and call the
        sandbox as them. Passwords and one-time-code seeds are test data: they
        are shown to every developer with a test data link.
      </p>
      {notice ? (
        <SuccessNotice key={notice.key}>{notice.text}</SuccessNotice>
      ) : null}
      {list.isPending ? (
        <LoadingIndicator label="Loading the test users" />
      ) : null}
      {list.error ? (
        <ConsoleRequestError
          error={list.error}
          what="The test users could not be loaded."
        />
      ) : null}
      {remove.error ? (
        <ConsoleRequestError
          error={remove.error}
          what="The test user was not removed."
        />
      ) : null}
      {data ? (
        <>
          <p>
            {data.signsIn
              ? 'They sign in at the sandbox sign-in of the API’s Authorization Code grant as soon as they are added, and stop when removed.'
              : 'This API has no Authorization Code grant, so nobody signs in as these users; the sandbox answers for them by their identifiers.'}{' '}
            <Link to={`/explore/api/${data.urlSlug}/test-users`}>
              The test data page
            </Link>
          </p>
          <h2>Test users made in the console ({data.users.length})</h2>
          {data.users.length === 0 ? (
            <p>
              No test users yet. Users from the seed data are not listed here.
            </p>
          ) : (
            <UsersTable
              users={data.users}
              onChange={setEditing}
              onRemove={(user) => remove.mutate(user)}
              isRemoving={remove.isPending}
            />
          )}
          {editing ? (
            <ChangeUser
              // Another user, or a new version of this one, starts the form again.
              key={`${editing.id}-${data.version ?? 0}`}
              apiId={apiId}
              user={editing}
              onDone={(text) => {
                setEditing(null)
                if (text) say(text)
              }}
            />
          ) : (
            <>
              <h2>Add a test user</h2>
              <TestUserForm
                // A new version remounts the form: empty, with new random credentials.
                key={data.version ?? 0}
                apiId={apiId}
                onSaved={(_users, added) =>
                  say(`${fullName(added)} was added: they can sign in now.`)
                }
              />
            </>
          )}
          <h2>Changes</h2>
          <Changes apiId={apiId} />
        </>
      ) : null}
    </>
  )
}

/** /console/api-entries/{id}/test-users: an API's sandbox test users (R-TEST-USERS-*). */
export function TestUsersPage() {
  const { id = '' } = useParams()
  return (
    <RequireRole needs="publisher">
      <TestUsers apiId={id} />
    </RequireRole>
  )
}
