import { expect, test } from 'vitest'
import { LogoUploadRequestSchema } from './logo-upload.ts'

test('Only PNG and JPEG may be asked for, with a file name of at most 255 characters', () => {
  expect(
    LogoUploadRequestSchema.safeParse({
      fileName: 'a.png',
      fileType: 'image/png',
    }).success,
  ).toBe(true)
  const gif = LogoUploadRequestSchema.safeParse({
    fileName: 'a.gif',
    fileType: 'image/gif',
  })
  expect(gif.error?.issues[0]?.message).toBe(
    'Files must be one of these types: image/jpeg, image/png',
  )
  expect(
    LogoUploadRequestSchema.safeParse({
      fileName: 'x'.repeat(256),
      fileType: 'image/png',
    }).success,
  ).toBe(false)
})
