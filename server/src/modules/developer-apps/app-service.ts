import {
  APP_MESSAGES,
  type AddAppApi,
  type AppDetail,
  type AppList,
  type ProductionPrefill,
} from '@portal/schema/developer-apps'
import type { Overlap } from '@portal/schema/credential-care'
import type { ProductionRequest } from '@portal/schema/production-request'
import type { RequestLogQuery } from '@portal/schema/request-log'
import { SandboxSignupRequestSchema } from '@portal/schema/sandbox-signup'
import type { TeamRole } from '@portal/schema/developer-accounts'
import type { Db } from '../../db/client.ts'
import { ForbiddenError, InputError, NotFoundError } from '../../errors.ts'
import type { CareService } from '../credential-care/index.ts'
import {
  createAccountStore,
  ownedItemsOf,
  teamRoleOf,
  type AccountIdentity,
} from '../developer-accounts/index.ts'
import { APP_DELETED_TEMPLATE } from '../outbox/index.ts'
import { statusLinkSignature } from '../production-requests/index.ts'
import type { ProductionRequestService } from '../production-requests/index.ts'
import { recordTeamActivity } from '../developer-teams/index.ts'
import { callDetail, listCalls } from '../request-log/index.ts'
import {
  testDataLinkHash,
  type SignupService,
} from '../sandbox-signup/index.ts'
import { createAppStore, type AppRow } from './app-store.ts'

/** What the apps' rules need: the services they reuse, never copy. */
export interface AppServiceDeps {
  db: Db
  care: CareService
  signup: SignupService
  productionRequests: ProductionRequestService
  /** Signs the credentials page pairs and status links, as the emails' links are signed. */
  linkSecret: string
  now: () => number
  /** This instance's caches forget credentials at once (R-REVOKE-AT-ONCE). */
  credentialsChanged: () => void
}

type Account = Pick<AccountIdentity, 'id' | 'email'>

/**
 * Apps (R-APP-*): a team's app groups sandbox signups. Every rule first finds the app among the
 * teams of the signed-in account (another team's app is 404, as one that does not exist), then
 * calls the module that owns the rule: credential care for the actions on credentials, the signup
 * for a new API, the request log, the production request.
 */
