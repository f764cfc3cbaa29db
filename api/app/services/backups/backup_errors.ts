/** What stops a backup or a restore: the command prints the message alone (no stack) and exits 1. */
export class BackupError extends Error {}

export const backupErrors = {
  notOurs: (file: string, why: string) => new BackupError(`${file} is not a ShopLocal backup (${why})`),
  missing: (file: string) => new BackupError(`${file} does not exist`),
  exists: (file: string) => new BackupError(`${file} already exists; choose another name or remove it first`),
  damaged: (file: string, part: string) => new BackupError(`${file} is damaged: ${part} does not match its checksum`),
  notEmpty: (what: string) =>
    new BackupError(`The target ${what} is not empty; restore into an empty one, or add --force to replace what it holds`),
  otherVersion: (file: string) =>
    new BackupError(`${file} was made by another version of ShopLocal (its migrations differ); restore it with that version`),
  s3: () =>
    new BackupError(
      'DRIVE_DISK=s3: stored files live in the bucket, which its own versioning and backups keep; back up with DRIVE_DISK=fs',
    ),
}
