import { CopyButton } from './copy-button.tsx'

/** Props of CodeBlock. */
export interface CodeBlockProps {
  code: string
  /** What the code is, for the copy button: "curl command", "token request". */
  label: string
}

/** A code sample with a copy button. */
export function CodeBlock({ code, label }: CodeBlockProps) {
  return (
    <div className="code-block">
      <pre tabIndex={0} aria-label={label}>
        <code>{code}</code>
      </pre>
      <CopyButton text={code} label={`Copy ${label}`} />
    </div>
  )
}
