import { describe, expect, it } from 'vitest';
import { passwordChangeProblem } from './password-rules.js';

const change = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => ({
  currentPassword,
  newPassword,
  confirmPassword,
});

describe('passwordChangeProblem', () => {
  it('needs every field', () => {
    expect(passwordChangeProblem(change('', 'a long password'))).toBe('All fields are required');
    expect(passwordChangeProblem(change('old', ''))).toBe('All fields are required');
    expect(passwordChangeProblem(change('old', 'a long password', ''))).toBe('All fields are required');
  });

  it('needs the confirmation to match before it looks at the length', () => {
    expect(passwordChangeProblem(change('old', 'short', 'shorter'))).toBe('New password and confirmation do not match');
  });

  it('needs 8 characters, counted as characters', () => {
    expect(passwordChangeProblem(change('old', 'seven77'))).toBe('New password must be at least 8 characters long');
    expect(passwordChangeProblem(change('old', 'eight888'))).toBeNull();
    // Four characters of eight UTF-16 units are still four characters.
    expect(passwordChangeProblem(change('old', '𑀅𑀆𑀇𑀈'))).toBe('New password must be at least 8 characters long');
  });
});
