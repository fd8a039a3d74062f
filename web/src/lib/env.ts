import { z } from 'zod'

// Build-time settings, validated once. Lists are comma-separated urlFragments or slugs.
const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )

const WebEnvSchema = z.object({
  /** Forces these APIs into the deprecated state whatever their dates say. */
  VITE_DEPRECATED_APIS: list,
  /** Forces these APIs into the deactivated state whatever their dates say. */
  VITE_DEACTIVATED_APIS: list,
})

/** The web app's validated build-time settings. */
export const webEnv = WebEnvSchema.parse(import.meta.env)
