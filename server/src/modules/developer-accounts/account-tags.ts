/** The OpenAPI tag of every account route. */
export const ACCOUNT_TAGS = ['accounts']
