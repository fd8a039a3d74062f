import {
  redirectUriMessage,
  repairedRedirectUri,
} from '@portal/schema/redirect-uri'
import type { Db } from '../../db/client.ts'
import { careUrl } from './care-link.ts'

/** What the check of one application's stored redirect URIs comes to. */
interface RedirectUriReview {
  /** The URIs the authorization servers get: the good ones, and the repaired ones in their place. */
  kept: string[]
  repaired: { from: string; to: string }[]
  setAside: { uri: string; reason: string }[]
}

/** Sorts stored redirect URIs by the one rule: kept as they are, repaired, or set aside. */
function reviewRedirectUris(uris: readonly string[]): RedirectUriReview {
  const review: RedirectUriReview = { kept: [], repaired: [], setAside: [] }
  for (const uri of uris) {
    const repaired = repairedRedirectUri(uri)
    if (repaired === null)
      review.setAside.push({ uri, reason: redirectUriMessage(uri) ?? '' })
    else if (repaired !== uri) review.repaired.push({ from: uri, to: repaired })
    if (repaired !== null && !review.kept.includes(repaired))
      review.kept.push(repaired)
  }
  return review
}

/** The address the credential-care events show for a change the portal made itself. */
const REPAIR_ADDRESS = 'VA API Platform (automatic check)'

/** The outbox template that tells an owner what the check changed. */
const REDIRECT_URI_REPAIR_TEMPLATE = 'redirect-uri-repair'

interface RepairDeps {
  db: Db
  publicOrigin: string
  linkSecret: string
  now: () => number
}

// Applications per transaction: each is locked while it is checked, so instances that start at
// the same moment share the work and never email an owner twice.
const BATCH = 100

/**
 * Checks, once, every application stored before the redirect-URI rule (R-REDIRECT-REPAIR): a URI
 * the rule refuses is repaired when dropping its fragment is enough, else set aside (kept in
 * `set_aside_redirect_uris`, never given to the authorization servers). Each change is logged
 * in the credential-care events and emailed to the owner through the outbox, in the same
 * transaction. Returns how many applications it changed.
 */
export async function repairRedirectUris(deps: RepairDeps): Promise<number> {
  let changed = 0
  for (;;) {
    const { checked, repaired } = await repairBatch(deps)
    changed += repaired
    if (checked < BATCH) return changed
  }
}

async function repairBatch(deps: RepairDeps) {
  return deps.db.transaction().execute(async (trx) => {
    const applications = await trx
      .selectFrom('consumer_applications')
      .select(['id', 'consumer_id', 'redirect_uris', 'set_aside_redirect_uris'])
      .where('redirect_uris_checked_at', 'is', null)
      .orderBy('created_at')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute()
    const now = new Date(deps.now())
    let repaired = 0
    for (const application of applications) {
      const uris = application.redirect_uris ?? []
      const review = reviewRedirectUris(uris)
      const isChanged = review.repaired.length + review.setAside.length > 0
      await trx
        .updateTable('consumer_applications')
        .set({
          redirect_uris_checked_at: now,
          ...(isChanged
            ? {
                redirect_uris: review.kept,
                redirect_uri: review.kept[0] ?? null,
                set_aside_redirect_uris: [
                  ...(application.set_aside_redirect_uris ?? []),
                  ...review.setAside.map((entry) => entry.uri),
                ],
              }
            : {}),
        })
        .where('id', '=', application.id)
        .execute()
      if (!isChanged) continue
      repaired += 1
      const consumer = await trx
        .selectFrom('consumers')
        .select(['id', 'email', 'first_name', 'test_link_version'])
        .where('id', '=', application.consumer_id)
        .executeTakeFirstOrThrow()
      const client = await trx
        .selectFrom('consumer_credentials')
        .select('client_id')
        .where('application_id', '=', application.id)
        .where('kind', '=', 'acg')
        .executeTakeFirst()
      const clientId = client?.client_id ?? ''
      await trx
        .insertInto('credential_events')
        .values({
          consumer_id: consumer.id,
          application_id: application.id,
          action: `Checked the redirect URIs of ACG client ${clientId}`,
          detail: describeReview(review),
          address: REPAIR_ADDRESS,
          at: now,
        })
        .execute()
      await trx
        .insertInto('email_outbox')
        .values({
          template: REDIRECT_URI_REPAIR_TEMPLATE,
          recipient: consumer.email,
          payload: JSON.stringify({
            firstName: consumer.first_name,
            clientId,
            repaired: review.repaired,
            setAside: review.setAside,
            kept: review.kept,
            pageUrl: careUrl(deps.publicOrigin, deps.linkSecret, consumer),
          }),
        })
        .execute()
    }
    return { checked: applications.length, repaired }
  })
}

// One line for the audit trail. URIs are quoted as JSON strings, so a stored line break or tag
// shows as text and never breaks the line.
function describeReview(review: RedirectUriReview): string {
  return [
    ...review.repaired.map(
      (entry) =>
        `Repaired ${JSON.stringify(entry.from)} to ${JSON.stringify(entry.to)}.`,
    ),
    ...review.setAside.map(
      (entry) => `Set aside ${JSON.stringify(entry.uri)}: ${entry.reason}.`,
    ),
  ].join(' ')
}
