/* eslint-disable react-hooks/static-components -- getComponent returns the components swagger-ui
   registered once; they are the same on every render, not created by it. */
import type { ComponentType, ReactNode } from 'react'
import { wrapOperations } from './operations-list.tsx'
import { RenderWhenSettled } from './render-when-settled.tsx'

// swagger-ui's BaseLayout wraps the operations in a second <main>, which must not sit inside the
// page's own. This is the same layout, built from swagger-ui's own components, with a <div>.

interface SpecSelectors {
  isSwagger2: () => boolean
  isOAS3: () => boolean
  isOAS31: () => boolean
  specStr: () => string
  loadingStatus: () => string
  servers: () => { size: number } | undefined
  schemes: () => { size: number } | undefined
  securityDefinitions: () => unknown
  specResolvedSubtree: (path: string[]) => { size: number } | undefined
}

interface LayoutProps {
  specSelectors: SpecSelectors
  getComponent: (
    name: string,
    container?: boolean,
  ) => ComponentType<Record<string, unknown> & { children?: ReactNode }>
}

function PortalLayout({ specSelectors, getComponent }: LayoutProps) {
  const SvgAssets = getComponent('SvgAssets')
  const InfoContainer = getComponent('InfoContainer', true)
  const VersionPragmaFilter = getComponent('VersionPragmaFilter')
  const Operations = getComponent('operations', true)
  const Models = getComponent('Models', true)
  const Webhooks = getComponent('Webhooks', true)
  const Row = getComponent('Row')
  const Col = getComponent('Col')
  const Errors = getComponent('errors', true)
  const ServersContainer = getComponent('ServersContainer', true)
  const SchemesContainer = getComponent('SchemesContainer', true)
  const AuthorizeBtnContainer = getComponent('AuthorizeBtnContainer', true)
  const FilterContainer = getComponent('FilterContainer', true)

  const status = specSelectors.loadingStatus()
  const loading = <div className="swagger-ui">Loading the API definition…</div>
  if (status === 'loading') return loading
  if (
    status === 'failed' ||
    status === 'failedConfig' ||
    !specSelectors.specStr()
  ) {
    return (
      <div className="swagger-ui">
        <h2>Failed to load API definition.</h2>
        <Errors />
      </div>
    )
  }
  const hasServers = Boolean(specSelectors.servers()?.size)
  const hasSchemes = Boolean(specSelectors.schemes()?.size)
  const hasSecurity = Boolean(specSelectors.securityDefinitions())
  return (
    <RenderWhenSettled
      settled={Boolean(specSelectors.specResolvedSubtree([])?.size)}
      fallback={loading}
    >
      <div className="swagger-ui">
        <SvgAssets />
        <VersionPragmaFilter
          isSwagger2={specSelectors.isSwagger2()}
          isOAS3={specSelectors.isOAS3()}
          alsoShow={<Errors />}
        >
          <Errors />
          <Row className="information-container">
            <Col mobile={12}>
              <InfoContainer />
            </Col>
          </Row>
          {hasServers || hasSchemes || hasSecurity ? (
            <div className="scheme-container">
              <Col className="schemes wrapper" mobile={12}>
                {hasServers || hasSchemes ? (
                  <div className="schemes-server-container">
                    {hasServers ? <ServersContainer /> : null}
                    {hasSchemes ? <SchemesContainer /> : null}
                  </div>
                ) : null}
                {hasSecurity ? <AuthorizeBtnContainer /> : null}
              </Col>
            </div>
          ) : null}
          <FilterContainer />
          <div id="operations">
            <Row>
              <Col mobile={12} desktop={12}>
                <Operations />
              </Col>
            </Row>
            {specSelectors.isOAS31() ? (
              <Row className="webhooks-container">
                <Col mobile={12} desktop={12}>
                  <Webhooks />
                </Col>
              </Row>
            ) : null}
            <Row>
              <Col mobile={12} desktop={12}>
                <Models />
              </Col>
            </Row>
          </div>
        </VersionPragmaFilter>
      </div>
    </RenderWhenSettled>
  )
}

/**
 * swagger-ui's DeepLink with deep linking on is an anchor inside the operation's toggle button: an
 * interactive control nested in another (axe's nested-interactive). The text alone is enough: the
 * address still changes as an operation opens (the deep-linking plugin's `show` action) and a
 * shared address still opens it (R-DOCS-SEARCH).
 */
function PortalDeepLink({ text }: { text: string }) {
  return <span>{text}</span>
}

/** The swagger-ui plugin that provides the layout; select it with `layout="PortalLayout"`. */
export const portalLayoutPlugin = () => ({
  components: { PortalLayout, DeepLink: PortalDeepLink },
  wrapComponents: { operations: wrapOperations },
})
