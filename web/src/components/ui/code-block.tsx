import { CopyButton } from './copy-button.tsx'

/** Props of CodeBlock. */
export interface CodeBlockProps {
  code: string
  /** What the code is, for the copy button: "curl command", "token request". */
  label: string
}

/**
 * A code sample with a copy button. The button has a bar of its own above the code, so it never
 * covers a line, whatever the width of the screen or of the longest line (issue 27).
 */
export function CodeBlock({ code, label }: CodeBlockProps) {
  return (
    <div className="code-block">
      <div className="code-block__bar">
        <CopyButton text={code} label={`Copy ${label}`} />
      </div>
      {/* A long line scrolls sideways: the block must be reachable by keyboard to scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre tabIndex={0} role="region" aria-label={label}>
        <code>{code}</code>
      </pre>
    </div>
  )
}
