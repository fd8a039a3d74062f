import { parse as parseContentDisposition } from 'content-disposition'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  LogoUploadDescriptorSchema,
  LogoUploadRequestSchema,
  uploadFormFields,
} from '@portal/schema/logo-upload'
import { csrfHeaders } from '../build-test-app.ts'
import { anyJson, nastyCharacter, nastyString } from './fuzz-arbitraries.ts'
import { pathSegment } from './fuzz-request-arbitraries.ts'
import {
  API,
  buildFuzzApp,
  expectSafeAnswer,
  FUZZ_PARAMETERS,
  FUZZ_RUNS,
  FUZZ_TIMEOUT,
  fuzzJsonPost,
  injectSettled,
  postRaw,
  StatusTally,
} from './fuzz-kit.ts'

const URL = `${API}/consumers/logo-upload`
const LOCAL = `${URL}/local`
// Signed uploads expire after 15 minutes: a fixed clock keeps the valid ones valid however long the run.
const NOW = Date.parse('2026-11-24T12:00:00Z')
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
])

interface Part {
  name: string
  value: string | Buffer
  fileName?: string
  type?: string
}

// A multipart body built by hand, so names, headers and boundaries can be anything.
function multipartBody(parts: Part[], boundary: string): Buffer {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.fileName === undefined ? '' : `; filename="${part.fileName}"`) +
        (part.type === undefined ? '' : `\r\nContent-Type: ${part.type}`) +
        '\r\n\r\n',
    ),
    Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
    Buffer.from('\r\n'),
  ])
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)])
}

async function signedParts(
  app: Awaited<ReturnType<typeof buildFuzzApp>>['app'],
) {
  const response = await postRaw(
    app,
    URL,
    JSON.stringify({ fileName: 'logo.png', fileType: 'image/png' }),
  )
  const descriptor = LogoUploadDescriptorSchema.parse(response.json())
  const fields: Part[] = uploadFormFields(descriptor).map(([name, value]) => ({
    name,
    value,
  }))
  return {
    descriptor,
    parts: [
      ...fields,
      { name: 'file', value: PNG, fileName: 'logo.png', type: 'image/png' },
    ],
  }
}

/** A multipart upload near a valid one: fields changed, dropped, moved or doubled, odd files. */
function uploadArbitrary(valid: Part[]) {
  const index = fc.nat(valid.length - 1)
  const file = fc.oneof(
    fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(PNG),
    fc.constant(Buffer.alloc(0)),
    fc.constant(Buffer.from([0xff, 0xd8, 0xff, 0xe0])),
  )
  const parts = fc.oneof(
    fc
      .tuple(index, nastyString)
      .map(([at, value]) =>
        valid.map((part, i) =>
          i === at ? { ...part, value: value.slice(0, 9000) } : part,
        ),
      ),
    fc.subarray(valid),
    fc.shuffledSubarray(valid, { minLength: valid.length }),
    fc
      .tuple(index, index)
      .map(([a, b]) => [...valid, valid[a] as Part, valid[b] as Part]),
    file.map((bytes) =>
      valid.map((part) =>
        part.name === 'file' ? { ...part, value: bytes } : part,
      ),
    ),
    fc.constant(valid),
  )
  const boundary = fc.oneof(
    { weight: 5, arbitrary: fc.constant('----fuzzBoundary7MA4YWxk') },
    {
      weight: 1,
      arbitrary: fc.string({ unit: nastyCharacter, maxLength: 80 }),
    },
  )
  const contentType = fc.oneof(
    {
      weight: 5,
      arbitrary: fc.constant(
        (b: string) => `multipart/form-data; boundary=${b}`,
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        () => 'multipart/form-data',
        () => 'multipart/form-data; boundary=',
        (b: string) => `multipart/mixed; boundary=${b}`,
        () => 'application/json',
        () => 'text/plain',
      ),
    },
  )
  const garbage = fc.oneof(
    fc.uint8Array({ maxLength: 500 }).map((bytes) => Buffer.from(bytes)),
    fc
      .string({ unit: nastyCharacter, maxLength: 200 })
      .map((text) => Buffer.from(text)),
  )
  return fc.record({
    parts,
    boundary,
    contentType,
    // Mostly whole bodies: a cut-off one or bytes of garbage one time in six.
    cut: fc.oneof(
      { weight: 5, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.nat() },
    ),
    garbage: fc.oneof(
      { weight: 5, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: garbage },
    ),
  })
}

