/** One frame of a stack trace in the shape Sentry-compatible services group and link by. */
export interface StackFrame {
  function?: string
  filename: string
  lineno: number
  colno: number
}

// Chromium and Node: "    at fn (file:line:col)", "    at file:line:col", "    at async fn (…)".
const V8_FRAME = /^\s*at (?:(?:async )?(.+?) \()?(.+?):(\d+):(\d+)\)?$/
// Firefox and Safari: "fn@file:line:col", or "@file:line:col" for an anonymous function.
const GECKO_FRAME = /^\s*(.*?)@(.+?):(\d+):(\d+)$/

/** Reads one stack line, or undefined when it is not a frame (the message line, native code). */
function parseFrame(line: string): StackFrame | undefined {
  const match = V8_FRAME.exec(line) ?? GECKO_FRAME.exec(line)
  if (!match) return undefined
  const [, name, filename, lineno, colno] = match
  if (!filename) return undefined
  return {
    ...(name ? { function: name } : {}),
    filename,
    lineno: Number(lineno),
    colno: Number(colno),
  }
}

/**
 * The frames of a JavaScript stack string, oldest call first as the store protocol expects (the
 * string lists the newest first). Browsers report the stack as text; parsing it on the server lets
 * the service group equal errors and show each frame without a client SDK (ADR 009).
 */
export function parseStackFrames(stack: string): StackFrame[] {
  return stack
    .split('\n')
    .map(parseFrame)
    .filter((frame): frame is StackFrame => frame !== undefined)
    .reverse()
}
