import { parsePublicJwk } from '@portal/schema/jwk'
import {
  CARE_MESSAGES,
  OVERLAPS,
  type Overlap,
} from '@portal/schema/credential-care'
import { isUsableRsaKey } from '../../crypto/rsa-key.ts'
import { InputError, NotFoundError } from '../../errors.ts'
import type { CredentialProvider } from '../sandbox-signup/index.ts'
import { careUrl, consumerOfLink } from './care-link.ts'
import { readOverview, readUsage } from './care-read.ts'
import type { CareCredentialRow, CareEvent, CareStore } from './care-store.ts'

/** What the credential-care rules need. */
export interface CareServiceDeps {
  store: CareStore
  credentialProvider: CredentialProvider
  linkSecret: string
  publicOrigin: string
  now: () => number
  /**
   * Called after a change to credential rows commits, before the answer: this instance's gateway
   * and bearer check forget their cached look-ups at once; the other instances hear migration
   * 011's NOTIFY (R-REVOKE-AT-ONCE).
   */
  credentialsChanged?: () => void
}

type Link = { userId: string; hash: string }
type Consumer = Awaited<ReturnType<typeof consumerOfLink>>

const KIND_NAMES = {
  apikey: 'API key',
  acg: 'authorization code client secret',
  ccg: 'client credentials public key',
} as const

/**
 * Credential care (R-CARE-*): a signed link's owner lists, rotates, revokes and replaces their
 * sandbox credentials. Every change is one transaction with its audit entry and email.
 */
