import { AddApiPage } from '#web/features/account-apps/add-api-page.tsx'
import { publicKeyTools } from './public-key-tools.tsx'

/**
 * `/account/apps/{id}/add-api`: the add-API form with the key pair generator under its CCG public
 * key field, as the public signup has it (features never import each other, so they meet here).
 */
export function AccountAppAddApiRoute() {
  return <AddApiPage publicKeyTools={publicKeyTools} />
}
