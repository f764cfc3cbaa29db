/* What other features use of the owner dashboard: its picture upload and the checks of a chosen picture (the spotlight request's images). */
export { uploadImage } from './dashboard-api.ts'
export { IMAGE_ACCEPT, imageFileProblem } from './image-file.ts'
