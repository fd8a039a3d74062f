import { sql } from 'kysely'
import type { Db } from '../../db/client.ts'
import type { DocVersionSnapshot } from '../../db/schema.ts'

/** The catalogue entry a publication is for, as much of it as publishing reads. */
export interface PublishingApi {
  id: string
  urlSlug: string
  urlFragment: string
  name: string
  releaseNotes: string
  /** How the gateway takes its credential: an ACL means API keys; OAuth types mean tokens. */
  apiKey: boolean
  oauth: boolean
}

/** What a new publication records (R-SPEC-PUBLISH). */
export interface PublicationRecord {
  version: string
  label: string
  specFormat: 'json' | 'yaml'
  breaking: boolean
  changes: unknown[]
  findings: unknown[]
  releaseNote: string | null
  publishedByEmail: string | null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The SQL of spec publishing over `apis`, `doc_versions` and `spec_publications`. */
/** Writes an API's `releaseNotes` markdown (the rest of its details as they are). */
const setReleaseNotes = (executor: Db, apiId: string, releaseNotes: string) =>
  executor
    .updateTable('apis')
    .set({
      details: sql`jsonb_set(details, '{releaseNotes}', to_jsonb(${releaseNotes}::text))`,
      updated_at: new Date(),
    })
    .where('id', '=', apiId)
    .execute()

/** An API's `releaseNotes` markdown, on the caller's transaction (read under the API's lock). */
const releaseNotesOf = async (executor: Db, apiId: string) =>
  (
    await executor
      .selectFrom('apis')
      .select('details')
      .where('id', '=', apiId)
      .executeTakeFirstOrThrow()
  ).details.releaseNotes

/** The publication a rollback undoes, as the rollback's transaction reads it. */
interface UndonePublication {
  id: string
  version: string
  label: string
  releaseNote: string | null
  /** The current version the rollback puts back; null when the API has no document after it. */
  restored: { version: string; label: string } | null
  /** The API's `releaseNotes` as they stand (read under the API's lock). */
  releaseNotes: string
}

export function createPublishingStore(db: Db) {
  const versionsOf = (executor: Db, urlFragment: string) =>
    executor
      .selectFrom('doc_versions')
      .select([
        'version',
        'status',
        'label',
        'internal_only',
        'spec_format',
        'spec',
        'sort_order',
      ])
      .where('api_url_fragment', '=', urlFragment)
      .orderBy('sort_order')
      .execute()

  return {
    /** The API by its id or its URL slug (or, for the seed, its URL fragment). */
    findApi: async (
      apiId: string,
      by: 'id-or-slug' | 'fragment' = 'id-or-slug',
    ): Promise<PublishingApi | undefined> => {
      const row = await db
        .selectFrom('apis')
        .select([
          'id',
          'url_slug',
          'url_fragment',
          'name',
          'details',
          'gateway_acl',
        ])
        .where(
          by === 'fragment'
            ? 'url_fragment'
            : UUID.test(apiId)
              ? 'id'
              : 'url_slug',
          '=',
          apiId,
        )
        .executeTakeFirst()
      if (!row) return undefined
      return {
        id: row.id,
        urlSlug: row.url_slug,
        urlFragment: row.url_fragment,
        name: row.name,
        releaseNotes: row.details.releaseNotes,
        apiKey: row.gateway_acl !== null,
        oauth: (row.details.oAuthTypes ?? []).length > 0,
      }
    },

    /** Every API with the label of its current version, by name. */
    listApis: async () => {
      const rows = await db
        .selectFrom('apis')
        .leftJoin('doc_versions', (join) =>
          join
            .onRef('doc_versions.api_url_fragment', '=', 'apis.url_fragment')
            .on('doc_versions.status', '=', 'Current Version'),
        )
        .select(['apis.id', 'apis.url_slug', 'apis.name', 'doc_versions.label'])
        .orderBy('apis.name')
        .execute()
      return rows.map((row) => ({
        id: row.id,
        urlSlug: row.url_slug,
        name: row.name,
        current: row.label,
      }))
    },

    /** The API's documented versions, current first, specs included. */
    versions: (urlFragment: string) => versionsOf(db, urlFragment),

    /** The API's publications, newest first. */
    publications: (apiId: string) =>
      db
        .selectFrom('spec_publications')
        .select([
          'id',
          'version',
          'label',
          'breaking',
          'published_at',
          'published_by_email',
          'rolled_back_at',
        ])
        .where('api_id', '=', apiId)
        .orderBy('id', 'desc')
        .limit(50)
        .execute(),

    /**
     * Makes `spec` the current version in one transaction: in place of the current one (same
     * version), or beside it as a new version with the old one kept as "Previous Version".
     * `inTransaction` runs last, on the same transaction and under the API's lock (the audit row,
     * the release note and its announcement).
     */
    publish: (
      api: PublishingApi,
      spec: string,
      record: PublicationRecord,
      options: {
        replaceCurrent: boolean
        inTransaction: (trx: Db, publicationId: string) => Promise<void>
      },
    ) =>
      db.transaction().execute(async (trx) => {
        // One publication at a time per API: the second waits, then sees the first's result.
        await sql`select id from apis where id = ${api.id} for update`.execute(
          trx,
        )
        const before = await versionsOf(trx, api.urlFragment)
        const current = before.find((row) => row.status === 'Current Version')
        const inserted = await trx
          .insertInto('spec_publications')
          .values({
            api_id: api.id,
            api_url_fragment: api.urlFragment,
            version: record.version,
            label: record.label,
            spec_format: record.specFormat,
            breaking: record.breaking,
            changes: JSON.stringify(record.changes),
            findings: JSON.stringify(record.findings),
            release_note: record.releaseNote,
            before_versions: JSON.stringify(
              before satisfies DocVersionSnapshot[],
            ),
            published_by_email: record.publishedByEmail,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        if (options.replaceCurrent && current) {
          await trx
            .updateTable('doc_versions')
            .set({ spec, spec_format: record.specFormat, label: record.label })
            .where('api_url_fragment', '=', api.urlFragment)
            .where('version', '=', current.version)
            .execute()
        } else {
          await trx
            .updateTable('doc_versions')
            .set((eb) => ({
              sort_order: eb('sort_order', '+', 1),
              status: sql<'Previous Version'>`case when status = 'Current Version' then 'Previous Version' else status end`,
            }))
            .where('api_url_fragment', '=', api.urlFragment)
            .execute()
          await trx
            .deleteFrom('doc_versions')
            .where('api_url_fragment', '=', api.urlFragment)
            .where('version', '=', record.version)
            .execute()
          await trx
            .insertInto('doc_versions')
            .values({
              api_url_fragment: api.urlFragment,
              version: record.version,
              status: 'Current Version',
              label: record.label,
              internal_only: false,
              spec_format: record.specFormat,
              spec,
              sort_order: 0,
            })
            .execute()
        }
        await options.inTransaction(trx, inserted.id)
        return inserted.id
      }),

    /**
     * Undoes the API's latest publication not yet rolled back: its doc_versions rows become
     * exactly what they were before it. Null when there is none.
     */
    rollBack: (
      api: PublishingApi,
      byEmail: string,
      inTransaction: (trx: Db, publication: UndonePublication) => Promise<void>,
    ) =>
      db.transaction().execute(async (trx) => {
        await sql`select id from apis where id = ${api.id} for update`.execute(
          trx,
        )
        const latest = await trx
          .selectFrom('spec_publications')
          .select(['id', 'version', 'label', 'release_note', 'before_versions'])
          .where('api_id', '=', api.id)
          .where('rolled_back_at', 'is', null)
          .orderBy('id', 'desc')
          .executeTakeFirst()
        if (!latest) return null
        await trx
          .deleteFrom('doc_versions')
          .where('api_url_fragment', '=', api.urlFragment)
          .execute()
        if (latest.before_versions.length > 0)
          await trx
            .insertInto('doc_versions')
            .values(
              latest.before_versions.map((row) => ({
                ...row,
                api_url_fragment: api.urlFragment,
              })),
            )
            .execute()
        await trx
          .updateTable('spec_publications')
          .set({ rolled_back_at: new Date(), rolled_back_by_email: byEmail })
          .where('id', '=', latest.id)
          .execute()
        const restored = latest.before_versions.find(
          (row) => row.status === 'Current Version',
        )
        await inTransaction(trx, {
          id: latest.id,
          version: latest.version,
          label: latest.label,
          releaseNote: latest.release_note,
          restored: restored
            ? { version: restored.version, label: restored.label }
            : null,
          releaseNotes: await releaseNotesOf(trx, api.id),
        })
        return latest
      }),

    /** Reads and writes the API's release notes on the caller's transaction. */
    releaseNotesOf,
    setReleaseNotes,
  }
}

/** The spec-publishing store. */
export type PublishingStore = ReturnType<typeof createPublishingStore>
