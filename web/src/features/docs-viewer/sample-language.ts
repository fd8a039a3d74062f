import { useSyncExternalStore } from 'react'
import { SAMPLE_LANGUAGES, type SampleLanguage } from './code-samples.ts'

// The code samples' language: one choice for every operation's sample and the curl builder's, kept
// in this browser for every API (R-DOCS-SAMPLES, R-DOCS-OPERATION-SAMPLES). A choice made in one
// sample shows at once in every other on the page, so they are one store, not a state each.
const STORAGE_KEY = 'codeSampleLanguage'

function readKept(): SampleLanguage {
  try {
    const kept = window.localStorage.getItem(STORAGE_KEY)
    return (
      SAMPLE_LANGUAGES.find((language) => language.id === kept)?.id ?? 'curl'
    )
  } catch {
    return 'curl'
  }
}

// Set only when storage is off: otherwise storage is the one place the choice lives.
let unkept: SampleLanguage | null = null
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function snapshot(): SampleLanguage {
  return unkept ?? readKept()
}

/** Chooses the language of every sample on the page, and keeps it in this browser. */
export function chooseSampleLanguage(language: SampleLanguage): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language)
    unkept = null
  } catch {
    // Storage off (private mode, settings): the choice lasts for this page only.
    unkept = language
  }
  for (const listener of listeners) listener()
}

/** The language the samples show. */
export function useSampleLanguage(): SampleLanguage {
  return useSyncExternalStore(subscribe, snapshot)
}
