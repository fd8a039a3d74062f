import { useState } from 'react'
import type { FieldValues } from './form-store.ts'
import type { Validate } from './use-form.tsx'

/** What a form's validation module gives: its validate function (Zod and the schema). */
export interface LoadedValidation<T extends FieldValues> {
  validate: Validate<T>
}

/** A form's validation, loaded on first need: the module the form uses, and what starts the load. */
export interface LazyValidation<M> {
  /** The module, imported once; a failed import is tried again on the next call. */
  load: () => Promise<M>
  /** The module once a load has finished, for what renders only after one (a later step). */
  loaded: () => M | undefined
  /** Handlers for the `<form>`: the first focus on a field, press or input starts the load. */
  preloadProps: {
    onFocus: (event: { target: EventTarget | null }) => void
    onPointerDown: () => void
    onInput: () => void
  }
}

const FORM_CONTROLS = 'input, select, textarea, button'

/**
 * Forms validate on submit only (ADR 015), so the schema and Zod are not needed to
 * paint the form: they are imported when someone first focuses, presses or types in it, and a
 * submit before they arrive waits for them (R-PERF-FIRST-LOAD, ADR 021). Render code imports no
 * module that defines a schema, since one Zod schema keeps all of Zod in the chunk.
 */
export function lazyValidation<M>(
  importer: () => Promise<M>,
): LazyValidation<M> {
  let pending: Promise<M> | undefined
  let module: M | undefined
  const load = () => {
    pending ??= importer().then(
      (imported) => (module = imported),
      (error: unknown) => {
        pending = undefined
        throw error
      },
    )
    return pending
  }
  // An early load that fails is not reported: the submit loads again and reports its own failure.
  const preload = () => {
    load().catch(() => undefined)
  }
  return {
    load,
    loaded: () => module,
    preloadProps: {
      // Only a focus the reader gives a control says they are about to use the form: the focus
      // the form itself moves to its failed-submit banner would import again, unasked, right
      // after the import failed, racing the reader's next submit.
      onFocus: ({ target }) => {
        if ((target as Element | null)?.matches?.(FORM_CONTROLS)) preload()
      },
      onPointerDown: preload,
      onInput: preload,
    },
  }
}

/** A validate function that waits for the loaded module's and runs it. */
export function lazyValidate<T extends FieldValues>(
  load: () => Promise<LoadedValidation<T>>,
): Validate<T> {
  return async (values) => (await load()).validate(values)
}

/**
 * One form's validate function out of a module of several (the console's request pages): it
 * waits for the module, as a submit does, and runs the one `pick` names.
 */
export function pickedValidate<M, T extends FieldValues>(
  validation: Pick<LazyValidation<M>, 'load'>,
  pick: (module: M) => (values: never) => unknown,
): Validate<T> {
  return async (values) =>
    (pick(await validation.load()) as unknown as Validate<T>)(values)
}

/**
 * A submit's failure to load the validation (offline, a deploy replaced the chunk): kept for the
 * form's failed-submit banner, where a refused request's error goes too, instead of a submit that
 * silently does nothing. `track` takes the promise of the form's `handleSubmit`; the next
 * submit clears the failure and imports again.
 */
export function useValidationFailure(): [
  failure: Error | null,
  track: (submit: Promise<unknown>) => void,
] {
  const [failure, setFailure] = useState<Error | null>(null)
  const track = (submit: Promise<unknown>) => {
    setFailure(null)
    submit.catch((error: unknown) => {
      setFailure(error instanceof Error ? error : new Error(String(error)))
    })
  }
  return [failure, track]
}
