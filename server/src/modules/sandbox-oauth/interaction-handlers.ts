import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ZodType } from 'zod'
import { TOTP, Secret } from 'otpauth'
import {
  SIGN_IN_MESSAGES,
  SignInCodeSchema,
  SignInPasswordSchema,
  type IdentityProvider,
  type InteractionDetails,
  type InteractionNext,
} from '@portal/schema/sandbox-sign-in'
import { ForbiddenError, InputError } from '../../errors.ts'
import { decodeLaunch } from './launch-context.ts'
import type { OauthService, RunningServer } from './oauth-service.ts'
import type { OauthStore } from './oauth-store.ts'
import type { SignInLimits } from './sign-in-limits.ts'

type Interaction = Awaited<
  ReturnType<RunningServer['provider']['interactionDetails']>
>

interface PendingLogin {
  accountId: string
  identityProvider: IdentityProvider
}

function parse<T>(schema: ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {})
  if (result.success) return result.data
  const fieldErrors: Record<string, string[]> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form')
    ;(fieldErrors[field] ??= []).push(issue.message)
  }
  throw new InputError(
    [...new Set(Object.values(fieldErrors).flat())],
    fieldErrors,
  )
}

/** One field's refusal, shaped like a schema failure so the form shows it at the field. */
const fieldError = (field: string, message: string) =>
  new InputError([message], { [field]: [message] })

/** The scopes a consent would grant: those asked for that the user has not granted yet. */
function scopesOf(interaction: Interaction): string[] {
  const params = interaction.params as Record<string, unknown>
  return String(params.scope ?? '')
    .split(' ')
    .filter(Boolean)
}

/**
 * The JSON behind the portal's sandbox sign-in page (R-OAUTH-SIGN-IN): details, the password
 * step, the one-time code step, consent and denial. Every call is bound to the interaction by
 * oidc-provider's cookie; posts also pass the portal's CSRF check (its routes keep it on); wrong
 * passwords and codes count against the attempt limits.
 */
