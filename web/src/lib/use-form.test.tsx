import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { FieldErrors } from './form-store.ts'
import { useForm, useWatch, type Validate } from './use-form.tsx'

// ADR 025: the form state that replaced react-hook-form keeps each kind of field's value in the
// shape the shared schemas read, validates on submit only, and keeps values of hidden fields.

interface Values {
  [key: string]: unknown
  name?: string
  plan?: string | null
  apis: string[]
  terms: boolean
  role?: string
  contact?: { email?: string }
  notes?: string
}

function Harness({
  validate,
  onValid,
}: {
  validate: Validate<Values>
  onValid: (values: Values) => void
}) {
  const form = useForm<Values>({
    validate,
    defaultValues: { apis: [], terms: false },
  })
  const [showNotes, setShowNotes] = useState(true)
  const plan = useWatch(form, 'plan')
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
    >
      <label htmlFor="name">Name</label>
      <input id="name" {...form.register('name')} />
      {form.errorOf('name') ? <p>{form.errorOf('name')}</p> : null}
      <fieldset>
        <legend>Plan</legend>
        {['free', 'paid'].map((value) => (
          <label key={value}>
            <input type="radio" value={value} {...form.register('plan')} />
            {value}
          </label>
        ))}
      </fieldset>
      {plan === 'paid' ? <p>Paid plan chosen</p> : null}
      {['a', 'b'].map((value) => (
        <label key={value}>
          <input type="checkbox" value={value} {...form.register('apis')} />
          API {value}
        </label>
      ))}
      <label>
        <input type="checkbox" {...form.register('terms')} />
        Terms
      </label>
      <label htmlFor="role">Role</label>
      <select id="role" {...form.register('role')}>
        <option value="">- Select -</option>
        <option value="dev">Developer</option>
      </select>
      <label htmlFor="contact.email">Email</label>
      <input id="contact.email" {...form.register('contact.email')} />
      {showNotes ? (
        <>
          <label htmlFor="notes">Notes</label>
          <textarea id="notes" {...form.register('notes')} />
        </>
      ) : null}
      <button type="button" onClick={() => setShowNotes((shown) => !shown)}>
        Toggle notes
      </button>
      <button type="button" onClick={() => form.setValue('name', 'Set name')}>
        Set name
      </button>
      <button type="submit">Submit</button>
    </form>
  )
}

function setup(validate: Validate<Values> = () => ({})) {
  const onValid = vi.fn()
  render(<Harness validate={validate} onValid={onValid} />)
  return { onValid, user: userEvent.setup() }
}

test('Untouched fields submit in the shapes the schemas read: text and select as strings, an unchosen radio group as null, checkboxes as a list or a boolean', async () => {
  const { onValid, user } = setup()
  await user.click(screen.getByRole('button', { name: 'Submit' }))
  expect(onValid).toHaveBeenCalledWith({
    name: '',
    plan: null,
    apis: [],
    terms: false,
    role: '',
    contact: { email: '' },
    notes: '',
  })
})

test('What the user enters is what is submitted, nested paths included', async () => {
  const { onValid, user } = setup()
  await user.type(screen.getByLabelText('Name'), 'Ada Lovelace')
  await user.click(screen.getByLabelText('paid'))
  await user.click(screen.getByLabelText('API b'))
  await user.click(screen.getByLabelText('API a'))
  await user.click(screen.getByLabelText('Terms'))
  await user.selectOptions(screen.getByLabelText('Role'), 'dev')
  await user.type(screen.getByLabelText('Email'), 'ada@example.com')
  await user.click(screen.getByRole('button', { name: 'Submit' }))
  expect(onValid).toHaveBeenCalledWith(
    expect.objectContaining({
      name: 'Ada Lovelace',
      plan: 'paid',
      apis: ['a', 'b'],
      terms: true,
      role: 'dev',
      contact: { email: 'ada@example.com' },
    }),
  )
})

test('A watched field re-renders what depends on it', async () => {
  const { user } = setup()
  expect(screen.queryByText('Paid plan chosen')).not.toBeInTheDocument()
  await user.click(screen.getByLabelText('paid'))
  expect(screen.getByText('Paid plan chosen')).toBeInTheDocument()
  await user.click(screen.getByLabelText('free'))
  expect(screen.queryByText('Paid plan chosen')).not.toBeInTheDocument()
})

test('A hidden field keeps its value, submits it, and shows it again', async () => {
  const { onValid, user } = setup()
  await user.type(screen.getByLabelText('Notes'), 'Kept')
  await user.click(screen.getByRole('button', { name: 'Toggle notes' }))
  expect(screen.queryByLabelText('Notes')).not.toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Submit' }))
  expect(onValid).toHaveBeenCalledWith(
    expect.objectContaining({ notes: 'Kept' }),
  )
  await user.click(screen.getByRole('button', { name: 'Toggle notes' }))
  expect(screen.getByLabelText('Notes')).toHaveValue('Kept')
})

test('setValue changes the value and what the field shows', async () => {
  const { onValid, user } = setup()
  await user.click(screen.getByRole('button', { name: 'Set name' }))
  expect(screen.getByLabelText('Name')).toHaveValue('Set name')
  await user.click(screen.getByRole('button', { name: 'Submit' }))
  expect(onValid).toHaveBeenCalledWith(
    expect.objectContaining({ name: 'Set name' }),
  )
})

test('Messages appear on submit only, and the next valid submit clears them', async () => {
  const validate = vi.fn((values: Values): FieldErrors =>
    values.name ? {} : { name: 'Enter your name' },
  )
  const { onValid, user } = setup(validate)
  await user.type(screen.getByLabelText('Email'), 'a')
  expect(validate).not.toHaveBeenCalled()
  await user.click(screen.getByRole('button', { name: 'Submit' }))
  expect(screen.getByText('Enter your name')).toBeInTheDocument()
  expect(onValid).not.toHaveBeenCalled()
  // Typing does not validate again: the message stays until the next submit.
  await user.type(screen.getByLabelText('Name'), 'Ada')
  expect(screen.getByText('Enter your name')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Submit' }))
  expect(screen.queryByText('Enter your name')).not.toBeInTheDocument()
  expect(onValid).toHaveBeenCalledTimes(1)
})

test('A submit whose validation cannot load rejects, for the failed-submit banner', async () => {
  let submitted: Promise<void> | undefined
  function Failing() {
    const form = useForm<Values>({
      validate: () => Promise.reject(new TypeError('Failed to fetch')),
    })
    return (
      <form
        onSubmit={(event) => {
          submitted = form.handleSubmit(() => undefined)(event)
          submitted.catch(() => undefined)
        }}
      >
        <button type="submit">Submit</button>
      </form>
    )
  }
  render(<Failing />)
  await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }))
  await expect(submitted).rejects.toThrow('Failed to fetch')
})