export function createCareService(deps: CareServiceDeps) {
  const { store: rows } = deps
  // Every change to credential rows goes through replace or revoke; both tell the caches.
  const store: CareStore = {
    ...rows,
    replace: async (...args) => {
      await rows.replace(...args)
      deps.credentialsChanged?.()
    },
    revoke: async (...args) => {
      await rows.revoke(...args)
      deps.credentialsChanged?.()
    },
  }
  const consumerOf = (link: Link) =>
    consumerOfLink(store, deps.linkSecret, deps.now(), link)

  // The credential a row id names, when it is this consumer's; its rows newest first.
  const credentialOf = async (consumer: Consumer, credentialId: string) => {
    const rows = await store.credentialsOf(consumer.id)
    const named = rows.find((row) => row.id === credentialId)
    if (!named) throw new NotFoundError(CARE_MESSAGES.notFound)
    const own = rows.filter(
      (row) =>
        row.application_id === named.application_id && row.kind === named.kind,
    )
    if (own.some((row) => row.revoked_at))
      throw new InputError([CARE_MESSAGES.revoked])
    return { newest: own[0] as CareCredentialRow, rows: own }
  }

  const event = (
    consumer: Consumer,
    address: string,
    applicationId: string | null,
    action: string,
    detail: string,
  ): CareEvent => ({
    consumerId: consumer.id,
    applicationId,
    action,
    detail,
    address,
    email: {
      template: 'credential-change',
      recipient: consumer.email,
      payload: {
        firstName: consumer.first_name,
        action,
        detail,
        address,
        at: new Date(deps.now()).toISOString(),
        pageUrl: careUrl(deps.publicOrigin, deps.linkSecret, consumer),
      },
    },
  })

  const overlapEnd = (overlap: Overlap) =>
    new Date(deps.now() + OVERLAPS[overlap].ms)
  const overlapText = (overlap: Overlap, end: Date) =>
    overlap === 'none'
      ? 'The old one stopped working at once.'
      : `The old one keeps working until ${end.toISOString()} (${OVERLAPS[overlap].label}).`

  return {
    overview: async (link: Link) =>
      readOverview(store, await consumerOf(link), deps.now()),

    usage: async (link: Link & { credentialId: string }) => {
      const consumer = await consumerOf(link)
      const rows = await store.credentialsOf(consumer.id)
      const named = rows.find((row) => row.id === link.credentialId)
      if (!named) throw new NotFoundError(CARE_MESSAGES.notFound)
      const ids = rows
        .filter(
          (row) =>
            row.application_id === named.application_id &&
            row.kind === named.kind,
        )
        .map((row) => row.id)
      return readUsage(store, ids, deps.now())
    },

    /** A new API key or client secret, shown once; the old one ends after the overlap. */
    async rotate(
      request: Link & { credentialId: string; overlap: Overlap },
      address: string,
    ) {
      const consumer = await consumerOf(request)
      const { newest } = await credentialOf(consumer, request.credentialId)
      if (newest.kind === 'ccg') throw new InputError([CARE_MESSAGES.rotateCcg])
      if (newest.kind === 'acg' && newest.secret_hmac === null)
        throw new InputError([CARE_MESSAGES.noSecret])
      const issued = await deps.credentialProvider.issue(
        newest.kind === 'apikey'
          ? { apikey: true, acg: null, ccg: null }
          : {
              apikey: false,
              acg: { applicationType: 'web', redirectUri: '' },
              ccg: null,
            },
      )
      const stored = issued.stored[0]
      const secret = issued.token ?? issued.clientSecret
      if (!stored || !secret) throw new Error('the provider issued no secret')
      const end = overlapEnd(request.overlap)
      await store.replace(
        {
          from: newest,
          keyPrefix: stored.keyPrefix,
          secretHmac: stored.secretHmac,
          publicJwk: null,
          oldExpiresAt: end,
          now: new Date(deps.now()),
        },
        event(
          consumer,
          address,
          newest.application_id,
          `Rotated the ${KIND_NAMES[newest.kind]}`,
          `New one starts ${stored.keyPrefix}. ${overlapText(request.overlap, end)}`,
        ),
      )
      return {
        secret,
        prefix: stored.keyPrefix,
        oldExpiresAt: end.toISOString(),
      }
    },

    /** Every row of the credential refused from now on. */
    async revoke(request: Link & { credentialId: string }, address: string) {
      const consumer = await consumerOf(request)
      const { newest } = await credentialOf(consumer, request.credentialId)
      await store.revoke(
        newest,
        new Date(deps.now()),
        event(
          consumer,
          address,
          newest.application_id,
          `Revoked the ${newest.kind === 'apikey' ? 'API key' : `${newest.kind.toUpperCase()} client ${newest.client_id ?? ''}`}`,
          'It no longer works anywhere.',
        ),
      )
    },

    /** A new CCG public key, checked as at signup; the old one ends after the overlap. */
    async replacePublicKey(
      request: Link & {
        credentialId: string
        overlap: Overlap
        publicKey: unknown
      },
      address: string,
    ) {
      const consumer = await consumerOf(request)
      const { newest } = await credentialOf(consumer, request.credentialId)
      if (newest.kind !== 'ccg') throw new InputError([CARE_MESSAGES.notCcg])
      const jwk = parsePublicJwk(request.publicKey)
      if (!jwk || !isUsableRsaKey(jwk))
        throw new InputError([CARE_MESSAGES.publicKey], {
          publicKey: [CARE_MESSAGES.publicKey],
        })
      const end = overlapEnd(request.overlap)
      await store.replace(
        {
          from: newest,
          keyPrefix: newest.key_prefix,
          secretHmac: null,
          publicJwk: jwk,
          oldExpiresAt: end,
          now: new Date(deps.now()),
        },
        event(
          consumer,
          address,
          newest.application_id,
          `Replaced the public key of CCG client ${newest.client_id ?? ''}`,
          overlapText(request.overlap, end),
        ),
      )
    },

    async setRedirectUris(
      request: Link & { credentialId: string; redirectUris: string[] },
      address: string,
    ) {
      const consumer = await consumerOf(request)
      const { newest } = await credentialOf(consumer, request.credentialId)
      if (newest.kind !== 'acg') throw new InputError([CARE_MESSAGES.notAcg])
      const uris = [...new Set(request.redirectUris)]
      await store.setRedirectUris(
        newest.application_id,
        uris,
        event(
          consumer,
          address,
          newest.application_id,
          `Changed the redirect URIs of ACG client ${newest.client_id ?? ''}`,
          uris.join(' '),
        ),
      )
    },

    /** Every link sent so far stops working; the new one goes by email only. */
    async revokeLinks(link: Link, address: string) {
      const consumer = await consumerOf(link)
      await store.revokeLinks(consumer.id, (version) => {
        const next = { ...consumer, test_link_version: version }
        const logged = event(
          consumer,
          address,
          null,
          'Revoked every link',
          'A new link was emailed.',
        )
        logged.email.payload.pageUrl = careUrl(
          deps.publicOrigin,
          deps.linkSecret,
          next,
        )
        return logged
      })
    },

    /** Emails the page's link to each signup of this address; nothing tells whether there is one. */
    async emailNewLink(email: string) {
      for (const consumer of await store.consumersByEmail(email)) {
        await store.queueEmail({
          template: 'credential-link',
          recipient: consumer.email,
          payload: {
            firstName: consumer.first_name,
            pageUrl: careUrl(deps.publicOrigin, deps.linkSecret, consumer),
          },
        })
      }
    },
  }
}

/** The credential-care rules. */
export type CareService = ReturnType<typeof createCareService>
