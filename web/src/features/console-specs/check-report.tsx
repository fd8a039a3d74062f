import type { SpecCheck, SpecFinding } from '@portal/schema/spec-publishing'

/** Props of CheckReport. */
export interface CheckReportProps {
  report: SpecCheck
}

/** A finding's place: its JSON path; a property of the document's root is at its top level. */
const whereOf = (finding: SpecFinding) =>
  finding.path ||
  (finding.property ? '(the top level)' : '(the whole document)')

/**
 * What a check found: the findings with their paths, lines and properties, then the changes with
 * their breaking flags.
 */
export function CheckReport({ report }: CheckReportProps) {
  const errors = report.findings.filter((f) => f.severity === 'error').length
  const warnings = report.findings.length - errors
  return (
    <section aria-labelledby="check-report-heading">
      <h2 id="check-report-heading">What the check found</h2>
      <p>
        The document is {report.source} ({report.format.toUpperCase()}),{' '}
        {report.operations}{' '}
        {report.operations === 1 ? 'operation' : 'operations'}: {errors}{' '}
        {errors === 1 ? 'error' : 'errors'}, {warnings}{' '}
        {warnings === 1 ? 'warning' : 'warnings'}.
        {report.canPublish
          ? ' Warnings do not block publishing.'
          : ' Errors block publishing: fix them and check the document again.'}
      </p>
      {report.findings.length > 0 ? (
        <table className="usa-table usa-table--stacked console-table">
          <caption>Findings</caption>
          <thead>
            <tr>
              <th scope="col">Severity</th>
              <th scope="col">Rule</th>
              <th scope="col">Where</th>
              <th scope="col">Line</th>
              <th scope="col">Property</th>
              <th scope="col">Finding</th>
            </tr>
          </thead>
          <tbody>
            {report.findings.map((finding, index) => (
              <tr key={`${finding.code}-${finding.path}-${index}`}>
                <td data-label="Severity">
                  {finding.severity === 'error' ? 'Error' : 'Warning'}
                </td>
                <td data-label="Rule">
                  <code>{finding.code}</code>
                </td>
                <td data-label="Where">
                  <code>{whereOf(finding)}</code>
                </td>
                <td data-label="Line">{finding.line ?? ''}</td>
                <td data-label="Property">
                  {finding.property ? <code>{finding.property}</code> : ''}
                </td>
                <th scope="row" data-label="Finding">
                  {finding.message}
                </th>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <h3>Changes from the current version</h3>
      {report.current === null ? (
        <p>
          This API has no published document yet: this will be its first
          version.
        </p>
      ) : report.changes.length === 0 ? (
        <p>No change from {report.current.label}.</p>
      ) : (
        <>
          <p>
            Against {report.current.label} ({report.current.version}):{' '}
            {report.breaking
              ? 'this version breaks existing clients.'
              : 'nothing breaks existing clients.'}
          </p>
          <table className="usa-table usa-table--stacked console-table">
            <caption>Changes</caption>
            <thead>
              <tr>
                <th scope="col">Breaking</th>
                <th scope="col">Change</th>
                <th scope="col">Where</th>
              </tr>
            </thead>
            <tbody>
              {report.changes.map((change, index) => (
                <tr key={`${change.path}-${index}`}>
                  <td data-label="Breaking">
                    {change.breaking ? <strong>Breaking</strong> : 'No'}
                  </td>
                  <th scope="row" data-label="Change">
                    {change.description}
                  </th>
                  <td data-label="Where">
                    <code>{change.path}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  )
}
