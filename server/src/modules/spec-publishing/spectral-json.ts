import Parsers from '@stoplight/spectral-parsers'

/**
 * Spectral's JSON parser, through a static import on purpose: spec-lint.ts loads this module on
 * first use. A dynamic `import('@stoplight/spectral-parsers')` finds no default export under tsx
 * (the package marks itself `__esModule`), which failed every lint there (`npm run bench`).
 */
export const spectralJson = Parsers.Json
