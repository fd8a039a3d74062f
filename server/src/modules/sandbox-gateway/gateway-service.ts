import { createHmac } from 'node:crypto'
import type { FeatureFlags } from '@portal/schema/site-config'
import { isUsableCredential } from '../../db/credential-validity.ts'
import {
  gatewayAuthOf,
  rowPublicStatus,
  type GatewayAuth,
  type PublicStatusRow,
} from '../catalogue/index.ts'
import type { GatewayStore, StoredApiKey } from './gateway-store.ts'
import {
  answerFromSpec,
  NO_ROUTE,
  type GatewayLog,
  type MockAnswer,
  type MockRequest,
} from './mock-responder.ts'
import {
  buildSpecTable,
  matchSpec,
  type GatewaySpec,
  type KeyPlace,
  type SpecTable,
} from './spec-registry.ts'
import type { TestUser } from './test-user-keys.ts'
import { deprecationHeaders, goneBody } from './deprecation-headers.ts'

/** The department gateway's words (R-GATEWAY-KEY). */
export const GATEWAY_MESSAGES = {
  noKey: 'No API key found in request',
  invalidKey: 'Invalid authentication credentials',
  otherApi: 'You cannot consume this service',
  noToken: 'Unauthorized',
} as const

/** Where every key API takes its key, whatever its spec declares (R-GATEWAY-KEY). */
const APIKEY_HEADER: KeyPlace = { in: 'header', name: 'apikey' }

/** A call the gateway has placed: which spec and API answer it. */
export interface RoutedCall {
  spec: GatewaySpec
  /** The path after the spec's base path. */
  rest: string
  api: PublicStatusRow
  /** How the API is called: with a key, with an OAuth token, or (open data) with nothing. */
  auth: GatewayAuth
  /** `Deprecation`, `Sunset` and `Link` of every answer for the API (R-DEPRECATION-HEADERS). */
  lifecycleHeaders: Record<string, string>
  /** Past its deactivation: every call is answered 410 (R-DEPRECATION-GONE). */
  gone: MockAnswer | null
}

/** The gateway's refusal of a call's credentials. */
export interface Refusal {
  status: 401 | 403
  message: string
  /** OAuth APIs tell the client how to authenticate. */
  wwwAuthenticate?: string
  /** OAuth refusals answer in RFC 6750's words instead of the key messages. */
  body?: Record<string, string>
}

/** Checks a bearer token for an API (the sandbox authorization servers own the rules). */
type VerifyBearer = (
  altId: string,
  token: string,
) => Promise<
  | { credentialId: string }
  | {
      status: 401 | 403
      error: string
      description: string
      scope?: string
    }
>

interface GatewayServiceDeps {
  store: GatewayStore
  /** The HMAC key credentials are stored under. */
  credentialHash: string
  flags: FeatureFlags
  now: () => number
  /** The gateway's public base (links in answers lead there). */
  gatewayBase: string
  /** The portal's public origin: the deprecation links lead to the API's page there. */
  publicOrigin: string
  /** Checks bearer tokens for OAuth APIs (R-OAUTH-GATEWAY); without it they are refused. */
  verifyBearer?: VerifyBearer
}

const KEY_CACHE_MS = 5_000
const KEY_CACHE_MAX = 10_000

/**
 * The bodies read as forms (the route reads their fields) whose fields are text, validated with
 * their schema's types coerced (`formEngine`).
 */
export const FORM_TYPES =
  /^\s*(?:multipart\/form-data|application\/x-www-form-urlencoded)\b/i

/**
 * The sandbox gateway's rules (R-GATEWAY-*): which spec and API a path names (callable ones only,
 * by the public-status rule), whether the credential may call it, and the spec's answer.
 */
