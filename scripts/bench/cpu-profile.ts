/*
 * CPU profiles for the benchmarks' BENCH_PROFILE=1: a folder for `node --cpu-prof` to write into, and a summary
 * of what the profiled process spent its time on.
 */
import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export function profileFolder(what: string): Promise<string> {
  return mkdtemp(join(tmpdir(), `shoplocal-${what}-profile-`))
}

/** Self time by package or source folder and the busiest functions, from the largest profile in `dir`. */
export async function summariseProfile(dir: string, what: string): Promise<void> {
  const files = await Promise.all((await readdir(dir)).map(async (name) => ({ name, size: (await stat(join(dir, name))).size })))
  const largest = files.sort((a, b) => b.size - a.size)[0]
  if (!largest) return console.log(`\nNo profile written (did the ${what} exit cleanly?)`)
  const profile = JSON.parse(await readFile(join(dir, largest.name), 'utf8')) as {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]
    samples: number[]
    timeDeltas: number[]
  }
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const self = new Map<number, number>()
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)))
  const groups = new Map<string, number>()
  const functions = new Map<string, number>()
  let total = 0
  for (const [id, micros] of self) {
    const frame = byId.get(id)?.callFrame
    if (!frame) continue
    const url = frame.url
    const modules = url.lastIndexOf('node_modules/')
    let group = frame.functionName || '(anonymous)'
    if (modules >= 0) {
      const parts = url.slice(modules + 'node_modules/'.length).split('/')
      group = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
    } else if (url.includes('/shoplocal-web-bench/')) group = `website build/${url.split('/').pop()}`
    else if (url.includes('/api/'))
      group = `api/${url
        .slice(url.indexOf('/api/') + 5)
        .split('/')
        .slice(0, 2)
        .join('/')}`
    else if (url.startsWith('node:')) group = 'node internals'
    if (group === '(idle)') continue
    total += micros
    groups.set(group, (groups.get(group) ?? 0) + micros)
    const name = `${frame.functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}`
    functions.set(name, (functions.get(name) ?? 0) + micros)
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, micros]) => `  ${((micros / total) * 100).toFixed(1).padStart(5)}%  ${name}`)
      .join('\n')
  console.log(`\n${what} CPU profile (${join(dir, largest.name)}), busy time ${(total / 1e6).toFixed(1)} s, self time:`)
  console.log(`By package or folder:\n${top(groups, 18)}\nBusiest functions:\n${top(functions, 25)}`)
}
