/** What the server accepts for a deity image (docs/security.md item 14), checked before the upload. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(',');
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Rounded up, so that a file just over the limit never reads as '5.0 MB'. */
const megabytes = (bytes: number) => (Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1);

/** Why a chosen file cannot be a deity image, or null. */
export function imageProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return `"${file.name}" is not a JPEG, PNG or WebP image. Please choose one of those.`;
  }
  if (file.size > MAX_IMAGE_BYTES) {
    return `"${file.name}" is ${megabytes(file.size)} MB; an image may be at most 5 MB.`;
  }
  return null;
}
