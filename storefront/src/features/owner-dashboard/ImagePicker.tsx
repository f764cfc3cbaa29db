import { useEffect, useId, useState } from 'react'
import { OWNER_DASHBOARD_LABELS, selectedFileLabel } from '../../messages/index.ts'
import { PRODUCT_PLACEHOLDER_IMAGE } from '../../lib/image-fallback.ts'
import { OWNER_DASHBOARD_COPY as COPY } from './copy.ts'
import { IMAGE_ACCEPT, imageFileProblem } from './image-file.ts'

interface Props {
  label: string
  /** The picture shown before anything is chosen. */
  currentUrl: string | null
  file: File | null
  onFileChange(file: File | null): void
  /** 0–1 while uploading, else null. */
  progress: number | null
  /** Shown under the picker, e.g. the picture was refused. */
  error?: string | null
  onError(message: string | null): void
  fallback?: string
}

/**
 * Choose a picture: a preview at once, the file's name and size in MB, and an upload bar while it is
 * sent. A file of the wrong type or over the size limit is refused here, before any upload.
 */
export function ImagePicker({
  label,
  currentUrl,
  file,
  onFileChange,
  progress,
  error,
  onError,
  fallback = PRODUCT_PLACEHOLDER_IMAGE,
}: Props) {
  const inputId = useId()
  const [preview, setPreview] = useState<string | null>(null)

  useEffect(() => {
    if (!file) {
      setPreview(null)
      return
    }
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])

  const shown = preview ?? currentUrl
  return (
    <div className="image-picker" role="group" aria-labelledby={`${inputId}-label`}>
      <span className="field__label" id={`${inputId}-label`}>
        {label}
      </span>
      <div className="image-picker__row">
        <img className="image-picker__preview" src={shown ?? fallback} data-fallback={fallback} alt="" width="96" height="96" />
        <div className="image-picker__controls">
          <label className="button owner-button--ghost image-picker__choose" htmlFor={inputId}>
            {shown && shown !== fallback ? OWNER_DASHBOARD_LABELS.changeImage : OWNER_DASHBOARD_LABELS.chooseImage}
          </label>
          <input
            id={inputId}
            className="image-picker__input"
            type="file"
            accept={IMAGE_ACCEPT}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null
              event.target.value = ''
              const problem = chosen ? imageFileProblem(chosen) : null
              onError(problem)
              onFileChange(problem ? null : chosen)
            }}
          />
          {file && (
            <p className="image-picker__file" data-testid="selected-file">
              {selectedFileLabel(file.name, file.size)}
            </p>
          )}
          {progress !== null && (
            <div className="image-picker__progress">
              <progress max={1} value={progress} aria-label={COPY.uploading(Math.round(progress * 100))} />
              <span>{COPY.uploading(Math.round(progress * 100))}</span>
            </div>
          )}
        </div>
      </div>
      {error && (
        <p className="field__error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
