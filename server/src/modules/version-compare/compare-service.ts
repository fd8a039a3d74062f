import { createHash } from 'node:crypto'
import type {
  CompareChange,
  CompareVersion,
  VersionCompare,
  VersionCompareQuery,
} from '@portal/schema/version-compare'
import {
  COMPARE_GROUP_IDS,
  COMPARE_GROUP_TITLES,
  COMPARE_MESSAGES,
  compareGroupOf,
} from '@portal/schema/version-compare-texts'
import { HttpError, InputError, NotFoundError } from '../../errors.ts'
import type { RunSpecCompare } from '../spec-publishing/index.ts'
import type { createDocsStore } from '../docs/index.ts'

/** Pairs of documents whose changes are kept: each is computed once while it is kept. */
const KEPT_PAIRS = 64

type DocsStore = Pick<
  ReturnType<typeof createDocsStore>,
  'listVersions' | 'getSpec'
>

const sha256 = (text: string) =>
  createHash('sha256').update(text).digest('base64url')

/**
 * The public compare of two documented versions of an API (R-COMPARE-*): the changes from
 * publishing's own diff, run in the spec check pool, grouped breaking first. A pair's changes are
 * kept by the two documents' digests (and the version ids its links name), so a version replaced
 * in place is compared again, and an instance that missed a NOTIFY cannot serve a stale compare.
 */
export function createCompareService(options: {
  store: DocsStore
  compare: RunSpecCompare
}) {
  const kept = new Map<string, Promise<CompareChange[]>>()

  /** The changes of a pair, computed once while kept (and once for callers asking together). */
  function changesOf(
    from: { version: string; text: string; format: 'json' | 'yaml' },
    to: { version: string; text: string; format: 'json' | 'yaml' },
  ): Promise<CompareChange[]> {
    const key = [
      from.version,
      to.version,
      sha256(from.text),
      sha256(to.text),
    ].join(' ')
    const known = kept.get(key)
    if (known) {
      // Most recently used last: the first key is the one to drop.
      kept.delete(key)
      kept.set(key, known)
      return known
    }
    const computed = options.compare({ from, to }).then(
      (outcome) => {
        if (outcome.refused)
          throw new HttpError(outcome.refused.status, outcome.refused.messages)
        return outcome.changes
      },
      (error: unknown) => {
        // The pool's limits speak to a publisher ("split the document"); a reader is told plainly.
        if (error instanceof HttpError && error.statusCode === 413)
          throw new HttpError(422, [COMPARE_MESSAGES.notComparable])
        throw error
      },
    )
    kept.set(key, computed)
    // A refusal or a busy pool is not kept: the next request tries again.
    computed.catch(() => kept.delete(key))
    while (kept.size > KEPT_PAIRS) {
      const oldest = kept.keys().next().value
      if (oldest === undefined) break
      kept.delete(oldest)
    }
    return computed
  }

  return {
    /**
     * The changes from `from` to `to` (each a documented version; left out, the latest two: the
     * current version and the one listed after it). 404 for an API without two versions or a
     * version it does not have; 400 for the same version twice.
     */
    async compare(
      urlFragment: string,
      query: VersionCompareQuery,
    ): Promise<VersionCompare> {
      const rows = await options.store.listVersions(urlFragment)
      if (rows.length === 0) throw new NotFoundError('API not found')
      if (rows.length < 2)
        throw new NotFoundError(COMPARE_MESSAGES.tooFewVersions)
      const versions: CompareVersion[] = rows.map((row) => ({
        version: row.version,
        label: row.label,
        status: row.status,
      }))
      const find = (asked: string) => {
        const found = versions.find(
          (version) => version.version === asked.toLowerCase(),
        )
        if (!found)
          throw new NotFoundError(COMPARE_MESSAGES.unknownVersion(asked))
        return found
      }
      const current =
        versions.find((version) => version.status === 'Current Version') ??
        versions[0]!
      const to = query.to ? find(query.to) : current
      const from = query.from
        ? find(query.from)
        : (versions.slice(versions.indexOf(to) + 1).at(0) ??
          versions.find((version) => version !== to)!)
      if (from.version === to.version)
        throw new InputError([COMPARE_MESSAGES.sameVersion], {
          to: [COMPARE_MESSAGES.sameVersion],
        })
      const [fromSpec, toSpec] = await Promise.all([
        options.store.getSpec(urlFragment, from.version),
        options.store.getSpec(urlFragment, to.version),
      ])
      // A version removed between the two reads (a rollback) is gone.
      if (!fromSpec)
        throw new NotFoundError(COMPARE_MESSAGES.unknownVersion(from.version))
      if (!toSpec)
        throw new NotFoundError(COMPARE_MESSAGES.unknownVersion(to.version))
      const changes = await changesOf(
        {
          version: from.version,
          text: fromSpec.spec,
          format: fromSpec.spec_format,
        },
        { version: to.version, text: toSpec.spec, format: toSpec.spec_format },
      )
      return {
        from,
        to,
        versions,
        groups: COMPARE_GROUP_IDS.map((id) => ({
          id,
          title: COMPARE_GROUP_TITLES[id],
          changes: changes.filter(
            (change) => compareGroupOf(change.kind) === id,
          ),
        })),
      }
    },
  }
}

/** The compare service. */
export type CompareService = ReturnType<typeof createCompareService>
