import { fileURLToPath } from 'node:url'
import type { Browser } from '../auth/browser.ts'
import { runInAppProcess } from '../../support/app_process.ts'

const SCRIPT = fileURLToPath(new URL('./confirm_payment_script.ts', import.meta.url))

/** Runs confirmPayment for one payment in a separate booted app process (what an admin's verify would do). */
export async function confirmPaymentInApp(
  env: Record<string, string>,
  transactionId: number,
): Promise<{ changed: boolean; status: string }> {
  const output = await runInAppProcess(SCRIPT, [String(transactionId)], env)
  return JSON.parse(output.slice(output.lastIndexOf('{')))
}

/** PUT /api/payments/:id/proof with one file, as a browser's FormData sends it. */
export async function uploadProof(browser: Browser, base: string, paymentId: number, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData()
  form.append('proof', new Blob([new Uint8Array(bytes)], { type }), name)
  const cookie = [...browser.cookies].map(([key, value]) => `${key}=${value}`).join('; ')
  const response = await fetch(`${base}/api/payments/${paymentId}/proof`, {
    method: 'PUT',
    headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
    body: form,
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

/** A small, complete PDF: header, one empty page, cross-reference table and end marker. */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
