import { randomUUID } from 'node:crypto'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import {
  LogoUploadDescriptorSchema,
  uploadFormFields,
} from '@portal/schema/logo-upload'
import {
  buildTestApp,
  csrfHeaders,
  TEST_SECRETS,
} from '../../../test/build-test-app.ts'
import { localLogoStorage, s3LogoStorage } from './logo-storage.ts'
import { verifyUpload } from './upload-policy.ts'

const API = '/platform-backend/v0/consumers/logo-upload'
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
])
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(100, 1),
])

async function describeUpload(
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
  fileType = 'image/png',
  fileName = 'logo.png',
) {
  const response = await app.inject({
    method: 'POST',
    url: API,
    headers: csrfHeaders(),
    payload: { fileName, fileType },
  })
  expect(response.statusCode).toBe(201)
  return LogoUploadDescriptorSchema.parse(response.json())
}

// The browser's multipart body: the policy fields, then the file, last.
async function multipart(
  fields: [string, string][],
  file: Buffer,
  type = 'image/png',
) {
  const form = new FormData()
  for (const [name, value] of fields) form.append(name, value)
  form.append('file', new Blob([file], { type }), 'logo.png')
  const request = new Request('http://localhost/', {
    method: 'POST',
    body: form,
  })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  }
}

test('The descriptor: a signed policy pinning key, type and 10 MB for 15 minutes, the local upload URL and the logo URLs', async () => {
  const { app } = await buildTestApp()
  const descriptor = await describeUpload(
    app,
    'image/png',
    '../../My Logo (1).png',
  )
  expect(descriptor).toMatchObject({
    uploadUrl: '/platform-backend/v0/consumers/logo-upload/local',
    bucketName: 'local',
    acl: 'public-read',
    contentType: 'image/png',
    xAmzAlgorithm: 'AWS4-HMAC-SHA256',
    xAmzExpires: 900,
    xAmzSecurityToken: null,
  })
  expect(descriptor.key).toMatch(/^original\/[0-9a-f-]{36}\/logo\.png$/)
  expect(descriptor.logoUrls.icon).toBe(
    `http://127.0.0.1:8080/platform-backend/v0/consumers/logos/${descriptor.key}`,
  )
  expect(descriptor.logoUrls.large).toBe(descriptor.logoUrls.icon)
  const policy = JSON.parse(Buffer.from(descriptor.policy, 'base64').toString())
  expect(policy.conditions).toContainEqual(['eq', '$key', descriptor.key])
  expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/png'])
  expect(policy.conditions).toContainEqual([
    'content-length-range',
    1,
    10485760,
  ])
  expect(Date.parse(policy.expiration) - Date.now()).toBeGreaterThan(
    14 * 60_000,
  )
})

test('Only PNG and JPEG may be asked for; CSRF applies', async () => {
  const { app } = await buildTestApp()
  const gif = await app.inject({
    method: 'POST',
    url: API,
    headers: csrfHeaders(),
    payload: { fileName: 'a.gif', fileType: 'image/gif' },
  })
  expect(gif.statusCode).toBe(400)
  expect(gif.json().errors).toEqual([
    'Files must be one of these types: image/jpeg, image/png',
  ])
  const forged = await app.inject({
    method: 'POST',
    url: API,
    payload: { fileName: 'a.png', fileType: 'image/png' },
  })
  expect(forged.statusCode).toBe(403)
})

test('A signed PNG is stored and served from its logo URL; a JPEG too', async () => {
  const { app } = await buildTestApp()
  for (const [file, type] of [
    [PNG, 'image/png'],
    [JPEG, 'image/jpeg'],
  ] as const) {
    const descriptor = await describeUpload(
      app,
      type,
      type === 'image/png' ? 'a.png' : 'a.jpg',
    )
    const upload = await app.inject({
      method: 'POST',
      url: descriptor.uploadUrl,
      ...(await multipart(uploadFormFields(descriptor), file, type)),
    })
    expect(upload.statusCode).toBe(204)
    const served = await app.inject({
      method: 'GET',
      url: new URL(descriptor.logoUrls.icon).pathname,
    })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe(type)
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.rawPayload.equals(file)).toBe(true)
  }
  const missing = await app.inject({
    method: 'GET',
    url: '/platform-backend/v0/consumers/logos/original/00000000-0000-0000-0000-000000000000/none.png',
  })
  expect(missing.statusCode).toBe(404)
})

test('Over 10 MB is a 413 and nothing is kept', async () => {
  const { app } = await buildTestApp()
  const descriptor = await describeUpload(app)
  const big = Buffer.concat([PNG, Buffer.alloc(10_485_760)])
  const upload = await app.inject({
    method: 'POST',
    url: descriptor.uploadUrl,
    ...(await multipart(uploadFormFields(descriptor), big)),
  })
  expect(upload.statusCode).toBe(413)
  expect(upload.json()).toEqual({
    errors: ['Files should be less than 10 MB.'],
  })
  const served = await app.inject({
    method: 'GET',
    url: new URL(descriptor.logoUrls.icon).pathname,
  })
  expect(served.statusCode).toBe(404)
})

test('A file that is not PNG or JPEG by its bytes, or not the type it was signed for, is a 415', async () => {
  const { app } = await buildTestApp()
  for (const file of [
    Buffer.from('GIF89a not really a png'),
    JPEG,
    Buffer.alloc(0),
  ]) {
    const descriptor = await describeUpload(app)
    const upload = await app.inject({
      method: 'POST',
      url: descriptor.uploadUrl,
      ...(await multipart(uploadFormFields(descriptor), file)),
    })
    expect(upload.statusCode).toBe(415)
    expect(upload.json()).toEqual({
      errors: ['Files should be in PNG or JPEG format.'],
    })
  }
})

