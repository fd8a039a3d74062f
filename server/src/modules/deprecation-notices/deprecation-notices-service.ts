import {
  DEPRECATION_NOTICE_MESSAGES as MESSAGES,
  type DeprecationNoticesSummary,
} from '@portal/schema/deprecation-notices'
import { DeactivationInfoSchema } from '@portal/schema/catalogue'
import { NotFoundError } from '../../errors.ts'
import {
  NOTICE_KINDS,
  type DeprecationNoticesStore,
  type NoticeKind,
} from './deprecation-notices-store.ts'

const DAY = 86_400_000
/** Developers who called the API this recently are told (R-DEPRECATION-AUDIENCE). */
const CALLERS_WITHIN_MS = 90 * DAY

// The jsonb column is typed loosely; a notice needs dates that parse.
const DatesSchema = DeactivationInfoSchema.partial()

/** When the notices of a deprecation fall due. */
interface DeprecationTimes {
  publishedAt: number
  deactivation: number | null
  now: number
}

/**
 * The notices due now (R-DEPRECATION-NOTICES): the announcement until deactivation; the 30- and
 * 7-day reminders in their windows, when the deprecation was published before the window opened
 * (otherwise the announcement already said it); the deactivation notice from that date on.
 */
export function dueNotices({
  publishedAt,
  deactivation,
  now,
}: DeprecationTimes): NoticeKind[] {
  if (deactivation === null) return ['published']
  if (now >= deactivation)
    return publishedAt < deactivation ? ['deactivated'] : []
  const due: NoticeKind[] = ['published']
  const day7 = deactivation - 7 * DAY
  const day30 = deactivation - 30 * DAY
  if (now >= day7) {
    if (publishedAt < day7) due.push('days-7')
  } else if (now >= day30 && publishedAt < day30) due.push('days-30')
  return due
}

const parsedTime = (iso: string | undefined) => {
  const time = iso ? Date.parse(iso) : Number.NaN
  return Number.isNaN(time) ? null : time
}

/** What the deprecation notices are built from. */
export interface DeprecationNoticesDeps {
  store: DeprecationNoticesStore
  now: () => number
  publicOrigin: string
  apiPrefix: string
}

/**
 * The deprecation notices (R-DEPRECATION-*): each due notice queued to its whole audience in one
 * statement, exactly once per address across instances; the console's view; the unsubscribe.
 */
export function createDeprecationNoticesService(deps: DeprecationNoticesDeps) {
  const { store } = deps
  const unsubscribeBase = `${deps.publicOrigin}${deps.apiPrefix}/v0/deprecation-notices/`

  return {
    /** Queues every notice due now; returns how many emails were queued. */
    async sendDue(): Promise<number> {
      const now = deps.now()
      let queued = 0
      for (const deprecation of await store.published()) {
        const dates = DatesSchema.safeParse(
          deprecation.details.deactivationInfo,
        )
        if (!dates.success || parsedTime(dates.data.deprecationDate) === null)
          continue
        const kinds = dueNotices({
          publishedAt: deprecation.published_at.getTime(),
          deactivation: parsedTime(dates.data.deactivationDate),
          now,
        })
        for (const kind of kinds) {
          queued += await store.queue({
            apiId: deprecation.api_id,
            urlSlug: deprecation.url_slug,
            kind,
            calledSince: new Date(now - CALLERS_WITHIN_MS),
            now: new Date(now),
            payload: {
              kind,
              apiName: deprecation.name,
              urlSlug: deprecation.url_slug,
              deprecationDate: dates.data.deprecationDate,
              deactivationDate: dates.data.deactivationDate ?? null,
              replacement: dates.data.replacement?.trim() || null,
            },
            unsubscribeBase,
            honourOptOuts: kind !== 'published',
          })
        }
      }
      return queued
    },

    /** The console's view: who will be told, and how many were (R-DEPRECATION-CONSOLE). */
    async summary(apiId: string): Promise<DeprecationNoticesSummary> {
      const api = await store.apiOf(apiId)
      if (!api) throw new NotFoundError(MESSAGES.notFound)
      const now = deps.now()
      const [published, audience, sent] = await Promise.all([
        store.publishedOf(apiId),
        store.audienceCounts(
          apiId,
          api.url_slug,
          new Date(now - CALLERS_WITHIN_MS),
        ),
        store.sent(apiId),
      ])
      return {
        publishedAt: published ? published.published_at.toISOString() : null,
        audience,
        sent: NOTICE_KINDS.flatMap((kind) => {
          const row = sent.find((candidate) => candidate.kind === kind)
          return row
            ? [
                {
                  kind,
                  count: Number(row.count),
                  lastAt: new Date(row.last_at).toISOString(),
                },
              ]
            : []
        }),
      }
    },

    /** No more reminders of this notice's deprecation to its address (R-DEPRECATION-UNSUBSCRIBE). */
    async unsubscribe(noticeId: string) {
      if (!(await store.optOut(noticeId, new Date(deps.now()))))
        throw new NotFoundError(MESSAGES.noticeNotFound)
      return { status: 'unsubscribed' as const }
    },
  }
}

/** The deprecation notices service. */
export type DeprecationNoticesService = ReturnType<
  typeof createDeprecationNoticesService
>
