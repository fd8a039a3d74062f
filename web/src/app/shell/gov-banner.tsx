import { useState } from 'react'
import { useCarryOver, useHydrated } from '#web/lib/use-hydrated.ts'
import flagUrl from '@uswds/uswds/img/us_flag_small.png'
// The .gov and https icons show only in the opened banner: files fetched when it opens (lazy images
// in a hidden element load when shown), not data URIs in every page's entry chunk (R-PERF-SHELL).
import dotGovUrl from '@uswds/uswds/img/icon-dot-gov.svg?no-inline'
import httpsUrl from '@uswds/uswds/img/icon-https.svg?no-inline'

const CONTENT_ID = 'gov-banner-content'

/**
 * The collapsible "An official website of the United States government" banner. Until the page has
 * hydrated, and where scripts do not run, its toggle is the summary of a `<details>` (R-SSR-NO-JS).
 */
export function GovBanner() {
  const [isOpen, setIsOpen] = useState(false)
  const hydrated = useHydrated()
  // Opened before the app started: its link made the content the address's target.
  useCarryOver(() => {
    if (window.location.hash === `#${CONTENT_ID}`) setIsOpen(true)
  })
  return (
    <section
      className="usa-banner"
      aria-label="Official website of the United States government"
    >
      <div className="usa-accordion">
        <div className="usa-banner__header">
          <div className="usa-banner__inner">
            <div className="grid-col-auto">
              <img
                className="usa-banner__header-flag"
                src={flagUrl}
                // Its drawn size: room is kept before the image decodes (R-PERF-CLS).
                width={16}
                height={11}
                alt=""
                aria-hidden="true"
              />
            </div>
            <div
              className="grid-col-fill tablet:grid-col-auto"
              aria-hidden="true"
            >
              <p className="usa-banner__header-text">
                An official website of the United States government
              </p>
              <p className="usa-banner__header-action">
                Here&rsquo;s how you know
              </p>
            </div>
            {hydrated ? (
              <button
                type="button"
                className="usa-accordion__button usa-banner__button"
                aria-expanded={isOpen}
                aria-controls={CONTENT_ID}
                onClick={() => setIsOpen((open) => !open)}
              >
                <span className="usa-banner__button-text">
                  Here&rsquo;s how you know
                </span>
              </button>
            ) : (
              <a
                className="usa-accordion__button usa-banner__button"
                href={`#${CONTENT_ID}`}
              >
                <span className="usa-banner__button-text">
                  Here&rsquo;s how you know
                </span>
              </a>
            )}
          </div>
        </div>
        <div
          className={`usa-banner__content usa-accordion__content${hydrated ? '' : ' gov-banner__static'}`}
          id={CONTENT_ID}
          hidden={hydrated && !isOpen}
        >
          <div className="grid-row grid-gap-lg">
            <div className="usa-banner__guidance tablet:grid-col-6">
              <img
                className="usa-banner__icon usa-media-block__img"
                src={dotGovUrl}
                loading="lazy"
                alt=""
                aria-hidden="true"
              />
              <div className="usa-media-block__body">
                <p>
                  <strong>Official websites use .gov</strong>
                  <br />A <strong>.gov</strong> website belongs to an official
                  government organization in the United States.
                </p>
              </div>
            </div>
            <div className="usa-banner__guidance tablet:grid-col-6">
              <img
                className="usa-banner__icon usa-media-block__img"
                src={httpsUrl}
                loading="lazy"
                alt=""
                aria-hidden="true"
              />
              <div className="usa-media-block__body">
                <p>
                  <strong>Secure .gov websites use HTTPS</strong>
                  <br />A <strong>lock</strong> or <strong>https://</strong>{' '}
                  means you&rsquo;ve safely connected to the .gov website. Share
                  sensitive information only on official, secure websites.
                </p>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
