import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { API_ENTRY_LIMITS } from '@portal/schema/api-entry-texts'
import type { ApiEntryFormValues } from '@portal/schema/api-entry-form'
import { TextField } from '#web/components/ui/form-fields.tsx'
import { MarkdownContent } from '#web/components/ui/markdown.tsx'
import type { Path } from '#web/lib/form-store.ts'
import { useWatch, type Form } from '#web/lib/use-form.tsx'
import { apiEntryQueries } from './api-entry-queries.ts'

// Long enough that typing does not send a request per key, short enough to feel live.
const PREVIEW_DELAY_MS = 400

/** A value that follows `value` once it has stopped changing for `delay` ms. */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}

/** Props of MarkdownField. */
export interface MarkdownFieldProps {
  form: Form<ApiEntryFormValues>
  name: Path<ApiEntryFormValues>
  label: string
  hint?: string
}

/**
 * A markdown textarea with its live preview beside it: the text is rendered by the server with
 * the public pages' sanitizing renderer and shown with their component, so the preview is what
 * the public will see, and no script in the text can run here either (R-ENTRY-PREVIEW).
 */
export function MarkdownField({ form, name, label, hint }: MarkdownFieldProps) {
  const value = useWatch(form, name)
  const text = typeof value === 'string' ? value : ''
  const settled = useSettled(text, PREVIEW_DELAY_MS)
  const preview = useQuery({
    ...apiEntryQueries.markdown(settled),
    enabled: settled.trim() !== '',
  })
  const previewId = `${name}-preview`
  return (
    <div className="api-entry-markdown">
      <TextField
        registration={form.register(name)}
        label={label}
        hint={
          hint ?? 'Markdown. The preview shows it as the public pages will.'
        }
        error={form.errorOf(name)}
        isMultiline
        maxLength={API_ENTRY_LIMITS.markdown}
        currentLength={text.length}
      />
      <section
        className="api-entry-markdown__preview"
        aria-labelledby={`${previewId}-heading`}
      >
        <h3 id={`${previewId}-heading`} className="margin-top-0">
          Preview: {label}
        </h3>
        {settled.trim() === '' ? (
          <p className="text-base">Nothing to show yet.</p>
        ) : preview.data ? (
          <MarkdownContent tree={preview.data.tree} />
        ) : preview.error ? (
          <p className="usa-error-message">
            The preview could not be rendered.
          </p>
        ) : (
          <p className="text-base">Rendering…</p>
        )}
      </section>
    </div>
  )
}
