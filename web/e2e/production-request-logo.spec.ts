import { expect, test } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'
import {
  answerStepOneBasics,
  continueStep,
  expectStep,
  field,
  FORM,
  PNG,
} from './production-request-helpers.ts'

test('Logo upload: progress and Cancel, Delete file, and each upload error', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto(FORM)
  await page.getByText('VA Facilities API', { exact: true }).click()
  await answerStepOneBasics(page)
  await continueStep(page)
  await expectStep(page, 'Step 2 of 2: Basic information')
  const input = page.getByLabel('App logo (optional)')

  // A slow link: the bar moves, and Cancel stops the upload and clears the logo.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  })
  const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)])
  await input.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: big,
  })
  const bar = page.getByRole('progressbar', { name: 'Uploading big.png' })
  await expect(bar).toBeVisible()
  await expect
    .poll(async () => Number(await bar.getAttribute('value')), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0)
  await expect(page.getByText(/^\s*\d+%$/)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Cancel upload' }).click()
  await expect(bar).toBeHidden()
  await expect(input).toBeFocused()
  await expect(field(page, 'logoIcon')).toHaveValue('')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })

  // Done: preview and Delete file, which resets it.
  await input.setInputFiles({
    name: 'small.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await expect(
    page.getByRole('img', { name: 'Preview of your logo, small.png' }),
  ).toBeVisible()
  await expect(field(page, 'logoLarge')).toHaveValue(
    /\/logos\/original\/[0-9a-f-]{36}\/logo\.png$/,
  )
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Delete file' }).click()
  await expect(
    page.getByRole('img', { name: /Preview of your logo/ }),
  ).toHaveCount(0)
  await expect(field(page, 'logoLarge')).toHaveValue('')

  // Too large, and not PNG or JPEG: the spec's messages, before anything is sent.
  await input.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(10_485_761),
  })
  await expect(
    page.getByText(
      "We couldn't upload your file. Files should be less than 10 MB.",
    ),
  ).toBeVisible()
  await input.setInputFiles({
    name: 'logo.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  })
  await expect(
    page.getByText(
      "We couldn't upload your file. Files should be in PNG or JPEG format.",
    ),
  ).toBeVisible()
  // A file that only claims to be a PNG: the server checks its bytes (415).
  await input.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image at all'),
  })
  await expect(
    page.getByText(
      "We couldn't upload your file. Files should be in PNG or JPEG format.",
    ),
  ).toBeVisible()
  await expect(field(page, 'logoIcon')).toHaveValue('')

  // A network failure clears the logo fields.
  await input.setInputFiles({
    name: 'small.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await expect(page.getByRole('button', { name: 'Delete file' })).toBeVisible()
  await page.getByRole('button', { name: 'Delete file' }).click()
  await page.route('**/consumers/logo-upload/local', (route) =>
    route.abort('failed'),
  )
  await input.setInputFiles({
    name: 'again.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await expect(
    page.getByText("We couldn't upload your file. Please try again."),
  ).toBeVisible()
  await expect(field(page, 'logoIcon')).toHaveValue('')
  await expect(field(page, 'logoLarge')).toHaveValue('')
})

test('Logo upload: back on its step, the logo shows again under the name the applicant chose', async ({
  page,
}) => {
  await page.goto(FORM)
  await page.getByText('VA Facilities API', { exact: true }).click()
  await answerStepOneBasics(page)
  await continueStep(page)
  await expectStep(page, 'Step 2 of 2: Basic information')
  // Any script, spaces and dots: the name is data, never the stored object's name.
  const name = 'Logo de l’équipe – 日本 v2.0.png'
  await page
    .getByLabel('App logo (optional)')
    .setInputFiles({ name, mimeType: 'image/png', buffer: PNG })
  await expect(page.getByText(`${name} uploaded.`)).toBeVisible()
  await expect(field(page, 'logoLarge')).toHaveValue(/\/logo\.png$/)

  await page.getByRole('button', { name: 'Back' }).click()
  await expectStep(page, 'Step 1 of 2: Verification')
  await continueStep(page)
  await expectStep(page, 'Step 2 of 2: Basic information')
  await expect(
    page.getByRole('img', { name: `Preview of your logo, ${name}` }),
  ).toBeVisible()
  await expect(page.getByText(`${name} uploaded.`)).toBeVisible()
})
