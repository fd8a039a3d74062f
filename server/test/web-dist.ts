import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

/** The icon a fake web build carries. */
export const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"></svg>'

/** A small built web app in a temporary folder: index.html, one hashed script and the icon. */
export async function makeWebDist(withFavicon = true): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-web-dist-'))
  await mkdir(path.join(dir, 'assets'))
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><title>VA API Platform</title><div id="root"></div>',
  )
  await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)')
  if (withFavicon) await writeFile(path.join(dir, 'favicon.svg'), FAVICON)
  return dir
}
