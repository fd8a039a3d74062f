import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** The server's HMAC keys. */
export interface ServerSecrets {
  credentialHash: string
  testDataLink: string
}

/**
 * The HMAC keys from the environment; for a local run without them, keys generated once and kept
 * in `file` (git-ignored), so links in emails keep working across restarts.
 */
export async function loadSecrets(
  env: {
    CREDENTIAL_HASH_SECRET?: string | undefined
    TEST_DATA_LINK_SECRET?: string | undefined
  },
  file: string,
): Promise<ServerSecrets> {
  const fromEnvOnly = Boolean(
    env.CREDENTIAL_HASH_SECRET && env.TEST_DATA_LINK_SECRET,
  )
  let stored: Partial<ServerSecrets> = {}
  if (!fromEnvOnly && existsSync(file))
    stored = JSON.parse(await readFile(file, 'utf8')) as Partial<ServerSecrets>
  const secrets: ServerSecrets = {
    credentialHash:
      env.CREDENTIAL_HASH_SECRET ??
      stored.credentialHash ??
      randomBytes(32).toString('base64url'),
    testDataLink:
      env.TEST_DATA_LINK_SECRET ??
      stored.testDataLink ??
      randomBytes(32).toString('base64url'),
  }
  if (!fromEnvOnly) {
    // Written aside and renamed, so a second server starting at the same time never reads half.
    await mkdir(path.dirname(file), { recursive: true })
    const partial = `${file}.${process.pid}.part`
    await writeFile(partial, JSON.stringify(secrets), { mode: 0o600 })
    await rename(partial, file)
  }
  return secrets
}
