import { Alert } from '#web/components/ui/alert.tsx'

/** The spec's message when the API list fails to load. */
export function CatalogueLoadingError() {
  return (
    <Alert type="error">
      <strong>Loading Error:</strong> API details failed to load. Please reload
      or try again later if the issue persists.
    </Alert>
  )
}
