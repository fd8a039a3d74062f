/** The ACG question both forms ask: can the app keep a client secret (web) or not (native, PKCE)? */
export const OAUTH_APPLICATION_TYPE_QUESTION =
  'Can your application securely hide a client secret?'

/** The answers, as radio options. */
export const OAUTH_APPLICATION_TYPE_OPTIONS = [
  {
    value: 'web',
    label: 'Yes (a web application that keeps the secret on its server)',
  },
  {
    value: 'native',
    label: 'No (a native, mobile or single-page application: it uses PKCE)',
  },
]
