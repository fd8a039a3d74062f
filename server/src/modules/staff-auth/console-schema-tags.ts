// The console's routes carry OpenAPI tags and summaries in their schema (issue 28: the developer
// experience issue publishes them). Fastify's own schema type names only the parts it validates;
// these are declared the way @fastify/swagger declares them, so the two merge when it arrives.
declare module 'fastify' {
  interface FastifySchema {
    tags?: readonly string[]
    summary?: string
  }
}

/** The tag of every console endpoint. */
export const CONSOLE_TAGS = ['console'] as const
