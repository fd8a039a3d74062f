import type { AuthType } from '@portal/schema/catalogue'
import {
  chosenApis,
  describeSelection,
  type ProductionSelection,
} from '@portal/schema/production-request-selection'
import type { PublicApi } from '#web/catalogue/public-catalogue.ts'

/** One group of the API checklist: the APIs offered with one auth type. */
export interface ChecklistGroup {
  authType: AuthType
  legend: string
  options: { value: string; label: string }[]
}

const GROUPS: { authType: AuthType; legend: string }[] = [
  { authType: 'apikey', legend: 'Standard APIs (API key)' },
  { authType: 'acg', legend: 'OAuth APIs: Authorization Code Grant' },
  { authType: 'ccg', legend: 'OAuth APIs: Client Credentials Grant' },
]

/**
 * The production form's API checklist (R-PUBLIC-PROD): every listed API once per auth type the
 * production form may ask for (restrictedAccess can block it), grouped by auth type, sorted by name.
 */
export function checklistGroups(apis: readonly PublicApi[]): ChecklistGroup[] {
  return GROUPS.map(({ authType, legend }) => ({
    authType,
    legend,
    options: apis
      .filter(
        ({ status }) =>
          status.isListed && status.productionAuthTypes.includes(authType),
      )
      .map((api) => ({
        value: `${authType}/${api.altID ?? ''}`,
        label: api.name,
      }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  })).filter((group) => group.options.length > 0)
}

/** What the ticked entries change in the form. */
export function selectionFor(
  entries: readonly string[] | null | undefined,
  apis: readonly PublicApi[],
): ProductionSelection {
  return describeSelection(chosenApis(entries ?? [], apis))
}
