import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react'

/** One checkbox of a filter menu. */
interface FilterOption {
  value: string
  label: string
}

/** Props of FilterMenu. */
export interface ChecklistMenuProps {
  /** The button text; the number of applied filters is added to it. */
  label: string
  /** The form field name of the checkboxes (`topics`, `auth`). */
  name: string
  options: FilterOption[]
  selected: string[]
  onApply: (values: string[]) => void
  /** The text of the apply button. */
  applyLabel: string
  /** Whether applying scrolls the page to the top (the explore list does). */
  scrollsToTop?: boolean
}

/**
 * A button that opens a checklist (filters, columns). The choice applies only on the apply button; the menu
 * closes on apply, on Escape and on a click outside it, and focus returns to the button.
 */
export function ChecklistMenu({
  label,
  name,
  options,
  selected,
  onApply,
  applyLabel,
  scrollsToTop = false,
}: ChecklistMenuProps) {
  const [draft, setDraft] = useState<string[] | null>(null)
  const isOpen = draft !== null
  const panelId = useId()
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  // A subscription to clicks anywhere, only while the menu is open.
  useEffect(() => {
    if (!isOpen) return
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setDraft(null)
    }
    document.addEventListener('mousedown', closeOnOutsideClick)
    return () => document.removeEventListener('mousedown', closeOnOutsideClick)
  }, [isOpen])

  const close = () => {
    setDraft(null)
    buttonRef.current?.focus()
  }
  const apply = (event: FormEvent) => {
    event.preventDefault()
    onApply(
      options
        .map((option) => option.value)
        .filter((value) => draft?.includes(value)),
    )
    close()
    if (scrollsToTop) window.scrollTo({ top: 0 })
  }
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation()
      close()
    }
  }
  const toggle = (value: string) =>
    setDraft((current) =>
      current?.includes(value)
        ? current.filter((item) => item !== value)
        : [...(current ?? []), value],
    )

  return (
    // Escape anywhere inside the menu closes it, as in a native popup.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="filter-menu" ref={containerRef} onKeyDown={closeOnEscape}>
      <button
        ref={buttonRef}
        type="button"
        className="usa-button usa-button--outline filter-menu__button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => (isOpen ? setDraft(null) : setDraft(selected))}
      >
        {label}
        {selected.length > 0 ? ` (${selected.length})` : ''}
      </button>
      <form
        id={panelId}
        className="filter-menu__panel"
        hidden={!isOpen}
        onSubmit={apply}
      >
        <fieldset className="usa-fieldset">
          <legend className="usa-legend filter-menu__legend">{label}</legend>
          {options.map((option) => (
            <div className="usa-checkbox" key={option.value}>
              <input
                className="usa-checkbox__input"
                type="checkbox"
                id={`${name}-${option.value}`}
                name={name}
                value={option.value}
                checked={draft?.includes(option.value) ?? false}
                onChange={() => toggle(option.value)}
              />
              <label
                className="usa-checkbox__label"
                htmlFor={`${name}-${option.value}`}
              >
                {option.label}
              </label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="usa-button filter-menu__apply">
          {applyLabel}
        </button>
      </form>
    </div>
  )
}
