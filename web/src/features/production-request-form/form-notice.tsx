/** The government form notice (R-PROD-NOTICE): burden, expiration, and the Privacy Act Statement. */
export function FormNotice({ onPrivacy }: { onPrivacy: () => void }) {
  return (
    <section
      className="production-request-form__notice"
      aria-labelledby="form-notice-heading"
    >
      <h2 id="form-notice-heading" className="font-heading-md">
        About this form
      </h2>
      <p>
        Respondent burden: <strong>30 minutes</strong>. Expiration date:{' '}
        <strong>11/30/2026</strong>.
      </p>
      <p>
        We estimate that this form takes about 30 minutes to complete, including
        the time to read the instructions, gather the information and answer. An
        agency may not conduct or sponsor, and you are not required to respond
        to, a collection of information unless it displays a currently valid
        control number and expiration date.{' '}
        <button
          type="button"
          className="usa-button usa-button--unstyled"
          onClick={onPrivacy}
        >
          Privacy Act Statement
        </button>
      </p>
    </section>
  )
}
