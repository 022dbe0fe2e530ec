import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { IconCheck, IconMinus, IconPlus } from '@tabler/icons-react';
import type { FullText } from '../ui/api.js';
import { copyText } from '../ui/clipboard.js';
import { useSite } from '../ui/site.js';
import { useToast } from '../ui/toast.js';
import { CssIcon, type CssIconName } from '../ui/css-icon.js';
import { shareUrls, verseAnchorOf } from '../ui/urls.js';
import { PujaLink } from './puja-link.js';
import { SaveForOffline } from '../offline/save-for-offline.js';
import { BookmarkToggle } from './bookmark-toggle.js';
import { useTextSize } from './reading-preferences.js';
import { useT } from '../i18n/interface.js';

/** docs/product.md: the copied state of Copy Link lasts 2 seconds. */
export const COPIED_MS = 2000;

const SETTINGS_ID = 'reading-settings';

interface ReadingToolbarProps {
  text: FullText;
  /** The script selector (when the shown content has script views) and the side-by-side selector. */
  viewSelectors: ReactNode;
  numbered: boolean;
  onNumberedChange: (numbered: boolean) => void;
}

/**
 * The actions: puja mode, bookmark, Save for offline, Share (Copy Link, WhatsApp, Facebook) and
 * Print; and the reading settings (text size, script, side by side, verse numbers): beside them
 * on a wide screen, behind a toggle on a phone (where the actions take two rows).
 */
export function ReadingToolbar({ text, viewSelectors, numbered, onNumberedChange }: ReadingToolbarProps) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <div className="reading-toolbar no-print">
      <div className="reading-actions">
        <button
          type="button"
          className="toolbar-button settings-toggle needs-js"
          aria-expanded={open}
          aria-controls={SETTINGS_ID}
          aria-label={t('reading.toolbar.settingsLabel')}
          onClick={() => setOpen((value) => !value)}
        >
          <CssIcon name="adjustments" size={18} />
          {t('reading.toolbar.settings')}
        </button>
        <PujaLink />
        <BookmarkToggle slug={text.slug} title={text.title} />
        <SaveForOffline slug={text.slug} title={text.title} />
        <ShareGroup title={text.title} />
        <button type="button" className="toolbar-button needs-js" onClick={() => window.print()}>
          <CssIcon name="printer" size={18} />
          <span className="toolbar-text">{t('reading.toolbar.print')}</span>
        </button>
      </div>
      <div id={SETTINGS_ID} className="reading-settings" data-open={open}>
        <TextSizeGroup />
        {viewSelectors}
        <label className="toolbar-check needs-js">
          <input type="checkbox" checked={numbered} onChange={(event) => onNumberedChange(event.target.checked)} />
          {t('reading.toolbar.verseNumbers')}
        </label>
      </div>
    </div>
  );
}

function TextSizeGroup() {
  const { size, canDecrease, canIncrease, decrease, increase } = useTextSize();
  const t = useT();
  return (
    <div className="toolbar-group needs-js" role="group" aria-labelledby="text-size-label">
      <span id="text-size-label" className="toolbar-label">
        {t('reading.toolbar.textSize')}
      </span>
      <IconButton
        label={t('reading.toolbar.decreaseTextSize')}
        icon={IconMinus}
        onClick={decrease}
        disabled={!canDecrease}
      />
      <output className="text-size-value" aria-live="polite" aria-label={t('reading.toolbar.textSizeValue')}>
        {t('reading.toolbar.percent', { percent: Math.round((size / 1.15) * 100) })}
      </output>
      <IconButton
        label={t('reading.toolbar.increaseTextSize')}
        icon={IconPlus}
        onClick={increase}
        disabled={!canIncrease}
      />
    </div>
  );
}

/** The `#vN` this page was opened at (or moved to), once the page runs in the browser. */
function useVerseAnchor(): string {
  const [anchor, setAnchor] = useState('');
  useEffect(() => {
    const read = () => setAnchor(verseAnchorOf(window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return anchor;
}

function ShareGroup({ title }: { title: string }) {
  const { origin } = useSite();
  const [location] = useLocation();
  const search = useSearch();
  const pageUrl = `${origin}${location}${search ? `?${search}` : ''}${useVerseAnchor()}`;
  const t = useT();
  return (
    <div className="toolbar-group" role="group" aria-label={t('reading.toolbar.share')}>
      <span className="toolbar-label toolbar-text">{t('reading.toolbar.share')}</span>
      <CopyLinkButton />
      <ShareLink label={t('reading.toolbar.shareWhatsApp')} icon="whatsapp" href={shareUrls.whatsapp(title, pageUrl)} />
      <ShareLink label={t('reading.toolbar.shareFacebook')} icon="facebook" href={shareUrls.facebook(pageUrl)} />
    </div>
  );
}

function CopyLinkButton() {
  const toast = useToast();
  const t = useT();
  // Counts the copies; the copied state shows from the last one's render for COPIED_MS.
  const [copies, setCopies] = useState(0);
  const copied = copies > 0;
  useEffect(() => {
    if (copies === 0) return;
    const timer = setTimeout(() => setCopies(0), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copies]);

  const copy = async () => {
    const url = `${window.location.href.split('#')[0] ?? ''}${verseAnchorOf(window.location.hash)}`;
    const ok = await copyText(url);
    if (!ok) {
      toast({ title: t('reading.toolbar.copyLinkFailed'), description: url, variant: 'destructive' });
      return;
    }
    setCopies((count) => count + 1);
    toast({ title: t('reading.toolbar.linkCopiedTitle'), description: t('reading.toolbar.linkCopiedDescription') });
  };

  return (
    <button
      type="button"
      className="toolbar-button needs-js"
      data-copied={copied}
      onClick={() => void copy()}
      aria-label={copied ? t('reading.toolbar.linkCopied') : t('reading.toolbar.copyLink')}
    >
      {copied ? <IconCheck size={18} aria-hidden="true" className="copied-icon" /> : <CssIcon name="link" size={18} />}
      <span aria-hidden="true" className="toolbar-text">
        {copied ? t('reading.toolbar.copied') : t('reading.toolbar.copyLink')}
      </span>
    </button>
  );
}

interface IconButtonProps {
  label: string;
  icon: typeof IconPlus;
  onClick(): void;
  disabled: boolean;
}

function IconButton({ label, icon: Icon, onClick, disabled }: IconButtonProps) {
  return (
    <button type="button" className="icon-button" onClick={onClick} disabled={disabled} aria-label={label}>
      <Icon size={18} aria-hidden="true" />
    </button>
  );
}

function ShareLink({ label, icon, href }: { label: string; icon: CssIconName; href: string }) {
  return (
    <a className="icon-button" href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      <CssIcon name={icon} size={18} />
    </a>
  );
}
