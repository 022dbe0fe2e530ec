import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, imageProblem } from './image-check.js';

describe('imageProblem', () => {
  it('accepts JPEG, PNG and WebP images up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(imageProblem({ name: 'ganesha', type, size: MAX_IMAGE_BYTES })).toBeNull();
    }
  });

  it('refuses other types, SVG included, by name', () => {
    expect(imageProblem({ name: 'x.svg', type: 'image/svg+xml', size: 10 })).toBe(
      '"x.svg" is not a JPEG, PNG or WebP image. Please choose one of those.',
    );
    expect(imageProblem({ name: 'notes.txt', type: '', size: 10 })).toMatch(/not a JPEG, PNG or WebP/);
  });

  it('refuses images over 5 MB and says how large they are', () => {
    expect(imageProblem({ name: 'big.png', type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(
      '"big.png" is 5.1 MB; an image may be at most 5 MB.',
    );
    expect(imageProblem({ name: 'huge.jpg', type: 'image/jpeg', size: 12.34 * 1024 * 1024 })).toMatch(/12\.4 MB/);
  });
});
