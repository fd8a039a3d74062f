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

/**
 * `POST /v0/consumers/logo-upload`: the file the client is about to upload. The stored object's
 * name is generated from the type (R-UPLOAD-GENERATED-NAMES); the name is checked, never a path.
 */
export const LogoUploadRequestSchema = z.object({
  fileName: z
    .string({ error: 'Enter a file name' })
    .trim()
    .min(1, 'Enter a file name')
    .max(255, 'File names must be 255 characters or fewer'),
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
