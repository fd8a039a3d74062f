import type { ApiEntry, AuthType } from '@portal/schema/catalogue'
import {
  chosenApis,
  describeSelection,
  productionFormAuthTypes,
  type ProductionSelection,
} from '@portal/schema/production-selection'

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
 * The production form's API checklist: every listed API once per auth type the production form
 * may ask for (restrictedAccess can block it), grouped by auth type, sorted by name.
 */
export function checklistGroups(apis: readonly ApiEntry[]): ChecklistGroup[] {
  return GROUPS.map(({ authType, legend }) => ({
    authType,
    legend,
    options: apis
      .filter((api) => productionFormAuthTypes(api).includes(authType))
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
  apis: readonly ApiEntry[],
): ProductionSelection {
  return describeSelection(chosenApis(entries ?? [], apis))
}
