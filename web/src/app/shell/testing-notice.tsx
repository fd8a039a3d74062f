import { useSiteConfig } from '#web/lib/site-config.ts'

/** The testing-site notice, shown while `show_testing_notice` is on (R-NAV-TESTING-NOTICE). */
export function TestingNotice() {
  const config = useSiteConfig()
  if (!config?.flags.show_testing_notice) return null
  const host = new URL(config.productionUrl).host
  return (
    <section
      className="usa-site-alert usa-site-alert--info usa-site-alert--slim"
      aria-label="Site alert"
    >
      <div className="usa-alert">
        <div className="usa-alert__body">
          <p className="usa-alert__text">
            This site is for testing. Please click{' '}
            <a href={config.productionUrl}>{host}</a> to visit VA API Platform.
          </p>
        </div>
      </div>
    </section>
  )
}
