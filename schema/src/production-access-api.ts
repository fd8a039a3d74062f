import type { AuthType } from './catalogue.ts'
import { offeredAuthTypes, type SandboxAccessApi } from './sandbox-access.ts'

// What the public-status rule needs of the production form's rules, apart from the rest of
// production-request-selection.ts: every page applies that rule, so this is in the entry chunk,
// and the form's own rules load with the form (ADR 021, R-PERF-SHELL).

/** What the production form reads of an API (a catalogue entry, or the server's row). */
export interface ProductionAccessApi extends Omit<
  SandboxAccessApi,
  'restrictedAccess'
> {
  altID: string | null
  openData: boolean
  requiresApiAttestation?: boolean
  requiresEthicsAttestation?: boolean
  restrictedAccessToggle?: boolean
  restrictedAccess?: {
    restricted?: boolean
    blockSandboxAccessForm?: boolean
    blockProdAccessForm?: boolean
    versions?: readonly {
      authType: string
      blockSandboxAccessForm?: boolean
      blockProdAccessForm?: boolean
    }[]
  }
}

/**
 * The auth types the production form may ask for: none without an altID or when restrictedAccess
 * blocks the production form for the whole API, else those offered whose version does not block
 * it. The checklist shows these; the server refuses anything else with 422.
 */
export function productionRequestAuthTypes(
  api: ProductionAccessApi,
): AuthType[] {
  if (!api.altID || api.restrictedAccess?.blockProdAccessForm) return []
  return offeredAuthTypes(api).filter(
    (authType) =>
      !api.restrictedAccess?.versions?.some(
        (version) =>
          version.authType === authType && version.blockProdAccessForm,
      ),
  )
}
