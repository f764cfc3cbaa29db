import { SPOTLIGHT_MANAGER } from '@shoplocal/shared/messages'
import { thumbnailUrl } from '@shoplocal/shared/rules'
import type { Upload } from './use-spotlight-uploads.ts'

/** The pictures chosen for a spotlight: a thumbnail once stored, its progress while sending, each removable once stored. */
export function UploadedImages({ uploads, onRemove }: { uploads: Upload[]; onRemove(key: string): void }) {
  if (uploads.length === 0) return null
  return (
    <ul className="spotlight-images__list">
      {uploads.map((upload) => (
        <li key={upload.key} className="spotlight-images__item" data-testid="spotlight-image">
          {upload.url ? (
            <img src={thumbnailUrl(upload.url)} alt={upload.name} width="72" height="72" />
          ) : (
            <progress max={1} value={upload.progress} aria-label={`${SPOTLIGHT_MANAGER.uploading} ${upload.name}`} />
          )}
          <button
            type="button"
            className="spotlight-images__remove"
            aria-label={`${SPOTLIGHT_MANAGER.removeImage} ${upload.name}`}
            disabled={upload.url === null}
            onClick={() => onRemove(upload.key)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  )
}
