// `npm run fonts -w web`: writes the first-paint faces (first-paint-faces.ts) into
// src/assets/fonts/, from the design system's files. Run again when @uswds/uswds or the
// characters change. With `--check` it writes nothing and fails if a committed file differs
// (first-paint-faces.test.ts runs it: harfbuzz's WebAssembly needs Node's own globals).
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  FIRST_PAINT_DIR,
  SPLIT_FACES,
  makeFirstPaintFace,
} from './first-paint-faces.ts'

const web = path.join(import.meta.dirname, '..')
const nodeModules = path.join(web, '..', 'node_modules')
const check = process.argv.includes('--check')
await mkdir(path.join(web, FIRST_PAINT_DIR), { recursive: true })
for (const { uswdsFile, firstPaintFile } of SPLIT_FACES) {
  const face = await makeFirstPaintFace(nodeModules, uswdsFile)
  const file = path.join(web, FIRST_PAINT_DIR, firstPaintFile)
  if (!check) await writeFile(file, face)
  else if (!face.equals(await readFile(file))) {
    console.error(`${firstPaintFile} differs: run npm run fonts -w web`)
    process.exitCode = 1
  }
  console.log(`${firstPaintFile}: ${face.length} bytes`)
}
