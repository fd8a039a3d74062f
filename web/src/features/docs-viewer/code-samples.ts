import { HTTPSnippet, type HarRequest } from '@readme/httpsnippet'
import type { BuiltRequest } from './curl-command.ts'

// The code samples of the docs page (R-DOCS-SAMPLES): one request, seven languages, written by
// httpsnippet (the library ReadMe's and Insomnia's docs use). Each language's client is the one
// its standard library has, or its most used: no sample needs a package the reader may not have,
// but Python's requests. This module is loaded only when the samples are opened (R-PERF-FIRST-LOAD).

/** The languages, in the order of their tabs: httpsnippet's target and client for each. */
export const SAMPLE_LANGUAGES = [
  { id: 'curl', label: 'curl', target: 'shell', client: 'curl' },
  {
    id: 'javascript',
    label: 'JavaScript',
    target: 'javascript',
    client: 'fetch',
  },
  { id: 'python', label: 'Python', target: 'python', client: 'requests' },
  { id: 'java', label: 'Java', target: 'java', client: 'nethttp' },
  { id: 'csharp', label: 'C#', target: 'csharp', client: 'httpclient' },
  { id: 'go', label: 'Go', target: 'go', client: 'native' },
  { id: 'ruby', label: 'Ruby', target: 'ruby', client: 'native' },
] as const

/** A language of the samples. */
export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]['id']

/** One language's sample. */
export interface CodeSample {
  id: SampleLanguage
  label: string
  code: string
}

/** The request as HAR, httpsnippet's input. */
function toHar(request: BuiltRequest): HarRequest {
  const mimeType =
    request.headers
      .find((header) => header.name.toLowerCase() === 'content-type')
      ?.value.split(';')[0]
      ?.trim() ?? 'application/json'
  return {
    method: request.method,
    url: request.url,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: request.headers,
    queryString: [],
    headersSize: -1,
    bodySize: -1,
    // httpsnippet's type wants postData; an empty one is "no body" to it.
    postData: request.form
      ? { mimeType: 'multipart/form-data', params: request.form }
      : request.body === undefined
        ? { mimeType: 'application/octet-stream' }
        : { mimeType, text: request.body },
  }
}

/** The request in every language of the tabs. */
export function codeSamples(request: BuiltRequest): CodeSample[] {
  const snippet = new HTTPSnippet(toHar(request))
  return SAMPLE_LANGUAGES.map(({ id, label, target, client }) => {
    const [code] = snippet.convert(target, client, { indent: '  ' }) || []
    return { id, label, code: typeof code === 'string' ? code : '' }
  })
}
