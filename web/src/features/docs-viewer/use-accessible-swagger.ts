import { useEffect, type RefObject } from 'react'

// swagger-ui renders markup that axe flags and that we cannot change through its options.
// These fixes run on every node it adds: they only add attributes, so they never fight its
// rendering, and observing child lists only means they never trigger themselves.
function fix(root: HTMLElement) {
  // Response tables are live regions: each needs its own name.
  for (const element of root.querySelectorAll<HTMLElement>(
    'table.responses-table[role="region"]',
  )) {
    element.setAttribute(
      'aria-label',
      `Responses of ${element.id.replace(/_responses$/, '').replaceAll('_', ' ')}`,
    )
  }
  // An OpenAPI 3.1 document's title is an h1 (3.0's an h2): the page has its own h1.
  for (const element of root.querySelectorAll('.info h1.title')) {
    element.setAttribute('aria-level', '2')
  }
  // "Server variables" is an h4 right under the page's h1.
  for (const element of root.querySelectorAll('.servers h4')) {
    element.setAttribute('aria-level', '2')
  }
  // Parameter controls have no labels of their own.
  for (const row of root.querySelectorAll<HTMLElement>('tr[data-param-name]')) {
    const name = row.dataset.paramName ?? ''
    for (const control of row.querySelectorAll('select, input, textarea')) {
      if (control.hasAttribute('aria-label')) continue
      const isExamples = control.classList.contains('examples-select-element')
      control.setAttribute(
        'aria-label',
        isExamples ? `Examples of ${name}` : `Value of ${name}`,
      )
    }
  }
  for (const element of root.querySelectorAll(
    '.content-type-wrapper select, select.content-type',
  )) {
    if (!element.hasAttribute('aria-label'))
      element.setAttribute('aria-label', 'Media type')
  }
  // The filter (R-DOCS-SEARCH) is an input with a placeholder only.
  for (const element of root.querySelectorAll('input.operation-filter-input')) {
    element.setAttribute('aria-label', 'Filter operations by tag')
  }
  for (const element of root.querySelectorAll<HTMLSelectElement>(
    '.servers select',
  )) {
    element.setAttribute('aria-label', 'Server')
  }
  for (const element of root.querySelectorAll<HTMLInputElement>(
    'input[data-variable]',
  )) {
    element.setAttribute(
      'aria-label',
      `Server variable ${element.dataset.variable ?? ''}`.trim(),
    )
  }
  // Without deep linking, swagger-ui wraps tag and path names in anchors with no href: they are
  // no links (a generic element to assistive technology), and saying so keeps crawlers from
  // reading them as broken ones (Lighthouse SEO, R-PERF-LIGHTHOUSE).
  for (const element of root.querySelectorAll('a.nostyle:not([href])')) {
    if (!element.hasAttribute('role')) element.setAttribute('role', 'none')
  }
  // Examples and responses scroll sideways: reachable by keyboard.
  for (const element of root.querySelectorAll('pre')) {
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '0')
  }
}

/** Keeps swagger-ui's markup accessible while it renders into the given element. */
export function useAccessibleSwagger(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current
    if (!root) return
    fix(root)
    const observer = new MutationObserver(() => fix(root))
    observer.observe(root, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [ref])
}
