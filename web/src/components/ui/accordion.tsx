import { useRef, useState, type ReactNode } from 'react'
import { useCarryOver, useHydrated } from '#web/lib/use-hydrated.ts'

/** One section of an accordion. */
interface AccordionItem {
  id: string
  title: ReactNode
  content: ReactNode
  expanded: boolean
  headingLevel: 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
}

/** Props of Accordion. */
export interface AccordionProps {
  items: AccordionItem[]
  bordered?: boolean
  /** Several sections may be open at once; otherwise opening one closes the others. */
  multiselectable?: boolean
}

/**
 * The USWDS accordion, with the markup the design system's CSS expects. Our own rather than
 * @trussworks/react-uswds: that library cannot be tree-shaken and cost 33 kB of gzip JS on the
 * home page's first load for three small components (ADR 021). Until the page has hydrated, and
 * where scripts do not run, each section is a `<details>` element that opens by itself
 * (R-SSR-NO-JS).
 */
export function Accordion({
  items,
  bordered = false,
  multiselectable = false,
}: AccordionProps) {
  const [open, setOpen] = useState(
    () => new Set(items.filter((item) => item.expanded).map((item) => item.id)),
  )
  const hydrated = useHydrated()
  const detailsRefs = useRef(new Map<string, HTMLDetailsElement>())
  // The sections the reader opened or closed before the app started stay so (ADR 062).
  useCarryOver(() => {
    if (detailsRefs.current.size === 0) return
    setOpen(
      new Set(
        items
          .filter((item) => detailsRefs.current.get(item.id)?.open)
          .map((item) => item.id),
      ),
    )
  })
  const toggle = (id: string) => {
    setOpen((current) => {
      const next = new Set(multiselectable ? current : [])
      if (current.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }
  return (
    <div
      className={`usa-accordion${bordered ? ' usa-accordion--bordered' : ''}`}
      data-allow-multiple={multiselectable || undefined}
    >
      {items.map(({ id, title, content, headingLevel: Heading }) =>
        !hydrated ? (
          <details
            key={id}
            ref={(element) => {
              if (element) detailsRefs.current.set(id, element)
              else detailsRefs.current.delete(id)
            }}
            className="accordion__details"
            open={open.has(id)}
          >
            <summary className="usa-accordion__button">
              <Heading className="accordion__summary-heading">{title}</Heading>
            </summary>
            <div id={id} className="usa-accordion__content usa-prose">
              {content}
            </div>
          </details>
        ) : (
          <AccordionSection
            key={id}
            id={id}
            title={title}
            Heading={Heading}
            isOpen={open.has(id)}
            onToggle={() => {
              toggle(id)
            }}
          >
            {content}
          </AccordionSection>
        ),
      )}
    </div>
  )
}

interface AccordionSectionProps {
  id: string
  title: ReactNode
  Heading: AccordionItem['headingLevel']
  isOpen: boolean
  onToggle: () => void
  children: ReactNode
}

function AccordionSection({
  id,
  title,
  Heading,
  isOpen,
  onToggle,
  children,
}: AccordionSectionProps) {
  return (
    <>
      <Heading className="usa-accordion__heading">
        <button
          type="button"
          className="usa-accordion__button"
          aria-expanded={isOpen}
          aria-controls={id}
          onClick={onToggle}
        >
          {title}
        </button>
      </Heading>
      <div
        id={id}
        className="usa-accordion__content usa-prose"
        hidden={!isOpen}
      >
        {children}
      </div>
    </>
  )
}