test(
  'The upload descriptor, the local upload (multipart) and the logo files answer any input under 500 with the envelope (R-INPUT-ENVELOPE)',
  async () => {
    const { app } = await buildFuzzApp(() => NOW)
    const tally = new StatusTally()
    await fuzzJsonPost(
      app,
      URL,
      { fileName: 'logo.png', fileType: 'image/png' },
      { tally },
    )

    const { descriptor, parts } = await signedParts(app)
    const logoPath = new globalThis.URL(descriptor.logoUrls.icon).pathname
    const upload = (body: Buffer, contentType: string) =>
      injectSettled(app, {
        method: 'POST',
        url: LOCAL,
        payload: body,
        headers: { 'content-type': contentType },
      })
    const boundary = '----fuzzBoundary7MA4YWxk'
    const first = await upload(
      multipartBody(parts, boundary),
      `multipart/form-data; boundary=${boundary}`,
    )
    expect(first.statusCode).toBe(204)
    const stored = await app.inject({ method: 'GET', url: logoPath })

    await fc.assert(
      fc.asyncProperty(uploadArbitrary(parts), async (sample) => {
        const whole =
          sample.garbage ?? multipartBody(sample.parts, sample.boundary)
        const body =
          sample.cut === null
            ? whole
            : whole.subarray(0, sample.cut % (whole.length + 1))
        expectSafeAnswer(
          await upload(body, sample.contentType(sample.boundary)),
          tally,
        )
      }),
      FUZZ_PARAMETERS,
    )
    await fc.assert(
      fc.asyncProperty(
        pathSegment,
        pathSegment,
        anyJson,
        async (id, name, extra) => {
          const url = `${API}/consumers/logos/original/${id}/${name}?x=${encodeURIComponent(JSON.stringify(extra)).slice(0, 500)}`
          expectSafeAnswer(
            await injectSettled(app, {
              method: 'GET',
              url,
              headers: csrfHeaders(),
            }),
            tally,
          )
        },
      ),
      FUZZ_PARAMETERS,
    )
    expect(tally.total).toBe(3 * FUZZ_RUNS)
    console.info(`logo upload and files: ${tally}`)
    // The logo stored first is still there, byte for byte.
    const after = await app.inject({ method: 'GET', url: logoPath })
    expect(after.statusCode).toBe(200)
    expect(after.rawPayload.equals(stored.rawPayload)).toBe(true)
    const again = await signedParts(app)
    const last = await upload(
      multipartBody(again.parts, boundary),
      `multipart/form-data; boundary=${boundary}`,
    )
    expect(last.statusCode).toBe(204)
  },
  3 * FUZZ_TIMEOUT,
)

// File names as browsers and file systems give them: letters, any Unicode (two-unit characters
// and combining marks included), dots, slashes both ways, spaces; up to past the 255 allowed.
const nameUnit = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('a', 'Z', '7', '-', '_') },
  { weight: 2, arbitrary: fc.constantFrom('.', '/', '\\', ' ') },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom('é', 'Ω', '日', '😀', '\u0301') },
)
const fileName = fc.oneof(
  fc.string({ unit: nameUnit, maxLength: 40 }),
  fc.string({ unit: nameUnit, minLength: 180, maxLength: 300, size: 'max' }),
  fc
    .tuple(fc.integer({ min: 200, max: 260 }), fc.constantFrom('.png', '.jpg'))
    .map(([length, extension]) => 'L'.repeat(length) + extension),
  // Half a surrogate pair is no character: no header or UTF-8 can carry it (a 400).
  fc.constantFrom('logo\ud800.png', '\udfff', 'a\udc00\ud83d.png'),
)

test(
  'Every file name the sign route accepts can be uploaded and served, and comes back as the applicant chose it; any other is a 400 (R-UPLOAD-GENERATED-NAMES, R-LOGO-FILE-NAME)',
  async () => {
    const { app } = await buildFuzzApp(() => NOW)
    const boundary = '----fuzzBoundary7MA4YWxk'
    await fc.assert(
      fc.asyncProperty(fileName, async (name) => {
        const signed = await postRaw(
          app,
          URL,
          JSON.stringify({ fileName: name, fileType: 'image/png' }),
        )
        const accepted = LogoUploadRequestSchema.safeParse({
          fileName: name,
          fileType: 'image/png',
        })
        expect(signed.statusCode).toBe(accepted.success ? 201 : 400)
        if (!accepted.success) return
        const descriptor = LogoUploadDescriptorSchema.parse(signed.json())
        // The name is data: the descriptor carries it for the form, the signed fields for the bucket.
        expect(descriptor.fileName).toBe(accepted.data.fileName)
        expect(
          parseContentDisposition(descriptor.contentDisposition).parameters
            .filename,
        ).toBe(accepted.data.fileName)
        const parts: Part[] = [
          ...uploadFormFields(descriptor).map(([field, value]) => ({
            name: field,
            value,
          })),
          { name: 'file', value: PNG, fileName: 'logo.png', type: 'image/png' },
        ]
        const upload = await injectSettled(app, {
          method: 'POST',
          url: LOCAL,
          payload: multipartBody(parts, boundary),
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
        })
        expect(upload.statusCode).toBe(204)
        const served = await app.inject({
          method: 'GET',
          url: new globalThis.URL(descriptor.logoUrls.icon).pathname,
        })
        expect(served.statusCode).toBe(200)
        expect(served.rawPayload.equals(PNG)).toBe(true)
        // Served as S3 serves it: with the signed Content-Disposition, whose name is the one chosen.
        expect(
          parseContentDisposition(String(served.headers['content-disposition']))
            .parameters.filename,
        ).toBe(accepted.data.fileName)
      }),
      { ...FUZZ_PARAMETERS, numRuns: Math.min(FUZZ_RUNS, 300) },
    )
  },
  FUZZ_TIMEOUT,
)