export function createAppService(deps: AppServiceDeps) {
  const store = createAppStore(deps.db)
  const accounts = createAccountStore(deps.db)

  const appFor = async (
    account: Account,
    appId: string,
  ): Promise<AppRow & { role: TeamRole }> => {
    const app = await store.findApp(appId)
    const role = app ? await teamRoleOf(deps.db, account.id, app.team_id) : null
    if (!app || !role) throw new NotFoundError(APP_MESSAGES.notFound)
    return { ...app, role }
  }

  // The credentials page's signed pair of a signup: the care rules take it as their proof of
  // whose credentials these are; the app's membership check stands in for the emailed link.
  const careLink = (consumer: {
    id: string
    email: string
    test_link_version: number
  }) => ({
    userId: consumer.id,
    hash: testDataLinkHash(deps.linkSecret, {
      userId: consumer.id,
      email: consumer.email,
      linkVersion: consumer.test_link_version,
    }),
  })

  const credentialFor = async (
    account: Account,
    appId: string,
    credentialId: string,
  ) => {
    await appFor(account, appId)
    const consumer = await store.consumerOfCredential(appId, credentialId)
    if (!consumer) throw new NotFoundError(APP_MESSAGES.credentialNotInApp)
    return { ...careLink(consumer), credentialId }
  }

  // After the care service's own transaction: the change stands whether or not its note is written.
  const noteCredentialChange = async (
    account: Account,
    appId: string,
    action: 'credential.rotated' | 'credential.revoked',
  ) => {
    const app = await appFor(account, appId)
    await recordTeamActivity(deps.db, {
      teamId: app.team_id,
      actorAccountId: account.id,
      action,
      detail: app.name,
    })
  }

  const profileOf = async (account: Account) => {
    const profile = await accounts.findById(deps.db, account.id)
    if (
      !profile?.firstName.trim() ||
      !profile.lastName.trim() ||
      !profile.organization.trim()
    )
      throw new InputError([APP_MESSAGES.profileMissing])
    return profile
  }

  return {
    /** R-APP-LIST: the apps of the account's teams, and the signups it owns outside them. */
    async list(account: Account): Promise<AppList> {
      const apps = await store.appsOf(account.id)
      const consumers = await store.consumersOf(apps.map((app) => app.id))
      const owned = await ownedItemsOf(deps.db, account.id)
      // A signup already in a live app (this team's or another's) is not offered to move.
      const filed = new Set(await store.filedAmong(owned.consumerIds))
      const loose = await store.signupsByIds(
        owned.consumerIds.filter((id) => !filed.has(id)),
      )
      return {
        apps: apps.map((app) => ({
          id: app.id,
          name: app.name,
          createdAt: app.created_at.toISOString(),
          team: { id: app.team_id, name: app.team_name },
          role: app.role,
          apis: [
            ...new Set(
              consumers
                .filter((consumer) => consumer.app_id === app.id)
                .flatMap((consumer) => consumer.apis),
            ),
          ],
        })),
        looseSignups: loose.map((signup) => ({
          consumerId: signup.id,
          apis: signup.apis,
          createdAt: signup.created_at.toISOString(),
        })),
      }
    },

    /** R-APP-CREATE: in a team the account is a member of (its first team by default). */
    async create(
      account: Account,
      input: { name: string; teamId?: string | undefined },
    ) {
      const teams = await accounts.teamsOf(deps.db, account.id)
      const team = input.teamId
        ? teams.find((candidate) => candidate.id === input.teamId)
        : teams[0]
      if (!team)
        throw new InputError([APP_MESSAGES.notFound], {
          teamId: [APP_MESSAGES.notFound],
        })
      const { id } = await store.create(
        team.id,
        input.name,
        new Date(deps.now()),
        (trx) =>
          recordTeamActivity(trx, {
            teamId: team.id,
            actorAccountId: account.id,
            action: 'app.created',
            detail: input.name,
          }),
      )
      return this.detail(account, id)
    },

    /** R-APP-DETAIL: its APIs and credentials (as the credentials page shows them), its requests. */
    async detail(account: Account, appId: string): Promise<AppDetail> {
      const app = await appFor(account, appId)
      const consumers = await store.consumersOf([app.id])
      const signups = await Promise.all(
        consumers.map(async (consumer) => ({
          consumerId: consumer.id,
          applications: (await deps.care.overview(careLink(consumer)))
            .applications,
        })),
      )
      const requests = await store.productionRequestsOf(app.id)
      return {
        id: app.id,
        name: app.name,
        createdAt: app.created_at.toISOString(),
        team: { id: app.team_id, name: app.team_name },
        role: app.role,
        apis: [...new Set(consumers.flatMap((consumer) => consumer.apis))],
        signups,
        productionRequests: requests.map((request) => ({
          id: request.id,
          signature: statusLinkSignature(deps.linkSecret, request.id),
          status: request.status,
          submittedAt: request.created_at.toISOString(),
        })),
      }
    },

    /**
     * R-APP-ADD-API: a signup made with the account's name, email and organization, under the
     * signup's own schema and rules, and put in the app in the signup's transaction.
     */
    async addApi(account: Account, appId: string, body: AddAppApi) {
      const app = await appFor(account, appId)
      const profile = await profileOf(account)
      const parsed = SandboxSignupRequestSchema.safeParse({
        ...body,
        firstName: profile.firstName,
        lastName: profile.lastName,
        email: profile.email,
        organization: profile.organization,
        apis: body.typeAndApi,
      })
      if (!parsed.success) {
        const fieldErrors: Record<string, string[]> = {}
        for (const issue of parsed.error.issues) {
          const field = issue.path.join('.') || 'typeAndApi'
          fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message]
        }
        throw new InputError(
          [...new Set(parsed.error.issues.map((issue) => issue.message))],
          fieldErrors,
        )
      }
      const now = new Date(deps.now())
      return deps.signup.signUp(parsed.data, {
        form: 'sandbox',
        alsoWrite: async (trx, consumer) => {
          await store.addConsumerIn(trx, app.id, consumer.id, now)
          await recordTeamActivity(trx, {
            teamId: app.team_id,
            actorAccountId: account.id,
            action: 'app.api-added',
            detail: `${app.name}: ${parsed.data.apis}`,
          })
        },
      })
    },

    /** R-APP-MOVE: a signup the account owns, or one in another app of its teams. */
    async moveSignup(account: Account, appId: string, consumerId: string) {
      const app = await appFor(account, appId)
      const owned = await ownedItemsOf(deps.db, account.id)
      const inTheirApps = await store.consumersInAppsOf(account.id)
      const current = await store.appOfConsumer(consumerId)
      const isOwned = owned.consumerIds.includes(consumerId)
      // A signup in a live app of a team the account is not in stays there, even if it is the
      // account's by its address: that team's members see it.
      const isElsewhere =
        current !== undefined &&
        current.deleted_at === null &&
        !inTheirApps.includes(consumerId)
      if ((!isOwned && !inTheirApps.includes(consumerId)) || isElsewhere)
        throw new InputError([APP_MESSAGES.signupNotYours], {
          consumerId: [APP_MESSAGES.signupNotYours],
        })
      await store.addConsumer(app.id, consumerId, new Date(deps.now()), (trx) =>
        recordTeamActivity(trx, {
          teamId: app.team_id,
          actorAccountId: account.id,
          action: 'app.api-added',
          detail: `${app.name}: an earlier signup moved in`,
        }),
      )
      return this.detail(account, app.id)
    },

    usage: async (account: Account, appId: string, credentialId: string) =>
      deps.care.usage(await credentialFor(account, appId, credentialId)),

    async rotate(
      account: Account,
      appId: string,
      credentialId: string,
      overlap: Overlap,
      address: string,
    ) {
      const rotated = await deps.care.rotate(
        { ...(await credentialFor(account, appId, credentialId)), overlap },
        address,
      )
      await noteCredentialChange(account, appId, 'credential.rotated')
      return rotated
    },

    async revoke(
      account: Account,
      appId: string,
      credentialId: string,
      address: string,
    ) {
      const revoked = await deps.care.revoke(
        await credentialFor(account, appId, credentialId),
        address,
      )
      await noteCredentialChange(account, appId, 'credential.revoked')
      return revoked
    },

    replacePublicKey: async (
      account: Account,
      appId: string,
      credentialId: string,
      input: { overlap: Overlap; publicKey: unknown },
      address: string,
    ) =>
      deps.care.replacePublicKey(
        { ...(await credentialFor(account, appId, credentialId)), ...input },
        address,
      ),

    setRedirectUris: async (
      account: Account,
      appId: string,
      credentialId: string,
      redirectUris: string[],
      address: string,
    ) =>
      deps.care.setRedirectUris(
        {
          ...(await credentialFor(account, appId, credentialId)),
          redirectUris,
        },
        address,
      ),

    /** R-APP-LOG: the request log of the app's credentials only. */
    async calls(account: Account, appId: string, query: RequestLogQuery) {
      await appFor(account, appId)
      return listCalls(
        deps.db,
        {
          credentialIds: await store.credentialIdsOf(appId),
          status: query.status,
          api: query.api,
          before: query.before,
        },
        query.limit,
      )
    },

    async call(account: Account, appId: string, callId: string) {
      await appFor(account, appId)
      const detail = await callDetail(deps.db, {
        credentialIds: await store.credentialIdsOf(appId),
        callId,
        now: deps.now(),
      })
      if (!detail) throw new NotFoundError(APP_MESSAGES.callNotFound)
      return detail
    },

    /** R-APP-PROD-PREFILL: organization, contact, APIs, the app's name and redirect URI. */
    async productionPrefill(
      account: Account,
      appId: string,
    ): Promise<ProductionPrefill> {
      const app = await this.detail(account, appId)
      const profile = await accounts.findById(deps.db, account.id)
      const applications = app.signups.flatMap((signup) => signup.applications)
      const acg = applications.find(
        (application) => application.oauthApplicationType !== null,
      )
      return {
        appName: app.name,
        ...(app.apis.length > 0 ? { apis: app.apis.join(',') } : {}),
        ...(profile?.organization
          ? { organization: profile.organization }
          : {}),
        primaryContact: {
          firstName: profile?.firstName ?? '',
          lastName: profile?.lastName ?? '',
          email: account.email,
        },
        ...(acg?.oauthApplicationType
          ? { oAuthApplicationType: acg.oauthApplicationType }
          : {}),
        ...(acg?.redirectUris[0]
          ? { oAuthRedirectURI: acg.redirectUris[0] }
          : {}),
      }
    },

    /** R-APP-PROD-LINK: the production form's every rule, the request stored as the app's. */
    async requestProduction(
      account: Account,
      appId: string,
      body: Omit<ProductionRequest, 'faxNumber'>,
    ) {
      const app = await appFor(account, appId)
      const { id } = await deps.productionRequests.submit(body, {
        appId: app.id,
      })
      return { id, signature: statusLinkSignature(deps.linkSecret, id) }
    },

    /**
     * R-APP-DELETE: owners only; every credential of the app revoked in the deletion's transaction,
     * this instance's caches told before the answer (the others by NOTIFY), each owner emailed.
     */
    async remove(account: Account, appId: string) {
      const app = await appFor(account, appId)
      if (app.role !== 'owner')
        throw new ForbiddenError(APP_MESSAGES.ownersOnly)
      const owners = await store.ownerEmailsOf(app.team_id)
      const now = new Date(deps.now())
      await store.deleteApp(
        app.id,
        now,
        (revoked) =>
          owners.map((recipient) => ({
            template: APP_DELETED_TEMPLATE,
            recipient,
            payload: {
              appName: app.name,
              teamName: app.team_name,
              deletedBy: account.email,
              revokedCredentials: revoked,
              at: now.toISOString(),
            },
          })),
        (trx) =>
          recordTeamActivity(trx, {
            teamId: app.team_id,
            actorAccountId: account.id,
            action: 'app.deleted',
            detail: app.name,
          }),
      )
      deps.credentialsChanged()
    },
  }
}

/** The apps' rules. */
export type AppService = ReturnType<typeof createAppService>
