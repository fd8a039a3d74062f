import { createHash } from 'node:crypto'

// The converter loads with the first collection asked for, not with the app: it is a tenth of the
// app's import time, and most processes that build the app never make a collection.
const converter = () => import('openapi-to-postmanv2')

/** The variables a downloaded collection reads, filled by the sandbox environment. */
const POSTMAN_VARIABLES = {
  baseUrl: 'baseUrl',
  apiKey: 'apikey',
  token: 'token',
} as const

// The converter names its auth variables after the scheme kinds; the environment's are shorter.
const VARIABLE_RENAMES: [string, string][] = [
  ['{{apiKey}}', `{{${POSTMAN_VARIABLES.apiKey}}}`],
  ['{{bearerToken}}', `{{${POSTMAN_VARIABLES.token}}}`],
  ['{{accessToken}}', `{{${POSTMAN_VARIABLES.token}}}`],
]

/**
 * A Postman collection (v2.1) of an OpenAPI document, made by openapi-to-postmanv2 (R-DOCS-POSTMAN):
 * a folder per tag, request values from the spec's examples, the auth inherited from the
 * collection and read from the `apikey` or `token` variable. The converter reads only the text it
 * is given (no `$ref` outside the document is followed: the portal's specs have none).
 */
export async function toPostmanCollection(
  specText: string,
): Promise<Record<string, unknown>> {
  const { convertV2 } = await converter()
  return new Promise((resolve, reject) => {
    convertV2(
      { type: 'string', data: specText },
      {
        folderStrategy: 'Tags',
        parametersResolution: 'Example',
        includeAuthInfoInExample: false,
      },
      (error, result) => {
        const output = result?.output?.[0]?.data as unknown
        if (error || !result?.result || typeof output !== 'object' || !output) {
          reject(error ?? new Error(result?.reason ?? 'Conversion failed'))
          return
        }
        let text = JSON.stringify(output)
        for (const [from, to] of VARIABLE_RENAMES)
          text = text.replaceAll(from, to)
        resolve(JSON.parse(text) as Record<string, unknown>)
      },
    )
  })
}

interface Servers {
  servers?: { url: string; variables?: Record<string, { default?: string }> }[]
  host?: string
  basePath?: string
  schemes?: string[]
  info?: { title?: string }
}

/** The base URL of a served document: its first server (the gateway), variables at their defaults. */
export function baseUrlOf(document: Servers): string | null {
  const server = document.servers?.[0]
  if (server) {
    return server.url.replaceAll(
      /\{([^}]+)\}/g,
      (whole, name: string) => server.variables?.[name]?.default ?? whole,
    )
  }
  if (document.host)
    return `${document.schemes?.[0] ?? 'https'}://${document.host}${document.basePath ?? ''}`
  return null
}

/** A Postman environment for the sandbox: its base URL, and an empty key and token to fill in. */
export function sandboxEnvironment(name: string, baseUrl: string) {
  return {
    id: createHash('sha1').update(`${name}\n${baseUrl}`).digest('hex'),
    name,
    values: [
      {
        key: POSTMAN_VARIABLES.baseUrl,
        value: baseUrl,
        type: 'default',
        enabled: true,
      },
      {
        key: POSTMAN_VARIABLES.apiKey,
        value: '',
        type: 'secret',
        enabled: true,
      },
      {
        key: POSTMAN_VARIABLES.token,
        value: '',
        type: 'secret',
        enabled: true,
      },
    ],
    _postman_variable_scope: 'environment',
  }
}
