import { useState } from 'react'
import { OWNER_ERRORS, OWNER_SUCCESS, VALIDATION_MESSAGES } from '@shoplocal/shared/messages'
import { OWNER_DASHBOARD_LABELS } from '../../messages/index.ts'
import type { OwnerShop } from '@shoplocal/shared/types'
import { showToast } from '../../components/ui/toast-store.ts'
import { accept, successToast } from '../../components/ui/use-submit.ts'
import { SHOP_PLACEHOLDER_IMAGE } from '../../lib/image-fallback.ts'
import { OWNER_DASHBOARD_COPY as COPY } from './copy.ts'
import { setProfileImage, uploadImage } from './dashboard-api.ts'
import { ImagePicker } from './ImagePicker.tsx'
import { ownerFailure, useOwnerSubmit } from './owner-submit.ts'

interface Props {
  shop: OwnerShop
  onSaved(shop: OwnerShop): void
}

/** Choose or change the shop's picture: preview, file name and size, then Update Image uploads and sets it. */
export function ProfileImageSection({ shop, onSaved }: Props) {
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const { busy, submit } = useOwnerSubmit()

  const update = async () => {
    if (!file) {
      setError(VALIDATION_MESSAGES.imageNotSelected)
      showToast({ title: OWNER_ERRORS.title, description: VALIDATION_MESSAGES.imageNotSelected, variant: 'destructive' })
      return
    }
    const uploaded = await submit(
      accept(file),
      (chosen) => uploadImage(chosen, setProgress),
      ownerFailure((message) => message ?? OWNER_ERRORS.uploadProfileImageFailed),
    )
    setProgress(null)
    const saved = uploaded
      ? await submit(
          accept(uploaded.imageUrl),
          (imageUrl) => setProfileImage(shop.id, imageUrl),
          ownerFailure((message) => message ?? OWNER_ERRORS.updateProfileImageFailed),
          () => successToast(OWNER_SUCCESS.profileImageUpdated),
        )
      : null
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
