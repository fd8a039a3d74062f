import type { IncomingMessage } from 'node:http'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { GivenGrant } from '@portal/schema/sandbox-sign-in'
import { EmailSchema } from '@portal/schema/form-rules'
import { ForbiddenError, NotFoundError } from '../../errors.ts'
import { passesCsrfCheck } from '../../plugins/csrf.ts'
import { createInteractionHandlers } from './interaction-handlers.ts'
import {
  SIGN_IN_PAGE,
  type OauthService,
  type RunningServer,
} from './oauth-service.ts'
import type { OauthStore } from './oauth-store.ts'

/** The paths oidc-provider answers itself (R-OAUTH-SERVERS); anything else is not OAuth. */
const PROVIDER_PATHS =
  /^\/(\.well-known\/openid-configuration|authorization|authorization\/[A-Za-z0-9_-]{1,64}|token|keys|revoke|introspect|userinfo)$/
const INTERACTION_PATH =
  /^\/interaction\/([A-Za-z0-9_-]{1,64})\/(details|login|code|consent|deny)$/
const GRANT_PATH = /^\/manage\/grants\/([A-Za-z0-9_-]{1,64})$/

/** An RFC 6749 error answer. */
function oauthError(
  reply: FastifyReply,
  status: number,
  error: string,
  description: string,
) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ error, error_description: description })
}

/**
 * The department's guides promise a refresh token for `offline_access` alone; OpenID Connect
 * (and oidc-provider) give one only when the request also asks for consent. A request that names
 * offline_access without a prompt is given prompt=consent, so the user sees the consent page and
 * the client gets its refresh token (R-OAUTH-TOKENS).
 */
function withConsentForOffline(url: string): string {
  const search = new URLSearchParams(
    url.includes('?') ? url.slice(url.indexOf('?') + 1) : '',
  )
  const scopes = (search.get('scope') ?? '').split(' ')
  if (scopes.includes('offline_access') && !search.has('prompt'))
    search.set('prompt', 'consent')
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** Hands the request to oidc-provider, as if it were mounted at the server's path. */
async function toProvider(
  running: RunningServer,
  request: FastifyRequest,
  reply: FastifyReply,
  rest: string,
) {
  reply.hijack()
  const raw = request.raw as IncomingMessage & {
    originalUrl?: string
    body?: unknown
  }
  const query =
    rest === '/authorization'
      ? withConsentForOffline(raw.url ?? '')
      : raw.url?.includes('?')
        ? raw.url.slice(raw.url.indexOf('?'))
        : ''
  // oidc-provider finds its mount path by comparing originalUrl with url: both carry the query.
  raw.originalUrl = `${(raw.url ?? '').split('?')[0]}${query}`
  raw.url = `${rest}${query}`
  // The gateway already read the body: oidc-provider takes it from req.body then.
  if (request.body !== undefined) raw.body = request.body
  await running.provider.callback()(raw, reply.raw)
}

/**
 * The OAuth side of the sandbox (R-OAUTH-*): given a gateway path, answers it when it belongs to
 * an authorization server and returns true; returns false for API paths, which the gateway
 * answers from the specs.
 */
export function createOauthDispatch(service: OauthService, store: OauthStore) {
  const interaction = createInteractionHandlers(service, store)

  const sessionAccount = async (
    running: RunningServer,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const ctx = running.provider.createContext(request.raw, reply.raw)
    const session = await running.provider.Session.get(ctx as never)
    return session.accountId ?? null
  }

  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
  ): Promise<boolean> => {
    const match = await service.at(path)
    if (!match) return false
    const { running, rest } = match
    const serverQuery = `server=${encodeURIComponent(running.server.path)}`

    if (PROVIDER_PATHS.test(rest)) {
      await toProvider(running, request, reply, rest)
      return true
    }
    const step = INTERACTION_PATH.exec(rest)
    if (step) {
      const answer = await interaction(
        running,
        request,
        reply,
        step[1] ?? '',
        step[2] ?? '',
      )
      await reply.header('cache-control', 'no-store').send(answer)
      return true
    }
    if (rest === '/manage' && request.method === 'GET') {
      await reply.redirect(`${SIGN_IN_PAGE}/manage?${serverQuery}`, 303)
      return true
    }
    if (rest === '/manage/grants' && request.method === 'GET') {
      const accountId = await sessionAccount(running, request, reply)
      const grants: GivenGrant[] = accountId
        ? (await store.grantsOf(running.server.path, accountId)).map(
            (grant) => ({
              id: grant.id,
              clientId: String(grant.clientId),
              scopes: [
                ...String(
                  (grant.openid as { scope?: string } | undefined)?.scope ?? '',
                ).split(' '),
                ...Object.values(
                  (grant.resources ?? {}) as Record<string, string>,
                ).flatMap((scope) => scope.split(' ')),
              ].filter(Boolean),
              createdAt: Number(grant.iat),
              expiresAt: typeof grant.exp === 'number' ? grant.exp : null,
            }),
          )
        : []
      await reply
        .header('cache-control', 'no-store')
        .send({ signedIn: accountId !== null, grants })
      return true
    }
    const grantPath = GRANT_PATH.exec(rest)
    if (grantPath && request.method === 'DELETE') {
      if (!passesCsrfCheck(request)) throw new ForbiddenError()
      const accountId = await sessionAccount(running, request, reply)
      const grant = await running.provider.Grant.find(grantPath[1] ?? '')
      if (!accountId || !grant || grant.accountId !== accountId)
        throw new NotFoundError('No such grant')
      await grant.destroy()
      await store.revokeByGrantId(running.server.path, grant.jti)
      await reply.code(204).send()
      return true
    }
    if (rest === '/grants' && request.method === 'DELETE') {
      // Sandbox only (001 §7): forget what a test user granted a client, by client_id and email.
      const body =
        typeof request.body === 'string'
          ? Object.fromEntries(new URLSearchParams(request.body))
          : typeof request.body === 'object' && request.body !== null
            ? request.body
            : {}
      const params = { ...(request.query as object), ...body } as Record<
        string,
        unknown
      >
      const clientId =
        typeof params.client_id === 'string' ? params.client_id : ''
      const email = EmailSchema.safeParse(params.email)
      if (!clientId) {
        await oauthError(
          reply,
          400,
          'invalid_request',
          'client_id is required.',
        )
        return true
      }
      if (!email.success) {
        await oauthError(
          reply,
          400,
          'invalid_request',
          'Invalid email address.',
        )
        return true
      }
      const users = await service.usersOf(running.server)
      const user = users.find((candidate) =>
        Object.values(candidate.credentials).some(
          (credential) =>
            credential.username.toLowerCase() === email.data.toLowerCase(),
        ),
      )
      if (!user) {
        await oauthError(
          reply,
          400,
          'invalid_request',
          'Invalid email address.',
        )
        return true
      }
      for (const grant of await store.grantsOf(running.server.path, user.id)) {
        if (grant.clientId !== clientId) continue
        await store.destroy(running.server.path, 'Grant', grant.id)
        await store.revokeByGrantId(running.server.path, grant.id)
      }
      await reply.code(204).header('cache-control', 'no-store').send()
      return true
    }
    return false
  }
}
