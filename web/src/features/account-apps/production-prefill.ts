import type { ProductionPrefill } from '@portal/schema/developer-apps'
import type { ProductionRequestFormValues } from '@portal/schema/production-request-form'

/**
 * The production form's starting values from an app's prefill (R-APP-PROD-PREFILL): the wire
 * fields the app and the account know, as the form's fields. Every one stays editable.
 */
export function prefillValues(
  prefill: ProductionPrefill,
): Partial<ProductionRequestFormValues> {
  return {
    apis: (prefill.apis ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    ...(prefill.organization ? { organization: prefill.organization } : {}),
    ...(prefill.appName ? { appName: prefill.appName } : {}),
    ...(prefill.primaryContact
      ? {
          primaryContact: {
            firstName: prefill.primaryContact.firstName ?? '',
            lastName: prefill.primaryContact.lastName ?? '',
            email: prefill.primaryContact.email ?? '',
          },
        }
      : {}),
    ...(prefill.oAuthApplicationType
      ? { oAuthApplicationType: prefill.oAuthApplicationType }
      : {}),
    ...(prefill.oAuthRedirectURI
      ? { oAuthRedirectURI: prefill.oAuthRedirectURI }
      : {}),
  } as Partial<ProductionRequestFormValues>
}
