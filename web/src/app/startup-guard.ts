// Imported first by main.tsx, so its listener is in place before any other module of the app
// runs: a module that throws while loading is then still reported as a failed start-up.
import { watchStartupErrors } from './startup.ts'

watchStartupErrors()
