import type { ReactNode } from 'react'

// The USWDS card markup, as @trussworks/react-uswds rendered it (see accordion.tsx for why ours).

/** Props of the card pieces: their content, and extra classes (grid columns on a Card). */
export interface CardPartProps {
  children: ReactNode
  className?: string
}

/** A list of cards laid out in a row. */
export function CardGroup({ children }: CardPartProps) {
  return <ul className="usa-card-group">{children}</ul>
}

/** One card with its heading first; `className` takes its grid columns. */
export function Card({ children, className }: CardPartProps) {
  return (
    <li
      className={`usa-card usa-card--header-first${className ? ` ${className}` : ''}`}
    >
      <div className="usa-card__container">{children}</div>
    </li>
  )
}

/** The card's heading area. */
export function CardHeader({ children }: CardPartProps) {
  return <div className="usa-card__header">{children}</div>
}

/** The card's text. */
export function CardBody({ children }: CardPartProps) {
  return <div className="usa-card__body">{children}</div>
}

/** The card's action. */
export function CardFooter({ children }: CardPartProps) {
  return <div className="usa-card__footer">{children}</div>
}
