import { z } from 'zod';

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

const unit = (origin: unknown) => (origin === 'string' ? ' characters' : origin === 'array' ? ' items' : '');

/**
 * Field errors in our own words where a schema names none: zod's defaults ("Invalid input:
 * expected string, received number") describe the validator, not the form.
 */
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined ? 'Required' : `Must be ${KINDS[issue.expected] ?? issue.expected}`;
      case 'invalid_value':
        return `Must be one of ${issue.values.map(String).join(', ')}`;
      case 'too_big':
        return `Must be at most ${String(issue.maximum)}${unit(issue.origin)}`;
      case 'too_small':
        return `Must be at least ${String(issue.minimum)}${unit(issue.origin)}`;
      default:
        return 'Is not valid';
    }
  },
});
