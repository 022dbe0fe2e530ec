/** A lamp's flame: the mark of the site (drawn, so no font is needed for it). */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#8a3b00" />
      <path d="M32 10c6 9 12 15 12 24a12 12 0 0 1-24 0c0-9 6-15 12-24z" fill="#ff9933" />
      <path d="M32 26c3 4 5 7 5 11a5 5 0 0 1-10 0c0-4 2-7 5-11z" fill="#fff8ee" />
      <path d="M12 46h40c-2 6-9 9-20 9s-18-3-20-9z" fill="#ffd09a" />
    </svg>
  );
}
