import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import SwaggerUI from 'virtual:swagger-ui-core'
import { createSystem } from '../src/features/docs-viewer/swagger-system.ts'
import {
  APIDOM_STRATEGIES,
  CORE,
  IN_ENTRY,
  PARTS,
  bundleImports,
  packageOf,
} from './swagger-ui-parts.ts'
import { NAMESPACE_IMPORT } from './swagger-ui-pkce.ts'

// The docs viewer's loader leans on parts of swagger-ui that are not its public API: the file
// layout of swagger-ui-react, the form of its ES bundle's imports (read with a regex), one import
// rewritten for PKCE, swagger-client's ApiDOM strategies left out, and a copy of swagger-ui's
// constructor (swagger-system.ts). swagger-ui-react is pinned to one version in web/package.json;
// these tests fail, each naming the assumption it checks, when an upgrade breaks one. After an
// upgrade: read what changed, fix the loader, then update what is recorded here.

const PINNED = '5.35.0'
const PINNED_CLIENT = '3.39.0'
const here = path.dirname(fileURLToPath(import.meta.url))
const packageDir = path.dirname(CORE)
const core = readFileSync(CORE, 'utf8')
const imports = bundleImports(core)

/** The text of `code` from `start` up to (not including) `end`, or a failure naming both. */
function between(code: string, start: string, end: string): string {
  const from = code.indexOf(start)
  const to = from === -1 ? -1 : code.indexOf(end, from + start.length)
  if (to === -1)
    throw new Error(`swagger-ui's bundle no longer has "${start}" … "${end}"`)
  return code.slice(from, to)
}

const readPackage = (name: string) =>
  JSON.parse(
    readFileSync(
      path.join(here, '../../node_modules', name, 'package.json'),
      'utf8',
    ),
  ) as { version: string }

const fingerprint = (text: string) =>
  createHash('sha256').update(text).digest('hex').slice(0, 16)

test(`swagger-ui-react is pinned to ${PINNED} and swagger-client to ${PINNED_CLIENT}, the versions these assumptions were checked on`, () => {
  const web = JSON.parse(
    readFileSync(path.join(here, '../package.json'), 'utf8'),
  ) as { dependencies: Record<string, string> }
  const installed = readPackage('swagger-ui-react')
  expect(
    web.dependencies['swagger-ui-react'],
    'web/package.json must name one exact swagger-ui-react version',
  ).toBe(PINNED)
  expect(installed.version, 'the installed swagger-ui-react').toBe(PINNED)
  const root = JSON.parse(
    readFileSync(path.join(here, '../../package.json'), 'utf8'),
  ) as { overrides: Record<string, string> }
  expect(
    root.overrides['swagger-client'],
    "the root package.json's overrides pin swagger-client",
  ).toBe(PINNED_CLIENT)
  expect(readPackage('swagger-client').version).toBe(PINNED_CLIENT)
})

test("Assumption 1: swagger-ui-react ships swagger-ui's ES bundle and stylesheet side by side (swagger-ui-parts.ts, swagger-ui-css.ts, the test alias)", () => {
  expect(existsSync(CORE), CORE).toBe(true)
  expect(existsSync(path.join(packageDir, 'swagger-ui.css'))).toBe(true)
})

test('Assumption 2: the bundle imports its libraries as `from"package"`, the form the parts regex reads (swagger-ui-parts.ts)', () => {
  // swagger-ui 5.35.0 imports 77 specifiers; far fewer means the regex no longer sees them.
  expect(
    imports.size,
    'bare imports found by bundleImports()',
  ).toBeGreaterThanOrEqual(60)
  for (const specifier of imports)
    expect(specifier, 'a bare package specifier').toMatch(
      /^(?:@[\w.-]+\/)?[\w.-]+(?:\/[\w./-]+)?$/,
    )
})

test('Assumption 3: every part of the docs split names a package the bundle imports (swagger-ui-parts.ts PARTS)', () => {
  const packages = new Set([...imports].map(packageOf))
  for (const [part, named] of PARTS) {
    if (named.length === 0) continue // the last part takes what is left
    expect(
      named.filter((name) => packages.has(name)),
      `${part}: swagger-ui's bundle imports none of ${named.join(', ')}`,
    ).not.toEqual([])
  }
  for (const name of IN_ENTRY)
    expect(packages.has(name), `the bundle imports ${name}`).toBe(true)
})

test('Assumption 4: the bundle imports to-buffer as a namespace, which the PKCE rewrite turns into its default export (swagger-ui-pkce.ts)', () => {
  expect(
    core.split(NAMESPACE_IMPORT).length - 1,
    `occurrences of ${NAMESPACE_IMPORT}`,
  ).toBe(1)
})

