// npm run dev: the API (tsx watch, port 8081) and Vite (port 8080, forwards /platform-backend
// to the API), so the browser sees one origin as in production.
import { spawn } from 'node:child_process'

const root = new URL('..', import.meta.url)
const children = [
  spawn('npm', ['run', 'dev', '-w', 'server'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: '8081', NODE_ENV: 'development' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: root, stdio: 'inherit' }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
for (const child of children) {
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
