import { PurgeCSS, type RawContent } from 'purgecss'

// PurgeCSS drops rules with `:where(…)` that the page does use (`.usa-form a:where(:not(
// .usa-button))`, the link colour inside forms). Those rules are few (14): their selectors are
// swapped for placeholders it keeps, and put back afterwards, in place, so the cascade is unchanged.
function protectWhereRules(css: string): {
  protectedCss: string
  restore: (purged: string) => string
} {
  const selectors: string[] = []
  const protectedCss = css.replace(
    /(^|[{}])([^{}@]*:where\([^{}]*)\{/g,
    (_match, before: string, selector: string) => {
      selectors.push(selector)
      return `${before}.purge-keep-${selectors.length - 1}{`
    },
  )
  return {
    protectedCss,
    restore: (purged) =>
      purged.replace(
        /\.purge-keep-(\d+)\{/g,
        (_match, index: string) => `${selectors[Number(index)] ?? ''}{`,
      ),
  }
}

/**
 * The rules of `css` whose selectors the content uses (PurgeCSS), kept byte for byte and in their
 * order. Class names may carry a colon (`tablet:grid-col-6`); `safelist` keeps classes the content
 * builds from values; @font-face rules no kept rule names are dropped.
 */
export async function purgeRules(
  css: string,
  content: (string | RawContent)[],
  safelist: RegExp[],
): Promise<string> {
  const { protectedCss, restore } = protectWhereRules(css)
  const [result] = await new PurgeCSS().purge({
    content,
    css: [{ raw: protectedCss }],
    // A token with a colon counts whole (`tablet:grid-col-6`) and in parts (`disabled:!0` in
    // compiled JS names the `disabled` attribute).
    defaultExtractor: (text) =>
      (text.match(/[\w:/-]+/g) ?? []).flatMap((token) =>
        token.includes(':') ? [token, ...token.split(':')] : [token],
      ),
    safelist: { standard: [...safelist, /^purge-keep-/] },
    fontFace: true,
  })
  return restore(result?.css ?? css)
}
