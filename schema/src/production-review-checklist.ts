// The review checklist (R-REVIEW-CHECKLIST): what a reviewer checks on every request before a
// decision, as the staff consoles of API platforms keep one. Zod-free, for the console's pages.

/** The checks, in the order the console shows them. */
export const REVIEW_CHECKS = [
  'app_name',
  'organization',
  'urls_and_policies',
  'terms_of_service',
  'sandbox_testing',
  'demo',
] as const

/** One check. */
export type ReviewCheck = (typeof REVIEW_CHECKS)[number]

/** A check's outcome. */
export const CHECK_OUTCOMES = ['passed', 'failed'] as const

/** A check's outcome. */
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number]

/** What each check asks the reviewer. */
export const CHECK_TEXTS: Record<ReviewCheck, { label: string; hint: string }> =
  {
    app_name: {
      label: 'Application name',
      hint: 'The name users see is the application’s own and misleads no one (no “VA” endorsement).',
    },
    organization: {
      label: 'Organization',
      hint: 'The organization exists, is US-based and matches its address and contacts.',
    },
    urls_and_policies: {
      label: 'URLs and policies',
      hint: 'The website, sign-up and support links work; the privacy policy covers Veteran data.',
    },
    terms_of_service: {
      label: 'Terms of service',
      hint: 'The application’s own terms of service are published and fit the API terms.',
    },
    sandbox_testing: {
      label: 'Sandbox testing',
      hint: 'The applicant called each requested API in the sandbox (see the figures).',
    },
    demo: {
      label: 'Demo',
      hint: 'The demo showed the application working as described, with the requested APIs.',
    },
  }

/** A check's mark as stored. */
export interface CheckMark {
  check: ReviewCheck
  outcome: CheckOutcome
}

/** Whether every check is marked (the decision is offered only then, R-REVIEW-DECISION-GATE). */
export function isChecklistComplete(marks: readonly CheckMark[]): boolean {
  return REVIEW_CHECKS.every((check) =>
    marks.some((mark) => mark.check === check),
  )
}

/** Whether every check passed (an approval needs this). */
export function isChecklistPassed(marks: readonly CheckMark[]): boolean {
  return REVIEW_CHECKS.every((check) =>
    marks.some((mark) => mark.check === check && mark.outcome === 'passed'),
  )
}
