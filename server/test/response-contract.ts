import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'

// The OpenAPI document against the API as the tests drive it (R-PLATFORM-OPENAPI): every route
// under the API prefix is registered through here, and every answer any server test gets is
// checked against what the document declares for its route and status. A test that gets an
// answer the document does not declare fails when it finishes (build-test-app.ts).

/** The parts of an OpenAPI document the check reads. */
export interface OpenApiDocument {
  openapi: string
  paths: Record<
    string,
    Record<
      string,
      {
        tags?: string[]
        summary?: string
        operationId?: string
        responses?: Record<
          string,
          { description: string; content?: Record<string, { schema?: object }> }
        >
      }
    >
  >
  components?: object
}

/** `/v0/docs/:urlFragment/metadata.json` → `/v0/docs/{urlFragment}/metadata.json`. */
export const openApiPath = (url: string) =>
  url.replaceAll(/:([A-Za-z0-9_]+)/g, '{$1}')

/** A registered route: its method and its address as registered. */
export interface RegisteredRoute {
  method: string
  url: string
}

// Fastify adds a HEAD beside every GET: the same operation, not one of its own.
const isImplicit = (route: RouteOptions) => route.method === 'HEAD'

/** Collects routes as they register and checks answers; `violations` lists what broke the contract. */
export function createResponseContract(apiPrefix = '/platform-backend') {
  const routes: RegisteredRoute[] = []
  // Routes a test adds to the built app (a route that throws, an echo) are not the API's.
  const addedByTests = new Set<string>()
  let isSealed = false
  const violations: string[] = []
  const ajv = new Ajv2020({ strict: false, validateFormats: false })
  const validators = new Map<string, ValidateFunction>()
  let document: OpenApiDocument | undefined

  function check(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
  ) {
    const url = request.routeOptions.url
    if (!url?.startsWith(`${apiPrefix}/`) || addedByTests.has(url)) return
    document ??= request.server.swagger() as unknown as OpenApiDocument
    const method =
      request.method.toLowerCase() === 'head'
        ? 'get'
        : request.method.toLowerCase()
    const name = `${request.method} ${url}`
    const operation = document.paths[openApiPath(url)]?.[method]
    if (!operation) {
      violations.push(`${name}: not in the document`)
      return
    }
    const status = String(reply.statusCode)
    const declared = operation.responses?.[status]
    if (!declared) {
      violations.push(
        `${name}: answered ${status}, which the document does not declare`,
      )
      return
    }
    const text =
      typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload)
          ? payload.toString('utf8')
          : null
    if (!declared.content) {
      if (text)
        violations.push(
          `${name}: ${status} has a body the document does not declare`,
        )
      return
    }
    const mediaType =
      String(reply.getHeader('content-type') ?? '')
        .split(';')[0]
        ?.trim() ?? ''
    const media = declared.content[mediaType]
    if (!media) {
      violations.push(
        `${name}: ${status} answered ${mediaType || 'no content type'}, not declared`,
      )
      return
    }
    // Compressed or streamed answers (a logo, a big catalogue) are checked by type only.
    if (
      text === null ||
      reply.getHeader('content-encoding') ||
      !mediaType.endsWith('json')
    )
      return
    const key = `${method} ${url} ${status} ${mediaType}`
    let validate = validators.get(key)
    if (!validate) {
      validate = ajv.compile({
        ...media.schema,
        components: document.components,
      })
      validators.set(key, validate)
    }
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      violations.push(`${name}: ${status} is not JSON`)
      return
    }
    if (!validate(body))
      violations.push(
        `${name}: ${status} does not match the document: ${ajv.errorsText(validate.errors)}`,
      )
  }

  return {
    routes,
    violations,
    /** Called once the app is built: routes registered after are a test's own. */
    seal: () => {
      isSealed = true
    },
    inspect: {
      onRoute: (route: RouteOptions) => {
        if (isSealed) addedByTests.add(route.url)
        if (isImplicit(route) || isSealed) return
        for (const method of [route.method].flat())
          routes.push({ method, url: route.url })
      },
      onSend: check,
    },
  }
}
