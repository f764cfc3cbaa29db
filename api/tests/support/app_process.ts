import { spawn } from 'node:child_process'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { TYPESCRIPT_LOADER } from '../../../scripts/testing/start-api.ts'

const API_DIR = fileURLToPath(new URL('../../', import.meta.url))

/**
 * Runs one of the tests' scripts (a .ts file that boots the app and does one thing) in a Node process of its own,
 * as a second API process would, and answers what it printed. It fails with that output when the script exits
 * with an error, or has not finished in `timeoutMs` (it is killed then, so a stuck script never holds the suite).
 */
export function runInAppProcess(script: string, args: string[], env: Record<string, string>, timeoutMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TYPESCRIPT_LOADER, script, ...args], {
      cwd: API_DIR,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const stuck = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${basename(script)} did not finish in ${timeoutMs} ms:\n${output}`))
    }, timeoutMs)
    child.once('error', (error) => {
      clearTimeout(stuck)
      reject(error)
    })
    child.once('close', (code) => {
      clearTimeout(stuck)
      if (code !== 0) return reject(new Error(`${basename(script)} exited ${code}:\n${output}`))
      resolve(output)
    })
  })
}
