import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { useForm } from '#web/lib/use-form.tsx'
import {
  CheckboxField,
  RadioGroupField,
  SelectField,
  TextField,
} from './form-fields.tsx'

// R-SSR-FORM-POST: the field components render the form's default values and the first invalid
// field's autofocus, so a page rendered on the server for a posted form shows what was sent; a
// field the user changed before the page hydrated keeps what they entered.

interface Values {
  [key: string]: unknown
  name?: string
  role?: string
  plan?: string
  terms: boolean
}

function Harness({
  defaults,
  focusField,
  onSubmit = () => undefined,
}: {
  defaults: Partial<Values>
  focusField?: string
  onSubmit?: (values: Values) => void
}) {
  const form = useForm<Values>({
    validate: () => ({}),
    defaultValues: { terms: false, ...defaults },
    autoFocus: focusField,
  })
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      <TextField registration={form.register('name')} label="Name" />
      <SelectField
        registration={form.register('role')}
        label="Role"
        options={[{ value: 'DEV', label: 'Developer' }]}
      />
      <RadioGroupField
        registration={form.register('plan')}
        legend="Plan"
        options={[
          { value: 'free', label: 'Free' },
          { value: 'paid', label: 'Paid' },
        ]}
      />
      <CheckboxField registration={form.register('terms')} label="Terms" />
      <button type="submit">Send</button>
    </form>
  )
}

test('The server HTML shows the values sent and autofocuses the first invalid field', () => {
  const view = renderToString(
    <Harness
      defaults={{ name: 'Ada', role: 'DEV', plan: 'paid', terms: true }}
      focusField="plan"
    />,
  )
  const page = new DOMParser().parseFromString(view, 'text/html')
  expect(page.querySelector<HTMLInputElement>('#name')?.value).toBe('Ada')
  expect(page.querySelector<HTMLSelectElement>('#role')?.value).toBe('DEV')
  expect(
    page.querySelector<HTMLInputElement>('input[value="paid"]')?.checked,
  ).toBe(true)
  expect(page.querySelector<HTMLInputElement>('#terms')?.checked).toBe(true)
  // The group's first radio takes focus, as the script's focusFirstField does.
  expect(page.querySelector('#plan')?.hasAttribute('autofocus')).toBe(true)
  expect(page.querySelectorAll('[autofocus]')).toHaveLength(1)
})

test('A field changed before the page hydrated keeps what the user entered', async () => {
  // hydrateRoot is called directly, not through testing-library, which sets this for its renders.
  ;(
    globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  ).IS_REACT_ACT_ENVIRONMENT = true
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Harness defaults={{}} />)
  document.body.append(container)
  container.querySelector<HTMLInputElement>('#terms')!.checked = true
  container.querySelector<HTMLInputElement>('#name')!.value = 'Grace'
  let sent: Values | undefined
  await act(async () => {
    hydrateRoot(
      container,
      <Harness defaults={{}} onSubmit={(v) => (sent = v)} />,
    )
  })
  await act(async () => {
    container.querySelector('button')!.click()
  })
  expect(sent).toMatchObject({ name: 'Grace', terms: true })
  container.remove()
})
