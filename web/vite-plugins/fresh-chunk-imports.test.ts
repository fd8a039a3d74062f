import { expect, test } from 'vitest'
import { rewriteChunkImports } from './fresh-chunk-imports.ts'

test('Each dynamic import of a chunk calls the retrying importer, keeping every offset', () => {
  const code =
    'const a=l(()=>import(`./contact-validation-X1.js`),__vite__mapDeps([0])),b=()=>import("./page-Y2.js"),c=import.meta.url;'
  const rewritten = rewriteChunkImports(code, 'assets/route-Z3.js', [
    'assets/contact-validation-X1.js',
    'assets/page-Y2.js',
  ])
  expect(rewritten).toBe(
    'const a=l(()=>_chunk(`./contact-validation-X1.js`),__vite__mapDeps([0])),b=()=>_chunk("./page-Y2.js"),c=import.meta.url;',
  )
  expect(rewritten).toHaveLength(code.length)
})

test('The build fails, naming the chunk, when a dynamic import is not found or the name is taken', () => {
  expect(() =>
    rewriteChunkImports('const a=1', 'assets/route-Z3.js', [
      'assets/page-Y2.js',
    ]),
  ).toThrow('assets/route-Z3.js: no import("./page-Y2.js") found')
  expect(() =>
    rewriteChunkImports('let _chunk=1;import("./p.js")', 'assets/r.js', [
      'assets/p.js',
    ]),
  ).toThrow('assets/r.js already uses the name _chunk')
  expect(() =>
    rewriteChunkImports('import("../p.js")', 'assets/r.js', ['p.js']),
  ).toThrow('assets/r.js imports p.js from another folder')
})
