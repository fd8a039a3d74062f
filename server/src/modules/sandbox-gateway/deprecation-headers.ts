import { serializeItem } from 'structured-headers'

/** The dates of an API's deprecation, as its catalogue entry holds them (ISO-8601, offset). */
export interface DeprecationDates {
  deprecationDate?: string | undefined
  deactivationDate?: string | undefined
}

const parsed = (iso: string | undefined) => {
  const time = iso ? Date.parse(iso) : Number.NaN
  return Number.isNaN(time) ? null : new Date(time)
}

/**
 * The headers of every gateway answer for a deprecated API (R-DEPRECATION-HEADERS): `Deprecation`
 * (RFC 9745, a structured-field Date, `@<unix seconds>`, also when the date is still ahead),
 * `Sunset` (RFC 8594, an HTTP-date) with a deactivation date, and a `Link` with
 * `rel="deprecation"` to the API's page. None without a deprecation date that parses.
 */
export function deprecationHeaders(
  dates: DeprecationDates | undefined,
  pageUrl: string,
): Record<string, string> {
  const deprecation = parsed(dates?.deprecationDate)
  if (!deprecation) return {}
  const sunset = parsed(dates?.deactivationDate)
  return {
    deprecation: serializeItem(deprecation),
    ...(sunset ? { sunset: sunset.toUTCString() } : {}),
    link: `<${pageUrl}>; rel="deprecation"; type="text/html"`,
  }
}

/** The errors envelope of a call to a deactivated API (410, R-DEPRECATION-GONE). */
export function goneBody(
  apiName: string,
  deactivationDate: string | undefined,
  pageUrl: string,
): { errors: string[] } {
  const day = parsed(deactivationDate)?.toISOString().slice(0, 10)
  return {
    errors: [
      `The ${apiName} was deactivated${day ? ` on ${day}` : ''} and no longer answers. See ${pageUrl}`,
    ],
  }
}
