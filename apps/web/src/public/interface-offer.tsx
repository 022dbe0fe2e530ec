import { useSite } from '../ui/site.js';
import { urls } from '../ui/urls.js';
import { useT } from '../i18n/interface.js';
import { useAddress } from '../ui/use-address.js';

/**
 * On an English page, the language the reader's browser prefers, offered in its own words —
 * never forced (ADR 034). Either answer is remembered, so the offer is made once.
 */
export function InterfaceOffer() {
  const { offer } = useSite();
  const t = useT();
  const back = useAddress();
  if (!offer) return null;
  return (
    <aside className="interface-offer" aria-label={offer.message} lang={offer.language}>
      <p>
        <span>{offer.message}</span>{' '}
        <a
          className="interface-offer-accept"
          href={urls.interfaceSwitch(offer.language, back)}
          hrefLang={offer.language}
        >
          {offer.accept}
        </a>{' '}
        <a className="interface-offer-decline" href={urls.interfaceSwitch('en', back)} lang="en">
          {t('interface.offer.decline')}
        </a>
      </p>
    </aside>
  );
}
