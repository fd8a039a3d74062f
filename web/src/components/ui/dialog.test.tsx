import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { expect, test } from 'vitest'
import { Dialog } from './dialog.tsx'

function Page({ isNested = false }: { isNested?: boolean }) {
  const [open, setOpen] = useState<string[]>([])
  const close = (name: string) => () =>
    setOpen((names) => names.filter((other) => other !== name))
  return (
    <>
      <button type="button" onClick={() => setOpen(['first'])}>
        Open
      </button>
      <Dialog
        isOpen={open.includes('first')}
        onClose={close('first')}
        heading="First"
      >
        {isNested ? (
          <button type="button" onClick={() => setOpen(['first', 'second'])}>
            Open the second
          </button>
        ) : (
          'Body'
        )}
      </Dialog>
      <Dialog
        isOpen={open.includes('second')}
        onClose={close('second')}
        heading="Second"
      >
        Body
      </Dialog>
    </>
  )
}

test('Escape closes a dialog the moment it shows, before focus has moved into it', () => {
  render(<Page />)
  const opener = screen.getByRole('button', { name: 'Open' })
  opener.focus()
  fireEvent.click(opener)
  expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument()
  // No await: the focus trap is still loading and focus is still on the opener.
  expect(opener).toHaveFocus()
  fireEvent.keyDown(opener, { key: 'Escape' })
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

test('Escape closes only the newest of two open dialogs', async () => {
  render(<Page isNested />)
  fireEvent.click(screen.getByRole('button', { name: 'Open' }))
  fireEvent.click(screen.getByRole('button', { name: 'Open the second' }))
  expect(screen.getAllByRole('dialog')).toHaveLength(2)
  fireEvent.keyDown(document.body, { key: 'Escape' })
  expect(
    screen.queryByRole('dialog', { name: 'Second' }),
  ).not.toBeInTheDocument()
  expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument()
  fireEvent.keyDown(document.body, { key: 'Escape' })
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  // The trap that loaded meanwhile finds nothing to hold.
  await act(async () => {
    await import('focus-trap')
  })
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})
