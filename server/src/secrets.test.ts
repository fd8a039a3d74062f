import { existsSync } from 'node:fs'
import { mkdtemp, readdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { loadSecrets } from './secrets.ts'

test('Without secrets in the environment, keys are generated once and kept for the next start', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'secrets-'))
  const file = path.join(dir, 'var', 'secrets.json')
  const first = await loadSecrets({}, file)
  expect(first.credentialHash).toMatch(/^[\w-]{43}$/)
  expect(first.testDataLink).not.toBe(first.credentialHash)
  await expect(loadSecrets({}, file)).resolves.toEqual(first)
  // Nothing half-written is left beside the file.
  expect(await readdir(path.dirname(file))).toEqual(['secrets.json'])
})

test('Secrets from the environment win, and with both set the file is neither read nor written', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'secrets-'))
  const file = path.join(dir, 'secrets.json')
  const env = { CREDENTIAL_HASH_SECRET: 'a', TEST_DATA_LINK_SECRET: 'b' }
  await expect(loadSecrets(env, file)).resolves.toEqual({
    credentialHash: 'a',
    testDataLink: 'b',
  })
  expect(existsSync(file)).toBe(false)
  // Even a broken file (another server writing it) does not matter then.
  await writeFile(file, '{"credentialHa')
  await expect(loadSecrets(env, file)).resolves.toEqual({
    credentialHash: 'a',
    testDataLink: 'b',
  })
})
