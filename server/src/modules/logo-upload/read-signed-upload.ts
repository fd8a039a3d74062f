import { open } from 'node:fs/promises'
import type { Multipart } from '@fastify/multipart'
import { HttpError, InputError } from '../../errors.ts'
import { sniffImageType } from './image-type.ts'
import type { SignedFields } from './upload-policy.ts'

/** The outcome of saving the file: its type by magic bytes, or why it was not kept. */
type SaveOutcome =
  'image/png' | 'image/jpeg' | 'unknown' | 'too-large' | 'empty'

/** A signed upload whose fields have been read; its file has not been read yet. */
export interface SignedUpload {
  fields: SignedFields
  /** Streams the file to `file`, counting bytes and sniffing its first ones. */
  saveTo: (file: string) => Promise<SaveOutcome>
  /** Reads the file to nowhere (a refused upload). */
  discard: () => Promise<void>
}

// S3 POST field names, case-insensitive, as the browser sends them.
const FIELD_NAMES: Record<string, keyof SignedFields> = {
  key: 'key',
  acl: 'acl',
  'content-type': 'contentType',
  'content-disposition': 'contentDisposition',
  policy: 'policy',
  'x-amz-algorithm': 'xAmzAlgorithm',
  'x-amz-credential': 'xAmzCredential',
  'x-amz-date': 'xAmzDate',
  'x-amz-security-token': 'xAmzSecurityToken',
  'x-amz-signature': 'xAmzSignature',
}
const REQUIRED: (keyof SignedFields)[] = [
  'key',
  'acl',
  'contentType',
  'policy',
  'xAmzAlgorithm',
  'xAmzCredential',
  'xAmzDate',
  'xAmzSignature',
]

const isTooLarge = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'

const UPLOAD_MESSAGES = {
  notMultipart: 'The upload must be sent as multipart/form-data',
  malformed: 'The upload is not a valid multipart form',
}

// R-INPUT-ENVELOPE: the multipart parser throws plain errors for a missing boundary or a garbled
// body; they are the client's mistake (400), not ours (500). Its own limit errors keep their 4xx.
function toUploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error
  const { code, statusCode } = (error ?? {}) as {
    code?: string
    statusCode?: number
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new HttpError(415, [UPLOAD_MESSAGES.notMultipart])
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500)
    return error
  return new InputError([UPLOAD_MESSAGES.malformed])
}

/**
 * Reads the policy fields of a multipart upload up to its file, which must come last (as S3
 * requires). Returns null when a field is missing or the file never comes.
 */
export async function readSignedUpload(
  readParts: () => AsyncIterableIterator<Multipart>,
): Promise<SignedUpload | null> {
  try {
    return await readFields(readParts())
  } catch (error) {
    throw toUploadError(error)
  }
}

async function readFields(
  parts: AsyncIterableIterator<Multipart>,
): Promise<SignedUpload | null> {
  const values: Partial<Record<keyof SignedFields, string>> = {}
  for await (const part of parts) {
    if (part.type === 'field') {
      const name = FIELD_NAMES[part.fieldname.toLowerCase()]
      if (name && typeof part.value === 'string') values[name] = part.value
      continue
    }
    if (REQUIRED.some((name) => values[name] === undefined)) {
      part.file.resume()
      return null
    }
    const fields = {
      ...(values as Omit<
        SignedFields,
        'xAmzSecurityToken' | 'contentDisposition'
      >),
      contentDisposition: values.contentDisposition ?? null,
      xAmzSecurityToken: values.xAmzSecurityToken ?? null,
    }
    return {
      fields,
      discard: async () => {
        try {
          for await (const chunk of part.file) void chunk
        } catch {
          // The upload is refused anyway: a cut-off or garbled rest changes nothing (found by the fuzz).
        }
      },
      saveTo: async (file) => {
        const handle = await open(file, 'w')
        const head: number[] = []
        let size = 0
        const chunks = (part.file as AsyncIterable<Buffer>)[
          Symbol.asyncIterator
        ]()
        try {
          for (;;) {
            // Only reading can fail for the client's sake; a failed write is ours (500).
            let next: IteratorResult<Buffer>
            try {
              next = await chunks.next()
            } catch (error) {
              if (isTooLarge(error)) return 'too-large'
              throw toUploadError(error)
            }
            if (next.done) break
            const chunk = next.value
            if (head.length < 8)
              head.push(...chunk.subarray(0, 8 - head.length))
            size += chunk.length
            await handle.write(chunk)
          }
        } finally {
          await handle.close()
        }
        if (part.file.truncated) return 'too-large'
        if (size === 0) return 'empty'
        return sniffImageType(Uint8Array.from(head)) ?? 'unknown'
      },
    }
  }
  return null
}
