import { useEffect, useId, useRef } from 'react'
import { NavLink, useLocation } from 'react-router'
import type { SitePage } from '#web/lib/site-map.ts'
import { useCarryOver } from '#web/lib/use-hydrated.ts'

/** Props of NavDropdown. */
export interface NavDropdownProps {
  label: string
  pages: SitePage[]
  isOpen: boolean
  onToggle: () => void
  onClose: () => void
  /** Before hydration and without scripts: a `<details>` element that opens by itself. */
  isStatic?: boolean
}

/**
 * A main-nav item that opens a list of pages (USWDS nav dropdown): a button with aria-expanded,
 * closed by Escape (focus back on the button) or by a click elsewhere.
 */
export function NavDropdown({
  label,
  pages,
  isOpen,
  onToggle,
  onClose,
  isStatic = false,
}: NavDropdownProps) {
  const id = useId()
  const itemRef = useRef<HTMLLIElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const detailsRef = useRef<HTMLDetailsElement>(null)
  // Opened before the app started: open after (ADR 062).
  useCarryOver(() => {
    if (detailsRef.current?.open) onToggle()
  })
  const { pathname } = useLocation()
  const isCurrentSection = pages.some(
    (page) => pathname === page.to || pathname.startsWith(`${page.to}/`),
  )

  useEffect(() => {
    if (!isOpen) return
    const onPointerDown = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) onClose()
    }
    // Escape closes the list and puts focus back on its button.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      onClose()
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [isOpen, onClose])

  const links = pages.map((page) => (
    <li key={page.to}>
      <NavLink to={page.to} end onClick={onClose}>
        {page.label}
      </NavLink>
    </li>
  ))
  if (isStatic) {
    return (
      <li className="site-nav__item">
        <details ref={detailsRef} className="site-nav__details">
          <summary
            className={`site-nav__link site-nav__toggle${isCurrentSection ? ' is-current' : ''}`}
          >
            {label}
          </summary>
          <ul className="site-nav__submenu">{links}</ul>
        </details>
      </li>
    )
  }
  return (
    <li ref={itemRef} className="site-nav__item">
      <button
        ref={buttonRef}
        type="button"
        className={`site-nav__link site-nav__toggle${isCurrentSection ? ' is-current' : ''}`}
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={onToggle}
      >
        <span>{label}</span>
      </button>
      <ul id={id} className="site-nav__submenu" hidden={!isOpen}>
        {links}
      </ul>
    </li>
  )
}