export function createGatewayService(deps: GatewayServiceDeps) {
  const hmac = (value: string) =>
    createHmac('sha256', deps.credentialHash).update(value).digest('base64url')

  // The specs and the catalogue, read on the first call after a start or a published spec
  // (forgetSpecs, on every instance through the change feed: R-SPEC-LIVE).
  let loaded:
    | Promise<{ table: SpecTable; apis: Map<string, PublicStatusRow> }>
    | undefined
  const load = () =>
    (loaded ??= Promise.all([deps.store.listSpecs(), deps.store.listApis()])
      .then(([specs, apis]) => ({
        table: buildSpecTable(specs),
        apis: new Map(apis.map((api) => [api.url_fragment, api])),
      }))
      .catch((error: unknown) => {
        loaded = undefined
        throw error
      }))
  const testUsers = new Map<string, Promise<TestUser[]>>()
  const usersOf = (slug: string) => () => {
    let users = testUsers.get(slug)
    if (!users) {
      users = deps.store.testUsersOf(slug)
      testUsers.set(slug, users)
      users.catch(() => testUsers.delete(slug))
    }
    return users
  }

  // A short cache of key look-ups keeps the database off the hot path (the gateway's 1 ms budget).
  const keys = new Map<string, { key: StoredApiKey | null; until: number }>()
  // Bumped by forgetKeys: a look-up that began before a change may have read the old row, so it
  // answers its own request but is not cached (R-REVOKE-AT-ONCE).
  let generation = 0
  const findKey = async (secretHmac: string) => {
    const cached = keys.get(secretHmac)
    if (cached && cached.until > deps.now()) return cached.key
    const startedIn = generation
    const key = await deps.store.findApiKey(secretHmac)
    if (startedIn !== generation) return key
    if (keys.size >= KEY_CACHE_MAX) keys.clear()
    keys.set(secretHmac, { key, until: deps.now() + KEY_CACHE_MS })
    return key
  }

  return {
    /** Forgets the spec table: a spec was published or rolled back somewhere (R-SPEC-LIVE). */
    forgetSpecs: () => {
      loaded = undefined
      // Test users are forgotten with the catalogue too: a publisher changed some (R-TEST-USERS-LIVE).
      testUsers.clear()
    },

    /** Forgets every cached key look-up: a credential changed somewhere (R-CARE-REFUSE). */
    forgetKeys: () => {
      generation += 1
      keys.clear()
    },

    /** The spec and API of a gateway path; null when none is callable there (404). */
    async route(path: string): Promise<RoutedCall | null> {
      const { table, apis } = await load()
      const match = matchSpec(table, path)
      const api = match && apis.get(match.spec.apiUrlFragment)
      if (!match || !api) return null
      const { status, api: entry } = rowPublicStatus(api, {
        now: deps.now(),
        flags: deps.flags,
      })
      // A deactivated API that would be callable otherwise answers 410, not 404: its callers
      // learn it is gone for good, and where to read why (R-DEPRECATION-GONE).
      const isGone =
        status.isFound &&
        status.isDeactivated &&
        api.environments.includes('sandbox')
      if (!status.isCallableInSandbox && !isGone) return null
      const pageUrl = `${deps.publicOrigin}/explore/api/${api.url_slug}`
      const lifecycleHeaders = deprecationHeaders(
        entry.deactivationInfo,
        pageUrl,
      )
      return {
        ...match,
        api,
        auth: gatewayAuthOf(api),
        lifecycleHeaders: isGone
          ? {
              link: `<${pageUrl}>; rel="deprecation"; type="text/html"`,
              ...lifecycleHeaders,
            }
          : lifecycleHeaders,
        gone: isGone
          ? {
              status: 410,
              contentType: 'application/json',
              body: goneBody(
                api.name,
                entry.deactivationInfo?.deactivationDate,
                pageUrl,
              ),
              pathTemplate: '',
            }
          : null,
      }
    },

    /**
     * Checks the call's credential (R-GATEWAY-KEY, R-OAUTH-GATEWAY): a key in the `apikey` header
     * or where the spec's apiKey schemes put it (R-GATEWAY-KEY-PLACE), or a bearer token for OAuth
     * APIs. The credential's id when it may call this API, else the refusal.
     */
    async authorize(
      call: RoutedCall,
      credentials: {
        /** The key where the spec's key places and the `apikey` header put it. */
        apiKey: (places: readonly KeyPlace[]) => string | undefined
        authorization: string | undefined
      },
    ): Promise<{ credentialId: string | null } | { refusal: Refusal }> {
      if (call.auth === 'none') return { credentialId: null }
      if (call.auth === 'oauth') {
        const token = /^Bearer (\S{1,8192})$/i.exec(
          credentials.authorization ?? '',
        )?.[1]
        if (!token || !deps.verifyBearer || !call.api.alt_id)
          return {
            refusal: {
              status: 401,
              message: GATEWAY_MESSAGES.noToken,
              wwwAuthenticate: 'Bearer',
            },
          }
        const result = await deps.verifyBearer(call.api.alt_id, token)
        if ('credentialId' in result)
          return { credentialId: result.credentialId }
        const scope = result.scope ? `, scope="${result.scope}"` : ''
        return {
          refusal: {
            status: result.status,
            message: result.description,
            wwwAuthenticate: `Bearer error="${result.error}", error_description="${result.description}"${scope}`,
            body: {
              error: result.error,
              error_description: result.description,
            },
          },
        }
      }
      const apiKey = credentials.apiKey([APIKEY_HEADER, ...call.spec.keyPlaces])
      if (!apiKey)
        return { refusal: { status: 401, message: GATEWAY_MESSAGES.noKey } }
      const key = await findKey(hmac(apiKey))
      const now = deps.now()
      if (!key || !isUsableCredential(key, now))
        return {
          refusal: { status: 401, message: GATEWAY_MESSAGES.invalidKey },
        }
      const entries = key.apis.split(',')
      if (!entries.includes(`apikey/${call.api.alt_id}`))
        return { refusal: { status: 403, message: GATEWAY_MESSAGES.otherApi } }
      return { credentialId: key.id }
    },

    /** The spec's answer to the call. */
    async answer(
      call: RoutedCall,
      request: Omit<MockRequest, 'path'>,
      log?: GatewayLog,
    ): Promise<MockAnswer> {
      const type = [request.headers['content-type']].flat()[0] ?? ''
      const isForm = FORM_TYPES.test(type)
      return answerFromSpec(
        await (isForm ? call.spec.formEngine() : call.spec.engine()),
        { ...request, path: call.rest },
        {
          testUsers: usersOf(call.api.url_slug),
          gatewayBase: deps.gatewayBase,
          log,
          api: `${call.api.url_slug} ${call.spec.version}`,
          keyQueryNames: call.spec.keyPlaces.flatMap((place) =>
            place.in === 'query' ? [place.name] : [],
          ),
        },
      )
    },

    /** The answer for a path no callable API owns. */
    notFound: (): MockAnswer => ({
      status: 404,
      contentType: 'application/json',
      body: NO_ROUTE,
      pathTemplate: '',
    }),
  }
}

/** The gateway service. */
export type GatewayService = ReturnType<typeof createGatewayService>
