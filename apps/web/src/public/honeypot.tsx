/** The honeypot field's name; the server keeps nothing from a send that fills it (packages/api HoneypotSchema). */
export const HONEYPOT_FIELD = 'website';

/**
 * A field for robots only: off screen, out of the tab order and hidden from screen readers,
 * so people never fill it in; form-filling robots do.
 */
export function Honeypot() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Leave this empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
