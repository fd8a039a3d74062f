import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from './test.ts'

// R-DOCS-SAMPLES: the docs page's code samples, copied from the page as a developer would, run
// against the sandbox gateway in every language whose runtime is on this machine, and each must
// get the operation's 2xx answer. Languages without a runtime here are listed as skipped.

const has = (command: string, args: string[] = ['--version']) =>
  spawnSync(command, args, { stdio: 'ignore' }).status === 0

// Python's sample uses requests: the first Python here that has it (PyPI may be out of reach).
const PYTHON = ['python3', '/usr/bin/python3'].find((python) =>
  has(python, ['-c', 'import requests']),
)

interface Runner {
  file: string
  /** The command and its arguments, given the sample's file. */
  command: (file: string) => [string, string[]] | null
  /** Why it cannot run here, when it cannot. */
  missing: string | null
  /** The sample as a program: Java's and C#'s samples are a method's body. */
  wrap?: (code: string) => string
}

const RUNNERS: Record<string, Runner> = {
  curl: {
    file: 'sample.sh',
    command: (file) => ['bash', [file]],
    missing: has('curl') ? null : 'curl is not on this machine',
  },
  JavaScript: {
    file: 'sample.mjs',
    command: (file) => ['node', [file]],
    missing: null,
  },
  Python: {
    file: 'sample.py',
    command: (file) => (PYTHON ? [PYTHON, [file]] : null),
    missing: PYTHON
      ? null
      : 'no Python here has the requests package (and PyPI cannot be reached)',
  },
  Java: {
    file: 'Sample.java',
    command: (file) => ['java', [file]],
    missing: has('java', ['-version']) ? null : 'java is not on this machine',
    wrap: (code) =>
      `import java.net.URI;\nimport java.net.http.*;\npublic class Sample {\n  public static void main(String[] args) throws Exception {\n${code}\n  }\n}\n`,
  },
  'C#': {
    file: 'sample.cs',
    command: () => null,
    missing: has('dotnet')
      ? 'dotnet is here, but running a C# file needs a project: not run'
      : 'dotnet is not on this machine',
  },
  Go: {
    file: 'sample.go',
    command: (file) => ['go', ['run', file]],
    missing: has('go', ['version']) ? null : 'go is not on this machine',
  },
  Ruby: {
    file: 'sample.rb',
    command: (file) => ['ruby', [file]],
    missing: has('ruby') ? null : 'ruby is not on this machine',
  },
}

async function signUp(page: Page): Promise<string> {
  const token = 'code-samples-csrf-token-0123456789'
  const baseURL = test.info().project.use.baseURL ?? ''
  const response = await page.request.post(
    '/platform-backend/v0/consumers/applications',
    {
      headers: {
        'x-csrf-token': token,
        cookie: `CSRF-TOKEN=${token}`,
        origin: baseURL,
      },
      data: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: `samples-${Date.now()}@example.org`,
        organization: 'Analytical Engines',
        typeAndApi: 'apikey/facilities',
        apis: 'apikey/facilities,apikey/confirmation',
        termsOfService: true,
      },
    },
  )
  expect(response.status()).toBe(201)
  return ((await response.json()) as { token: string }).token
}

/** Opens the curl builder: it loads when opened (R-FIRST-LOAD-DOCS). */
async function openBuilder(page: Page) {
  await page.getByRole('button', { name: 'Open the curl builder' }).click()
}

/** Opens the builder's request in seven languages. */
async function openSamples(page: Page) {
  await page
    .getByRole('button', { name: 'Show this request in seven languages' })
    .click()
}

/** Opens the samples of the builder's current request; each language's code, as the page shows it. */
async function samplesOnPage(page: Page): Promise<Record<string, string>> {
  await openSamples(page)
  const tabs = page.getByRole('tab')
  await expect(tabs).toHaveCount(7)
  const samples: Record<string, string> = {}
  for (const label of Object.keys(RUNNERS)) {
    await page.getByRole('tab', { name: label, exact: true }).click()
    samples[label] =
      (await page.getByRole('tabpanel').locator('code').textContent()) ?? ''
  }
  return samples
}

function run(label: string, code: string, answer: RegExp) {
  const runner = RUNNERS[label]
  if (!runner) throw new Error(label)
  const command = runner.command('')
  if (runner.missing || !command) {
    test.info().annotations.push({
      type: 'skipped language',
      description: `${label}: ${runner.missing ?? 'no runner'}`,
    })
    return
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-sample-'))
  const file = path.join(dir, runner.file)
  writeFileSync(file, runner.wrap ? runner.wrap(code) : code)
  const [program, args] = runner.command(file) ?? command
  const output = execFileSync(program, args, {
    cwd: dir,
    encoding: 'utf8',
    timeout: 60_000,
  })
  expect(output, `${label} sample's output`).toMatch(answer)
}

test.describe.configure({ mode: 'serial' })

test('The GET sample of every language on this machine answers 200 from the gateway, with the kept key filled in', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const key = await signUp(page)
  await page.addInitScript((kept) => {
    window.localStorage.setItem('sandboxTryItKey', kept)
  }, key)
  await page.goto('/explore/api/va-facilities/docs')
  await openBuilder(page)
  await page
    .getByRole('combobox', { name: 'Operation' })
    .selectOption('get /facilities/{id}')
  await expect(page.getByRole('textbox', { name: 'API key' })).toHaveValue(key)
  await page
    .getByRole('textbox', { name: 'id (path, required)' })
    .fill('vha_688')
  const samples = await samplesOnPage(page)
  for (const [label, code] of Object.entries(samples)) {
    expect(code, label).toContain(key)
    expect(code, label).toContain('/facilities/vha_688')
    await test.step(`${label} runs`, () => {
      // A 2xx answer of this operation is a facility: "data" with its id; a refusal is a message.
      run(label, code, /vha_688/)
    })
  }
})

test('The POST sample of every language on this machine answers 200 from the gateway', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const key = await signUp(page)
  await page.addInitScript((kept) => {
    window.localStorage.setItem('sandboxTryItKey', kept)
  }, key)
  await page.goto('/explore/api/veteran-confirmation/docs')
  await openBuilder(page)
  await page
    .getByRole('combobox', { name: 'Operation' })
    .selectOption('post /status')
  for (const [field, value] of [
    ['first_name', 'John'],
    ['last_name', 'Doe'],
    ['birth_date', '1965-01-01'],
    ['ssn', '555-55-5555'],
  ] as const)
    await page.getByRole('textbox', { name: `${field} (body)` }).fill(value)
  const samples = await samplesOnPage(page)
  for (const [label, code] of Object.entries(samples)) {
    expect(code, label).toContain(key)
    await test.step(`${label} runs`, () => {
      run(label, code, /veteran_status/)
    })
  }
})

test('The last language chosen is kept; arrow keys move between the tabs', async ({
  page,
}) => {
  await page.goto('/explore/api/va-facilities/docs')
  await openBuilder(page)
  await openSamples(page)
  await page.getByRole('tab', { name: 'Python' }).click()
  await page.keyboard.press('ArrowRight')
  await expect(
    page.getByRole('tab', { name: 'Java', exact: true }),
  ).toBeFocused()
  await expect(
    page.getByRole('tab', { name: 'Java', exact: true }),
  ).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('End')
  await expect(page.getByRole('tab', { name: 'Ruby' })).toBeFocused()
  await page.reload()
  await openBuilder(page)
  await openSamples(page)
  await expect(page.getByRole('tab', { name: 'Ruby' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(
    page.getByRole('button', { name: 'Copy Ruby sample' }),
  ).toBeVisible()
})
