/**
 * Stands in for swagger-client's ApiDOM resolver strategies (OpenAPI 3.1, OpenAPI 3.2, JSON Schema
 * 2020-12), which vite.config.ts aliases here: they were about 45 kB of gzip on the docs page
 * (apidom and its parsers, ADR 021, R-PERF-DOCS) and every spec the portal serves is OpenAPI 3.0
 * or Swagger 2.0. It never matches, so a 3.1 spec would be resolved by swagger-client's generic
 * strategy (the $ref resolver swagger-ui used before 3.1) and still rendered by swagger-ui's
 * OpenAPI 3.1 plugin.
 */
const noApiDomStrategy = {
  name: 'no-apidom',
  match: () => false,
  normalize: <T>(spec: T): T => spec,
  resolve: () =>
    Promise.reject(new Error('The ApiDOM resolver is not in this build')),
}

export default noApiDomStrategy
