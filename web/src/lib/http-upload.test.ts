import { afterEach, expect, test, vi } from 'vitest'
import { RequestFailedError } from './http.ts'
import { uploadWithProgress } from './http-upload.ts'

// A stand-in for the browser's XMLHttpRequest: the test drives its events.
class FakeRequest extends EventTarget {
  static last: FakeRequest | undefined
  upload = new EventTarget()
  status = 0
  responseText = ''
  sent: FormData | undefined
  url = ''
  constructor() {
    super()
    FakeRequest.last = this
  }
  open(_method: string, url: string) {
    this.url = url
  }
  send(body: FormData) {
    this.sent = body
  }
  abort() {
    this.dispatchEvent(new Event('abort'))
  }
  finish(status: number, body = '') {
    this.status = status
    this.responseText = body
    this.dispatchEvent(new Event('load'))
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const file = new File(['png'], 'logo.png', { type: 'image/png' })

test('Posts the fields, then the file last, and reports progress until done', async () => {
  vi.stubGlobal('XMLHttpRequest', FakeRequest)
  const progress: number[] = []
  const done = uploadWithProgress(
    '/upload',
    [
      ['key', 'original/x/logo.png'],
      ['policy', 'p'],
    ],
    file,
    {
      onProgress: (fraction) => progress.push(fraction),
    },
  )
  const request = FakeRequest.last!
  expect([...request.sent!.keys()]).toEqual(['key', 'policy', 'file'])
  request.upload.dispatchEvent(
    Object.assign(new Event('progress'), {
      lengthComputable: true,
      loaded: 1,
      total: 4,
    }),
  )
  request.finish(204)
  await done
  expect(progress).toEqual([0.25, 1])
})

test('A refused upload carries the server messages; a network failure and a cancel reject too', async () => {
  vi.stubGlobal('XMLHttpRequest', FakeRequest)
  const tooLarge = uploadWithProgress('/upload', [], file)
  FakeRequest.last!.finish(
    413,
    '{"errors":["Files should be less than 10 MB."]}',
  )
  await expect(tooLarge).rejects.toMatchObject({
    status: 413,
    errors: ['Files should be less than 10 MB.'],
  })
  await expect(tooLarge).rejects.toBeInstanceOf(RequestFailedError)

  const s3 = uploadWithProgress('/upload', [], file)
  FakeRequest.last!.finish(403, '<Error><Code>AccessDenied</Code></Error>')
  await expect(s3).rejects.toMatchObject({ status: 403, errors: [] })

  const offline = uploadWithProgress('/upload', [], file)
  FakeRequest.last!.dispatchEvent(new Event('error'))
  await expect(offline).rejects.toBeInstanceOf(TypeError)

  const controller = new AbortController()
  const cancelled = uploadWithProgress('/upload', [], file, {
    signal: controller.signal,
  })
  controller.abort()
  await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' })
})
