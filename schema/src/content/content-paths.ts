// Addresses the content pages link to and the app's navigation uses too. Their own module, with
// no page text: the app shell imports them, and every first load would carry what sits beside them.

/** Where a VA team asks to publish: the contact form with its publishing type chosen. */
export const PUBLISHING_CONTACT_PATH = '/support/contact-us?type=publishing'

/** The production access application form. */
export const PRODUCTION_ACCESS_FORM_PATH =
  '/production-access/production-access-application'
