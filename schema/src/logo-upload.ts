import { z } from 'zod'

/** The largest logo accepted, in bytes (R-LOGO-FILE). */
export const MAX_LOGO_BYTES = 10_485_760
/** The logo file types accepted. */
export const LOGO_FILE_TYPES = ['image/jpeg', 'image/png'] as const

/** The form's upload messages (R-LOGO-FILE), word for word. */
export const LOGO_MESSAGES = {
  tooLarge: "We couldn't upload your file. Files should be less than 10 MB.",
  wrongType:
    "We couldn't upload your file. Files should be in PNG or JPEG format.",
} as const

/** The server's short forms of the same messages, for its 413 and 415 (R-LOGO-FILE). */
export const LOGO_SERVER_MESSAGES = {
  tooLarge: 'Files should be less than 10 MB.',
  wrongType: 'Files should be in PNG or JPEG format.',
} as const

// A lone UTF-16 surrogate is no character of any script: it cannot be encoded for a header
// (RFC 8187) or stored as UTF-8, so such a name is refused rather than mangled.
const LONE_SURROGATE = /\p{Cs}/u

/**
 * A logo's file name as the applicant chose it (R-LOGO-FILE-NAME): any script, dots and slashes
 * included, kept as data with the upload and the request; never part of a path.
 */
export const LogoFileNameSchema = z
  .string({ error: 'Enter a file name' })
  .trim()
  .min(1, 'Enter a file name')
  .max(255, 'File names must be 255 characters or fewer')
  .refine(
    (name) => !LONE_SURROGATE.test(name),
    'File names must be text in Unicode',
  )

/**
 * `POST /v0/consumers/logo-upload`: the file the client is about to upload. The stored object's
 * name is generated from the type (R-UPLOAD-GENERATED-NAMES); the file name is data, signed in
 * the policy's Content-Disposition (R-LOGO-FILE-NAME).
 */
export const LogoUploadRequestSchema = z.object({
  fileName: LogoFileNameSchema,
  fileType: z.enum(LOGO_FILE_TYPES, {
    error: 'Files must be one of these types: image/jpeg, image/png',
  }),
})

/** A logo upload request. */
export type LogoUploadRequest = z.infer<typeof LogoUploadRequestSchema>

/** The 201 answer: where and how to post the file (an S3 POST policy), and the logo's URLs. */
export const LogoUploadDescriptorSchema = z.object({
  uploadUrl: z.string(),
  bucketName: z.string(),
  s3RegionEndpoint: z.string(),
  key: z.string(),
  acl: z.string(),
  contentType: z.string(),
  /** The file name, signed in the policy: the bucket serves the logo with it (RFC 6266). */
  contentDisposition: z.string(),
  /** The file name as the request gave it, to keep with the logo's URLs. */
  fileName: z.string(),
  policy: z.string(),
  xAmzAlgorithm: z.string(),
  xAmzCredential: z.string(),
  xAmzDate: z.string(),
  xAmzExpires: z.number(),
  xAmzSecurityToken: z.string().nullable(),
  xAmzSignature: z.string(),
  logoUrls: z.object({ icon: z.string(), large: z.string() }),
})

/** A signed-upload descriptor. */
export type LogoUploadDescriptor = z.infer<typeof LogoUploadDescriptorSchema>

/** The multipart fields of the upload, in the order S3 wants them (the file goes last). */
export function uploadFormFields(
  descriptor: LogoUploadDescriptor,
): [string, string][] {
  return [
    ['key', descriptor.key],
    ['acl', descriptor.acl],
    ['Content-Type', descriptor.contentType],
    ['Content-Disposition', descriptor.contentDisposition],
    ['policy', descriptor.policy],
    ['X-Amz-Algorithm', descriptor.xAmzAlgorithm],
    ['X-Amz-Credential', descriptor.xAmzCredential],
    ['X-Amz-Date', descriptor.xAmzDate],
    ...(descriptor.xAmzSecurityToken
      ? ([['X-Amz-Security-Token', descriptor.xAmzSecurityToken]] as [
          string,
          string,
        ][])
      : []),
    ['X-Amz-Signature', descriptor.xAmzSignature],
  ]
}
