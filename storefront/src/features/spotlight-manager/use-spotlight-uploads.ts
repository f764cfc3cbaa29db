import { useState } from 'react'
import { SPOTLIGHT_IMAGES } from '@shoplocal/shared/constants'
import { SPOTLIGHT_TOASTS, VALIDATION_TOASTS } from '../../messages/index.ts'
import { showToast } from '../../components/ui/toast-store.ts'
import { handleUnauthorized } from '../auth/index.ts'
import { imageFileProblem, uploadImage } from '../owner-dashboard/index.ts'

export interface Upload {
  key: string
  name: string
  /** 0–1 while sending; the address once stored. */
  progress: number
  url: string | null
}

/**
 * A spotlight's pictures, each uploaded as soon as it is chosen, with its progress; a file that is not an image,
 * or more than SPOTLIGHT_IMAGES.max in all, is refused with a toast before anything is sent.
 */
export function useSpotlightUploads() {
  const [uploads, setUploads] = useState<Upload[]>([])

  const update = (key: string, change: Partial<Upload> | null) =>
    setUploads((current) =>
      change === null
        ? current.filter((upload) => upload.key !== key)
        : current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    )

  const addFiles = async (files: File[]) => {
    if (uploads.length + files.length > SPOTLIGHT_IMAGES.max) {
      showToast({ ...VALIDATION_TOASTS.spotlightTooManyImages, variant: 'destructive' })
      return
    }
    const accepted = files.filter((file) => !imageFileProblem(file))
    if (accepted.length < files.length) showToast({ ...SPOTLIGHT_TOASTS.uploadFailed, variant: 'destructive' })
    const started = accepted.map((file) => ({
      file,
      upload: { key: `${file.name}-${Math.random()}`, name: file.name, progress: 0, url: null },
    }))
    setUploads((current) => [...current, ...started.map((entry) => entry.upload)])
    const results = await Promise.allSettled(
      started.map(async ({ file, upload }) => {
        try {
          const stored = await uploadImage(file, (progress) => update(upload.key, { progress }))
          update(upload.key, { url: stored.imageUrl, progress: 1 })
        } catch (error) {
          update(upload.key, null)
          throw error
        }
      }),
    )
    const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')
    if (failed && !handleUnauthorized(failed.reason)) showToast({ ...SPOTLIGHT_TOASTS.uploadFailed, variant: 'destructive' })
  }

  return { uploads, addFiles, remove: (key: string) => update(key, null) }
}
