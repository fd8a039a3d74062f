// A second server for the feature-flag tests: the same build, its own database, and flags set
// in its environment as an operator would set them (FEATURE_FLAGS), never in code.
export const FLAGS_PORT = Number(process.env.E2E_FLAGS_PORT ?? 8182)

/** The flags of the second server. */
export const FLAGS = {
  show_testing_notice: true,
  categories: { health: false },
  enabled: { facilities: false },
  deactivated_apis: { vaForms: true },
}
