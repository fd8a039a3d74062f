// Imported first by main.tsx, so what it sets up is in place before any other module of the app
// runs: a module that throws while loading is then still reported as a failed start-up, and the
// built chunks' dynamic imports find the importer that retries a failed chunk at a fresh address.
import { installChunkImporter } from '#web/lib/fresh-import.ts'
import { watchStartupErrors } from './startup.ts'

watchStartupErrors()
installChunkImporter()
