import {
  CatalogueSchema,
  type Catalogue,
  type Environment,
} from '@portal/schema/catalogue'
import { authServerIssuer, wellKnownUrl } from '@portal/schema/oauth-endpoints'
import type { FastifyInstance } from 'fastify'
import { etagOf } from '../../conditional-get.ts'
import { CHANGE_CHANNELS, type ChangeFeed } from '../../db/change-feed.ts'
import type { CatalogueStore } from './catalogue-store.ts'

// Short enough that an edit made through another instance shows within seconds; long enough
// that a burst of page loads costs one query instead of one per request.
const CACHE_MS = 5_000

/** The catalogue of one environment as the public gets it, with its JSON and its ETag. */
export interface CachedCatalogue {
  catalogue: Catalogue
  /**
   * The JSON, UTF-8 encoded once per version: a string answer is encoded again on every send
   * (about 120 kB), and the compression plugin's cache hit then costs nothing (R-PERF-CATALOGUE-CPU).
   */
  body: Buffer
  etag: string
  expiresAt: number
}

/**
 * The department's seed names its own sandbox authorization servers (dev-api.va.gov); the
 * sandbox that answers is this portal's, one server per baseAuthPath under the sandbox prefix.
 */
function withSandboxAuthServers(catalogue: Catalogue, sandboxBaseUrl: string) {
  for (const category of Object.values(catalogue)) {
    for (const api of category.apis) {
      const info = api.oAuthInfo?.acgInfo
      if (info)
        info.sandboxWellKnownConfig = wellKnownUrl(
          authServerIssuer(sandboxBaseUrl, info.baseAuthPath),
        )
    }
  }
}

/**
 * The public catalogue, read at most once per CACHE_MS per environment. It is the one owner of
 * what the public may see of the catalogue: `legacy.json` sends it, and the content endpoint
 * renders the markdown of its APIs only.
 */
export function createCatalogueCache(options: {
  store: CatalogueStore
  now: () => number
  /** The sandbox's public base: the OAuth APIs' well-known addresses lead there (R-OAUTH-SERVERS). */
  sandboxBaseUrl: string
}) {
  const { store, now, sandboxBaseUrl } = options
  const cache = new Map<Environment, CachedCatalogue>()
  // One read per environment at a time: when the entry expires under load, every request that
  // comes meanwhile waits for that read instead of starting its own.
  const reading = new Map<Environment, Promise<CachedCatalogue>>()
  // Bumped by `forget`: a read that started before a change must not cache what it read.
  let generation = 0

  async function read(environment: Environment): Promise<CachedCatalogue> {
    const startedIn = generation
    // Parsing with the shared schema drops anything server-only and proves the contract.
    const catalogue = CatalogueSchema.parse(
      await store.getCatalogue(environment),
    )
    if (environment === 'sandbox')
      withSandboxAuthServers(catalogue, sandboxBaseUrl)
    const json = JSON.stringify(catalogue)
    const etag = etagOf(json)
    const previous = cache.get(environment)
    const fresh = {
      catalogue,
      // Unchanged since the last read (the usual case): the same bytes go out.
      body: previous?.etag === etag ? previous.body : Buffer.from(json, 'utf8'),
      etag,
      expiresAt: now() + CACHE_MS,
    }
    if (startedIn === generation) cache.set(environment, fresh)
    return fresh
  }

  return {
    load(environment: Environment): Promise<CachedCatalogue> {
      const cached = cache.get(environment)
      if (cached && cached.expiresAt > now()) return Promise.resolve(cached)
      const pending = reading.get(environment)
      if (pending) return pending
      const started = read(environment).finally(() => {
        if (reading.get(environment) === started) reading.delete(environment)
      })
      reading.set(environment, started)
      return started
    },
    /** Drops what is cached: the next load reads the store (R-ENTRY-LIVE). */
    forget() {
      generation += 1
      cache.clear()
      // A read already under way may have missed the change: the next load starts a new one.
      reading.clear()
    },
  }
}

/**
 * Makes a cache forget whenever any instance changes an API or a category (migration 019's
 * NOTIFY) or this one announces it has (R-ENTRY-LIVE); stops listening when the app closes.
 */
export async function forgetOnCatalogueChange(
  app: FastifyInstance,
  listen: ChangeFeed['listen'] | undefined,
  forget: () => void,
): Promise<void> {
  if (!listen) return
  const stop = await listen(CHANGE_CHANNELS.catalogue, forget)
  app.addHook('onClose', stop)
}
