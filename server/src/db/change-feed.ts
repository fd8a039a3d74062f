import type { Listen } from './listen.ts'

/**
 * The NOTIFY channels of the caches that must forget at once: migration 011's trigger on
 * credential rows and migration 013's on deleted OAuth token ids (R-REVOKE-AT-ONCE), migration
 * 018's on documented versions (a published or rolled-back spec, R-SPEC-LIVE), migration 019's on
 * API and category rows (R-ENTRY-LIVE), migration 023's on test users (R-TEST-USERS-LIVE).
 */
export const CHANGE_CHANNELS = {
  credentials: 'consumer_credentials',
  revocations: 'oauth_revocations',
  catalogue: 'catalogue',
  specs: 'doc_versions',
} as const

type ChangeChannel = (typeof CHANGE_CHANNELS)[keyof typeof CHANGE_CHANNELS]

/** LISTEN with a local echo, and the echo itself. */
export interface ChangeFeed {
  /** Calls `onNotify` for a NOTIFY on `channel` from any instance, and for this instance's `announce`. */
  listen: (
    channel: ChangeChannel,
    onNotify: () => void,
  ) => Promise<() => Promise<void>>
  /**
   * Tells this instance's listeners of a change it has just committed, before it answers: NOTIFY
   * reaches them too, but only after a round trip through PostgreSQL, so a request that came right
   * after the answer could still meet a cached, revoked credential.
   */
  announce: (channel: ChangeChannel) => void
}

/**
 * Cache invalidation for every instance: the one that makes a change hears it synchronously
 * (`announce`), the others through PostgreSQL's NOTIFY, delivered on commit (`listen`, absent when
 * the app runs without a database listener, as some tests do).
 */
export function createChangeFeed(listen: Listen | undefined): ChangeFeed {
  const local = new Map<string, Set<() => void>>()
  return {
    async listen(channel, onNotify) {
      const listeners = local.get(channel) ?? new Set()
      listeners.add(onNotify)
      local.set(channel, listeners)
      const unlisten = listen ? await listen(channel, onNotify) : undefined
      return async () => {
        listeners.delete(onNotify)
        await unlisten?.()
      }
    },
    announce(channel) {
      for (const onNotify of local.get(channel) ?? []) onNotify()
    },
  }
}
