// Lighthouse (the npm package's CLI, mobile profile with its simulated throttling) on Debian's
// Chromium, headless; three runs per route and the median of each figure.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const LIGHTHOUSE_CLI = fileURLToPath(
  import.meta.resolve('lighthouse/cli/index.js'),
)

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const AUDITS = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcpMs: 'first-contentful-paint',
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

function runOnce(root, url, attempt = 1) {
  const run = spawnSync(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: {
        ...process.env,
        CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      },
    },
  )
  // Lighthouse sometimes loses its trace (NO_NAVSTART); one more try before giving up.
  if (run.status !== 0 && attempt < 2) return runOnce(root, url, attempt + 1)
  if (run.status !== 0)
    throw new Error(`lighthouse failed on ${url}: ${run.stderr}`)
  const report = JSON.parse(run.stdout)
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round(report.categories[id].score * 100)]),
  )
  const metrics = Object.fromEntries(
    Object.entries(AUDITS).map(([name, id]) => [
      name,
      report.audits[id].numericValue,
    ]),
  )
  // The audits that cost points, so a score below 100 says why.
  const failed = Object.values(report.audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative',
    )
    .map((audit) => audit.id)
  return { ...scores, ...metrics, failed }
}

/** Medians of `runs` Lighthouse runs per route (the failing audits of the median-score run). */
export function lighthouseRuns(root, origin, routes, runs = 3) {
  const results = {}
  for (const route of routes) {
    const all = Array.from({ length: runs }, () =>
      runOnce(root, `${origin}${route}`),
    )
    const byScore = [...all].sort((a, b) => a.performance - b.performance)
    const summary = {
      failed: byScore[Math.floor(runs / 2)].failed,
      runs: all.length,
    }
    for (const key of [...CATEGORIES, ...Object.keys(AUDITS)])
      summary[key] = median(all.map((run) => run[key]))
    results[route] = summary
  }
  return results
}
