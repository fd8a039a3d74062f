import { createHmac, timingSafeEqual } from 'node:crypto'
import { MAX_LOGO_BYTES } from '@portal/schema/logo-upload'
/** How long a signed upload stays valid, in seconds. */
export const UPLOAD_EXPIRES_SECONDS = 900
/** The signature algorithm of S3 POST policies (Signature Version 4). */
const AMZ_ALGORITHM = 'AWS4-HMAC-SHA256'
/** The ACL every logo is stored with: logos are shown publicly on the department's pages. */
const LOGO_ACL = 'public-read'

/** Where and with which keys uploads are signed. */
export interface SigningTarget {
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  sessionToken: string | null
}

/** The form fields of a signed POST upload, as the client sends them back. */
export interface SignedFields {
  key: string
  acl: string
  contentType: string
  /** The file's name for whoever fetches it (RFC 6266), signed: null when not sent. */
  contentDisposition: string | null
  policy: string
  xAmzAlgorithm: string
  xAmzCredential: string
  xAmzDate: string
  xAmzSecurityToken: string | null
  xAmzSignature: string
}

const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest()

// "20261122T201500Z" and "20261122", as SigV4 spells dates.
function amzDate(now: Date): { dateTime: string; date: string } {
  const dateTime = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
  return { dateTime, date: dateTime.slice(0, 8) }
}

function signature(
  secretAccessKey: string,
  date: string,
  region: string,
  policy: string,
) {
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), 's3'),
    'aws4_request',
  )
  return hmac(signingKey, policy).toString('hex')
}

/**
 * A POST policy for one object (R-LOGO-POLICY): it pins the exact key, content type and
 * Content-Disposition (the applicant's file name, R-LOGO-FILE-NAME, which the bucket keeps with the
 * object and answers with), allows 1 byte to 10 MB and expires after 15 minutes; signed with
 * Signature Version 4, so an S3-compatible store checks it, and our local endpoint checks it the
 * same way.
 */
export function signUpload(
  target: SigningTarget,
  upload: { key: string; contentType: string; contentDisposition: string },
  now: Date,
): SignedFields & { contentDisposition: string } {
  const { dateTime, date } = amzDate(now)
  const credential = `${target.accessKeyId}/${date}/${target.region}/s3/aws4_request`
  const policy = Buffer.from(
    JSON.stringify({
      expiration: new Date(
        now.getTime() + UPLOAD_EXPIRES_SECONDS * 1000,
      ).toISOString(),
      conditions: [
        { bucket: target.bucket },
        ['eq', '$key', upload.key],
        { acl: LOGO_ACL },
        ['eq', '$Content-Type', upload.contentType],
        ['eq', '$Content-Disposition', upload.contentDisposition],
        ['content-length-range', 1, MAX_LOGO_BYTES],
        { 'x-amz-algorithm': AMZ_ALGORITHM },
        { 'x-amz-credential': credential },
        { 'x-amz-date': dateTime },
        ...(target.sessionToken
          ? [{ 'x-amz-security-token': target.sessionToken }]
          : []),
      ],
    }),
  ).toString('base64')
  return {
    key: upload.key,
    acl: LOGO_ACL,
    contentType: upload.contentType,
    contentDisposition: upload.contentDisposition,
    policy,
    xAmzAlgorithm: AMZ_ALGORITHM,
    xAmzCredential: credential,
    xAmzDate: dateTime,
    xAmzSecurityToken: target.sessionToken,
    xAmzSignature: signature(
      target.secretAccessKey,
      date,
      target.region,
      policy,
    ),
  }
}

interface PolicyDocument {
  expiration: string
  conditions: (Record<string, string> | (string | number)[])[]
}

function decodePolicy(policy: string): PolicyDocument | null {
  try {
    const document = JSON.parse(
      Buffer.from(policy, 'base64').toString('utf8'),
    ) as PolicyDocument
    return typeof document.expiration === 'string' &&
      Array.isArray(document.conditions)
      ? document
      : null
  } catch {
    return null
  }
}

/**
 * Checks posted fields against their policy as S3 would: our signature over the policy, not
 * expired, and every field equal to what the policy pins. Returns the reason it fails, or null.
 */
export function verifyUpload(
  target: SigningTarget,
  fields: SignedFields,
  now: Date,
): string | null {
  const date = fields.xAmzCredential.split('/')[1] ?? ''
  const expected = Buffer.from(
    signature(target.secretAccessKey, date, target.region, fields.policy),
  )
  const given = Buffer.from(fields.xAmzSignature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return 'signature does not match'
  const document = decodePolicy(fields.policy)
  if (!document) return 'policy is not readable'
  if (!(Date.parse(document.expiration) > now.getTime()))
    return 'policy expired'
  const pinned: Record<string, string | null> = {
    bucket: target.bucket,
    key: fields.key,
    acl: fields.acl,
    'content-type': fields.contentType,
    'content-disposition': fields.contentDisposition,
    'x-amz-algorithm': fields.xAmzAlgorithm,
    'x-amz-credential': fields.xAmzCredential,
    'x-amz-date': fields.xAmzDate,
    'x-amz-security-token': fields.xAmzSecurityToken,
  }
  for (const condition of document.conditions) {
    const [name, value] = Array.isArray(condition)
      ? condition[0] === 'eq'
        ? [String(condition[1]).replace(/^\$/, ''), condition[2]]
        : [null, null]
      : (Object.entries(condition)[0] ?? [null, null])
    if (name === null) continue
    if (pinned[name.toLowerCase()] !== value)
      return `${name} does not match the policy`
  }
  return null
}
