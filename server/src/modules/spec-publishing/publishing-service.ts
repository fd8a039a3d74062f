import { createHash } from 'node:crypto'
import YAML from 'yaml'
import {
  SPEC_MESSAGES,
  type ApiSpecs,
  type PublishSpec,
  type SpecCheck,
  type SpecFinding,
} from '@portal/schema/spec-publishing'
import { InputError, NotFoundError } from '../../errors.ts'
import { recordAudit, type AuditEntry } from '../staff-auth/index.ts'
import type { OnReleaseNotesChange } from '../release-notes/index.ts'
import {
  countOperations,
  readDocument,
  type IntakeDocument,
} from './document-intake.ts'
import {
  diffDocuments,
  draftReleaseNote,
  prependReleaseNote,
  rollbackReleaseNote,
} from './spec-diff.ts'
import { lintDocument, sortFindings, validateDocument } from './spec-lint.ts'
import type { ApiAuth } from './department-ruleset.ts'
import type { PublishingApi, PublishingStore } from './publishing-store.ts'

/** Who publishes: a staff member (audited), or the seed (`null`). */
export type PublishingActor = Pick<
  AuditEntry,
  'staff' | 'ip' | 'requestId'
> | null

interface PublishingServiceDeps {
  store: PublishingStore
  now: () => number
  /** Tells this instance's docs and gateway at once; NOTIFY tells the others on commit. */
  specsChanged: () => void
  /** The release-notes seam: a published version's release note, in the publication's transaction. */
  announceReleaseNotes: OnReleaseNotesChange
}

/**
 * A document's validation and lint findings as recorded beforehand (the seed's
 * `spec-findings.json`, which a test keeps equal to what the checks find): used only for exactly
 * this text and these auth types.
 */
export interface RecordedFindings {
  sha256: string
  auth: ApiAuth
  findings: SpecFinding[]
}

/** The SHA-256 of a document's text, as recorded findings name it. */
export const documentSha256 = (text: string) =>
  createHash('sha256').update(text).digest('hex')

/**
 * The findings of the last documents checked, by text and auth types: a publication checks its
 * document again, and a publisher's check and publish of the same document are seconds of
 * validation and lint for a large one. The findings depend on nothing else.
 */
const FINDINGS_KEPT = 16

/** A check's work, kept for the publication that follows it. */
interface Checked {
  api: PublishingApi
  intake: IntakeDocument
  report: SpecCheck
  current: { version: string; label: string } | null
  versions: string[]
}

