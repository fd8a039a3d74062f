import type { StatusLink } from '@portal/schema/production-review'
import type { CheckOutcome } from '@portal/schema/production-review-checklist'
import { REVIEW_ERRORS } from '@portal/schema/production-review-texts'
import type {
  RestrictedAccessApplicant,
  RestrictedAccessDetail,
  RestrictedAccessRequest,
  RestrictedAccessTransition,
} from '@portal/schema/restricted-access'
import {
  nextRestrictedAccessStatus,
  RESTRICTED_ACCESS_CHECK_TEXTS,
  RESTRICTED_ACCESS_CHECKS,
  RESTRICTED_ACCESS_MESSAGES,
  restrictedAccessActions,
  type RestrictedAccessCheck,
  type RestrictedAccessStatus,
} from '@portal/schema/restricted-access-texts'
import type { SandboxSignupResponse } from '@portal/schema/sandbox-signup'
import {
  ConflictError,
  ForbiddenError,
  InputError,
  NotFoundError,
} from '../../errors.ts'
import type { SignupService } from '../sandbox-signup/index.ts'
import { recordAudit, type AuditEntry } from '../staff-auth/index.ts'
import type {
  RestrictedAccessRow,
  RestrictedAccessStore,
} from './restricted-access-store.ts'
import { isValidRestrictedAccessLink } from './status-link.ts'

/** Who made a change, for the audit trail. */
export interface Actor {
  /** The staff member's id; null for the applicant. */
  staffId: string | null
  audit: Pick<AuditEntry, 'staff' | 'ip' | 'requestId'>
}

/** What restricted sandbox access needs. */
export interface RestrictedAccessServiceDeps {
  store: RestrictedAccessStore
  signup: SignupService
  now: () => number
  linkSecret: string
  statusUrlOf: (id: string) => string
  /** Tells this instance's gateway that credential rows changed (R-REVOKE-AT-ONCE). */
  credentialsChanged: () => void
}

const MOVE_TEMPLATES = {
  grant: 'restricted-access-granted',
  deny: 'restricted-access-denied',
  revoke: 'restricted-access-revoked',
} as const

const iso = (date: Date) => date.toISOString()

const rowOf = (row: RestrictedAccessRow) => ({
  id: row.id,
  api: { name: row.api_name, urlSlug: row.api_url_slug },
  authType: row.auth_type,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  organization: row.organization,
  status: row.status,
  submittedAt: iso(row.submitted_at),
})

/**
 * Restricted sandbox access (R-RESTRICTED-*): the developer's ask, the reviewer's checklist and
 * moves, and the applicant's signed status page, where a granted request's credentials are issued
 * once by the sandbox signup's own rules and minting.
 */
