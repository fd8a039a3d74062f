import { createHmac } from 'node:crypto'
import type { SigningTarget } from './upload-policy.ts'

/** Where logos go: our own endpoint and folder (the default), or an S3-compatible bucket. */
export type LogoStorage =
  | {
      kind: 'local'
      /** The folder the local endpoint writes to and serves from. */
      dir: string
      target: SigningTarget
    }
  | {
      kind: 's3'
      target: SigningTarget
      /** Where the browser posts the file: the bucket's endpoint. */
      uploadUrl: string
      /** Where stored logos are read from; `logoUrls` start with it. */
      publicBaseUrl: string
    }

/** The bucket name of local storage. */
const LOCAL_BUCKET = 'local'

/**
 * Local storage signs with a key derived from the server's credential secret, so no new secret
 * has to be configured and a restart keeps pending uploads valid.
 */
export function localLogoStorage(
  dir: string,
  serverSecret: string,
): LogoStorage {
  return {
    kind: 'local',
    dir,
    target: {
      bucket: LOCAL_BUCKET,
      region: 'local',
      accessKeyId: 'local',
      secretAccessKey: createHmac('sha256', serverSecret)
        .update('logo-upload:v1')
        .digest('base64url'),
      sessionToken: null,
    },
  }
}

/** S3 settings from the environment (see .env.example). */
export interface S3Settings {
  bucket: string
  region: string
  endpoint?: string | undefined
  accessKeyId: string
  secretAccessKey: string
  sessionToken?: string | undefined
  publicBaseUrl?: string | undefined
}

/** S3-compatible storage: a custom endpoint (path-style), or AWS's virtual-hosted bucket URL. */
export function s3LogoStorage(settings: S3Settings): LogoStorage {
  const uploadUrl = settings.endpoint
    ? `${settings.endpoint.replace(/\/$/, '')}/${settings.bucket}/`
    : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com/`
  return {
    kind: 's3',
    uploadUrl,
    publicBaseUrl: (settings.publicBaseUrl ?? uploadUrl).replace(/\/$/, ''),
    target: {
      bucket: settings.bucket,
      region: settings.region,
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      sessionToken: settings.sessionToken ?? null,
    },
  }
}

/** The origins the browser talks to for logos (for the Content-Security-Policy); none when local. */
export function logoStorageOrigins(storage: LogoStorage): string[] {
  if (storage.kind === 'local') return []
  return [
    ...new Set([
      new URL(storage.uploadUrl).origin,
      new URL(storage.publicBaseUrl).origin,
    ]),
  ]
}
