import type { ColumnType, Generated, JSONColumnType } from 'kysely'

/** Public API fields that are not columns of their own, stored as one jsonb document. */
export interface ApiDetails {
  oAuth: boolean
  oAuthTypes: string[] | null
  oAuthInfo: unknown
  docSources: unknown[]
  releaseNotes: string
  overviewPageContent: string
  veteranRedirect: unknown
  deactivationInfo?: unknown
  lastProdAccessStep: number
  vaInternalOnly?: string
  blockSandboxForm: boolean
  restrictedAccessToggle: boolean
  restrictedAccessDetails: string
  restrictedAccess: {
    restricted: boolean
    blockSandboxAccessForm: boolean
    blockProdAccessForm: boolean
    versions: {
      authType: string
      blockSandboxAccessForm: boolean
      blockProdAccessForm: boolean
    }[]
  }
  requiresApiAttestation: boolean
  requiresEthicsAttestation: boolean
}

export interface ApiCategoriesTable {
  key: string
  name: string
  proper_name: string
  url_slug: string
  content: JSONColumnType<Record<string, unknown>>
  updated_at: ColumnType<Date, never, Date>
}

export interface ApisTable {
  id: Generated<string>
  url_slug: string
  alt_id: string | null
  url_fragment: string
  name: string
  description: string
  category_key: string
  enabled_by_default: boolean
  open_data: boolean
  is_stealth_launched: boolean
  details: JSONColumnType<ApiDetails>
  // Server-only columns: never part of a response.
  gateway_acl: string | null
  auth_server_key: string | null
  environments: string[]
  updated_at: ColumnType<Date, never, Date>
}

export interface DocVersionsTable {
  id: Generated<string>
  api_url_fragment: string
  version: string
  status: 'Current Version' | 'Previous Version' | 'Draft Version'
  label: string
  internal_only: boolean
  spec_format: 'json' | 'yaml'
  spec: string
  sort_order: number
}

/** Which version of the seed data the database holds (one row). */
interface SeedStateTable {
  id: number
  version: number
  seeded_at: ColumnType<Date, never, never>
}

/** Every table, by name, for Kysely. */
export interface Database {
  api_categories: ApiCategoriesTable
  apis: ApisTable
  seed_state: SeedStateTable
  doc_versions: DocVersionsTable
}
