import { isCommonPassword } from './common-passwords.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password.js';

/** Why a new password is refused, or null. Length and commonness only: no composition rules. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return `New password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  if (length > MAX_PASSWORD_LENGTH) return `New password must be at most ${MAX_PASSWORD_LENGTH} characters long`;
  if (password.trim() === '') return 'New password must not be only spaces';
  if (isCommonPassword(password)) return 'This password is too common; choose a less guessable one';
  return null;
}
