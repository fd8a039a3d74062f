// The spec pages' limits and words, without Zod: render code imports these (ADR 021).

/** The largest OpenAPI document the console accepts, in bytes of text (R-SPEC-HOSTILE). */
export const MAX_SPEC_BYTES = 3_000_000
/** The deepest nesting of objects and arrays an uploaded document may have. */
export const MAX_SPEC_DEPTH = 64
/** The most YAML aliases a document may use (no "billion laughs"). */
export const MAX_YAML_ALIASES = 100
/** The longest release note a publisher may write. */
export const MAX_RELEASE_NOTE = 20_000

/** The console's words for the spec pages, shared by the form and the server. */
export const SPEC_MESSAGES = {
  documentRequired: 'Choose an OpenAPI document or paste one.',
  documentTooLarge: `The document is larger than ${MAX_SPEC_BYTES / 1_000_000} MB.`,
  releaseNoteRequired: 'Enter a release note.',
  releaseNoteTooLong: `Enter a release note of at most ${MAX_RELEASE_NOTE.toLocaleString('en-US')} characters.`,
  versionRequired:
    'Enter a new version (letters, digits, dots and dashes), different from the published ones.',
  labelRequired: 'Enter a label for the new version, such as "Version 2".',
  confirmBreaking:
    'Confirm that this version breaks existing clients and should be published as a new version.',
  blockingFindings:
    'The document has errors to fix before it can be published (see the findings).',
  nothingToRollBack: 'There is no publication to roll back.',
} as const
