import type { Plugin } from 'vite'

/** The second entry of the build: the script index.html names instead of the app (ADR 059). */
export const BOOT_ENTRY = 'src/boot.ts'

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g

/**
 * index.html as built names the app's entry chunk in a script element and its imports in
 * modulepreload links: the browser fetches them with the page, before its first paint. Here the
 * entry goes to a `portal-entry` meta element that src/boot.ts reads, and boot.ts's chunk takes
 * the script element; the preload links go (the entry's import fetches them once it starts).
 */
export function startAfterPaint(): Plugin {
  return {
    name: 'portal:start-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const boot = Object.values(context.bundle ?? {}).find(
          (chunk) =>
            chunk.type === 'chunk' &&
            chunk.isEntry &&
            chunk.facadeModuleId?.endsWith(`/${BOOT_ENTRY}`),
        )
        const app = context.chunk?.fileName
        const script = `<script type="module" crossorigin src="/${app}"></script>`
        if (!boot || !app || !html.includes(script))
          throw new Error(
            `start-after-paint: index.html's entry script or ${BOOT_ENTRY}'s chunk not found`,
          )
        return html
          .replace(MODULE_PRELOAD, '')
          .replace(
            script,
            `<meta name="portal-entry" content="/${app}">\n    <script type="module" crossorigin src="/${boot.fileName}"></script>`,
          )
      },
    },
  }
}
