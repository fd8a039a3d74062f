import { useState, type ReactNode } from 'react'
import { SideNavPage } from '#web/components/ui/side-nav-page.tsx'
import { useSiteConfig } from '#web/lib/site-config.ts'
import { PUBLISHING_CONTACT_PATH } from '#web/lib/site-map.ts'
import { useVaNetworkCheck } from './use-va-network-check.ts'
import { VaNetworkDialog } from './va-network-dialog.tsx'

function NetworkCheck({
  probeUrl,
  redirectUrl,
  isOpen,
  onClose,
}: {
  probeUrl: string
  redirectUrl: string
  isOpen: boolean
  onClose: () => void
}) {
  const { state, start, reset } = useVaNetworkCheck(probeUrl, redirectUrl)
  return (
    <VaNetworkDialog
      isOpen={isOpen}
      state={state}
      onStart={start}
      onClose={() => {
        reset()
        onClose()
      }}
    />
  )
}

/**
 * The API publishing pages with their side navigation: Overview, How publishing works,
 * Requirements for APIs (a VA-network check, not a page) and Contact Us.
 */
export function PublishingPage({ children }: { children: ReactNode }) {
  const config = useSiteConfig()
  const [isCheckOpen, setIsCheckOpen] = useState(false)
  return (
    <SideNavPage
      navLabel="API publishing"
      entries={[
        { to: '/api-publishing', label: 'Overview' },
        { to: '/api-publishing/process', label: 'How publishing works' },
        ...(config
          ? [
              {
                label: 'Requirements for APIs',
                onClick: () => setIsCheckOpen(true),
              },
            ]
          : []),
        { to: PUBLISHING_CONTACT_PATH, label: 'Contact Us' },
      ]}
    >
      {children}
      {config ? (
        <NetworkCheck
          probeUrl={config.vaNetwork.probeUrl}
          redirectUrl={config.vaNetwork.redirectUrl}
          isOpen={isCheckOpen}
          onClose={() => setIsCheckOpen(false)}
        />
      ) : null}
    </SideNavPage>
  )
}
