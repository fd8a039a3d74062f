import { Suspense } from 'react'
import type { PublicKeyTools } from '#web/components/ui/credential-fields.tsx'
import { lazyComponent } from '#web/lib/lazy-component.ts'

// Not needed to paint a form (R-PERF-FIRST-LOAD, ADR 021): the key pair generator loads once
// Client Credentials is chosen.
const KeyPairGenerator = lazyComponent(
  async () =>
    (await import('#web/features/ccg-helper/key-pair-generator.tsx'))
      .KeyPairGenerator,
)

/**
 * The `publicKeyTools` of every form that asks for a CCG public key (R-OAUTH-CCG-HELPER-SIGNUP):
 * the key pair is made in the browser and only its public half goes into the field.
 */
export const publicKeyTools: PublicKeyTools = (fill) => (
  <Suspense fallback={null}>
    <KeyPairGenerator
      placedMessage="Its public key is now in the OAuth public key field."
      onGenerated={(pair) => fill(JSON.stringify(pair.publicJwk, null, 2))}
    />
  </Suspense>
)
