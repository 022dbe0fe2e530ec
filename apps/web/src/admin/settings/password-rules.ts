export const MIN_PASSWORD_LENGTH = 8;

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** docs/product.md, in its order: all required, confirmation matches, at least 8 characters. */
export function passwordChangeProblem(change: PasswordChange): string | null {
  if (!change.currentPassword || !change.newPassword || !change.confirmPassword) return 'All fields are required';
  if (change.newPassword !== change.confirmPassword) return 'New password and confirmation do not match';
  // Characters, not UTF-16 units: a Devanagari password counts as it reads.
  if ([...change.newPassword].length < MIN_PASSWORD_LENGTH) {
    return `New password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  }
  return null;
}
