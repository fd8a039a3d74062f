import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import multipart from '@fastify/multipart'
import { create as contentDisposition } from 'content-disposition'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  LOGO_SERVER_MESSAGES,
  LogoUploadDescriptorSchema,
  LogoUploadRequestSchema,
  MAX_LOGO_BYTES,
  type LogoUploadDescriptor,
} from '@portal/schema/logo-upload'
import {
  ForbiddenError,
  HttpError,
  InputError,
  NotFoundError,
} from '../../errors.ts'
import { writeLimit, type RateLimits } from '../../plugins/rate-limit.ts'
import {
  errorResponses,
  json,
  NO_CONTENT,
  postErrorResponses,
} from '../../plugins/openapi-responses.ts'
import { sniffImageType } from './image-type.ts'
import type { LogoStorage } from './logo-storage.ts'
import { readSignedUpload } from './read-signed-upload.ts'
import {
  signUpload,
  UPLOAD_EXPIRES_SECONDS,
  verifyUpload,
} from './upload-policy.ts'

/** What the logo routes need. */
export interface LogoUploadRouteOptions {
  storage: LogoStorage
  /** Absolute origin + API prefix, for the local upload and file URLs. */
  publicApiBase: string
  /** The API prefix, for the local upload URL (same origin, so a path). */
  apiPrefix: string
  now: () => number
  limits: RateLimits
}

const LOCAL_UPLOAD_PATH = '/v0/consumers/logo-upload/local'
const FILES_PATH = '/v0/consumers/logos'
// R-UPLOAD-GENERATED-NAMES: an object's name is ours, by its type. The applicant's file name is
// only what the sign request says: used in a path, a long or odd one (255 characters, any script)
// passed the file system's 255 bytes with the temporary suffix, or the router's 100-character
// path parameter when served.
const OBJECT_NAMES = {
  'image/png': 'logo.png',
  'image/jpeg': 'logo.jpg',
} as const
// Keys are ours: the upload accepts only keys it signs now; anything else never reaches the disk.
const UPLOAD_KEY_PATTERN = /^original\/[0-9a-f-]{36}\/logo\.(?:png|jpg)$/
// Logos stored before names were generated kept the applicant's name made safe; production
// requests and the console link to them, so they are still served.
const STORED_KEY_PATTERN = /^original\/[0-9a-f-]{36}\/[A-Za-z0-9._-]{1,255}$/
// What S3 keeps with an object from the signed fields (its Content-Disposition), kept next to the
// local file; the sweeper removes the upload's whole folder.
const metadataFile = (file: string) => `${file}.metadata.json`
const StoredMetadataSchema = z.object({ contentDisposition: z.string() })

async function readMetadata(file: string) {
  try {
    return StoredMetadataSchema.parse(
      JSON.parse(await readFile(metadataFile(file), 'utf8')),
    )
  } catch {
    return null // Logos stored before names were kept have none.
  }
}

/**
 * Logo upload (R-LOGO-POLICY, R-LOGO-FILE): a signed POST policy for the browser to post the file
 * with, to an S3-compatible bucket or to our own local endpoint, which checks what S3 would
 * (signature, expiry, pinned fields, size) and what it would not (PNG or JPEG by magic bytes).
 */
export const logoUploadRoutes: FastifyPluginAsyncZod<
  LogoUploadRouteOptions
