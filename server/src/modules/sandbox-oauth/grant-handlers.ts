import type { FastifyReply, FastifyRequest } from 'fastify'
import type { GivenGrant } from '@portal/schema/sandbox-sign-in'
import { EmailSchema } from '@portal/schema/form-rules'
import { NotFoundError } from '../../errors.ts'
import { OauthError } from './oauth-errors.ts'
import type { OauthService, RunningServer } from './oauth-service.ts'
import type { OauthStore } from './oauth-store.ts'

/** The test user signed in at this server in this browser (oidc-provider's session cookie). */
async function sessionAccount(
  running: RunningServer,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const ctx = running.provider.createContext(request.raw, reply.raw)
  const session = await running.provider.Session.get(ctx as never)
  return session.accountId ?? null
}

/** The parameters of a form or JSON body, then the query (a DELETE may carry either). */
function paramsOf(request: FastifyRequest): Record<string, unknown> {
  const text = typeof request.body === 'string' ? request.body : ''
  const type = String(request.headers['content-type'] ?? '')
  let body: Record<string, unknown> = {}
  if (text && type.includes('json')) {
    try {
      const parsed: unknown = JSON.parse(text)
      if (
        typeof parsed === 'object' &&
        parsed !== null &&
        !Array.isArray(parsed)
      )
        body = parsed as Record<string, unknown>
      else throw new Error('not an object')
    } catch {
      throw new OauthError(
        400,
        'invalid_request',
        'The request body is not valid JSON',
      )
    }
  } else if (text) body = Object.fromEntries(new URLSearchParams(text))
  return { ...(request.query as Record<string, unknown>), ...body }
}

const CLIENT_AUTH_REALM = 'Basic realm="sandbox", charset="UTF-8"'

/**
 * The client that sent the request, authenticated as at the token endpoint with HTTP Basic
 * (RFC 6749 §2.3.1: client_id and client secret, each form-encoded) against the same credential
 * rows and secret HMACs (R-OAUTH-GRANTS). A public client has no secret to prove itself with.
 */
async function authenticatedClient(
  running: RunningServer,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string> {
  const refuse = (description: string) => {
    reply.header('www-authenticate', CLIENT_AUTH_REALM)
    return new OauthError(401, 'invalid_client', description)
  }
  const basic = /^Basic ([A-Za-z0-9+/=]{1,2048})$/i.exec(
    request.headers.authorization ?? '',
  )?.[1]
  if (!basic)
    throw refuse(
      'Authenticate the client with HTTP Basic: its client_id and client secret.',
    )
  const decoded = Buffer.from(basic, 'base64').toString()
  const colon = decoded.indexOf(':')
  let clientId: string
  let secret: string
  try {
    clientId = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '))
    secret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' '))
  } catch {
    throw refuse('Client authentication failed.')
  }
  if (colon < 1 || !secret) throw refuse('Client authentication failed.')
  const client = await running.provider.Client.find(clientId)
  if (!client || client.clientAuthMethod !== 'client_secret_basic')
    throw refuse(
      client
        ? 'This client has no secret to authenticate with; the test user removes its grant on the manage page.'
        : 'Client authentication failed.',
    )
  if (!(await client.compareClientSecret(secret)))
    throw refuse('Client authentication failed.')
  return clientId
}

/** The manage page's API, the test user's own grants (R-OAUTH-GRANTS), and DELETE grants. */
export function createGrantHandlers(service: OauthService, store: OauthStore) {
  return {
    /** GET …/manage/grants: what the signed-in test user granted at this server. */
    async list(
      running: RunningServer,
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<{ signedIn: boolean; grants: GivenGrant[] }> {
      const accountId = await sessionAccount(running, request, reply)
      if (!accountId) return { signedIn: false, grants: [] }
      const grants = await store.grantsOf(running.server.path, accountId)
      return {
        signedIn: true,
        grants: grants.map((grant) => ({
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
        })),
      }
    },

    /** DELETE …/manage/grants/{id}: the signed-in test user takes back one of their grants. */
    async removeOwn(
      running: RunningServer,
      request: FastifyRequest,
      reply: FastifyReply,
      grantId: string,
    ): Promise<void> {
      const accountId = await sessionAccount(running, request, reply)
      const grant = await running.provider.Grant.find(grantId)
      if (!accountId || !grant || grant.accountId !== accountId)
        throw new NotFoundError('No such grant')
      await grant.destroy()
      // Deletes the grant's token ids: the gateway refuses them from the next request on.
      await store.payloadsOf(running.server.path).revokeByGrantId(grant.jti)
    },

    /**
     * DELETE …/grants (001 §7, sandbox only): the authenticated client forgets what a test user,
     * named by email, granted it, so the next authorization asks for consent again. Another
     * client's grants are out of its reach.
     */
    async removeForClient(
      running: RunningServer,
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<void> {
      const params = paramsOf(request)
      const clientId = await authenticatedClient(running, request, reply)
      if (params.client_id !== undefined && params.client_id !== clientId)
        throw new OauthError(
          400,
          'invalid_request',
          'client_id does not match the authenticated client.',
        )
      const email = EmailSchema.safeParse(params.email)
      if (!email.success)
        throw new OauthError(400, 'invalid_request', 'Invalid email address.')
      const users = await service.usersOf(running.server)
      const user = users.find((candidate) =>
        Object.values(candidate.credentials).some(
          (credential) =>
            credential.username.toLowerCase() === email.data.toLowerCase(),
        ),
      )
      if (!user)
        throw new OauthError(400, 'invalid_request', 'Invalid email address.')
      for (const grant of await store.grantsOf(running.server.path, user.id)) {
        if (grant.clientId !== clientId) continue
        const payloads = store.payloadsOf(running.server.path)
        await payloads.destroy('Grant', grant.id)
        await payloads.revokeByGrantId(grant.id)
      }
    },
  }
}
