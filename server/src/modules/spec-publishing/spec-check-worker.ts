// The document's CPU work for a check or a publication (R-SPEC-POOL): run in a worker of the spec
// check pool (`spec-check-pool.ts`), so a large document never holds the event loop; the seed,
// which runs before the server listens, calls it in-process. Everything here is pure: no
// database, no clock; what it gets and answers is plain data the structured clone carries.
import YAML from 'yaml'
import { DOCUMENT_YAML_OPTIONS } from '../../api-document/yaml-options.ts'
import type { SpecChange, SpecFinding } from '@portal/schema/spec-publishing'
import type { CompareChange } from '@portal/schema/version-compare'
import { COMPARE_MESSAGES } from '@portal/schema/version-compare-texts'
import { HttpError, InputError } from '../../errors.ts'
import { countOperations, readDocument } from './document-intake.ts'
import { diffDocuments } from './spec-diff.ts'
import { compareDocuments } from './spec-compare.ts'
import { lintDocument, sortFindings, validateDocument } from './spec-lint.ts'
import type { ApiAuth } from './department-ruleset.ts'

/** What a check needs: the uploaded text, the API's auth types and its current document. */
export interface SpecCheckJob {
  text: string
  auth: ApiAuth
  /** The findings already known for exactly this text and auth (recorded or kept): not linted again. */
  findings: SpecFinding[] | null
  /** The current version's stored document, to diff against; null for a first version. */
  before: { text: string; format: 'json' | 'yaml' } | null
  /** Set to 1 when a worker starts the job: a time limit reached before is the queue's wait. */
  started?: Int32Array
}

/** A check's result: the document read, its findings and its changes, or why it was refused. */
export type SpecCheckOutcome =
  | {
      refused: {
        status: number
        messages: string[]
        fieldErrors?: Record<string, string[]> | undefined
      }
    }
  | {
      refused?: undefined
      /** The text to store: as uploaded, or the Swagger 2.0 conversion. */
      text: string
      format: 'json' | 'yaml'
      source: string
      operations: number
      /** A first version's id from `info.version`: `1.0.0`, else `v1`. */
      firstVersion: string
      findings: SpecFinding[]
      changes: SpecChange[]
    }

const NOT_COMPARABLE =
  'The document could not be compared with the current version.'

function parseStored(
  text: string,
  format: 'json' | 'yaml',
): Record<string, unknown> | null {
  try {
    const value: unknown =
      format === 'json'
        ? JSON.parse(text)
        : YAML.parse(text, DOCUMENT_YAML_OPTIONS)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/** A first version's id from the document's `info.version`: `1.0.0`, else `v1`. */
function firstVersionOf(document: Record<string, unknown>): string {
  const info = document.info as { version?: unknown } | undefined
  const raw =
    typeof info?.version === 'string' ? info.version.toLowerCase() : ''
  const cleaned = raw.replaceAll(/[^a-z0-9._-]/g, '').replace(/^[._-]+/, '')
  return cleaned.slice(0, 40) || 'v1'
}

async function checkDocument(job: SpecCheckJob): Promise<SpecCheckOutcome> {
  const intake = await readDocument(job.text)
  // Lines are the upload's; a converted Swagger 2.0 document's are not the publisher's.
  const lines = intake.text === job.text ? job.text : undefined
  const findings =
    job.findings ??
    sortFindings([
      ...(await validateDocument(intake.document, lines)),
      ...(await lintDocument(intake.document, job.auth, lines)),
    ])
  const before = job.before
    ? parseStored(job.before.text, job.before.format)
    : null
  let changes: SpecChange[] = []
  if (before) {
    try {
      changes = diffDocuments(before, intake.document)
    } catch {
      throw new InputError([NOT_COMPARABLE], { document: [NOT_COMPARABLE] })
    }
  }
  return {
    text: intake.text,
    format: intake.format,
    source: intake.source,
    operations: countOperations(intake.document),
    firstVersion: firstVersionOf(intake.document),
    findings,
    changes,
  }
}

/**
 * Reads, validates, lints and diffs a document (R-SPEC-UPLOAD, R-SPEC-VALIDATE, R-SPEC-LINT,
 * R-SPEC-DIFF). A refusal is answered as data, not thrown: an error crossing the thread keeps
 * its message only, and the publisher needs its status and field.
 */
export async function runSpecCheck(
  job: SpecCheckJob,
): Promise<SpecCheckOutcome> {
  if (job.started) Atomics.store(job.started, 0, 1)
  try {
    return await checkDocument(job)
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    return {
      refused: {
        status: error.statusCode,
        messages: error.messages,
        fieldErrors: error.fieldErrors,
      },
    }
  }
}

/** Two stored versions to compare (R-COMPARE-SAME-DIFF), each with its version id. */
export interface SpecCompareJob {
  from: { version: string; text: string; format: 'json' | 'yaml' }
  to: { version: string; text: string; format: 'json' | 'yaml' }
  /** Set to 1 when a worker starts the job, as for a check. */
  started?: Int32Array
}

/** A compare's result: the changes, or why the versions could not be compared. */
export type SpecCompareOutcome =
  | { changes: CompareChange[]; refused?: undefined }
  | { refused: { status: number; messages: string[] } }

/**
 * The changes from one stored version to another, by publishing's diff, off the event loop like a
 * check: two large documents are seconds of work. A stored text that does not parse, or a diff
 * that fails, is a 422 answered as data.
 */
export function runSpecCompare(job: SpecCompareJob): SpecCompareOutcome {
  if (job.started) Atomics.store(job.started, 0, 1)
  const from = parseStored(job.from.text, job.from.format)
  const to = parseStored(job.to.text, job.to.format)
  const refused = {
    refused: { status: 422, messages: [COMPARE_MESSAGES.notComparable] },
  }
  if (!from || !to) return refused
  try {
    return {
      changes: compareDocuments(
        { from, to },
        { from: job.from.version, to: job.to.version },
      ),
    }
  } catch {
    return refused
  }
}
