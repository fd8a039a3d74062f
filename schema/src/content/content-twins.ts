import { API_PUBLISHING, PUBLISHING_PROCESS } from './api-publishing.ts'
import { contentPageMarkdown, type ContentPage } from './content-page.ts'
import {
  ABOUT,
  SUPPORT,
  aboutMarkdown,
  supportMarkdown,
} from './about-and-support.ts'
import { FAQ, faqMarkdown } from './faq.ts'
import { PREPARE_DEMO, prepareDemoMarkdown } from './prepare-demo.ts'
import { PRODUCTION_ACCESS } from './production-access.ts'
import {
  REQUEST_PRODUCTION_ACCESS,
  requestProductionAccessMarkdown,
} from './request-production-access.ts'
import { TERMS_OF_SERVICE } from './terms-of-service.ts'
import { WORKING_WITH_VA_APIS } from './working-with-va-apis.ts'

/** A public content page's markdown twin, served at `${path}.md` (R-DOCS-MARKDOWN-PAGES). */
export interface ContentTwin {
  path: string
  title: string
  description: string
  markdown: string
}

const twinOf = (page: ContentPage): ContentTwin => ({
  path: page.path,
  title: page.title,
  description: page.description,
  markdown: contentPageMarkdown(page),
})

/** Every public content page that has a markdown twin, in /llms.txt order. */
export const CONTENT_TWINS: readonly ContentTwin[] = [
  PRODUCTION_ACCESS,
  WORKING_WITH_VA_APIS,
  API_PUBLISHING,
  PUBLISHING_PROCESS,
  TERMS_OF_SERVICE,
]
  .map(twinOf)
  .concat([
    // Accordions, cards and figures are not prose: these twins are written from the data the
    // pages render.
    {
      path: SUPPORT.path,
      title: SUPPORT.title,
      description: SUPPORT.description,
      markdown: supportMarkdown(),
    },
    {
      path: REQUEST_PRODUCTION_ACCESS.path,
      title: REQUEST_PRODUCTION_ACCESS.title,
      description: REQUEST_PRODUCTION_ACCESS.description,
      markdown: requestProductionAccessMarkdown(),
    },
    {
      path: PREPARE_DEMO.path,
      title: PREPARE_DEMO.title,
      description: PREPARE_DEMO.description,
      markdown: prepareDemoMarkdown(),
    },
    {
      path: FAQ.path,
      title: FAQ.title,
      description: FAQ.description,
      markdown: faqMarkdown(),
    },
    {
      path: ABOUT.path,
      title: ABOUT.title,
      description: ABOUT.description,
      markdown: aboutMarkdown(),
    },
  ])