> = async (app, options) => {
  const { storage } = options
  app.post(
    '/v0/consumers/logo-upload',
    {
      schema: {
        tags: ['production requests'],
        operationId: 'signLogoUpload',
        summary: 'A signed POST policy to upload a logo with',
        body: LogoUploadRequestSchema,
        response: {
          201: json(
            'Where and how to post the file (S3 POST policy fields)',
            LogoUploadDescriptorSchema,
          ),
          ...postErrorResponses(),
        },
      },
      config: { rateLimit: writeLimit(options.limits) },
    },
    async (request, reply) => {
      const { fileName, fileType } = request.body
      const key = `original/${randomUUID()}/${OBJECT_NAMES[fileType]}`
      // R-LOGO-FILE-NAME: the name travels as data, in the header a bucket keeps with the object
      // and answers with (inline: a logo is shown, not saved); RFC 8187 carries any script.
      const signed = signUpload(
        storage.target,
        {
          key,
          contentType: fileType,
          contentDisposition: contentDisposition(fileName, { type: 'inline' }),
        },
        new Date(options.now()),
      )
      const fileUrl =
        storage.kind === 'local'
          ? `${options.publicApiBase}${FILES_PATH}/${key}`
          : `${storage.publicBaseUrl}/${key}`
      const descriptor: LogoUploadDescriptor = {
        uploadUrl:
          storage.kind === 'local'
            ? `${options.apiPrefix}${LOCAL_UPLOAD_PATH}`
            : storage.uploadUrl,
        bucketName: storage.target.bucket,
        s3RegionEndpoint:
          storage.kind === 'local'
            ? new URL(options.publicApiBase).host
            : new URL(storage.uploadUrl).host,
        ...signed,
        fileName,
        xAmzExpires: UPLOAD_EXPIRES_SECONDS,
        // Without a resizer both sizes are the original.
        logoUrls: { icon: fileUrl, large: fileUrl },
      }
      return reply.code(201).send(descriptor)
    },
  )

  if (storage.kind !== 'local') return
  const dir = storage.dir

  await app.register(async (local) => {
    await local.register(multipart, {
      limits: {
        fileSize: MAX_LOGO_BYTES,
        files: 1,
        fields: 12,
        fieldSize: 8192,
        parts: 13,
      },
    })
    local.post(
      LOCAL_UPLOAD_PATH,
      {
        schema: {
          tags: ['production requests'],
          operationId: 'uploadLogoLocally',
          summary:
            'The local stand-in for the S3 bucket: a multipart POST of the signed fields and the file',
          description:
            'Exempt from the CSRF pair by design, as S3 is: the browser posts to the storage with the fields of `signLogoUpload`, whose signed policy (403 when it fails) binds the exact key, the type, the Content-Disposition (the file name the applicant chose), 1 byte to 10 MB and 15 minutes, so a forged form can store only what was signed.',
          consumes: ['multipart/form-data'],
          response: {
            204: NO_CONTENT,
            ...errorResponses(400, 403, 413, 415),
          },
        },
        config: { csrf: false, rateLimit: writeLimit(options.limits) },
      },
      async (request, reply) => {
        const upload = await readSignedUpload(() => request.parts())
        if (!upload) throw new InputError(['Form submission failed'])
        const problem = verifyUpload(
          storage.target,
          upload.fields,
          new Date(options.now()),
        )
        if (problem || !UPLOAD_KEY_PATTERN.test(upload.fields.key)) {
          request.log.warn({ problem }, 'logo upload refused')
          await upload.discard()
          throw new ForbiddenError()
        }
        const target = path.join(dir, upload.fields.key)
        const partial = `${target}.${randomUUID()}.part`
        await mkdir(path.dirname(target), { recursive: true })
        const saved = await upload.saveTo(partial)
        if (saved === 'too-large' || saved === 'empty') {
          await rm(partial, { force: true })
          throw saved === 'too-large'
            ? new HttpError(413, [LOGO_SERVER_MESSAGES.tooLarge])
            : new HttpError(415, [LOGO_SERVER_MESSAGES.wrongType])
        }
        if (saved !== upload.fields.contentType) {
          await rm(partial, { force: true })
          throw new HttpError(415, [LOGO_SERVER_MESSAGES.wrongType])
        }
        if (upload.fields.contentDisposition !== null)
          await writeFile(
            metadataFile(target),
            JSON.stringify({
              contentDisposition: upload.fields.contentDisposition,
            }),
          )
        await rename(partial, target)
        return reply.code(204).send()
      },
    )
  })

  app.get(
    `${FILES_PATH}/original/:id/:name`,
    {
      schema: {
        tags: ['production requests'],
        operationId: 'getLocalLogo',
        summary: 'A logo uploaded to the local storage',
        description:
          'Served as the bucket serves it: with the Content-Disposition signed for the upload, which names the file as the applicant chose it (none for logos stored before names were kept).',
        params: z.object({ id: z.string(), name: z.string() }),
        response: {
          200: {
            description: 'The image, PNG or JPEG as its bytes say',
            content: {
              'image/png': { schema: z.unknown() },
              'image/jpeg': { schema: z.unknown() },
            },
          },
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const key = `original/${request.params.id}/${request.params.name}`
      if (!STORED_KEY_PATTERN.test(key)) throw new NotFoundError()
      const file = path.join(dir, key)
      let type: string | null
      try {
        const handle = await open(file)
        const { buffer } = await handle.read(Buffer.alloc(8), 0, 8, 0)
        await handle.close()
        type = sniffImageType(buffer)
      } catch {
        throw new NotFoundError()
      }
      if (!type) throw new NotFoundError()
      const metadata = await readMetadata(file)
      if (metadata)
        reply.header('content-disposition', metadata.contentDisposition)
      return reply
        .type(type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file))
    },
  )
}
