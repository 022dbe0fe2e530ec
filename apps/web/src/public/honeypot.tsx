import { HONEYPOT_FIELD } from '@bhakti/core';
import { useT } from '../i18n/interface.js';

/**
 * A field for robots only: off screen, out of the tab order and hidden from screen readers,
 * so people never fill it in; form-filling robots do.
 */
export function Honeypot() {
  const t = useT();
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {t('forms.honeypot')}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
