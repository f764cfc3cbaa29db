import { useState } from 'react'
import { OWNER_DASHBOARD_LABELS, OWNER_ERRORS, OWNER_SUCCESS, VALIDATION_MESSAGES } from '@shoplocal/shared/messages'
import type { OwnerShop } from '@shoplocal/shared/types'
import { showToast } from '../../components/ui/toast-store.ts'
import { SHOP_PLACEHOLDER_IMAGE } from '../../lib/image-fallback.ts'
import { OWNER_DASHBOARD_COPY as COPY } from './copy.ts'
import { setProfileImage, uploadImage } from './dashboard-api.ts'
import { ImagePicker } from './ImagePicker.tsx'
import { runAction } from './run-action.ts'

interface Props {
  shop: OwnerShop
  onSaved(shop: OwnerShop): void
}

/** Choose or change the shop's picture: preview, file name and size, then Update Image uploads and sets it. */
export function ProfileImageSection({ shop, onSaved }: Props) {
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const update = async () => {
    if (!file) {
      setError(VALIDATION_MESSAGES.imageNotSelected)
      showToast({ title: OWNER_ERRORS.title, description: VALIDATION_MESSAGES.imageNotSelected, variant: 'destructive' })
      return
    }
    setBusy(true)
    const uploaded = await runAction(
      () => uploadImage(file, setProgress),
      (message) => message ?? OWNER_ERRORS.uploadProfileImageFailed,
    )
    setProgress(null)
    const saved = uploaded
      ? await runAction(
          () => setProfileImage(shop.id, uploaded.imageUrl),
          (message) => message ?? OWNER_ERRORS.updateProfileImageFailed,
          {
            success: OWNER_SUCCESS.profileImageUpdated,
          },
        )
      : null
    setBusy(false)
    if (!saved) return
    setFile(null)
    setError(null)
    onSaved(saved.shop)
  }

  return (
    <div className="profile-image" data-testid="profile-image-section">
      <ImagePicker
        label={COPY.profileImage}
        currentUrl={shop.profileImageUrl}
        file={file}
        onFileChange={setFile}
        progress={progress}
        error={error}
        onError={setError}
        fallback={SHOP_PLACEHOLDER_IMAGE}
      />
      <button type="button" className="button button--primary profile-image__update" disabled={busy} onClick={() => void update()}>
        {busy ? COPY.saving : OWNER_DASHBOARD_LABELS.updateImage}
      </button>
    </div>
  )
}
