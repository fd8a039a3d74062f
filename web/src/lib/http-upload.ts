import { readApiError, RequestFailedError } from './http.ts'

// The production form's logo upload is its only user: a module of its own keeps it out of the
// entry chunk, where http.ts is (ADR 021, R-PERF-SHELL).

/** Options of an upload: progress from 0 to 1, and a signal that cancels it. */
export interface UploadOptions {
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

/**
 * POSTs a file as multipart form data after the given fields (a signed S3-style upload: the
 * file goes last). XMLHttpRequest rather than fetch, because only it reports upload progress.
 * Any 2xx resolves; other statuses throw RequestFailedError, a network failure TypeError, a cancel
 * DOMException AbortError.
 */
export function uploadWithProgress(
  url: string,
  fields: readonly [string, string][],
  file: File,
  options: UploadOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    const body = new FormData()
    for (const [name, value] of fields) body.append(name, value)
    body.append('file', file)
    const onAbort = () => {
      request.abort()
    }
    options.signal?.addEventListener('abort', onAbort, { once: true })
    const settle = () => options.signal?.removeEventListener('abort', onAbort)
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total)
    })
    request.addEventListener('load', () => {
      settle()
      if (request.status >= 200 && request.status < 300) {
        options.onProgress?.(1)
        resolve()
        return
      }
      let errors: string[] = []
      try {
        const parsed = readApiError(JSON.parse(request.responseText))
        if (parsed) errors = parsed.errors
      } catch {
        // S3 answers in XML; the status says enough.
      }
      reject(new RequestFailedError(request.status, errors))
    })
    request.addEventListener('error', () => {
      settle()
      reject(new TypeError('Network error while uploading'))
    })
    request.addEventListener('abort', () => {
      settle()
      reject(new DOMException('Upload cancelled', 'AbortError'))
    })
    request.open('POST', url)
    request.send(body)
    if (options.signal?.aborted) request.abort()
  })
}
