/** The icons the site draws with CSS (styles/global.css, `.css-icon`): no JavaScript for their shapes. */
export type CssIconName =
  | 'whatsapp'
  | 'facebook'
  | 'x'
  | 'telegram'
  | 'printer'
  | 'link'
  | 'adjustments'
  | 'sun'
  | 'moon'
  | 'desktop'
  | 'flame'
  | 'download';

/** An icon drawn by CSS; decorative: its button or link carries the name. */
export function CssIcon({ name, size }: { name: CssIconName; size: number }) {
  return <span className="css-icon" data-icon={name} style={{ width: size, height: size }} aria-hidden="true" />;
}
