import type { ApiEntry } from '@portal/schema/catalogue'
import { webEnv } from '#web/lib/env.ts'

/** APIs forced into a state, by urlFragment or urlSlug. */
interface StatusOverrides {
  deprecated: readonly string[]
  deactivated: readonly string[]
}

/** The overrides of this build (VITE_DEPRECATED_APIS, VITE_DEACTIVATED_APIS). */
const BUILD_STATUS_OVERRIDES: StatusOverrides = {
  deprecated: webEnv.VITE_DEPRECATED_APIS,
  deactivated: webEnv.VITE_DEACTIVATED_APIS,
}

type StatusApi = Pick<ApiEntry, 'urlFragment' | 'urlSlug' | 'deactivationInfo'>

const isNamedIn = (api: StatusApi, names: readonly string[]) =>
  names.includes(api.urlFragment) || names.includes(api.urlSlug)

const isPast = (isoDate: string | undefined, now: Date) => {
  if (!isoDate) return false
  const time = Date.parse(isoDate)
  return !Number.isNaN(time) && now.getTime() > time
}

/** Deactivated once now is past deactivationDate, or when an override names the API. */
export function isApiDeactivated(
  api: StatusApi,
  now: Date,
  overrides = BUILD_STATUS_OVERRIDES,
): boolean {
  return (
    isNamedIn(api, overrides.deactivated) ||
    isPast(api.deactivationInfo?.deactivationDate, now)
  )
}

/** Deprecated once now is past deprecationDate, or when an override names the API. */
export function isApiDeprecated(
  api: StatusApi,
  now: Date,
  overrides = BUILD_STATUS_OVERRIDES,
): boolean {
  return (
    isNamedIn(api, overrides.deprecated) ||
    isPast(api.deactivationInfo?.deprecationDate, now)
  )
}
