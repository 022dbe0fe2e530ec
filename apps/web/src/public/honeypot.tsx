import { HONEYPOT_FIELD } from '@bhakti/core';

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