function parseStored(
  text: string,
  format: 'json' | 'yaml',
): Record<string, unknown> | null {
  try {
    const value: unknown =
      format === 'json' ? JSON.parse(text) : YAML.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/** A first version's id from the document's `info.version`: `1.0.0`, else `v1`. */
function firstVersionOf(document: Record<string, unknown>): string {
  const info = document.info as { version?: unknown } | undefined
  const raw =
    typeof info?.version === 'string' ? info.version.toLowerCase() : ''
  const cleaned = raw.replaceAll(/[^a-z0-9._-]/g, '').replace(/^[._-]+/, '')
  return cleaned.slice(0, 40) || 'v1'
}

/**
 * Publishing an API's OpenAPI document (R-SPEC-*): read it safely, validate and lint it, diff it
 * against the current version, and publish it with its release note, or roll the last
 * publication back. The console and the seed go through this same service.
 */
export function createPublishingService(deps: PublishingServiceDeps) {
  const { store } = deps

  const apiOf = async (apiId: string) => {
    const api = await store.findApi(apiId)
    if (!api) throw new NotFoundError('No API has this id.')
    return api
  }

  const recentFindings = new Map<string, SpecFinding[]>()

  /** Validation and lint (R-SPEC-VALIDATE, R-SPEC-LINT), or what was recorded for this text. */
  async function findingsOf(
    api: PublishingApi,
    text: string,
    intake: IntakeDocument,
    recorded?: RecordedFindings,
  ): Promise<SpecFinding[]> {
    const auth: ApiAuth = { apiKey: api.apiKey, oauth: api.oauth }
    const sha256 = documentSha256(text)
    if (
      recorded?.sha256 === sha256 &&
      recorded.auth.apiKey === auth.apiKey &&
      recorded.auth.oauth === auth.oauth
    )
      return recorded.findings
    const key = `${sha256}/${auth.apiKey}/${auth.oauth}`
    const kept = recentFindings.get(key)
    if (kept) return kept
    // Lines are the upload's; a converted Swagger 2.0 document's are not the publisher's.
    const lines = intake.text === text ? text : undefined
    const findings = sortFindings([
      ...(await validateDocument(intake.document, lines)),
      ...(await lintDocument(intake.document, auth, lines)),
    ])
    recentFindings.set(key, findings)
    if (recentFindings.size > FINDINGS_KEPT)
      recentFindings.delete(recentFindings.keys().next().value!)
    return findings
  }

  async function check(
    api: PublishingApi,
    text: string,
    recorded?: RecordedFindings,
  ): Promise<Checked> {
    const intake = await readDocument(text)
    const findings = await findingsOf(api, text, intake, recorded)
    const versions = await store.versions(api.urlFragment)
    const current = versions.find((row) => row.status === 'Current Version')
    const before = current
      ? parseStored(current.spec, current.spec_format)
      : null
    let changes: SpecCheck['changes'] = []
    if (before) {
      try {
        changes = diffDocuments(before, intake.document)
      } catch {
        throw new InputError(
          ['The document could not be compared with the current version.'],
          {
            document: [
              'The document could not be compared with the current version.',
            ],
          },
        )
      }
    }
    const breaking = changes.some((change) => change.breaking)
    const report: SpecCheck = {
      source: intake.source,
      format: intake.format,
      operations: countOperations(intake.document),
      findings,
      current: current
        ? {
            version: current.version,
            label: current.label,
            status: current.status,
          }
        : null,
      changes,
      breaking,
      releaseNoteDraft: draftReleaseNote({
        now: deps.now(),
        label: current && !breaking ? current.label : 'A new version',
        changes,
        isFirst: !current,
      }),
      canPublish: !findings.some((finding) => finding.severity === 'error'),
    }
    return {
      api,
      intake,
      report,
      current: current
        ? { version: current.version, label: current.label }
        : null,
      versions: versions.map((row) => row.version),
    }
  }

  /** Which version a publication writes, and whether it replaces the current one. */
  function targetOf(
    checked: Checked,
    body: Partial<PublishSpec>,
    isSeed: boolean,
  ) {
    const { current, report } = checked
    if (current && !body.version && (!report.breaking || isSeed))
      return {
        version: current.version,
        label: current.label,
        replaceCurrent: true,
      }
    const fieldErrors: Record<string, string[]> = {}
    if (current && report.breaking && body.confirmBreaking !== true && !isSeed)
      fieldErrors.confirmBreaking = [SPEC_MESSAGES.confirmBreaking]
    const version =
      body.version || (current ? '' : firstVersionOf(checked.intake.document))
    if (!version || (current && checked.versions.includes(version)))
      fieldErrors.version = [SPEC_MESSAGES.versionRequired]
    const label = body.label || (current ? '' : `Version ${version}`)
    if (!label) fieldErrors.label = [SPEC_MESSAGES.labelRequired]
    if (Object.keys(fieldErrors).length > 0)
      throw new InputError(
        [...new Set(Object.values(fieldErrors).flat())],
        fieldErrors,
      )
    return { version, label, replaceCurrent: false }
  }

  async function publishChecked(
    checked: Checked,
    body: Partial<PublishSpec>,
    actor: PublishingActor,
  ) {
    const { api, intake, report } = checked
    const isSeed = actor === null
    // The seed publishes the department's live documents as they are; their findings are kept.
    if (!report.canPublish && !isSeed) {
      const errors = report.findings.filter(
        (finding) => finding.severity === 'error',
      )
      throw new InputError(
        [
          SPEC_MESSAGES.blockingFindings,
          ...errors.slice(0, 5).map((f) => f.message),
        ],
        { document: [SPEC_MESSAGES.blockingFindings] },
      )
    }
    const target = targetOf(checked, body, isSeed)
    const note = body.releaseNote?.trim() || null
    const id = await store.publish(
      api,
      intake.text,
      {
        version: target.version,
        label: target.label,
        specFormat: intake.format,
        breaking: report.breaking,
        changes: report.changes,
        findings: report.findings,
        releaseNote: note,
        publishedByEmail: actor?.staff?.email ?? null,
      },
      {
        replaceCurrent: target.replaceCurrent,
        inTransaction: async (trx, publicationId) => {
          if (actor)
            await recordAudit(trx, {
              ...actor,
              action: 'api_spec.published',
              entityType: 'api',
              entityId: api.id,
              before: checked.current,
              after: {
                publicationId,
                version: target.version,
                label: target.label,
                breaking: report.breaking,
                changes: report.changes.length,
                releaseNote: note,
              },
            })
          if (note === null) return
          // Read under the API's lock: a publication or an entry edit just before is kept.
          const before = await store.releaseNotesOf(trx, api.id)
          const after = prependReleaseNote(before, note)
          await store.setReleaseNotes(trx, api.id, after)
          await deps.announceReleaseNotes(trx, {
            api: { id: api.id, urlSlug: api.urlSlug, name: api.name },
            before,
            after,
          })
        },
      },
    )
    deps.specsChanged()
    return { id, version: target.version, label: target.label }
  }

  return {
    /** What publishing this document would do (R-SPEC-LINT, R-SPEC-DIFF); nothing is stored. */
    async check(apiId: string, text: string): Promise<SpecCheck> {
      return (await check(await apiOf(apiId), text)).report
    },

    /** Publishes a document (R-SPEC-PUBLISH): checked again here, so what was shown is what holds. */
    async publish(apiId: string, body: PublishSpec, actor: PublishingActor) {
      const api = await apiOf(apiId)
      const checked = await check(api, body.document)
      const published = await publishChecked(checked, body, actor)
      return { ...published, check: checked.report }
    },

    /**
     * The seed's publication of a department document (R-SPEC-SEED): the same checks, never
     * over a publisher's, and nothing when the current document is already this one.
     */
    async publishSeed(
      urlFragment: string,
      text: string,
      version: { version: string; label: string },
      recorded?: RecordedFindings,
    ): Promise<'published' | 'unchanged' | 'kept-publisher' | 'no-api'> {
      const api = await store.findApi(urlFragment, 'fragment')
      if (!api) return 'no-api'
      const versions = await store.versions(api.urlFragment)
      const current = versions.find((row) => row.status === 'Current Version')
      if (current?.spec === text) return 'unchanged'
      const [latest] = await store.publications(api.id)
      if (
        latest &&
        latest.rolled_back_at === null &&
        latest.published_by_email !== null
      )
        return 'kept-publisher'
      const checked = await check(api, text, recorded)
      const sameVersion = current?.version === version.version
      await publishChecked(
        checked,
        sameVersion ? {} : { version: version.version, label: version.label },
        null,
      )
      return 'published'
    },

    /** Rolls the API's latest publication back in one step (R-SPEC-ROLLBACK). */
    async rollBack(apiId: string, actor: NonNullable<PublishingActor>) {
      const api = await apiOf(apiId)
      const versions = await store.versions(api.urlFragment)
      const current = versions.find((row) => row.status === 'Current Version')
      const undone = await store.rollBack(
        api,
        actor.staff?.email ?? '',
        async (trx, publication) => {
          await recordAudit(trx, {
            ...actor,
            action: 'api_spec.rolled_back',
            entityType: 'api',
            entityId: api.id,
            before: current
              ? { version: current.version, label: current.label }
              : null,
            after: {
              publicationId: publication.id,
              undoneVersion: publication.version,
            },
          })
          // What the rolled-back publication announced no longer holds: a short note says so, in
          // the feeds and to its subscribers; a publication without a note announced nothing.
          if (publication.releaseNote === null) return
          const releaseNotes = prependReleaseNote(
            publication.releaseNotes,
            rollbackReleaseNote({
              now: deps.now(),
              undone: publication,
              restored: publication.restored,
            }),
          )
          await store.setReleaseNotes(trx, api.id, releaseNotes)
          await deps.announceReleaseNotes(trx, {
            api: { id: api.id, urlSlug: api.urlSlug, name: api.name },
            before: publication.releaseNotes,
            after: releaseNotes,
          })
        },
      )
      if (!undone) throw new InputError([SPEC_MESSAGES.nothingToRollBack])
      deps.specsChanged()
      return list(apiId)
    },

    list,
  }

  /** The API's versions and publications, for the console. */
  async function list(apiId: string): Promise<ApiSpecs> {
    const api = await apiOf(apiId)
    const [versions, publications] = await Promise.all([
      store.versions(api.urlFragment),
      store.publications(api.id),
    ])
    return {
      api: {
        id: api.id,
        urlSlug: api.urlSlug,
        urlFragment: api.urlFragment,
        name: api.name,
      },
      versions: versions.map((row) => ({
        version: row.version,
        label: row.label,
        status: row.status,
      })),
      publications: publications.map((row) => ({
        id: String(row.id),
        version: row.version,
        label: row.label,
        breaking: row.breaking,
        publishedAt: row.published_at.toISOString(),
        publishedBy: row.published_by_email,
        rolledBackAt: row.rolled_back_at?.toISOString() ?? null,
      })),
    }
  }
}

/** The spec-publishing service. */
export type PublishingService = ReturnType<typeof createPublishingService>