export function createRestrictedAccessService(
  deps: RestrictedAccessServiceDeps,
) {
  const { store, now } = deps
  const emailPayload = (row: RestrictedAccessRow, reason: string | null) => ({
    requestId: row.id,
    firstName: row.first_name,
    apiName: row.api_name,
    reason,
    statusUrl: deps.statusUrlOf(row.id),
  })

  const timelineOf = async (id: string) =>
    (await store.timeline(id)).map((event) => ({
      at: iso(event.at),
      status: event.status,
      action: event.action,
      message: event.message,
    }))

  const detail = async (id: string): Promise<RestrictedAccessDetail> => {
    const row = await store.byId(id)
    if (!row) throw new NotFoundError(RESTRICTED_ACCESS_MESSAGES.notFound)
    const marks = await store.checks(id)
    return {
      ...rowOf(row),
      description: row.description,
      reason: row.reason,
      credentialsIssued: row.consumer_id !== null,
      checks: RESTRICTED_ACCESS_CHECKS.map((check) => {
        const mark = marks.find((each) => each.check === check)
        return {
          check,
          ...RESTRICTED_ACCESS_CHECK_TEXTS[check],
          outcome: mark?.outcome ?? null,
          comment: mark?.comment ?? '',
        }
      }),
      timeline: await timelineOf(id),
      actions: restrictedAccessActions(row.status),
    }
  }

  const checkedLink = async (link: StatusLink) => {
    if (!isValidRestrictedAccessLink(deps.linkSecret, link))
      throw new ForbiddenError(REVIEW_ERRORS.invalidLink)
    const row = await store.byId(link.id.toLowerCase())
    if (!row) throw new ForbiddenError(REVIEW_ERRORS.invalidLink)
    return row
  }

  return {
    /** A developer's ask (R-RESTRICTED-ASK): the signup's rules, for an auth type the public form refuses. */
    async submit(body: RestrictedAccessRequest): Promise<void> {
      const { requested } = await deps.signup.check(body, 'restricted')
      const [api, ...others] = requested
      const apiId =
        api && others.length === 0 ? await store.apiIdOf(api.altID) : null
      if (!api || !apiId) {
        const message = RESTRICTED_ACCESS_MESSAGES.oneApi
        throw new InputError([message], { apis: [message] })
      }
      const { faxNumber: _honeypot, ...kept } = body
      await store.create({
        apiId,
        authType: api.authType,
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        organization: body.organization,
        description: body.description,
        body: kept,
        at: new Date(now()),
        confirmationEmail: (id) => ({
          template: 'restricted-access-received',
          payload: {
            requestId: id,
            firstName: body.firstName,
            apiName: api.name,
            reason: null,
            statusUrl: deps.statusUrlOf(id),
          },
        }),
      })
    },

    queue: async (status: RestrictedAccessStatus | undefined) => ({
      items: (await store.list(status)).map(rowOf),
    }),

    detail,

    /** A reviewer's mark on one check; only while the request awaits a decision. */
    async markCheck(
      id: string,
      check: RestrictedAccessCheck,
      mark: { outcome: CheckOutcome; comment: string },
      actor: Actor & { staffId: string },
    ): Promise<RestrictedAccessDetail> {
      await store.change(
        id,
        RESTRICTED_ACCESS_MESSAGES.notFound,
        async (row, write) => {
          if (row.status !== 'submitted')
            throw new ConflictError(RESTRICTED_ACCESS_MESSAGES.notAllowed)
          const at = new Date(now())
          await write.markCheck({ check, ...mark, staffId: actor.staffId, at })
          await write.audit({
            ...actor.audit,
            at,
            action: 'restricted_access.check_marked',
            entityType: 'restricted_access_request',
            entityId: id,
            after: { check, ...mark },
          })
        },
      )
      return detail(id)
    },

    /** Grant, deny or revoke (R-RESTRICTED-MOVES): 409 when not allowed; each emailed and audited. */
    async transition(
      id: string,
      move: RestrictedAccessTransition,
      actor: Actor,
    ): Promise<RestrictedAccessDetail> {
      const revoked = await store.change(
        id,
        RESTRICTED_ACCESS_MESSAGES.notFound,
        async (row, write) => {
          const to = nextRestrictedAccessStatus(row.status, move.action)
          if (!to)
            throw new ConflictError(RESTRICTED_ACCESS_MESSAGES.notAllowed)
          if (move.action === 'grant') {
            const marks = await write.checks()
            const passed = RESTRICTED_ACCESS_CHECKS.every((check) =>
              marks.some(
                (mark) => mark.check === check && mark.outcome === 'passed',
              ),
            )
            if (!passed)
              throw new ConflictError(RESTRICTED_ACCESS_MESSAGES.checksFirst)
          }
          const at = new Date(now())
          const reason = move.action === 'grant' ? null : move.reason
          await write.update({
            status: to,
            reason,
            ...(move.action === 'revoke'
              ? { revoked_at: at }
              : { decided_at: at }),
          })
          const count =
            move.action === 'revoke' ? await write.revokeCredentials(at) : 0
          await write.event({
            at,
            status: to,
            action: move.action,
            message: reason,
          })
          await write.email(
            MOVE_TEMPLATES[move.action],
            emailPayload(row, reason),
          )
          await write.audit({
            ...actor.audit,
            at,
            action: `restricted_access.${to}`,
            entityType: 'restricted_access_request',
            entityId: id,
            before: { status: row.status },
            after: { status: to, reason, credentialsRevoked: count },
          })
          return count > 0
        },
      )
      // After the commit: this instance's gateway forgets at once, the others by NOTIFY.
      if (revoked) deps.credentialsChanged()
      return detail(id)
    },

    /** The applicant's view through the signed link (R-RESTRICTED-LINK): 403 for any bad pair. */
    async status(link: StatusLink): Promise<RestrictedAccessApplicant> {
      const row = await checkedLink(link)
      return {
        api: { name: row.api_name, urlSlug: row.api_url_slug },
        authType: row.auth_type,
        status: row.status,
        reason: row.reason,
        canCollect: row.status === 'granted' && row.consumer_id === null,
        timeline: await timelineOf(row.id),
      }
    },

    /**
     * A granted request's credentials (R-RESTRICTED-COLLECT): issued once, by the sandbox signup
     * with the body the applicant sent, its welcome email and the request's record committed
     * together; shown in this answer only.
     */
    async collect(
      link: StatusLink,
      actor: Actor,
    ): Promise<SandboxSignupResponse> {
      const row = await checkedLink(link)
      if (row.status !== 'granted')
        throw new ConflictError(RESTRICTED_ACCESS_MESSAGES.notGranted)
      if (row.consumer_id)
        throw new ConflictError(RESTRICTED_ACCESS_MESSAGES.alreadyCollected)
      const at = new Date(now())
      // The body was validated by the ask's schema before it was stored, and only this module
      // writes it.
      return deps.signup.signUp(
        row.body as unknown as RestrictedAccessRequest,
        {
          form: 'granted',
          alsoWrite: async (trx, consumer) => {
            if (!(await store.markCollected(trx, row.id, consumer.id, at)))
              throw new ConflictError(
                RESTRICTED_ACCESS_MESSAGES.alreadyCollected,
              )
            await recordAudit(trx, {
              ...actor.audit,
              at,
              action: 'restricted_access.collected',
              entityType: 'restricted_access_request',
              entityId: row.id,
              after: { consumerId: consumer.id },
            })
          },
        },
      )
    },
  }
}

/** Restricted sandbox access. */
export type RestrictedAccessService = ReturnType<
  typeof createRestrictedAccessService
>
