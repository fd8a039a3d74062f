import { type ReactNode, Suspense } from 'react'
import { Outlet } from 'react-router'
import { LoadingIndicator } from './loading-indicator.tsx'
import { SideNavList } from './side-nav-page.tsx'

/** Props of SignedInBar. */
export interface SignedInBarProps {
  /** The bar's class (e.g. "account-bar"); its `__inner` and `__sign-out` parts are styled by the layer. */
  block: string
  /** A light button on the dark console bar. */
  isInverse?: boolean
  onSignOut: () => void
  isSigningOut: boolean
  /** The failed sign-out in the layer's words, or null. */
  error: ReactNode
  /** Who is signed in (and any note), before the button. */
  children: ReactNode
}

/**
 * The strip on top of a signed-in area (the account and the console, which may not import each
 * other): who is signed in, "Sign out", and a failed sign-out under it.
 */
export function SignedInBar({
  block,
  isInverse = false,
  onSignOut,
  isSigningOut,
  error,
  children,
}: SignedInBarProps) {
  return (
    <div className={block}>
      <div className={`grid-container ${block}__inner`}>
        {children}
        <button
          type="button"
          className={`usa-button usa-button--outline${isInverse ? ' usa-button--inverse' : ''} ${block}__sign-out`}
          onClick={onSignOut}
          disabled={isSigningOut}
        >
          Sign out
        </button>
      </div>
      {error ? <div className="grid-container">{error}</div> : null}
    </div>
  )
}

/** Props of SignedInPage. */
export interface SignedInPageProps {
  /** Names the navigation landmark, e.g. "Account". */
  navLabel: string
  /** The area's own class on the navigation, if any. */
  navClassName?: string
  /** The area's class on the page column, e.g. "account__content". */
  contentClassName: string
  items: readonly { to: string; label: string }[]
  /** The area's overview: current only at its own address, a section also below it. */
  overviewPath: string
}

/** A signed-in area's side navigation beside the current page (the route's outlet). */
export function SignedInPage({
  navLabel,
  navClassName,
  contentClassName,
  items,
  overviewPath,
}: SignedInPageProps) {
  return (
    <div className="grid-container page-content">
      <div className="grid-row grid-gap-lg">
        <nav
          aria-label={navLabel}
          className={`tablet:grid-col-4 desktop:grid-col-3${navClassName ? ` ${navClassName}` : ''}`}
        >
          <SideNavList
            entries={items.map((item) => ({
              to: item.to,
              label: item.label,
              isEnd: item.to === overviewPath,
            }))}
          />
        </nav>
        <div
          className={`tablet:grid-col-8 desktop:grid-col-9 ${contentClassName}`}
        >
          <Suspense fallback={<LoadingIndicator label="Loading page" />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </div>
  )
}
