import { InputError } from '../errors.ts'

/**
 * The public forms carry a hidden `faxNumber` that people leave empty. A filled one means a robot:
 * it gets the same answer as any failed form, and nothing is stored.
 */
export function rejectFilledHoneypot(
  faxNumber: string | null | undefined,
): void {
  if (faxNumber) throw new InputError(['Form submission failed'])
}
