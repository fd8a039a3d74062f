import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import {
  createSandboxSignupFormSchema,
  type SandboxSignupFormValues,
} from '@portal/schema/sandbox-signup'

export {
  SandboxSignupResponseSchema,
  toSandboxSignupRequest,
} from '@portal/schema/sandbox-signup'

const resolvers = new Map<boolean, Resolver<SandboxSignupFormValues>>()

/**
 * The signup form's resolver for an API that does or does not require attestation, imported when
 * the form is first used (lazyValidation): the schema the server validates with again.
 */
export function signupResolver(
  requiresAttestation: boolean,
): Resolver<SandboxSignupFormValues> {
  let resolver = resolvers.get(requiresAttestation)
  if (!resolver) {
    resolver = zodResolver(
      createSandboxSignupFormSchema({ requiresAttestation }),
      undefined,
      { raw: true },
    )
    resolvers.set(requiresAttestation, resolver)
  }
  return resolver
}
