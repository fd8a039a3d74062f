import type { IncomingMessage } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type Provider from 'oidc-provider'
import type { Db } from '../../db/client.ts'
import {
  DEV_IDP_PATH,
  createDevIdentityProvider,
  type DevIdentityClient,
} from './dev-identity-provider.ts'
import { createDevIdentityStore } from './dev-identity-store.ts'
import { devUser } from './dev-users.ts'
import {
  SIGN_IN_CSS,
  renderExpiredPage,
  renderSignInPage,
} from './sign-in-page.ts'

/** What the embedded identity provider needs. */
export interface DevIdentityDeps {
  db: Db
  /** Our origin as browsers reach it: the issuer is `${origin}/dev-idp`. */
  publicOrigin: string
  client: DevIdentityClient
  cookieSecret: string
  proxy: boolean
}

const UID = /^[A-Za-z0-9_-]{1,64}$/

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .type('text/html; charset=utf-8')
    .send(body)
}

/**
 * Mounts the embedded development identity provider at /dev-idp (issue 28): oidc-provider's own
 * endpoints (discovery, authorization, token, JWKS, userinfo) and its sign-in page. Only
 * `buildApp` with `staffSignIn.kind === 'dev'` calls this, which the environment refuses in
 * production.
 */
export async function registerDevIdentity(
  app: FastifyInstance,
  deps: DevIdentityDeps,
): Promise<{ issuer: string }> {
  const issuer = `${deps.publicOrigin}${DEV_IDP_PATH}`
  const store = createDevIdentityStore(deps.db)
  let started: Promise<Provider> | undefined
  const provider = () =>
    (started ??= createDevIdentityProvider({
      issuer,
      client: deps.client,
      store,
      cookieSecret: deps.cookieSecret,
      proxy: deps.proxy,
    }).catch((error: unknown) => {
      started = undefined
      throw error
    }))
  const purge = setInterval(() => {
    store.purgeExpired().catch((error: unknown) => {
      app.log.error({ err: error }, 'purging the development IdP failed')
    })
  }, 3600_000)
  purge.unref()
  app.addHook('onClose', () => clearInterval(purge))

  /** Hands the request to oidc-provider as if it were mounted at /dev-idp. */
  const toProvider = async (request: FastifyRequest, reply: FastifyReply) => {
    const running = await provider()
    reply.hijack()
    const raw = request.raw as IncomingMessage & {
      originalUrl?: string
      body?: unknown
    }
    const url = raw.url ?? ''
    raw.originalUrl = url
    raw.url = url.slice(DEV_IDP_PATH.length) || '/'
    if (request.body !== undefined) raw.body = request.body
    await running.callback()(raw, reply.raw)
  }

  const interactionOf = async (
    request: FastifyRequest<{ Params: { uid: string } }>,
    reply: FastifyReply,
  ) => {
    if (!UID.test(request.params.uid)) return null
    try {
      const details = await (
        await provider()
      ).interactionDetails(request.raw, reply.raw)
      return details.uid === request.params.uid ? details : null
    } catch {
      return null
    }
  }

  const finish = async (
    request: FastifyRequest<{ Params: { uid: string } }>,
    reply: FastifyReply,
    result: Record<string, unknown>,
  ) => {
    const redirectTo = await (
      await provider()
    ).interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    })
    return reply.header('cache-control', 'no-store').redirect(redirectTo, 303)
  }

  await app.register(
    async (idp) => {
      // oidc-provider reads form bodies itself: hand them over as text.
      idp.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 65_536 },
        (_request, body, done) => done(null, body),
      )

      idp.get('/assets/sign-in.css', async (_request, reply) =>
        reply
          .type('text/css; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(SIGN_IN_CSS),
      )

      idp.get<{ Params: { uid: string } }>(
        '/interaction/:uid',
        async (request, reply) => {
          const interaction = await interactionOf(request, reply)
          if (!interaction) return html(reply, 400, renderExpiredPage())
          return html(
            reply,
            200,
            renderSignInPage(
              interaction.uid,
              String(interaction.params.client_id),
            ),
          )
        },
      )

      // Bound to the browser by oidc-provider's interaction cookie (SameSite=Lax, path /dev-idp)
      // and to the sign-in by the unguessable uid in the address: the form carries no CSRF header.
      idp.post<{ Params: { uid: string } }>(
        '/interaction/:uid/login',
        { config: { csrf: false } },
        async (request, reply) => {
          const interaction = await interactionOf(request, reply)
          if (!interaction) return html(reply, 400, renderExpiredPage())
          const form = new URLSearchParams(
            typeof request.body === 'string' ? request.body : '',
          )
          const user = devUser(form.get('user') ?? '')
          if (!user)
            return html(
              reply,
              400,
              renderSignInPage(
                interaction.uid,
                String(interaction.params.client_id),
              ),
            )
          return finish(request, reply, {
            login: { accountId: user.id, amr: ['dev'] },
          })
        },
      )

      idp.post<{ Params: { uid: string } }>(
        '/interaction/:uid/abort',
        { config: { csrf: false } },
        async (request, reply) => {
          const interaction = await interactionOf(request, reply)
          if (!interaction) return html(reply, 400, renderExpiredPage())
          return finish(request, reply, {
            error: 'access_denied',
            error_description: 'The user cancelled the sign-in',
          })
        },
      )

      // Discovery, authorization, token, JWKS, userinfo: the console authenticates with its
      // client secret and PKCE, never a cookie of ours.
      idp.route({
        method: ['GET', 'POST'],
        url: '/*',
        config: { csrf: false },
        handler: toProvider,
      })
    },
    { prefix: DEV_IDP_PATH },
  )
  return { issuer }
}