test("Assumption 5: the bundle imports swagger-client's three ApiDOM strategies by the paths vite.config.ts aliases away", () => {
  expect(
    [...imports]
      .filter((specifier) => APIDOM_STRATEGIES.test(specifier))
      .sort(),
  ).toEqual([
    'swagger-client/es/resolver/strategies/json-schema-2020-12-apidom',
    'swagger-client/es/resolver/strategies/openapi-3-1-apidom',
    'swagger-client/es/resolver/strategies/openapi-3-2-apidom',
  ])
})

test("Assumption 5b: swagger-client's resolver uses a strategy only when its match() accepts the spec, which the stand-in never does (no-apidom-strategy.ts)", () => {
  const resolver = readFileSync(
    path.join(here, '../../node_modules/swagger-client/es/resolver/index.js'),
    'utf8',
  )
  expect(resolver).toContain(
    'options.strategies.find(strg => strg.match(retrievedSpec))',
  )
})

// swagger-system.ts builds the system as swagger-ui's constructor does, from the same statics:
// these are the pieces of the bundle it copies, as they were when it was written.
test.each([
  [
    'the constructor',
    'function SwaggerUI(e){',
    'SwaggerUI.System=',
    '20c304d84853d51e',
  ],
  [
    'its initial state and plugins',
    'var factorization_system=',
    ';var query=',
    '5e2a6d01c88d59ea',
  ],
  [
    'its inline plugin (fn, components)',
    'var inline_plugin=',
    ';var factorization_system',
    '0e72dd9cca93d79a',
  ],
  [
    'the API preset, base first',
    'function PresetApis(){',
    '}',
    'f578329a3aad7ad5',
  ],
  [
    'the statics (System, config, presets)',
    'SwaggerUI.System=',
    ',SwaggerUI.plugins=',
    'fa7d14cce04dac1a',
  ],
])(
  'Assumption 6: swagger-ui builds its system as swagger-system.ts copies it — %s is unchanged',
  (what, start, end, recorded) => {
    expect(
      fingerprint(between(core, start, end)),
      `${what} in swagger-ui's bundle changed: compare createSystem in swagger-system.ts with it, then record the new fingerprint`,
    ).toBe(recorded)
  },
)

interface Statics {
  System?: unknown
  config?: { defaults?: unknown; merge?: unknown }
  presets?: { base?: unknown; apis?: () => unknown[] }
}

test("Assumption 7: swagger-ui's ES bundle (virtual:swagger-ui-core) exports its constructor with System, config and presets, the base preset first (swagger-system.ts)", () => {
  const statics = SwaggerUI as Statics
  expect(typeof statics.System, 'SwaggerUI.System').toBe('function')
  expect(typeof statics.config?.merge, 'SwaggerUI.config.merge').toBe(
    'function',
  )
  expect(typeof statics.config?.defaults, 'SwaggerUI.config.defaults').toBe(
    'object',
  )
  expect(
    statics.presets?.apis?.()[0],
    'SwaggerUI.presets.apis()[0] is SwaggerUI.presets.base',
  ).toBe(statics.presets?.base)
})

test('Assumption 8: the system swagger-system.ts builds has what the viewer and its plugins call (spec-viewer.tsx, json-spec-plugin.ts, preselect-server.ts, portal-layout.tsx)', async () => {
  const system = (await createSystem({ url: '' }, () => false)) as unknown as
    Record<string, Record<string, unknown>> | undefined
  expect(system, 'createSystem built a system').toBeDefined()
  const used: Record<string, string[]> = {
    specActions: ['updateUrl', 'download', 'parseToJson', 'updateJsonSpec'],
    specSelectors: ['specStr', 'specJson', 'isOAS3', 'servers'],
    oas3Selectors: ['selectedServer'],
    oas3Actions: ['setSelectedServer', 'setServerVariableValue'],
    errActions: ['clear'],
    authActions: ['authorize', 'configureAuth'],
    configsActions: ['loaded'],
  }
  for (const [group, names] of Object.entries(used))
    for (const name of names)
      expect(typeof system?.[group]?.[name], `system.${group}.${name}`).toBe(
        'function',
      )
  // The components our layout takes from swagger-ui, read from its source.
  const getComponent = system?.getComponent as unknown as (
    name: string,
    container?: boolean,
  ) => unknown
  const layouts = ['portal-layout.tsx', 'operations-list.tsx'].map((file) =>
    readFileSync(path.join(here, '../src/features/docs-viewer', file), 'utf8'),
  )
  const components = new Set(
    layouts.flatMap((source) =>
      [...source.matchAll(/getComponent\(\s*'([^']+)'/g)].map(
        (match) => match[1] ?? '',
      ),
    ),
  )
  expect(components.size).toBeGreaterThanOrEqual(10)
  for (const name of components)
    expect(
      getComponent(name, true),
      `swagger-ui component ${name}`,
    ).toBeTruthy()
  expect(getComponent('App', true), 'swagger-ui component App').toBeTruthy()
})
