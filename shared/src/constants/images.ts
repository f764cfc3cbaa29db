export const IMAGE_MAX_MB = 5
