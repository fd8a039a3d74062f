import { useEffect, useId, useRef, useState } from 'react'
import {
  LOGO_FILE_TYPES,
  LOGO_MESSAGES,
  LogoUploadDescriptorSchema,
  MAX_LOGO_BYTES,
  uploadFormFields,
} from '@portal/schema/logo-upload'
import { LOGO_UPLOAD_URL } from '#web/lib/api-paths.ts'
import { RequestFailedError, postJson } from '#web/lib/http.ts'
import { uploadWithProgress } from '#web/lib/http-upload.ts'

/** Props of LogoUploadField. */
export interface LogoUploadFieldProps {
  /** A logo uploaded earlier (the user came back to this step). */
  initialUrl?: string | null
  /** That logo's file name as the applicant chose it (R-LOGO-FILE-NAME). */
  initialFileName?: string | null
  /**
   * The uploaded logo's URLs and file name, or null when there is none (deleted, cancelled,
   * failed).
   */
  onChange: (
    logo: { icon: string; large: string; fileName: string } | null,
  ) => void
}

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; percent: number }
  | { status: 'done'; fileName: string; previewUrl: string }

const FAILED = "We couldn't upload your file. Please try again."

function problemOf(file: File): string | null {
  if (file.size > MAX_LOGO_BYTES) return LOGO_MESSAGES.tooLarge
  if (!(LOGO_FILE_TYPES as readonly string[]).includes(file.type))
    return LOGO_MESSAGES.wrongType
  return null
}

function messageOf(error: unknown): string {
  if (error instanceof RequestFailedError && error.status === 413)
    return LOGO_MESSAGES.tooLarge
  if (
    error instanceof RequestFailedError &&
    (error.status === 415 || error.status === 400)
  )
    return LOGO_MESSAGES.wrongType
  return FAILED
}

/**
 * The app logo (logoIcon and logoLarge): idle → uploading (progress and Cancel) → done (preview
 * and Delete file). The file goes straight to the signed upload URL with XMLHttpRequest, so the
 * bar shows real progress and Cancel really stops it. A failure clears the logo fields.
 */
export function LogoUploadField({
  initialUrl,
  initialFileName,
  onChange,
}: LogoUploadFieldProps) {
  const id = useId()
  // The stored key is ours (`…/logo.png`, R-UPLOAD-GENERATED-NAMES); the name shown is the one
  // kept with the logo, or the key's last segment for a logo kept without one.
  const [state, setState] = useState<UploadState>(() =>
    initialUrl
      ? {
          status: 'done',
          fileName:
            initialFileName ||
            decodeURIComponent(initialUrl.split('/').pop() ?? 'logo'),
          previewUrl: initialUrl,
        }
      : { status: 'idle' },
  )
  const [error, setError] = useState<string | null>(null)
  const controller = useRef<AbortController | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const focusTarget = useRef<'input' | 'delete' | null>(null)
  const deleteRef = useRef<HTMLButtonElement>(null)

  useEffect(() => () => controller.current?.abort(), [])
  useEffect(() => {
    if (focusTarget.current === 'input') inputRef.current?.focus()
    if (focusTarget.current === 'delete') deleteRef.current?.focus()
    focusTarget.current = null
  }, [state.status])

  const reset = (message: string | null) => {
    onChange(null)
    setError(message)
    focusTarget.current = 'input'
    setState({ status: 'idle' })
  }

  const upload = async (file: File) => {
    const problem = problemOf(file)
    if (problem) {
      reset(problem)
      return
    }
    setError(null)
    const abort = new AbortController()
    controller.current = abort
    setState({ status: 'uploading', fileName: file.name, percent: 0 })
    try {
      const descriptor = await postJson(
        LOGO_UPLOAD_URL,
        { fileName: file.name, fileType: file.type },
        LogoUploadDescriptorSchema,
      )
      if (abort.signal.aborted)
        throw new DOMException('Upload cancelled', 'AbortError')
      await uploadWithProgress(
        descriptor.uploadUrl,
        uploadFormFields(descriptor),
        file,
        {
          signal: abort.signal,
          onProgress: (fraction) =>
            setState({
              status: 'uploading',
              fileName: file.name,
              percent: Math.round(fraction * 100),
            }),
        },
      )
      onChange({ ...descriptor.logoUrls, fileName: descriptor.fileName })
      focusTarget.current = 'delete'
      setState({
        status: 'done',
        fileName: descriptor.fileName,
        previewUrl: descriptor.logoUrls.large,
      })
    } catch (caught) {
      const cancelled =
        caught instanceof DOMException && caught.name === 'AbortError'
      reset(cancelled ? null : messageOf(caught))
    } finally {
      if (controller.current === abort) controller.current = null
    }
  }

  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <label
        className={`usa-label${error ? ' usa-label--error' : ''}`}
        htmlFor="logo"
      >
        App logo (optional)
      </label>
      <div className="usa-hint" id={`${id}-hint`}>
        A square PNG or JPEG, less than 10 MB. We show it with your app in
        VA&apos;s app directory.
      </div>
      {error ? (
        <span className="usa-error-message" id={`${id}-error`} role="alert">
          {error}
        </span>
      ) : null}
      {state.status === 'idle' ? (
        <input
          ref={inputRef}
          id="logo"
          name="logo"
          type="file"
          className="usa-input logo-upload__input"
          accept={LOGO_FILE_TYPES.join(',')}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : '']
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) void upload(file)
          }}
        />
      ) : null}
      {state.status === 'uploading' ? (
        <div className="logo-upload__progress">
          <p className="margin-y-1">Uploading {state.fileName}</p>
          <progress
            className="logo-upload__bar"
            max={100}
            value={state.percent}
            aria-label={`Uploading ${state.fileName}`}
          />
          <span aria-live="polite"> {state.percent}%</span>
          <button
            type="button"
            className="usa-button usa-button--outline margin-left-2"
            onClick={() => controller.current?.abort()}
          >
            Cancel
            <span className="usa-sr-only"> upload</span>
          </button>
        </div>
      ) : null}
      {state.status === 'done' ? (
        <div className="logo-upload__done">
          <img
            className="logo-upload__preview"
            src={state.previewUrl}
            alt={`Preview of your logo, ${state.fileName}`}
          />
          <p className="margin-y-1">{state.fileName} uploaded.</p>
          <button
            ref={deleteRef}
            type="button"
            className="usa-button usa-button--secondary"
            onClick={() => reset(null)}
          >
            Delete file
          </button>
        </div>
      ) : null}
    </div>
  )
}
