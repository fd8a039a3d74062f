import { isDeepStrictEqual } from 'node:util'
import {
  API_ENTRY_AUDIT_ACTIONS,
  API_ENTRY_MESSAGES as MESSAGES,
  ApiEntryInputSchema,
  toPublicApiEntry,
  type ApiEntryDetail,
  type ApiEntryHistory,
  type ApiEntryInput,
  type ApiEntryList,
  type ApiEntryPreview,
} from '@portal/schema/api-entry'
import { apiContentOf } from '@portal/schema/markdown-tree'
import type { Db } from '../../db/client.ts'
import {
  ConflictError,
  HttpError,
  InputError,
  NotFoundError,
} from '../../errors.ts'
import { markdownTree } from '../catalogue/index.ts'
import { recordAudit, type AuditEntry } from '../staff-auth/index.ts'
import { entryOfRow, metadataUrlOf, rowOfEntry } from './api-entry-rows.ts'
import {
  NAME_UNIQUE_INDEX,
  type ApiEntryStore,
  type NewVersion,
} from './api-entry-store.ts'
import type {
  OnReleaseNotesChange,
  ReleaseNotesChange,
} from '../release-notes/index.ts'

/** Who makes a change, and the audit row's who, where and request id. */
export interface EntryActor {
  staff: { id: string; email: string }
  audit: Pick<AuditEntry, 'staff' | 'ip' | 'requestId'>
}

/**
 * The deprecation seam (R-DEPRECATION-NOTICES): called in the transaction of every change of an
 * entry's deprecation date, with the date before and after (undefined: none).
 */
type OnDeprecationChange = (
  trx: Db,
  change: {
    apiId: string
    before: string | undefined
    after: string | undefined
  },
) => Promise<void>

/** What the API entry service is built from. */
export interface ApiEntryServiceDeps {
  db: Db
  store: ApiEntryStore
  apiPrefix: string
  /** Tells this instance's catalogue caches of a committed change (the others hear NOTIFY). */
  catalogueChanged: () => void
  /** The release-notes seam (R-ENTRY-RELEASE-NOTES-SEAM), in the change's transaction. */
  onReleaseNotesChange?: OnReleaseNotesChange | undefined
  /** The deprecation seam, in the change's transaction. */
  onDeprecationChange?: OnDeprecationChange | undefined
}

const iso = (date: Date | string) => new Date(date).toISOString()
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

/** The top-level fields whose values differ, in the entry's order. */
function changedFields(before: unknown, after: unknown): string[] {
  if (!before || typeof before !== 'object') return []
  const a = before as Record<string, unknown>
  const b = after as Record<string, unknown>
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])]
  return keys.filter((key) => !isDeepStrictEqual(a[key], b[key]))
}

/**
 * The field of a unique violation of the apis table (two changes raced past the clash check), or
 * null when the error is not one: the name's index, else the slug (the column a publisher picks).
 */
function uniqueViolationField(error: unknown): 'name' | 'urlSlug' | null {
  const failure = error as { code?: string; constraint?: string } | null
  if (failure?.code !== '23505') return null
  return failure.constraint === NAME_UNIQUE_INDEX ? 'name' : 'urlSlug'
}

/**
 * API entries in the console (R-ENTRY-*): create, edit and revert an API's catalogue entry, each
 * a version with the whole entry before and after, with its audit row, in one transaction; the
 * catalogue's caches forget on every instance once it commits.
 */
