import { useEffect, useState } from 'react'

/** How long "Copied!" stays, in milliseconds (the spec's 2 seconds). */
const COPIED_MS = 2000

/** Props of CopyButton. */
export interface CopyButtonProps {
  text: string
  /** What is copied, for screen readers: "Copy curl command". */
  label: string
}

/** Copies text to the clipboard and says "Copied!" for two seconds. */
export function CopyButton({ text, label }: CopyButtonProps) {
  const [isCopied, setIsCopied] = useState(false)
  // A timer tied to the copied state, cleared if the button goes away first.
  useEffect(() => {
    if (!isCopied) return
    const timer = setTimeout(() => setIsCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [isCopied])
  return (
    <button
      type="button"
      className="usa-button usa-button--outline usa-button--small copy-button"
      aria-label={isCopied ? undefined : label}
      onClick={() => {
        void navigator.clipboard.writeText(text).then(() => setIsCopied(true))
      }}
    >
      <span aria-live="polite">{isCopied ? 'Copied!' : 'Copy'}</span>
    </button>
  )
}
