import type { Version } from '@portal/schema/version-metadata'

/** A documented version served by the MSW docs handlers. */
export function makeVersion(
  fragment: string,
  version: string,
  status: Version['status'],
  label: string,
): Version {
  const path = `/platform-backend/v0/docs/${fragment}/${version}/openapi.json`
  return { version, status, label, internal_only: false, path, sf_path: path }
}

/** A small OpenAPI 3 document with security and a server, so the curl builder shows. */
export function makeSpec(title: string) {
  return {
    openapi: '3.0.1',
    info: { title, version: '0.0.1' },
    servers: [
      {
        url: 'https://sandbox-api.va.gov/services/va_facilities/{version}',
        variables: { version: { default: 'v0' } },
      },
    ],
    components: {
      securitySchemes: {
        apikey: { type: 'apiKey', in: 'header', name: 'apikey' },
      },
    },
    security: [{ apikey: [] }],
    paths: {
      '/facilities/{id}': {
        get: {
          summary: 'Get a facility',
          parameters: [
            {
              name: 'id',
              in: 'path',
              required: true,
              schema: { type: 'string' },
            },
          ],
          responses: { '200': { description: 'OK' } },
        },
      },
    },
  }
}
