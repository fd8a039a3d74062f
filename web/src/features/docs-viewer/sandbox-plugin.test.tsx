import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import {
  NO_SANDBOX_EXTENSION,
  sandboxPlugin,
  withoutTableAlignment,
} from './sandbox-plugin.tsx'

const { TryItOutButton, Markdown } = sandboxPlugin().wrapComponents

const system = (spec: Record<string, unknown>) => ({
  specSelectors: { specJson: () => ({ get: (key: string) => spec[key] }) },
})

function Button() {
  return <button type="button">Try it out</button>
}

test('A spec the gateway does not answer shows "No sandbox" where Try it out would be, and no button (R-DOCS-NO-SANDBOX)', () => {
  const Wrapped = TryItOutButton(
    Button,
    system({ [NO_SANDBOX_EXTENSION]: true }),
  )
  render(<Wrapped />)
  expect(screen.getByText(/^No sandbox: this API has no sandbox/)).toBeVisible()
  expect(screen.queryByRole('button')).not.toBeInTheDocument()
})

test('A spec with a sandbox keeps the Try it out button', () => {
  const Wrapped = TryItOutButton(Button, system({}))
  render(<Wrapped />)
  expect(screen.getByRole('button', { name: 'Try it out' })).toBeVisible()
  expect(screen.queryByText(/No sandbox/)).not.toBeInTheDocument()
})

test("A markdown table's alignment colons become dashes, so remarkable writes no style attribute (R-DOCS-CSP)", () => {
  const table = [
    'Forms:',
    '| Form | Description | Pages |',
    '| :------ | :----: | ---: |',
    '| 21-526 | Disability: compensation | 12 |',
    '',
    'Time: 10:30, range a-:b',
  ].join('\n')
  expect(withoutTableAlignment(table)).toBe(
    table.replace('| :------ | :----: | ---: |', '| ------- | ------ | ---- |'),
  )
  expect(withoutTableAlignment('no table')).toBe('no table')
  let seen: unknown
  const Wrapped = Markdown((props: Record<string, unknown>) => {
    seen = props.source
    return null
  })
  render(<Wrapped source={'|a|\n|:-|\n|1|'} className="x" />)
  expect(seen).toBe('|a|\n|--|\n|1|')
})