test('A changed key, type or file name, a forged signature or an expired policy is refused with 403; missing fields with 400', async () => {
  let now = Date.now()
  const { app } = await buildTestApp({ now: () => now })
  const descriptor = await describeUpload(app)
  const tampered: [string, string][][] = [
    uploadFormFields({
      ...descriptor,
      key: descriptor.key.replace('.png', '.jpg'),
    }),
    uploadFormFields({ ...descriptor, contentType: 'image/jpeg' }),
    uploadFormFields({ ...descriptor, xAmzSignature: 'a'.repeat(64) }),
    // The file name is signed (R-LOGO-FILE-NAME): neither changed nor left out.
    uploadFormFields({
      ...descriptor,
      contentDisposition: 'attachment; filename="other.png"',
    }),
    uploadFormFields(descriptor).filter(
      ([name]) => name !== 'Content-Disposition',
    ),
  ]
  for (const fields of tampered) {
    const upload = await app.inject({
      method: 'POST',
      url: descriptor.uploadUrl,
      ...(await multipart(fields, PNG)),
    })
    expect(upload.statusCode).toBe(403)
  }
  now += 16 * 60_000
  const late = await app.inject({
    method: 'POST',
    url: descriptor.uploadUrl,
    ...(await multipart(uploadFormFields(descriptor), PNG)),
  })
  expect(late.statusCode).toBe(403)
  const partial = await app.inject({
    method: 'POST',
    url: descriptor.uploadUrl,
    ...(await multipart(uploadFormFields(descriptor).slice(2), PNG)),
  })
  expect(partial.statusCode).toBe(400)
})

test('With S3 configured the descriptor points at the bucket, signs with its keys, and the CSP allows it', async () => {
  const storage = s3LogoStorage({
    bucket: 'va-logos',
    region: 'us-gov-west-1',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    sessionToken: 'session-token',
  })
  const { app } = await buildTestApp({ logoStorage: storage })
  const descriptor = await describeUpload(app)
  expect(descriptor).toMatchObject({
    uploadUrl: 'https://va-logos.s3.us-gov-west-1.amazonaws.com/',
    bucketName: 'va-logos',
    s3RegionEndpoint: 'va-logos.s3.us-gov-west-1.amazonaws.com',
    xAmzSecurityToken: 'session-token',
  })
  expect(descriptor.xAmzCredential).toMatch(
    /^AKIDEXAMPLE\/\d{8}\/us-gov-west-1\/s3\/aws4_request$/,
  )
  expect(descriptor.logoUrls.icon).toBe(
    `https://va-logos.s3.us-gov-west-1.amazonaws.com/${descriptor.key}`,
  )
  expect(verifyUpload(storage.target, descriptor, new Date())).toBeNull()
  expect(uploadFormFields(descriptor).map(([name]) => name)).toContain(
    'X-Amz-Security-Token',
  )
  const page = await app.inject({
    method: 'GET',
    url: '/platform-backend/v0/healthcheck',
  })
  expect(page.headers['content-security-policy']).toContain(
    'https://va-logos.s3.us-gov-west-1.amazonaws.com',
  )
  const local = await app.inject({
    method: 'POST',
    url: '/platform-backend/v0/consumers/logo-upload/local',
    headers: csrfHeaders(),
  })
  expect(local.statusCode).toBe(404)
})

test('A malformed upload is a 400 (no boundary, garbage, a cut-off refused one), a JSON body a 415: never a 500', async () => {
  const { app } = await buildTestApp()
  const local = `${API}/local`
  const send = (payload: string | Buffer, contentType: string) =>
    app.inject({
      method: 'POST',
      url: local,
      payload,
      headers: { 'content-type': contentType },
    })
  for (const [payload, contentType] of [
    ['garbage', 'multipart/form-data'],
    ['garbage', 'multipart/form-data; boundary=x'],
  ]) {
    const response = await send(payload ?? '', contentType ?? '')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      errors: ['The upload is not a valid multipart form'],
    })
  }
  const json = await send('{"file":"x"}', 'application/json')
  expect(json.statusCode).toBe(415)
  expect(json.json()).toEqual({
    errors: ['The upload must be sent as multipart/form-data'],
  })
  // A refused upload (a field that breaks the policy) whose file is cut off.
  const descriptor = await describeUpload(app)
  const fields = uploadFormFields(descriptor).map(
    ([name, value]): [string, string] => [name, name === 'acl' ? '' : value],
  )
  const { payload, headers } = await multipart(fields, PNG)
  const cut = await send(
    payload.subarray(0, payload.length - 60),
    headers['content-type'],
  )
  expect(cut.statusCode).toBeLessThan(500)
  expect(cut.json().errors.length).toBeGreaterThan(0)
})

test('A logo stored before names were generated is still served from the URL its request keeps (R-UPLOAD-GENERATED-NAMES)', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-logos-'))
  const id = randomUUID()
  await mkdir(path.join(dir, 'original', id), { recursive: true })
  await writeFile(path.join(dir, 'original', id, 'My-Logo--1-.png'), PNG)
  const { app } = await buildTestApp({
    logoStorage: localLogoStorage(dir, TEST_SECRETS.credentialHash),
  })
  const served = await app.inject({
    method: 'GET',
    url: `/platform-backend/v0/consumers/logos/original/${id}/My-Logo--1-.png`,
  })
  expect(served.statusCode).toBe(200)
  expect(served.headers['content-type']).toBe('image/png')
  expect(served.rawPayload.equals(PNG)).toBe(true)
})
