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

interface DocVersionsTable {
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

interface ConsumersTable {
  id: Generated<string>
  first_name: string
  last_name: string
  email: string
  email_lower: string
  organization: string
  description: string | null
  kong_username: string
  test_link_version: Generated<number>
  test_link_expires_at: Date | null
  created_at: Generated<Date>
}

interface ConsumerApplicationsTable {
  id: Generated<string>
  consumer_id: string
  apis: string
  oauth_application_type: 'web' | 'native' | null
  redirect_uri: string | null
  /** Every registered redirect URI of an ACG client (R-CARE-REDIRECTS); redirect_uri is the first. */
  redirect_uris: string[] | null
  /** Stored URIs the one rule refuses and no repair could save: kept, never given to the OAuth servers. */
  set_aside_redirect_uris: string[] | null
  /** When the rule last checked redirect_uris; null for rows stored before it (R-REDIRECT-REPAIR). */
  redirect_uris_checked_at: Generated<Date | null>
  public_jwk: JSONColumnType<Record<string, unknown>> | null
  attestation_checked: Generated<boolean>
  created_at: Generated<Date>
}

interface ConsumerCredentialsTable {
  id: Generated<string>
  consumer_id: string
  application_id: string
  kind: 'apikey' | 'acg' | 'ccg'
  client_id: string | null
  key_prefix: string
  secret_hmac: string | null
  created_at: Generated<Date>
  /** Refused by the gateway from this time on (revoked). */
  revoked_at: Date | null
  /** Refused by the gateway from this time on (rotated out after its overlap). */
  expires_at: Date | null
  /** A CCG client's public key for this row (R-CARE-PUBLIC-KEY). */
  public_jwk: JSONColumnType<Record<string, unknown>> | null
}

/** A change a developer made to their credentials (R-CARE-AUDIT). */
interface CredentialEventsTable {
  id: Generated<string>
  consumer_id: string
  application_id: string | null
  action: string
  detail: Generated<string>
  address: string
  at: Generated<Date>
}

/** One call through the sandbox gateway (R-GATEWAY-USAGE). */
interface GatewayRequestsTable {
  id: Generated<string>
  at: Date
  credential_id: string | null
  api_url_slug: string
  method: string
  path_template: string
  status: number
  latency_ms: number
  /** Names the call outside the server (the request log); made by the gateway, or the default. */
  call_id: Generated<string>
  /** The request id its answer carried (null before migration 026). */
  request_id: string | null
  /** The path as called, with its query, credentials redacted (null before migration 026). */
  path: string | null
}

/** A call's headers and truncated bodies, kept 7 days (R-REQLOG-KEEP). */
interface GatewayRequestDetailsTable {
  call_id: string
  at: Date
  request_headers: JSONColumnType<Record<string, string>>
  response_headers: JSONColumnType<Record<string, string>>
  request_body: string | null
  request_body_truncated: boolean
  response_body: string | null
  response_body_truncated: boolean
}

interface EmailOutboxTable {
  id: Generated<string>
  template: string
  recipient: string
  payload: JSONColumnType<Record<string, unknown>>
  status: Generated<'pending' | 'sent' | 'failed'>
  attempts: Generated<number>
  next_attempt_at: Generated<Date>
  last_error: string | null
  created_at: Generated<Date>
  sent_at: Date | null
}

interface TestUserTablesTable {
  id: Generated<string>
  api_url_slug: string
  position: number
  name: string
  description: string
  with_credentials: boolean
  columns: string[]
  managed_in_console: Generated<boolean>
}

interface TestUserRowsTable {
  id: Generated<string>
  table_id: string
  position: number
  data: JSONColumnType<Record<string, unknown>>
  credentials: JSONColumnType<Record<string, unknown>> | null
}

interface SupportRequestsTable {
  id: Generated<string>
  type: 'DEFAULT' | 'PUBLISHING'
  first_name: string
  last_name: string
  email: string
  organization: string | null
  role: string
  description: string | null
  apis: string[] | null
  api_details: string | null
  api_description: string | null
  api_internal_only: boolean | null
  api_internal_only_details: string | null
  api_other_info: string | null
  created_at: Generated<Date>
  /** The support desk's status (migration 016). */
  status: Generated<SupportDeskStatus>
  assignee_id: Generated<string | null>
  handed_off_at: Generated<Date | null>
  updated_at: Generated<Date>
  search_text: ColumnType<string, never, never>
}

type SupportDeskStatus = 'new' | 'open' | 'waiting_on_requester' | 'closed'

/** One staff event of a support request's timeline (migration 016). */
interface SupportRequestEventsTable {
  id: Generated<string>
  request_id: string
  at: Generated<Date>
  kind: 'transition' | 'note' | 'reply' | 'assignment' | 'handoff'
  action: string | null
  status: SupportDeskStatus
  staff_id: string | null
  message: string | null
}

interface NewsItemsTable {
  id: Generated<number>
  section: 'articles' | 'news-releases' | 'digital-media'
  title: string
  url: string
  published_on: ColumnType<string, string, string>
  source: string | null
}

type ProductionRequestStatus =
  | 'submitted'
  | 'in_review'
  | 'changes_requested'
  | 'demo_scheduled'
  | 'approved'
  | 'denied'
  | 'withdrawn'

interface ProductionRequestsTable {
  id: Generated<string>
  status: Generated<ProductionRequestStatus>
  apis: string
  organization: string
  app_name: string
  primary_email: string
  request: JSONColumnType<Record<string, unknown>>
  created_at: Generated<Date>
  updated_at: Generated<Date>
  /** The reviewer it is assigned to (migration 015). */
  assignee_id: string | null
  /** 10 business days after submission (R-REVIEW-DUE). */
  review_due_at: Date
  /** The app it was started from (migration 027); null: the public form. */
  app_id: Generated<string | null>
  demo_at: Date | null
  demo_meeting_link: string | null
  /** When the review started and when it was decided (migration 017, for the overview's medians). */
  first_reviewed_at: Date | null
  decided_at: Date | null
  /** Generated from `apis`: the altIDs and the auth types, for the queue's filters. */
  api_ids: ColumnType<string[], never, never>
  auth_types: ColumnType<string[], never, never>
  search_text: ColumnType<string, never, never>
}

/** Every event of a request's review, for its timeline (migration 015). */
interface ProductionRequestEventsTable {
  id: Generated<string>
  request_id: string
  at: Generated<Date>
  kind: 'submitted' | 'transition' | 'note' | 'check' | 'assignment'
  action: string | null
  status: ProductionRequestStatus
  actor: 'staff' | 'applicant' | 'system'
  staff_id: string | null
  message: string | null
  is_internal: Generated<boolean>
}

/** A reviewer's mark on one check of a request (migration 015). */
interface ProductionRequestChecksTable {
  id: Generated<string>
  request_id: string
  check_key:
    | 'app_name'
    | 'organization'
    | 'urls_and_policies'
    | 'terms_of_service'
    | 'sandbox_testing'
    | 'demo'
  outcome: 'passed' | 'failed'
  note: Generated<string>
  staff_id: string
  marked_at: Generated<Date>
}

interface ProductionRequestStatusHistoryTable {
  id: Generated<string>
  request_id: string
  status: ProductionRequestStatus
  note: string | null
  changed_at: Generated<Date>
}

/** An oidc-provider model instance of one sandbox authorization server (R-OAUTH-STORE). */
interface OidcPayloadsTable {
  server: string
  model: string
  id: string
  payload: JSONColumnType<Record<string, unknown>>
  grant_id: string | null
  uid: string | null
  expires_at: Date | null
  consumed_at: Date | null
}

/** The authorization servers' RS256 signing keys (R-OAUTH-KEYS). */
interface OauthSigningKeysTable {
  kid: string
  private_jwk: JSONColumnType<Record<string, unknown>>
  created_at: Generated<Date>
  retired_at: Date | null
}

/** A member of the department's staff who may sign in to the console (issue 28). */
interface StaffUsersTable {
  id: Generated<string>
  email: string
  name: string
  roles: string[]
  active: Generated<boolean>
  created_at: Generated<Date>
  last_sign_in_at: Date | null
}

/** A console session; only a hash of its id is stored. */
interface StaffSessionsTable {
  id_hash: string
  staff_id: string
  created_at: Date
  last_seen_at: Date
  expires_at: Date
  ip: string
  user_agent: string
}

/** A sign-in sent to the identity provider and not yet answered. */
interface StaffSignInsTable {
  id_hash: string
  state: string
  nonce: string
  code_verifier: string
  return_to: string
  expires_at: Date
}

/** One row of the append-only audit trail of staff actions. */
interface AuditEventsTable {
  id: ColumnType<string, never, never>
  at: Generated<Date>
  staff_id: string | null
  staff_email: string | null
  action: string
  entity_type: string | null
  entity_id: string | null
  before: ColumnType<unknown, string | null, never>
  after: ColumnType<unknown, string | null, never>
  ip: string
  request_id: string
}

/** One version of an API's catalogue entry, as the console changed it (migration 019). */
interface TestUserVersionsTable {
  id: ColumnType<string, never, never>
  api_id: string
  version: number
  action: 'added' | 'changed' | 'removed'
  at: Generated<Date>
  staff_id: string | null
  staff_email: string | null
  before: ColumnType<unknown, string, never>
  after: ColumnType<unknown, string, never>
}

interface ApiEntryVersionsTable {
  id: ColumnType<string, never, never>
  api_id: string
  version: number
  action: 'seeded' | 'created' | 'edited' | 'reverted'
  reverted_to: number | null
  at: Generated<Date>
  staff_id: string | null
  staff_email: string | null
  before: ColumnType<unknown, string | null, never>
  after: ColumnType<unknown, string, never>
}

/** One publication of an API's OpenAPI document (migration 018), with what it replaced. */
interface SpecPublicationsTable {
  id: ColumnType<string, never, never>
  api_id: string
  api_url_fragment: string
  version: string
  label: string
  spec_format: 'json' | 'yaml'
  breaking: boolean
  changes: JSONColumnType<unknown[]>
  findings: JSONColumnType<unknown[]>
  release_note: string | null
  before_versions: JSONColumnType<DocVersionSnapshot[]>
  published_by_email: string | null
  published_at: Generated<Date>
  rolled_back_at: Date | null
  rolled_back_by_email: string | null
}

/** One doc_versions row as a publication keeps it, to put back on rollback. */
export interface DocVersionSnapshot {
  version: string
  status: DocVersionsTable['status']
  label: string
  internal_only: boolean
  spec_format: 'json' | 'yaml'
  spec: string
  sort_order: number
}

/** An oidc-provider model instance of the embedded development identity provider. */
interface DevIdentityPayloadsTable {
  model: string
  id: string
  payload: JSONColumnType<Record<string, unknown>>
  grant_id: string | null
  uid: string | null
  expires_at: Date | null
  consumed_at: Date | null
}

/** Which version of the seed data the database holds (one row). */
interface SeedStateTable {
  id: number
  version: number
  seeded_at: ColumnType<Date, never, never>
}

/** A developer account (issue 37, migration 025); no password anywhere. */
interface DeveloperAccountsTable {
  id: Generated<string>
  email: string
  email_lower: string
  first_name: Generated<string>
  last_name: Generated<string>
  organization: Generated<string>
  created_at: Generated<Date>
  deleted_at: Date | null
}

interface DeveloperTeamsTable {
  id: Generated<string>
  name: string
  created_at: Generated<Date>
}

/** A team's app: it groups sandbox signups (migration 027, ADR 060). */
interface DeveloperAppsTable {
  id: Generated<string>
  team_id: string
  name: string
  created_at: Generated<Date>
  deleted_at: Date | null
}

/** Which app a signup (consumer) belongs to: one app at most. */
interface DeveloperAppConsumersTable {
  app_id: string
  consumer_id: string
  added_at: Generated<Date>
}

interface TeamMembersTable {
  team_id: string
  account_id: string
  role: 'owner' | 'developer'
  created_at: Generated<Date>
}

/** A pending team invitation; only a hash of its link's token is stored. */
interface TeamInvitationsTable {
  id: Generated<string>
  team_id: string
  email: string
  email_lower: string
  role: 'owner' | 'developer'
  token_hash: string
  invited_by: string | null
  created_at: Generated<Date>
  expires_at: Date
}

/** One change to a team, for its owners' activity list. */
interface TeamActivityTable {
  id: Generated<string>
  team_id: string
  actor_account_id: string | null
  action: string
  detail: Generated<string>
  subject_email: string | null
  subject_email_hash: string | null
  created_at: Generated<Date>
}

/** An account session; only a hash of its token is stored. */
interface AccountSessionsTable {
  id_hash: string
  account_id: string
  created_at: Date
  last_seen_at: Date
  expires_at: Date
  proven_at: Date
  ip: Generated<string>
  user_agent: Generated<string>
}

interface AccountPasskeysTable {
  credential_id: string
  account_id: string
  public_key: Uint8Array
  counter: ColumnType<string, number, number>
  transports: Generated<string[]>
  name: string
  created_at: Generated<Date>
  last_used_at: Date | null
}

interface AccountPasskeyChallengesTable {
  challenge_hash: string
  purpose: 'register' | 'sign-in' | 'reproof'
  account_id: string | null
  expires_at: Date
}

interface AccountEmailProofsTable {
  id: Generated<string>
  email: string
  email_lower: string
  token_hash: string
  code_hash: string
  created_at: Generated<Date>
  expires_at: Date
  used_at: Date | null
  attempts: Generated<number>
}

interface AccountClaimsTable {
  account_id: string
  kind: 'consumer' | 'production_request'
  item_id: string
  created_at: Generated<Date>
}

/** Every table, by name, for Kysely. */
interface ReleaseNoteSubscriptionsTable {
  id: Generated<string>
  email: string
  email_lower: string
  /** null: every API's release notes. */
  api_id: string | null
  status: Generated<'pending' | 'confirmed' | 'unsubscribed'>
  link_version: Generated<number>
  created_at: Generated<Date>
  confirmation_sent_at: Generated<Date>
  confirmed_at: Date | null
  unsubscribed_at: Date | null
}

interface ReleaseNoteDeliveriesTable {
  entry_id: string
  email_lower: string
  subscription_id: string
  created_at: Generated<Date>
}

/** A developer's ask for a restricted API's sandbox (migration 024). */
interface RestrictedAccessRequestsTable {
  id: Generated<string>
  api_id: string
  auth_type: 'apikey' | 'acg' | 'ccg'
  first_name: string
  last_name: string
  email: string
  email_lower: string
  organization: string
  description: string
  body: JSONColumnType<Record<string, unknown>, string, string>
  status: Generated<'submitted' | 'granted' | 'denied' | 'revoked'>
  reason: string | null
  consumer_id: string | null
  submitted_at: Generated<Date>
  decided_at: Date | null
  revoked_at: Date | null
}

/** A reviewer's mark on one check of a restricted-access request (migration 024). */
interface RestrictedAccessChecksTable {
  request_id: string
  check_key: 'identity' | 'eligibility' | 'purpose'
  outcome: 'passed' | 'failed'
  comment: Generated<string>
  staff_id: string
  marked_at: Generated<Date>
}

/** One event of a restricted-access request's timeline (migration 024). */
interface RestrictedAccessEventsTable {
  id: Generated<string>
  request_id: string
  at: Generated<Date>
  status: string
  action: string
  message: string | null
}

/** Migration 022: an API whose deprecation was published in the console (R-DEPRECATION-NOTICES). */
interface ApiDeprecationsTable {
  api_id: string
  published_at: Date
}

/** Migration 022: one row per deprecation notice sent; (api, kind, address) is unique. */
interface DeprecationNoticesTable {
  id: Generated<string>
  api_id: string
  kind: 'published' | 'days-30' | 'days-7' | 'deactivated'
  email_lower: string
  created_at: Date
}

/** Migration 022: addresses that asked for no more reminders of an API's deprecation. */
interface DeprecationOptOutsTable {
  api_id: string
  email_lower: string
  created_at: Date
}

export interface Database {
  api_categories: ApiCategoriesTable
  apis: ApisTable
  seed_state: SeedStateTable
  doc_versions: DocVersionsTable
  consumers: ConsumersTable
  consumer_applications: ConsumerApplicationsTable
  gateway_requests: GatewayRequestsTable
  gateway_request_details: GatewayRequestDetailsTable
  consumer_credentials: ConsumerCredentialsTable
  credential_events: CredentialEventsTable
  email_outbox: EmailOutboxTable
  test_user_tables: TestUserTablesTable
  test_user_rows: TestUserRowsTable
  support_requests: SupportRequestsTable
  support_request_events: SupportRequestEventsTable
  news_items: NewsItemsTable
  production_requests: ProductionRequestsTable
  production_request_status_history: ProductionRequestStatusHistoryTable
  production_request_events: ProductionRequestEventsTable
  production_request_checks: ProductionRequestChecksTable
  oidc_payloads: OidcPayloadsTable
  oauth_signing_keys: OauthSigningKeysTable
  staff_users: StaffUsersTable
  staff_sessions: StaffSessionsTable
  staff_sign_ins: StaffSignInsTable
  audit_events: AuditEventsTable
  api_entry_versions: ApiEntryVersionsTable
  test_user_versions: TestUserVersionsTable
  spec_publications: SpecPublicationsTable
  dev_identity_payloads: DevIdentityPayloadsTable
  release_note_subscriptions: ReleaseNoteSubscriptionsTable
  release_note_deliveries: ReleaseNoteDeliveriesTable
  restricted_access_requests: RestrictedAccessRequestsTable
  restricted_access_checks: RestrictedAccessChecksTable
  restricted_access_events: RestrictedAccessEventsTable
  api_deprecations: ApiDeprecationsTable
  deprecation_notices: DeprecationNoticesTable
  deprecation_opt_outs: DeprecationOptOutsTable
  developer_accounts: DeveloperAccountsTable
  developer_teams: DeveloperTeamsTable
  team_members: TeamMembersTable
  account_sessions: AccountSessionsTable
  account_passkeys: AccountPasskeysTable
  account_passkey_challenges: AccountPasskeyChallengesTable
  account_email_proofs: AccountEmailProofsTable
  account_claims: AccountClaimsTable
  team_invitations: TeamInvitationsTable
  team_activity: TeamActivityTable
  developer_apps: DeveloperAppsTable
  developer_app_consumers: DeveloperAppConsumersTable
}