export function createInteractionHandlers(
  service: OauthService,
  store: OauthStore,
  limits: SignInLimits,
) {
  const load = async (
    running: RunningServer,
    request: FastifyRequest,
    reply: FastifyReply,
    uid: string,
  ) => {
    let interaction: Interaction
    try {
      interaction = await running.provider.interactionDetails(
        request.raw,
        reply.raw,
      )
    } catch {
      throw new ForbiddenError(SIGN_IN_MESSAGES.expired)
    }
    if (interaction.uid !== uid)
      throw new ForbiddenError(SIGN_IN_MESSAGES.expired)
    return interaction
  }
  const pendingOf = (interaction: Interaction) =>
    (interaction.result as { pending?: PendingLogin } | undefined)?.pending ??
    null

  const finish = async (
    running: RunningServer,
    request: FastifyRequest,
    reply: FastifyReply,
    result: Record<string, unknown>,
  ): Promise<InteractionNext> => ({
    redirectTo: await running.provider.interactionResult(
      request.raw,
      reply.raw,
      result,
      {
        mergeWithLastSubmission: false,
      },
    ),
  })

  return async (
    running: RunningServer,
    request: FastifyRequest,
    reply: FastifyReply,
    uid: string,
    action: string,
  ): Promise<InteractionDetails | InteractionNext | { step: 'code' }> => {
    const interaction = await load(running, request, reply, uid)
    const prompt = interaction.prompt.name === 'consent' ? 'consent' : 'login'
    const pending = pendingOf(interaction)
    const clientId = String(interaction.params.client_id)

    if (action === 'details' && request.method === 'GET') {
      const redirect = String(interaction.params.redirect_uri ?? '')
      let redirectHost: string | null = null
      try {
        redirectHost = new URL(redirect).host || null
      } catch {
        redirectHost = null
      }
      return {
        prompt,
        step: prompt === 'consent' ? 'consent' : pending ? 'code' : 'password',
        identityProvider: pending?.identityProvider ?? null,
        clientId,
        apis: [
          ...new Set(
            running.server.apis
              .filter((api) => api.grant === 'acg')
              .map((api) => api.name),
          ),
        ],
        scopes: scopesOf(interaction),
        redirectHost,
      }
    }
    if (request.method !== 'POST')
      throw new InputError(['Unknown sign-in step'])

    if (action === 'login' && prompt === 'login') {
      const body = parse(SignInPasswordSchema, request.body)
      await limits.assertTriesLeft(request, reply)
      const users = await service.usersOf(running.server)
      const user = users.find((candidate) => {
        const credential = candidate.credentials[body.identityProvider]
        return (
          credential?.username.toLowerCase() === body.username.toLowerCase() &&
          credential.password === body.password
        )
      })
      if (!user) {
        await limits.countFailure(request)
        throw fieldError('password', SIGN_IN_MESSAGES.wrongPassword)
      }
      await running.provider.interactionResult(
        request.raw,
        reply.raw,
        {
          pending: {
            accountId: user.id,
            identityProvider: body.identityProvider,
          },
        },
        { mergeWithLastSubmission: false },
      )
      return { step: 'code' }
    }

    if (action === 'code' && prompt === 'login') {
      const body = parse(SignInCodeSchema, request.body)
      if (!pending) throw new ForbiddenError(SIGN_IN_MESSAGES.expired)
      await limits.assertTriesLeft(request, reply)
      const user = (await service.usersOf(running.server)).find(
        (candidate) => candidate.id === pending.accountId,
      )
      const seed = user?.credentials[pending.identityProvider]?.seed
      const valid =
        seed &&
        new TOTP({
          secret: Secret.fromBase32(seed),
          digits: 6,
          period: 30,
        }).validate({
          token: body.code,
          window: 1,
        }) !== null
      if (!valid) {
        await limits.countFailure(request)
        throw fieldError('code', SIGN_IN_MESSAGES.wrongCode)
      }
      return finish(running, request, reply, {
        login: { accountId: pending.accountId, amr: ['pwd', 'otp'] },
      })
    }

    if (action === 'consent' && prompt === 'consent') {
      const { provider } = running
      const accountId = interaction.session?.accountId
      if (!accountId) throw new ForbiddenError(SIGN_IN_MESSAGES.expired)
      const grant = interaction.grantId
        ? await provider.Grant.find(interaction.grantId)
        : new provider.Grant({ accountId, clientId })
      if (!grant) throw new ForbiddenError(SIGN_IN_MESSAGES.expired)
      const details = interaction.prompt.details as {
        missingOIDCScope?: string[]
        missingOIDCClaims?: string[]
        missingResourceScopes?: Record<string, string[]>
      }
      if (details.missingOIDCScope)
        grant.addOIDCScope(details.missingOIDCScope.join(' '))
      if (details.missingOIDCClaims)
        grant.addOIDCClaims(details.missingOIDCClaims)
      for (const [resource, scopes] of Object.entries(
        details.missingResourceScopes ?? {},
      ))
        grant.addResourceScope(resource, scopes.join(' '))
      const grantId = await grant.save()
      // The token's patient: the client's launch parameter, else the test user's own ICN.
      const launch = interaction.params.launch
      const context =
        (typeof launch === 'string' && decodeLaunch(launch)) ||
        (await icnOf(service, running, accountId))
      await store
        .payloadsOf(running.server.path)
        .upsert('LaunchContext', grantId, { ...context }, 14 * 24 * 3600)
      return finish(running, request, reply, { consent: { grantId } })
    }

    if (action === 'deny') {
      return finish(running, request, reply, {
        error: 'access_denied',
        error_description: 'The test user did not allow access',
      })
    }
    throw new ForbiddenError(SIGN_IN_MESSAGES.expired)
  }
}

async function icnOf(
  service: OauthService,
  running: RunningServer,
  accountId: string,
) {
  const user = (await service.usersOf(running.server)).find(
    (candidate) => candidate.id === accountId,
  )
  const icn = user?.data.ICN
  return icn ? { patient: icn } : {}
}