export function createApiEntryService(deps: ApiEntryServiceDeps) {
  const { db, store, apiPrefix } = deps

  async function categoryKeyOf(executor: Db, urlFragment: string) {
    const category = (await store.categories(executor)).find(
      (candidate) => candidate.url_slug === urlFragment,
    )
    if (!category)
      throw new InputError([MESSAGES.unknownCategory], {
        categoryUrlFragment: [MESSAGES.unknownCategory],
      })
    return category
  }

  async function refuseClashes(
    executor: Db,
    entry: ApiEntryInput,
    exceptId: string | null,
  ) {
    const clash = await store.clashes(executor, entry, exceptId)
    const fieldErrors: Record<string, string[]> = {}
    if (clash.name) fieldErrors.name = [MESSAGES.duplicateName]
    if (clash.urlSlug) fieldErrors.urlSlug = [MESSAGES.duplicateUrlSlug]
    if (clash.urlFragment)
      fieldErrors.urlFragment = [MESSAGES.duplicateUrlFragment]
    if (clash.altID) fieldErrors.altID = [MESSAGES.duplicateAltID]
    const messages = Object.values(fieldErrors).flat()
    if (messages.length > 0) throw new HttpError(409, messages, fieldErrors)
  }

  async function detail(id: string): Promise<ApiEntryDetail> {
    const row = await store.find(db, id)
    if (!row) throw new NotFoundError(MESSAGES.notFound)
    return {
      id: row.id,
      version: await store.latestVersion(db, id),
      updatedAt: iso(row.updated_at),
      entry: entryOfRow(row, row.category_slug),
    }
  }

  /** Runs a change in one transaction; after it commits, every cache forgets. */
  async function change<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    try {
      const result = await db.transaction().execute(work)
      deps.catalogueChanged()
      return result
    } catch (error) {
      const field = uniqueViolationField(error)
      if (field === null) throw error
      const message =
        field === 'name' ? MESSAGES.duplicateName : MESSAGES.duplicateUrlSlug
      throw new HttpError(409, [message], { [field]: [message] })
    }
  }

  async function releaseNotesChanged(
    trx: Db,
    change: ReleaseNotesChange,
  ): Promise<void> {
    if (change.before !== change.after)
      await deps.onReleaseNotesChange?.(trx, change)
  }

  async function deprecationChanged(
    trx: Db,
    apiId: string,
    before: ApiEntryInput | null,
    after: ApiEntryInput,
  ): Promise<void> {
    const change = {
      apiId,
      before: before?.deactivationInfo?.deprecationDate,
      after: after.deactivationInfo?.deprecationDate,
    }
    if (change.before !== change.after)
      await deps.onDeprecationChange?.(trx, change)
  }

  /** Edit and revert: the row updated, the versions written (the seed's first), the audit row. */
  async function update(
    id: string,
    next: ApiEntryInput,
    actor: EntryActor,
    how: { action: 'edited' | 'reverted'; revertedTo?: number },
  ) {
    await change(async (trx) => {
      const row = await store.find(trx, id, { lock: true })
      if (!row) throw new NotFoundError(MESSAGES.notFound)
      const current = plain(entryOfRow(row, row.category_slug))
      const after = plain(next)
      if (isDeepStrictEqual(current, after)) {
        if (how.action === 'reverted')
          throw new ConflictError(MESSAGES.sameAsCurrent)
        return
      }
      const category = await categoryKeyOf(trx, next.categoryUrlFragment)
      await refuseClashes(trx, next, id)
      let latest = await store.latestVersion(trx, id)
      if (latest === null) {
        // The entry as the seed left it, so the first change can be reverted too.
        await store.insertVersion(trx, {
          apiId: id,
          version: 1,
          action: 'seeded',
          staff: null,
          before: null,
          after: current,
          at: row.updated_at,
        })
        latest = 1
      }
      await store.updateApi(
        trx,
        id,
        rowOfEntry(next, {
          apiPrefix,
          categoryKey: category.key,
          kept: row,
        }),
      )
      const version: NewVersion = {
        apiId: id,
        version: latest + 1,
        action: how.action,
        revertedTo: how.revertedTo ?? null,
        staff: actor.staff,
        before: current,
        after,
      }
      await store.insertVersion(trx, version)
      await recordAudit(trx, {
        ...actor.audit,
        action: API_ENTRY_AUDIT_ACTIONS[how.action],
        entityType: 'api_entry',
        entityId: id,
        before: current,
        after,
      })
      await releaseNotesChanged(trx, {
        api: { id, urlSlug: next.urlSlug, name: next.name },
        before: current.releaseNotes,
        after: next.releaseNotes,
      })
      await deprecationChanged(trx, id, current, next)
    })
    return detail(id)
  }

  return {
    async list(q: string | undefined): Promise<ApiEntryList> {
      const [rows, categories] = await Promise.all([
        store.list(),
        store.categories(),
      ])
      const needle = q?.trim().toLowerCase() ?? ''
      return {
        entries: rows
          .filter(
            (row) =>
              !needle ||
              [row.name, row.url_slug, row.alt_id ?? '', row.category_name]
                .join(' ')
                .toLowerCase()
                .includes(needle),
          )
          .map((row) => ({
            id: row.id,
            name: row.name,
            urlSlug: row.url_slug,
            categoryName: row.category_name,
            version: row.version ?? null,
            updatedAt: iso(row.updated_at),
          })),
        categories: categories.map((category) => ({
          urlFragment: category.url_slug,
          name: category.name,
        })),
      }
    },

    detail,

    /** The public pages of an entry not yet published, rendered as they will be (R-ENTRY-PREVIEW). */
    async preview(entry: ApiEntryInput): Promise<ApiEntryPreview> {
      const category = await categoryKeyOf(db, entry.categoryUrlFragment)
      const api = toPublicApiEntry(
        entry,
        metadataUrlOf(apiPrefix, entry.urlFragment),
      )
      return {
        api,
        categoryName: category.name,
        content: apiContentOf(api, markdownTree),
      }
    },

    async create(entry: ApiEntryInput, actor: EntryActor) {
      const id = await change(async (trx) => {
        const category = await categoryKeyOf(trx, entry.categoryUrlFragment)
        await refuseClashes(trx, entry, null)
        const { id: apiId } = await store.insertApi(
          trx,
          rowOfEntry(entry, { apiPrefix, categoryKey: category.key }),
        )
        const after = plain(entry)
        await store.insertVersion(trx, {
          apiId,
          version: 1,
          action: 'created',
          staff: actor.staff,
          before: null,
          after,
        })
        await recordAudit(trx, {
          ...actor.audit,
          action: API_ENTRY_AUDIT_ACTIONS.created,
          entityType: 'api_entry',
          entityId: apiId,
          before: null,
          after,
        })
        await releaseNotesChanged(trx, {
          api: { id: apiId, urlSlug: entry.urlSlug, name: entry.name },
          before: '',
          after: entry.releaseNotes,
        })
        await deprecationChanged(trx, apiId, null, entry)
        return apiId
      })
      return detail(id)
    },

    edit: (id: string, entry: ApiEntryInput, actor: EntryActor) =>
      update(id, entry, actor, { action: 'edited' }),

    /** Puts a version's entry back, as a new version (R-ENTRY-REVERT). */
    async revert(id: string, version: number, actor: EntryActor) {
      if (!(await store.find(db, id)))
        throw new NotFoundError(MESSAGES.notFound)
      const target = await store.findVersion(db, id, version)
      if (!target) throw new NotFoundError(MESSAGES.versionNotFound)
      const parsed = ApiEntryInputSchema.safeParse(target.after)
      if (!parsed.success)
        throw new ConflictError(
          'This version does not meet today’s rules for an entry: edit the entry instead',
        )
      return update(id, parsed.data, actor, {
        action: 'reverted',
        revertedTo: version,
      })
    },

    async history(id: string): Promise<ApiEntryHistory> {
      const row = await store.find(db, id)
      if (!row) throw new NotFoundError(MESSAGES.notFound)
      const versions = await store.versions(id)
      return {
        id,
        name: row.name,
        urlSlug: row.url_slug,
        versions: versions.map((version) => ({
          version: version.version,
          action: version.action,
          revertedTo: version.reverted_to,
          at: iso(version.at),
          staffEmail: version.staff_email,
          staffName: version.staff_name,
          before: version.before as Record<string, unknown> | null,
          after: version.after as Record<string, unknown>,
          changedFields: changedFields(version.before, version.after),
        })),
      }
    },

    /** One markdown text as the public pages render it: the live preview of the editor. */
    markdownPreview: (markdown: string) => ({ tree: markdownTree(markdown) }),
  }
}

/** The API entry service. */
export type ApiEntryService = ReturnType<typeof createApiEntryService>
