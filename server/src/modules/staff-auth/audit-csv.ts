import type { AuditEvent } from '@portal/schema/staff'

/** Cells a spreadsheet would run as a formula (OWASP "CSV injection"), tab and CR included. */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A
 * cell a spreadsheet would take for a formula is prefixed with an apostrophe, so staff-entered
 * text opens as text.
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : JSON.stringify(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const HEADER = [
  'id',
  'at',
  'staff_email',
  'staff_id',
  'action',
  'entity_type',
  'entity_id',
  'before',
  'after',
  'ip',
  'request_id',
]

/** The audit trail as CSV, with a byte-order mark so spreadsheets read it as UTF-8. */
export function auditCsv(events: readonly AuditEvent[]): string {
  const lines = [HEADER.join(',')]
  for (const event of events)
    lines.push(
      [
        event.id,
        event.at,
        event.staffEmail,
        event.staffId,
        event.action,
        event.entityType,
        event.entityId,
        event.before,
        event.after,
        event.ip,
        event.requestId,
      ]
        .map(csvCell)
        .join(','),
    )
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
